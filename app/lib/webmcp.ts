/**
 * WebMCP in the browser (Chromium, behind the WebMCP feature for now). A form with `toolname` is a
 * tool; when an agent calls it, the browser fills the form and submits it. A page that handles the
 * submit itself (preventDefault, as React Router's <Form> and the enquiry forms do once React runs)
 * must give the browser the tool's result with SubmitEvent.respondWith(), or the agent gets an
 * error instead of an answer. Without JavaScript the native submit answers by navigating.
 */
type AgentSubmitEvent = SubmitEvent & { agentInvoked: true; respondWith(result: Promise<unknown>): void };

/** The submit event of an agent's tool call, or undefined when a person submitted the form. */
export function agentSubmitEvent(event: Event): AgentSubmitEvent | undefined {
  const submit = event as Partial<AgentSubmitEvent>;
  return submit.agentInvoked === true && typeof submit.respondWith === "function" ? (submit as AgentSubmitEvent) : undefined;
}
