/**
 * React Router 8.4's prerender fetches every page from its preview server with a fixed
 * `AbortSignal.timeout(10_000)` and no retry, and offers no option to change either
 * (remix-run/react-router#15255). On a busy machine the first request alone (the server bundle's
 * import) takes longer, and the whole build fails. During `react-router build` only, this plugin
 * turns exactly that 10 s timeout into 10 minutes. docs/decisions/prerender-timeout.md has the
 * figures; scripts/vite-prerender-timeout.test.ts fails when React Router's code no longer matches.
 */
import type { Plugin } from "vite";

/** React Router's hard-coded prerender timeout, which the test checks against its source. */
export const REACT_ROUTER_PRERENDER_TIMEOUT_MS = 10_000;
export const PRERENDER_TIMEOUT_MS = 10 * 60_000;

let installed = false;

export function patientTimeout(ms: number): number {
  return ms === REACT_ROUTER_PRERENDER_TIMEOUT_MS ? PRERENDER_TIMEOUT_MS : ms;
}

export function prerenderTimeout(): Plugin {
  return {
    name: "salgskraft:prerender-timeout",
    apply: "build",
    config() {
      if (installed) return;
      installed = true;
      const timeout = AbortSignal.timeout.bind(AbortSignal);
      AbortSignal.timeout = (ms: number) => timeout(patientTimeout(ms));
    },
  };
}
