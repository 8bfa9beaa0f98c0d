import type { Route } from "./+types/ai-catalog.json";
import { aiCatalog } from "../../lib/agents.server.ts";
import { contentContext } from "../../server/content/snapshot.server.ts";

/**
 * /.well-known/ai-catalog.json: the Agentic Resource Discovery catalog of the site's form tools and
 * its guide for agents (prerendered; linked from every page and from robots.txt).
 */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(`${JSON.stringify(aiCatalog(context.get(contentContext)), null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
