/**
 * Where AI agents find the site's own description (written by app/lib/agents.server.ts). Kept
 * apart from the route table (app/routes.ts) because the root route links the catalog from every
 * page and must not pull the table into the browser bundle.
 */

/** llms.txt (https://llmstxt.org): the site in Markdown for language models. */
export const llmsTxtPath = "/llms.txt";

/**
 * The Agentic Resource Discovery catalog, at the well-known path of the ARD spec. Lighthouse's
 * `ard-schema` audit looks here, at `<link rel="ai-catalog">` and at `Agentmap:` in robots.txt.
 */
export const aiCatalogPath = "/.well-known/ai-catalog.json";

/** One Agent Skill document (Markdown) per form tool, e.g. /.well-known/agent-skills/request-price-quote.md */
export function agentSkillPath(toolName: string): string {
  return `/.well-known/agent-skills/${toolName.replaceAll("_", "-")}.md`;
}
