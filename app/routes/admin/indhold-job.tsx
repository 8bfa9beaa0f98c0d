import { createContext, useContext } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/indhold-job";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { ContentStateBadge } from "../../components/admin/content-state.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { DraftNotice, savedAnswer, useEditorDraft } from "../../components/admin/draft.tsx";
import { EditorButtons } from "../../components/admin/editor-buttons.tsx";
import { RevisionHistory } from "../../components/admin/revision-history.tsx";
import { iconNames } from "../../content/icons.ts";
import { jobColors, type JobFile } from "../../content/job-schema.ts";
import { bonusBasis } from "../../content/site.ts";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { copenhagenLocal, fromCopenhagenLocal, jobDiff, jobFromForm, sameContent } from "../../server/content/job-form.ts";
import {
  blankJob,
  close,
  getContent,
  lastRefusal,
  publish,
  reopen,
  restore,
  revisions,
  saveDraft,
  unpublishScheduled,
  type FieldProblem,
  type StoreResult,
} from "../../server/content/store.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.job.title || "Job"} - jobopslag` },
  { name: "robots", content: "noindex, nofollow" },
];

const NOT_FOUND = "Jobbet findes ikke. Det kan være slettet, eller linket er forkert.";

/** One job ad: every field its page shows, draft, preview, publish (now or at a time), close, reopen, history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireEditor(request, runtime);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const item = await getContent(runtime.db, id);
  if (!item || item.kind !== "job") throw data({ error: NOT_FOUND }, { status: 404 });
  const history = await revisions(runtime.db, id);
  // A scheduled publication the site's checks refused when it came due (the audit log says it too).
  const refusal = await lastRefusal(runtime.db, item);
  const created = new URL(request.url).searchParams.get("oprettet");
  // Tomorrow at 9.00, Copenhagen time, as the suggested time for a scheduled publication.
  const tomorrow = copenhagenLocal(new Date(Date.now() + 86_400_000)).slice(0, 10);
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
      published: item.published !== null,
    },
    job: item.draft ?? item.published ?? blankJob(item.slug, 1),
    refusal,
    publishAtLocal: item.publishAt ? copenhagenLocal(item.publishAt) : `${tomorrow}T09:00`,
    created:
      created === "kopi"
        ? "Kopien er oprettet som kladde. Ret teksten, gem, se forhåndsvisningen, og udgiv, når den er klar."
        : created === "tom"
          ? "Jobbet er oprettet som kladde. Udfyld felterne, og gem."
          : null,
    history: history.map((revision, index) => ({
      id: revision.id,
      version: revision.version,
      action: revision.action,
      staff: revision.staff,
      createdAt: revision.createdAt,
      title: revision.data.title,
      changes: jobDiff(history[index + 1]?.data ?? null, revision.data),
    })),
  };
}

type Refusal = { error: string; fields?: FieldProblem[]; job?: JobFile; version?: number };

export async function action({ request, params, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireEditor(request, runtime, form);
  const { db } = runtime;
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const intent = String(form?.get("intent") ?? "");
  const version = Number.parseInt(String(form?.get("version") ?? ""), 10);
  const refuse = (result: Extract<StoreResult, { ok: false }>, extra: Partial<Refusal> = {}) =>
    data<Refusal>({ error: result.error, fields: result.fields, ...extra }, { status: result.status });
  try {
    const item = await getContent(db, id);
    if (!item || item.kind !== "job" || !form) return data<Refusal>({ error: NOT_FOUND }, { status: 404 });
    if (!Number.isSafeInteger(version)) return data<Refusal>({ error: "Formularen mangler jobbets version. Genindlæs siden, og prøv igen." }, { status: 400 });
    switch (intent) {
      case "save":
      case "preview":
      case "publish":
      case "schedule": {
        const base = item.draft ?? item.published ?? blankJob(item.slug, 1);
        const job = jobFromForm(base, form);
        let at: Date | undefined;
        if (intent === "schedule") {
          at = fromCopenhagenLocal(String(form.get("publishAt") ?? ""));
          if (!at)
            return data<Refusal>(
              {
                error: "Udgiv på tidspunkt: skriv dato og klokkeslæt, fx 1. december kl. 9.00.",
                fields: [{ path: "publishAt", label: "Tidspunkt", message: "mangler" }],
                job,
                version,
              },
              { status: 422 },
            );
          if (at.getTime() <= Date.now())
            return data<Refusal>(
              {
                error: "Udgiv på tidspunkt: tidspunktet er allerede passeret. Vælg et senere tidspunkt, eller tryk på »Udgiv nu«.",
                fields: [{ path: "publishAt", label: "Tidspunkt", message: "er passeret" }],
                job,
                version,
              },
              { status: 422 },
            );
        }
        let current = version;
        let message = "";
        if (intent === "save" || !sameContent(job, base)) {
          const saved = await saveDraft(db, id, job, version, staff);
          if (!saved.ok) return refuse(saved, { job, version });
          current = saved.version;
          message = saved.message;
        }
        if (intent === "preview") throw redirect(`/admin/indhold/jobs/${id}/forhaandsvisning`, 303);
        if (intent === "save") return { message, saved: { version: current, job } };
        const published = await publish(db, id, { expectedVersion: current, at, measure: runtime.content?.measure }, staff);
        if (!published.ok) return refuse(published, { job, version: current });
        return { message: published.message, saved: { version: published.version, job } };
      }
      case "unschedule":
      case "close":
      case "reopen": {
        const run = intent === "close" ? close : intent === "reopen" ? reopen : unpublishScheduled;
        const result = await run(db, id, version, staff);
        return result.ok ? { message: result.message } : refuse(result);
      }
      case "restore": {
        const revisionId = Number.parseInt(String(form.get("revision") ?? ""), 10);
        const result = await restore(db, revisionId, version, staff, runtime.content?.measure);
        return result.ok ? { message: result.message } : refuse(result);
      }
      default:
        return data<Refusal>({ error: "Ukendt handling. Genindlæs siden, og prøv igen." }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("Jobopslag kunne ikke gemmes", errorFields(error));
    return data<Refusal>({ error: "Det kunne ikke gemmes lige nu. Det, du skrev, står stadig i formularen: prøv igen om et øjeblik." }, { status: 503 });
  }
}

const inputClass = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 aria-[invalid=true]:border-red-600";
const fieldId = (name: string) => `f-${name.replace(/\./g, "-")}`;

type Problems = (name: string, exact?: boolean) => string[];

/** What was typed when the session ended (useDraft): shown in place of the stored text until it is sent again. */
const Typed = createContext<Record<string, string> | null>(null);

function Messages({ name, messages }: { name: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={`${fieldId(name)}-fejl`} className="mt-1 text-sm font-medium text-red-700">
      {messages.join(" ")}
    </p>
  );
}

function Field(props: {
  name: string;
  label: string;
  value: string | number;
  problems: Problems;
  hint?: string;
  rows?: number;
  type?: string;
  maxLength?: number;
  exact?: boolean;
  /** The rest of the accessible name, not shown (a repeated row's number: "Spørgsmål 2"). */
  unseen?: string;
}) {
  const { name, label, problems, hint, rows, type = "text", maxLength = 4000, exact = false, unseen } = props;
  const value = useContext(Typed)?.[name] ?? props.value;
  const messages = problems(name, exact);
  const id = fieldId(name);
  const described = [hint ? `${id}-hint` : "", messages.length ? `${id}-fejl` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue: String(value ?? ""),
    "aria-invalid": messages.length > 0 || undefined,
    "aria-describedby": described,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-navy-900">
        {label}
        {unseen && <span className="sr-only">{unseen}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {rows ? <textarea rows={rows} maxLength={maxLength * 10} {...common} /> : <input type={type} maxLength={maxLength} {...common} />}
      <Messages name={name} messages={messages} />
    </div>
  );
}

function Select({
  name,
  label,
  value,
  options,
  problems,
  unseen,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  problems: Problems;
  unseen?: string;
}) {
  const messages = problems(name);
  const typed = useContext(Typed)?.[name];
  return (
    <div>
      <label htmlFor={fieldId(name)} className="block font-semibold text-navy-900">
        {label}
        {unseen && <span className="sr-only">{unseen}</span>}
      </label>
      <select id={fieldId(name)} name={name} defaultValue={typed ?? value} aria-invalid={messages.length > 0 || undefined} className={inputClass}>
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

function Group({ title, children, hint }: { title: string; children: React.ReactNode; hint?: string }) {
  return (
    <fieldset className="rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6">
      <legend className="px-1 text-lg font-semibold text-navy-900">{title}</legend>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      <div className="mt-3 space-y-4">{children}</div>
    </fieldset>
  );
}

const iconOptions = iconNames.map((name) => ({ value: name, label: name }));
const colorLabels: Record<string, string> = {
  blue: "Blå",
  emerald: "Grøn",
  amber: "Rav",
  rose: "Rosa",
  violet: "Violet",
  sky: "Himmelblå",
  orange: "Orange",
  teal: "Blågrøn",
  indigo: "Indigo",
};

/**
 * A repeatable group: the rows there are and two empty ones (save to get more). Every field's
 * accessible name says its row ("Spørgsmål 2", "Titel, fordel 2"), so a screen reader, voice
 * control and a test tell row 2 from row 1; what is seen stays one short label.
 */
function Repeat<K extends string>(props: {
  group: string;
  title: string;
  /** What one row is, in lower case ("fordel"): the row's part of its fields' names. */
  row: string;
  keys: readonly { key: K; label: string; rows?: number; hint?: string }[];
  items: readonly Partial<Record<K, string>>[];
  problems: Problems;
  icon?: boolean;
  hint?: string;
}) {
  const { group, title, row, keys, items, problems, icon, hint } = props;
  const unseen = (label: string, index: number) => (label.toLowerCase() === row ? ` ${index + 1}` : `, ${row} ${index + 1}`);
  const shown = [...items, {}, {}] as Partial<Record<K, string>>[];
  return (
    <div>
      <h3 className="font-semibold text-navy-900">{title}</h3>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      <p className="text-sm text-muted">Tøm alle felter i en række for at fjerne den. Der kommer flere tomme rækker, når du har gemt.</p>
      <Messages name={group} messages={problems(group, true)} />
      <ol className="mt-2 space-y-3">
        {shown.map((item, index) => (
          <li key={index} className="rounded-lg bg-paper p-3 ring-1 ring-line">
            <p className="text-sm font-semibold text-muted">
              Nr. {index + 1}
              {index >= items.length ? " (ny)" : ""}
            </p>
            <div className="mt-1 space-y-3">
              {icon && (
                <Select
                  name={`${group}.${index}.icon`}
                  label="Ikon"
                  value={(item as Record<string, string>).icon ?? ""}
                  options={[{ value: "", label: "Intet ikon" }, ...iconOptions]}
                  problems={problems}
                  unseen={unseen("Ikon", index)}
                />
              )}
              {keys.map(({ key, label, rows, hint: keyHint }) => (
                <Field
                  key={key}
                  name={`${group}.${index}.${key}`}
                  label={label}
                  hint={keyHint}
                  unseen={unseen(label, index)}
                  value={item[key] ?? ""}
                  rows={rows}
                  problems={problems}
                />
              ))}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

export default function ContentJob({ loaderData, actionData }: Route.ComponentProps) {
  const { item, csrf, history, created, refusal } = loaderData;
  const refused = actionData && "error" in actionData ? actionData : null;
  // The session ended while the form was being sent: what was typed comes back (app/components/admin/draft.tsx),
  // with the version it was typed on (a colleague's save meanwhile is refused as stale, the text kept). Once it
  // is sent again it stays until the job's version moves, so the form never shows the stored text in between.
  const draft = useEditorDraft(["save", "preview", "publish", "schedule"], actionData, item.version);
  const typed = draft.typed;
  // What a save or publish stored, until the page's data catches up.
  const saved = savedAnswer(actionData, item.version);
  const job = refused?.job ?? saved?.job ?? loaderData.job;
  const version = refused?.version ?? saved?.version ?? draft.version;
  const fields = refused?.fields ?? [];
  const problems: Problems = (name, exact = false) =>
    fields
      .filter((field) => field.path === name || (!exact && field.path.startsWith(`${name}.`) && /^\d+$/.test(field.path.slice(name.length + 1))))
      .map((field) => `${field.label}: ${field.message}`);
  const preview = `/admin/indhold/jobs/${item.id}/forhaandsvisning`;
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
        <Link to="/admin/indhold/jobs" className="text-brand-700 underline">
          Jobopslag
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold break-words text-navy-900">{loaderData.job.title || "Nyt job"}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <ContentStateBadge state={item.state} />
        <span className="break-all">/jobs/{item.slug}</span>
        <span>
          Version {item.version} · ændret {dateFormat.format(new Date(item.updatedAt))}
          {item.updatedBy ? ` af ${item.updatedBy}` : ""}
        </span>
      </div>
      {created && !actionData && <Alert tone="ok">{created}</Alert>}
      {refused && <Alert>{refused.error}</Alert>}
      {refusal && !actionData && (
        <Alert>
          {`Den planlagte udgivelse ${dateFormat.format(new Date(refusal.at))} blev ikke udgivet, fordi siden ikke bestod sitets kontrol. Jobbet er stadig en kladde. ${refusal.problems}`}
        </Alert>
      )}
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
                : "Udgivet: besøgende ser jobbet, som det står her.")}
          {item.state === "lukket" &&
            `Lukket${item.closedAt ? ` ${dateFormat.format(new Date(item.closedAt))}` : ""}: siden svarer, at stillingen er besat, og viser de åbne job.`}
        </p>
        <a href={preview} className={`${small} text-brand-700 ring-line hover:bg-brand-50`}>
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
            <button type="submit" name="intent" value="close" className={`${small} text-red-700 ring-red-200 hover:bg-red-50`}>
              Luk jobbet (besat)
            </button>
          </Form>
        )}
        {item.state === "lukket" && (
          <Form method="post">
            {hidden}
            <button type="submit" name="intent" value="reopen" className={`${small} text-brand-700 ring-line hover:bg-brand-50`}>
              Genåbn jobbet
            </button>
          </Form>
        )}
      </section>

      <Form method="post" className="mt-6 space-y-6" key={`${version}-${refused ? "rettelse" : typed ? "kladde" : "gemt"}`} noValidate>
        {hidden}
        <DraftNotice draft={typed} />
        <Typed.Provider value={typed}>
          <Group title="Kort og menu" hint="Det, der står i menuen »Job søgere« og på kortene i joblisterne.">
            <Field name="title" label="Titel" value={job.title} problems={problems} maxLength={120} />
            <Field
              name="navLabel"
              label="Navn i menuen"
              hint="Står også i listen over kampagner på /freelance-telemarketing."
              value={job.navLabel}
              problems={problems}
              maxLength={60}
            />
            <Field name="description" label="Kort beskrivelse" value={job.description} problems={problems} rows={2} />
            <Field name="order" label="Placering i menuen" hint="1 står først." value={job.order} problems={problems} type="text" maxLength={6} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Select name="icon" label="Ikon" value={job.icon} options={iconOptions} problems={problems} />
              <Select
                name="color"
                label="Farve"
                value={job.color}
                options={jobColors.map((color) => ({ value: color, label: colorLabels[color] ?? color }))}
                problems={problems}
              />
            </div>
          </Group>

          <Group title="Toppen af siden">
            <Field name="hero.eyebrow" label="Overlinje" value={job.hero.eyebrow} problems={problems} maxLength={80} />
            <Field name="hero.title" label="Overskrift" value={job.hero.title} problems={problems} maxLength={160} />
            <Field name="hero.lead" label="Indledning (lead)" value={job.hero.lead} problems={problems} rows={3} />
            <Field
              name="illustration.alt"
              label="Illustrationens alternative tekst"
              hint="Hvad illustrationen viser, for dem der ikke kan se den (mindst 20 tegn)."
              value={job.illustration.alt}
              problems={problems}
              maxLength={200}
            />
          </Group>

          <Group title="Om jobbet" hint="Lister: ét punkt pr. linje.">
            <Field name="intro" label="Intro" hint="Ét afsnit pr. linje." value={job.intro.join("\n")} problems={problems} rows={6} />
            <Repeat
              group="benefits"
              title="Fordele"
              row="fordel"
              icon
              keys={
                [
                  { key: "title", label: "Titel" },
                  { key: "description", label: "Beskrivelse", rows: 2 },
                ] as const
              }
              items={job.benefits.map((benefit) => ({ icon: benefit.icon ?? "", title: benefit.title, description: benefit.description }))}
              problems={problems}
            />
            <Field name="tasks" label="Opgaver" hint="Ét punkt pr. linje." value={job.tasks.join("\n")} problems={problems} rows={5} />
            <Field name="requirements" label="Krav" hint="Ét punkt pr. linje." value={job.requirements.join("\n")} problems={problems} rows={5} />
            <Field
              name="offers"
              label="Det tilbyder vi"
              hint="Ét punkt pr. linje. Løn står under Løn, ikke her."
              value={job.offers.join("\n")}
              problems={problems}
              rows={4}
            />
          </Group>

          <Group title="Løn og bonus">
            <Field name="pay" label="Løn" hint="Skriv »timebetaling«: en freelancer er ikke ansat." value={job.pay} problems={problems} rows={3} />
            <Select
              name="bonus"
              label="Bonus gives for"
              value={job.bonus}
              options={Object.entries(bonusBasis).map(([value, basis]) => ({ value, label: basis.text }))}
              problems={problems}
            />
          </Group>

          <Group title="Sådan søger du">
            <Repeat
              group="applySteps"
              title="Trin efter ansøgningen"
              row="trin"
              hint="Hvad der sker, når man har søgt: samtale, oplæring, første uge. Mindst to trin. Tøm alle trin for at vise de fælles trin fra /freelance-telemarketing."
              keys={
                [
                  { key: "title", label: "Titel" },
                  { key: "description", label: "Beskrivelse", rows: 2 },
                ] as const
              }
              items={job.applySteps ?? []}
              problems={problems}
            />
          </Group>

          {job.remote && (
            <Group title="Arbejd hjemmefra" hint="Kun på siden om at arbejde hjemmefra: jobtyperne og forventningerne.">
              <Repeat
                group="remote.jobTypes"
                title="Jobtyper hjemmefra"
                row="jobtype"
                icon
                keys={
                  [
                    { key: "title", label: "Titel" },
                    { key: "description", label: "Beskrivelse", rows: 2 },
                    { key: "requirements", label: "Krav", hint: "Ét punkt pr. linje.", rows: 3 },
                    { key: "benefits", label: "Fordele", hint: "Ét punkt pr. linje.", rows: 3 },
                  ] as const
                }
                items={job.remote.jobTypes.map((type) => ({
                  icon: type.icon,
                  title: type.title,
                  description: type.description,
                  requirements: type.requirements.join("\n"),
                  benefits: type.benefits.join("\n"),
                }))}
                problems={problems}
              />
              <Field
                name="remote.expectations.ofYou"
                label="Det forventer vi af dig"
                hint="Ét punkt pr. linje."
                value={job.remote.expectations.ofYou.join("\n")}
                problems={problems}
                rows={4}
              />
              <Field
                name="remote.expectations.ofUs"
                label="Det kan du forvente af os"
                hint="Ét punkt pr. linje."
                value={job.remote.expectations.ofUs.join("\n")}
                problems={problems}
                rows={4}
              />
            </Group>
          )}

          <Group title="Udtalelser og spørgsmål">
            <Repeat
              group="testimonials"
              title="Udtalelser"
              row="udtalelse"
              keys={
                [
                  { key: "quote", label: "Citat", rows: 3 },
                  { key: "name", label: "Navn" },
                  { key: "title", label: "Titel" },
                ] as const
              }
              items={job.testimonials}
              problems={problems}
            />
            <Repeat
              group="faq"
              title="Spørgsmål og svar"
              row="spørgsmål"
              keys={
                [
                  { key: "question", label: "Spørgsmål" },
                  { key: "answer", label: "Svar", rows: 3 },
                ] as const
              }
              items={job.faq}
              problems={problems}
            />
          </Group>

          <Group title="Søgemaskiner og Google Jobs">
            <Field name="meta.title" label="Metatitel" value={job.meta.title} problems={problems} maxLength={120} />
            <Field name="meta.description" label="Metabeskrivelse" value={job.meta.description} problems={problems} rows={3} />
            <Field name="meta.keywords" label="Søgeord" hint="Ét pr. linje." value={job.meta.keywords.join("\n")} problems={problems} rows={4} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field name="jobPosting.datePosted" label="Slået op" type="date" value={job.jobPosting.datePosted} problems={problems} />
              <Field
                name="jobPosting.validThrough"
                label="Gyldig til"
                hint="Derefter lukker jobbet af sig selv."
                type="date"
                value={job.jobPosting.validThrough}
                problems={problems}
              />
            </div>
            <Field
              name="jobPosting.description"
              label="Beskrivelse til Google Jobs"
              hint="Ren tekst, mindst 100 tegn."
              value={job.jobPosting.description}
              problems={problems}
              rows={4}
            />
          </Group>
        </Typed.Provider>

        <EditorButtons schedule={{ defaultValue: typed?.publishAt ?? loaderData.publishAtLocal, invalid: problems("publishAt", true).length > 0 }} />
      </Form>

      <RevisionHistory
        csrf={csrf}
        version={item.version}
        revisions={history}
        intro="Hver gemt, udgivet, lukket og gendannet version. »Gendan« henter en version tilbage i ét tryk: på et udgivet job bliver den udgivet med det samme, ellers bliver den kladden."
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
