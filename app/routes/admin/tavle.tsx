import { useState, type DragEvent } from "react";
import { data, Form, Link, useFetcher, useFetchers } from "react-router";
import type { Route } from "./+types/tavle";
import { kroner } from "../../content/pipeline-labels.ts";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { stageFromForm } from "../../server/inbox/actions.server.ts";
import { BOARD_CARDS_PER_STAGE, boardColumns, type BoardCard, type BoardColumn } from "../../server/inbox/stages.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Tavle - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

/**
 * The board (issue 37, item 7): a column per pipeline stage with the open deals. A card moves by
 * dragging it to another column (with JavaScript), or with its own "Flyt" form (keyboard, and
 * without JavaScript); both post the same `stage` intent.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  const scope = new URL(request.url).searchParams.get("hvem") === "mine" ? "mine" : "all";
  const columns = await boardColumns(runtime.db, scope === "mine" ? staff.userId : null);
  return { columns, scope, csrf: staff.csrfToken, perStage: BOARD_CARDS_PER_STAGE };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireStaff(request, runtime, form);
  if (form?.get("intent") !== "stage") return data({ error: "Ukendt handling." }, { status: 422 });
  const id = String(form.get("id") ?? "");
  try {
    // Only the stage: the board's forms carry no close date (the enquiry page sets it).
    form.delete("closeDate");
    const result = await stageFromForm(runtime.db, id, form, staff.userId);
    return result.ok ? { ok: true as const, message: result.message, id } : data({ error: result.error, id }, { status: result.status });
  } catch (error) {
    log.error("Fasen kunne ikke gemmes", errorFields(error));
    return data({ error: "Ændringen kunne ikke gemmes. Prøv igen om et øjeblik.", id }, { status: 503 });
  }
}

const MOVE_KEY = "tavle-flyt";
/** A calendar day as "15. jan. 2027" (the stored date, no time zone to convert). */
const closeFormat = new Intl.DateTimeFormat("da-DK", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function Card({ card, columns, csrf, scope }: { card: BoardCard; columns: BoardColumn[]; csrf: string; scope: string }) {
  const onDragStart = (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.setData("text/plain", card.id);
    event.dataTransfer.effectAllowed = "move";
  };
  return (
    <li draggable onDragStart={onDragStart} data-card={card.id} className="cursor-grab rounded-lg bg-white p-3 shadow-card ring-1 ring-line">
      <Link to={`/admin/contact-submissions/${card.id}`} className="block font-semibold break-words text-navy-900 hover:text-brand-700">
        {card.company || card.name}
      </Link>
      {card.company && <p className="text-sm break-words text-muted">{card.name}</p>}
      <p className="mt-1 text-sm break-words text-ink">
        {[card.monthlyValue !== null ? `${kroner(card.monthlyValue)}/md.` : "Ingen værdi", card.owner ?? "Ikke tildelt"].join(" · ")}
      </p>
      <p className="text-sm text-muted" data-close-date>
        {card.closeDate ? `Lukkes ${closeFormat.format(new Date(`${card.closeDate}T12:00:00Z`))}` : "Ingen lukkedato"}
      </p>
      {/* The keyboard's and the no-JavaScript way: choose the stage and press Flyt. */}
      <Form method="post" action={`/admin/tavle${scope === "mine" ? "?hvem=mine" : ""}`} className="mt-2 flex gap-2">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="stage" />
        <input type="hidden" name="id" value={card.id} />
        <select
          name="stageId"
          defaultValue={card.stageId}
          aria-label={`Fase for ${card.company || card.name}`}
          className="min-w-0 flex-1 rounded-lg border border-line px-2 py-1 text-sm"
        >
          {columns.map((column) => (
            <option key={column.id} value={column.id}>
              {column.name}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded-lg bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800">
          Flyt
        </button>
      </Form>
    </li>
  );
}

export default function Board({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, scope, perStage } = loaderData;
  const mover = useFetcher<typeof action>({ key: MOVE_KEY });
  const [over, setOver] = useState<string | null>(null);
  // A card dropped on a column shows there at once; the loader's data follows after the save.
  const fetchers = useFetchers();
  const pending = new Map<string, string>();
  for (const fetcher of fetchers)
    if (fetcher.formData?.get("intent") === "stage") pending.set(String(fetcher.formData.get("id")), String(fetcher.formData.get("stageId")));
  const cards = loaderData.columns.flatMap((column) => column.cards).map((card) => ({ ...card, stageId: pending.get(card.id) ?? card.stageId }));
  const answer = mover.data ?? actionData;
  const drop = (stageId: string) => (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(null);
    const id = event.dataTransfer.getData("text/plain");
    const card = cards.find((item) => item.id === id);
    if (!card || card.stageId === stageId) return;
    void mover.submit({ csrf, intent: "stage", id, stageId }, { method: "post", action: `/admin/tavle${scope === "mine" ? "?hvem=mine" : ""}` });
  };
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold text-navy-900">Tavle</h1>
        <nav aria-label="Hvis henvendelser" className="flex gap-2 text-sm font-semibold">
          <Link
            to="/admin/tavle"
            aria-current={scope === "all" ? "page" : undefined}
            className="rounded-lg px-3 py-2 ring-1 ring-line aria-[current=page]:bg-brand-50"
          >
            Alle
          </Link>
          <Link
            to="/admin/tavle?hvem=mine"
            aria-current={scope === "mine" ? "page" : undefined}
            className="rounded-lg px-3 py-2 ring-1 ring-line aria-[current=page]:bg-brand-50"
          >
            Mine
          </Link>
          <Link to="/admin/prognose" className="rounded-lg px-3 py-2 text-brand-700 underline">
            Prognose
          </Link>
        </nav>
      </div>
      <p className="mt-2 max-w-3xl text-muted">
        De åbne erhvervshenvendelser og leads efter fase. Træk et kort til en anden fase, eller vælg fasen på kortet og tryk Flyt. Vundet og tabt sættes under
        Udfald på henvendelsen.
      </p>
      {answer && "error" in answer && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
          {answer.error}
        </p>
      )}
      {answer && "message" in answer && (
        <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 font-medium text-green-800 ring-1 ring-green-200">
          {answer.message}
        </p>
      )}
      {/* Phones: the columns stack; wider screens: side by side, scrolling inside the board only. */}
      <div className="mt-6 flex flex-col gap-4 md:flex-row md:overflow-x-auto md:pb-2">
        {loaderData.columns.map((column) => {
          const mine = cards.filter((card) => card.stageId === column.id);
          return (
            <section
              key={column.id}
              aria-labelledby={`fase-${column.id}`}
              data-stage-column={column.name}
              data-over={over === column.id ? "" : undefined}
              onDragOver={(event) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                if (over !== column.id) setOver(column.id);
              }}
              onDragLeave={() => setOver((current) => (current === column.id ? null : current))}
              onDrop={drop(column.id)}
              className="min-w-0 rounded-card bg-brand-50/50 p-3 ring-1 ring-line data-over:ring-2 data-over:ring-brand-700 md:w-72 md:shrink-0"
            >
              <h2 id={`fase-${column.id}`} className="font-semibold text-navy-900">
                {column.name} <span className="font-normal text-muted">({column.probability} %)</span>
              </h2>
              <p className="text-sm text-muted" data-column-total>
                {column.total === 1 ? "1 henvendelse" : `${column.total} henvendelser`} · {kroner(column.value)}/md.
              </p>
              <ul className="mt-3 max-h-[70vh] space-y-3 overflow-y-auto">
                {mine.map((card) => (
                  <Card key={card.id} card={card} columns={loaderData.columns} csrf={csrf} scope={scope} />
                ))}
              </ul>
              {column.total > perStage && <p className="mt-2 text-sm text-muted">Viser de {perStage} med den tidligste lukkedato.</p>}
              {column.total === 0 && mine.length === 0 && <p className="mt-2 text-sm text-muted">Ingen henvendelser i denne fase.</p>}
            </section>
          );
        })}
      </div>
    </>
  );
}
