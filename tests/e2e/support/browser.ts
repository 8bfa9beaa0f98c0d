/**
 * Chromium for the end-to-end tests: Debian's headless shell (/usr/bin/chromium-headless-shell,
 * package chromium-headless-shell, the same Chromium version without the browser's windowing
 * layers; the one Playwright itself runs headless) through playwright-core, one browser per test
 * file. 30 pages, each in a new context and hydrated: 31 CPU-s in /usr/bin/chromium, 12.5 in the
 * shell (docs/benchmarks.md, »Suite: a kept tab, PGlite's WebAssembly compiled once, and the headless shell«). Lighthouse and the screenshots keep the
 * full browser. `open` fails the test on any console error or uncaught page error.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { chromiumFlags, headlessShellFlags, headlessShellPath } from "../../../scripts/chromium-flags.ts";
import { scaled } from "../../support/scaled.ts";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * `extraArgs` e.g. `--enable-features=WebMCP` for the WebMCP tests (tests/e2e/agents.test.ts).
 * `executablePath` the full browser (`chromiumPath`) where a test is about Lighthouse's Chrome to the
 * subpixel: the shell lays out a local() font ~0.2 % wider (163.00 px where Chromium has 162.72 for
 * the same bold line), and where a heading wraps at 412 px is what tests/e2e/design-typeface.test.ts
 * is about.
 * Every context it opens (browser.newPage opens one too) waits as long as the machine's load asks:
 * Playwright's own 30 s for a click or a navigation, scaled like the suite's limits
 * (tests/support/scaled.ts), so a busy machine makes a run slower, not red.
 */
export async function launchChromium(extraArgs: readonly string[] = [], executablePath = process.env.CHROMIUM_PATH ?? headlessShellPath): Promise<Browser> {
  const shell = executablePath.endsWith("headless-shell");
  const browser = await chromium.launch({ executablePath, args: [...(shell ? headlessShellFlags : chromiumFlags), ...extraArgs] });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(scaled(30_000));
    if (shell) await context.addInitScript(dropShellPointer);
    return context;
  };
  return browser;
}

/**
 * The shell, unlike the full browser, reports a pointer at (0, 0) to every new document ~50 ms
 * into its load: one trusted pointermove with no movement, as if a mouse rested in the corner. It
 * would start React before any interaction (app/lib/defer-hydration.ts boots on the
 * first pointermove), in about a third of the loads, so the tests of a page before hydration (`hydrate:
 * false`) would test whichever came first. Registered before the page's own scripts, this drops
 * that event at the window before the boot's listener sees it; a Playwright mouse move (to (5, 5)
 * in `hydrate`) passes. foundation.test.ts's deferred-hydration test fails without it.
 * Serialised into the page: it must not reference anything outside itself.
 */
function dropShellPointer(): void {
  window.addEventListener(
    "pointermove",
    (event) => {
      if (event.clientX === 0 && event.clientY === 0 && event.movementX === 0 && event.movementY === 0) event.stopImmediatePropagation();
    },
    { capture: true },
  );
}

export const baseUrl = () => inject("baseUrl");

type Options = {
  javaScript?: boolean;
  viewport?: { width: number; height: number };
  hydrate?: boolean;
  /** Runs before the page is loaded, e.g. to hold back a request with page.route. */
  prepare?: (page: Page) => Promise<unknown>;
  /** Load the path in this page (from an earlier `open` of the same test) instead of a new tab: a loop over pages. */
  tab?: Page;
};

/**
 * Sets up a browser for the file. `open(path)` loads a page; with `hydrate` (default true) it
 * then waits until React has taken over, which the deferred boot starts on first interaction.
 *
 * A page without JavaScript (and without `prepare`) is loaded in a tab the file keeps: a new tab
 * costs Chromium ~0.6 s of CPU (a renderer, Playwright's scripts compiled again), a navigation in
 * a kept one ~0.2 s (docs/benchmarks.md, »Suite: a kept tab, PGlite's WebAssembly compiled once, and the headless shell«). Each
 * kept tab is handed out once per test, so two pages a test opens are two tabs; between tests its
 * cookies, listeners, routes, media emulation and any other tab of its context are cleared, and
 * it is sized to the options again. Pages with JavaScript get a new context each, as a new visitor,
 * unless `tab` names the page to load the path in (a loop that checks one page after another).
 */
export function useBrowser(launch: { args?: readonly string[]; executablePath?: string } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const kept: { viewport: string; page: Page; taken: boolean }[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium(launch.args, launch.executablePath);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    for (const tab of kept) tab.taken = false;
    const found = errors.splice(0);
    expect(found, "konsolfejl i browseren").toEqual([]);
  });

  /** The path each watched page was last opened at, to name it in an error. */
  const opened = new WeakMap<Page, string>();
  function watch(page: Page) {
    // Documents the test navigates to on purpose (a 404 page, a form answered with 422) report
    // their status as a console error; those are expected, anything else fails the test.
    const documentStatuses = new Set<number>();
    page.on("response", (response) => {
      if (response.request().isNavigationRequest() && response.status() >= 400) documentStatuses.add(response.status());
    });
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      if ([...documentStatuses].some((status) => message.text().includes(`status of ${status}`))) return;
      errors.push(`${opened.get(page)}: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`${opened.get(page)}: ${error.message}`));
  }

  async function newPage(javaScript: boolean, viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: javaScript, viewport, locale: "da-DK" });
    return context.newPage();
  }

  /** A kept tab without JavaScript at `viewport`, cleared of what an earlier test left in it. */
  async function keptPage(viewport: { width: number; height: number }): Promise<Page> {
    const key = `${viewport.width}x${viewport.height}`;
    const tab = kept.find((candidate) => candidate.viewport === key && !candidate.taken && !candidate.page.isClosed());
    if (!tab) {
      const page = await newPage(false, viewport);
      kept.push({ viewport: key, page, taken: true });
      return page;
    }
    tab.taken = true;
    const { page } = tab;
    const context = page.context();
    await Promise.all([
      page.removeAllListeners(undefined, { behavior: "ignoreErrors" }),
      context.removeAllListeners(undefined, { behavior: "ignoreErrors" }),
      page.unrouteAll(),
      context.unrouteAll(),
      context.clearCookies(),
      context.setExtraHTTPHeaders({}),
    ]);
    await Promise.all(
      context
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    );
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
    await page.setViewportSize(viewport);
    // A new document even when only the fragment differs from where the tab is.
    await page.goto("about:blank");
    return page;
  }

  async function open(path: string, options: Options = {}): Promise<Page> {
    const javaScript = options.javaScript ?? true;
    const viewport = options.viewport ?? { width: 1280, height: 900 };
    let page: Page;
    if (options.tab) {
      page = options.tab;
      if (options.viewport) await page.setViewportSize(viewport);
    } else if (javaScript || options.prepare) {
      page = await newPage(javaScript, viewport);
      contexts.push(page.context());
      watch(page);
    } else {
      page = await keptPage(viewport);
      watch(page);
    }
    opened.set(page, path);
    await options.prepare?.(page);
    await page.goto(path);
    if (javaScript && (options.hydrate ?? true)) await hydrate(page);
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
