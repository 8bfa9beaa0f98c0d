/**
 * A job's copy published since the build, as a JSON file of its own (docs/decisions/page-shape.md,
 * "Copy published without a build").
 *
 * A job whose copy is its repository file reads that file as a chunk (./content-chunks.ts). A job
 * published or changed in the admin has no chunk; returned from the loader, its copy would travel
 * twice in the document (markup and hydration data), ~0.6 KB brotli that pushed the longest job
 * pages past the first TCP window the editor's checks hold them to. So the loader returns the
 * copy's address instead (`/indhold/jobs/<slug>.<hash>.json`, app/routes/resources/job-copy.ts):
 * on the server it primes this module's cache with the copy before the page renders; in the browser
 * the page component reads it with React's `use()`, which holds hydration (the served markup stays
 * as it is) until the file has arrived, as a chunk would.
 */
import { use } from "react";

/** Copies by address: primed by the server's loader, filled by the browser's fetch. Bounded: addresses carry a content hash, so an entry never goes stale, it only goes unused. */
const copies = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();
const kept = 64;

/** The address of a job's published copy, `hash` being its content's. */
export function editedCopyPath(slug: string, hash: string): string {
  return `/indhold/jobs/${slug}.${hash}.json`;
}

/** Server: the copy at `path`, before the page that reads it renders. */
export function primeEditedCopy(path: string, copy: unknown): void {
  copies.delete(path);
  copies.set(path, copy);
  if (copies.size > kept) copies.delete(copies.keys().next().value!);
}

/** Server: a copy this instance has primed, for the JSON route to answer a page of an earlier version. */
export function primedEditedCopy(path: string): unknown {
  return copies.get(path);
}

/** The copy at `path` inside a component: synchronous once primed or fetched, otherwise suspends. */
export function readEditedCopy<T>(path: string): T {
  if (copies.has(path)) return copies.get(path) as T;
  let promise = pending.get(path);
  if (!promise) {
    promise = fetch(path, { credentials: "omit" }).then(async (response) => {
      if (!response.ok) throw new Error(`Stillingens tekst kunne ikke hentes (${response.status})`);
      const copy: unknown = await response.json();
      copies.set(path, copy);
      return copy;
    });
    pending.set(path, promise);
  }
  // Only called while a component renders (its contract above), where use() may be.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return use(promise) as T;
}
