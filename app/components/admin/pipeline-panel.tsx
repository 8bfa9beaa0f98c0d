/**
 * The enquiry page's pipeline box (issue 26): follow-ups (date, time, what; done, snooze, edit,
 * delete and reopen in follow-up-controls.tsx), won or lost with a reason once completed, the
 * expected monthly value, spam. Plain forms posting to the enquiry's own action (app/server/inbox/actions.server.ts), so all of it works without JavaScript.
 */
import { Form } from "react-router";
import type { PipelineData } from "../../server/inbox/actions.server.ts";
import { kroner, OTHER_REASON, outcomeLabels } from "../../content/pipeline-labels.ts";
import { danishClock, danishDate } from "../../lib/danish-time.ts";
import { FollowUpControls, FollowUpMessage, ReopenButton, useFollowUpAction } from "./follow-up-controls.tsx";
import { AnswerHere } from "./section-answer.tsx";
import { answerAnchors } from "../../lib/answer-anchors.ts";

const box = "rounded-card bg-white p-6 shadow-card ring-1 ring-line";
const input = "mt-1 block w-full min-w-0 rounded-lg border border-line px-3 py-2";
const button = "mt-3 w-full rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800";

function Hidden({ csrf, intent }: { csrf: string; intent: string }) {
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/** The box's id: its forms post to `#foelg-op`, so the answer (shown in the box) is on screen afterwards. */
const ANCHOR = "foelg-op";

export function FollowUpBox({ pipeline, csrf, answered }: { pipeline: PipelineData; csrf: string; answered: unknown }) {
  const action = useFollowUpAction(ANCHOR);
  const open = pipeline.followUps.filter((item) => !item.doneAt);
  const done = pipeline.followUps.filter((item) => item.doneAt).slice(0, 5);
  return (
    <section id={ANCHOR} aria-labelledby="foelg-op-titel" className={`${box} scroll-mt-4`} data-follow-ups>
      <h2 id="foelg-op-titel" className="font-semibold text-navy-900">
        Følg op
      </h2>
      <FollowUpMessage answer={answered} csrf={csrf} anchor={ANCHOR} className="mt-3 text-sm" />
      {open.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm">
          {open.map((item) => (
            <li key={item.id} className="rounded-lg bg-paper p-3" data-follow-up={item.what}>
              <span className="block font-medium text-navy-900 break-words">{item.what}</span>
              <span className="text-muted" data-due>
                {danishDate(item.dueAt)} kl. {danishClock(item.dueAt)}
                {item.owner ? ` · ${item.owner}` : ""}
              </span>
              <FollowUpControls item={item} csrf={csrf} maxWhat={pipeline.maxFollowUp} answered={answered} anchor={ANCHOR} />
            </li>
          ))}
        </ul>
      )}
      {done.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">Klarede ({done.length === 5 ? "de 5 seneste" : done.length})</summary>
          <ul className="mt-2 space-y-2">
            {done.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-paper p-3" data-follow-up-done={item.what}>
                <span className="min-w-0 break-words">
                  <span className="block text-navy-900 line-through decoration-muted">{item.what}</span>
                  <span className="text-muted">
                    {danishDate(item.dueAt)} kl. {danishClock(item.dueAt)}
                  </span>
                </span>
                <ReopenButton id={item.id} csrf={csrf} anchor={ANCHOR} />
              </li>
            ))}
          </ul>
        </details>
      )}
      <Form method="post" action={action} className="mt-3">
        {open.length > 0 && <h3 className="text-sm font-semibold text-navy-900">Ny opfølgning</h3>}
        <Hidden csrf={csrf} intent="follow-up" />
        <div className="grid grid-cols-2 gap-2">
          <label className="text-sm font-medium text-navy-900">
            Dato
            <input type="date" name="date" required defaultValue={pipeline.followUpDefault.date} className={input} />
          </label>
          <label className="text-sm font-medium text-navy-900">
            Tidspunkt
            <input type="time" name="time" required defaultValue={pipeline.followUpDefault.time} className={input} />
          </label>
        </div>
        <label className="mt-2 block text-sm font-medium text-navy-900">
          Hvad
          <input type="text" name="what" required maxLength={pipeline.maxFollowUp} placeholder="Fx: Ring igen efter budgetmødet" className={input} />
        </label>
        <button type="submit" className={button}>
          Gem opfølgning
        </button>
      </Form>
    </section>
  );
}

export function OutcomeBox({ pipeline, csrf, answered }: { pipeline: PipelineData; csrf: string; answered: unknown }) {
  const action = useFollowUpAction(answerAnchors.outcome);
  return (
    <section id={answerAnchors.outcome} aria-labelledby="udfald-titel" className={box} data-outcome={pipeline.outcome ?? ""}>
      <h2 id="udfald-titel" className="font-semibold text-navy-900">
        Udfald og værdi
      </h2>
      <AnswerHere answer={answered} at={answerAnchors.outcome} />
      {pipeline.outcome && (
        <p className="mt-2 text-sm">
          <strong>{outcomeLabels[pipeline.outcome]}</strong>
          {pipeline.outcomeReason ? `: ${pipeline.outcomeReason}` : ""}
          {pipeline.outcomeNote ? ` (${pipeline.outcomeNote})` : ""}
        </p>
      )}
      {pipeline.business && pipeline.completed ? (
        <Form method="post" action={action} className="mt-3">
          <Hidden csrf={csrf} intent="outcome" />
          <fieldset>
            <legend className="text-sm font-medium text-navy-900">Vundet eller tabt?</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {(["won", "lost"] as const).map((value) => (
                <label key={value} className="inline-flex items-center gap-2">
                  <input type="radio" name="outcome" value={value} defaultChecked={pipeline.outcome === value} required /> {outcomeLabels[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="mt-2 block text-sm font-medium text-navy-900">
            Årsag (skal vælges ved tab)
            <select name="reason" defaultValue={pipeline.outcomeReason ?? ""} className={input}>
              <option value="">Ingen årsag valgt</option>
              {pipeline.reasons.map((reason) => (
                <option key={reason} value={reason}>
                  {reason}
                </option>
              ))}
            </select>
          </label>
          <label className="mt-2 block text-sm font-medium text-navy-900">
            Forklaring {`(skal udfyldes ved "${OTHER_REASON}")`}
            <input type="text" name="outcomeNote" maxLength={pipeline.maxOutcomeNote} defaultValue={pipeline.outcomeNote ?? ""} className={input} />
          </label>
          <button type="submit" className={button}>
            Gem udfald
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-muted">
          {pipeline.business
            ? "Når status er Afsluttet, kan du markere henvendelsen som vundet eller tabt."
            : "Kun erhvervshenvendelser markeres som vundet eller tabt."}
        </p>
      )}
      <Form method="post" action={action} className="mt-4">
        <Hidden csrf={csrf} intent="value" />
        <label className="block text-sm font-medium text-navy-900">
          Forventet værdi pr. måned (kr.)
          <input type="text" inputMode="numeric" name="monthlyValue" defaultValue={pipeline.monthlyValue ?? ""} placeholder="Fx 12500" className={input} />
        </label>
        {pipeline.monthlyValue !== null && (
          <p className="mt-1 text-xs text-muted" data-monthly-value={pipeline.monthlyValue}>
            Nu: {kroner(pipeline.monthlyValue)} pr. måned
          </p>
        )}
        <button type="submit" className={button}>
          Gem værdi
        </button>
      </Form>
      <Form method="post" action={action} className="mt-4 border-t border-line pt-4">
        <Hidden csrf={csrf} intent={pipeline.spam ? "unspam" : "spam"} />
        {pipeline.spam && <p className="mb-2 text-sm font-medium text-red-800">Markeret som spam: skjult fra listen og statistikken.</p>}
        <button type="submit" className="w-full rounded-lg px-4 py-2 text-sm font-semibold text-navy-900 ring-1 ring-line hover:bg-brand-50">
          {pipeline.spam ? "Gendan fra spam" : "Markér som spam"}
        </button>
      </Form>
    </section>
  );
}
