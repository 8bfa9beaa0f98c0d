/**
 * Vite's `import.meta.glob` for plain Node (the CLIs): the content modules (app/content/jobs.ts,
 * blog-sources.ts …) collect their files with it, which Vite rewrites at build time. Registered
 * before those modules load, this hook rewrites the call in the repository's own modules to
 * `globFiles`: the files are found with fs.globSync, `eager` ones are loaded at once (require of an
 * ES module; `?raw` reads the text), the others become `() => import(file)`. Only what the content
 * modules use is supported: a literal pattern relative to the module, `eager`, `import`, `query: "?raw"`.
 */
import { globSync, readFileSync } from "node:fs";
import { createRequire, registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

type GlobOptions = { eager?: boolean; import?: string; query?: string };

function globFiles(moduleUrl: string) {
  const dir = path.dirname(fileURLToPath(moduleUrl));
  const require = createRequire(moduleUrl);
  return (pattern: string, options: GlobOptions = {}) => {
    const found: Record<string, unknown> = {};
    for (const file of globSync(pattern, { cwd: dir }).sort()) {
      const key = file.startsWith(".") ? file : `./${file}`;
      const absolute = path.join(dir, file);
      const pick = (module: Record<string, unknown>) => (options.import ? module[options.import] : module);
      if (options.query === "?raw") {
        const text = readFileSync(absolute, "utf8");
        found[key] = options.eager ? (options.import ? text : { default: text }) : () => Promise.resolve(options.import ? text : { default: text });
      } else if (options.eager) found[key] = pick(require(absolute) as Record<string, unknown>);
      else found[key] = () => import(pathToFileURL(absolute).href).then(pick);
    }
    return found;
  };
}

(globalThis as { __globFiles?: typeof globFiles }).__globFiles = globFiles;
const app = pathToFileURL(path.resolve(import.meta.dirname, "../app")).href;

registerHooks({
  load(url, context, nextLoad) {
    const result = nextLoad(url, context);
    if (!url.startsWith(app) || !/\.tsx?$/.test(new URL(url).pathname) || !result.source) return result;
    const source = typeof result.source === "string" ? result.source : new TextDecoder().decode(result.source);
    if (!source.includes("import.meta.glob")) return result;
    return { ...result, source: source.replaceAll("import.meta.glob", "(globalThis.__globFiles(import.meta.url))") };
  },
});
