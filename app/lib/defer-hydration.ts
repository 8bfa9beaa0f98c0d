/**
 * Deferred hydration: the one place this site works around React Router
 * (docs/decisions/deferred-hydration.md). React Router's <Scripts /> fetch ~120 KB of JavaScript
 * at high priority before first paint; on Lighthouse's throttled phone that costs LCP. Every page
 * works as plain HTML, so React is started on the visitor's first interaction instead.
 *
 *  - Server (`deferBootModule`, called by entry.server): drops the modulepreload links and turns
 *    React Router's inline boot module into an inert `<script type="text/x-boot-module">`.
 *  - Browser (`deferredBoot`, inlined into every document by app/lib/enhance.ts): starts that
 *    module on the first pointer, key, touch, focus or scroll event (at once on pages that mark
 *    <html data-hydrate="eager">). A form submitted after the boot started but before React has
 *    hydrated is held and sent again with requestSubmit() once React runs (so it gets React's
 *    validation and 'Sender...' instead of a full reload); if React does not arrive, the browser
 *    sends it natively after `fallbackMs`.
 *  - React (`useMarkHydrated`, root Layout): sets <html data-hydrated="true"> once React owns the
 *    page; the held submit waits for it, and so do the tests.
 *
 * tests/e2e/foundation.test.ts fails if React Router's markup changes so that a page fetches
 * JavaScript before the first interaction, or if React no longer hydrates after one.
 */
import { useEffect } from "react";

export const BOOT_MODULE_TYPE = "text/x-boot-module";

/** Server-rendered documents carry a CSP nonce on each script (app/lib/csp-nonce.ts); it is kept. */
export function deferBootModule(html: string): string {
  // The routes the page renders: the boot module imports their modules by these ids.
  const rendered = new Set(
    [...(html.match(/window\.__reactRouterRouteModules = \{([^}]*)\}/)?.[1] ?? "").matchAll(/"([^"]+)":route\d+/g)].map((match) => match[1]!),
  );
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<script( nonce="[^"]*")? type="module" async="">/g, `<script$1 type="${BOOT_MODULE_TYPE}">`)
    .replace(/(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/, (whole, assignment: string, json: string) =>
      compactManifest(whole, assignment, json, rendered),
    );
}

/**
 * React Router prints the route manifest with indentation, and adds the routes of every ancestor
 * path ("/" and "/blog" on an article) so that a later client-side navigation there needs no
 * lookup. Printed compactly and with only the rendered routes, a document is 80-200 bytes brotli
 * smaller: a page is one round trip faster when that keeps it in the first TCP window
 * (docs/decisions/inline-icons.md). The ancestors are looked up on hydration with the page's other
 * links (React Router's lazy route discovery), before a visitor can follow one.
 */
function compactManifest(whole: string, assignment: string, json: string, rendered: ReadonlySet<string>): string {
  try {
    const manifest = JSON.parse(json) as { routes: Record<string, unknown> };
    if (rendered.size) manifest.routes = Object.fromEntries(Object.entries(manifest.routes).filter(([id]) => rendered.has(id)));
    return `${assignment}${JSON.stringify(manifest)};`;
  } catch {
    return whole;
  }
}

/** The property of a held form that holds the answer promised to an agent (see app/lib/webmcp.ts). */
export const HELD_AGENT_ANSWER = "heldAgentAnswer";

export type BootConfig = { moduleType: string; fallbackMs: number; answerKey: string };

/** Serialised with Function#toString into the inline script: it must not reference anything outside itself. */
export function deferredBoot(config: BootConfig): void {
  const doc = document;
  const root = doc.documentElement;
  const isHydrated = () => root.dataset.hydrated === "true";
  let booted = false;
  let gaveUp = false;
  let held: { form: HTMLFormElement; submitter?: HTMLElement } | undefined;

  const release = () => {
    const submission = held;
    held = undefined;
    if (!submission || !submission.form.isConnected) return;
    submission.form.removeAttribute("aria-busy");
    submission.form.requestSubmit(submission.submitter);
  };
  const giveUp = () => {
    gaveUp = true;
    release();
  };

  const triggers = ["pointerdown", "pointermove", "keydown", "touchstart", "focusin", "scroll", "wheel"];
  const boot = () => {
    const module = doc.querySelector<HTMLScriptElement>(`script[type="${config.moduleType}"]`);
    if (booted || !module) return;
    booted = true;
    for (const type of triggers) window.removeEventListener(type, boot, true);
    const script = doc.createElement("script");
    script.type = "module";
    // Server-rendered pages allow inline scripts by nonce (prerendered ones by hash).
    script.nonce = module.nonce;
    script.textContent = module.textContent;
    doc.body.appendChild(script);
  };

  doc.addEventListener("submit", (event) => {
    const form = event.target;
    if (!booted || gaveUp || isHydrated() || event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    // An AI agent's tool call (WebMCP) must be promised its answer in this very event (a native
    // post would answer it with null); React's submit handler keeps the promise on the form.
    const agent = event as SubmitEvent & { agentInvoked?: boolean; respondWith?: (answer: Promise<unknown>) => void };
    if (agent.agentInvoked && agent.respondWith) agent.respondWith(new Promise((resolve) => Object.assign(form, { [config.answerKey]: resolve })));
    const submitter = event.submitter instanceof HTMLElement && (event.submitter as HTMLButtonElement).form === form ? event.submitter : undefined;
    held = { form, submitter };
    form.setAttribute("aria-busy", "true");
    window.setTimeout(giveUp, config.fallbackMs);
  });
  new MutationObserver(() => {
    if (isHydrated()) release();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });

  // This script runs before the held module is parsed: eager pages boot once the document is read.
  if (root.dataset.hydrate === "eager") doc.addEventListener("DOMContentLoaded", boot);
  else for (const type of triggers) window.addEventListener(type, boot, { capture: true, passive: true });
}

/** Root Layout: marks the document once React has hydrated it. */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
