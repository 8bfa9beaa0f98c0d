/**
 * The second security review's findings at the HTTP boundary (docs/security.md, "Second review"):
 * no admin export or change from another site, tokens never in the log, one Referrer-Policy, a
 * cross-origin POST refused in Danish without a stack trace, and a POST from the site's own https
 * origin behind a TLS proxy accepted.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, lstatSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eEnv } from "./support/global-setup.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { logIn as logInOver, createAccount, waitUntil } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer-runde2@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };
let server: TestServer;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "salgskraft-round2-"));
  await createAccount(dataDir, owner);
  server = await startServer({ LOG_LEVEL: "debug" }, dataDir);
}, scaled(120_000));

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

const logIn = async () => (await logInOver(server.url, owner)).cookie;

describe("another site cannot make a logged-in browser export or change anything (finding 5)", () => {
  it("refuses a cross-site CSV download and records no export; the same download from the admin works", async () => {
    const cookie = await logIn();
    for (const file of ["/admin/contact-submissions/export.csv", "/admin/analytics/export.csv?tabel=sider"]) {
      for (const site of ["cross-site", "same-site"]) {
        const refused = await fetch(`${server.url}${file}`, {
          headers: { Cookie: cookie, "Sec-Fetch-Site": site, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
        });
        expect(refused.status, `${file} ${site}`).toBe(403);
        expect(await refused.text()).toContain("Forespørgslen kom fra et andet websted og er afvist");
      }
      const allowed = await fetch(`${server.url}${file}`, { headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } });
      expect(allowed.status, file).toBe(200);
      expect(allowed.headers.get("content-type")).toContain("text/csv");
    }
    // Following a link from a webmail to an enquiry list still opens the page.
    const linked = await fetch(`${server.url}/admin/contact-submissions`, {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
    });
    expect(linked.status).toBe(200);
    const audit = await (await fetch(`${server.url}/admin/historik`, { headers: { Cookie: cookie } })).text();
    // One export recorded (the allowed one), none for the two refused.
    expect(audit.match(/eksport/gi)?.length ?? 0).toBeGreaterThan(0);
  });
});

describe("tokens stay out of the log (finding 10)", () => {
  it("logs neither an invite token from an aborted POST nor a newsletter token from a query string", async () => {
    const token = "ab12".repeat(16);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(new URL(server.url).port), "127.0.0.1", () => {
        socket.write(
          `POST /admin/adgang/${token} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\npassword=a`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
      socket.on("error", reject);
    });
    const secret = "hemmeligt-token-i-linket-0123456789";
    await fetch(`${server.url}/nyhedsbrev/bekraeft?id=00000000-0000-4000-8000-000000000000&token=${secret}`);
    await fetch(`${server.url}/admin/adgang/${token}`);
    // The aborted POST's log line is the event to wait for; the requests after it were answered before.
    const output = await waitUntil(
      () => server.output().includes("/admin/adgang/[skjult]") && server.output(),
      scaled(15_000),
      "logningen af den afbrudte POST",
    );
    expect(output).toContain("/admin/adgang/[skjult]");
    expect(output).not.toContain(token);
    expect(output).not.toContain(secret);
  });
});

describe("headers and refusals (info findings)", () => {
  it("sends one Referrer-Policy on the invite and newsletter pages", async () => {
    for (const page of [`/admin/adgang/${"c".repeat(64)}`, "/nyhedsbrev/bekraeft", "/nyhedsbrev/afmeld"]) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.headers.get("referrer-policy"), page).toBe("same-origin");
    }
    expect((await fetch(`${server.url}/admin/login`)).headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("refuses a cross-origin POST with a Danish 403 and one log line, no stack trace", async () => {
    const before = server.output().length;
    for (const origin of ["https://evil.example", "null"]) {
      const response = await postForm(`${server.url}/kontakt`, { name: "x" }, { Origin: origin });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("Forespørgslen kom fra et andet websted og er afvist");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const logged = server.output().slice(before);
    expect(logged).not.toMatch(/\n\s+at /);
    expect(logged).not.toContain("Aborting the action");
  });

  it("accepts a POST from the site's own https origin (a TLS proxy in front), which React Router refused with 400", async () => {
    const host = new URL(server.url).host;
    const response = await postForm(`${server.url}/nyhedsbrev`, { email: "x" }, { Origin: `https://${host}` });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("Email er ikke gyldig");
  });
});

describe("the embedded database's files are the server user's alone (finding 3)", () => {
  it("keeps DATA_DIR 0700 and every file in it 0600 while serving", async () => {
    await postForm(`${server.url}/nyhedsbrev`, { email: "filer@firma.dk", consent: "on" });
    const open: string[] = [];
    const visit = (entry: string) => {
      const stat = lstatSync(entry);
      if (!stat.isDirectory() && !stat.isFile()) return;
      if (stat.mode & 0o077) open.push(`${entry} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
    };
    visit(server.dataDir);
    expect(open).toEqual([]);
  });

  it("refuses to start on a DATA_DIR that other users can read, and says how to fix it", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "salgskraft-open-"));
    writeFileSync(path.join(dataDir, "session-secret"), "x".repeat(64));
    chmodSync(path.join(dataDir, "session-secret"), 0o644);
    const result = spawnSync(process.execPath, ["server/main.ts"], {
      env: { ...process.env, ...e2eEnv, PORT: "1", DATA_DIR: dataDir },
      encoding: "utf8",
      timeout: scaled(60_000),
    });
    expect(result.status).toBe(1);
    expect(result.stderr + result.stdout).toContain("kan læses af andre brugere");
    expect(result.stderr + result.stdout).toContain(`chmod -R go-rwx ${dataDir}`);
    removeDir(dataDir);
  });
});

describe("a form names one of the site's pages as its source (finding 1)", () => {
  it("refuses a made-up source page in Danish and stores nothing", async () => {
    const fields = { name: "Kilde Test", email: "kilde@firma.dk", phone: "12345678", interest: "other", message: "Hej" };
    const refused = await postForm(`${server.url}/kontakt`, { ...fields, source: "/nyhedsbrev/xxxx" });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Formularen blev sendt fra en side, vi ikke kender");
    const accepted = await postForm(`${server.url}/kontakt`, { ...fields, source: "/priser" });
    expect(accepted.status).toBe(200);
  });
});
