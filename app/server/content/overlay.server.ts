/**
 * The prerendered pages of one content version, rendered in this process: what the static front
 * (server/main.ts) serves instead of the build's pages once the content has changed since the
 * build. The same requests the build's prerender makes (for a page its `.data` and its document,
 * for a resource the file), through the same server build, with the new snapshot in the context;
 * so a page regenerated here is byte for byte what a build from the same content would write.
 *
 * Made whole and swapped in one assignment by the caller; kept in DATA_DIR with its version and
 * the build it belongs to, so a restart serves it at once (a new build ignores it).
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { deserialize, serialize } from "node:v8";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RouterContextProvider } from "react-router";
import { publicPages, staticResources } from "../../lib/route-table.ts";
import { routeTable } from "../../routes.ts";
import type { ContentSnapshot } from "./snapshot.server.ts";

export type OverlayFile = {
  status: number;
  type: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
};

export type Overlay = {
  /** content_state.version it was rendered from. */
  version: number;
  /** The server build it was rendered with (assets.version): another build's overlay is not served. */
  build: string;
  /** URL path ("/jobs/solenergi", "/jobs/solenergi.data", "/sitemap.xml") -> answer. */
  files: Map<string, OverlayFile>;
  /** How long the render took (ms). */
  renderMs: number;
};

/** A request handler with the context the caller gives it: React Router's, from server/main.ts. */
export type RenderHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The single-fetch data path of a page, as the build writes it ("/" -> "/_.data"). */
export const dataPath = (page: string) => (page === "/" ? "/_.data" : `${page}.data`);

/**
 * What the overlay of a snapshot holds: every path the build would prerender from it (pages with
 * their `.data`, resources), plus the pages of closed jobs, which answer 410 from memory too.
 */
export function overlayPaths(snapshot: ContentSnapshot): { pages: string[]; resources: string[] } {
  const pages = publicPages(routeTable, snapshot).map((page) => page.path);
  const closed = snapshot.closedJobs.map((job) => job.path).filter((path) => !pages.includes(path));
  return { pages: [...pages, ...closed], resources: staticResources(routeTable) };
}

/**
 * Cheap compression for a regeneration that must finish within seconds on every instance: gzip 6
 * and brotli 5 in libuv's thread pool (quality 11 is the build's, ~50x slower for ~8 % smaller
 * documents; docs/decisions/publishing.md).
 */
async function compressed(body: Buffer, type: string): Promise<Pick<OverlayFile, "gzip" | "br">> {
  if (!/^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(type) || body.length < 512) return {};
  const [gzipped, br] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  return { gzip: gzipped, br };
}

/** What a path answered before this render: the last overlay's file, else the build's. */
export type Previous = (urlPath: string) => OverlayFile | undefined;

/**
 * Renders every path of the snapshot through `handle` with `context` (which carries the snapshot),
 * a few at a time. A page's `.data` is rendered first: when it equals what the page answered
 * before (`previous`), so does its document (the same build renders the same data to the same
 * HTML), and the previous document is kept instead of rendered again. A change to one job's copy
 * thus renders that page and the resources; a change to the menus renders every page.
 * A page that answers 5xx stops the render (the caller keeps the overlay it has): a half-broken
 * site is never swapped in.
 */
export async function renderOverlay(
  handle: RenderHandler,
  context: () => RouterContextProvider,
  snapshot: ContentSnapshot,
  build: string,
  previous: Previous = () => undefined,
  concurrency = 4,
): Promise<Overlay & { rendered: number; kept: number; fresh: Set<string> }> {
  const started = performance.now();
  const { pages, resources } = overlayPaths(snapshot);
  const files = new Map<string, OverlayFile>();
  let rendered = 0;
  let kept = 0;
  const fresh = new Set<string>();
  async function render(urlPath: string): Promise<OverlayFile | undefined> {
    const response = await handle(new Request(`http://localhost${urlPath}`), context());
    if (response.status >= 500) throw new Error(`${urlPath} svarede ${response.status} under genereringen`);
    // A redirect is not a page: the dynamic path answers it as it does today.
    if (response.status >= 300 && response.status < 400) return undefined;
    const body = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "application/octet-stream";
    rendered++;
    return { status: response.status, type, body };
  }
  const same = (a: OverlayFile | undefined, b: OverlayFile | undefined) => !!a && !!b && a.status === b.status && a.body.equals(b.body);
  const jobs = [
    ...pages.map((page) => async () => {
      const data = await render(dataPath(page));
      if (!data) return;
      const before = previous(page);
      if (same(data, previous(dataPath(page))) && before) {
        files.set(dataPath(page), previous(dataPath(page))!);
        files.set(page, before);
        kept++;
        return;
      }
      files.set(dataPath(page), { ...data, ...(await compressed(data.body, data.type)) });
      const document = await render(page);
      if (document) {
        files.set(page, { ...document, ...(await compressed(document.body, document.type)) });
        fresh.add(page);
      }
    }),
    ...resources.map((resource) => async () => {
      const file = await render(resource);
      if (!file) return;
      const before = previous(resource);
      files.set(resource, same(file, before) ? before! : { ...file, ...(await compressed(file.body, file.type)) });
    }),
  ];
  let next = 0;
  async function worker() {
    while (next < jobs.length) await jobs[next++]!();
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return { version: snapshot.version, build, files, renderMs: Math.round(performance.now() - started), rendered, kept, fresh };
}

/**
 * The second pass: the documents this render compressed cheaply, at the build's brotli quality 11
 * (one at a time, in the thread pool), so the pages fit the first TCP window again
 * (tests/e2e/budgets.test.ts; brotli 5 makes a job page ~1.5 KB larger). Served by a second swap;
 * returns a new overlay and leaves the one being served untouched.
 */
export async function recompressed(overlay: Overlay, fresh: ReadonlySet<string>): Promise<Overlay> {
  const files = new Map(overlay.files);
  for (const urlPath of fresh) {
    const file = files.get(urlPath);
    if (!file?.br || !file.type.startsWith("text/html")) continue;
    const br = await brotliAsync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length } });
    files.set(urlPath, { ...file, br });
  }
  return { ...overlay, files };
}

/** Bytes the overlay holds in memory (bodies and both variants). */
export function overlayBytes(overlay: Overlay): number {
  let bytes = 0;
  for (const file of overlay.files.values()) bytes += file.body.length + (file.gzip?.length ?? 0) + (file.br?.length ?? 0);
  return bytes;
}

const overlayFile = (dataDir: string) => path.resolve(dataDir, "content-overlay.bin");

/** Writes the overlay beside the data (a temporary file renamed over the last one: never half a file). */
export function persistOverlay(dataDir: string, overlay: Overlay): void {
  const file = overlayFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, serialize({ version: overlay.version, build: overlay.build, renderMs: overlay.renderMs, files: [...overlay.files] }), {
    mode: 0o600,
  });
  renameSync(temporary, file);
}

/** The overlay this build persisted last, or undefined (none, another build's, unreadable). */
export function loadPersistedOverlay(dataDir: string, build: string): Overlay | undefined {
  let stored: { version: number; build: string; renderMs: number; files: [string, OverlayFile][] };
  try {
    stored = deserialize(readFileSync(overlayFile(dataDir))) as typeof stored;
  } catch {
    return undefined;
  }
  if (stored.build !== build) {
    rmSync(overlayFile(dataDir), { force: true });
    return undefined;
  }
  const files = new Map(
    stored.files.map(([urlPath, file]) => [
      urlPath,
      { ...file, body: Buffer.from(file.body), ...(file.gzip && { gzip: Buffer.from(file.gzip) }), ...(file.br && { br: Buffer.from(file.br) }) },
    ]),
  );
  return { version: stored.version, build: stored.build, renderMs: stored.renderMs, files };
}
