/**
 * The site's content as files (issue 36; app/server/content/files.server.ts):
 *   npm run content -- export DIR   every job ad (published version, draft, state) as JSON in DIR
 *   npm run content -- import DIR   reads such a folder back: checked like a publish first, and
 *                                   nothing changes when one file fails
 * With the embedded database, stop the server first (or use DATABASE_URL); running instances show
 * an import within seconds, as they do a publish in the admin.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { fail, openForCli } from "../app/server/platform/cli.server.ts";
import { ContentFilesError, exportContent, importContent } from "../app/server/content/files.server.ts";

const usage = "Brug: npm run content -- export <mappe>   eller   npm run content -- import <mappe>";
const { positionals } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: {} });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error}\n${usage}`);
  }
})();
const [command, dirArgument] = positionals;
if ((command !== "export" && command !== "import") || !dirArgument || positionals.length !== 2) fail(usage);
const dir = path.resolve(dirArgument);

const handle = await openForCli();
try {
  if (command === "export") {
    const report = await exportContent(handle.db, dir);
    process.stdout.write(
      `Eksporteret til ${dir}: ${report.items} ${report.items === 1 ? "emne" : "emner"} (${
        Object.entries(report.byKind)
          .map(([kind, n]) => `${kind}: ${n}`)
          .join(", ") || "intet"
      }).\n`,
    );
  } else {
    const report = await importContent(handle.db, dir);
    const lines = [
      `Importeret fra ${dir}: ${report.created.length} nye, ${report.changed.length} ændrede, ${report.unchanged} uændrede.`,
      ...report.created.map((id) => `  ny: ${id}`),
      ...report.changed.map((id) => `  ændret: ${id}`),
      ...(report.untouched.length ? [`Ikke i mappen, derfor urørt i databasen: ${report.untouched.join(", ")}.`] : []),
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  }
} catch (error) {
  await handle.close();
  if (error instanceof ContentFilesError) fail(`Intet er importeret. Ret dette og prøv igen:\n${error.problems.map((line) => `  - ${line}`).join("\n")}`);
  // The article store reads the repository's articles through Vite (import.meta.glob), which plain Node lacks (issue 36, left open).
  if (error instanceof TypeError && /glob/.test(error.message))
    fail(
      "Intet er importeret: mappen indeholder artikler, og dem kan npm run content endnu ikke importere. Ret eller udgiv artiklerne i /admin/indhold/blog, eller fjern mappen artikler/ og importér jobbene.",
    );
  if ((error as { code?: string }).code === "EACCES" || (error as { code?: string }).code === "ENOTDIR")
    fail(`Mappen ${dir} kan ikke skrives/læses: ${(error as Error).message}`);
  throw error;
}
await handle.close();
