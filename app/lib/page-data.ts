/**
 * Pages ship their copy as loader data, not JavaScript: a route's loader (run at build time for
 * prerendered pages) returns the content and the finished <head> tags, and the component renders
 * them. The content modules then never reach the browser bundle, which keeps every page inside
 * the JavaScript budget (see docs/decisions/content-as-loader-data.md).
 */
import type { MetaDescriptor } from "react-router";

/** A route's `meta` export: the tags its loader built with pageMeta(). */
export function metaFromLoader({ loaderData }: { loaderData?: { meta?: MetaDescriptor[] } | null }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
