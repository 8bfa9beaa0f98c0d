/**
 * Renders sections that need no JavaScript to HTML inside a route's loader (at build time for
 * prerendered pages). The route then ships the markup as loader data and shows it with
 * <StaticHtml>, so the section components never reach the browser bundle: a page with many
 * sections and a form still fits the JavaScript budget (docs/decisions/static-sections.md).
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

export function staticHtml(path: string, node: ReactNode): string {
  // <Link> needs a router; the memory router resolves hrefs exactly as the page's own router would.
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
}
