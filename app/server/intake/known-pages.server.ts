/**
 * The public pages a page view or a form's `source` may name: every page of the route table
 * (app/routes.ts), the blog's articles and the job pages included. Kept out of the analytics modules
 * because the content modules need Vite (import.meta.glob), and the retention job that rolls page
 * views up also runs in the CLIs.
 */
import { pagesOf, publicPages } from "../../lib/route-table.ts";

let known: Set<string> | undefined;

export function knownPages(): ReadonlySet<string> {
  known ??= new Set(publicPages().map((page) => page.path));
  return known;
}

/** Whether a path is one of the site's public pages ("/priser", "/jobs/solenergi"; not "/admin"). */
export const isKnownPage = (path: string) => knownPages().has(path);

/** The job pages, for "job-page views against applications". */
export function jobPagePaths(): string[] {
  return pagesOf("/jobs/:slug").map((page) => page.path);
}
