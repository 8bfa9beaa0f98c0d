/**
 * Which fact sheet a server render reads (issue 36 item 3). Every fact in app/content/site.ts is
 * read through `currentFacts()`; on the server that answers the fact sheet of the request's
 * content snapshot, kept in an AsyncLocalStorage that the root's middleware opens around the
 * request (loaders, the React render and its stream: app/root.tsx). The overlay's renders and the
 * editor's preview pass their own snapshot, so a draft fact sheet never leaks into a visitor's
 * page. Outside a request (mails, the job runner, llms.txt built by a job) it answers the
 * instance's newest published snapshot; at build, `defaultFacts`.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { defaultFacts, setFactsSource, type Facts } from "../../content/site.ts";

const scope = new AsyncLocalStorage<Facts>();
let published: () => Facts | undefined = () => undefined;

setFactsSource(() => scope.getStore() ?? published() ?? defaultFacts);

/** Runs `fn` (and everything it starts) with `facts` as the current fact sheet. */
export function withFacts<T>(facts: Facts | undefined, fn: () => T): T {
  return scope.run(facts ?? defaultFacts, fn);
}

/** Outside a request: the instance's newest published fact sheet (set by the runtime at start). */
export function setPublishedFacts(source: () => Facts | undefined): void {
  published = source;
}
