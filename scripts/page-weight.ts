/**
 * JavaScript and CSS a page loads once React has taken over, per route, from the build manifest:
 * the client entry, the root route and the page's own route module with everything they import;
 * and the gzip size of every prerendered document. Used by `npm run weight`, by the budget test in
 * tests/e2e/budgets.test.ts and by `npm run bench`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type ManifestRoute = { id: string; module: string; imports?: string[]; css?: string[]; path?: string; parentId?: string };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

/**
 * docs/requirements.md §12: JS ≤ 140 KB and CSS ≤ 20 KB gzip per page. HTML: 19 KB gzip for every
 * prerendered document (16.9 until the icons were drawn inline, docs/decisions/inline-icons.md): param routes read their copy from a chunk of its own
 * (app/lib/content-chunks.ts), so it is in the document once (docs/decisions/page-shape.md).
 */
export const budgets = { jsKb: 140, cssKb: 20, htmlKb: 19 } as const;

export type PageWeight = { routeId: string; jsFiles: string[]; jsGzipBytes: number; cssGzipBytes: number };

/**
 * Routes that read their copy from a chunk per slug (app/lib/content-chunks.ts), with the folder
 * of those files: a page of the route also loads its slug's chunk, so the heaviest one counts.
 */
const contentChunkFolders: Readonly<Record<string, string>> = {
  "routes/jobs/job": "app/content/jobs",
  "routes/digital/digital-page": "app/content/digital",
  "routes/blog/blog-post": "content/blog",
};

/** The heaviest content chunk of a route and the chunks it imports that the page has not loaded yet. */
function heaviestContentChunk(clientDir: string, routeId: string, loaded: Set<string>): string[] {
  const folder = contentChunkFolders[routeId];
  if (!folder) return [];
  const assets = readdirSync(path.join(clientDir, "assets"));
  const chunkOf = (name: string) => {
    const file = assets.find((asset) => asset.startsWith(`${name}-`) && /^[\w-]{8}\.js$/.test(asset.slice(name.length + 1)));
    if (!file) throw new Error(`Fandt ikke chunken for ${folder}/${name} i ${clientDir}/assets`);
    return `/assets/${file}`;
  };
  const files = readdirSync(folder).map((name) => {
    const chunk = chunkOf(name.replace(/\.\w+$/, ""));
    const imports = [...readFileSync(path.join(clientDir, chunk), "utf8").matchAll(/from"\.\/([\w-]+\.js)"/g)].map((match) => `/assets/${match[1]}`);
    return [chunk, ...imports.filter((file) => !loaded.has(file))];
  });
  const bytes = (list: string[]) => list.reduce((sum, file) => sum + gzipSize(clientDir, file), 0);
  return files.sort((a, b) => bytes(b) - bytes(a))[0] ?? [];
}

/**
 * The browser manifest React Router writes beside the assets (build/client/assets/manifest-*.js,
 * `window.__reactRouterManifest={...}`). Read as data: importing the server build instead would
 * start its module graph (and its lazy imports) inside the caller.
 */
export async function loadManifest(clientDir = "build/client"): Promise<Manifest> {
  const file = readdirSync(path.join(clientDir, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`Fandt ikke React Routers manifest i ${clientDir}/assets (kør npm run build)`);
  const source = readFileSync(path.join(clientDir, "assets", file), "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
}

const gzipCache = new Map<string, number>();
function gzipSize(clientDir: string, url: string): number {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length;
    gzipCache.set(url, size);
  }
  return size;
}

export function pageWeight(manifest: Manifest, routeId: string, clientDir = "build/client"): PageWeight {
  const chain: ManifestRoute[] = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) chain.unshift(route);
  const js = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set<string>();
  for (const route of chain) {
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  for (const file of heaviestContentChunk(clientDir, routeId, js)) js.add(file);
  const jsFiles = [...js];
  return {
    routeId,
    jsFiles,
    jsGzipBytes: jsFiles.reduce((sum, file) => sum + gzipSize(clientDir, file), 0),
    cssGzipBytes: [...css].reduce((sum, file) => sum + gzipSize(clientDir, file), 0),
  };
}

/** The stylesheets every page links (the root route's), read from the prerendered home page. */
function rootStylesheets(clientDir: string): string[] {
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
}

/** Public pages only: the staff inbox is not held to the visitor budget. */
export async function allPageWeights(clientDir = "build/client"): Promise<PageWeight[]> {
  const manifest = await loadManifest(clientDir);
  const css = rootStylesheets(clientDir).reduce((sum, file) => sum + gzipSize(clientDir, file), 0);
  return Object.keys(manifest.routes)
    .filter((id) => id !== "root" && !id.startsWith("routes/resources/") && !id.startsWith("routes/admin/"))
    .map((id) => {
      const weight = pageWeight(manifest, id, clientDir);
      return { ...weight, cssGzipBytes: weight.cssGzipBytes + css };
    });
}

export type DocumentWeight = { path: string; bytes: number; gzipBytes: number };

/** Every prerendered document (build/client/**\/index.html), heaviest first. */
export function allDocumentWeights(clientDir = "build/client"): DocumentWeight[] {
  const rows: DocumentWeight[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== "assets" && name !== "images") walk(file);
      } else if (name === "index.html") {
        const html = readFileSync(file);
        rows.push({ path: `/${path.relative(clientDir, dir)}`, bytes: html.length, gzipBytes: gzipSync(html, { level: 9 }).length });
      }
    }
  };
  walk(clientDir);
  return rows.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = (await allPageWeights()).sort((a, b) => b.jsGzipBytes - a.jsGzipBytes);
  console.log("route".padEnd(44), "JS gzip KB".padStart(11), "CSS gzip KB".padStart(12));
  for (const row of rows) {
    const js = (row.jsGzipBytes / 1024).toFixed(1);
    const css = (row.cssGzipBytes / 1024).toFixed(1);
    const flag = row.jsGzipBytes > budgets.jsKb * 1024 || row.cssGzipBytes > budgets.cssKb * 1024 ? "  OVER BUDGET" : "";
    console.log(row.routeId.padEnd(44), js.padStart(11), css.padStart(12), flag);
  }
  console.log();
  console.log("document".padEnd(44), "HTML KB".padStart(11), "gzip KB".padStart(12));
  for (const row of allDocumentWeights()) {
    const flag = row.gzipBytes > budgets.htmlKb * 1024 ? "  OVER BUDGET" : "";
    console.log(row.path.padEnd(44), (row.bytes / 1024).toFixed(1).padStart(11), (row.gzipBytes / 1024).toFixed(1).padStart(12), flag);
  }
}
