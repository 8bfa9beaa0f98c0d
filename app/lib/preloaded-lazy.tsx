/**
 * React.lazy for components the server must render synchronously: in the browser the component is
 * its own chunk, loaded on demand; on the server every such module is loaded before the first
 * render (entry.server awaits preloadLazyComponents), so the full markup is in the served HTML.
 *
 * In the browser, entry.client loads the chunks of the components the served HTML contains before
 * it hydrates (loadLazyComponentsIn). That matters: a Suspense boundary still waiting for its code
 * when React has hydrated the rest is rendered afresh by React as soon as anything above it
 * updates, and a fresh form is an empty form - a visitor who had started typing would lose it.
 * Each component is marked in the markup by an empty `<template data-lazy>` before it (never
 * displayed, so it changes no layout) to make that lookup possible.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

const loaders = new Map<string, () => Promise<unknown>>();

export function preloadedLazy<P extends object>(id: string, load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): (props: P) => ReactNode {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // One download, shared by the server preload, entry.client and React.lazy; a failed one is
  // forgotten, so the next render tries again.
  const once = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => once().then((component) => ({ default: component })));
  loaders.set(id, once);
  // A failure here surfaces (and is retried) when entry.server awaits preloadLazyComponents().
  if (import.meta.env.SSR) void once().catch(() => undefined);
  return function PreloadedLazy(props: P) {
    const Component = loaded ?? Lazy;
    return (
      <>
        <template data-lazy={id} />
        <Suspense fallback={fallback}>
          <Component {...(props as P & React.JSX.IntrinsicAttributes)} />
        </Suspense>
      </>
    );
  };
}

/** Resolves when every preloaded-lazy component can render synchronously (server). */
export function preloadLazyComponents(): Promise<unknown> {
  return Promise.all([...loaders.values()].map((load) => load()));
}

/**
 * Browser: loads the code of every preloaded-lazy component in `root`'s markup. A chunk that
 * fails to load is left to React.lazy (it retries on render), so hydration is never held up.
 */
export function loadLazyComponentsIn(root: ParentNode): Promise<unknown> {
  const ids = new Set(Array.from(root.querySelectorAll<HTMLElement>("[data-lazy]"), (element) => element.dataset.lazy ?? ""));
  return Promise.all([...ids].map((id) => loaders.get(id)?.().catch(() => undefined)));
}
