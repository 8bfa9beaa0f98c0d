/**
 * A param route's copy as its own chunk per slug (docs/decisions/page-shape.md).
 *
 * Job and service pages keep their copy in one file per slug. Returned from the loader, that copy
 * travels twice in the prerendered document, as markup and as hydration data; imported eagerly,
 * every slug's copy lands in every page's JavaScript. Here each file stays a chunk of its own
 * (Vite's lazy `import.meta.glob`): the server loader awaits `load(slug)` before rendering, and in
 * the browser the page component reads the file with React's `use()`, which holds hydration (the
 * served markup stays as it is) until that one chunk has arrived.
 */
import { use } from "react";

type Loaders<T> = Record<string, () => Promise<{ default: T }>>;

export type ContentChunks<T> = {
  /** Loads (once) the file of `slug`; rejects for a slug without a file. */
  load(slug: string): Promise<T>;
  /** The file of `slug` inside a component: synchronous once loaded, otherwise suspends. */
  read(slug: string): T;
};

/** `loaders` is a lazy `import.meta.glob("./dir/*.ts")`; the file name without its extension is the slug. */
export function contentChunks<T>(loaders: Loaders<T>): ContentChunks<T> {
  const bySlug = new Map(
    Object.entries(loaders).map(([key, loader]) => [
      key
        .split("/")
        .at(-1)!
        .replace(/\.\w+$/, ""),
      loader,
    ]),
  );
  const loaded = new Map<string, T>();
  const pending = new Map<string, Promise<T>>();

  function load(slug: string): Promise<T> {
    let promise = pending.get(slug);
    if (!promise) {
      const loader = bySlug.get(slug);
      promise = loader
        ? loader().then((module) => (loaded.set(slug, module.default), module.default))
        : Promise.reject(new Error(`Ingen indholdsfil for "${slug}"`));
      pending.set(slug, promise);
    }
    return promise;
  }

  return {
    load,
    read(slug) {
      // read() is only called while a component renders (its contract above), where use() may be.
      // eslint-disable-next-line react-hooks/rules-of-hooks
      return loaded.has(slug) ? loaded.get(slug)! : use(load(slug));
    },
  };
}
