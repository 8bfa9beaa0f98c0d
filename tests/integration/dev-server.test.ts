/**
 * `npm run dev` serves through server/app.ts like production (scripts/vite-app-server.ts), so
 * loaders and actions get the runtime from React Router's context there too. Without the plugin
 * React Router's own dev handler passes no context and /forms/start answers 500.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { scaled } from "../support/scaled.ts";

describe("the dev server (npm run dev)", () => {
  let child: ChildProcess | undefined;
  let base = "";
  const dataDir = mkdtempSync(path.join(tmpdir(), "salgskraft-dev-"));

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
      // Without the test run's low SCRYPT_COST, which development refuses.
      env: { ...process.env, NODE_ENV: "development", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", SCRYPT_COST: "15" },
      stdio: "ignore",
      detached: true,
    });
    for (let tries = 0; tries < 240; tries++) {
      const up = await fetch(`${base}/healthz`).then(
        (response) => response.status < 500,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error("Dev-serveren svarede ikke inden for 2 minutter");
  }, scaled(150_000));

  afterAll(() => {
    if (child?.pid) process.kill(-child.pid, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives loaders the runtime: /forms/start signs a fill-time token", async () => {
    const response = await fetch(`${base}/forms/start`);
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBeGreaterThan(20);
  });

  it("renders the staff login from the embedded database's runtime", async () => {
    const response = await fetch(`${base}/admin/login`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('name="password"');
  });

  it("answers the redirects with the same 301s as production, in one hop, before React Router", async () => {
    for (const [from, to] of [
      ["/Forside/?a=1", "/?a=1"],
      ["/COOKIES", "/cookies"],
      ["/cookies/", "/cookies"],
      ["/jobs/solar-energy", "/jobs/solenergi"],
    ]) {
      const response = await fetch(`${base}${from}`, { redirect: "manual" });
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
      // The plugin's answer (app/lib/redirects.ts via scripts/vite-app-server.ts), as server/main.ts words it.
      expect(await response.text(), from).toBe(`Flyttet permanent: ${to}`);
    }
    const page = await fetch(`${base}/cookies`, { redirect: "manual" });
    expect(page.status).toBe(200);
  });
});
