/**
 * What a page does once it has loaded and painted, in a script of its own rather than in the inline
 * script every document carries (app/lib/enhance.ts adds this one then): each byte inline is paid on
 * every page before its first paint, and the longest job pages sit within a few dozen bytes of the
 * first TCP window (docs/decisions/inline-icons.md, docs/decisions/typeface.md).
 *
 * Vite builds it as a standalone script with a hashed name (`?worker&url` in app/root.tsx: Vite's
 * bundled-script URL, used here for a page script, not a Worker), which the inline script adds as a module;
 * it is served from /assets/ with a year's immutable cache and allowed by the CSP's
 * `script-src 'self'` (server/security.ts). Chromium fetches it at high priority, after load; Lighthouse
 * counts every script in its time-to-interactive graph whatever its priority (Lantern's Interactive),
 * so `fetchpriority` would buy nothing there.
 *
 *  - the web app manifest is linked: Chromium fetches a manifest linked in the served <head> at
 *    once, and that request, ending before the largest paint, cost Lighthouse's LCP ~0.1 s;
 *  - the headings' face is added (app/lib/heading-face.ts).
 */
import { addHeadingFace } from "./heading-face.ts";

const link = document.createElement("link");
link.rel = "manifest";
link.href = "/site.webmanifest";
document.head.append(link);

addHeadingFace().catch(() => {
  /* a font the browser cannot decode: headings stay in the fallback */
});
