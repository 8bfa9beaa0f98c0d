/**
 * WebMCP in the browser (Chromium, behind the WebMCP feature for now). A form with `toolname` is a
 * tool; when an agent calls it, the browser fills the form and submits it. A page that handles the
 * submit itself (preventDefault, as React Router's <Form> and the enquiry forms do once React runs)
 * must give the browser the tool's result with SubmitEvent.respondWith(), or the agent gets an
 * error instead of an answer. Without JavaScript the form posts natively: Chromium answers the agent
 * with null, and the agent reads the confirmation page the browser navigated to.
 */
import { HELD_AGENT_ANSWER } from "./defer-hydration.ts";

type AgentSubmitEvent = SubmitEvent & { agentInvoked: true; respondWith(result: Promise<unknown>): void };

/** The submit event of an agent's tool call, or undefined when a person submitted the form. */
export function agentSubmitEvent(event: Event): AgentSubmitEvent | undefined {
  const submit = event as Partial<AgentSubmitEvent>;
  return submit.agentInvoked === true && typeof submit.respondWith === "function" ? (submit as AgentSubmitEvent) : undefined;
}

/**
 * The answer an agent was promised when it submitted before React ran: the deferred boot
 * (app/lib/defer-hydration.ts) held that submit, promised the answer, and sends the form again once
 * React runs; that second submit is no agent's event, so its handler answers through this.
 */
export function heldAgentAnswer(form: HTMLFormElement): ((answer: unknown) => void) | undefined {
  const held = form as HTMLFormElement & { [HELD_AGENT_ANSWER]?: (answer: unknown) => void };
  const answer = held[HELD_AGENT_ANSWER];
  delete held[HELD_AGENT_ANSWER];
  return answer;
}
