import { llmsTxt } from "../../lib/agents.server.ts";

/** /llms.txt: the site in Markdown for language models (prerendered; see app/lib/agents.server.ts). */
export function loader() {
  return new Response(llmsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
