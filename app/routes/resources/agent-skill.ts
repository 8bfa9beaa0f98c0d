import type { Route } from "./+types/agent-skill";
import { agentSkill } from "../../lib/agents.server.ts";
import { contentContext } from "../../server/content/snapshot.server.ts";

/** /.well-known/agent-skills/<tool>.md: how an agent uses one form tool (prerendered). */
export function loader({ params, context }: Route.LoaderArgs) {
  const skill = params.file.endsWith(".md") ? agentSkill(params.file.slice(0, -".md".length), context.get(contentContext)) : undefined;
  if (!skill) throw new Response("Ikke fundet", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(skill, { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
}
