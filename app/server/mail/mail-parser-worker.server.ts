/**
 * Inbound mail parsed in a worker thread, with a deadline (fourth review, finding 1): mailparser
 * turned an HTML-only mail into text with html-to-text on the main thread, and 2 MB of `x<p>` held
 * the event loop ~20 s, 10 MB over a minute, for every visitor and staff member at once. Here the
 * main thread only hands the raw bytes over and gets a few fields back; the parse itself
 * (mailparser with `skipHtmlToText`, then the first MAX_HTML_CHARS of the HTML through our own
 * linear `htmlText()`) runs in the worker, and a parse that passes its deadline ends the worker.
 *
 * This one file is both sides, as app/server/platform/pglite-worker.server.ts is: Node starts it as the
 * worker from the source tree (it imports only Node, mailparser and the worker plumbing shared with
 * the calendar parser, app/server/platform/worker-calls.server.ts, so Node 24 runs the TypeScript as
 * is), whether the caller is the source or the production bundle in build/server.
 */
import { createHash } from "node:crypto";
import type { AddressObject, ParsedMail } from "mailparser";
import { serveCalls, workerCalls } from "../platform/worker-calls.server.ts";

/** What is kept of an answer's text. */
export const MAX_ANSWER_CHARS = 20_000;
/** How much of an HTML-only mail's HTML is turned into text: enough for any answer a person wrote. */
export const MAX_HTML_CHARS = 1024 * 1024;
/**
 * The longest Message-ID stored or sent on (fourth review, finding 4: an 8,000-character one went
 * into the References of staff's next reply). Ours are under 80; an over-long one is stored as a
 * stand-in (the hash of the mail), which never goes into a reply's headers.
 */
export const MAX_MESSAGE_ID_LENGTH = 250;
/** How long one mail may take to parse before it is held for staff by its headers alone. */
export const PARSE_DEADLINE_MS = 20_000;
/** The stand-ins' domain: a mail without a usable Message-ID. */
const NO_MESSAGE_ID = "uden-message-id";

/** An attachment as staff see it listed (the file itself stays in the mailbox). */
export type AttachmentInfo = { name: string; type: string; bytes: number };
export type ParsedAnswer = {
  messageId: string;
  references: string[];
  from: string | null;
  /** The sender's display name ("Birte Holm" of "Birte Holm <birte@firma.dk>"), when given. */
  fromName: string | null;
  subject: string;
  text: string;
  note: string | null;
  /** At most MAX_LISTED_ATTACHMENTS, by name, type and size. */
  attachments: AttachmentInfo[];
  /** Sent by a machine (an out-of-office reply, a bounce, a list): never a new enquiry. */
  automatic: boolean;
  /** The mail server's spam filter flagged it (X-Spam-Flag / X-Spam-Status: yes). */
  spam: boolean;
};
export const MAX_LISTED_ATTACHMENTS = 20;
export type ParseOutcome = ParsedAnswer & { parseThreadId: number };
export type ParseRequest = { raw: Uint8Array; size: number; headersOnly: boolean };

/** A Message-ID we may store and repeat in our own headers: angle brackets, no spaces, not too long, not a stand-in. */
export function usableMessageId(id: string): boolean {
  return id.length <= MAX_MESSAGE_ID_LENGTH && /^<[^\s<>]+>$/.test(id) && !id.endsWith(`@${NO_MESSAGE_ID}>`);
}

const angle = (id: string) => (id.startsWith("<") ? id : `<${id}>`);
const standIn = (bytes: Uint8Array | string) => `<sha256.${createHash("sha256").update(bytes).digest("hex")}@${NO_MESSAGE_ID}>`;

function firstName(from: AddressObject | AddressObject[] | undefined): string | null {
  const list = Array.isArray(from) ? from : from ? [from] : [];
  const name = list
    .flatMap((entry) => entry.value)
    .find((value) => value.address)
    ?.name?.trim();
  return name ? name.replace(/[\u0000-\u001f\u007f]/g, " ").slice(0, 200) : null;
}

const headerText = (value: unknown): string =>
  typeof value === "string" ? value : value && typeof value === "object" && "value" in value ? String(value.value) : "";

/**
 * A machine's mail, by the headers RFC 3834 and the mail servers set: Auto-Submitted other than
 * "no", Precedence bulk/junk/list/auto_reply, X-Autoreply/X-Autorespond, a mailing list's
 * List-Id, or a bounce (a null or MAILER-DAEMON/postmaster sender).
 */
function isAutomatic(headers: Map<string, unknown>, from: string | null): boolean {
  const autoSubmitted = headerText(headers.get("auto-submitted")).trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== "no") return true;
  if (/^(bulk|junk|list|auto_reply)$/i.test(headerText(headers.get("precedence")).trim())) return true;
  if (headers.has("x-autoreply") || headers.has("x-autorespond") || headers.has("list-id")) return true;
  return !from || /^(mailer-daemon|postmaster)@/i.test(from);
}

function isSpam(headers: Map<string, unknown>): boolean {
  return /^\s*yes\b/i.test(headerText(headers.get("x-spam-flag"))) || /^\s*yes\b/i.test(headerText(headers.get("x-spam-status")));
}

function firstAddress(from: AddressObject | AddressObject[] | undefined): string | null {
  const list = Array.isArray(from) ? from : from ? [from] : [];
  return (
    list
      .flatMap((entry) => entry.value)
      .find((value) => value.address)
      ?.address?.toLowerCase() ?? null
  );
}

/**
 * The text of an HTML body: tags, scripts and styles gone, in one pass. Every search goes forward
 * from where the last one ended, so a 10 MB body of unclosed `<script>` or `<a href='` costs one
 * scan. The regexes this replaced backtracked to the end of the body from every `<` (third review,
 * finding 1: 640 KB of `<script>` held the event loop for 9 s, a 10 MB mail for over half an hour).
 */
export function htmlText(html: string): string {
  // ASCII letters only: the same length as `html`, so its indexes point into both.
  const lower = html.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const parts: string[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open < 0) {
      parts.push(html.slice(at));
      break;
    }
    parts.push(html.slice(at, open), tagBreak(lower, open));
    const block = lower.startsWith("<script", open) ? "</script" : lower.startsWith("<style", open) ? "</style" : null;
    const end = block ? lower.indexOf(block, open) : open;
    // An unclosed script or style: nothing after it is text.
    if (end < 0) break;
    const close = html.indexOf(">", end);
    if (close < 0) {
      // A "<" that no ">" closes is text.
      if (!block) parts.push(html.slice(open));
      break;
    }
    at = close + 1;
  }
  return decodeEntities(parts.join(""))
    .replace(/[ \t]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n+/g, "\n")
    .trim();
}

/** Tags inside a line of text (`Vi er <b>klar</b>.`) leave nothing; block tags end a line; others a space. */
const INLINE_TAGS = new Set(["a", "abbr", "b", "cite", "code", "em", "font", "i", "mark", "q", "s", "small", "span", "strong", "sub", "sup", "u"]);
const LINE_TAGS = new Set(["blockquote", "br", "div", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "li", "ol", "p", "table", "tr", "ul"]);

function tagBreak(lower: string, open: number): string {
  let start = open + 1;
  if (lower[start] === "/") start++;
  let end = start;
  while (end < lower.length && end - start < 12 && /[a-z0-9]/.test(lower[end]!)) end++;
  const name = lower.slice(start, end);
  return INLINE_TAGS.has(name) ? "" : LINE_TAGS.has(name) ? "\n" : " ";
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The entities a mail's HTML uses for text; an unknown one stays as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (entity, name: string) => {
    if (name[0] !== "#") return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : entity;
  });
}

/** The text we keep: the text part, else the start of the HTML's text (tags and scripts gone), never HTML. */
function plainText(mail: ParsedMail): string {
  const text = mail.text?.trim() || (typeof mail.html === "string" ? htmlText(mail.html.slice(0, MAX_HTML_CHARS)) : "");
  return text.length > MAX_ANSWER_CHARS ? `${text.slice(0, MAX_ANSWER_CHARS)}\n\n[Afkortet: resten står i postkassen]` : text;
}

/** Parses one raw message (or only its headers, for one that is too large). Runs in the worker. */
async function parseHere({ raw, size, headersOnly }: ParseRequest): Promise<ParsedAnswer> {
  const { simpleParser } = await import("mailparser");
  const mail = await simpleParser(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
    skipHtmlToText: true,
    skipImageLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
  });
  const references = [mail.inReplyTo, ...(Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : [])]
    .filter((id): id is string => Boolean(id))
    .flatMap((id) => id.split(/\s+/))
    .filter(Boolean)
    .map(angle)
    // An over-long one cannot be ours; it is not looked up either.
    .filter((id) => id.length <= MAX_MESSAGE_ID_LENGTH);
  const given = mail.messageId ? angle(mail.messageId) : null;
  const messageId = given && usableMessageId(given) ? given : given ? standIn(given) : standIn(raw);
  let text = headersOnly ? "" : plainText(mail);
  let note: string | null = null;
  if (headersOnly) {
    note = "for-stor";
    text = `Mailen er for stor til at blive vist her (${(size / 1024 / 1024).toLocaleString("da-DK", { maximumFractionDigits: 1 })} MB). Læs den i postkassen.`;
  } else if (text.includes("\uFFFD")) {
    note = "tegnsaet";
  }
  const from = firstAddress(mail.from);
  return {
    messageId,
    references: [...new Set(references)].slice(0, 50),
    from,
    fromName: firstName(mail.from),
    subject: (mail.subject ?? "(uden emne)").slice(0, 300),
    text: text || "(Mailen havde ingen tekst.)",
    note,
    attachments: (mail.attachments ?? []).slice(0, MAX_LISTED_ATTACHMENTS).map((file) => ({
      name: (file.filename ?? "(uden navn)").replace(/[\u0000-\u001f\u007f]/g, " ").slice(0, 200),
      type: (file.contentType ?? "application/octet-stream").slice(0, 100),
      bytes: file.size ?? file.content?.length ?? 0,
    })),
    automatic: isAutomatic(mail.headers, from),
    spam: isSpam(mail.headers),
  };
}

/** A parse that did not finish within its deadline; the worker was ended. */
export class ParseDeadlineError extends Error {
  constructor(ms: number) {
    super(`Mailen blev ikke læst inden for ${ms} ms`);
    this.name = "ParseDeadlineError";
  }
}

const WORKER_FLAG = "salgskraftMailParserWorker";

/** The one worker, started on the first mail and kept (unref'd while idle) until a deadline ends it. */
const calls = workerCalls<ParseRequest, ParsedAnswer>({
  file: "app/server/mail/mail-parser-worker.server.ts",
  flag: WORKER_FLAG,
  name: "Mailtråden",
  deadlineError: (ms) => new ParseDeadlineError(ms),
});

/**
 * Parses one raw message in the worker. The deadline starts once the worker is up (loading
 * mailparser there is not the mail's fault); past it the worker is ended and ParseDeadlineError
 * thrown, and the next mail gets a fresh worker. handOver: `request.raw` may be moved to the
 * worker without a copy (the caller's array is empty afterwards).
 */
export async function parseMail(request: ParseRequest, deadlineMs = PARSE_DEADLINE_MS, { handOver = false } = {}): Promise<ParseOutcome> {
  // Moved, not cloned: cloning 10 MB held the event loop 100-200 ms on a loaded machine.
  const whole = request.raw.byteOffset === 0 && request.raw.byteLength === request.raw.buffer.byteLength && request.raw.buffer instanceof ArrayBuffer;
  const raw = handOver && whole ? request.raw : new Uint8Array(request.raw);
  const { value, threadId } = await calls.call({ ...request, raw }, deadlineMs, [raw.buffer as ArrayBuffer]);
  return { ...value, parseThreadId: threadId };
}

/** The header block of a raw message (up to the first empty line, at most 256 KB), for a headers-only parse. */
export function headerBlock(raw: Uint8Array): Buffer {
  const buffer = Buffer.from(raw.buffer, raw.byteOffset, Math.min(raw.byteLength, 256 * 1024));
  const end = buffer.indexOf("\r\n\r\n");
  const lfEnd = buffer.indexOf("\n\n");
  const cut = end >= 0 && (lfEnd < 0 || end < lfEnd) ? end + 2 : lfEnd >= 0 ? lfEnd + 1 : buffer.length;
  return Buffer.concat([buffer.subarray(0, cut), Buffer.from("\r\n")]);
}

serveCalls(WORKER_FLAG, parseHere);
