/**
 * The page's first script: a few hundred bytes inlined into every document (see root.tsx) that
 * work before React has loaded and keep working after:
 *
 *  - header: sets data-scrolled on <html> past the scroll threshold (CSS turns the header white);
 *  - menus: Escape closes an open <details> menu and returns focus, a click outside or on a link
 *    closes it (client-side navigation would otherwise leave it open);
 *  - cookie banner: shown `delayMs` after load when no choice is stored, choice stored in
 *    localStorage under `key` ("true" on accept);
 *  - forms: asks the server for the fill-time token of the page's forms once the page has loaded or
 *    at the first touch, key or focus (low priority; app/server/intake/form-token.server.ts), so a form
 *    sent before React has loaded carries one too and the time counts from before the visitor typed
 *    (the load event can wait for React's chunks);
 *  - a link with `data-field` and `data-value` (the package cards on /priser) chooses that option
 *    in the form at its #target as it scrolls there; without JavaScript it only leads to the form
 *    (the page is prerendered, so the server cannot preselect from a query);
 *  - page views: once the page has loaded and painted and the browser is idle, one `navigator.sendBeacon` to
 *    `eventPath` with the path, the query and the referrer's origin; no cookie, no ID. Pages marked
 *    <html data-analytics="off"> (admin, errors) send nothing. Client-side navigations and the
 *    forms' attribution field are React's (app/lib/use-analytics.ts; app/server/analytics/);
 *  - the visit: only after "Accepter" (at load, or when it is pressed) is this page kept in
 *    sessionStorage (`visitKey`) as the visit's first page, unless the visit began on another of
 *    our pages;
 *  - what can wait for the page to be loaded and painted (the web app manifest, the headings' face):
 *    app/lib/after-load.ts, a hashed script of its own (`afterLoad`), added then, so that its bytes are
 *    not in every document (docs/decisions/typeface.md);
 *  - hydration: the deferred boot from app/lib/defer-hydration.ts is appended to this script.
 *
 * It is serialised with Function#toString, so it must not reference anything outside itself.
 */
import { BOOT_MODULE_TYPE, deferredBoot, HELD_AGENT_ANSWER, type BootConfig } from "./defer-hydration.ts";

export type EnhanceConfig = {
  scrollThreshold: number;
  cookieKey: string;
  cookieDelayMs: number;
  tokenField: string;
  tokenPath: string;
  eventPath: string;
  visitKey: string;
  afterLoad: string;
};

export function enhance(config: EnhanceConfig): void {
  const doc = document;
  const root = doc.documentElement;

  const onScroll = () => root.toggleAttribute("data-scrolled", window.scrollY > config.scrollThreshold);
  onScroll();
  window.addEventListener("scroll", onScroll, { passive: true });

  const openMenus = () => Array.from(doc.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]"));
  const closeMenus = (except?: Element | null) => {
    for (const menu of openMenus()) if (menu !== except && !menu.contains(except ?? null)) menu.open = false;
  };
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const menus = openMenus();
    if (!menus.length) return;
    const last = menus[menus.length - 1];
    closeMenus();
    last?.querySelector("summary")?.focus();
  });
  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("details[data-menu] a")) closeMenus();
    else closeMenus(target?.closest("details[data-menu]"));
    // A link with data-field and data-value chooses that option in the form at its #target.
    const choice = target?.closest<HTMLAnchorElement>("a[data-value]");
    const field = choice && doc.querySelector<HTMLSelectElement>(`${choice.hash} [name="${choice.dataset.field}"]`);
    if (field) field.value = choice.dataset.value!;
  });

  // This document's page as the beacon reports it (the server keeps only the campaign parameters of
  // `q` and the host of `r`); after "Accepter" it is also the visit's first page in sessionStorage.
  const landing = { p: location.pathname, q: location.search.slice(0, 500), r: doc.referrer && new URL(doc.referrer).origin };
  // What the page does not need for its first paint waits for it: the load event, then the next
  // frame (a timeout set in requestAnimationFrame runs after that frame is painted), then idle
  // time. On a fast connection the load event can come before the first paint, and a request that
  // ends before the largest paint counts in Lighthouse's LCP (docs/decisions/inline-icons.md).
  const afterPaint = (task: () => void) =>
    window.addEventListener("load", () => requestAnimationFrame(() => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(task, { timeout: 2000 }))), {
      once: true,
    });
  afterPaint(() => root.dataset.analytics !== "off" && navigator.sendBeacon(config.eventPath, JSON.stringify(landing)));
  const rememberVisit = () => {
    try {
      if (localStorage.getItem(config.cookieKey) === "true" && landing.r !== location.origin && !sessionStorage.getItem(config.visitKey))
        sessionStorage.setItem(config.visitKey, JSON.stringify(landing));
    } catch {
      /* storage blocked: the form's own page is used */
    }
  };
  rememberVisit();

  const banner = doc.getElementById("cookie-banner");
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(config.cookieKey);
  } catch {
    stored = "unavailable";
  }
  if (banner && stored === null) {
    window.setTimeout(() => banner.removeAttribute("hidden"), config.cookieDelayMs);
    banner.addEventListener("click", (event) => {
      const choice = event.target instanceof Element ? event.target.closest("[data-cookie-choice]") : null;
      if (!choice) return;
      try {
        localStorage.setItem(config.cookieKey, String(choice.getAttribute("data-cookie-choice") === "accept"));
      } catch {
        /* private mode: the banner still closes */
      }
      rememberVisit();
      banner.setAttribute("hidden", "");
    });
  }

  const emptyTokenFields = () => Array.from(doc.querySelectorAll<HTMLInputElement>(`input[name="${config.tokenField}"]`)).filter((input) => !input.value);
  const fetchToken = () => {
    if (!emptyTokenFields().length) return;
    fetch(config.tokenPath, { cache: "no-store", priority: "low" })
      .then((response) => (response.ok ? response.text() : ""))
      .then((token) => {
        if (token) for (const input of emptyTokenFields()) input.value = token;
      })
      .catch(() => {
        /* offline: the server answers the post with a token and asks for a second press */
      });
  };
  // Once the page has loaded and painted (afterPaint), or at the visitor's first touch, key or
  // focus if that comes sooner (the fill time must count from before the visitor starts typing):
  // never in the way of the stylesheet and the first paint, where on Lighthouse's throttled phone
  // it cost the largest paint a round trip.
  let tokenAsked = false;
  const askToken = () => tokenAsked || ((tokenAsked = true), fetchToken());
  afterPaint(askToken);

  // A module, so that `npm run dev` can serve it as one (with imports); built, it is one plain file.
  // Not import(): Vite's dev server rewrites it in this function, which runs in the browser as text.
  afterPaint(() => {
    const script = doc.createElement("script");
    script.type = "module";
    script.src = config.afterLoad;
    doc.head.append(script);
  });
  for (const type of ["pointerdown", "keydown", "touchstart", "focusin"]) window.addEventListener(type, askToken, { capture: true, once: true });
}

export function enhanceScript(config: EnhanceConfig): string {
  const boot: BootConfig = { moduleType: BOOT_MODULE_TYPE, fallbackMs: 8000, answerKey: HELD_AGENT_ANSWER };
  // The server bundle is minified (vite.config.ts), so these are the minified functions.
  return `(${enhance.toString()})(${JSON.stringify(config)});(${deferredBoot.toString()})(${JSON.stringify(boot)});`;
}
