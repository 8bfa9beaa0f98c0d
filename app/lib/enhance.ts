/**
 * The page's first script: a few hundred bytes inlined into every document (see root.tsx) that
 * work before React has loaded and keep working after:
 *
 *  - header: sets data-scrolled on <html> past the scroll threshold (CSS turns the header white);
 *  - menus: Escape closes an open <details> menu and returns focus, a click outside or on a link
 *    closes it (client-side navigation would otherwise leave it open);
 *  - cookie banner: shown `delayMs` after load when no choice is stored, choice stored in
 *    localStorage under `key` ("true" on accept);
 *  - forms: asks the server for the fill-time token of the page's forms at once (low priority;
 *    app/server/form-token.server.ts), so a form sent before React has loaded carries one too and
 *    the time counts from when the page was shown (the load event can wait for React's chunks);
 *  - page views: once the page has loaded and the browser is idle, one `navigator.sendBeacon` to
 *    `eventPath` with the path, the campaign parameters of the URL and the referrer's origin, and
 *    again after each client-side navigation (history.pushState, back/forward). No cookie, no ID;
 *    pages marked <html data-analytics="off"> (admin, errors) send nothing
 *    (app/server/analytics.server.ts);
 *  - attribution: every form posted to our server gets a `visitField` with where the visit came
 *    from. Only after "Accepter" is the visit's first page kept in sessionStorage (`visitKey`) to
 *    carry it across pages; without that choice the field says what this page knows (its URL's
 *    campaign parameters and its referrer) and nothing is stored (app/server/attribution.server.ts);
 *  - hydration: the deferred boot from app/lib/defer-hydration.ts is appended to this script.
 *
 * It is serialised with Function#toString, so it must not reference anything outside itself.
 */
import { BOOT_MODULE_TYPE, deferredBoot, type BootConfig } from "./defer-hydration.ts";

export type EnhanceConfig = {
  scrollThreshold: number;
  cookieKey: string;
  cookieDelayMs: number;
  tokenField: string;
  tokenPath: string;
  eventPath: string;
  visitKey: string;
  visitField: string;
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
  });

  // Only a URL's campaign parameters travel (each value capped), and a referrer's origin.
  const campaign = (search: string) => {
    const kept = new URLSearchParams();
    new URLSearchParams(search).forEach((value, key) => /^(utm_source|utm_medium|utm_campaign|gclid|fbclid)$/.test(key) && kept.set(key, value.slice(0, 100)));
    const query = `${kept}`;
    return query && `?${query}`;
  };
  const origin = (url: string) => url && new URL(url).origin;
  const tracked = () => root.dataset.analytics !== "off";
  const view = (r: string) =>
    (window.requestIdleCallback ?? setTimeout)(() => tracked() && navigator.sendBeacon(config.eventPath, JSON.stringify({ p: location.pathname, q: campaign(location.search), r })), { timeout: 5000 });
  const here = () => ({ q: campaign(location.search), r: origin(doc.referrer) });
  if (doc.readyState === "complete") view(here().r);
  else window.addEventListener("load", () => view(here().r), { once: true });
  let lastPath = location.pathname;
  const navigated = () => {
    if (location.pathname !== lastPath) view(location.origin);
    lastPath = location.pathname;
  };
  const pushState = history.pushState;
  history.pushState = function (...args: Parameters<History["pushState"]>) {
    pushState.apply(this, args);
    navigated();
  };
  window.addEventListener("popstate", navigated);

  const consented = () => {
    try {
      return localStorage.getItem(config.cookieKey) === "true";
    } catch {
      return false;
    }
  };
  // This document's entry; a visit that began on another of our pages is not known here.
  const landing = { l: location.pathname, ...here() };
  const rememberVisit = () => {
    try {
      if (consented() && landing.r !== location.origin && !sessionStorage.getItem(config.visitKey)) sessionStorage.setItem(config.visitKey, JSON.stringify(landing));
    } catch {
      /* storage blocked: the form's own page is used */
    }
  };
  rememberVisit();
  doc.addEventListener(
    "formdata",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!tracked() || form.method !== "post") return;
      let visit: object = { scope: "page", ...here() };
      try {
        const stored = consented() && sessionStorage.getItem(config.visitKey);
        if (stored) visit = { ...JSON.parse(stored), scope: "visit" };
      } catch {
        /* unreadable: this page's own */
      }
      event.formData.set(config.visitField, JSON.stringify(visit));
    },
    true,
  );

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
  fetchToken();
}

export function enhanceScript(config: EnhanceConfig): string {
  const boot: BootConfig = { moduleType: BOOT_MODULE_TYPE, fallbackMs: 8000 };
  // Indentation is bytes on every page (the functions hold no multi-line strings).
  return `(${enhance.toString()})(${JSON.stringify(config)});(${deferredBoot.toString()})(${JSON.stringify(boot)});`.replace(/\n[\t ]+/g, "\n");
}
