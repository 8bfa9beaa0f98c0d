import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/indhold-blog-article";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { ContentStateBadge } from "../../components/admin/content-state.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { DraftNotice, savedAnswer, useEditorDraft } from "../../components/admin/draft.tsx";
import { EditorButtons } from "../../components/admin/editor-buttons.tsx";
import { MarkdownEditor } from "../../components/admin/markdown-editor.tsx";
import { RevisionHistory } from "../../components/admin/revision-history.tsx";
import { authorBios } from "../../content/blog.ts";
import type { Article } from "../../content/blog.server.ts";
import { blogCategories, blogCategoryIds } from "../../content/blog-taxonomy.ts";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { articleDiff, articleFromForm, blogImages } from "../../server/content/article-form.ts";
import {
  blankArticle,
  getArticle,
  publishArticle,
  restoreArticle,
  saveArticleDraft,
  unpublishArticle,
  unscheduleArticle,
} from "../../server/content/article-store.server.ts";
import { copenhagenLocal, fromCopenhagenLocal, sameContent } from "../../server/content/job-form.ts";
import { revisions, type FieldProblem, type StoreResult } from "../../server/content/store.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.article.title || "Artikel"} - artikler` },
  { name: "robots", content: "noindex, nofollow" },
];

const NOT_FOUND = "Artiklen findes ikke. Den kan være slettet, eller linket er forkert.";
const parseId = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : 0);

/** One article: every field its page shows, the body in the editor, draft, preview, publish (now or at a time), unpublish, history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireEditor(request, runtime);
  const id = parseId(params.id);
  const item = await getArticle(runtime.db, id);
  if (!item) throw data({ error: NOT_FOUND }, { status: 404 });
  const history = await revisions(runtime.db, id);
  const tomorrow = copenhagenLocal(new Date(runtime.now().getTime() + 86_400_000)).slice(0, 10);
  return {
    csrf: staff.csrfToken,
    item: {
      id: item.id,
      slug: item.slug,
      state: item.state,
      version: item.version,
      hasDraft: item.hasDraft,
      publishAt: item.publishAt,
      closedAt: item.closedAt,
      updatedAt: item.updatedAt,
      updatedBy: item.updatedBy,
    },
    article: item.draft ?? item.published ?? blankArticle(item.slug, 0, runtime.now().toISOString().slice(0, 10)),
    images: blogImages(),
    publishAtLocal: item.publishAt ? copenhagenLocal(item.publishAt) : `${tomorrow}T09:00`,
    created: new URL(request.url).searchParams.has("oprettet") ? "Artiklen er oprettet som kladde. Skriv den, gem, se forhåndsvisningen, og udgiv." : null,
    history: history.map((revision, index) => {
      const data = revision.data as unknown as Article;
      return {
        id: revision.id,
        version: revision.version,
        action: revision.action,
        staff: revision.staff,
        createdAt: revision.createdAt,
        changes: articleDiff((history[index + 1]?.data as unknown as Article | undefined) ?? null, data),
      };
    }),
  };
}

type Refusal = { error: string; fields?: FieldProblem[]; article?: Article; version?: number };

export async function action({ request, params, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireEditor(request, runtime, form);
  const { db } = runtime;
  const id = parseId(params.id);
  const intent = String(form?.get("intent") ?? "");
  const version = Number.parseInt(String(form?.get("version") ?? ""), 10);
  const refuse = (result: Extract<StoreResult, { ok: false }>, extra: Partial<Refusal> = {}) =>
    data<Refusal>({ error: result.error, fields: result.fields, ...extra }, { status: result.status });
  try {
    const item = await getArticle(db, id);
    if (!item || !form) return data<Refusal>({ error: NOT_FOUND }, { status: 404 });
    if (!Number.isSafeInteger(version))
      return data<Refusal>({ error: "Formularen mangler artiklens version. Genindlæs siden, og prøv igen." }, { status: 400 });
    switch (intent) {
      case "save":
      case "preview":
      case "publish":
      case "schedule": {
        const base = item.draft ?? item.published ?? blankArticle(item.slug, 0, runtime.now().toISOString().slice(0, 10));
        const article = articleFromForm(base, form);
        let at: Date | undefined;
        if (intent === "schedule") {
          at = fromCopenhagenLocal(String(form.get("publishAt") ?? ""));
          const problem = !at ? "mangler" : at.getTime() <= runtime.now().getTime() ? "er passeret" : null;
          if (problem)
            return data<Refusal>(
              {
                error:
                  problem === "mangler"
                    ? "Udgiv på tidspunkt: skriv dato og klokkeslæt, fx 1. december kl. 9.00."
                    : "Udgiv på tidspunkt: tidspunktet er allerede passeret. Vælg et senere tidspunkt, eller tryk på »Udgiv nu«.",
                fields: [{ path: "publishAt", label: "Tidspunkt", message: problem }],
                article,
                version,
              },
              { status: 422 },
            );
        }
        let current = version;
        let message = "";
        if (intent === "save" || !sameContent(article, base)) {
          const saved = await saveArticleDraft(db, id, article, version, staff);
          if (!saved.ok) return refuse(saved, { article, version });
          current = saved.version;
          message = saved.message;
        }
        if (intent === "preview") throw redirect(`/admin/indhold/blog/${id}/forhaandsvisning`, 303);
        if (intent === "save") return { message, saved: { version: current, article } };
        const published = await publishArticle(db, id, { expectedVersion: current, at, now: runtime.now(), measure: runtime.content?.measure }, staff);
        if (!published.ok) return refuse(published, { article, version: current });
        return { message: published.message, saved: { version: published.version, article } };
      }
      case "unschedule":
      case "unpublish": {
        const result = await (intent === "unpublish" ? unpublishArticle : unscheduleArticle)(db, id, version, staff);
        return result.ok ? { message: result.message } : refuse(result);
      }
      case "restore": {
        const result = await restoreArticle(db, Number.parseInt(String(form.get("revision") ?? ""), 10), version, staff, runtime.content?.measure);
        return result.ok ? { message: result.message } : refuse(result);
      }
      default:
        return data<Refusal>({ error: "Ukendt handling. Genindlæs siden, og prøv igen." }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("Artiklen kunne ikke gemmes", errorFields(error));
    return data<Refusal>({ error: "Det kunne ikke gemmes lige nu. Det, du skrev, står stadig i formularen: prøv igen om et øjeblik." }, { status: 503 });
  }
}

const inputClass = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 aria-[invalid=true]:border-red-600";
const fieldId = (name: string) => `f-${name}`;
type Problems = (name: string) => string[];

function Messages({ name, messages }: { name: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={`${fieldId(name)}-fejl`} className="mt-1 text-sm font-medium text-red-700">
      {messages.join(" ")}
    </p>
  );
}

const describedBy = (name: string, hint: boolean, messages: string[]) =>
  [hint ? `${fieldId(name)}-hint` : "", messages.length ? `${fieldId(name)}-fejl` : ""].filter(Boolean).join(" ") || undefined;

function Label({ name, label, hint }: { name: string; label: string; hint?: string }) {
  return (
    <>
      <label htmlFor={fieldId(name)} className="block font-semibold text-navy-900">
        {label}
      </label>
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </>
  );
}

function Field(props: {
  name: string;
  label: string;
  value: string;
  problems: Problems;
  hint?: string;
  rows?: number;
  type?: string;
  maxLength?: number;
  readOnly?: boolean;
}) {
  const { name, label, value, problems, hint, rows, type = "text", maxLength = 300, readOnly } = props;
  const messages = problems(name);
  const common = {
    id: fieldId(name),
    name,
    defaultValue: value,
    readOnly,
    "aria-invalid": messages.length > 0 || undefined,
    "aria-describedby": describedBy(name, !!hint, messages),
    className: inputClass,
  };
  return (
    <div>
      <Label name={name} label={label} hint={hint} />
      {rows ? <textarea rows={rows} maxLength={maxLength} {...common} /> : <input type={type} maxLength={maxLength} {...common} />}
      <Messages name={name} messages={messages} />
    </div>
  );
}

function Select(props: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  problems: Problems;
  hint?: string;
}) {
  const { name, label, value, options, problems, hint } = props;
  const messages = problems(name);
  return (
    <div>
      <Label name={name} label={label} hint={hint} />
      <select
        id={fieldId(name)}
        name={name}
        defaultValue={value}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={describedBy(name, !!hint, messages)}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages name={name} messages={messages} />
    </div>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6">
      <legend className="px-1 text-lg font-semibold text-navy-900">{title}</legend>
      <div className="mt-3 space-y-4">{children}</div>
    </fieldset>
  );
}

/** The article's text fields as the form names them: what a kept draft (`typed`) may put back. */
const typedFields = [
  "title",
  "slug",
  "excerpt",
  "body",
  "category",
  "address",
  "author",
  "authorRole",
  "date",
  "updated",
  "image",
  "imageAlt",
  "description",
] as const;

/** The article with what was typed before the session ended over it (the form's own names; tags as the form writes them). */
function withTyped(article: Article, typed: Record<string, string> | null): Article {
  if (!typed) return article;
  const kept = Object.fromEntries(typedFields.filter((name) => typed[name] !== undefined).map((name) => [name, typed[name]]));
  const tags =
    typed.tags === undefined
      ? article.tags
      : typed.tags
          .split(/[,\n]/)
          .map((tag) => tag.trim())
          .filter(Boolean);
  return { ...article, ...kept, tags } as Article;
}

const categoryOptions = blogCategories
  .filter((category) => (blogCategoryIds as readonly string[]).includes(category.id))
  .map(({ id, label }) => ({ value: id, label }));

export default function ContentArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { item, csrf, history, created, images } = loaderData;
  const refused = actionData && "error" in actionData ? actionData : null;
  // A refused save shows what was typed, with the version it was typed on (never the stored text); so does a
  // form sent after the session had ended (app/components/admin/draft.tsx), once its person has logged in again.
  const { typed, version: typedOn } = useEditorDraft(["save", "preview", "publish", "schedule"], actionData, item.version);
  // What a save or publish stored, until the page's data catches up.
  const saved = savedAnswer(actionData, item.version);
  const article = refused?.article ?? saved?.article ?? withTyped(loaderData.article, typed);
  const version = refused?.version ?? saved?.version ?? typedOn;
  const fields = refused?.fields ?? [];
  const problems: Problems = (name) => fields.filter((field) => field.path === name).map((field) => `${field.label}: ${field.message}`);
  const published = item.state === "udgivet" || item.state === "lukket";
  const authors = [...new Set([...Object.keys(authorBios), article.author].filter(Boolean))];
  const covers = [...new Set([...images, article.image].filter(Boolean))];
  const hidden = (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="version" value={version} />
    </>
  );
  const small = "min-h-11 rounded-lg px-4 py-2 text-sm font-semibold ring-1";
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/indhold" className="text-brand-700 underline">
          Indhold
        </Link>{" "}
        /{" "}
        <Link to="/admin/indhold/blog" className="text-brand-700 underline">
          Artikler
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold break-words text-navy-900">{loaderData.article.title || "Ny artikel"}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <ContentStateBadge state={item.state} />
        <span className="break-all">/blog/{item.slug}</span>
        <span>
          Version {item.version} · ændret {dateFormat.format(new Date(item.updatedAt))}
          {item.updatedBy ? ` af ${item.updatedBy}` : ""}
        </span>
      </div>
      {created && !actionData && <Alert tone="ok">{created}</Alert>}
      {refused && <Alert>{refused.error}</Alert>}
      {actionData && "message" in actionData && <Alert tone="ok">{actionData.message}</Alert>}

      <section aria-label="Status" className="mt-4 flex flex-wrap items-center gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-line">
        <p className="min-w-0 flex-1 basis-64 text-sm">
          {item.state === "kladde" && "Kladde: kun I kan se den. Udgiv den, når den er klar."}
          {item.state === "planlagt" && item.publishAt && `Planlagt: udgives ${dateFormat.format(new Date(item.publishAt))}.`}
          {item.state === "udgivet" &&
            (item.publishAt
              ? `Udgivet. Kladden udgives ${dateFormat.format(new Date(item.publishAt))}.`
              : item.hasDraft
                ? "Udgivet. Kladden har ændringer, besøgende ikke ser endnu."
                : "Udgivet: besøgende ser artiklen, som den står her.")}
          {item.state === "lukket" && "Taget af bloggen: siden svarer 404. »Udgiv nu« sætter den på bloggen igen."}
        </p>
        <a href={`/admin/indhold/blog/${item.id}/forhaandsvisning`} className={`${small} text-brand-700 ring-line hover:bg-brand-50`}>
          Se forhåndsvisning
        </a>
        {item.publishAt && (
          <Form method="post">
            {hidden}
            <button type="submit" name="intent" value="unschedule" className={`${small} text-brand-700 ring-line hover:bg-brand-50`}>
              Annullér planlagt udgivelse
            </button>
          </Form>
        )}
        {item.state === "udgivet" && (
          <Form method="post">
            {hidden}
            <button type="submit" name="intent" value="unpublish" className={`${small} text-red-700 ring-red-200 hover:bg-red-50`}>
              Tag af bloggen
            </button>
          </Form>
        )}
      </section>

      <Form method="post" className="mt-6 space-y-6" key={`${version}-${refused ? "rettelse" : typed ? "kladde" : "gemt"}`} noValidate>
        {hidden}
        <DraftNotice draft={typed} />
        <Group title="Artiklen">
          <Field name="title" label="Titel" value={article.title} problems={problems} maxLength={120} hint="10-120 tegn. Sidens overskrift (h1)." />
          <Field
            name="slug"
            label="Adresse (slug)"
            value={article.slug}
            problems={problems}
            maxLength={80}
            readOnly={published}
            hint={published ? "Kan ikke ændres, når artiklen har været udgivet." : "Artiklen får adressen /blog/adressen."}
          />
          <Field name="excerpt" label="Uddrag" value={article.excerpt} problems={problems} rows={3} hint="50-300 tegn. Står på kortene og under titlen." />
          <div>
            <Label
              name="body"
              label="Brødtekst"
              hint="Mindst 300 ord. Overskrifter, lister, links, tabeller og billeder. Uden JavaScript skrives den som Markdown."
            />
            <MarkdownEditor
              id={fieldId("body")}
              name="body"
              label="Brødtekst"
              defaultValue={article.body}
              images={images}
              invalid={problems("body").length > 0}
              describedBy={describedBy("body", true, problems("body"))}
            />
            <Messages name="body" messages={problems("body")} />
          </div>
        </Group>

        <Group title="Kategori, skribent og billede">
          <div className="grid gap-4 sm:grid-cols-2">
            <Select name="category" label="Kategori" value={article.category} options={categoryOptions} problems={problems} />
            <Select
              name="address"
              label="Taler til"
              value={article.address}
              options={[
                { value: "I", label: "En virksomhed (I, jer)" },
                { value: "du", label: "En sælger eller freelancer (du, dig)" },
              ]}
              problems={problems}
            />
            <Select name="author" label="Skribent" value={article.author} options={authors.map((name) => ({ value: name, label: name }))} problems={problems} />
            <Field name="authorRole" label="Skribentens rolle" value={article.authorRole} problems={problems} maxLength={80} />
            <Field name="date" label="Dato" type="date" value={article.date} problems={problems} hint="Den nyeste artikel er bloggens udvalgte." />
            <Field name="updated" label="Senest opdateret" type="date" value={article.updated ?? ""} problems={problems} hint="Kun ved en reel revision." />
          </div>
          <Select
            name="image"
            label="Forsidebillede"
            value={article.image}
            options={[{ value: "", label: "Vælg et billede" }, ...covers.map((image) => ({ value: image, label: image.replace("/images/blog/", "") }))]}
            problems={problems}
          />
          <Field
            name="imageAlt"
            label="Forsidebilledets alternative tekst"
            value={article.imageAlt}
            problems={problems}
            maxLength={200}
            hint="Hvad billedet viser, for dem der ikke kan se det (mindst 10 tegn)."
          />
          <Field name="tags" label="Emner" value={article.tags.join(", ")} problems={problems} hint="Adskilt med komma." />
        </Group>

        <Group title="Søgemaskiner">
          <Field
            name="description"
            label="Metabeskrivelse"
            value={article.description ?? ""}
            problems={problems}
            rows={2}
            maxLength={160}
            hint="50-160 tegn. Tom: uddraget bruges."
          />
        </Group>

        <EditorButtons schedule={{ defaultValue: loaderData.publishAtLocal, invalid: problems("publishAt").length > 0 }} />
      </Form>

      <RevisionHistory
        csrf={csrf}
        version={item.version}
        revisions={history}
        intro="Hver gemt, udgivet og gendannet version. »Gendan« henter en version tilbage i ét tryk: på en udgivet artikel bliver den udgivet med det samme, ellers bliver den kladden."
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
