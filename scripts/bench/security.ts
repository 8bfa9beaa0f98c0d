/**
 * Re-measures the security review's figures against a built server (docs/security.md):
 *   node scripts/bench/security.ts [--root <checkout with a build>]
 * Starts server/main.ts from that checkout on a free port with a fresh data directory.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../free-port.ts";

const rootArg = process.argv.indexOf("--root");
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]!) : process.cwd();

function get(
  port: number,
  target: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: target, method: init.method ?? "GET", headers: init.headers, agent: false }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "salgskraft-secbench-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT: "100000",
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await get(port, "/readyz")).status === 200) break;
      } catch {
        /* starting */
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const slashes = `/a${"/".repeat(16_000)}b`;
    const one = await get(port, slashes);
    console.log(`16,000 slashes: ${one.status} in ${one.ms.toFixed(1)} ms`);
    const under = await get(port, `/a${"/".repeat(2_000)}b`);
    console.log(`2,000 slashes: ${under.status} in ${under.ms.toFixed(1)} ms`);

    // Ten connections sending the slash path over and over, while /healthz is timed.
    let stop = false;
    const attackers = Array.from({ length: 10 }, async () => {
      while (!stop) await get(port, slashes).catch(() => undefined);
    });
    const health: number[] = [];
    const until = Date.now() + 3000;
    while (Date.now() < until) health.push((await get(port, "/healthz")).ms);
    stop = true;
    await Promise.all(attackers);
    console.log(
      `/healthz under 10 slash attackers: p50 ${percentile(health, 50).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms (${health.length} requests)`,
    );

    const junk = new URLSearchParams({ name: "A", email: "ikke-en-mail" });
    for (let i = 0; i < 80_000; i++) junk.append(`f${i}`, "x");
    const refused = await get(port, "/kontakt", { method: "POST", body: junk.toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    console.log(`refused form with 80,000 junk fields: ${refused.status}, ${(refused.bytes / 1024).toFixed(0)} KB in ${refused.ms.toFixed(0)} ms`);

    await loginSpray(port);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Finding 6 of the second review: 16 clients spray logins, each attempt from a new address (so no
 * per-address lockout helps), while a prerendered page (gzip) and a server-rendered page are timed.
 */
async function loginSpray(port: number) {
  const pages = { "/kontakt (prerendered, gzip)": "/kontakt", "/book-et-moede (server-rendered, gzip)": "/book-et-moede" };
  const timePages = async (ms: number) => {
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(pages).map((label) => [label, []]));
    const until = Date.now() + ms;
    while (Date.now() < until)
      for (const [label, target] of Object.entries(pages)) times[label]!.push((await get(port, target, { headers: { "Accept-Encoding": "gzip" } })).ms);
    return times;
  };
  const quiet = await timePages(3000);
  let spraying = true;
  let address = 0;
  const statuses = new Map<number, number>();
  const sprayers = Array.from({ length: 16 }, async () => {
    while (spraying) {
      const n = ++address;
      const body = new URLSearchParams({ email: `gaet${n % 50}@firma.dk`, password: `forkert-${n}` }).toString();
      const answer = await get(port, "/admin/login", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      }).catch(() => undefined);
      if (answer) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  });
  const sprayed = await timePages(6000);
  spraying = false;
  await Promise.all(sprayers);
  for (const label of Object.keys(pages)) {
    const before = quiet[label]!;
    const during = sprayed[label]!;
    console.log(
      `${label}: p50 ${percentile(before, 50).toFixed(1)} ms quiet, ${percentile(during, 50).toFixed(1)} ms (p99 ${percentile(during, 99).toFixed(1)} ms) under a 16-client login spray`,
    );
  }
  console.log(`login spray answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(", ")}`);
}

await main();
