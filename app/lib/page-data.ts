/**
 * For routes whose loader returns the page's content and its finished <head> tags (param routes
 * and a few pages that read server-side data; docs/decisions/page-shape.md).
 */
import type { MetaDescriptor } from "react-router";
import { withPublishedMeta, type MetaMatches } from "./meta.ts";

/** A route's `meta` export: the tags its loader built with pageMeta(), with a title and description published in the admin. */
export function metaFromLoader({ loaderData, matches }: { loaderData?: { meta?: MetaDescriptor[] } | null; matches?: MetaMatches }): MetaDescriptor[] {
  return withPublishedMeta(loaderData?.meta ?? [], matches);
}
