/**
 * The site's content as files (issue 36; app/server/content/files.server.ts):
 *   npm run content -- export DIR   every item (job ads, articles, page titles, the fact sheet:
 *                                   published version, draft, state) as JSON in DIR, photos and
 *                                   logos as image files
 *   npm run content -- import DIR   reads such a folder back: checked like a publish first (a fact
 *                                   sheet as its publish is: its texts, and every published job ad
 *                                   and article against its figures), and nothing changes when one
 *                                   file fails
 * With the embedded database, stop the server first (or use DATABASE_URL); running instances show
 * an import within seconds, as they do a publish in the admin.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import "./glob-hooks.ts";
import { fail, openForCli } from "../app/server/platform/cli.server.ts";

// Loaded after the glob hook is registered: the site's checks and the image upload read the content modules, which use Vite's import.meta.glob.
const { ContentFilesError, exportContent, importContent } = await import("../app/server/content/files.server.ts");

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
      "Sitets kontrol er kørt på alt, der er udgivet eller planlagt (tal, ordliste, du/I, meta, alt-tekster, interne links). Sidens størrelse i det første TCP-vindue måles ikke her, men ved næste udgivelse eller gengivelse på serveren.",
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  }
} catch (error) {
  await handle.close();
  if (error instanceof ContentFilesError) fail(`Intet er importeret. Ret dette og prøv igen:\n${error.problems.map((line) => `  - ${line}`).join("\n")}`);
  if ((error as { code?: string }).code === "EACCES" || (error as { code?: string }).code === "ENOTDIR")
    fail(`Mappen ${dir} kan ikke skrives/læses: ${(error as Error).message}`);
  throw error;
}
await handle.close();
