/**
 * One content file per job or digital service (app/content/jobs/*.ts, app/content/digital/*.ts),
 * collected with Vite's import.meta.glob and checked with a zod schema when the collection is
 * first imported: by the build (react-router.config.ts reads the route table, which reads the
 * content), by vitest and by the server. A broken file stops all three with a message naming the
 * file and the field, the way the blog's front matter does (app/content/blog.server.ts).
 * See docs/decisions/content-files.md.
 */
import * as z from "zod";
import { iconNames } from "./icons.ts";

export class ContentFileError extends Error {
  override name = "ContentFileError";
}

/** `./jobs/inkasso.ts` (a glob key) -> `app/content/jobs/inkasso.ts` */
export function contentFileName(globKey: string): string {
  return `app/content/${globKey.replace(/^\.\//, "")}`;
}

/** `app/content/jobs/inkasso.ts` -> `inkasso` */
export function slugOfFile(file: string): string {
  return file.split("/").at(-1)!.replace(/\.ts$/, "");
}

export function fail(kind: string, file: string, problems: readonly string[]): never {
  throw new ContentFileError(`Ugyldig ${kind} ${file}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
}

/**
 * Validates one file's default export. `kind` names the content in the message ("jobfil",
 * "digital ydelse"); every problem names its field, e.g. `feltet "hero.title" mangler`.
 */
export function parseContentFile<T>(schema: z.ZodType<T>, kind: string, file: string, value: unknown): T {
  if (value === undefined) fail(kind, file, ["filen har ingen default-eksport (export default { … })"]);
  const result = schema.safeParse(value, { error: z.locales.da().localeError });
  if (!result.success) {
    fail(
      kind,
      file,
      result.error.issues.map((issue) => {
        const where = issue.path.length ? `feltet "${issue.path.join(".")}"` : "filen";
        if (issue.code === "unrecognized_keys") return `${where} har felter, skemaet ikke kender: ${issue.keys.join(", ")}`;
        return `${where}: ${issue.message}`;
      }),
    );
  }
  const slug = (result.data as { slug?: unknown }).slug;
  const expected = slugOfFile(file);
  if (slug !== expected) fail(kind, file, [`feltet "slug" ("${String(slug)}") skal svare til filnavnet (${expected}.ts)`]);
  return result.data;
}

/** Checks what only the whole collection can show: one `order` per file, no two alike. */
export function checkCollection(kind: string, entries: readonly { file: string; order: number }[]): void {
  const seen = new Map<number, string>();
  for (const entry of entries) {
    const other = seen.get(entry.order);
    if (other) fail(kind, entry.file, [`feltet "order" (${entry.order}) bruges også af ${other}`]);
    seen.set(entry.order, entry.file);
  }
}

/* ---------- pieces both schemas use ---------- */

/** Non-empty text. Checked, never trimmed: the parsed copy is served, so the schema must not change it. */
export const text = z.string().regex(/\S/, "må ikke være tom");
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "må kun indeholde små bogstaver a-z, tal og bindestreger");
export const order = z.int("skal være et helt tal").positive("skal være 1 eller højere");
export const sitePath = z.string().regex(/^\/[^\s]*$/, "skal være en sti på sitet, fx /kontakt");
export const isoDate = z.iso.date("skal være en dato som ÅÅÅÅ-MM-DD");
export const icon = z.enum(iconNames, "skal være et ikon fra app/content/icons.ts");

export const PageMetaSchema = z.strictObject({
  title: text,
  description: text,
  canonicalPath: sitePath,
  keywords: z.array(text).min(1, "skal have mindst ét søgeord"),
  image: sitePath.optional(),
  imageAlt: text.optional(),
  type: z.enum(["website", "article"]).optional(),
  publishedTime: isoDate.optional(),
  modifiedTime: isoDate.optional(),
});

export const FeatureSchema = z.strictObject({ icon: icon.optional(), title: text, description: text });
export const StepSchema = z.strictObject({ title: text, description: text });
export const FaqItemSchema = z.strictObject({
  question: text,
  answer: text,
  link: z.strictObject({ href: sitePath, label: text }).optional(),
});
export const TestimonialSchema = z.strictObject({
  quote: text,
  name: text,
  title: text,
});
export const JobOptionSchema = z.strictObject({ title: text, description: text, requirements: z.array(text), benefits: z.array(text) });
export const ServiceCardSchema = z.strictObject({
  icon,
  title: text,
  description: text,
  features: z.array(text),
  href: sitePath.optional(),
});
export const HeroSchema = z.strictObject({ eyebrow: text, title: text, lead: text });
/** A page's own illustration under /images/illustrations/ with a Danish alt text that says what it shows. */
export const IllustrationSchema = z.strictObject({
  src: z.string().regex(/^\/images\/illustrations\/[a-z0-9-]+\.svg$/, "skal være en SVG under /images/illustrations/"),
  alt: text.min(20, "skal beskrive illustrationen på dansk (mindst 20 tegn)"),
});
