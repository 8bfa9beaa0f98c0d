/**
 * The content store's tables as agreed for issue 36 (content_items, content_revisions,
 * content_state) and the few writes the publishing tests need, in plain SQL: what the editor's
 * store API does on publish and close. Created only where the migration has not made them
 * (`if not exists`), so the tests keep working once the store's migration is on main.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { JobFile } from "../../app/content/job-schema.ts";

const jobsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app/content/jobs");

/** Anything with `query(text, values)`: a pg Client or Pool. */
export type Sql = { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

export const contentTablesSql = `
create table if not exists content_items (
  id bigserial primary key,
  kind text not null,
  slug text not null,
  state text not null check (state in ('kladde', 'planlagt', 'udgivet', 'lukket')),
  published jsonb,
  draft jsonb,
  version integer not null default 1,
  publish_at timestamptz,
  closed_at timestamptz,
  updated_at timestamptz not null default now(),
  updated_by text,
  unique (kind, slug)
);
create table if not exists content_revisions (
  id bigserial primary key,
  item_id bigint not null references content_items (id) on delete cascade,
  version integer not null,
  content jsonb not null,
  created_at timestamptz not null default now(),
  created_by text
);
create table if not exists content_state (
  id integer primary key default 1 check (id = 1),
  version bigint not null default 0
);
insert into content_state (id, version) values (1, 0) on conflict do nothing;
`;

/**
 * The repository's job files as the store holds them, in menu order. Imported file by file (not
 * through app/content/jobs.ts, which needs Vite's import.meta.glob), so `npm run bench` can use it.
 */
export async function fileJobs(): Promise<JobFile[]> {
  const files = readdirSync(jobsDir).filter((name) => name.endsWith(".ts"));
  const loaded = await Promise.all(files.map(async (name) => ((await import(pathToFileURL(path.join(jobsDir, name)).href)) as { default: JobFile }).default));
  return loaded.sort((a, b) => a.order - b.order);
}

/** Every statement in one transaction, with the version bump visitors' pages follow. */
async function change(client: Sql, statements: (() => Promise<unknown>)[]): Promise<number> {
  await client.query("begin");
  try {
    for (const statement of statements) await statement();
    const { rows } = await client.query("update content_state set version = version + 1 returning version");
    await client.query("commit");
    return Number(rows[0]!.version);
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
}

/** Creates the tables (if missing) and publishes the repository's jobs: a fresh install's import. */
export async function seedJobs(client: Sql): Promise<number> {
  await client.query(contentTablesSql);
  return change(
    client,
    (await fileJobs()).map(
      (job) => () =>
        client.query(
          "insert into content_items (kind, slug, state, published) values ('job', $1, 'udgivet', $2) on conflict (kind, slug) do update set state = 'udgivet', published = excluded.published, updated_at = now()",
          [job.slug, JSON.stringify(job)],
        ),
    ),
  );
}

/** Publishes jobs (new or changed) and closes others in one change. Returns the new version. */
export async function publish(client: Sql, { jobs: published = [], close = [] }: { jobs?: JobFile[]; close?: string[] }): Promise<number> {
  return change(client, [
    ...published.map(
      (job) => () =>
        client.query(
          "insert into content_items (kind, slug, state, published) values ('job', $1, 'udgivet', $2) on conflict (kind, slug) do update set state = 'udgivet', published = excluded.published, version = content_items.version + 1, updated_at = now()",
          [job.slug, JSON.stringify(job)],
        ),
    ),
    ...close.map(
      (slug) => () =>
        client.query(
          "update content_items set state = 'lukket', closed_at = now(), version = version + 1, updated_at = now() where kind = 'job' and slug = $1",
          [slug],
        ),
    ),
  ]);
}

/** Publishes a fact sheet (kind 'facts', slug 'site'), as /admin/indhold/fakta's publish does. Returns the new version. */
export async function publishFacts(client: Sql, facts: unknown): Promise<number> {
  return change(client, [
    () =>
      client.query(
        "insert into content_items (kind, slug, state, published) values ('facts', 'site', 'udgivet', $1) on conflict (kind, slug) do update set state = 'udgivet', published = excluded.published, version = content_items.version + 1, updated_at = now()",
        [JSON.stringify(facts)],
      ),
  ]);
}

/** A copy of a job file under a new slug (what "create as a copy" in the editor makes). */
export function jobCopy(source: JobFile, slug: string, title: string): JobFile {
  return {
    ...source,
    slug,
    title,
    navLabel: title,
    order: 50,
    meta: { ...source.meta, title: `${title} | Job hjemmefra`, canonicalPath: `/jobs/${slug}` },
    hero: { ...source.hero, title },
  };
}
