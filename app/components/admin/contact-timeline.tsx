/**
 * The contact's whole timeline on the enquiry page (issue 26, item 3): every enquiry of the person,
 * their notes, mails, status changes and follow-ups, newest first; merging another contact into
 * this one and undoing a merge. Data: contactTimeline (app/server/inbox/contacts.server.ts).
 */
import { Form, Link } from "react-router";
import type { ContactTimeline as Timeline, TimelineEntry } from "../../server/inbox/contacts.server.ts";
import { kindLabels, statusLabels } from "../../content/enquiry-labels.ts";
import { danishDateTime } from "../../lib/danish-time.ts";
import { dateFormat } from "./badges.tsx";
import { actorLabel, describeHistory } from "./history-list.tsx";
import { useFollowUpAction } from "./follow-up-controls.tsx";
import { AnswerHere } from "./section-answer.tsx";
import { answerAnchors } from "../../lib/answer-anchors.ts";

const mailStates = { waiting: "venter", sent: "sendt", failed: "fejlede" } as const;

function describe(entry: TimelineEntry): { title: string; body?: string | null; by?: string } {
  switch (entry.type) {
    case "enquiry":
      return { title: `${kindLabels[entry.kind]} modtaget fra ${entry.source}${entry.spam ? " (spam)" : ""}`, body: entry.message };
    case "note":
      return { title: "Note", body: entry.body, by: entry.author ?? "Slettet konto" };
    case "history":
      return {
        title: describeHistory({ id: 0, action: entry.action, detail: entry.detail, createdAt: entry.at, actor: entry.actor }),
        by: actorLabel({ id: 0, action: entry.action, detail: entry.detail, createdAt: entry.at, actor: entry.actor }),
      };
    case "mail":
      return { title: `Mail til ${entry.recipient} (${mailStates[entry.state]})`, body: entry.subject };
    case "message":
      return entry.direction === "in"
        ? { title: `Svar fra ${entry.from ?? "ukendt afsender"}: ${entry.subject}`, body: entry.body }
        : { title: `Svar sendt: ${entry.subject} (${entry.state ? mailStates[entry.state] : "sendt"})`, body: entry.body, by: entry.signedAs ?? undefined };
    case "follow_up":
      return { title: `Opfølgning ${danishDateTime(entry.dueAt)}${entry.done ? " (klaret)" : ""}`, body: entry.what };
    default: {
      // An entry kind another module adds (e.g. mail replies) shows its type until it is described here.
      const other = entry as { type: string; title?: string; body?: string };
      return { title: other.title ?? other.type, body: other.body };
    }
  }
}

export function ContactTimeline({ timeline, currentId, csrf, answered }: { timeline: Timeline; currentId: string; csrf: string; answered: unknown }) {
  const action = useFollowUpAction(answerAnchors.contact);
  const count = timeline.enquiries.length;
  return (
    <section id={answerAnchors.contact} aria-labelledby="kontakt-titel" className="mt-8" data-contact={timeline.contactId}>
      <h2 id="kontakt-titel" className="text-lg font-semibold text-navy-900">
        Kontakten
      </h2>
      <AnswerHere answer={answered} at={answerAnchors.contact} />
      <p className="text-sm text-muted">{count === 1 ? "1 henvendelse" : `${count} henvendelser`} fra samme person (samme e-mail eller telefonnummer).</p>
      <ul aria-label="Kontaktens henvendelser" className="mt-3 space-y-2 text-sm">
        {timeline.enquiries.map((enquiry) => (
          <li key={enquiry.id} data-contact-enquiry={enquiry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-paper p-3">
            {enquiry.id === currentId ? (
              <span className="font-semibold text-navy-900">Denne henvendelse</span>
            ) : (
              <Link to={`/admin/contact-submissions/${enquiry.id}`} className="font-semibold break-words text-brand-700 hover:underline">
                {kindLabels[enquiry.kind]} · {enquiry.email}
              </Link>
            )}
            <span className="text-muted">{dateFormat.format(new Date(enquiry.createdAt))}</span>
            {/* Plain text, not the spec's badge: the page's own badge stays the one status badge. */}
            <span className="text-xs font-semibold text-navy-900">{statusLabels[enquiry.status]}</span>
            {enquiry.spam && <span className="text-xs font-semibold text-red-800">Spam</span>}
          </li>
        ))}
      </ul>

      <h3 className="mt-6 font-semibold text-navy-900">Tidslinje</h3>
      <ol aria-label="Tidslinje" className="mt-3 space-y-3 text-sm">
        {timeline.entries.map((entry, index) => {
          const text = describe(entry);
          return (
            <li key={`${entry.type}-${index}`} data-entry={entry.type} className="border-l-2 border-line pl-3">
              <span className="block font-medium break-words text-navy-900">{text.title}</span>
              {text.body && <span className="block whitespace-pre-wrap break-words text-ink">{text.body}</span>}
              <span className="text-muted">
                {text.by ? `${text.by} · ` : ""}
                <time dateTime={new Date(entry.at).toISOString()}>{dateFormat.format(new Date(entry.at))}</time>
                {entry.submissionId !== currentId && timeline.enquiries.length > 1 ? " · anden henvendelse" : ""}
              </span>
            </li>
          );
        })}
      </ol>
      {timeline.truncated && <p className="mt-2 text-xs text-muted">Kun de nyeste {timeline.entries.length} begivenheder vises.</p>}

      <details className="mt-6 rounded-xl bg-paper p-4">
        <summary className="cursor-pointer font-semibold text-navy-900">Læg en anden kontakt sammen med denne</summary>
        <p className="mt-2 text-sm text-muted">Når samme person har skrevet fra en anden e-mail og et andet nummer. Kan fortrydes.</p>
        <Form method="post" action={action} className="mt-3">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="merge" />
          <input type="hidden" name="contactId" value={timeline.contactId} />
          <label className="block text-sm font-medium text-navy-900">
            Den anden kontakts e-mail eller telefonnummer
            <input type="text" name="other" required maxLength={200} className="mt-1 block w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2" />
          </label>
          <button type="submit" className="mt-3 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            Læg sammen
          </button>
        </Form>
      </details>
      {timeline.merges.length > 0 && (
        <ul aria-label="Sammenlægninger" className="mt-4 space-y-2 text-sm">
          {timeline.merges.map((merge) => (
            <li key={merge.id} data-merge={merge.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span>
                {merge.targetId === timeline.contactId ? "Lagt sammen med" : "Flyttet til en anden kontakt:"} {merge.otherName ?? "en kontakt"} (
                {merge.count === 1 ? "1 henvendelse" : `${merge.count} henvendelser`}) {dateFormat.format(new Date(merge.createdAt))}
                {merge.actor ? ` af ${merge.actor}` : ""}
                {merge.undoneAt ? " · fortrudt" : ""}
              </span>
              {!merge.undoneAt && (
                <Form method="post" action={action}>
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="intent" value="undo-merge" />
                  <input type="hidden" name="mergeId" value={merge.id} />
                  <button type="submit" className="rounded-lg px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50">
                    Fortryd sammenlægning
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
