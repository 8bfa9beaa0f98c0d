/**
 * The built client (hashed assets, public files, prerendered pages) held in memory with gzip and
 * brotli variants computed once at start. Serving a prerendered page is then a map lookup and a
 * write, which is what keeps the Node server near nginx on the same file.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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

export function compress(body: Buffer, type: string): Pick<StaticFile, "gzip" | "br"> {
  if (!compressible.test(type) || body.length < 512) return {};
  return {
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  };
}

/**
 * Maps URL paths to files. "/om-os/index.html" is served at "/om-os" (and never redirected to
 * "/om-os/"); "/index.html" at "/".
 */
export function loadStaticFiles(clientDir: string, frameOrigins: readonly string[]): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const full of walk(clientDir)) {
    const relative = `/${path.relative(clientDir, full).split(path.sep).join("/")}`;
    const ext = path.extname(full);
    const type = types[ext] ?? "application/octet-stream";
    const body = readFileSync(full);
    const isHtml = ext === ".html";
    const urlPath = isHtml ? relative.replace(/\/?index\.html$/, "") || "/" : relative;
    const file: StaticFile = {
      body,
      type,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      cacheControl: relative.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : isHtml || ext === ".data"
          ? "public, max-age=0, must-revalidate"
          : "public, max-age=3600, must-revalidate",
      ...compress(body, type),
    };
    if (isHtml) file.csp = contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")), frameOrigins);
    files.set(urlPath, file);
  }
  return files;
}
