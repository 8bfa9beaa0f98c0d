/**
 * The production server (run by `npm start` on Node 24, TypeScript executed directly).
 *
 *  GET/HEAD of a built file or prerendered page  -> from memory, compressed by the build, with ETag
 *  /healthz, /readyz                               -> process and database checks
 *  everything else (actions, admin, redirects, 404) -> React Router, body capped at 1 MB
 *
 * Every response carries the security headers; HTML carries a CSP that allows only our own inline
 * scripts (by hash in prerendered files, by a per-response nonce in rendered pages). A request
 * path over 2 KB is refused before anything parses it; a Host header that cannot form a URL gets
 * 400. SIGTERM/SIGINT stop accepting connections, let requests in flight finish, then close the
 * database.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler } from "react-router";
import { embedOrigins, readBuildConfig } from "../app/config/build-config.ts";
import { bytesOnTheWire } from "../app/lib/content-checks.ts";
import { CSP_NONCE_HEADER } from "../app/lib/csp-nonce.ts";
import { MAX_PATH_LENGTH } from "../app/lib/paths.ts";
import { redirectFor } from "../app/lib/redirects.ts";
import type { Runtime } from "../app/server/platform/lifecycle.server.ts";
import { errorFields, log, loggedPath, setLogLevel } from "../app/server/platform/log.server.ts";
import type { Overlay } from "../app/server/content/overlay.server.ts";
import type { ContentSnapshot } from "../app/server/content/snapshot.server.ts";
import type * as App from "./app.ts";
import { importLimits } from "../app/forms/lead.ts";
import { clientAddress, validHost } from "./request-info.ts";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security.ts";
import { loadStaticFiles, regeneratedFile, servedFile, type StaticFile } from "./static-files.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MAX_BODY_BYTES = 1024 * 1024;
/** How long an idle keep-alive connection stays open (server.keepAliveTimeout; Node announces it in a Keep-Alive header). */
const KEEP_ALIVE_MS = 65_000;
/** A list of leads is uploaded whole (issue 37): the file's cap (importLimits) and room for the form around it. */
const IMPORT_PATH = "/admin/leads/import";
const MAX_IMPORT_BODY_BYTES = importLimits.bytes + 64 * 1024;
/** A photo or logo is uploaded whole (issue 36): the file's cap and room, so a file over it still gets the editor's Danish message. */
const UPLOAD_PATHS = new Set(["/admin/indhold/personer", "/admin/indhold/cases"]);
const MAX_UPLOAD_BODY_BYTES = 12 * 1024 * 1024;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
// server/app.ts as Vite built it with the routes (vite.config.ts): the React Router server build,
// the services' start-up and the load context that hands the runtime to every loader and action.
const app: typeof App = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);

let runtime: Runtime;
try {
  runtime = await app.startServices();
} catch (error) {
  log.error("Serveren kunne ikke starte", errorFields(error));
  process.exit(1);
}

setLogLevel(runtime.env.LOG_LEVEL);
const production = runtime.env.NODE_ENV === "production";
// External hosted forms (CONTACT_/QUOTE_/JOB_FORM_EMBED_URL) are the only frames a page may show.
const frameOrigins = embedOrigins(readBuildConfig(process.env));
const securityHeaders = baseSecurityHeaders(production);
const files = loadStaticFiles(path.join(root, "build/client"), frameOrigins, (missing) =>
  log.warn("Bygget mangler komprimerede filer; de sendes ukomprimeret. Kør npm run build.", { files: missing }),
);
const handleRequest = createRequestHandler(app, production ? "production" : "development");
/** Pages whose query string changes the content (app/routes.ts): rendered, not served from the prerendered file. */
const QUERY_AWARE = new Set(app.queryAwarePaths);

function pickEncoding(req: IncomingMessage, file: Pick<StaticFile, "gzip" | "br">): "br" | "gzip" | null {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (file.br && /\bbr\b/.test(accept)) return "br";
  if (file.gzip && /\bgzip\b/.test(accept)) return "gzip";
  return null;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, file: Pick<StaticFile, "body" | "gzip" | "br">) {
  const encoding = pickEncoding(req, file);
  const body = encoding ? file[encoding]! : file.body;
  // One value per header name whatever its case: a route's own Referrer-Policy replaces the
  // default instead of being sent beside it.
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...securityHeaders, ...headers })) merged[name.toLowerCase()] = value;
  res.writeHead(status, {
    ...merged,
    "Content-Length": String(body.length),
    ...(file.gzip || file.br ? { Vary: "Accept-Encoding" } : {}),
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Response headers of each built file and encoding, computed once: the hot path only writes. */
type Prepared = {
  file: StaticFile;
  status: number;
  identity: Record<string, string>;
  gzip?: Record<string, string>;
  br?: Record<string, string>;
  notModified: Record<string, string>;
};

function prepare(file: StaticFile, status = 200): Prepared {
  const base: Record<string, string> = { ...securityHeaders, "Content-Type": file.type, "Cache-Control": file.cacheControl, ETag: file.etag };
  if (file.csp) base["Content-Security-Policy"] = file.csp;
  const variant = (body: Buffer, encoding?: string): Record<string, string> => {
    const headers: Record<string, string> = { ...base, "Content-Length": String(body.length) };
    if (file.gzip || file.br) headers.Vary = "Accept-Encoding";
    if (encoding) headers["Content-Encoding"] = encoding;
    return headers;
  };
  return {
    file,
    status,
    identity: variant(file.body),
    gzip: file.gzip ? variant(file.gzip, "gzip") : undefined,
    br: file.br ? variant(file.br, "br") : undefined,
    notModified: base,
  };
}

const prepared = new Map([...files].map(([urlPath, file]) => [urlPath, prepare(file)]));

/*
 * Content published since the build (docs/decisions/publishing.md): every prerendered path
 * rendered again in this process from the new content version, served instead of the build's
 * pages. The build's documents and `.data` files are not served while an overlay is in place: a
 * page the overlay lacks (a job taken out of the store) goes to React Router, which answers from
 * the current content. Swapped in one assignment when whole.
 */
const builtPages = new Set([...files.keys()].filter((urlPath) => files.get(urlPath)!.type.startsWith("text/html") || urlPath.endsWith(".data")));
let overlay: { version: number; entries: Map<string, Prepared>; source: Overlay } | undefined;
const buildVersion = app.assets.version;

function useOverlay(next: Overlay) {
  overlay = {
    version: next.version,
    source: next,
    entries: new Map([...next.files].map(([urlPath, file]) => [urlPath, prepare(regeneratedFile(urlPath, file, frameOrigins), file.status)])),
  };
}

const lookup = (pathname: string): Prepared | undefined => servedFile(pathname, prepared, builtPages, overlay?.entries);

const persisted = app.loadPersistedOverlay(runtime.env.DATA_DIR, buildVersion);
if (persisted) {
  useOverlay(persisted);
  log.info("Serverer det senest genererede indhold", { version: persisted.version, files: persisted.files.size });
}

let regenerating: Promise<void> = Promise.resolve();
/** Renders the overlay of a snapshot, swaps it in and keeps it in DATA_DIR; one at a time, in order. */
function regenerate(snapshot: ContentSnapshot): Promise<void> {
  regenerating = regenerating.then(async () => {
    if (runtime.content?.current().version !== snapshot.version || overlay?.version === snapshot.version) return; // a newer one follows, or done
    try {
      // What each path answered before: the last overlay's file, else the build's (never for a page the overlay dropped).
      const previous = (urlPath: string) => {
        if (overlay) return overlay.source.files.get(urlPath);
        const built = files.get(urlPath);
        return built && { status: 200, ...built };
      };
      const next = await app.renderOverlay(handleRequest, () => app.loadContext(runtime, snapshot), snapshot, buildVersion, previous);
      useOverlay(next);
      const live = Date.now();
      log.info("Indholdet er live på denne instans", {
        version: next.version,
        files: next.files.size,
        rendered: next.rendered,
        pagesKept: next.kept,
        renderMs: next.renderMs,
        overlayKb: Math.round(app.overlayBytes(next) / 1024),
        ...(snapshot.changedAt && { publishToLiveMs: live - snapshot.changedAt.getTime() }),
      });
      app.persistOverlay(runtime.env.DATA_DIR, next);
      // Then the new documents at the build's brotli quality, off the regeneration's path: swapped
      // in (and kept) when done, unless a newer version is served by then.
      void app
        .recompressed(next, next.fresh)
        .then((smaller) => {
          if (overlay?.source !== next) return;
          useOverlay(smaller);
          app.persistOverlay(runtime.env.DATA_DIR, smaller);
          log.info("Nye sider komprimeret som i bygget", {
            version: smaller.version,
            documents: next.fresh.size,
            overlayKb: Math.round(app.overlayBytes(smaller) / 1024),
          });
        })
        .catch((error: unknown) => log.warn("Siderne kunne ikke komprimeres bedre; de serveres som de er", errorFields(error)));
    } catch (error) {
      log.error("Siderne kunne ikke genereres; de forrige serveres fortsat", { ...errorFields(error), version: snapshot.version });
    }
  });
  return regenerating;
}

/*
 * The editor's window check (app/server/content/checks.server.ts): a candidate page rendered as
 * the overlay renders it (this handler, a context holding the candidate snapshot), compressed at
 * the build's brotli quality, and counted with the headers the static front would send for it
 * (plus the Date, Connection and Keep-Alive that Node adds), as tests/e2e/budgets.test.ts counts.
 */
if (runtime.content)
  runtime.content.measure = async (snapshot, pagePath) => {
    const response = await handleRequest(new Request(`http://localhost${pagePath}`), app.loadContext(runtime, snapshot));
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) return { status: response.status, bytes: body.length };
    const br = await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const type = response.headers.get("content-type") ?? "text/html; charset=utf-8";
    const entry = prepare(regeneratedFile(pagePath, { status: 200, type, body, br }, frameOrigins));
    const headers: [string, string][] = [
      ...Object.entries(entry.br!),
      ["Date", new Date().toUTCString()],
      ["Connection", "keep-alive"],
      ["Keep-Alive", `timeout=${Math.floor(KEEP_ALIVE_MS / 1000)}`],
    ];
    return { status: 200, bytes: bytesOnTheWire(200, "OK", headers, br.length) };
  };

runtime.content?.subscribe(regenerate);
// Content newer than what is served (a publish while this instance was down, or a first start on a store).
const startContent = runtime.content?.current();
if (startContent && startContent.source === "store" && overlay?.version !== startContent.version) void regenerate(startContent);

function serveStatic(req: IncomingMessage, res: ServerResponse, entry: Prepared) {
  if (entry.status === 200 && req.headers["if-none-match"] === entry.file.etag) {
    res.writeHead(304, entry.notModified);
    res.end();
    return;
  }
  const encoding = pickEncoding(req, entry.file);
  res.writeHead(entry.status, encoding ? entry[encoding]! : entry.identity);
  res.end(req.method === "HEAD" ? undefined : encoding ? entry.file[encoding] : entry.file.body);
}

class BodyTooLarge extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`Body over ${limit} bytes`);
    this.limit = limit;
  }
}
class BodyTooSlow extends Error {}

/**
 * A body must keep coming: from BODY_GRACE_MS on, at least BODY_MIN_BYTES_PER_SECOND on average
 * since it began. A client that stops (a Content-Length larger than what it sends) or trickles a
 * byte now and then gets a Danish 408 after ~10 s instead of holding the connection until Node's
 * own timeout (~72 s under load, with a bare 408 or none). A slow honest phone is far above the
 * floor (even 2G sends several KB a second); the whole request is capped by server.requestTimeout
 * below (5 minutes: 1 MB at 3.5 KB/s).
 */
const BODY_GRACE_MS = 10_000;
const BODY_MIN_BYTES_PER_SECOND = 1024;

function readBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<Buffer | undefined> {
  if (req.method === "GET" || req.method === "HEAD") return Promise.resolve(undefined);
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) return Promise.reject(new BodyTooLarge(maxBytes));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const started = performance.now();
    let size = 0;
    const stop = (error?: Error) => {
      clearInterval(watch);
      req.off("data", onData).off("end", onEnd).off("error", stop).off("aborted", onAborted);
      if (error) {
        req.pause();
        reject(error);
      }
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return stop(new BodyTooLarge(maxBytes));
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onAborted = () => stop(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    const watch = setInterval(() => {
      const elapsed = performance.now() - started;
      if (elapsed >= BODY_GRACE_MS && size < (BODY_MIN_BYTES_PER_SECOND * elapsed) / 1000) stop(new BodyTooSlow());
    }, 1000);
    req.on("data", onData).on("end", onEnd).on("error", stop).on("aborted", onAborted);
  });
}

/** The request as React Router sees it. HEAD is rendered as GET, so its headers (length) are real. */
/** The scheme ("http"/"https") of a POST's Origin when it names this host, else null (refused). */
function postOrigin(origin: string, host: string): string | null {
  try {
    const url = new URL(origin);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.host !== new URL(`http://${host}`).host) return null;
    return url.protocol.slice(0, -1);
  } catch {
    return null; // "null" (an opaque origin) or garbage
  }
}

function toRequest(req: IncomingMessage, host: string, body: Buffer | undefined, nonce: string, scheme = "http"): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(":") || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // The client address, as the routes see it (rate limits), and the nonce of this response's
  // inline scripts. Both overwrite whatever the visitor sent under these names.
  headers.set("x-client-ip", clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress, runtime.env.TRUST_PROXY));
  headers.set(CSP_NONCE_HEADER, nonce);
  const method = req.method === "HEAD" ? "GET" : req.method;
  return new Request(`${scheme}://${host}${req.url}`, { method, headers, body: body && body.length ? new Uint8Array(body) : undefined });
}

async function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response, nonce: string) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  const type = response.headers.get("content-type") ?? "";
  if (!headers["cache-control"]) headers["cache-control"] = "no-store";
  const raw = Buffer.from(await response.arrayBuffer());
  if (type.startsWith("text/html")) {
    headers["content-security-policy"] = contentSecurityPolicy([`'nonce-${nonce}'`], frameOrigins);
  }
  const compressible = /^(text\/|application\/(json|xml))/.test(type) && raw.length >= 1024;
  let file: Pick<StaticFile, "body" | "gzip" | "br"> = { body: raw };
  if (compressible) {
    // Only the encoding this client takes, in libuv's thread pool: compressing every answer both
    // ways on the main thread was 37 % of its time under form load (docs/benchmarks.md).
    headers.Vary = "Accept-Encoding";
    const encoding = pickEncoding(req, { gzip: raw, br: raw });
    if (encoding === "br") file = { body: raw, br: await brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) };
    else if (encoding === "gzip") file = { body: raw, gzip: await gzipAsync(raw, { level: 6 }) };
  }
  delete headers["content-length"];
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  send(req, res, response.status, headers, file);
}

function redirect(req: IncomingMessage, res: ServerResponse, location: string) {
  send(
    req,
    res,
    301,
    { Location: location, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    { body: Buffer.from(`Flyttet permanent: ${location}`) },
  );
}

function plainError(req: IncomingMessage, res: ServerResponse, status: number, message: string) {
  send(req, res, status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }, { body: Buffer.from(message) });
}

let inFlight = 0;
let shuttingDown = false;

const server = createServer((req, res) => {
  const raw = req.url ?? "/";
  const query = raw.indexOf("?");
  // The query string is bounded by Node's header limit (16 KB) and only parsed linearly.
  if ((query === -1 ? raw.length : query) > MAX_PATH_LENGTH) return plainError(req, res, 414, "Adressen er for lang.");
  if (req.method === "GET" || req.method === "HEAD") {
    // Fast path, synchronous: a built file or prerendered page, found without parsing the URL.
    // Its response is written at once, so it needs no in-flight bookkeeping for shutdown.
    const pathname = query === -1 ? raw : raw.slice(0, query);
    const entry = query !== -1 && QUERY_AWARE.has(pathname) ? undefined : lookup(pathname);
    if (entry) {
      try {
        return serveStatic(req, res, entry);
      } catch (error) {
        log.error("Uventet fejl i serveren", { ...errorFields(error), path: loggedPath(raw) });
        return void res.destroy();
      }
    }
  }
  void handleDynamic(req, res);
});

/** Everything that is not a built file: health checks, redirects, form posts, admin, 404. */
async function handleDynamic(req: IncomingMessage, res: ServerResponse) {
  inFlight++;
  res.on("close", () => inFlight--);
  // Shutting down: answer, then close the connection, so a client on keep-alive cannot keep the
  // drain below waiting with request after request.
  if (shuttingDown) res.shouldKeepAlive = false;
  const started = performance.now();
  try {
    const host = validHost(req.headers.host);
    if (!host) return plainError(req, res, 400, "Ugyldig Host-header.");
    const target = req.url ?? "/";
    if (!target.startsWith("/")) return plainError(req, res, 400, "Ugyldig adresse.");
    // Appended, not resolved against a base: "//evil.example/" is a path here, not a host.
    const url = new URL(`http://localhost${target}`);
    if (req.method === "GET" || req.method === "HEAD") {
      if (url.pathname === "/healthz") return plainError(req, res, 200, "ok");
      if (url.pathname === "/readyz") {
        if (shuttingDown) return plainError(req, res, 503, "lukker ned");
        // Database answering and the disk taking writes (runtime.ready, app/server/platform/lifecycle.server.ts).
        const ready = (await runtime.ready?.()) ?? { ok: true as const };
        return plainError(req, res, ready.ok ? 200 : 503, ready.ok ? "klar" : ready.reason);
      }
      // The one place production applies the redirects (app/lib/redirects.ts).
      const location = redirectFor(req.method, url);
      if (location) return redirect(req, res, location);
    }
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
      return send(
        req,
        res,
        405,
        { Allow: "GET, HEAD, POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        { body: Buffer.from("Metoden understøttes ikke.") },
      );
    }
    // A POST another site's page made the browser send is refused here, in Danish and with one log
    // line, before React Router's own check (which answers a bare 400 and prints a stack trace).
    let scheme = "http";
    if (req.method === "POST" && req.headers.origin !== undefined) {
      const origin = postOrigin(req.headers.origin, host);
      if (!origin) {
        log.info("Forespørgsel fra et andet websted afvist", { path: loggedPath(req.url) });
        return plainError(req, res, 403, "Forespørgslen kom fra et andet websted og er afvist. Gå tilbage til siden, og send formularen derfra.");
      }
      // Behind a TLS-terminating proxy the browser's origin is https: while this server hears
      // http; the request URL takes the origin's scheme so React Router's check compares like
      // with like.
      scheme = origin;
    }
    // A photo or a lead list may be up to 12 MB, but only from a signed-in colleague: anyone else
    // gets the 1 MB of every other form (and the action's login or 403 below it).
    const large =
      req.method === "POST" && (url.pathname === IMPORT_PATH || UPLOAD_PATHS.has(url.pathname)) && (await app.signedIn(req.headers.cookie, runtime));
    const body = await readBody(req, !large ? MAX_BODY_BYTES : url.pathname === IMPORT_PATH ? MAX_IMPORT_BODY_BYTES : MAX_UPLOAD_BODY_BYTES);
    const nonce = randomBytes(16).toString("base64");
    const response = await handleRequest(toRequest(req, host, body, nonce, scheme), app.loadContext(runtime));
    // A page that failed because the database is away (a restart, an outage, a full disk): the
    // Danish 503 of runtime.unavailable, not the error page's 500.
    const away = response.status === 500 ? runtime.unavailable?.() : undefined;
    if (away) return plainError(req, res, 503, away);
    await writeResponse(req, res, response, nonce);
    if (response.status >= 500) log.error("Serverfejl", { method: req.method, path: loggedPath(url.pathname), status: response.status });
    else
      log.debug("Forespørgsel", { method: req.method, path: loggedPath(url.pathname), status: response.status, ms: Math.round(performance.now() - started) });
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      const pathname = new URL(`http://localhost${req.url ?? "/"}`).pathname;
      return plainError(
        req,
        res,
        413,
        error.limit === MAX_IMPORT_BODY_BYTES && pathname === IMPORT_PATH
          ? `Filen er for stor. Højst ${importLimits.bytes / 1024 / 1024} MB pr. import; del listen i flere filer.`
          : error.limit === MAX_UPLOAD_BODY_BYTES && UPLOAD_PATHS.has(pathname)
            ? "Billedet er for stort. Højst 10 MB pr. foto eller logo; gem det igen i en mindre størrelse."
            : UPLOAD_PATHS.has(pathname) || pathname === IMPORT_PATH
              ? "Forespørgslen er for stor. Log ind igen, og send filen derefter: uden login modtager vi højst 1 MB."
              : "Forespørgslen er for stor. Send højst 1 MB.",
      );
    }
    if (error instanceof BodyTooSlow) {
      // The rest of the body may never come: answer, then close the connection.
      log.info("Forespørgslens indhold kom for langsomt", { method: req.method, path: loggedPath(req.url) });
      res.shouldKeepAlive = false;
      res.once("finish", () => req.socket.destroySoon());
      return plainError(req, res, 408, "Forespørgslen kom for langsomt frem, så den er afbrudt. Tjek forbindelsen, og send formularen igen.");
    }
    // A client that hangs up mid-body (a closed tab) is not a server fault.
    if (req.destroyed || (error as NodeJS.ErrnoException)?.code === "ECONNRESET") {
      log.info("Forespørgsel afbrudt af klienten", { method: req.method, path: loggedPath(req.url) });
      return void res.destroy();
    }
    log.error("Uventet fejl i serveren", { ...errorFields(error), path: loggedPath(req.url) });
    if (!res.headersSent) plainError(req, res, 500, "Der opstod en fejl hos os. Prøv igen om lidt.");
    else res.destroy();
  }
}

server.maxConnections = runtime.env.MAX_CONNECTIONS;
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = 66_000;
// The whole request, as a last resort: a body's own pace is watched in readBody (a slow phone's
// 1 MB at 4 KB/s takes ~4 minutes and must not be cut).
server.requestTimeout = 300_000;

server.listen(runtime.env.PORT, runtime.env.HOST, () => {
  log.info("Serveren kører", { url: `http://${runtime.env.HOST}:${runtime.env.PORT}`, files: files.size, pid: process.pid });
});

/** Requests in flight get this long to finish after SIGTERM (SHUTDOWN_DRAIN_SECONDS); the jobs and the database then stop within ~20 s. */
const DRAIN_MS = runtime.env.SHUTDOWN_DRAIN_SECONDS * 1000;

async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info("Lukker ned", { signal, inFlight });
  // Only a stop that cannot end (a hung close) is cut short, and that is an error.
  const force = setTimeout(() => {
    log.error("Nedlukning tog for lang tid; afbryder", { inFlight });
    process.exit(1);
  }, DRAIN_MS + 30_000);
  force.unref();
  server.close();
  server.closeIdleConnections();
  const drainUntil = Date.now() + DRAIN_MS;
  while (inFlight > 0 && Date.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 25));
  const cut = inFlight;
  if (cut > 0) {
    log.error("Forespørgsler var ikke færdige ved nedlukning og blev afbrudt", { inFlight: cut });
    server.closeAllConnections();
  }
  try {
    await runtime.stop();
  } catch (error) {
    log.error("Nedlukningen fejlede", errorFields(error));
  }
  log.info("Lukket");
  // Exit 0 is a clean stop: every request answered. Background work is durable and resumes.
  process.exit(cut > 0 ? 1 : 0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
