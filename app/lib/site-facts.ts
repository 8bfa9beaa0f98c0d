/**
 * The fact sheet on its way from the server to the browser (issue 36 item 3). A published fact
 * sheet travels as the root loader's `factEdits`: only the parts that differ from the build's
 * `defaultFacts`, whole top-level entries (»packages«, »offices« …), so a page whose facts nobody
 * changed is byte for byte the build's and a changed price costs a page some 100 bytes. The
 * browser's root adopts them before any component reads a fact (app/root.tsx), so it hydrates with
 * the same figures the server rendered.
 */
import { defaultFacts, setFactsSource, type Facts } from "../content/site.ts";

/** The top-level entries of a fact sheet that differ from `defaultFacts`; undefined when none do. */
export type FactEdits = Partial<Facts>;

export function factEdits(facts: Facts | undefined): FactEdits | undefined {
  if (!facts) return undefined;
  const edits: Record<string, unknown> = {};
  for (const key of Object.keys(defaultFacts) as (keyof Facts)[]) {
    if (JSON.stringify(facts[key]) !== JSON.stringify(defaultFacts[key])) edits[key] = facts[key];
  }
  return Object.keys(edits).length ? (edits as FactEdits) : undefined;
}

/** `defaultFacts` with the edits over it. */
export const withEdits = (edits: FactEdits | undefined): Facts => (edits ? { ...defaultFacts, ...edits } : defaultFacts);

let adopted: { edits: FactEdits | undefined; facts: Facts } | undefined;

/**
 * In the browser: from now on every fact reads the root loader's edits. Called by the root during
 * render, before its children; a new object (a navigation's fresh root data) swaps them. The
 * server reads the request's facts from its own scope (app/server/content/facts.server.ts) and
 * ignores this.
 */
export function adoptFactEdits(edits: FactEdits | undefined): void {
  if (import.meta.env.SSR) return;
  if (adopted && adopted.edits === edits) return;
  if (adopted && JSON.stringify(adopted.edits) === JSON.stringify(edits)) {
    adopted.edits = edits;
    return;
  }
  const facts = withEdits(edits);
  adopted = { edits, facts };
  setFactsSource(() => facts);
}
