/**
 * One open follow-up's buttons, the same on "Følg op" and on the enquiry page: *Klaret*, *Udsæt*
 * to tomorrow or the next working day in one press, and behind *Ret, flyt eller slet* the date,
 * time and text, and deleting it. Plain forms posting to the page's own action (followUpAction in
 * app/server/inbox/actions.server.ts), so all of it works without JavaScript. Each form carries
 * the follow-up as it was shown (`seenDue`, `seenWhat`): a change someone made meanwhile is not
 * saved over. The forms post to this page with `#anchor`, the box or message that shows the answer:
 * the browser (without JavaScript) and React Router's scroll restoration (with it) go there, so on a
 * phone the answer is on screen, not at the top of a long page.
 */
import { Form, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { FollowUpRow } from "../../server/inbox/follow-ups.server.ts";
import { danishDateTime } from "../../lib/danish-time.ts";
import { DraftNotice, useDraft } from "./draft.tsx";

const small = "inline-flex min-h-9 items-center rounded-lg px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50";
const input = "mt-1 block w-full min-w-0 rounded-lg border border-line px-3 py-2";

function Fields({ csrf, intent, item }: { csrf: string; intent: string; item: Pick<FollowUpRow, "id" | "dueAt" | "what"> }) {
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="followUpId" value={item.id} />
      <input type="hidden" name="seenDue" value={new Date(item.dueAt).toISOString()} />
      <input type="hidden" name="seenWhat" value={item.what} />
    </>
  );
}

/** This page (with its query: Mine/Alle) and the place its answer is shown. */
export function useFollowUpAction(anchor: string): string {
  const location = useLocation();
  return `${location.pathname}${location.search}#${anchor}`;
}

type Answer = { followUp: true; message?: string; error?: string; followUpId?: string };

/** An action's answer to a follow-up button (app/server/inbox/actions.server.ts marks them `followUp`). */
export function isFollowUpAnswer(answer: unknown): answer is Answer {
  return typeof answer === "object" && answer !== null && "followUp" in answer;
}

/** The answer to a follow-up button, with *Fortryd* after *Klaret*. */
export function FollowUpMessage({ answer, csrf, anchor, className = "" }: { answer: unknown; csrf: string; anchor: string; className?: string }) {
  if (!isFollowUpAnswer(answer)) return null;
  if (answer.error)
    return (
      <p role="alert" className={`rounded-xl bg-red-50 p-4 font-medium break-words text-red-800 ring-1 ring-red-200 ${className}`}>
        {answer.error}
      </p>
    );
  return (
    <div role="status" className={`flex flex-wrap items-center gap-3 rounded-xl bg-green-50 p-4 font-medium text-green-800 ring-1 ring-green-200 ${className}`}>
      <span className="min-w-0 break-words">{answer.message}</span>
      {/* Marked done by mistake: undo it right here. */}
      {answer.followUpId && <ReopenButton id={answer.followUpId} csrf={csrf} anchor={anchor} label="Fortryd" />}
    </div>
  );
}

export function FollowUpControls({
  item,
  csrf,
  maxWhat,
  answered,
  anchor,
}: {
  item: FollowUpRow;
  csrf: string;
  maxWhat: number;
  answered: unknown;
  anchor: string;
}) {
  const action = useFollowUpAction(anchor);
  // What was typed into this follow-up's edit form when the session had ended, put back after login.
  const draft = useDraft("follow-up-edit", answered);
  const restored = draft?.followUpId === item.id ? draft : null;
  const choices = [
    { value: "tomorrow", label: "I morgen", to: item.snooze.tomorrow },
    { value: "next-workday", label: "Næste hverdag", to: item.snooze["next-workday"] },
  ].filter((choice) => choice.to);
  return (
    <div className="mt-2 space-y-2" data-follow-up-controls>
      <div className="flex flex-wrap items-center gap-2">
        <Form method="post" action={action}>
          <Fields csrf={csrf} intent="follow-up-done" item={item} />
          <button type="submit" className={small}>
            Klaret
          </button>
        </Form>
        {choices.length > 0 && (
          // The group is a div: axe does not allow role="group" on a form (aria-allowed-role).
          <div role="group" aria-label="Udsæt">
            <Form method="post" action={action} className="flex flex-wrap items-center gap-2">
              <Fields csrf={csrf} intent="follow-up-snooze" item={item} />
              <span className="text-sm text-muted" aria-hidden="true">
                Udsæt:
              </span>
              {choices.map((choice) => (
                <button key={choice.value} type="submit" name="snooze" value={choice.value} className={small} title={`Til ${danishDateTime(choice.to!)}`}>
                  {choice.label}
                </button>
              ))}
            </Form>
          </div>
        )}
      </div>
      {/* Keyed on the follow-up's time and text: after a change it closes and shows the new values. */}
      <details key={`${new Date(item.dueAt).getTime()}-${item.what}`} open={restored ? true : undefined} className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Ret, flyt eller slet</summary>
        <Form method="post" action={action} className="mt-2">
          <Fields csrf={csrf} intent="follow-up-edit" item={item} />
          <DraftNotice draft={restored} />
          <div className="grid grid-cols-2 gap-2">
            <label className="min-w-0 font-medium text-navy-900">
              Dato
              <input type="date" name="date" required defaultValue={restored?.date ?? item.dueDate} className={input} />
            </label>
            <label className="min-w-0 font-medium text-navy-900">
              Tidspunkt
              <input type="time" name="time" required defaultValue={restored?.time ?? item.dueTime} className={input} />
            </label>
          </div>
          <label className="mt-2 block font-medium text-navy-900">
            Hvad
            <input type="text" name="what" required maxLength={maxWhat} defaultValue={restored?.what ?? item.what} className={input} />
          </label>
          <button type="submit" className="mt-2 w-full rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Gem ændringer
          </button>
        </Form>
        <Form method="post" action={action} className="mt-2">
          <Fields csrf={csrf} intent="follow-up-delete" item={item} />
          <button type="submit" className="w-full rounded-lg px-4 py-2 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50">
            Slet opfølgningen
          </button>
        </Form>
      </details>
    </div>
  );
}

/** "Genåbn" on a follow-up marked done by mistake. */
export function ReopenButton({ id, csrf, anchor, label = "Genåbn" }: { id: string; csrf: string; anchor: string; label?: string }) {
  const action = useFollowUpAction(anchor);
  return (
    <Form method="post" action={action} className="inline">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="follow-up-reopen" />
      <input type="hidden" name="followUpId" value={id} />
      <button type="submit" className={small}>
        {label}
      </button>
    </Form>
  );
}

/**
 * After a refused follow-up change (409: done, deleted or changed by someone else meanwhile; 404:
 * gone) the page reloads its data too, so the message sits beside what is true now. React Router
 * skips that after a 4xx by default. For the route modules' `shouldRevalidate`.
 */
export function revalidateAfterFollowUpConflict({ formData, actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const intent = String(formData?.get("intent") ?? "");
  if (intent.startsWith("follow-up-") && (actionStatus === 404 || actionStatus === 409)) return true;
  return defaultShouldRevalidate;
}
