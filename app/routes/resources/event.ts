import type { Route } from "./+types/event";
import { runtimeContext } from "../../server/platform/context.server.ts";

/**
 * POST /api/event: one page view from the beacon in app/lib/enhance.ts. Validated and buffered by
 * app/server/analytics/collect.server.ts (202, or 4xx storing nothing); no cookies, nothing identifying kept.
 */
export function action({ request, context }: Route.ActionArgs) {
  return context.get(runtimeContext).analytics.collect(request);
}

export function loader() {
  return new Response("Kun POST.", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}
