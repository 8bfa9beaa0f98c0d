/**
 * How Debian's Chromium runs here (headless, as root, on a closed network): shared by the browser
 * tests and the Lighthouse runs. Without the background-networking flags Chromium keeps trying to
 * reach Google's hosts, which this machine refuses.
 */

/** The full browser (package chromium): Lighthouse, the screenshots and the typeface test. */
export const chromiumPath = "/usr/bin/chromium";
/** The same Chromium without the browser's windowing layers (package chromium-headless-shell): the browser tests. */
export const headlessShellPath = "/usr/bin/chromium-headless-shell";

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

/** The shell is headless by itself: it has no --headless=new. */
export const headlessShellFlags = chromiumFlags.filter((flag) => flag !== "--headless=new");
