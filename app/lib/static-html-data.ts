/**
 * A served document carries each static section twice: as markup, and as a string in React
 * Router's hydration data (the loader returned it; docs/decisions/static-sections.md). On /priser
 * that copy was half the document. `dropServedSections` (entry.server) replaces every such string
 * in the document's hydration data with a reference to the `<StaticHtml>` element that shows it;
 * `StaticHtml` then takes its markup from the page itself while hydrating. The `.data` responses
 * used for client-side navigation are not touched, so they still carry the markup.
 */
export const servedSectionPrefix = "\u0000served-section:";

// Server-rendered documents carry a CSP nonce on each script (app/lib/csp-nonce.ts).
const enqueueScript = /<script( nonce="[^"]*")?>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const sectionOpening = /<div class="[^"]*" data-static="([^"]+)">/g;

/** React Router's escaping of script text (react-router/lib/dom/ssr/markup.ts). */
const escapeScript = (text: string) => text.replace(/[&><\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

export function dropServedSections(html: string): string {
  const chunks = [...html.matchAll(enqueueScript)];
  if (chunks.length === 0) return html;
  // Where each section's markup starts in the document, by its element's id.
  const starts = [...html.matchAll(sectionOpening)].map((match) => ({ id: match[1]!, at: match.index + match[0].length }));
  if (starts.length === 0) return html;
  const stream = chunks.map((match) => JSON.parse(match[2]!) as string).join("");
  const lines = stream.split("\n").map((line) => {
    if (!line.startsWith("[")) return line;
    let values: unknown[];
    try {
      values = JSON.parse(line) as unknown[];
    } catch {
      return line;
    }
    let changed = false;
    const replaced = values.map((value) => {
      if (typeof value !== "string" || value.length < 200) return value;
      const section = starts.find(({ at }) => html.startsWith(value, at));
      if (!section) return value;
      changed = true;
      return servedSectionPrefix + section.id;
    });
    return changed ? JSON.stringify(replaced) : line;
  });
  const script = `<script${chunks[0]![1] ?? ""}>window.__reactRouterContext.streamController.enqueue(${escapeScript(JSON.stringify(lines.join("\n")))});</script>`;
  // One script in place of the first chunk; the others go.
  let first = true;
  return html.replace(enqueueScript, () => (first ? ((first = false), script) : ""));
}
