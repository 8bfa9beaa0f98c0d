/**
 * React.lazy for components the server must render synchronously: in the browser the component is
 * its own chunk, loaded on demand; on the server every such module is loaded before the first
 * render (entry.server awaits preloadLazyComponents), so the full markup is in the served HTML and
 * React hydrates that boundary once the chunk has arrived.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

const preloads: Promise<unknown>[] = [];

export function preloadedLazy<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): (props: P) => ReactNode {
  let loaded: ComponentType<P> | undefined;
  const once = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => once().then((component) => ({ default: component })));
  if (import.meta.env.SSR) preloads.push(once());
  return function PreloadedLazy(props: P) {
    const Component = loaded ?? Lazy;
    return (
      <Suspense fallback={fallback}>
        <Component {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}

/** Resolves when every preloaded-lazy component can render synchronously (server). */
export function preloadLazyComponents(): Promise<unknown> {
  return Promise.all(preloads);
}
