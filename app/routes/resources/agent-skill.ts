import type { Route } from "./+types/agent-skill";
import { agentSkill } from "../../lib/agents.server.ts";

/** /.well-known/agent-skills/<tool>.md: how an agent uses one form tool (prerendered). */
export function loader({ params }: Route.LoaderArgs) {
  const skill = params.file.endsWith(".md") ? agentSkill(params.file.slice(0, -".md".length)) : undefined;
  if (!skill) throw new Response("Ikke fundet", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(skill, { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
}
