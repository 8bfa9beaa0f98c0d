/**
 * The job editor's form (/admin/indhold/jobs/:id) as data: what a posted form makes of a job, the
 * Copenhagen time of a scheduled publication, and the field diff between two revisions. Lists are
 * one item per line; benefits, apply steps, testimonials, Spørgsmål og svar and the work-from-home
 * job types are repeatable groups, where a row left empty is dropped. No apply steps at all means
 * the shared steps of /freelance-telemarketing. The work-from-home sections are in the form only on
 * the job that has them (/jobs/arbejd-hjemmefra). Fields the form does not show (slug, canonical
 * path, illustration file, an FAQ answer's link) come from the job as it was.
 */
import type { JobFile, JobType } from "../../content/job-schema.ts";
import { fieldLabel } from "./store.server.ts";

const get = (form: FormData, name: string) => String(form.get(name) ?? "").replace(/\r\n?/g, "\n");
const line = (form: FormData, name: string) => get(form, name).trim();
const lines = (form: FormData, name: string) =>
  get(form, name)
    .split("\n")
    .map((value) => value.trim())
    .filter(Boolean);

/** Rows of a repeatable group: `${group}.${i}.${key}`; a row with every field empty is dropped. */
function rows<K extends string>(form: FormData, group: string, keys: readonly K[], max = 30): Record<K, string>[] {
  const result: Record<K, string>[] = [];
  for (let index = 0; index < max; index++) {
    if (!keys.some((key) => form.has(`${group}.${index}.${key}`))) continue;
    const row = Object.fromEntries(
      keys.map((key) => [key, key === "icon" ? line(form, `${group}.${index}.${key}`) : get(form, `${group}.${index}.${key}`).trim()]),
    ) as Record<K, string>;
    if (keys.some((key) => key !== "icon" && row[key] !== "")) result.push(row);
  }
  return result;
}

/** A row's multi-line field as a list, one item per line. */
const split = (value: string) =>
  value
    .split("\n")
    .map((item) => item.trim())
    .filter(Boolean);

/** The work-from-home sections as posted; only on a job that has them. */
function remoteFromForm(base: JobFile, form: FormData): Pick<JobFile, "remote"> {
  if (!base.remote) return {};
  const jobTypes = rows(form, "remote.jobTypes", ["icon", "title", "description", "requirements", "benefits"] as const).map(
    ({ icon, title, description, requirements, benefits }): JobType => ({
      icon: icon as JobType["icon"],
      title,
      description,
      requirements: split(requirements),
      benefits: split(benefits),
    }),
  );
  return {
    remote: { jobTypes, expectations: { ofYou: lines(form, "remote.expectations.ofYou"), ofUs: lines(form, "remote.expectations.ofUs") } },
  };
}

/** What the posted form makes of the job `base` (the draft or the published text). Unchecked. */
export function jobFromForm(base: JobFile, form: FormData): JobFile {
  const orderText = line(form, "order");
  const faqLinks = new Map(base.faq.map((item) => [item.question, item.link]));
  // No steps of its own: the page shows the shared steps of /freelance-telemarketing.
  const applySteps = rows(form, "applySteps", ["title", "description"] as const);
  const { applySteps: _baseSteps, remote: _baseRemote, ...rest } = base;
  return {
    ...rest,
    order: (/^\d{1,6}$/.test(orderText) ? Number(orderText) : orderText) as number,
    title: line(form, "title"),
    navLabel: line(form, "navLabel"),
    description: line(form, "description"),
    icon: line(form, "icon") as JobFile["icon"],
    color: line(form, "color") as JobFile["color"],
    meta: { ...base.meta, title: line(form, "meta.title"), description: line(form, "meta.description"), keywords: lines(form, "meta.keywords") },
    hero: { eyebrow: line(form, "hero.eyebrow"), title: line(form, "hero.title"), lead: line(form, "hero.lead") },
    illustration: { ...base.illustration, alt: line(form, "illustration.alt") },
    intro: lines(form, "intro"),
    benefits: rows(form, "benefits", ["icon", "title", "description"] as const).map(({ icon, title, description }) => ({
      ...(icon ? { icon: icon as JobFile["icon"] } : {}),
      title,
      description,
    })),
    tasks: lines(form, "tasks"),
    requirements: lines(form, "requirements"),
    offers: lines(form, "offers"),
    pay: line(form, "pay"),
    bonus: line(form, "bonus") as JobFile["bonus"],
    ...(applySteps.length > 0 ? { applySteps } : {}),
    testimonials: rows(form, "testimonials", ["quote", "name", "title"] as const),
    // A link under an answer stays with its question (the form does not edit links).
    faq: rows(form, "faq", ["question", "answer"] as const).map((item) => {
      const link = faqLinks.get(item.question);
      return link ? { ...item, link } : item;
    }),
    jobPosting: {
      datePosted: line(form, "jobPosting.datePosted"),
      validThrough: line(form, "jobPosting.validThrough"),
      description: line(form, "jobPosting.description"),
    },
    ...remoteFromForm(base, form),
  };
}

/** JSON with sorted keys: two jobs with the same content compare equal whatever their key order. */
export function sameContent(a: unknown, b: unknown): boolean {
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([key, inner]) => [key, stable(inner)]),
          )
        : value;
  return JSON.stringify(stable(a)) === JSON.stringify(stable(b));
}

const ZONE = "Europe/Copenhagen";
const zoneParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Copenhagen wall-clock time of an instant, as a datetime-local value ("2026-12-01T09:00"). */
export function copenhagenLocal(date: Date): string {
  const parts = Object.fromEntries(zoneParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A datetime-local value read as Copenhagen time; undefined when it is not a time. */
export function fromCopenhagenLocal(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let guess = new Date(wall);
  // Twice: the offset at the guessed instant may differ from the offset at the answer (DST).
  for (let step = 0; step < 2; step++) {
    const shown = fromParts(copenhagenLocal(guess));
    guess = new Date(guess.getTime() + (wall - shown));
  }
  return copenhagenLocal(guess) === value.trim() ? guess : undefined;
}

function fromParts(local: string): number {
  const [date, time] = local.split("T") as [string, string];
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  return Date.UTC(y, mo - 1, d, h, mi);
}

export type FieldChange = { label: string; before?: string; after?: string };

const short = (value: unknown) => {
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  return text.length > 90 ? `${text.slice(0, 87)}…` : text;
};

/** What changed from one revision to the next, field by field, in Danish. */
export function jobDiff(before: JobFile | null, after: JobFile): FieldChange[] {
  if (!before) return [];
  const changes: FieldChange[] = [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const a = (before as Record<string, unknown>)[key];
    const b = (after as Record<string, unknown>)[key];
    if (sameContent(a, b)) continue;
    const nested = a && b && typeof a === "object" && typeof b === "object" && !Array.isArray(a) && !Array.isArray(b);
    if (nested) {
      for (const inner of new Set([...Object.keys(a), ...Object.keys(b)])) {
        const x = (a as Record<string, unknown>)[inner];
        const y = (b as Record<string, unknown>)[inner];
        if (sameContent(x, y)) continue;
        changes.push(
          typeof x === "string" || typeof y === "string"
            ? { label: fieldLabel([key, inner]), before: short(x), after: short(y) }
            : { label: fieldLabel([key, inner]) },
        );
      }
    } else if (typeof a === "string" || typeof a === "number" || typeof b === "string" || typeof b === "number") {
      changes.push({ label: fieldLabel([key]), before: short(a), after: short(b) });
    } else {
      changes.push({ label: fieldLabel([key]) });
    }
  }
  return changes;
}
