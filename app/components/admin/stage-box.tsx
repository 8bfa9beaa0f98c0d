/**
 * The enquiry page's stage and expected close date (issue 37, item 7): one small form posting the
 * `stage` intent to the page's own action (app/server/inbox/actions.server.ts), so it works without
 * JavaScript; the answer shows in the box. The board (/admin/tavle) moves the same enquiry the same way.
 */
import { Form } from "react-router";
import type { PipelineData } from "../../server/inbox/actions.server.ts";
import { answerAnchors } from "../../lib/answer-anchors.ts";
import { useFollowUpAction } from "./follow-up-controls.tsx";
import { AnswerHere } from "./section-answer.tsx";

export function StageBox({ pipeline, csrf, answered }: { pipeline: PipelineData; csrf: string; answered: unknown }) {
  const action = useFollowUpAction(answerAnchors.stage);
  const { stage } = pipeline;
  const current = stage.stages.find((item) => item.id === stage.stageId);
  return (
    <section
      id={answerAnchors.stage}
      aria-labelledby="fase-titel"
      className="scroll-mt-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line"
      data-stage-box
    >
      <h2 id="fase-titel" className="font-semibold text-navy-900">
        Fase
      </h2>
      <AnswerHere answer={answered} at={answerAnchors.stage} />
      {current && (
        <p className="mt-2 text-sm">
          <strong>{current.name}</strong> ({current.probability} %)
        </p>
      )}
      {/* Keyed on what is stored, so a saved change (or one by a colleague) shows after revalidation. */}
      <Form method="post" action={action} className="mt-3" key={`${stage.stageId}|${stage.closeDate ?? ""}`}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="stage" />
        <label className="block text-sm font-medium text-navy-900">
          Fase
          <select name="stageId" defaultValue={stage.stageId} className="mt-1 block w-full min-w-0 rounded-lg border border-line px-3 py-2">
            {stage.stages.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} ({item.probability} %)
              </option>
            ))}
          </select>
        </label>
        <label className="mt-2 block text-sm font-medium text-navy-900">
          Forventet lukkedato
          <input
            type="date"
            name="closeDate"
            defaultValue={stage.closeDate ?? ""}
            className="mt-1 block w-full min-w-0 rounded-lg border border-line px-3 py-2"
          />
        </label>
        <button type="submit" className="mt-3 w-full rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Gem fase
        </button>
      </Form>
      <p className="mt-2 text-sm">
        <a href="/admin/tavle" className="font-semibold text-brand-700 underline">
          Se tavlen
        </a>
      </p>
    </section>
  );
}
