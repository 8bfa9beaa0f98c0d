/**
 * The deploy recipe that was run (README, "Drift"): Debian's nginx on loopback, with the proxy
 * settings shipped in deploy/nginx/salgskraft-proxy.conf, in front of two instances on one
 * PostgreSQL with TRUST_PROXY=1. The client's own address reaches the rate limits (whatever
 * X-Forwarded-For it sends), a session works on both instances, and a graceful restart of one
 * (SIGTERM) while 200 requests are in flight drops none of them.
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
import { createScratchDatabase } from "../integration/support/databases.ts";
import { removeDir, startServer, type TestServer } from "./support/server.ts";
import { scaled } from "../support/scaled.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const proxySnippet = path.resolve("deploy/nginx/salgskraft-proxy.conf");
const owner = { email: "drift@salgskraft.dk", password: "nginx-foran-to-instanser" };

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** An HTTP request from a chosen loopback address (127.0.0.0/8 is all loopback on Linux): a distinct client. */
function send(url: string, options: { method?: string; from?: string; headers?: Record<string, string>; form?: Record<string, string> } = {}): Promise<Answer> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? (body ? "POST" : "GET"),
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
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe.skipIf(!postgresUrl)("nginx in front of two instances", () => {
  let database: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let work: string;
  let nginx: ChildProcess;
  let proxy: string;
  const instances: TestServer[] = [];
  const ports: number[] = [];
  let env: Record<string, string>;

  async function startInstance(index: number) {
    const server = await startServer({ ...env, PORT: String(ports[index]) });
    instances[index] = server;
  }

  beforeAll(async () => {
    const scratch = await createScratchDatabase(postgresUrl!, "salgskraft_nginx");
    database = scratch.url;
    dropDatabase = scratch.drop;
    env = { DATABASE_URL: database, SESSION_SECRET: randomBytes(32).toString("hex"), TRUST_PROXY: "1", FORM_RATE_LIMIT: "3", LOGIN_RATE_LIMIT: "10" };
    ports.push(await freePort(), await freePort());
    await startInstance(0);
    await startInstance(1);
    const created = spawnSync(process.execPath, ["scripts/create-user.ts", "--email", owner.email, "--password-stdin"], {
      input: owner.password,
      env: { ...process.env, DATABASE_URL: database },
      encoding: "utf8",
    });
    expect(created.status, created.stderr).toBe(0);

    // nginx as any user: its own prefix, pid, logs and temp paths in a temp directory, in the foreground.
    work = mkdtempSync(path.join(tmpdir(), "salgskraft-nginx-"));
    for (const dir of ["logs", "temp"]) mkdirSync(path.join(work, dir));
    const port = await freePort();
    proxy = `http://127.0.0.1:${port}`;
    const conf = `
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
          location / {
            include ${proxySnippet};
            # Which instance answered (the test's only addition).
            add_header X-Upstream $upstream_addr always;
          }
        }
      }`;
    writeFileSync(path.join(work, "nginx.conf"), conf);
    nginx = spawn(
      existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx",
      ["-p", work, "-e", `${work}/logs/error.log`, "-c", path.join(work, "nginx.conf")],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    for (let i = 0; i < 100; i++) {
      if (nginx.exitCode !== null) throw new Error(`nginx stoppede med kode ${nginx.exitCode}`);
      try {
        if ((await send(`${proxy}/healthz`)).status === 200) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, scaled(180_000));

  afterAll(async () => {
    nginx?.kill("SIGTERM");
    await Promise.all(instances.map((server) => server?.stop()));
    for (const server of instances) if (server) removeDir(server.dataDir);
    if (work) removeDir(work);
    await dropDatabase?.();
  });

  const enquiry = (tag: string) => ({
    name: `Nginx ${tag}`,
    email: `nginx-${tag}@firma.dk`,
    phone: "12345678",
    interest: "business",
    message: `Via nginx ${tag}`,
  });

  it("the client's own address reaches the rate limits, over both instances, whatever X-Forwarded-For it sends", async () => {
    const upstreams = new Set<string>();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // A forged header is kept to the left of the address nginx appends, and ignored.
      const answer = await send(`${proxy}/kontakt`, { from: "127.0.0.2", form: enquiry(`graense-${i}`), headers: { "X-Forwarded-For": `203.0.113.${i}` } });
      statuses.push(answer.status);
      upstreams.add(String(answer.headers["x-upstream"]));
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(upstreams.size, "the four posts went to both instances").toBe(2);
    const other = await send(`${proxy}/kontakt`, { from: "127.0.0.3", form: enquiry("anden-klient") });
    expect(other.status, "another client is not limited by the first one's posts").toBe(200);
  });

  it("a session made on one instance works on both", async () => {
    const login = await send(`${proxy}/admin/login`, { from: "127.0.0.4", form: owner });
    expect(login.status).toBe(302);
    const cookie = String((login.headers["set-cookie"] as string[])[0]).split(";")[0]!;
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const page = await send(`${proxy}/admin/contact-submissions`, { from: "127.0.0.4", headers: { Cookie: cookie } });
      expect(page.status).toBe(200);
      expect(page.body).toContain("Kontaktformular Henvendelser");
      seen.add(String(page.headers["x-upstream"]));
    }
    expect(seen).toEqual(new Set(ports.map((port) => `127.0.0.1:${port}`)));
  });

  it("a graceful restart of one instance (SIGTERM) drops none of 200 requests in flight", async () => {
    // 200 clients at once, each from its own address and with its own enquiry, half pages and half forms.
    const requests = Array.from({ length: 200 }, (_, i) => {
      const from = `127.0.${10 + Math.floor(i / 100)}.${(i % 100) + 1}`;
      return i % 2 ? send(`${proxy}/kontakt`, { from, form: enquiry(`genstart-${i}`) }) : send(`${proxy}/admin/login`, { from });
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stopped = instances[0]!.stop("SIGTERM");
    const answers = await Promise.all(
      requests.map((answer) =>
        answer.then(
          (a) => a.status,
          (error: Error) => `fejl: ${error.message}`,
        ),
      ),
    );
    expect(await stopped, "the instance shut down cleanly").toBe(0);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    const { rows } = await client.query(
      `select count(*)::int as n, count(distinct email)::int as d from contact_submissions where name like 'Nginx genstart-%'`,
    );
    await client.end();
    expect(rows[0], "every form stored once").toEqual({ n: 100, d: 100 });

    // Started again on its port, it takes requests from nginx once more.
    await startInstance(0);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) seen.add(String((await send(`${proxy}/healthz`)).headers["x-upstream"]));
    expect(seen.has(`127.0.0.1:${ports[0]}`)).toBe(true);
  });
});
