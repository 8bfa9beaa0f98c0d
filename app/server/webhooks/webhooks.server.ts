/**
 * Outgoing webhooks (docs/integrations.md): the owner adds a URL and a secret; each new enquiry,
 * status change, assignment and outcome is queued as one delivery per webhook in the transaction
 * that made the change, and POSTed as JSON signed with HMAC-SHA256 by the same durable-queue
 * pattern as the mail outbox (claimed with FOR UPDATE SKIP LOCKED and a lease, retried with
 * back-off), so any number of instances deliver each one once. A crash after the POST but before
 * it is marked delivered sends it again after the lease (2 × WEBHOOK_TIMEOUT_MS + 5 s): receivers
 * deduplicate by `X-Webhook-Id`.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import { interestLabel, kindLabels, statusLabels } from "../../content/enquiry-labels.ts";
import { brand } from "../../content/site.ts";
import { outcomeLabels } from "../../content/pipeline-labels.ts";
import { webhookEventLabel, webhookEvents, type WebhookEventName } from "../../content/webhook-events.ts";
import type { Db } from "../platform/db.server.ts";
import { codedError, DELIVERY_TIMEOUT, deliveryProblem, UNREADABLE_SECRET } from "../mail/delivery-errors.server.ts";
import { sealSecret, openSecret } from "../platform/secret-box.server.ts";
import { guardedLookup, outboundUrlProblem, type Resolve } from "../platform/outbound-address.server.ts";
import { pump, queueJob, type Claimed, type PumpOptions } from "../platform/delivery-queue.server.ts";
import type { Job } from "../platform/jobs.server.ts";
import { log } from "../platform/log.server.ts";
import {
  contactMerges,
  contactSubmissions,
  enquiryHistory,
  enquiryNotes,
  type Attribution,
  type EnquiryKind,
  type EnquiryStatus,
  type Outcome,
} from "../inbox/schema.server.ts";
import { staffUsers } from "../auth/schema.server.ts";
import { webhookDeliveries, webhooks } from "./schema.server.ts";

export type WebhookEvent = WebhookEventName | "webhook.test";

export const MAX_WEBHOOK_ATTEMPTS = 12;
/** A receiver checks the timestamp against its clock and refuses anything older (docs/integrations.md). */
export const REPLAY_WINDOW_SECONDS = 300;
const SIGNATURE_HEADER = "X-Webhook-Signature";

type Tx = Pick<Db, "select" | "insert">;

// ---- the secret: stored encrypted, used to sign, never shown again ----

export const encryptSecret = (secret: string, sessionSecret: string): string => sealSecret(secret, sessionSecret, "webhook-secret");
export const decryptSecret = (stored: string, sessionSecret: string): string => openSecret(stored, sessionSecret, "webhook-secret");

// ---- the signature: what the receiver checks ----

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe and others do it. */
export function signPayload(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/** The receiver's side (scripts/webhook-receiver.ts uses it): true when signed with `secret` within the window. */
export function verifySignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  now = Math.floor(Date.now() / 1000),
  windowSeconds = REPLAY_WINDOW_SECONDS,
): boolean {
  const parts = Object.fromEntries((header ?? "").split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(now - timestamp) > windowSeconds) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex"));
  const given = Buffer.from(parts.v1);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// ---- the URL: owner-only, and no requests into our own network (SSRF: app/server/platform/outbound-address.server.ts) ----

export { isPrivateAddress, type Resolve } from "../platform/outbound-address.server.ts";

/** Why a URL cannot be a webhook (Danish, for the owner), or null. */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  return outboundUrlProblem(raw, allowPrivate, {
    credentials: "Adressen må ikke indeholde brugernavn eller adgangskode. Brug hemmeligheden til at bevise, at kaldet kommer fra os.",
    internal: "Webhooks kan kun sendes til offentlige adresser.",
  });
}

// ---- managing webhooks (the owner's page) ----

export type WebhookRow = {
  id: string;
  url: string;
  events: string[];
  createdAt: Date;
  delivered: number;
  waiting: number;
  failed: number;
  lastError: string | null;
};

export async function listWebhooks(db: Db): Promise<WebhookRow[]> {
  const rows = await db
    .select({ id: webhooks.id, url: webhooks.url, events: webhooks.events, createdAt: webhooks.createdAt })
    .from(webhooks)
    .orderBy(asc(webhooks.createdAt));
  if (rows.length === 0) return [];
  const stats = await db
    .select({
      webhookId: webhookDeliveries.webhookId,
      delivered: sql<number>`count(*) filter (where ${webhookDeliveries.deliveredAt} is not null)::int`,
      waiting: sql<number>`count(*) filter (where ${webhookDeliveries.deliveredAt} is null and ${webhookDeliveries.lastError} is null)::int`,
      failed: sql<number>`count(*) filter (where ${webhookDeliveries.deliveredAt} is null and ${webhookDeliveries.lastError} is not null)::int`,
      lastError: sql<
        string | null
      >`(array_agg(${webhookDeliveries.lastError} order by ${webhookDeliveries.createdAt} desc) filter (where ${webhookDeliveries.deliveredAt} is null and ${webhookDeliveries.lastError} is not null))[1]`,
    })
    .from(webhookDeliveries)
    .where(
      inArray(
        webhookDeliveries.webhookId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(webhookDeliveries.webhookId);
  const byId = new Map(stats.map((row) => [row.webhookId, row]));
  return rows.map((row) => ({
    ...row,
    delivered: byId.get(row.id)?.delivered ?? 0,
    waiting: byId.get(row.id)?.waiting ?? 0,
    failed: byId.get(row.id)?.failed ?? 0,
    lastError: byId.get(row.id)?.lastError ?? null,
  }));
}

export async function getWebhook(db: Db, id: string): Promise<{ id: string; url: string; events: string[] } | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select({ id: webhooks.id, url: webhooks.url, events: webhooks.events }).from(webhooks).where(eq(webhooks.id, id));
  return row;
}

export type NewWebhook = { url: string; secret: string; events: string[] };

/** Checks the owner's input; returns the problem in Danish, or the webhook to store (secret generated when left empty). */
export function checkWebhook(
  input: { url: string; secret: string; events: string[] },
  allowPrivate: boolean,
): { error: string } | { webhook: NewWebhook; generated: boolean } {
  const urlProblem = webhookUrlProblem(input.url, allowPrivate);
  if (urlProblem) return { error: urlProblem };
  const events = input.events.filter((event): event is keyof typeof webhookEvents => event in webhookEvents);
  if (events.length === 0) return { error: "Vælg mindst én hændelse." };
  const typed = input.secret.trim();
  if (typed && (typed.length < 16 || typed.length > 200))
    return { error: "Hemmeligheden skal være mellem 16 og 200 tegn. Lad feltet stå tomt, så laver vi en." };
  const secret = typed || randomBytes(24).toString("base64url");
  return { webhook: { url: new URL(input.url.trim()).toString(), secret, events }, generated: !typed };
}

/**
 * A URL as a receiver sees it: scheme and host in lower case, no default port, no trailing dot or
 * slash, no fragment. Two webhooks with the same key would send every event twice to one CRM.
 */
function webhookUrlKey(raw: string): string {
  const url = new URL(raw.trim());
  url.hash = "";
  url.hostname = url.hostname.replace(/\.$/, "");
  url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  return url.toString();
}

export const URL_TAKEN =
  "Der er allerede en webhook til den adresse. Ret hændelserne på den i stedet (slet den og tilføj den igen med alle de hændelser, I vil have), så CRM'et ikke får hver hændelse to gange.";

/** Thrown by addWebhook when another webhook has the same address (webhookUrlKey); its message is for the owner. */
export class WebhookUrlTaken extends Error {
  constructor() {
    super(URL_TAKEN);
  }
}

export async function addWebhook(db: Db, webhook: NewWebhook, sessionSecret: string, createdBy: string): Promise<string> {
  return db.transaction(async (tx) => {
    // Two owners adding the same address at once: the second waits here and then sees the first.
    await tx.execute(sql`lock table ${webhooks} in share row exclusive mode`);
    const key = webhookUrlKey(webhook.url);
    const existing = await tx.select({ url: webhooks.url }).from(webhooks);
    if (existing.some((row) => webhookUrlKey(row.url) === key)) throw new WebhookUrlTaken();
    const [row] = await tx
      .insert(webhooks)
      .values({ url: webhook.url, secret: encryptSecret(webhook.secret, sessionSecret), events: webhook.events, createdBy })
      .returning({ id: webhooks.id });
    return row!.id;
  });
}

export async function deleteWebhook(db: Db, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  return (await db.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id })).length > 0;
}

// ---- queueing: in the transaction that made the change ----

/** What the receiver gets about the enquiry (the admin link needs SITE_URL, baked into the build). */
export type EnquiryPayload = {
  id: string;
  url: string;
  kind: EnquiryKind;
  kindLabel: string;
  status: EnquiryStatus;
  statusLabel: string;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  interest: string;
  message: string | null;
  source: string;
  assignee: string | null;
  createdAt: string;
  /** utm_campaign, as the detail page shows it (also in `attribution`). */
  campaign: string | null;
  /** Where the visitor came from, as stored and shown on the detail page (scope, landing page, referrer, utm_*, ad clicks); null when the page sent nothing. */
  attribution: Attribution | null;
  /** The person behind it: one contact id for all their enquiries (it changes when staff merge contacts), and the details as typed on this enquiry. */
  contact: { id: string | null; name: string; email: string; phone: string | null; company: string | null };
  /** Expected monthly value in whole kroner, as the detail page shows it. */
  value: number | null;
  outcome: Outcome | null;
  outcomeLabel: string | null;
  outcomeReason: string | null;
};

async function enquiryPayload(tx: Tx, submissionId: string, siteUrl: string): Promise<EnquiryPayload | undefined> {
  return (await enquiryPayloads(tx, [submissionId], siteUrl))[0];
}

/** The payloads of several enquiries in one query (an imported list's new leads). */
async function enquiryPayloads(tx: Tx, submissionIds: string[], siteUrl: string): Promise<EnquiryPayload[]> {
  const rows = await tx
    .select({
      id: contactSubmissions.id,
      kind: contactSubmissions.kind,
      status: contactSubmissions.status,
      name: contactSubmissions.name,
      company: contactSubmissions.company,
      email: contactSubmissions.email,
      phone: contactSubmissions.phone,
      interest: contactSubmissions.interest,
      message: contactSubmissions.message,
      source: contactSubmissions.source,
      createdAt: contactSubmissions.createdAt,
      attribution: contactSubmissions.attribution,
      contactId: contactSubmissions.contactId,
      value: contactSubmissions.monthlyValue,
      outcome: contactSubmissions.outcome,
      outcomeReason: contactSubmissions.outcomeReason,
      assignee: staffUsers.email,
    })
    .from(contactSubmissions)
    .leftJoin(staffUsers, eq(staffUsers.id, contactSubmissions.assignedTo))
    .where(inArray(contactSubmissions.id, submissionIds));
  return rows.map((row) => ({
    id: row.id,
    url: new URL(`/admin/contact-submissions/${row.id}`, siteUrl).toString(),
    kind: row.kind,
    kindLabel: kindLabels[row.kind],
    status: row.status,
    statusLabel: statusLabels[row.status],
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    interest: interestLabel(row.interest),
    message: row.message,
    source: row.source,
    assignee: row.assignee,
    createdAt: new Date(row.createdAt).toISOString(),
    // The stored key is utmCampaign: reading `campaign` sent null in every webhook (issue 37).
    campaign: row.attribution?.utmCampaign ?? null,
    attribution: row.attribution ?? null,
    contact: { id: row.contactId, name: row.name, email: row.email, phone: row.phone, company: row.company },
    value: row.value,
    outcome: row.outcome,
    outcomeLabel: row.outcome ? outcomeLabels[row.outcome] : null,
    outcomeReason: row.outcome ? row.outcomeReason : null,
  }));
}

/**
 * What a visitor typed, made safe for the chat line: Slack reads `<…>` as a link or a mention
 * (`<!channel>`, `<https://…|label>`), Teams and other Markdown chats read `[label](url)` as a link,
 * and a line break would start a line of its own (third review, finding 2). The `enquiry` fields
 * stay as typed: a receiver that builds a chat message from them escapes them itself.
 */
function chatSafe(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/</g, "‹")
    .replace(/>/g, "›")
    .replace(/\[/g, "(")
    .replace(/\]/g, ")");
}

const kr = (value: unknown) => `${new Intl.NumberFormat("da-DK", { maximumFractionDigits: 0 }).format(Number(value))} kr./md.`;
const copenhagen = (iso: unknown) =>
  new Intl.DateTimeFormat("da-DK", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Copenhagen" }).format(new Date(String(iso)));

/** What happened, in a few Danish words (the chat line's first half). */
function whatHappened(event: WebhookEvent, enquiry: EnquiryPayload, change: Record<string, unknown> | undefined): string {
  switch (event) {
    case "enquiry.created":
      return `Ny henvendelse (${enquiry.kindLabel.toLowerCase()})`;
    case "enquiry.status_changed":
      return `Status ændret til ${enquiry.statusLabel}`;
    case "enquiry.assigned":
      return enquiry.assignee ? `Tildelt ${enquiry.assignee}` : "Tildeling fjernet";
    case "enquiry.outcome":
      return change?.to === "won" || change?.to === "lost"
        ? `Markeret som ${outcomeLabels[change.to].toLowerCase()}${change.reason ? ` (${chatSafe(String(change.reason))})` : ""}${enquiry.value !== null ? `, ${kr(enquiry.value)}` : ""}`
        : "Udfald fjernet";
    case "enquiry.value_changed":
      return change?.to === null || change?.to === undefined ? "Forventet værdi fjernet" : `Forventet værdi sat til ${kr(change.to)}`;
    case "enquiry.note_added":
      return "Note tilføjet";
    case "enquiry.reply_sent":
      return "Svar sendt til kunden";
    case "enquiry.reply_received":
      return "Svar modtaget fra kunden";
    case "enquiry.follow_up_set":
      return `Opfølgning ${copenhagen(change?.due)}: ${chatSafe(String(change?.what ?? ""))}`;
    case "enquiry.follow_up_done":
      return `Opfølgning klaret: ${chatSafe(String(change?.done ?? ""))}`;
    case "enquiry.follow_up_removed":
      return `Opfølgning slettet: ${chatSafe(String(change?.what ?? ""))}`;
    case "meeting.booked":
      return `Møde booket ${copenhagen(change?.startsAt)}`;
    case "meeting.moved":
      return `Møde flyttet til ${copenhagen(change?.startsAt)}`;
    case "meeting.cancelled":
      return `Møde ${copenhagen(change?.startsAt)} aflyst`;
    case "enquiry.spam":
      return change?.to === "spam" ? "Markeret som spam" : "Gendannet fra spam";
    case "contact.merged":
      return "Kontakter lagt sammen";
    case "contact.merge_undone":
      return "Sammenlægning af kontakter fortrudt";
    case "enquiry.stage_changed":
      return `Flyttet til fasen ${chatSafe(String(change?.to ?? ""))}`;
    case "enquiry.close_date_changed":
      return change?.to ? `Forventet lukning sat til ${chatSafe(String(change.to))}` : "Forventet lukning fjernet";
    default:
      return "Test fra webhook-siden";
  }
}

/** One line a chat (Slack, Teams) can show as it is. */
function summary(event: WebhookEvent, enquiry: EnquiryPayload, change: Record<string, unknown> | undefined): string {
  const who = chatSafe([enquiry.name || enquiry.email, enquiry.company].filter(Boolean).join(", "));
  return `${brand.name}: ${whatHappened(event, enquiry, change)} – ${who} ${enquiry.url}`;
}

/** How much of a note's or a mail's text a payload carries: enough for the CRM's timeline, never the whole mail (nor its attachments). */
const EXCERPT_CHARS = 500;

/** The first EXCERPT_CHARS characters, with "…" when cut. */
function excerpt(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= EXCERPT_CHARS ? trimmed : `${trimmed.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;
}

/** What the history's detail holds, filled in where the receiver needs more than ids (a note's text, a merge's contacts). */
async function changeOf(tx: Tx, event: WebhookEvent, change: Record<string, unknown> | undefined): Promise<Record<string, unknown> | undefined> {
  if (event === "enquiry.note_added" && typeof change?.noteId === "string") {
    const [note] = await tx.select({ body: enquiryNotes.body }).from(enquiryNotes).where(eq(enquiryNotes.id, change.noteId));
    return { ...change, excerpt: note ? excerpt(note.body) : null };
  }
  if (event === "contact.merged" || event === "contact.merge_undone") {
    const id = Number(change?.merge ?? change?.undone);
    const [merge] = Number.isSafeInteger(id)
      ? await tx.select({ targetId: contactMerges.targetId, sourceId: contactMerges.sourceId }).from(contactMerges).where(eq(contactMerges.id, id))
      : [];
    return { mergeId: id, moved: change?.moved ?? null, contactId: merge?.targetId ?? null, mergedContactId: merge?.sourceId ?? null };
  }
  if (event === "enquiry.spam") return { to: change?.to === "spam" ? "spam" : "restored" };
  // A mail's text as an excerpt; attachments are never sent (an answer is stored as its text alone).
  if ((event === "enquiry.reply_sent" || event === "enquiry.reply_received") && change) {
    const { body, ...rest } = change;
    return { ...rest, excerpt: excerpt(String(body ?? "")) };
  }
  return change;
}

/**
 * Queues `event` about an enquiry for every webhook that wants it, in the caller's transaction (so
 * the change and its deliveries commit together). The payload is the enquiry as it is now.
 */
export async function queueWebhookEvent(tx: Tx, event: WebhookEvent, submissionId: string, siteUrl: string, change?: Record<string, unknown>): Promise<number> {
  const targets = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(event === "webhook.test" ? undefined : sql`${webhooks.events} @> ${JSON.stringify([event])}::jsonb`);
  if (targets.length === 0) return 0;
  const enquiry = await enquiryPayload(tx, submissionId, siteUrl);
  if (!enquiry) return 0;
  const eventId = randomUUID();
  const detail = await changeOf(tx, event, change);
  // Won or lost with what it was worth: the value as it stands with the outcome (null when none was set).
  if (event === "enquiry.outcome" && detail) detail.value = enquiry.value;
  const payload = {
    id: eventId,
    event,
    occurredAt: new Date().toISOString(),
    text: summary(event, enquiry, detail),
    enquiry,
    ...(detail ? { change: detail } : {}),
  };
  await tx
    .insert(webhookDeliveries)
    .values(targets.map((target) => ({ webhookId: target.id, eventId, event, submissionId, payload })))
    .onConflictDoNothing();
  return targets.length;
}

/**
 * One event about many enquiries at once (an imported list's `enquiry.created`,
 * app/server/leads/import.server.ts; the `enquiry.stage_changed` of every enquiry moved out of a
 * removed stage, app/server/inbox/stages.server.ts): one query for the hooks, one for the payloads
 * and one insert, instead of three round trips per enquiry. Each enquiry is its own event with its
 * own id, as `queueWebhookEvent` makes it; `change` is the same for all of them.
 */
export async function queueEventForMany(
  tx: Tx,
  event: WebhookEvent,
  submissionIds: string[],
  siteUrl: string,
  change?: Record<string, unknown>,
): Promise<number> {
  if (submissionIds.length === 0) return 0;
  const targets = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(sql`${webhooks.events} @> ${JSON.stringify([event])}::jsonb`);
  if (targets.length === 0) return 0;
  const occurredAt = new Date().toISOString();
  let queued = 0;
  // A thousand enquiries a round keeps each statement's parameters far under PostgreSQL's 65,535.
  for (let offset = 0; offset < submissionIds.length; offset += 1000) {
    const values = (await enquiryPayloads(tx, submissionIds.slice(offset, offset + 1000), siteUrl)).flatMap((enquiry) => {
      const eventId = randomUUID();
      const payload = { id: eventId, event, occurredAt, text: summary(event, enquiry, change), enquiry, ...(change ? { change } : {}) };
      return targets.map((target) => ({ webhookId: target.id, eventId, event, submissionId: enquiry.id, payload }));
    });
    if (values.length) await tx.insert(webhookDeliveries).values(values).onConflictDoNothing();
    queued += values.length;
  }
  return queued;
}

/**
 * Which history records are webhook events (history.server.ts calls this for every record, in the
 * transaction that made the change). Replies are not history records: replies.server.ts and
 * inbound-mail.server.ts queue theirs themselves.
 */
export function eventOfHistory(action: string, detail: Record<string, unknown> = {}): WebhookEvent | null {
  switch (action) {
    case "status":
      return "enquiry.status_changed";
    case "assigned":
      return "enquiry.assigned";
    case "outcome":
      return "enquiry.outcome";
    case "value":
      return "enquiry.value_changed";
    case "note":
      return "enquiry.note_added";
    case "follow_up":
      return detail.done ? "enquiry.follow_up_done" : detail.change === "deleted" ? "enquiry.follow_up_removed" : "enquiry.follow_up_set";
    case "meeting":
      return detail.change === "booked" ? "meeting.booked" : detail.change === "cancelled" ? "meeting.cancelled" : "meeting.moved";
    case "spam":
      // A mail the spam filter caught on arrival was never sent as a new enquiry either.
      return detail.by === "spamfilter" ? null : "enquiry.spam";
    case "merge":
      return detail.undone ? "contact.merge_undone" : "contact.merged";
    case "stage":
      return "enquiry.stage_changed";
    case "close_date":
      return "enquiry.close_date_changed";
    default:
      return null;
  }
}

/** "Send test": one delivery of the newest enquiry (or a made-up one when the inbox is empty) to this webhook only. */
export async function queueTest(db: Db, webhookId: string, siteUrl: string): Promise<boolean> {
  const eventId = randomUUID();
  const [latest] = await db.select({ id: contactSubmissions.id }).from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt)).limit(1);
  const enquiry = latest ? await enquiryPayload(db, latest.id, siteUrl) : undefined;
  const sample: EnquiryPayload = enquiry ?? {
    id: "00000000-0000-4000-8000-000000000000",
    url: new URL("/admin/contact-submissions", siteUrl).toString(),
    kind: "contact",
    kindLabel: kindLabels.contact,
    status: "new",
    statusLabel: statusLabels.new,
    name: "Test Testesen",
    company: "Eksempel ApS",
    email: "test@example.dk",
    phone: null,
    interest: "Information",
    message: "En test fra webhook-siden.",
    source: "/kontakt",
    assignee: null,
    createdAt: new Date().toISOString(),
    campaign: null,
    attribution: null,
    contact: { id: null, name: "Test Testesen", email: "test@example.dk", phone: null, company: "Eksempel ApS" },
    value: null,
    outcome: null,
    outcomeLabel: null,
    outcomeReason: null,
  };
  const payload = {
    id: eventId,
    event: "webhook.test",
    occurredAt: new Date().toISOString(),
    text: summary("webhook.test", sample, undefined),
    enquiry: sample,
  };
  const rows = await db
    .insert(webhookDeliveries)
    .values({ webhookId, eventId, event: "webhook.test", payload })
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

// ---- delivering ----

/** `resolve`: see `Resolve`; the DNS-rebinding test points it at a DNS server of its own on loopback. */
export type WebhookConfig = { sessionSecret: string; allowPrivate: boolean; retryMs: number; timeoutMs?: number; resolve?: Resolve };

export function webhookBackoffMs(attempts: number, baseMs: number): number {
  return Math.min(60 * 60_000, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** How long a claimed delivery is reserved: twice the request timeout and a margin; then another attempt may take it (after a crash). */
const leaseMs = (config: WebhookConfig) => 2 * (config.timeoutMs ?? 10_000) + 5_000;

/** One POST; resolves with the HTTP status, rejects on a network error or timeout. */
function post(url: string, body: string, headers: Record<string, string>, config: WebhookConfig): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === "https:" ? https : http;
    const request = client.request(
      target,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Length": Buffer.byteLength(body),
          "User-Agent": `${brand.name}-webhooks/1`,
          ...headers,
        },
        lookup: guardedLookup(config.allowPrivate, config.resolve),
      },
      (response) => {
        // The answer's body is not used; read and drop it (at most what the socket sends).
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    // The whole exchange, not only an idle socket: a receiver that answers a byte at a time is cut off too.
    const limit = setTimeout(
      () => request.destroy(codedError(`Intet svar inden for ${(config.timeoutMs ?? 10_000) / 1000} sekunder`, DELIVERY_TIMEOUT)),
      config.timeoutMs ?? 10_000,
    );
    request.on("close", () => clearTimeout(limit));
    request.on("error", reject);
    request.end(body);
  });
}

/** Calls in flight at once to one receiver URL, per instance: a slow receiver holds only these, never another receiver's. */
export const WEBHOOK_CONCURRENCY = 2;

/**
 * Claims what is due per receiver URL, only as that receiver's lanes come free (one short
 * statement per receiver; no transaction open while we talk to it), POSTs each, and records the
 * result (app/server/platform/delivery-queue.server.ts). Redirects are not followed (a 3xx is a failure).
 */
function webhookQueue(db: Db, config: WebhookConfig): Pick<PumpOptions, "perTarget" | "claim"> {
  const due = and(
    isNull(webhookDeliveries.deliveredAt),
    lte(webhookDeliveries.nextAttemptAt, sql`now()`),
    lt(webhookDeliveries.attempts, MAX_WEBHOOK_ATTEMPTS),
  );
  return {
    perTarget: WEBHOOK_CONCURRENCY,
    async claim(room) {
      const receivers = await db
        .selectDistinct({ id: webhooks.id, url: webhooks.url, secret: webhooks.secret })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .where(due);
      const taken = new Map<string, number>();
      const claimed: Claimed[] = [];
      for (const target of receivers) {
        const free = room(target.url) - (taken.get(target.url) ?? 0);
        if (free <= 0) continue;
        const rows = await db
          .update(webhookDeliveries)
          .set({ nextAttemptAt: sql`now() + (${leaseMs(config)}::int * interval '1 millisecond')`, attempts: sql`${webhookDeliveries.attempts} + 1` })
          .where(
            inArray(
              webhookDeliveries.id,
              db
                .select({ id: webhookDeliveries.id })
                .from(webhookDeliveries)
                .where(and(eq(webhookDeliveries.webhookId, target.id), due))
                .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
                .limit(free)
                .for("update", { skipLocked: true }),
            ),
          )
          .returning();
        taken.set(target.url, (taken.get(target.url) ?? 0) + rows.length);
        for (const delivery of rows) claimed.push({ target: target.url, deliver: () => deliverOne(db, config, target, delivery) });
      }
      return claimed;
    },
  };
}

async function deliverOne(
  db: Db,
  config: WebhookConfig,
  target: { url: string; secret: string },
  delivery: typeof webhookDeliveries.$inferSelect,
): Promise<boolean> {
  let status: number | null = null;
  let problem: string | null = null;
  // What the owner sees is a Danish category; the raw error (addresses, ports, certificate
  // names) goes to the log only (fourth review).
  let detail: string | undefined;
  try {
    const body = JSON.stringify(delivery.payload);
    let secret: string;
    try {
      secret = decryptSecret(target.secret, config.sessionSecret);
    } catch (error) {
      throw Object.assign(error instanceof Error ? error : new Error(String(error)), { code: UNREADABLE_SECRET });
    }
    status = await post(
      target.url,
      body,
      {
        [SIGNATURE_HEADER]: signPayload(body, secret),
        "X-Webhook-Event": delivery.event,
        "X-Webhook-Id": delivery.eventId,
        ...(delivery.replay ? { "X-Webhook-Replay": String(delivery.replay) } : {}),
      },
      config,
    );
    if (status < 200 || status >= 300) problem = `Modtageren svarede HTTP ${status}`;
  } catch (error) {
    problem = deliveryProblem(error);
    detail = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  }
  if (!problem) {
    await db
      .update(webhookDeliveries)
      .set({ deliveredAt: sql`now()`, lastStatus: status, lastError: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    log.info("Webhook leveret", { delivery: delivery.id, event: delivery.event, attempts: delivery.attempts });
    return true;
  }
  // The URL's host only: a path or query may carry a token the receiver gave the owner.
  log.warn("Webhook kunne ikke leveres, prøver igen senere", {
    delivery: delivery.id,
    host: new URL(target.url).host,
    attempts: delivery.attempts,
    status,
    error: problem,
    ...(detail ? { detail } : {}),
  });
  await db
    .update(webhookDeliveries)
    .set({ lastStatus: status, lastError: problem, nextAttemptAt: new Date(Date.now() + webhookBackoffMs(delivery.attempts, config.retryMs)) })
    .where(eq(webhookDeliveries.id, delivery.id));
  return false;
}

/** Delivers what is due, up to batchSize calls, WEBHOOK_CONCURRENCY at a time per receiver; returns how many were delivered. */
export async function deliverDueWebhooks(db: Db, config: WebhookConfig, batchSize = 20): Promise<number> {
  return pump({ ...webhookQueue(db, config), limit: batchSize, name: "Webhooks" });
}

/** The webhooks' job (app/server/platform/jobs.server.ts). */
export function webhookJob(db: Db, config: WebhookConfig, pollMs: number): Job {
  return queueJob("webhooks", "Webhooks", pollMs, 300, webhookQueue(db, config));
}

// ---- the delivery log and its warnings ----

export type DeliveryState = "delivered" | "waiting" | "failed";
export type DeliveryRow = {
  id: number;
  event: string;
  eventId: string;
  state: DeliveryState;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
  gaveUp: boolean;
  /** 0, or which "Send igen" of the event this is. */
  replay: number;
};

const deliveryState = sql<DeliveryState>`case when ${webhookDeliveries.deliveredAt} is not null then 'delivered' when ${webhookDeliveries.lastError} is not null then 'failed' else 'waiting' end`;

export async function deliveriesOf(db: Db, webhookId: string, limit = 100): Promise<DeliveryRow[]> {
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      event: webhookDeliveries.event,
      eventId: webhookDeliveries.eventId,
      state: deliveryState,
      attempts: webhookDeliveries.attempts,
      lastStatus: webhookDeliveries.lastStatus,
      lastError: webhookDeliveries.lastError,
      createdAt: webhookDeliveries.createdAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      replay: webhookDeliveries.replay,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, gaveUp: row.state === "failed" && row.attempts >= MAX_WEBHOOK_ATTEMPTS }));
}

/** "Prøv igen": due now with a fresh round of attempts; delivered ones are left alone. */
export async function retryDeliveries(db: Db, webhookId: string, ids: number[] | "failed"): Promise<number> {
  const which = ids === "failed" ? isNotNull(webhookDeliveries.lastError) : inArray(webhookDeliveries.id, ids.length ? ids : [-1]);
  const rows = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now()`, attempts: 0 })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), isNull(webhookDeliveries.deliveredAt), which))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

type ReplayResult = { ok: true; event: string } | { ok: false; error: string; status: number };

/**
 * "Send igen": a new delivery of a delivered event with the same event id and payload (the
 * receiver deduplicates by `X-Webhook-Id`, or takes it again on purpose; `X-Webhook-Replay` says
 * which time it is), and an entry in the owner's audit log, in one transaction.
 */
export async function replayDelivery(db: Db, webhookId: string, deliveryId: number, actorId: string): Promise<ReplayResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        eventId: webhookDeliveries.eventId,
        event: webhookDeliveries.event,
        submissionId: webhookDeliveries.submissionId,
        payload: webhookDeliveries.payload,
        deliveredAt: webhookDeliveries.deliveredAt,
        url: webhooks.url,
      })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)))
      .for("update");
    if (!row) return { ok: false, error: "Leveringen findes ikke længere.", status: 404 };
    if (!row.deliveredAt) return { ok: false, error: "Leveringen er ikke kommet igennem endnu. Brug »Prøv igen« i stedet.", status: 409 };
    const [last] = await tx
      .select({ replay: sql<number>`max(${webhookDeliveries.replay})::int` })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.eventId, row.eventId)));
    await tx.insert(webhookDeliveries).values({
      webhookId,
      eventId: row.eventId,
      event: row.event,
      submissionId: row.submissionId,
      payload: row.payload,
      replay: (last?.replay ?? 0) + 1,
    });
    // The owner's audit view (action "settings"); the host only, as in the log: a path may carry a token.
    await tx.insert(enquiryHistory).values({
      actorId,
      action: "settings",
      detail: { setting: "webhookReplay", event: webhookEventLabel(row.event), eventId: row.eventId, host: new URL(row.url).host },
    });
    return { ok: true, event: row.event };
  });
}

/** For the admin banner: deliveries that failed their last attempt and are not delivered yet. */
export async function webhookHealth(db: Db): Promise<{ failed: number; lastError: string | null }> {
  const [row] = await db
    .select({ failed: count(), lastError: sql<string | null>`(array_agg(${webhookDeliveries.lastError} order by ${webhookDeliveries.nextAttemptAt} desc))[1]` })
    .from(webhookDeliveries)
    .where(and(isNull(webhookDeliveries.deliveredAt), isNotNull(webhookDeliveries.lastError)));
  return { failed: row?.failed ?? 0, lastError: row?.lastError ?? null };
}

/** Delivered deliveries are kept this long for the log, then deleted by the retention job. */
export const DELIVERED_WEBHOOK_DAYS = 14;
