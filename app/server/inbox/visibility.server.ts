/**
 * The inbox's visibility rule, in one place (issue 35, item 8). Spam is hidden from every view but
 * its own and left out of the statistics; a newsletter sign-up of a known contact is on the
 * contact's timeline, not a new lead in the list (the list shows it only when filtered to
 * newsletter sign-ups). A view of leads uses `listedInInbox`; a count of real enquiries (the
 * statistics, the weekly chart, the follow-ups) uses `notSpam`. Both take the table or an alias of
 * it (`alias(contactSubmissions, "newer")`), for a subquery.
 */
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { contactSubmissions } from "./schema.server.ts";

type Enquiries = { spamAt: AnyPgColumn; contactOnly: AnyPgColumn };

/** Not marked as spam. */
export function notSpam(table: Enquiries = contactSubmissions): SQL {
  return isNull(table.spamAt);
}

/** Shown as a lead: not spam, and not a sign-up of a known contact. */
export function listedInInbox(table: Enquiries = contactSubmissions): SQL {
  return and(notSpam(table), eq(table.contactOnly, false))!;
}
