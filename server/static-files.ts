/**
 * The built client (hashed assets, public files, prerendered pages) held in memory with its gzip
 * and brotli variants. Serving a prerendered page is then a map lookup and a write, which is what
 * keeps the Node server near nginx on the same file.
 *
 * The variants are made by the build (scripts/compress-build.ts writes `x.br` and `x.gz` beside
 * each compressible file) and only read here: compressing the ~290 files at brotli quality 11 at
 * start cost 6.9 CPU-seconds before the server could listen, the whole of a restart after a crash
 * (issue 34). A build without them is served uncompressed, with one warning.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { contentSecurityPolicy, inlineScriptHashes } from "./security.ts";

export type StaticFile = {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  csp?: string;
};

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".woff2": "font/woff2",
};

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The suffixes of the prebuilt variants, beside the file they encode. */
export const variantSuffix = { br: ".br", gzip: ".gz" } as const;

const contentType = (file: string) => types[path.extname(file)] ?? "application/octet-stream";

/** Worth compressing: text of at least 512 bytes (smaller answers fit in a packet either way). */
export const worthCompressing = (file: string, size: number) => compressible.test(contentType(file)) && size >= 512;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Both variants at the highest settings; run by the build, in libuv's thread pool. */
export async function compress(body: Buffer): Promise<Required<Pick<StaticFile, "gzip" | "br">>> {
  const [gzipped, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  return { gzip: gzipped, br };
}

/** A file's ETag and cache rule: hashed assets for a year, pages and their data revalidated every time, the rest hourly. */
function staticFile(relative: string, body: Buffer, type: string): StaticFile {
  const ext = path.extname(relative);
  return {
    body,
    type,
    etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
    cacheControl: relative.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : ext === ".html" || ext === ".data"
        ? "public, max-age=0, must-revalidate"
        : "public, max-age=3600, must-revalidate",
  };
}

/** A prerendered document's CSP: its own inline scripts by hash. */
const htmlPolicy = (body: Buffer, frameOrigins: readonly string[]) => contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")), frameOrigins);

/**
 * A regenerated page or resource (app/server/content/overlay.server.ts) as the static front serves
 * it: the same cache rules and CSP as the build's file at that path, and its status (410 for a
 * closed job).
 */
export function regeneratedFile(
  urlPath: string,
  file: { status: number; type: string; body: Buffer; gzip?: Buffer; br?: Buffer },
  frameOrigins: readonly string[],
): StaticFile & { status: number } {
  const isHtml = file.type.startsWith("text/html");
  const result = { ...staticFile(isHtml ? `${urlPath}/index.html` : urlPath, file.body, file.type), status: file.status };
  if (file.gzip) result.gzip = file.gzip;
  if (file.br) result.br = file.br;
  if (isHtml) result.csp = htmlPolicy(file.body, frameOrigins);
  return result;
}

/** A prebuilt variant (each build empties build/client and writes them anew), or undefined. */
function readVariant(full: string, suffix: string): Buffer | undefined {
  return existsSync(full + suffix) ? readFileSync(full + suffix) : undefined;
}

/**
 * Maps URL paths to files. "/om-os/index.html" is served at "/om-os" (and never redirected to
 * "/om-os/"); "/index.html" at "/". The prebuilt `.br`/`.gz` beside a file are its variants, not
 * files of their own.
 */
export function loadStaticFiles(clientDir: string, frameOrigins: readonly string[], onMissingVariants?: (count: number) => void): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = walk(clientDir);
  const present = new Set(all);
  const isVariant = (full: string) => Object.values(variantSuffix).some((suffix) => full.endsWith(suffix) && present.has(full.slice(0, -suffix.length)));
  let missing = 0;
  for (const full of all) {
    if (isVariant(full)) continue;
    const relative = `/${path.relative(clientDir, full).split(path.sep).join("/")}`;
    const ext = path.extname(full);
    const type = contentType(full);
    const body = readFileSync(full);
    const isHtml = ext === ".html";
    const urlPath = isHtml ? relative.replace(/\/?index\.html$/, "") || "/" : relative;
    const file = staticFile(relative, body, type);
    if (worthCompressing(full, body.length)) {
      const br = readVariant(full, variantSuffix.br);
      const gzipped = readVariant(full, variantSuffix.gzip);
      if (br) file.br = br;
      if (gzipped) file.gzip = gzipped;
      if (!br || !gzipped) missing++;
    }
    if (isHtml) file.csp = htmlPolicy(body, frameOrigins);
    files.set(urlPath, file);
  }
  if (missing) onMissingVariants?.(missing);
  return files;
}

/**
 * What the static front serves at a path: the overlay's file when content was published since the
 * build (app/server/content/overlay.server.ts), else the build's. While an overlay is in place the
 * build's documents and `.data` files (`builtPages`) are not served: a page the overlay lacks (a
 * job taken out of the store) is left to React Router, which answers from the current content.
 * Assets and other public files always come from the build.
 */
export function servedFile<T>(
  pathname: string,
  built: ReadonlyMap<string, T>,
  builtPages: ReadonlySet<string>,
  overlay: ReadonlyMap<string, T> | undefined,
): T | undefined {
  if (!overlay) return built.get(pathname);
  return overlay.get(pathname) ?? (builtPages.has(pathname) ? undefined : built.get(pathname));
}
