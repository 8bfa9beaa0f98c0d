/**
 * The public pages a page view may name: the route table's pages plus the blog's articles
 * (app/content/pages.ts). Kept out of analytics.server.ts because the content modules need Vite
 * (import.meta.glob), and the retention job that rolls page views up also runs in the CLIs.
 */
import { blogPaths, jobPaths, publicPages } from "../content/pages.ts";

let known: Set<string> | undefined;

export function knownPages(): ReadonlySet<string> {
  known ??= new Set([...publicPages.map((page) => page.path), ...blogPaths()]);
  return known;
}

export const isKnownPage = (path: string) => knownPages().has(path);

/** The job pages, for "job-page views against applications". */
export function jobPagePaths(): string[] {
  return [...jobPaths];
}
