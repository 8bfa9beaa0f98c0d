/**
 * Lighthouse (node module API) in Debian's Chromium, launched through playwright-core with a
 * DevTools port for Lighthouse to attach to (chrome-launcher is not usable here).
 *
 * `npm run lighthouse` builds the site for a free local port, starts the production server
 * (server/main.ts) on it, and runs the "Agentic Browsing" category on the home page and on every
 * page of the sitemap that has a form. Options (after `--`):
 *
 *   --categories=agentic-browsing,accessibility   categories to run (default agentic-browsing)
 *   --paths=/,/kontakt                            pages to run instead of home + form pages
 *   --all                                         every page of the sitemap
 *   --url=http://127.0.0.1:3000                   a server that is already running (no build)
 *   --min-score=1                                 exit 1 when a page scores below this
 *   --out=bench-results/lighthouse.json           where the JSON summary goes
 *
 * The site is built with SITE_URL set to the server's own address because robots.txt, llms.txt and
 * the AI catalog carry absolute URLs, which Lighthouse follows.
 *
 * `runLighthouse()` is the reusable part: give it URLs of a running server.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "./chromium-flags.ts";
import { freePort } from "./free-port.ts";
import { stripTrailingSlashes } from "../app/lib/paths.ts";

/**
 * WebMCP is still behind a feature in Chromium: without it `document.modelContext` and the
 * DevTools WebMCP domain are missing and Lighthouse marks the three WebMCP audits not applicable.
 */
export const webMcpFeatures = ["WebMCP", "DevToolsWebMCPSupport"] as const;

export const lighthouseChromiumFlags = [...chromiumFlags, `--enable-features=${webMcpFeatures.join(",")}`];

export type AuditSummary = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  /** The measured value (milliseconds for LCP, bytes for total-byte-weight). */
  numericValue?: number;
  explanation?: string;
  errorMessage?: string;
  /** Table rows of a failing or partial audit, flattened to text. */
  items: string[];
};

export type PageResult = {
  url: string;
  /** Category id -> score 0-100 (null when Lighthouse could not score it). */
  scores: Record<string, number | null>;
  audits: AuditSummary[];
  runWarnings: string[];
};

function itemText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return String(value);
  const record = value as Record<string, unknown>;
  if (record.type === "node") return String(record.snippet ?? record.selector ?? record.nodeLabel ?? "");
  if (record.type === "list-section" || record.type === "list" || record.type === "table") return flattenDetails(record).join(" | ");
  if ("formattedDefault" in record) return String(record.formattedDefault);
  return JSON.stringify(record);
}

/** The rows of an audit's details (tables, lists of tables), as one line of text each. */
function flattenDetails(details: Record<string, unknown> | undefined): string[] {
  if (!details) return [];
  if (details.type === "list") return ((details.items as Record<string, unknown>[] | undefined) ?? []).flatMap((item) => flattenDetails(item));
  if (details.type === "list-section") return flattenDetails(details.value as Record<string, unknown>);
  if (details.type === "table") {
    return ((details.items as Record<string, unknown>[] | undefined) ?? []).map((row) => Object.values(row).map(itemText).filter(Boolean).join(" — "));
  }
  return [];
}

/** Audits the bench reads whatever the categories: LCP, CLS and the bytes the page transferred. */
const measuredAudits = ["largest-contentful-paint", "cumulative-layout-shift", "total-byte-weight"];

function summarize(lhr: Result, categories: readonly string[]): PageResult {
  const auditIds = new Set([
    ...categories.flatMap((id) => lhr.categories[id]?.auditRefs.map((ref) => ref.id) ?? []),
    ...measuredAudits.filter((id) => lhr.audits[id]),
  ]);
  const audits = [...auditIds].map((id): AuditSummary => {
    const audit = lhr.audits[id]!;
    const failing = audit.score !== null && audit.score < 1;
    return {
      id,
      title: audit.title,
      score: audit.score,
      scoreDisplayMode: audit.scoreDisplayMode,
      displayValue: audit.displayValue,
      numericValue: audit.numericValue,
      explanation: audit.explanation,
      errorMessage: audit.errorMessage,
      items: failing || audit.scoreDisplayMode === "error" ? flattenDetails(audit.details as Record<string, unknown> | undefined) : [],
    };
  });
  return {
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(categories.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100)])),
    audits,
    runWarnings: lhr.runWarnings.map(String),
  };
}

/**
 * Runs Lighthouse on each URL in turn (one Chromium, a fresh tab per run) and returns the
 * category scores and the audits behind them.
 */
export async function runLighthouse(
  urls: readonly string[],
  options: { categories?: readonly string[]; executablePath?: string; flags?: Flags; onResult?: (result: PageResult) => void } = {},
): Promise<PageResult[]> {
  const categories = options.categories ?? ["agentic-browsing"];
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? chromiumPath,
    args: [...lighthouseChromiumFlags, `--remote-debugging-port=${port}`],
  });
  const results: PageResult[] = [];
  try {
    for (const url of urls) {
      let result: PageResult | undefined;
      // A scored audit occasionally errors (a trace that Chromium cut short), and now and then a
      // whole run fails to load the page: such a run is repeated, up to three runs in all.
      for (let attempt = 1; attempt <= 3 && (!result || Object.values(result.scores).includes(null)); attempt++) {
        const run = await lighthouse(url, { port, onlyCategories: [...categories], output: "json", logLevel: "error", ...options.flags });
        if (!run) throw new Error(`Lighthouse gav intet resultat for ${url}`);
        result = summarize(run.lhr, categories);
        if (run.lhr.runtimeError) result.runWarnings.unshift(`Lighthouse fejlede: ${run.lhr.runtimeError.message}`);
      }
      if (!result) throw new Error(`Lighthouse gav intet resultat for ${url}`);
      options.onResult?.(result);
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/* ---------- CLI: build, start the production server, run, report ---------- */

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`Serveren stoppede med kode ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Serveren svarede ikke på ${url} inden for ${timeoutMs} ms`);
}

async function sitemapPaths(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The home page and every sitemap page whose HTML contains a form. */
async function pagesWithForms(origin: string): Promise<string[]> {
  const paths = await sitemapPaths(origin);
  const withForms: string[] = [];
  for (const pagePath of paths) {
    const html = await (await fetch(`${origin}${pagePath}`)).text();
    if (/<form[\s>]/.test(html)) withForms.push(pagePath);
  }
  return ["/", ...withForms.filter((p) => p !== "/")];
}

async function main() {
  const categories = (option("categories") ?? "agentic-browsing").split(",").filter(Boolean);
  let origin = option("url") ? stripTrailingSlashes(option("url")!) : undefined;
  let server: ChildProcess | undefined;
  let stopping = false;
  let dataDir: string | undefined;
  try {
    if (!origin) {
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      console.log(`Bygger siden med SITE_URL=${origin} ...`);
      const built = spawnSync("npm", ["run", "build"], {
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...process.env, NODE_ENV: "production", SITE_URL: origin },
      });
      if (built.status !== 0) throw new Error("npm run build fejlede");
      dataDir = mkdtempSync(path.join(tmpdir(), "salgskraft-lighthouse-"));
      server = spawn(process.execPath, ["server/main.ts"], {
        env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
        stdio: ["ignore", "ignore", "inherit"],
      });
      server.once("exit", (code, signal) => {
        if (!stopping) console.error(`Serveren stoppede undervejs (kode ${code}, signal ${signal})`);
      });
      await waitForServer(origin, server);
    }
    const paths = option("paths")?.split(",").filter(Boolean) ?? (process.argv.includes("--all") ? await sitemapPaths(origin) : await pagesWithForms(origin));
    console.log(`Lighthouse ${categories.join(", ")} på ${paths.length} sider (${origin})\n`);
    const results = await runLighthouse(
      paths.map((p) => `${origin}${p}`),
      {
        categories,
        onResult: (result) => {
          const scores = categories.map((id) => `${id} ${result.scores[id] ?? "-"}`).join("  ");
          const notApplicable = result.audits.filter((a) => a.scoreDisplayMode === "notApplicable").map((a) => a.id);
          console.log(`${new URL(result.url).pathname.padEnd(40)} ${scores}${notApplicable.length ? `  (n/a: ${notApplicable.join(", ")})` : ""}`);
          for (const warning of result.runWarnings) console.log(`    ! ${warning}`);
          for (const audit of result.audits.filter((a) => (a.score !== null && a.score < 1) || a.scoreDisplayMode === "error")) {
            console.log(`    ${audit.id} (${audit.score}): ${audit.errorMessage ?? audit.displayValue ?? audit.explanation ?? audit.title}`);
            for (const item of audit.items.slice(0, 8)) console.log(`      - ${item}`);
          }
        },
      },
    );
    const out = option("out") ?? `bench-results/lighthouse-${categories.join("+")}.json`;
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify({ origin, categories, date: new Date().toISOString(), results }, null, 2)}\n`);
    console.log(`\nResultater skrevet til ${out}`);
    const minScore = option("min-score");
    if (minScore !== undefined) {
      const threshold = Number(minScore) * (Number(minScore) <= 1 ? 100 : 1);
      const below = results.filter((r) => categories.some((id) => (r.scores[id] ?? 0) < threshold));
      if (below.length) {
        console.error(`${below.length} sider under ${threshold}: ${below.map((r) => new URL(r.url).pathname).join(", ")}`);
        process.exitCode = 1;
      }
    }
  } finally {
    stopping = true;
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
