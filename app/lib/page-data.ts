/**
 * For routes whose loader returns the page's content and its finished <head> tags (param routes
 * and a few pages that read server-side data; docs/decisions/page-shape.md).
 */
import type { MetaDescriptor } from "react-router";

/** A route's `meta` export: the tags its loader built with pageMeta(). */
export function metaFromLoader({ loaderData }: { loaderData?: { meta?: MetaDescriptor[] } | null }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
