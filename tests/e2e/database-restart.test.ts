/**
 * The database goes away under load (issue 34, item 1): nginx in front of two instances on a
 * PostgreSQL server of this test's own, restarted (`pg_ctl restart -m fast`, every connection ended
 * with 57P01) and then stopped for 30 s while clients keep posting enquiries, reading a public
 * page and an admin page. Wanted: no instance dies, no 502 from nginx, only the Danish 503 while
 * the database is away (public pages keep coming from memory), /readyz 503 meanwhile, both
 * instances ready again within seconds of the database coming back and nothing but 200 after, and
 * every acknowledged enquiry stored exactly once.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { postgresBinDir, startPostgresInstance, type PostgresInstance } from "./support/postgres-instance.ts";
import { removeDir, startServer, type TestServer } from "./support/server.ts";
import { scaled } from "../support/scaled.ts";

const binDir = postgresBinDir();
if (!binDir) console.warn("database-restart.test.ts springes over: PostgreSQL er ikke installeret (/usr/lib/postgresql/*/bin); .ci/run installerer det.");

const proxySnippet = path.resolve("deploy/nginx/salgskraft-proxy.conf");
const owner = { email: "drift@salgskraft.dk", password: "databasen-genstarter-under-last" };
const THANKS = "Tak for din besked!";
const FORM_503 = "Vi kunne ikke gemme din henvendelse lige nu";

type Answer = { status: number; body: string };
type Kind = "post" | "page" | "admin";
type Outcome = { kind: Kind; started: number; status: number | string; body: string; email?: string };

function send(url: string, options: { from?: string; headers?: Record<string, string>; form?: Record<string, string> } = {}): Promise<Answer> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: body ? "POST" : "GET",
        localAddress: options.from,
        agent: false,
        headers: {
          ...(body ? { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    // A request nobody answers within 20 s counts as a failure, not a hung test.
    req.setTimeout(20_000, () => req.destroy(new Error("intet svar inden for 20 s")));
    req.on("error", reject);
    req.end(body);
  });
}

/** Clients that post enquiries and read pages through nginx until stopped; every answer is kept. */
function startLoad(proxy: string, cookie: string, posters = 4) {
  const outcomes: Outcome[] = [];
  let running = true;
  let counter = 0;
  const waiters: Array<() => void> = [];
  const record = (outcome: Outcome) => {
    outcomes.push(outcome);
    for (const wake of waiters.splice(0)) wake();
  };
  async function loop(kind: Kind, index: number) {
    const from = `127.0.7.${index + 1}`;
    while (running) {
      const started = Date.now();
      const email = kind === "post" ? `last-${index}-${counter++}@firma.dk` : undefined;
      const answer =
        kind === "post"
          ? send(`${proxy}/kontakt`, {
              from,
              form: { name: "Last under genstart", email: email!, phone: "12345678", interest: "business", message: `Henvendelse ${email}` },
            })
          : kind === "page"
            ? send(`${proxy}/`, { from })
            : send(`${proxy}/admin/contact-submissions`, { from, headers: { Cookie: cookie } });
      await answer.then(
        (a) => record({ kind, started, status: a.status, body: a.body, email }),
        (error: Error) => record({ kind, started, status: `fejl: ${error.message}`, body: "", email }),
      );
    }
  }
  const loops = [...Array.from({ length: posters }, (_, i) => loop("post", i)), loop("page", posters), loop("admin", posters + 1)];
  return {
    outcomes,
    /** Resolves once `count` posts that started at or after `since` have been acknowledged. */
    async acknowledgedSince(since: number, count: number) {
      while (outcomes.filter((o) => o.kind === "post" && o.started >= since && o.status === 200).length < count) {
        if (!running) throw new Error("lasten er stoppet");
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** What a visitor may see while the database is away: a Danish 503, or the page itself. */
function acceptableDuringOutage(outcome: Outcome): boolean {
  if (outcome.status === 200) return outcome.kind === "post" ? outcome.body.includes(THANKS) : true;
  if (outcome.status !== 503 || outcome.kind === "page") return false;
  return outcome.kind === "post" ? outcome.body.includes(FORM_503) : /Prøv igen om et øjeblik|databasen/i.test(outcome.body);
}

const summary = (outcomes: Outcome[]) =>
  outcomes.map(
    (o) =>
      `${o.kind} ${o.status}${
        typeof o.status === "number" && o.status !== 200
          ? ` ${o.body
              .replace(/<[^>]+>/g, " ")
              .replace(/\s+/g, " ")
              .slice(0, 160)}`
          : ""
      }`,
  );

describe.skipIf(!binDir)("PostgreSQL restarted and stopped under load, behind nginx", () => {
  let postgres: PostgresInstance;
  let work: string;
  let nginx: ChildProcess;
  let proxy: string;
  let cookie: string;
  const instances: TestServer[] = [];

  /** Milliseconds until both instances answer /readyz 200 again. */
  async function untilReady(): Promise<number> {
    const started = Date.now();
    for (const server of instances) {
      for (;;) {
        if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`Instansen på ${server.url} stoppede`);
        const answer = await send(`${server.url}/readyz`).catch(() => undefined);
        if (answer?.status === 200) break;
        if (Date.now() - started > 60_000) throw new Error(`${server.url} blev ikke klar igen inden for 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    return Date.now() - started;
  }

  function expectInstancesAlive() {
    for (const server of instances) {
      expect(server.child.exitCode, `instansen på ${server.url} lever:\n${server.output().slice(-2000)}`).toBeNull();
      expect(server.child.signalCode).toBeNull();
      expect(server.output()).not.toMatch(/Unhandled|uncaught|ERR_UNHANDLED/i);
    }
  }

  async function storedCounts(): Promise<Map<string, number>> {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client.query<{ email: string; n: number }>(
      `select email, count(*)::int as n from contact_submissions where name = 'Last under genstart' group by email`,
    );
    await client.end();
    return new Map(rows.map((row) => [row.email, row.n]));
  }

  beforeAll(async () => {
    postgres = await startPostgresInstance();
    const env = {
      DATABASE_URL: postgres.url,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "1",
      FORM_RATE_LIMIT: "100000",
      LOGIN_RATE_LIMIT: "100",
    };
    const ports = [await freePort(), await freePort()];
    instances.push(...(await Promise.all(ports.map((port) => startServer({ ...env, PORT: String(port) })))));
    const created = spawnSync(process.execPath, ["scripts/create-user.ts", "--email", owner.email, "--password-stdin"], {
      input: owner.password,
      env: { ...process.env, DATABASE_URL: postgres.url },
      encoding: "utf8",
    });
    expect(created.status, created.stderr).toBe(0);

    work = mkdtempSync(path.join(tmpdir(), "salgskraft-nginx-db-"));
    for (const dir of ["logs", "temp"]) mkdirSync(path.join(work, dir));
    const port = await freePort();
    proxy = `http://127.0.0.1:${port}`;
    writeFileSync(
      path.join(work, "nginx.conf"),
      `
      ${process.getuid?.() === 0 ? "user root root;" : ""}
      worker_processes 1;
      daemon off;
      pid ${work}/nginx.pid;
      error_log ${work}/logs/error.log warn;
      events { worker_connections 1024; }
      http {
        access_log off;
        client_body_temp_path ${work}/temp/body;
        proxy_temp_path ${work}/temp/proxy;
        fastcgi_temp_path ${work}/temp/fastcgi;
        uwsgi_temp_path ${work}/temp/uwsgi;
        scgi_temp_path ${work}/temp/scgi;
        upstream salgskraft {
          server 127.0.0.1:${ports[0]} max_fails=0;
          server 127.0.0.1:${ports[1]} max_fails=0;
          keepalive 16;
        }
        server {
          listen 127.0.0.1:${port};
          location / { include ${proxySnippet}; }
        }
      }`,
    );
    nginx = spawn(
      existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx",
      ["-p", work, "-e", `${work}/logs/error.log`, "-c", path.join(work, "nginx.conf")],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    for (let i = 0; i < 100; i++) {
      if (nginx.exitCode !== null) throw new Error(`nginx stoppede med kode ${nginx.exitCode}`);
      if ((await send(`${proxy}/healthz`).catch(() => undefined))?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    cookie = await new Promise<string>((resolve, reject) => {
      const req = request(`${proxy}/admin/login`, { method: "POST", agent: false, headers: { "Content-Type": "application/x-www-form-urlencoded" } }, (res) => {
        res.resume();
        resolve(String((res.headers["set-cookie"] ?? [])[0] ?? "").split(";")[0]!);
      });
      req.on("error", reject);
      req.end(new URLSearchParams(owner).toString());
    });
    expect(cookie, "logged in").toMatch(/=/);
  }, scaled(400_000));

  afterAll(async () => {
    nginx?.kill("SIGTERM");
    await Promise.all(instances.map((server) => server.stop()));
    for (const server of instances) removeDir(server.dataDir);
    if (work) removeDir(work);
    await postgres?.remove();
  });

  it(
    "a restart under load costs at most a Danish 503 while it lasts; both instances recover by themselves",
    async () => {
      const load = startLoad(proxy, cookie);
      try {
        await load.acknowledgedSince(0, 8);
        const before = Date.now();
        await postgres.restart();
        const back = Date.now();
        const recoveryMs = await untilReady();
        const recovered = Date.now();
        await load.acknowledgedSince(recovered, 20);
        await load.stop();
        console.log(`PostgreSQL genstartet på ${back - before} ms; begge instanser klar ${recoveryMs} ms efter; ${load.outcomes.length} svar i alt`);

        const wrong = load.outcomes.filter((o) => !acceptableDuringOutage(o));
        expect(summary(wrong), "only the page, a receipt or a Danish 503").toEqual([]);
        expect(summary(load.outcomes.filter((o) => o.kind === "page" && o.status !== 200)), "public pages are served throughout").toEqual([]);
        const after = load.outcomes.filter((o) => o.started >= recovered && o.status !== 200);
        expect(summary(after), "nothing but 200 once both instances are ready").toEqual([]);
        expect(recoveryMs, "ready again within seconds").toBeLessThan(15_000);
        expectInstancesAlive();

        const stored = await storedCounts();
        const acknowledged = load.outcomes.filter((o) => o.kind === "post" && o.status === 200).map((o) => o.email!);
        expect(
          acknowledged.filter((email) => stored.get(email) !== 1),
          "every acknowledged enquiry stored exactly once",
        ).toEqual([]);
      } finally {
        await load.stop();
      }
    },
    scaled(180_000),
  );

  it(
    "a 30 s stop under load: Danish 503 and /readyz 503 while it lasts, nothing but 200 after",
    async () => {
      const load = startLoad(proxy, cookie);
      try {
        await load.acknowledgedSince(Date.now(), 8);
        await postgres.stop();
        const stopped = Date.now();
        // While the database is away: both instances say so on /readyz.
        for (const server of instances) {
          const ready = await send(`${server.url}/readyz`);
          expect(ready.status, `${server.url}/readyz`).toBe(503);
          expect(ready.body).toBe("databasen svarer ikke");
        }
        await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() - stopped)));
        const during = load.outcomes.filter((o) => o.started >= stopped + 1000);
        await postgres.start();
        const recoveryMs = await untilReady();
        const recovered = Date.now();
        await load.acknowledgedSince(recovered, 20);
        await load.stop();
        console.log(
          `PostgreSQL stoppet i 30 s: ${during.length} svar under udfaldet (${during.filter((o) => o.status === 503).length} × 503); begge instanser klar ${recoveryMs} ms efter start`,
        );

        expect(summary(load.outcomes.filter((o) => !acceptableDuringOutage(o))), "only the page, a receipt or a Danish 503").toEqual([]);
        expect(during.filter((o) => o.kind === "post").length, "visitors kept getting answers during the outage").toBeGreaterThan(0);
        expect(summary(during.filter((o) => o.kind === "post" && o.status !== 503)), "no enquiry acknowledged while the database was away").toEqual([]);
        expect(summary(during.filter((o) => o.kind === "admin" && o.status !== 503)), "the admin says in Danish that it cannot answer").toEqual([]);
        expect(summary(load.outcomes.filter((o) => o.started >= recovered && o.status !== 200)), "nothing but 200 once both instances are ready").toEqual([]);
        expect(recoveryMs, "ready again within seconds").toBeLessThan(15_000);
        expectInstancesAlive();

        const stored = await storedCounts();
        const acknowledged = load.outcomes.filter((o) => o.kind === "post" && o.status === 200).map((o) => o.email!);
        expect(
          acknowledged.filter((email) => stored.get(email) !== 1),
          "every acknowledged enquiry stored exactly once",
        ).toEqual([]);
      } finally {
        await load.stop();
      }
    },
    scaled(180_000),
  );
});
