import { useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/indhold-side";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { ContentStateBadge } from "../../components/admin/content-state.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { DraftNotice, savedAnswer, useEditorDraft } from "../../components/admin/draft.tsx";
import { EditorButtons } from "../../components/admin/editor-buttons.tsx";
import { RevisionHistory } from "../../components/admin/revision-history.tsx";
import { metaLimits } from "../../lib/content-checks.ts";
import { fullTitle } from "../../lib/meta.ts";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { diffPageMeta, pageMetaLabels, type PageMetaItem } from "../../server/content/page-meta-form.ts";
import { getPageMeta, pageBySlug, publishPageMeta, restorePageMeta, savePageDraft } from "../../server/content/page-meta.server.ts";
import { revisions, type FieldProblem, type StoreResult } from "../../server/content/store.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.label ?? "Side"} - titel og beskrivelse` },
  { name: "robots", content: "noindex, nofollow" },
];

const NOT_FOUND = "Siden findes ikke blandt dem, der kan redigeres her. Gå tilbage til listen.";

/** One page's title and description: the fields, draft, preview, publish, history with restore. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireEditor(request, runtime);
  const page = pageBySlug(params.side);
  if (!page) throw data({ error: NOT_FOUND }, { status: 404 });
  const state = await getPageMeta(runtime.db, page);
  const history = state.id === null ? [] : await revisions(runtime.db, state.id);
  return {
    csrf: staff.csrfToken,
    path: page.path,
    slug: page.slug,
    label: page.label,
    item: { state: state.state, version: state.version, hasDraft: state.hasDraft, updatedAt: state.updatedAt, updatedBy: state.updatedBy },
    live: state.live,
    current: state.current,
    history: history.map((revision, index) => {
      const text = revision.data as unknown as PageMetaItem;
      return {
        id: revision.id,
        version: revision.version,
        action: revision.action,
        staff: revision.staff,
        createdAt: revision.createdAt,
        title: text.title,
        description: text.description,
        changes: diffPageMeta((history[index + 1]?.data as unknown as PageMetaItem | undefined) ?? null, text),
      };
    }),
  };
}

type Refusal = { error: string; fields?: FieldProblem[]; text?: { title: string; description: string }; version?: number };

export async function action({ request, params, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireEditor(request, runtime, form);
  const { db } = runtime;
  const page = pageBySlug(params.side);
  if (!page || !form) return data<Refusal>({ error: NOT_FOUND }, { status: 404 });
  const intent = String(form.get("intent") ?? "");
  const version = Number.parseInt(String(form.get("version") ?? ""), 10);
  const refuse = (result: Extract<StoreResult, { ok: false }>, extra: Partial<Refusal> = {}) =>
    data<Refusal>({ error: result.error, fields: result.fields, ...extra }, { status: result.status });
  if (!Number.isSafeInteger(version)) return data<Refusal>({ error: "Formularen mangler sidens version. Genindlæs siden, og prøv igen." }, { status: 400 });
  try {
    switch (intent) {
      case "save":
      case "preview":
      case "publish": {
        const text = {
          title: String(form.get("title") ?? "")
            .replace(/\s+/g, " ")
            .trim(),
          description: String(form.get("description") ?? "")
            .replace(/\s+/g, " ")
            .trim(),
        };
        const state = await getPageMeta(db, page);
        let current = version;
        let message = "";
        if (intent === "save" || text.title !== state.current.title || text.description !== state.current.description) {
          const saved = await savePageDraft(db, page, text, version, staff);
          if (!saved.ok) return refuse(saved, { text, version });
          current = saved.version;
          message = saved.message;
        }
        if (intent === "preview") throw redirect(`/admin/indhold/sider/${page.slug}/forhaandsvisning`, 303);
        if (intent === "save") return { message, saved: { version: current, text } };
        const published = await publishPageMeta(db, page, { expectedVersion: current, measure: runtime.content?.measure }, staff);
        if (!published.ok) return refuse(published, { text, version: current });
        return { message: published.message, saved: { version: published.version, text } };
      }
      case "restore": {
        const result = await restorePageMeta(db, page, Number.parseInt(String(form.get("revision") ?? ""), 10), version, staff, runtime.content?.measure);
        return result.ok ? { message: result.message } : refuse(result);
      }
      default:
        return data<Refusal>({ error: "Ukendt handling. Genindlæs siden, og prøv igen." }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("Sidens titel og beskrivelse kunne ikke gemmes", errorFields(error));
    return data<Refusal>({ error: "Det kunne ikke gemmes lige nu. Det, du skrev, står stadig i formularen: prøv igen om et øjeblik." }, { status: 503 });
  }
}

const inputClass = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 aria-[invalid=true]:border-red-600";

/** A text field with its count as the search result will show it, updated as the editor types. */
function CountedField(props: {
  name: "title" | "description";
  value: string;
  messages: string[];
  hint: string;
  count: (text: string) => { shown: string; length: number; ok: boolean; limit: string };
}) {
  const { name, value, messages, hint, count } = props;
  const [text, setText] = useState(value);
  const counted = count(text);
  const id = `f-${name}`;
  const common = {
    id,
    name,
    defaultValue: value,
    onInput: (event: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(event.currentTarget.value),
    "aria-invalid": messages.length > 0 || undefined,
    "aria-describedby": [`${id}-hint`, `${id}-antal`, messages.length ? `${id}-fejl` : ""].filter(Boolean).join(" "),
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-navy-900">
        {pageMetaLabels[name]}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {name === "title" ? <input type="text" maxLength={120} {...common} /> : <textarea rows={3} maxLength={400} {...common} />}
      <p id={`${id}-antal`} data-count={name} aria-live="polite" className={`mt-1 text-sm ${counted.ok ? "text-muted" : "font-semibold text-red-700"}`}>
        {name === "title" ? <>I søgeresultatet: »{counted.shown}«. </> : null}
        {counted.length} tegn ({counted.limit})
      </p>
      {messages.length > 0 && (
        <p id={`${id}-fejl`} className="mt-1 text-sm font-medium text-red-700">
          {messages.join(" ")}
        </p>
      )}
    </div>
  );
}

const titleCount = (text: string) => {
  const shown = fullTitle(text.trim());
  return { shown, length: shown.length, ok: text.trim().length > 0 && shown.length <= metaLimits.titleMax, limit: `højst ${metaLimits.titleMax}` };
};
const descriptionCount = (text: string) => {
  const length = text.trim().length;
  return {
    shown: text,
    length,
    ok: length >= metaLimits.descriptionMin && length <= metaLimits.descriptionMax,
    limit: `${metaLimits.descriptionMin}-${metaLimits.descriptionMax}`,
  };
};

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, csrf, history, path, slug, label, live } = loaderData;
  const refused = actionData && "error" in actionData ? actionData : null;
  // A refused save shows what was typed, with the version it was typed on (never the stored text); so does a
  // form sent when the session had ended, after the login (app/components/admin/draft.tsx).
  const { typed, version: typedOn } = useEditorDraft(["save", "preview", "publish"], actionData, item.version);
  const { current } = loaderData;
  // What a save or publish stored, until the page's data catches up.
  const saved = savedAnswer(actionData, item.version);
  const text =
    refused?.text ?? saved?.text ?? (typed ? { title: typed.title ?? current.title, description: typed.description ?? current.description } : current);
  const version = refused?.version ?? saved?.version ?? typedOn;
  const fields = refused?.fields ?? [];
  const messages = (name: string) => fields.filter((field) => field.path === `meta.${name}`).map((field) => `${field.label}: ${field.message}`);
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/indhold" className="text-brand-700 underline">
          Indhold
        </Link>{" "}
        /{" "}
        <Link to="/admin/indhold/sider" className="text-brand-700 underline">
          Titler og beskrivelser
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold break-words text-navy-900">{label}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        {item.state ? <ContentStateBadge state={item.state} /> : <span>Sidens egen tekst</span>}
        <a href={path} className="break-all text-brand-700 underline">
          {path}
        </a>
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
        <p className="font-semibold text-navy-900">Besøgende og søgemaskiner ser nu:</p>
        <p data-live-title className="mt-1 break-words">
          {fullTitle(live.title)}
        </p>
        <p data-live-description className="mt-1 break-words text-muted">
          {live.description}
        </p>
        {item.hasDraft && <p className="mt-2">Kladden herunder har ændringer, besøgende ikke ser endnu.</p>}
      </section>

      <Form method="post" className="mt-6 space-y-6" key={`${version}-${refused ? "rettelse" : typed ? "kladde" : "gemt"}`} noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="version" value={version} />
        <DraftNotice draft={typed} />
        <fieldset className="space-y-4 rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6">
          <legend className="px-1 text-lg font-semibold text-navy-900">Søgeresultat og deling</legend>
          <CountedField
            name="title"
            value={text.title}
            messages={messages("title")}
            hint="Uden » | Salgskraft«: det sættes på af sig selv. Højst 60 tegn med endelsen, ellers skærer søgemaskinerne titlen over."
            count={titleCount}
          />
          <CountedField
            name="description"
            value={text.description}
            messages={messages("description")}
            hint="En sætning eller to om, hvad siden giver den besøgende. Står under titlen i søgeresultatet og når siden deles."
            count={descriptionCount}
          />
        </fieldset>
        <EditorButtons />
      </Form>

      <RevisionHistory
        csrf={csrf}
        version={item.version}
        revisions={history}
        intro="Hver gemt, udgivet og gendannet version. »Gendan« henter en version tilbage i ét tryk: er siden udgivet, bliver den udgivet med det samme, ellers bliver den kladden."
        imported="Sidens egen tekst"
        first={(revision) => `${fullTitle(revision.title)} · ${revision.description}`}
        empty="Siden viser sin egen tekst; der er ingen ændringer endnu."
      />
      <p className="mt-6 text-sm">
        <Link to={`/admin/indhold/sider/${slug}/forhaandsvisning`} className="text-brand-700 underline">
          Se forhåndsvisningen med sitets kontrol
        </Link>
      </p>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
