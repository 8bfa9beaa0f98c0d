/**
 * The owner's settings for the inbox. Each setting is declared once here (key, default, Danish
 * label); the table keeps only the ones the owner has changed. Today: whether staff (not only the
 * owner) may export the inbox as CSV and delete enquiries. The default is the owner alone.
 */
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../platform/db.server.ts";
import { recordHistory } from "./history.server.ts";
import { appSettings } from "./schema.server.ts";

export const permissionSettings = {
  staffMayExport: { label: "Medarbejdere må eksportere henvendelser og statistik som CSV", default: false },
  staffMayDelete: { label: "Medarbejdere må slette henvendelser permanent", default: false },
} as const;

export type Permissions = Record<keyof typeof permissionSettings, boolean>;
export type PermissionKey = keyof Permissions;
const keys = Object.keys(permissionSettings) as PermissionKey[];

export async function getPermissions(db: Pick<Db, "select">): Promise<Permissions> {
  const rows = await db.select().from(appSettings).where(inArray(appSettings.key, keys));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    keys.map((key) => [key, typeof stored.get(key) === "boolean" ? (stored.get(key) as boolean) : permissionSettings[key].default]),
  ) as Permissions;
}

/** Saves the owner's choice and records what changed in the audit view. */
export async function setPermissions(db: Db, next: Permissions, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getPermissions(tx);
    for (const key of keys) {
      if (before[key] === next[key]) continue;
      await tx
        .insert(appSettings)
        .values({ key, value: next[key] })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: next[key], updatedAt: sql`now()` } });
      await recordHistory(tx, { actorId, action: "settings", detail: { setting: key, to: next[key] ? "ja" : "nej" } });
    }
  });
}

/** Whether this account may do it: the owner always, staff when the owner allows it. */
export function allowed(staff: { role: string }, permissions: Permissions, key: PermissionKey): boolean {
  return staff.role === "owner" || permissions[key];
}

export const refusals: Record<PermissionKey, string> = {
  staffMayExport: "Kun kontoens ejer må eksportere henvendelser. Ejeren kan give medarbejdere lov under Medarbejdere.",
  staffMayDelete: "Kun kontoens ejer må slette henvendelser. Ejeren kan give medarbejdere lov under Medarbejdere.",
};
