import { Form } from "react-router";
import { answerAnchors } from "../../lib/answer-anchors.ts";
import type { ReplyPanelData } from "../../server/mail/actions.server.ts";
import { dateFormat } from "./badges.tsx";
import { DraftNotice, useDraft } from "./draft.tsx";
import { useFollowUpAction } from "./follow-up-controls.tsx";
import { MailStateBadge } from "./mail-list.tsx";
import { AnswerHere } from "./section-answer.tsx";

type Message = ReplyPanelData["messages"][number];

/** Text only: an answer's body is plain text (HTML mail is stored as its text) and React escapes it. */
function MessageBody({ body }: { body: string }) {
  return <p className="mt-2 whitespace-pre-wrap break-words text-ink">{body}</p>;
}

function Held({ message, csrf }: { message: Message; csrf: string }) {
  const action = useFollowUpAction(answerAnchors.thread);
  return (
    <li data-message={message.id} data-held className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <p className="text-sm font-semibold text-amber-950">
        Usikkert svar: afsenderen {message.fromAddress} er ikke den, vi skrev til. Er det et svar på denne henvendelse?
      </p>
      <p className="mt-2 text-sm font-medium break-words text-navy-900">{message.subject}</p>
      <MessageBody body={message.body} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action={action}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="messageId" value={message.id} />
          <button
            type="submit"
            name="intent"
            value="answer-attach"
            className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Knyt til henvendelsen
          </button>
        </Form>
        <Form method="post" action={action}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="messageId" value={message.id} />
          <button
            type="submit"
            name="intent"
            value="answer-reject"
            className="min-h-11 rounded-lg px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-line hover:bg-red-50"
          >
            Afvis
          </button>
        </Form>
      </div>
    </li>
  );
}

/**
 * The customer's newest words: their latest answer read from the mailbox, or else what they
 * wrote in the form. First on the enquiry page (issue 37, item 12).
 */
export function latestFromCustomer(panel: ReplyPanelData, original: { message: string | null; createdAt: Date | string }) {
  const answer = panel.messages.filter((message) => message.direction === "in" && (message.match === "thread" || message.match === "sender")).at(-1);
  return answer
    ? { body: answer.body, at: answer.createdAt, subject: answer.subject as string | null, answer: true }
    : { body: original.message, at: original.createdAt, subject: null, answer: false };
}

/**
 * Mail with the sender on the enquiry page: the replies staff sent (with their delivery state),
 * the answers read from the mailbox and answers held as uncertain. The form to reply is
 * ReplyForm, at the top of the page with the next action.
 */
export function ReplyThread({ panel, csrf, actionData }: { panel: ReplyPanelData; csrf: string; actionData: unknown }) {
  const held = panel.messages.filter((message) => message.match === "uncertain");
  const thread = panel.messages.filter((message) => message.match !== "uncertain");
  const threadAction = useFollowUpAction(answerAnchors.thread);
  return (
    <section aria-labelledby="svar" className="mt-8">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={answerAnchors.thread} className="text-lg font-semibold text-navy-900">
          Mails med kunden
        </h2>
        {panel.unseen > 0 && (
          <span data-answer-received className="inline-flex rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            Svar modtaget
          </span>
        )}
      </div>
      <AnswerHere answer={actionData} at={answerAnchors.thread} />
      {held.length > 0 && (
        <ul aria-label="Usikre svar" className="mt-3 space-y-3">
          {held.map((message) => (
            <Held key={message.id} message={message} csrf={csrf} />
          ))}
        </ul>
      )}
      {thread.length > 0 ? (
        <ol aria-label="Mails med kunden" className="mt-3 space-y-3">
          {thread.map((message) => (
            <li
              key={message.id}
              data-message={message.id}
              data-direction={message.direction}
              className={`rounded-xl p-4 ${message.direction === "in" ? "bg-brand-50 ring-1 ring-brand-200" : "bg-paper"}`}
            >
              <p className="text-xs text-muted">
                {message.direction === "in" ? `Svar fra ${message.fromAddress}` : `Sendt af ${message.signedAs}`} ·{" "}
                {dateFormat.format(new Date(message.createdAt))}
                {message.direction === "in" && message.match === "sender" && " · fundet på afsenderens adresse"}
              </p>
              <p className="mt-1 text-sm font-medium break-words text-navy-900">{message.subject}</p>
              <MessageBody body={message.body} />
              {message.mail && (
                <div className="mt-2">
                  <MailStateBadge mail={message.mail} />
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-muted">Ingen mails med kunden endnu.</p>
      )}
      {panel.unseen > 0 && (
        <Form method="post" action={threadAction} className="mt-3">
          <input type="hidden" name="csrf" value={csrf} />
          <button
            type="submit"
            name="intent"
            value="answers-seen"
            className="rounded-lg px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
          >
            Markér som set
          </button>
        </Form>
      )}
    </section>
  );
}

/** The form to answer the customer by mail (a template first, if the owner has written any). */
export function ReplyForm({ panel, csrf, actionData }: { panel: ReplyPanelData; csrf: string; actionData: unknown }) {
  const draft = useDraft("reply", actionData);
  const thread = panel.messages.filter((message) => message.match !== "uncertain");
  // A refused reply comes back with what was typed (also without JavaScript, where the page reloads).
  const typed = actionData && typeof actionData === "object" && "fields" in actionData ? (actionData as { fields: Record<string, string> }).fields : null;
  const values = typed ?? draft;
  const replyAction = useFollowUpAction(answerAnchors.reply);
  return (
    <div className="mt-4">
      <h3 id={answerAnchors.reply} className="font-semibold text-navy-900">
        Svar kunden
      </h3>
      {panel.templates.length > 0 && (
        <Form method="get" preventScrollReset className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="skabelon" className="block text-sm font-semibold text-navy-900">
              Skabelon
            </label>
            <select
              id="skabelon"
              name="skabelon"
              defaultValue={panel.pickedTemplate ?? ""}
              className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
            >
              {panel.templates.map((title, index) => (
                <option key={index} value={index}>
                  {title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="min-h-11 rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50">
            Indsæt
          </button>
        </Form>
      )}
      <Form method="post" action={replyAction} className="mt-3 space-y-3" key={`${panel.pickedTemplate}-${thread.length}`}>
        <AnswerHere answer={actionData} at={answerAnchors.reply} />
        <DraftNotice draft={draft} />
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="reply" />
        <div>
          <label htmlFor="reply-subject" className="block text-sm font-semibold text-navy-900">
            Emne
          </label>
          <input
            id="reply-subject"
            name="subject"
            required
            maxLength={200}
            defaultValue={values?.subject ?? panel.subject}
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="reply-body" className="block text-sm font-semibold text-navy-900">
            Svar
          </label>
          <textarea
            id="reply-body"
            name="body"
            required
            maxLength={10_000}
            rows={6}
            defaultValue={values?.body ?? panel.prefill}
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="reply-signed" className="block text-sm font-semibold text-navy-900">
            Dit navn i underskriften
          </label>
          <input
            id="reply-signed"
            name="signedAs"
            required
            maxLength={100}
            autoComplete="name"
            defaultValue={values?.signedAs ?? panel.signedAs}
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
          />
        </div>
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Send svar
        </button>
      </Form>
      <p className="mt-2 text-sm text-muted">
        {panel.imap
          ? `Mailen sendes fra os med dit navn under. Kundens svar kommer til ${panel.replyTo} og vises her.`
          : `Mailen sendes fra os med dit navn under. Kundens svar kommer i den fælles postkasse (${panel.replyTo}); de vises ikke her, før der er sat en postkasse op (IMAP_URL).`}
      </p>
    </div>
  );
}
