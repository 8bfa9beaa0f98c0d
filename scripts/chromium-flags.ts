/**
 * How Debian's Chromium runs here (headless, as root, on a closed network): shared by the browser
 * tests and the Lighthouse runs. Without the background-networking flags Chromium keeps trying to
 * reach Google's hosts, which this machine refuses.
 */

/** Debian's Chromium (package chromium): the browser tests, Lighthouse and the screenshots. */
export const chromiumPath = "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;
