/**
 * Chromium for the end-to-end tests: Debian's /usr/bin/chromium through playwright-core, one
 * browser per test file. `openPage` fails the test on any console error or uncaught page error.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { chromiumFlags } from "../../../scripts/chromium-flags.ts";
import { scaled } from "../../support/scaled.ts";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * `extraArgs` e.g. `--enable-features=WebMCP` for the WebMCP tests (tests/e2e/agents.test.ts).
 * Every context it opens (browser.newPage opens one too) waits as long as the machine's load asks:
 * Playwright's own 30 s for a click or a navigation, scaled like the suite's limits
 * (tests/support/scaled.ts), so a busy machine makes a run slower, not red.
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: [...chromiumFlags, ...extraArgs] });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(scaled(30_000));
    return context;
  };
  return browser;
}

export const baseUrl = () => inject("baseUrl");

type Options = {
  javaScript?: boolean;
  viewport?: { width: number; height: number };
  hydrate?: boolean;
  /** Runs before the page is loaded, e.g. to hold back a request with page.route. */
  prepare?: (page: Page) => Promise<unknown>;
};

/**
 * Sets up a browser for the file. `open(path)` loads a page; with `hydrate` (default true) it
 * then waits until React has taken over, which the deferred boot starts on first interaction.
 */
export function useBrowser(launch: { args?: readonly string[] } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium(launch.args);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const found = errors.splice(0);
    expect(found, "konsolfejl i browseren").toEqual([]);
  });

  async function open(path: string, options: Options = {}): Promise<Page> {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: options.javaScript ?? true,
      viewport: options.viewport ?? { width: 1280, height: 900 },
      locale: "da-DK",
    });
    contexts.push(context);
    const page = await context.newPage();
    // Documents the test navigates to on purpose (a 404 page, a form answered with 422) report
    // their status as a console error; those are expected, anything else fails the test.
    const documentStatuses = new Set<number>();
    page.on("response", (response) => {
      if (response.request().isNavigationRequest() && response.status() >= 400) documentStatuses.add(response.status());
    });
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      if ([...documentStatuses].some((status) => message.text().includes(`status of ${status}`))) return;
      errors.push(`${path}: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`${path}: ${error.message}`));
    await options.prepare?.(page);
    await page.goto(path);
    if ((options.javaScript ?? true) && (options.hydrate ?? true)) await hydrate(page);
    return page;
  }

  return { open, browser: () => browser };
}

/**
 * Holds React Router's second request after a form's action has answered (the GET of the page's
 * `.data`, which fetches the loaders again) until the returned function is called: the moment in
 * which the action's answer is shown and the loader's data is still from before the press
 * (app/components/admin/draft.tsx).
 */
export async function holdRevalidation(page: Page): Promise<() => void> {
  const path = `${new URL(page.url()).pathname}.data`;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === "GET") await held;
      // The next navigation may have cancelled the request meanwhile.
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/** Starts React the way a visitor does (a pointer move) and waits until it has hydrated. */
export async function hydrate(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined &&
      document.documentElement.dataset.hydrated === "true",
  );
}

export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (rightly) does not apply.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
    ).axe;
    return axe.run(document, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] });
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
