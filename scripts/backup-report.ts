/** What the backup, restore and db:move commands print about a backup. */
import { count, tableLabels } from "../app/server/backup/restore.server.ts";
import { type Manifest } from "../app/server/backup/format.server.ts";

const when = new Intl.DateTimeFormat("da-DK", { timeZone: "Europe/Copenhagen", dateStyle: "long", timeStyle: "medium" });

export function printManifest(manifest: Manifest, rows: Array<{ name: string; rows: number }> = manifest.tables) {
  const lines = [
    `Taget ${when.format(new Date(manifest.createdAt))} fra ${manifest.engine === "pglite" ? "den indbyggede database (PGlite)" : "PostgreSQL"}, databaseversion ${manifest.schema.migration}.`,
  ];
  for (const table of rows) lines.push(`  ${(tableLabels[table.name] ?? table.name).padEnd(30)} ${count(table.rows).padStart(12)}   (${table.name})`);
  const total = rows.reduce((sum, t) => sum + t.rows, 0);
  lines.push(`I alt ${count(total)} ${total === 1 ? "række" : "rækker"} i ${rows.length} tabeller. SHA-256: ${manifest.sha256}`);
  process.stdout.write(`${lines.join("\n")}\n`);
}
