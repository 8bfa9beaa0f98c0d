import { useId, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { servedSectionPrefix } from "../../lib/static-html-data.ts";

/** Markup read back from the served page, by section id (it outlives the element). */
const served = new Map<string, string>();

function servedMarkup(id: string): string {
  let markup = served.get(id);
  if (markup === undefined) {
    markup = document.querySelector(`[data-static="${CSS.escape(id)}"]`)?.innerHTML ?? "";
    served.set(id, markup);
  }
  return markup;
}

/**
 * Markup a loader rendered with staticHtml() (app/lib/static-html.server.tsx). It is in the served
 * HTML like any other section; once React runs, same-site links inside it still navigate on the
 * client like a <Link>. In-page anchors, tel:, mailto: and modified clicks behave natively.
 *
 * In a served document the hydration data refers to the markup instead of repeating it
 * (app/lib/static-html-data.ts): then the markup is read from the page.
 */
export function StaticHtml({ html, className = "contents" }: { html: string; className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const markup = html.startsWith(servedSectionPrefix) ? servedMarkup(html.slice(servedSectionPrefix.length)) : html;
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/") || href.startsWith("//") || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    void navigate(href);
  }
  // The click handler only delegates link clicks; the links themselves stay keyboard-operable.
  return <div className={className} data-static={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: markup }} />;
}
