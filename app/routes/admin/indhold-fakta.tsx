import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/indhold-fakta";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { ContentStateBadge } from "../../components/admin/content-state.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { DraftNotice, savedAnswer, useEditorDraft } from "../../components/admin/draft.tsx";
import { EditorButtons } from "../../components/admin/editor-buttons.tsx";
import { RevisionHistory } from "../../components/admin/revision-history.tsx";
import { factGroups, type FactField } from "../../content/fact-sheet-schema.ts";
import { formatKr, type Facts } from "../../content/site.ts";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { diffFacts, factsFromForm, factText } from "../../server/content/facts-form.ts";
import { getFacts, publishFacts, restoreFacts, saveFactsDraft } from "../../server/content/facts-store.server.ts";
import { revisions, type FieldProblem, type StoreResult } from "../../server/content/store.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Fakta og priser - indhold" }, { name: "robots", content: "noindex, nofollow" }];

/** The fact sheet: every figure, price and address the site states, draft, preview, publish, history with restore. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireEditor(request, runtime);
  const state = await getFacts(runtime.db);
  const history = state.id === null ? [] : await revisions(runtime.db, state.id);
  return {
    csrf: staff.csrfToken,
    item: { state: state.state, version: state.version, hasDraft: state.hasDraft, updatedAt: state.updatedAt, updatedBy: state.updatedBy },
    live: { starter: state.live.packages.starter.from, hourRate: state.live.hourRate, phone: state.live.phone },
    values: formValues(state.current),
    history: history.map((revision, index) => ({
      id: revision.id,
      version: revision.version,
      action: revision.action,
      staff: revision.staff,
      createdAt: revision.createdAt,
      changes: diffFacts((history[index + 1]?.data as unknown as Facts | undefined) ?? null, revision.data as unknown as Facts),
    })),
  };
}

const formValues = (facts: Facts): Record<string, string> =>
  Object.fromEntries(factGroups.flatMap((group) => group.fields.map((field) => [field.path, factText(facts, field)])));

type Refusal = { error: string; fields?: FieldProblem[]; typed?: Record<string, string>; version?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireEditor(request, runtime, form);
  const { db } = runtime;
  if (!form) return data<Refusal>({ error: "Formularen kunne ikke læses. Genindlæs siden, og prøv igen." }, { status: 400 });
  const intent = String(form.get("intent") ?? "");
  const version = Number.parseInt(String(form.get("version") ?? ""), 10);
  const refuse = (result: Extract<StoreResult, { ok: false }>, extra: Partial<Refusal> = {}) =>
    data<Refusal>({ error: result.error, fields: result.fields, ...extra }, { status: result.status });
  if (!Number.isSafeInteger(version))
    return data<Refusal>({ error: "Formularen mangler faktaarkets version. Genindlæs siden, og prøv igen." }, { status: 400 });
  try {
    switch (intent) {
      case "save":
      case "preview":
      case "publish": {
        const state = await getFacts(db);
        const { candidate, typed } = factsFromForm(form, state.current);
        let current = version;
        let message = "";
        if (intent === "save" || JSON.stringify(candidate) !== JSON.stringify(state.current)) {
          const saved = await saveFactsDraft(db, candidate, version, staff);
          if (!saved.ok) return refuse(saved, { typed, version });
          current = saved.version;
          message = saved.message;
        }
        if (intent === "preview")
          throw redirect(`/admin/indhold/fakta/forhaandsvisning?side=${encodeURIComponent(String(form.get("side") ?? "/priser"))}`, 303);
        if (intent === "save") return { message, saved: { version: current, typed } };
        const published = await publishFacts(db, { expectedVersion: current, measure: runtime.content?.measure }, staff);
        if (!published.ok) return refuse(published, { typed, version: current });
        return { message: published.message, saved: { version: published.version, typed } };
      }
      case "restore": {
        const result = await restoreFacts(db, Number.parseInt(String(form.get("revision") ?? ""), 10), version, staff, runtime.content?.measure);
        return result.ok ? { message: result.message } : refuse(result);
      }
      default:
        return data<Refusal>({ error: "Ukendt handling. Genindlæs siden, og prøv igen." }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("Faktaarket kunne ikke gemmes", errorFields(error));
    return data<Refusal>({ error: "Det kunne ikke gemmes lige nu. Det, du skrev, står stadig i formularen: prøv igen om et øjeblik." }, { status: 503 });
  }
}

const inputClass = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 aria-[invalid=true]:border-red-600";
const units: Partial<Record<FactField["input"], string>> = { kr: "kr.", percent: "%", hours: "timer" };

/** One field: its label, hint and unit, what was typed (or the sheet's value), and its problems beside it. */
function FactInput({ field, value, messages }: { field: FactField; value: string; messages: string[] }) {
  const id = `f-${field.path.replaceAll(".", "-")}`;
  const described = [field.hint ? `${id}-hint` : "", messages.length ? `${id}-fejl` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.path,
    defaultValue: value,
    "aria-invalid": messages.length > 0 || undefined,
    "aria-describedby": described,
    className: inputClass,
  };
  const numeric = field.input === "kr" || field.input === "number" || field.input === "percent" || field.input === "hours";
  const wide = field.input === "lines" || field.input === "longText";
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block font-semibold text-navy-900">
        {field.label}
        {units[field.input] && <span className="font-normal text-muted"> ({units[field.input]})</span>}
      </label>
      {field.hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {field.hint}
        </p>
      )}
      {field.input === "lines" ? (
        <textarea rows={6} {...common} />
      ) : field.input === "longText" ? (
        <textarea rows={3} maxLength={400} {...common} />
      ) : (
        <input
          type="text"
          inputMode={numeric ? "numeric" : field.input === "time" ? "numeric" : undefined}
          placeholder={field.input === "time" ? "08:00" : undefined}
          maxLength={120}
          {...common}
        />
      )}
      {messages.length > 0 && (
        <p id={`${id}-fejl`} data-fejl={field.path} className="mt-1 text-sm font-medium text-red-700">
          {messages.join(" ")}
        </p>
      )}
    </div>
  );
}

export default function ContentFacts({ loaderData, actionData }: Route.ComponentProps) {
  const { item, csrf, history, live } = loaderData;
  const refused = actionData && "error" in actionData ? actionData : null;
  // A refused save shows what was typed, with the version it was typed on (never the stored sheet); so does a
  // form sent when the session had ended, after the login (app/components/admin/draft.tsx).
  const { typed, version: typedOn } = useEditorDraft(["save", "preview", "publish"], actionData, item.version);
  // What a save or publish stored, until the page's data catches up.
  const saved = savedAnswer(actionData, item.version);
  const values = { ...loaderData.values, ...typed, ...saved?.typed, ...refused?.typed };
  const version = refused?.version ?? saved?.version ?? typedOn;
  const fields = refused?.fields ?? [];
  const messages = (path: string) => fields.filter((field) => field.path === path).map((field) => field.message);
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/indhold" className="text-brand-700 underline">
          Indhold
        </Link>{" "}
        / Fakta og priser
      </p>
      <h1 className="mt-1 text-3xl font-bold break-words text-navy-900">Fakta og priser</h1>
      <p className="mt-1 max-w-prose text-muted">
        Tallene, priserne, åbningstiderne og adresserne, som sitet nævner. Et tal står ét sted her, og en ændring slår igennem på alle sider, i de strukturerede
        data, i llms.txt og i mails.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        {item.state ? <ContentStateBadge state={item.state} /> : <span>Sitets egne tal</span>}
        {item.updatedAt && (
          <span>
            Version {item.version} · ændret {dateFormat.format(new Date(item.updatedAt))}
            {item.updatedBy ? ` af ${item.updatedBy}` : ""}
          </span>
        )}
      </div>
      {refused && <Alert>{refused.error}</Alert>}
      {actionData && "message" in actionData && <Alert tone="ok">{actionData.message}</Alert>}

      <section aria-label="Det besøgende ser nu" className="mt-4 rounded-card bg-white p-4 text-sm shadow-card ring-1 ring-line">
        <p>
          Besøgende ser nu: Starter <span data-live-starter>{formatKr(live.starter)} kr.</span> pr. måned, {formatKr(live.hourRate)} kr. pr. salgstime, telefon{" "}
          {live.phone}.
        </p>
        {item.hasDraft && <p className="mt-2">Kladden herunder har ændringer, besøgende ikke ser endnu.</p>}
      </section>

      <Form method="post" className="mt-6 space-y-6" key={`${version}-${refused ? "rettelse" : typed ? "kladde" : "gemt"}`} noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="version" value={version} />
        <DraftNotice draft={typed} />
        {factGroups.map((group) => (
          <fieldset key={group.id} data-group={group.id} className="min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6">
            <legend className="px-1 text-lg font-semibold text-navy-900">{group.legend}</legend>
            {group.hint && <p className="text-sm text-muted">{group.hint}</p>}
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {group.fields.map((field) => (
                <FactInput key={field.path} field={field} value={values[field.path] ?? ""} messages={messages(field.path)} />
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset className="min-w-0">
          <legend className="sr-only">Gem, forhåndsvis eller udgiv</legend>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <label htmlFor="f-side">Forhåndsvis siden</label>
            <select id="f-side" name="side" defaultValue={typed?.side ?? "/priser"} className="min-h-11 rounded-lg border border-line bg-white px-3 py-2">
              <option value="/priser">Priser</option>
              <option value="/">Forside</option>
            </select>
          </p>
          <EditorButtons className="mt-3 flex flex-wrap gap-2" />
        </fieldset>
      </Form>

      <RevisionHistory
        csrf={csrf}
        version={item.version}
        revisions={history}
        intro="Hver gemt, udgivet og gendannet version. »Gendan« henter en version tilbage i ét tryk: er faktaarket udgivet, bliver den udgivet med det samme, ellers bliver den kladden."
        imported="Sitets egne tal"
        first={() => "Tallene, som sitet blev bygget med."}
        unchanged="Ingen ændringer i tallene."
        empty="Sitet viser sine egne tal; der er ingen ændringer endnu."
      />
      <p className="mt-6 text-sm">
        <Link to="/admin/indhold/fakta/forhaandsvisning?side=/priser" className="text-brand-700 underline">
          Se /priser med kladden og sitets kontrol
        </Link>
      </p>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
