/**
 * Staff CLI for the inbox, also a backup/export:
 *   npm run enquiries -- list [--json] [--kind contact|quote|job_application|newsletter]
 *                             [--status new|in_progress|completed] [--limit N]
 *                             [--subscription pending|confirmed|unsubscribed]
 * Newsletter sign-ups show their state: confirmed (the link in the mail was followed), pending or
 * unsubscribed. Each line ends with where the enquiry came from (source / medium / campaign; the
 * JSON has the whole attribution).
 */
import { parseArgs } from "node:util";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { fail, openForCli } from "../app/server/platform/cli.server.ts";
import { attributionSummary } from "../app/content/attribution-labels.ts";
import { interestLabel, kindLabels } from "../app/content/enquiry-labels.ts";
import {
  contactSubmissions,
  enquiryKinds,
  enquiryStatuses,
  subscriptionStates,
  type EnquiryKind,
  type EnquiryStatus,
  type SubscriptionState,
} from "../app/server/inbox/schema.server.ts";

const usage = "Brug: npm run enquiries -- list [--json] [--kind <type>] [--status <status>] [--subscription pending|confirmed|unsubscribed] [--limit <antal>]";
const subscriptionLabels: Record<SubscriptionState, string> = { pending: "afventer bekræftelse", confirmed: "bekræftet", unsubscribed: "afmeldt" };

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { json: { type: "boolean" }, kind: { type: "string" }, status: { type: "string" }, subscription: { type: "string" }, limit: { type: "string" } },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error}\n${usage}`);
  }
})();

if (positionals[0] !== "list") fail(usage);
if (values.kind && !enquiryKinds.includes(values.kind as EnquiryKind)) fail(`Ukendt type "${values.kind}". Vælg en af: ${enquiryKinds.join(", ")}`);
if (values.status && !enquiryStatuses.includes(values.status as EnquiryStatus))
  fail(`Ukendt status "${values.status}". Vælg en af: ${enquiryStatuses.join(", ")}`);
if (values.subscription && !subscriptionStates.includes(values.subscription as SubscriptionState))
  fail(`Ukendt tilmeldingsstatus "${values.subscription}". Vælg en af: ${subscriptionStates.join(", ")}`);
const limit = values.limit ? Number(values.limit) : undefined;
if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) fail("--limit skal være et positivt heltal");

const handle = await openForCli();
const filters: SQL[] = [];
if (values.kind) filters.push(eq(contactSubmissions.kind, values.kind as EnquiryKind));
if (values.status) filters.push(eq(contactSubmissions.status, values.status as EnquiryStatus));
if (values.subscription) filters.push(eq(contactSubmissions.subscription, values.subscription as SubscriptionState));
const query = handle.db
  .select()
  .from(contactSubmissions)
  .where(filters.length ? and(...filters) : undefined)
  .orderBy(desc(contactSubmissions.createdAt));
const rows = await (limit ? query.limit(limit) : query);
await handle.close();

if (values.json) {
  process.stdout.write(
    `${JSON.stringify(
      rows.map(({ dedupeKey: _key, ...row }) => row),
      null,
      2,
    )}\n`,
  );
} else if (!rows.length) {
  process.stdout.write("Ingen henvendelser.\n");
} else {
  const date = new Intl.DateTimeFormat("da-DK", { dateStyle: "short", timeStyle: "short" });
  for (const row of rows) {
    process.stdout.write(
      [
        date.format(row.createdAt),
        kindLabels[row.kind].padEnd(12),
        row.status.padEnd(11),
        (row.name || "-").padEnd(24),
        row.email.padEnd(30),
        (row.phone ?? "").padEnd(16),
        (row.subscription ? `Nyhedsbrev: ${subscriptionLabels[row.subscription]}` : interestLabel(row.interest)).padEnd(32),
        `Kilde: ${attributionSummary(row.attribution)}`,
      ].join("  ") + "\n",
    );
  }
  process.stdout.write(`${rows.length} henvendelse(r)\n`);
}
