/**
 * The article editor's form (/admin/indhold/blog/:id) as data: what a posted form makes of an
 * article, the field diff between two revisions (the body line by line), and the images an
 * editor may choose as a cover or put in the body (the site's own, under /images/blog).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Article } from "../../content/blog.server.ts";
import { articleFieldLabels } from "./article-store.server.ts";
import type { FieldChange } from "./job-form.ts";

const get = (form: FormData, name: string) => String(form.get(name) ?? "").replace(/\r\n?/g, "\n");
const line = (form: FormData, name: string) => get(form, name).trim();

/** What the posted form makes of the article `base` (the draft or the published text). Unchecked. */
export function articleFromForm(base: Article, form: FormData): Article {
  const optional = (name: "updated" | "description") => line(form, name) || undefined;
  const { updated: _updated, description: _description, ...rest } = base;
  const updated = optional("updated");
  const description = optional("description");
  return {
    ...rest,
    slug: line(form, "slug") || base.slug,
    title: line(form, "title"),
    excerpt: line(form, "excerpt"),
    ...(description ? { description } : {}),
    category: line(form, "category") as Article["category"],
    date: line(form, "date"),
    ...(updated ? { updated } : {}),
    author: line(form, "author"),
    authorRole: line(form, "authorRole"),
    image: line(form, "image"),
    imageAlt: line(form, "imageAlt"),
    tags: get(form, "tags")
      .split(/[,\n]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
    address: line(form, "address") as Article["address"],
    body: get(form, "body").trim(),
  };
}

const text = (value: unknown) => (Array.isArray(value) ? value.join(", ") : value === undefined || value === null ? "" : String(value));

/** What changed from one revision to the next: each field, and the body's removed and added lines. */
export function articleDiff(before: Partial<Article> | null, after: Partial<Article>): FieldChange[] {
  if (!before) return [];
  const changes: FieldChange[] = [];
  for (const key of Object.keys(articleFieldLabels) as (keyof Article)[]) {
    if (key === "body") continue;
    if (text(before[key]) !== text(after[key])) changes.push({ label: articleFieldLabels[key]!, before: text(before[key]), after: text(after[key]) });
  }
  const old = (before.body ?? "").split("\n").filter((row) => row.trim());
  const now = (after.body ?? "").split("\n").filter((row) => row.trim());
  const removed = old.filter((row) => !now.includes(row));
  const added = now.filter((row) => !old.includes(row));
  for (const row of removed.slice(0, 20)) changes.push({ label: `${articleFieldLabels.body} (fjernet)`, before: row, after: "" });
  for (const row of added.slice(0, 20)) changes.push({ label: `${articleFieldLabels.body} (tilføjet)`, before: "", after: row });
  if (removed.length > 20 || added.length > 20) changes.push({ label: `${articleFieldLabels.body}: flere linjer ændret` });
  return changes;
}

/** The site's blog images (/images/blog/…): from public/ beside the sources, else from the build's client files. */
export function blogImages(): string[] {
  for (const dir of ["public/images/blog", "build/client/images/blog"]) {
    const absolute = path.resolve(dir);
    if (!existsSync(absolute)) continue;
    return readdirSync(absolute)
      .filter((name) => /^[a-z0-9-]+\.(svg|png|webp|jpg)$/.test(name))
      .sort()
      .map((name) => `/images/blog/${name}`);
  }
  return [];
}
