import type { Route } from "./+types/llms.txt";
import { llmsTxt } from "../../lib/agents.server.ts";
import { contentContext } from "../../server/content/snapshot.server.ts";

/** /llms.txt: the site in Markdown for language models (prerendered; see app/lib/agents.server.ts). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(llmsTxt(context.get(contentContext)), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
