import { data, Form } from "react-router";
import type { Route } from "./+types/faser";
import { requireOwner } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import {
  addStage,
  MAX_STAGE_NAME,
  MAX_STAGES,
  parseStage,
  removeStage,
  reorderStage,
  stagesWithCounts,
  updateStage,
} from "../../server/inbox/stages.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Faser - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

/** The owner's pipeline stages (issue 37, item 7): name, probability and order; add, rename, reorder, remove. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireOwner(request, runtime);
  return { csrf: staff.csrfToken, stages: await stagesWithCounts(runtime.db), maxStages: MAX_STAGES, maxName: MAX_STAGE_NAME };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireOwner(request, runtime, form);
  const text = (name: string) => String(form?.get(name) ?? "");
  const answer = (result: { ok: true; message: string } | { ok: false; error: string; status: number }) =>
    result.ok ? { ok: true as const, message: result.message } : data({ error: result.error, stage: text("id") }, { status: result.status });
  try {
    switch (text("intent")) {
      case "add":
      case "save": {
        const parsed = parseStage({ name: text("name"), probability: text("probability") });
        if (!parsed.ok) return data({ error: parsed.error, stage: text("id") }, { status: 422 });
        return answer(
          text("intent") === "add" ? await addStage(runtime.db, parsed, staff.userId) : await updateStage(runtime.db, text("id"), parsed, staff.userId),
        );
      }
      case "up":
      case "down":
        return answer(await reorderStage(runtime.db, text("id"), text("intent") as "up" | "down", staff.userId));
      case "remove":
        return answer(await removeStage(runtime.db, text("id"), text("moveTo") || null, staff.userId));
    }
    return data({ error: "Ukendt handling.", stage: "" }, { status: 422 });
  } catch (error) {
    log.error("Faserne kunne ikke gemmes", errorFields(error));
    return data({ error: "Ændringen kunne ikke gemmes. Prøv igen om et øjeblik.", stage: "" }, { status: 503 });
  }
}

const input = "mt-1 block w-full min-w-0 rounded-lg border border-line px-3 py-2";
const small = "rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-line hover:bg-brand-50 disabled:opacity-50";

export default function Stages({ loaderData, actionData }: Route.ComponentProps) {
  const { stages, csrf } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-navy-900">Faser</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Salgets faser i rækkefølge, hver med sandsynligheden for at henvendelsen bliver vundet. Nye henvendelser starter i den første fase. Vundet (100 %) og
        Tabt (0 %) er ikke faser, men henvendelsens udfald. Prognosen ganger den månedlige værdi med fasens sandsynlighed.
      </p>
      {actionData && "error" in actionData && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
          {actionData.error}
        </p>
      )}
      {actionData && "message" in actionData && (
        <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 font-medium text-green-800 ring-1 ring-green-200">
          {actionData.message}
        </p>
      )}
      <ol className="mt-6 max-w-3xl space-y-4">
        {stages.map((stage, index) => (
          <li key={stage.id} data-stage={stage.name} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line">
            <Form method="post" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-end" key={`${stage.name}|${stage.probability}`}>
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="id" value={stage.id} />
              <label className="block text-sm font-medium text-navy-900">
                {index + 1}. fase
                <input name="name" defaultValue={stage.name} required maxLength={loaderData.maxName} className={input} />
              </label>
              <label className="block text-sm font-medium text-navy-900">
                Sandsynlighed (%)
                <input name="probability" type="number" min={0} max={100} step={1} defaultValue={stage.probability} required className={input} />
              </label>
              <button type="submit" name="intent" value="save" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
                Gem
              </button>
            </Form>
            <p className="mt-2 text-sm text-muted">{stage.enquiries === 1 ? "1 henvendelse" : `${stage.enquiries} henvendelser`} i fasen.</p>
            <div className="mt-3 flex flex-wrap items-end gap-2">
              <Form method="post" className="flex gap-2">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="id" value={stage.id} />
                <button type="submit" name="intent" value="up" disabled={index === 0} className={small} aria-label={`Flyt ${stage.name} op`}>
                  Op
                </button>
                <button type="submit" name="intent" value="down" disabled={index === stages.length - 1} className={small} aria-label={`Flyt ${stage.name} ned`}>
                  Ned
                </button>
              </Form>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="id" value={stage.id} />
                {stage.enquiries > 0 && (
                  <label className="text-sm font-medium text-navy-900">
                    Flyt henvendelserne til
                    <select name="moveTo" defaultValue="" className="mt-1 block rounded-lg border border-line px-2 py-2">
                      <option value="">Vælg fase</option>
                      {stages
                        .filter((other) => other.id !== stage.id)
                        .map((other) => (
                          <option key={other.id} value={other.id}>
                            {other.name}
                          </option>
                        ))}
                    </select>
                  </label>
                )}
                <button type="submit" name="intent" value="remove" className={`${small} text-red-800`} aria-label={`Fjern ${stage.name}`}>
                  Fjern
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ol>
      {stages.length < loaderData.maxStages && (
        <Form
          method="post"
          className="mt-6 grid max-w-3xl gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-end"
        >
          <input type="hidden" name="csrf" value={csrf} />
          <label className="block text-sm font-medium text-navy-900">
            Ny fase
            <input name="name" required maxLength={loaderData.maxName} className={input} />
          </label>
          <label className="block text-sm font-medium text-navy-900">
            Sandsynlighed (%)
            <input name="probability" type="number" min={0} max={100} step={1} required className={input} />
          </label>
          <button type="submit" name="intent" value="add" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Tilføj fase
          </button>
        </Form>
      )}
    </>
  );
}
