/**
 * The forms as pages use them. In the browser each form's code is its own chunk, loaded lazily,
 * so a page's own JavaScript stays within budget. On the server every form module is loaded before
 * the first render (entry.server awaits preloadForms), so the complete form is in the served HTML -
 * it works before hydration and without JavaScript - and React hydrates that boundary in the
 * browser once the chunk has arrived. Import forms from here, not from the individual files.
 */
import { lazy, Suspense, type ComponentType } from "react";

type FormComponent<P> = ComponentType<P>;
const preloads: Promise<unknown>[] = [];

function lazyForm<P extends object>(load: () => Promise<FormComponent<P>>): (props: P) => React.ReactNode {
  let loaded: FormComponent<P> | undefined;
  const once = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => once().then((component) => ({ default: component })));
  if (import.meta.env.SSR) preloads.push(once());
  return function LazyForm(props: P) {
    const Component = loaded ?? Lazy;
    return (
      <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
        <Component {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}

/** Resolves when every form can render synchronously (server). */
export function preloadForms(): Promise<unknown> {
  return Promise.all(preloads);
}

export const ContactForm = lazyForm(() => import("./contact-form.tsx").then((m) => m.ContactForm));
export const QuoteForm = lazyForm(() => import("./quote-form.tsx").then((m) => m.QuoteForm));
export const PriceQuoteForm = lazyForm(() => import("./price-quote-form.tsx").then((m) => m.PriceQuoteForm));
export const JobApplicationForm = lazyForm(() => import("./job-application-form.tsx").then((m) => m.JobApplicationForm));
export const NewsletterForm = lazyForm(() => import("./newsletter-form.tsx").then((m) => m.NewsletterForm));
