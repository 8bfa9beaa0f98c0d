/**
 * Staff accounts in the browser (owner only): invite by e-mail with a one-time link that expires
 * in 48 hours, reset (a new link; the old password and every session end), disable (sessions end
 * at once) and enable. Everyone changes their own password. The links carry a random token; the
 * table keeps its SHA-256 only.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "./db.server.ts";
import { hashPassword, normalizeEmail, passwordProblem, tokenHash, verifyPassword, type Staff } from "./auth.server.ts";
import { isUuid } from "./inbox.server.ts";
import { staffInvitation } from "./mail-templates.server.ts";
import { outbox, sessions, staffInvites, staffUsers, type StaffRole } from "./schema.server.ts";

export const INVITE_HOURS = 48;
/** Stored instead of a hash until the person sets a password: no password verifies against it. */
export const NO_PASSWORD = "!";

export type StaffAccount = { id: string; email: string; role: StaffRole; disabled: boolean; pending: boolean; createdAt: Date };

export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.email));
  return rows.map((row) => ({ id: row.id, email: row.email, role: row.role, disabled: row.disabledAt !== null, pending: row.passwordHash === NO_PASSWORD, createdAt: row.createdAt }));
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function issueLink(tx: Tx, userId: string, email: string, purpose: "invite" | "reset", by: Staff, siteUrl: string): Promise<string> {
  // A new link replaces every earlier one for the account.
  await tx.update(staffInvites).set({ usedAt: sql`now()` }).where(and(eq(staffInvites.userId, userId), isNull(staffInvites.usedAt)));
  // Hex: the server redirects any path with capitals to its lower-case form, so a path token has none.
  const token = randomBytes(32).toString("hex");
  await tx.insert(staffInvites).values({ tokenHash: tokenHash(token), userId, purpose, createdBy: by.userId, expiresAt: new Date(Date.now() + INVITE_HOURS * 3600_000) });
  const link = `${siteUrl}/admin/adgang/${token}`;
  const mail = staffInvitation(link, by.email, purpose, INVITE_HOURS);
  await tx.insert(outbox).values({ recipient: email, subject: mail.subject, body: mail.body, replyTo: by.email });
  return link;
}

export type StaffActionResult = { ok: true; message: string } | { ok: false; error: string; status: number };

export async function inviteStaff(db: Db, email: string, by: Staff, siteUrl: string): Promise<StaffActionResult> {
  const normalized = normalizeEmail(email);
  if (!normalized) return { ok: false, status: 422, error: "Skriv en gyldig e-mailadresse." };
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(staffUsers).where(eq(staffUsers.email, normalized)).for("update");
    if (existing && existing.passwordHash !== NO_PASSWORD) return { ok: false as const, status: 409, error: `${normalized} har allerede en konto. Brug "Nulstil adgangskode", hvis personen ikke kan logge ind.` };
    const userId = existing?.id ?? (await tx.insert(staffUsers).values({ email: normalized, passwordHash: NO_PASSWORD, role: "staff" }).returning({ id: staffUsers.id }))[0]!.id;
    await issueLink(tx, userId, normalized, "invite", by, siteUrl);
    return { ok: true as const, message: `Invitationen er sendt til ${normalized}. Linket virker i ${INVITE_HOURS} timer.` };
  });
}

async function otherAccount(tx: Tx, userId: string, by: Staff) {
  if (!isUuid(userId)) return undefined;
  const [user] = await tx.select().from(staffUsers).where(and(eq(staffUsers.id, userId), ne(staffUsers.id, by.userId))).for("update");
  return user;
}

const notFound = { ok: false as const, status: 404, error: "Kontoen findes ikke, eller det er din egen. Din egen adgangskode skifter du under Min konto." };

/** The old password stops working and every session ends; the person gets a link to choose a new one. */
export async function resetStaff(db: Db, userId: string, by: Staff, siteUrl: string): Promise<StaffActionResult> {
  return db.transaction(async (tx) => {
    const user = await otherAccount(tx, userId, by);
    if (!user) return notFound;
    await tx.update(staffUsers).set({ passwordHash: NO_PASSWORD, disabledAt: null, updatedAt: sql`now()` }).where(eq(staffUsers.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await issueLink(tx, user.id, user.email, "reset", by, siteUrl);
    return { ok: true as const, message: `${user.email} er logget ud og har fået et link til at vælge en ny adgangskode.` };
  });
}

export async function setStaffDisabled(db: Db, userId: string, disabled: boolean, by: Staff): Promise<StaffActionResult> {
  return db.transaction(async (tx) => {
    const user = await otherAccount(tx, userId, by);
    if (!user) return notFound;
    await tx.update(staffUsers).set({ disabledAt: disabled ? sql`now()` : null, updatedAt: sql`now()` }).where(eq(staffUsers.id, user.id));
    if (disabled) {
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx.update(staffInvites).set({ usedAt: sql`now()` }).where(and(eq(staffInvites.userId, user.id), isNull(staffInvites.usedAt)));
    }
    return { ok: true as const, message: disabled ? `${user.email} er deaktiveret og logget ud.` : `${user.email} kan logge ind igen.` };
  });
}

export type InviteState = { ok: true; email: string; purpose: "invite" | "reset" } | { ok: false; error: string; status: number };

const linkRefusals = {
  unknown: "Linket er ugyldigt. Tjek, at du har kopieret hele linket fra mailen, eller bed kontoens ejer om et nyt.",
  used: "Linket er allerede brugt. Log ind med den adgangskode, du valgte, eller bed kontoens ejer om et nyt link.",
  expired: `Linket er udløbet: det virker kun i ${INVITE_HOURS} timer. Bed kontoens ejer om et nyt.`,
  disabled: "Kontoen er deaktiveret. Kontakt kontoens ejer.",
};

async function inviteFor(tx: Pick<Db, "select">, token: string, lock: boolean): Promise<{ state: InviteState; userId?: string; tokenHash?: string }> {
  if (!/^[0-9a-f]{64}$/.test(token)) return { state: { ok: false, status: 404, error: linkRefusals.unknown } };
  const hash = tokenHash(token);
  const query = tx
    .select({ userId: staffInvites.userId, purpose: staffInvites.purpose, usedAt: staffInvites.usedAt, expired: sql<boolean>`${staffInvites.expiresAt} <= now()`, email: staffUsers.email, disabledAt: staffUsers.disabledAt })
    .from(staffInvites)
    .innerJoin(staffUsers, eq(staffUsers.id, staffInvites.userId))
    .where(eq(staffInvites.tokenHash, hash));
  const [invite] = await (lock ? query.for("update", { of: staffInvites }) : query);
  if (!invite) return { state: { ok: false, status: 404, error: linkRefusals.unknown } };
  if (invite.usedAt) return { state: { ok: false, status: 410, error: linkRefusals.used } };
  if (invite.expired) return { state: { ok: false, status: 410, error: linkRefusals.expired } };
  if (invite.disabledAt) return { state: { ok: false, status: 403, error: linkRefusals.disabled } };
  return { state: { ok: true, email: invite.email, purpose: invite.purpose }, userId: invite.userId, tokenHash: hash };
}

export async function checkInvite(db: Db, token: string): Promise<InviteState> {
  return (await inviteFor(db, token, false)).state;
}

/** Sets the password from a one-time link; the link is spent whatever happens next. */
export async function redeemInvite(db: Db, token: string, password: string): Promise<InviteState> {
  const first = await inviteFor(db, token, false);
  if (!first.state.ok) return first.state;
  // The policy check is slow (dictionaries), so it runs before the transaction.
  const weak = await passwordProblem(password, first.state.email);
  if (weak) return { ok: false, status: 422, error: weak };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const found = await inviteFor(tx, token, true);
    if (!found.state.ok) return found.state;
    await tx.update(staffInvites).set({ usedAt: sql`now()` }).where(eq(staffInvites.tokenHash, found.tokenHash!));
    await tx.update(staffUsers).set({ passwordHash, updatedAt: sql`now()` }).where(eq(staffUsers.id, found.userId!));
    await tx.delete(sessions).where(eq(sessions.userId, found.userId!));
    return found.state;
  });
}

/** The signed-in person's own password; their other sessions end, this one stays. */
export async function changeOwnPassword(db: Db, staff: Staff, current: string, next: string): Promise<StaffActionResult> {
  const [user] = await db.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, staff.userId));
  if (!user || !(await verifyPassword(current, user.passwordHash))) return { ok: false, status: 422, error: "Din nuværende adgangskode er forkert." };
  if (current === next) return { ok: false, status: 422, error: "Den nye adgangskode skal være en anden end den nuværende." };
  const weak = await passwordProblem(next, staff.email);
  if (weak) return { ok: false, status: 422, error: weak };
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash, updatedAt: sql`now()` }).where(eq(staffUsers.id, staff.userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, staff.userId), ne(sessions.id, staff.sessionId)));
  });
  return { ok: true, message: "Din adgangskode er skiftet. Du er logget ud alle andre steder." };
}
