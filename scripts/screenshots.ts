/**
 * `npm run screenshots`: a full-page PNG of every page in the sitemap (and the 404 page) at 390,
 * 1024 and 1440 px, for reviewing the design: screenshots/<width>/<page>.png (gitignored), plus
 * screenshots/heights.txt with each page's height per width, longest first.
 *
 * Builds first when the build is missing or stale (as `npm start` does), then starts the production
 * server on a free port with a throwaway database. Not part of `npm test`.
 *
 *   --widths=390,1024   other widths        --paths=/,/priser   only these pages
 *   --out=screenshots   another folder
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { limits } from "../app/content/site.ts";
import { buildReason } from "./build-reason.ts";
import { chromiumFlags, chromiumPath } from "./chromium-flags.ts";
import { freePort } from "./free-port.ts";

process.env.NODE_ENV ??= "production";
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const widths = (option("widths") ?? "390,1024,1440").split(",").map(Number);
const outDir = option("out") ?? "screenshots";

const reason = buildReason();
if (reason) {
  console.log(`Bygger siden (${reason}) ...`);
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "salgskraft-screenshots-"));
const server = spawn(process.execPath, ["server/main.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? chromiumPath, args: [...chromiumFlags] });
try {
  for (let tries = 0; ; tries++) {
    if (server.exitCode !== null) throw new Error(`Serveren stoppede med kode ${server.exitCode}`);
    if (
      await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 400) throw new Error("Serveren svarede ikke inden for 60 s");
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = option("paths")?.split(",") ?? [...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname), "/findes-ikke"];

  const context = await browser.newContext({ baseURL: origin, locale: "da-DK", viewport: { width: widths[0]!, height: 900 } });
  // A stored choice keeps the cookie banner from covering the bottom of a slow page's picture.
  await context.addInitScript((key) => localStorage.setItem(key, "false"), limits.cookieConsentKey);
  const page = await context.newPage();
  const heights: { path: string; width: number; height: number }[] = [];
  for (const width of widths) {
    mkdirSync(path.join(outDir, String(width)), { recursive: true });
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    for (const pagePath of paths) {
      await page.goto(pagePath, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const name = pagePath === "/" ? "forside" : pagePath.slice(1).replaceAll("/", "_");
      await page.screenshot({ path: path.join(outDir, String(width), `${name}.png`), fullPage: true });
      heights.push({ path: pagePath, width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
    }
    console.log(`${width} px: ${paths.length} sider`);
  }
  heights.sort((a, b) => a.width - b.width || b.height - a.height);
  writeFileSync(
    path.join(outDir, "heights.txt"),
    heights.map((h) => `${String(h.width).padStart(4)} px  ${String(h.height).padStart(6)} px  ${h.path}`).join("\n") + "\n",
  );
  console.log(`Skrevet til ${outDir}/ (sidehøjder i ${outDir}/heights.txt)`);
} finally {
  await browser.close();
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
