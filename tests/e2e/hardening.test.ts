import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitemapEntries } from "../../app/lib/route-table.ts";
import { createScratchDatabase } from "../integration/support/databases.ts";
import { baseUrl } from "./support/browser.ts";
import { e2eEnv } from "./support/global-setup.ts";
import { listEnquiries, postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { scaled } from "../support/scaled.ts";

const get = (pathName: string, init?: RequestInit) => fetch(`${baseUrl()}${pathName}`, { redirect: "manual", ...init });

describe("security headers and caching", () => {
  it("sends a strict CSP (no inline script without a hash or nonce), HSTS and the other headers on every kind of response", async () => {
    for (const pathName of ["/", "/kontakt", "/findes-ikke", "/admin/login", "/sitemap.xml"]) {
      const response = await get(pathName);
      const headers = response.headers;
      expect(headers.get("x-content-type-options"), pathName).toBe("nosniff");
      expect(headers.get("referrer-policy"), pathName).toBe("strict-origin-when-cross-origin");
      expect(headers.get("permissions-policy"), pathName).toContain("camera=()");
      expect(headers.get("strict-transport-security"), pathName).toContain("max-age=");
      if (headers.get("content-type")?.startsWith("text/html")) {
        const csp = headers.get("content-security-policy")!;
        expect(csp, pathName).toContain("frame-ancestors 'none'");
        const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src"))!;
        expect(scriptSrc).not.toContain("unsafe-inline");
        expect(scriptSrc).not.toContain("unsafe-eval");
        const html = await response.text();
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
        expect(inline.length).toBeGreaterThan(0);
        if (scriptSrc.includes("'nonce-")) {
          // A rendered page: its scripts are allowed by this response's nonce (tests/e2e/security.test.ts).
          expect(scriptSrc, pathName).not.toContain("sha256-");
        } else {
          // A prerendered page: every inline script is allowed by its hash, and nothing else is.
          expect(scriptSrc.match(/'sha256-/g)?.length).toBe(new Set(inline.map((m) => m[1])).size);
        }
      }
    }
  });

  it("caches hashed assets for a year and revalidates HTML with an ETag", async () => {
    const html = await get("/");
    expect(html.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const etag = html.headers.get("etag")!;
    expect((await get("/", { headers: { "If-None-Match": etag } })).status).toBe(304);
    const asset = (await html.text()).match(/href="(\/assets\/[^"]+\.css)"/)![1]!;
    expect((await get(asset)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("compresses text with brotli and gzip", async () => {
    const br = await get("/", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gzip = await get("/kontakt", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const dynamic = await get("/findes-ikke", { headers: { "Accept-Encoding": "br" } });
    expect(dynamic.headers.get("content-encoding")).toBe("br");
  });

  it("never caches the admin", async () => {
    expect((await get("/admin/login")).headers.get("cache-control")).toBe("no-store");
  });
});

describe("operations", () => {
  it("answers /healthz and /readyz", async () => {
    expect(await (await get("/healthz")).text()).toBe("ok");
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
  });

  it("refuses to start on bad configuration, naming the variable in Danish", () => {
    const result = spawnSync(process.execPath, ["server/main.ts"], {
      env: { ...process.env, ...e2eEnv, PORT: "ikke-et-tal", DATA_DIR: mkdtempSync(path.join(tmpdir(), "salgskraft-bad-")) },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Ugyldig konfiguration");
    expect(result.stderr).toContain("PORT");
  });
});

describe("bad input never answers 500 (fuzz)", () => {
  // Its own server: thousands of requests must not eat the shared server's rate limits.
  let fuzzServer: TestServer;
  beforeAll(async () => {
    fuzzServer = await startServer();
  });
  afterAll(async () => {
    await fuzzServer?.stop();
    if (fuzzServer) removeDir(fuzzServer.dataDir);
  });

  const paths = [
    ...sitemapEntries().map((entry) => entry.path),
    "/admin/login",
    "/admin/contact-submissions",
    "/nyhedsbrev",
    "/jobs/ukendt",
    "/blog?side=999999&kategori=%00",
  ];
  const fieldNames = [
    "name",
    "email",
    "phone",
    "company",
    "message",
    "interest",
    "projectType",
    "budget",
    "timeline",
    "package",
    "job",
    "hours",
    "consent",
    "source",
    "startedAt",
    "website",
    "csrf",
    "id",
    "status",
    "intent",
    "password",
    "__proto__",
    "constructor",
  ];
  const value = fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.string({ unit: "grapheme", maxLength: 200 }),
    fc.constantFrom(
      "",
      " ",
      "<script>alert(1)</script>",
      "'; drop table contact_submissions; --",
      "../../etc/passwd",
      "\u0000",
      "%ff%fe",
      "9".repeat(5000),
      "a@b.dk",
      "on",
    ),
  );
  const body = fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 12 });
  const contentType = fc.constantFrom(
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "multipart/form-data; boundary=x",
    "application/json",
    "text/plain",
    "",
    "application/x-www-form-urlencoded; charset=utf-16",
  );

  it(
    "sends thousands of malformed requests to every page and action",
    async () => {
      const statuses: number[] = [];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
          body,
          contentType,
          fc.boolean(),
          async (pathName, method, fields, type, raw) => {
            const payload = raw
              ? Object.entries(fields)
                  .map(([k, v]) => `${k}=${v}`)
                  .join("&")
              : new URLSearchParams(fields).toString();
            const init: RequestInit = { method, redirect: "manual", headers: type ? { "Content-Type": type } : {} };
            if (method !== "GET") init.body = payload;
            const query = method === "GET" ? `${pathName.includes("?") ? "&" : "?"}${new URLSearchParams(fields).toString().slice(0, 2000)}` : "";
            const response = await fetch(`${fuzzServer.url}${pathName}${query}`, init);
            await response.arrayBuffer();
            statuses.push(response.status);
            return response.status < 500;
          },
        ),
        { numRuns: 2500 },
      );
      expect(statuses.length).toBeGreaterThanOrEqual(2500);
      expect(statuses.some((status) => status >= 400)).toBe(true);
    },
    scaled(300_000),
  );
});

describe("nothing lost when the server is killed mid-load", () => {
  let server: TestServer;
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  it("keeps every submission it answered 200 to, across a SIGKILL and a restart", async () => {
    server = await startServer({ TRUST_PROXY: "1" });
    const answered: string[] = [];
    let killAfterSome!: () => void;
    const someAnswered = new Promise<void>((resolve) => (killAfterSome = resolve));
    const posts = Array.from({ length: 400 }, (_, i) =>
      postForm(
        `${server.url}/kontakt`,
        { name: `Kill ${i}`, email: `kill${i}@firma.dk`, phone: "12345678", interest: "other", message: `Besked ${i}` },
        { "X-Forwarded-For": `10.3.${Math.floor(i / 200)}.${i % 200}` },
      )
        .then((response) => {
          if (response.status === 200) answered.push(`kill${i}@firma.dk`);
          if (answered.length >= 25) killAfterSome();
        })
        .catch(() => undefined),
    );
    // Kill while the load is running: once some posts are answered and most are still in flight.
    await Promise.race([someAnswered, Promise.all(posts)]);
    await server.stop("SIGKILL");
    await Promise.all(posts);
    // Restart on the same data directory: it must open, recover and still hold every answered row.
    const restarted = await startServer({}, server.dataDir);
    await restarted.stop();
    const stored = new Set(listEnquiries({ DATA_DIR: server.dataDir }).map((row) => String(row.email)));
    expect(answered.length).toBeGreaterThan(0);
    for (const email of answered) expect(stored.has(email), email).toBe(true);
  });

  it(
    "on SIGTERM finishes the requests in flight, stores exactly what it answered 200 to, and exits 0",
    async () => {
      // 300 posts at once: at load 30, 181 were still in flight after the quiet machine's 25 s.
      const graceful = await startServer({ TRUST_PROXY: "1", SHUTDOWN_DRAIN_SECONDS: String(Math.round(scaled(25_000) / 1000)) });
      const outcomes: (number | "refused")[] = [];
      let stopAfterSome!: () => void;
      const someAnswered = new Promise<void>((resolve) => (stopAfterSome = resolve));
      const posts = Array.from({ length: 300 }, (_, i) =>
        postForm(
          `${graceful.url}/kontakt`,
          { name: `Term ${i}`, email: `term${i}@firma.dk`, phone: "12345678", interest: "other", message: `Besked ${i}` },
          { "X-Forwarded-For": `10.6.${Math.floor(i / 200)}.${i % 200}` },
        )
          .then((response) => outcomes.push(response.status))
          .catch(() => outcomes.push("refused"))
          .then(() => outcomes.length >= 20 && stopAfterSome()),
      );
      await Promise.race([someAnswered, Promise.all(posts)]);
      const exitCode = graceful.stop("SIGTERM");
      await Promise.all(posts);
      expect(await exitCode).toBe(0);
      const ok = outcomes.filter((outcome) => outcome === 200).length;
      expect(ok).toBeGreaterThan(0);
      expect(outcomes.every((outcome) => outcome === 200 || outcome === "refused")).toBe(true);
      const stored = listEnquiries({ DATA_DIR: graceful.dataDir }).filter((row) => String(row.name).startsWith("Term "));
      expect(stored).toHaveLength(ok);
      removeDir(graceful.dataDir);
    },
    scaled(180_000),
  );
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("two instances against one PostgreSQL behave as one site", () => {
  let database: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let a: TestServer;
  let b: TestServer;
  const secret = randomBytes(32).toString("hex");

  beforeAll(async () => {
    const scratch = await createScratchDatabase(postgresUrl!, "salgskraft_scale");
    database = scratch.url;
    dropDatabase = scratch.drop;
    // A burst of 1,000 posts queues on each instance's 10 connections: on a busy machine the queue
    // drains slower than the default 30 s wait, and the late posts would get the (correct) 503.
    const poolWait = String(Math.round(scaled(30_000) / 1000));
    const env = {
      DATABASE_URL: database,
      DATABASE_POOL_WAIT_SECONDS: poolWait,
      SESSION_SECRET: secret,
      TRUST_PROXY: "1",
      FORM_RATE_LIMIT: "3",
      LOGIN_RATE_LIMIT: "10",
    };
    // Both start at once: the migrations run under an advisory lock.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    const created = spawnSync(process.execPath, ["scripts/create-user.ts", "--email", "drift@salgskraft.dk", "--password-stdin"], {
      input: "to-instanser-en-indbakke",
      env: { ...process.env, DATABASE_URL: database },
      encoding: "utf8",
    });
    expect(created.status, created.stderr).toBe(0);
  }, scaled(120_000));

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (a) removeDir(a.dataDir);
    if (b) removeDir(b.dataDir);
    await dropDatabase?.();
  });

  it("a login on one instance is valid on the other", async () => {
    const login = await postForm(
      `${a.url}/admin/login`,
      { email: "drift@salgskraft.dk", password: "to-instanser-en-indbakke" },
      { "X-Forwarded-For": "10.4.0.1" },
    );
    expect(login.status).toBe(302);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const onB = await fetch(`${b.url}/admin/contact-submissions`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Kontaktformular Henvendelser");
  });

  it("shares rate limits between instances", async () => {
    const send = (server: TestServer, i: number) =>
      postForm(
        `${server.url}/kontakt`,
        { name: `Delt ${i}`, email: `delt${i}@firma.dk`, phone: "1", interest: "other", message: "x" },
        { "X-Forwarded-For": "10.4.0.2" },
      );
    const statuses = [(await send(a, 1)).status, (await send(b, 2)).status, (await send(a, 3)).status, (await send(b, 4)).status];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("stores 1,000 concurrent posts across both instances in one inbox, each exactly once", async () => {
    const posts = Array.from({ length: 1000 }, (_, i) =>
      postForm(
        `${(i % 2 ? a : b).url}/kontakt`,
        { name: `Skala ${i}`, email: `skala${i}@firma.dk`, phone: "12345678", interest: "business", message: `Besked ${i}` },
        { "X-Forwarded-For": `10.5.${Math.floor(i / 200)}.${i % 200}` },
      ),
    );
    const statuses = await Promise.all(posts.map(async (post) => (await post).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1000);
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    const { rows } = await client.query("select count(*)::int as n, count(distinct email)::int as d from contact_submissions where name like 'Skala %'");
    await client.end();
    expect(rows[0]).toEqual({ n: 1000, d: 1000 });
  });
});
