/**
 * The warnings every admin page shows at the top, for as long as they hold: mail that cannot go
 * out (no SMTP_URL) or that failed, and (for the owner) a nightly backup that is late or failed. Each is a plain record, so another module can add its own
 * (e.g. confirmations paused) by returning one more from here.
 */
import type { Runtime } from "../platform/lifecycle.server.ts";
import { backupWarning } from "../backup/runs.server.ts";
import { budgetWarning } from "../booking/booking-limits.server.ts";
import { mailWarnings } from "../intake/enquiries.server.ts";
import { mailboxWarning } from "../mail/inbound-mail.server.ts";
import { mailHealth } from "../mail/outbox.server.ts";
import { webhookHealth } from "../webhooks/webhooks.server.ts";

export type AdminWarning = { id: string; text: string; href?: string; linkText?: string };

export async function adminWarnings(runtime: Pick<Runtime, "db" | "env">, viewer: { role: string }): Promise<AdminWarning[]> {
  const warnings: AdminWarning[] = [];
  const owner = viewer.role === "owner";
  const link = owner ? { href: "/admin/mails", linkText: "Se mails" } : {};
  const { failed, waiting, lastError } = await mailHealth(runtime.db);
  if (!runtime.env.SMTP_URL) {
    warnings.push({
      id: "no-smtp",
      text: `Der er ikke sat en mailserver op (SMTP_URL), så ingen mails bliver sendt: ${waiting} venter. Bekræftelser, notifikationer og invitationer går først ud, når serveren kører med SMTP_URL.${owner ? "" : " Sig det til kontoens ejer."}`,
      ...link,
    });
  }
  if (failed > 0) {
    warnings.push({
      id: "mail-failed",
      text: `${failed === 1 ? "1 mail" : `${failed} mails`} kunne ikke sendes. Seneste fejl: ${lastError ?? "ukendt"}.${owner ? "" : " Sig det til kontoens ejer."}`,
      ...link,
    });
  }
  // Confirmations to senders paused by the hourly cap (someone may be using the forms to mail strangers).
  for (const text of await mailWarnings(runtime.db, { to: runtime.env.NOTIFY_TO, confirmationsPerHour: runtime.env.CONFIRMATIONS_PER_HOUR })) {
    warnings.push({ id: "confirmations-paused", text, ...link });
  }
  // Answers cannot be read from the mailbox (IMAP_URL): everyone, since it is their customers' answers.
  const mailbox = runtime.env.IMAP_URL ? await mailboxWarning(runtime.db) : null;
  if (mailbox) warnings.push({ id: "imap", text: mailbox });
  // Webhooks that failed their last attempt (the owner manages them at /admin/webhooks).
  if (owner) {
    const hooks = await webhookHealth(runtime.db);
    if (hooks.failed > 0)
      warnings.push({
        id: "webhooks-failed",
        text: `${hooks.failed === 1 ? "1 webhook-levering" : `${hooks.failed} webhook-leveringer`} er ikke kommet igennem endnu og prøves igen. Seneste fejl: ${hooks.lastError ?? "ukendt"}.`,
        href: "/admin/webhooks",
        linkText: "Se webhooks",
      });
  }
  // The hour's booking budget was spent (someone may be filling the calendar): the owner checks the meetings.
  const budget = owner ? await budgetWarning(runtime.db, runtime.env.BOOKING_BUDGET_PER_HOUR) : null;
  if (budget) warnings.push({ id: "booking-budget", text: budget, href: "/admin/moeder", linkText: "Se møder" });
  // The owner is told on every page when the nightly backup is late or failed (details on /admin/historik).
  const backup = owner ? await backupWarning(runtime.db) : null;
  if (backup) warnings.push({ id: "backup", text: backup, href: "/admin/historik", linkText: "Se backup" });
  return warnings;
}
