import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Markup a loader rendered with staticHtml() (app/lib/static-html.server.tsx). It is in the served
 * HTML like any other section; once React runs, same-site links inside it still navigate on the
 * client like a <Link>. In-page anchors, tel:, mailto: and modified clicks behave natively.
 */
export function StaticHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/") || href.startsWith("//") || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    void navigate(href);
  }
  // The click handler only delegates link clicks; the links themselves stay keyboard-operable.
  return <div className="contents" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
