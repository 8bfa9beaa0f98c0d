/**
 * The one path every public form takes on the server (docs/requirements.md §5):
 *   read the body safely (UTF-8, at most MAX_FORM_FIELDS fields) -> honeypot -> zod schema -> server-issued fill-time token -> per-IP
 *   rate limit (shared in the database) -> store with outbox, in one transaction -> nudge the
 *   mail worker.
 * The schema comes before the token, so a form sent without JavaScript (which has no token yet)
 * shows every field message on the first press; only a valid form is asked for a second press.
 * Every rejection is a Danish message with a 4xx status; nothing here answers 500. A refused form
 * echoes only its own fields (so the visitor keeps what they typed), never whatever else was sent.
 */
import { data, redirect } from "react-router";
import type * as z from "zod/mini";
import { buildConfig } from "../../config/build-config.ts";
import { contact } from "../../content/site.ts";
import { hiddenFields, type FormResult } from "../../forms/result.ts";
import { fieldErrors, formValues } from "../../forms/values.ts";
import { attributionFromForm } from "./attribution.server.ts";
import { storeEnquiry, type EnquiryInput } from "./enquiries.server.ts";
import { checkFormToken, formTokenKey, issueFormToken } from "./form-token.server.ts";
import type { Runtime } from "../platform/lifecycle.server.ts";
import { errorFields, log } from "../platform/log.server.ts";
import { clientKey, hitRateLimit } from "../platform/rate-limit.server.ts";
import { normalizePath } from "../../lib/paths.ts";
import { isKnownPage } from "./known-pages.server.ts";

export type FormSpec<S extends z.ZodMiniType> = {
  kind: EnquiryInput["kind"];
  schema: S;
  /** Path used when the form did not say which page it was sent from. */
  defaultSource: string;
  toEnquiry: (data: z.infer<S>) => Omit<EnquiryInput, "kind" | "source">;
  /**
   * Stores a valid submission itself instead of storeEnquiry (a meeting booking: the enquiry, the
   * booking and its mails in one transaction). Success redirects (303) to `redirect`; a refusal is
   * answered like any other, with the visitor's values.
   */
  store?: (
    input: EnquiryInput,
    submitted: z.infer<S>,
    /** The fill-time token the form was sent with (undefined while the check is off). */
    token: string | undefined,
  ) => Promise<
    { ok: true; id: string; duplicate: boolean; redirect: string } | { ok: false; status: number; formError: string; errors: Record<string, string> }
  >;
};

const MAX_ECHO = 5000;
/** No form has more than a few dozen fields; the parse cost of a body is bounded by this count. */
const MAX_FORM_FIELDS = 200;

const unreadable = "Formularen indeholder tegn, vi ikke kan læse. Genindlæs siden, og send den igen.";
const tooManyFields = "Formularen har for mange felter. Genindlæs siden, og send den derfra.";
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** How many times `needle` occurs in `haystack`. */
function occurrences(haystack: Buffer, needle: Buffer): number {
  let found = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) found++;
  return found;
}

/**
 * The form's fields, or why it cannot be read: a body that is not UTF-8 (raw or percent-encoded)
 * is refused instead of stored with replacement characters, and one with more than
 * MAX_FORM_FIELDS fields before it is parsed (10,000 extra fields took seconds under load).
 */
async function readForm(request: Request, type: string): Promise<FormData | { status: number; message: string }> {
  const body = Buffer.from(await request.arrayBuffer());
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return { status: 400, message: unreadable };
  }
  if (/^multipart\/form-data/i.test(type)) {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
    if (!boundary) return { status: 400, message: "Formularen kunne ikke læses. Genindlæs siden og prøv igen." };
    if (occurrences(body, Buffer.from(`--${boundary[1] ?? boundary[2]}`)) - 1 > MAX_FORM_FIELDS) return { status: 413, message: tooManyFields };
    return new Response(body, { headers: { "Content-Type": type } }).formData();
  }
  if (occurrences(body, Buffer.from("&")) + 1 > MAX_FORM_FIELDS) return { status: 413, message: tooManyFields };
  const params = new URLSearchParams(text);
  // Percent-encoded bytes that are not UTF-8 (%FF) decode to U+FFFD; any U+FFFD the visitor really
  // sent arrives as itself or as %EF%BF%BD.
  const sent = (text.match(/\uFFFD|%EF%BF%BD/gi) ?? []).length;
  let decoded = 0;
  const form = new FormData();
  for (const [key, value] of params) {
    decoded += (key.match(/\uFFFD/g) ?? []).length + (value.match(/\uFFFD/g) ?? []).length;
    form.append(key, value);
  }
  if (decoded > sent) return { status: 400, message: unreadable };
  return form;
}

/** The names a form may echo back: its schema's fields and the page it was sent from. */
function echoedFields(schema: z.ZodMiniType): string[] {
  const shape = (schema._zod.def as { shape?: Record<string, unknown> }).shape ?? {};
  return [...Object.keys(shape), hiddenFields.source];
}

function reject(
  status: number,
  formError: string,
  echo: { fields: readonly string[]; values: Record<string, string> } | null,
  errors: Record<string, string> = {},
) {
  const values: Record<string, string> = {};
  for (const key of echo?.fields ?? []) {
    const value = echo!.values[key];
    if (value !== undefined && key !== hiddenFields.honeypot) values[key] = value.slice(0, MAX_ECHO);
  }
  return data<FormResult>({ ok: false, errors, values, formError }, { status });
}

const tooFast = "Formularen blev sendt lidt for hurtigt. Vent et øjeblik, og tryk så på knappen igen.";
/** A valid form without a token: sent without JavaScript (the token comes with the page's script). */
export const pleaseConfirm =
  "Henvendelsen er ikke sendt endnu. Tjek dine oplysninger, og tryk på knappen igen for at sende den – uden JavaScript beder vi om et ekstra tryk for at holde robotter ude.";
const expired = "Siden har været åben længe, så henvendelsen er ikke sendt endnu: tryk på knappen igen for at sende den.";

/** A same-site path, or the fallback: the inbox never stores a foreign URL as "source". */
export function safeSource(value: string | undefined, fallback: string): string {
  if (!value || value.length > 200 || !/^\/[a-z0-9\-/æøå]*$/i.test(value) || value.startsWith("//")) return fallback;
  // Prerendered pages are built at "/path/" (their index.html); the page itself is "/path".
  return normalizePath(value.toLowerCase());
}

/** The page a form was sent from: one of the site's public pages, the form's own page when none was given, or null (refused). */
export function formSource(value: string | undefined, fallback: string): string | null {
  if (!value) return fallback;
  const source = safeSource(value, "");
  return source && isKnownPage(source) ? source : null;
}

export async function handleForm<S extends z.ZodMiniType>(request: Request, runtime: Runtime, spec: FormSpec<S>) {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    return reject(415, "Formularen skal sendes fra siden. Genindlæs siden og prøv igen.", null);
  }
  let formData: FormData;
  try {
    const read = await readForm(request, type);
    if (!(read instanceof FormData)) return reject(read.status, read.message, null);
    formData = read;
  } catch {
    return reject(400, "Formularen kunne ikke læses. Genindlæs siden og prøv igen.", null);
  }
  const values = formValues(formData);
  const { env } = runtime;
  const fields = echoedFields(spec.schema);

  if (values[hiddenFields.honeypot]) {
    // Answer like a success, so a bot learns nothing; store nothing.
    log.info("Formular afvist af honeypot", { kind: spec.kind });
    return data<FormResult>({ ok: true });
  }

  // The fill-time token (FORM_MIN_FILL_MS=0 turns the guard off: tests, or a site that wants no
  // second press). A form that goes back without a usable token gets a fresh one, so the next
  // press can send it.
  const token = values[hiddenFields.startedAt];
  const check = env.FORM_MIN_FILL_MS > 0 ? checkFormToken(token, runtime.sessionSecret, env.FORM_MIN_FILL_MS) : "ok";
  const next = check === "ok" || check === "too-fast" ? token : issueFormToken(runtime.sessionSecret);
  const echo = { fields: [...fields, hiddenFields.startedAt], values: next === undefined ? values : { ...values, [hiddenFields.startedAt]: next } };

  // PostgreSQL cannot store a NUL character in text; no person types one.
  const withNul = fields.filter((key) => values[key]?.includes("\u0000"));
  if (withNul.length) {
    return reject(
      422,
      "Ret de markerede felter, og send igen.",
      echo,
      Object.fromEntries(withNul.map((key) => [key, "Feltet indeholder et tegn, vi ikke kan gemme. Skriv det igen."])),
    );
  }

  const parsed = spec.schema.safeParse(values);
  if (!parsed.success) {
    return reject(422, "Ret de markerede felter, og send igen.", echo, fieldErrors(parsed.error.issues) as Record<string, string>);
  }

  if (check !== "ok") return reject(422, check === "missing" ? pleaseConfirm : check === "expired" ? expired : tooFast, echo);

  // The page it was sent from must be one of ours (docs/security.md, second review, finding 1).
  const source = formSource(values[hiddenFields.source], spec.defaultSource);
  if (source === null) {
    return reject(422, "Formularen blev sendt fra en side, vi ikke kender. Genindlæs siden, og send den derfra.", echo);
  }

  try {
    const ip = request.headers.get("x-client-ip") ?? "unknown";
    const limit = await hitRateLimit(runtime.db, clientKey("form", ip, runtime.sessionSecret), env.FORM_RATE_LIMIT, env.FORM_RATE_WINDOW_SECONDS);
    if (!limit.allowed) {
      return data<FormResult>(
        {
          ok: false,
          errors: {},
          values: {},
          formError: `Du har sendt mange henvendelser på kort tid. Prøv igen om ${Math.ceil(limit.retryAfterSeconds / 60)} minutter, eller ring til os på ${contact.phone}.`,
        },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    // The token is the enquiry's identity: a resend from the same page view, edited or not, is
    // answered like the first and stored once (issue 34).
    const input: EnquiryInput = {
      kind: spec.kind,
      source,
      ...spec.toEnquiry(parsed.data),
      attribution: attributionFromForm(request, values),
      formToken: formTokenKey(token, runtime.sessionSecret),
    };
    if (spec.store) {
      const outcome = await spec.store(input, parsed.data, env.FORM_MIN_FILL_MS > 0 ? token : undefined);
      if (!outcome.ok) return reject(outcome.status, outcome.formError, echo, outcome.errors);
      return redirect(outcome.redirect, 303);
    }
    const stored = await storeEnquiry(runtime.db, input, {
      to: env.NOTIFY_TO,
      siteUrl: buildConfig.siteUrl,
      secret: runtime.sessionSecret,
      confirmationsPerHour: env.CONFIRMATIONS_PER_HOUR,
    });
    if (!stored.duplicate) runtime.kickOutbox();
    log.info("Henvendelse gemt", { kind: spec.kind, id: stored.id, duplicate: stored.duplicate, source });
    return data<FormResult>({ ok: true, duplicate: stored.duplicate });
  } catch (error) {
    log.error("Henvendelse kunne ikke gemmes", { kind: spec.kind, ...errorFields(error) });
    return reject(503, `Vi kunne ikke gemme din henvendelse lige nu. Prøv igen om et øjeblik, eller ring til os på ${contact.phone}.`, echo);
  }
}
