/**
 * Migrate once per run (issue 35): one migrated PGlite data directory and, with TEST_DATABASE_URL,
 * one migrated PostgreSQL database, made by the staff CLI. Every test database is a copy of them
 * (tests/integration/support/databases.ts): a copied directory, `CREATE DATABASE … TEMPLATE`.
 */
import { rmSync } from "node:fs";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateTemplateDataDir, migrateWithCli } from "../../support/data-dir.ts";
import { scaled } from "../../support/scaled.ts";
import { createScratchDatabase } from "./databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory: copy it (copyDataDir), never open it. */
    pgliteTemplateDir: string;
    /** The name of a migrated PostgreSQL database on TEST_DATABASE_URL's server, to CREATE DATABASE … TEMPLATE from ("" without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

let templateDir: string | undefined;
let dropTemplate: (() => Promise<void>) | undefined;

export async function setup(project: TestProject) {
  templateDir = migrateTemplateDataDir("salgskraft-it-template-");
  project.provide("pgliteTemplateDir", templateDir);
  const url = process.env.TEST_DATABASE_URL;
  let name = "";
  if (url) {
    const template = await createScratchDatabase(url, "salgskraft_template");
    dropTemplate = template.drop;
    migrateWithCli({ DATABASE_URL: template.url });
    name = new URL(template.url).pathname.slice(1);
    // A template must have no connections while copies are made. The CLI has closed its own, but a
    // backend leaves pg_stat_activity only once its process has exited: on a busy machine that
    // takes a moment, so wait for it (scaled), and fail only if a connection stays.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const deadline = Date.now() + scaled(20_000);
    let open = 0;
    for (;;) {
      const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      open = rows[0].n;
      if (!open || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.end();
    if (open) throw new Error(`Skabelondatabasen ${name} har stadig ${open} forbindelser`);
  }
  project.provide("postgresTemplate", name);
}

export async function teardown() {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
  await dropTemplate?.();
}
