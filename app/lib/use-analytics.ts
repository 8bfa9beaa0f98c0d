/**
 * The browser's part of the page statistics once React runs (the first page view and the
 * "Accepter" bookkeeping are in the inline script, app/lib/enhance.ts):
 *
 *  - a page view per client-side navigation, as the inline script sends for a loaded page;
 *  - every form posted to our server gets the field `visit`: the visit's first page from
 *    sessionStorage when the visitor chose "Accepter", otherwise only what this page knows (its
 *    query and its referrer). app/server/intake/attribution.server.ts keeps the campaign parameters and
 *    the referrer's host. Without React (no JavaScript, or React did not arrive) the server reads
 *    the form page's address from the Referer header instead.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { analyticsClient } from "./analytics-client.ts";

const tracked = () => document.documentElement.dataset.analytics !== "off";
const consented = (key: string) => {
  try {
    return localStorage.getItem(key) === "true";
  } catch {
    return false;
  }
};

export function useAnalytics(cookieKey = "cookieConsent"): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (tracked())
      navigator.sendBeacon(analyticsClient.eventPath, JSON.stringify({ p: location.pathname, q: location.search.slice(0, 500), r: location.origin }));
  }, [pathname]);

  useEffect(() => {
    const addVisit = (event: FormDataEvent) => {
      const form = event.target as HTMLFormElement;
      if (!tracked() || form.method !== "post") return;
      let visit: object = { scope: "page", q: location.search.slice(0, 500), r: document.referrer && new URL(document.referrer).origin };
      try {
        const stored = consented(cookieKey) && sessionStorage.getItem(analyticsClient.visitKey);
        if (stored) visit = { ...JSON.parse(stored), scope: "visit" };
      } catch {
        /* unreadable: this page's own */
      }
      event.formData.set(analyticsClient.visitField, JSON.stringify(visit));
    };
    document.addEventListener("formdata", addVisit, true);
    return () => document.removeEventListener("formdata", addVisit, true);
  }, [cookieKey]);
}
