/**
 * Structured logs: one JSON object per line on stdout/stderr, ready for any log collector. Used by
 * the routes and by the production server (server/main.ts) alike.
 */
import { readSetting } from "../../config/settings.ts";

export type LogLevel = "debug" | "info" | "warn" | "error";
type Level = LogLevel;
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** LOG_LEVEL until the server has read its settings (a bad value stops it there, with the message). */
let threshold: Level = (() => {
  try {
    return readSetting("LOG_LEVEL");
  } catch {
    return "info";
  }
})();

export function setLogLevel(level: Level) {
  threshold = level;
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (order[level] < order[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

/**
 * What a log line may say about an error. A failed query is logged by its SQLSTATE only: Drizzle's
 * message carries the statement's parameters (a visitor's name, e-mail, message, a staff search)
 * and PostgreSQL's own message may quote a value ('invalid input syntax for type uuid: "…"').
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error === "string" ? error : "Ukendt fejl" };
  // A database error (pg and PGlite alike) carries a severity beside its SQLSTATE; a Node system
  // error (ECONNREFUSED, ENOENT) has a code too, but its message names no submitted data.
  const driver = (error.cause ?? error) as { code?: unknown; severity?: unknown };
  const code = typeof driver.severity === "string" ? driver.code : undefined;
  if (error.message.startsWith("Failed query") || typeof code === "string") {
    return { error: "Databaseforespørgslen fejlede", ...(typeof code === "string" ? { code } : {}) };
  }
  return { error: error.message };
}

/** A path segment this long of token characters is a secret (invite/reset links); a UUID (an enquiry's id) is not. */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{24,}$/;
const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A request target as a log line may show it: one-time links carry their token in the path
 * (/admin/adgang/<token>) or the query (newsletter links), so every token-like segment becomes
 * "[skjult]" and the query string is dropped. Bounded: the server refuses paths over 2 KB first.
 */
export function loggedPath(target: string | undefined): string {
  const raw = target ?? "";
  const query = raw.indexOf("?");
  const path = (query === -1 ? raw : raw.slice(0, query)).slice(0, 2048);
  const redacted = path
    .split("/")
    .map((segment) => (TOKEN_SEGMENT.test(segment) && !UUID_SEGMENT.test(segment) ? "[skjult]" : segment))
    .join("/");
  return query === -1 ? redacted : `${redacted}?[skjult]`;
}
