/**
 * The headings' face, part of the after-load script (app/lib/after-load.ts), not of the inline script
 * every document carries: there its ~215 bytes (brotli) put the longest job pages over the first TCP
 * window (docs/decisions/typeface.md).
 *
 * The font, Albert Sans Headings (7.3 KB of woff2, app/styles/fonts/albert-sans-headings.woff2), rides
 * in the after-load script (`?inline`, base64): one request after load instead of a script and then a
 * font, and FontFace gets bytes, not a url() it would fetch at "very high" priority.
 *
 * The face is added to document.fonts with the FontFace API unless a heading on screen wraps
 * differently in it. Until then, and without JavaScript, headings are in its metric-matched fallback
 * (app/styles/app.css), so the swap moves nothing.
 */
import headingFont from "../styles/fonts/albert-sans-headings.woff2?inline";

export async function addHeadingFace(): Promise<void> {
  const doc = document;
  const data = Uint8Array.from(atob(headingFont.slice(headingFont.indexOf(",") + 1)), (char) => char.charCodeAt(0));
  // The fallback matches Albert Sans's metrics and average width, not every line: a heading on
  // screen can still wrap once more or once less in the real face, and the text under it would
  // jump (CLS 0.02-0.04 on Lighthouse's 412 px phone). So the face is added, the headings on
  // screen measured again in the same task (before anything is painted) and, if one of them
  // changed height, taken out again: that page keeps the fallback (the next page tries again).
  const face = new FontFace("Albert Sans Headings", data, { weight: "600 800", display: "swap" });
  await face.load();
  const onScreen = [...doc.querySelectorAll("h1, h2, h3, h4, .font-display")]
    .map((heading) => ({ heading, box: heading.getBoundingClientRect() }))
    .filter(({ box }) => box.height && box.bottom > 0 && box.top < window.innerHeight);
  doc.fonts.add(face);
  if (onScreen.some(({ heading, box }) => Math.abs(heading.getBoundingClientRect().height - box.height) > 0.5)) doc.fonts.delete(face);
}
