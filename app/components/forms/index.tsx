/**
 * The forms as pages use them. Each form's code is its own chunk, loaded lazily: the server
 * renders the complete form into the HTML (it works before and without JavaScript), and React
 * hydrates it as soon as the chunk arrives, so a page's own JavaScript stays within budget.
 * Import forms from here, not from the individual files.
 */
import { lazy, Suspense, type ComponentType } from "react";
import type { ContactForm as Contact } from "./contact-form.tsx";
import type { JobApplicationForm as JobApplication } from "./job-application-form.tsx";
import type { NewsletterForm as Newsletter } from "./newsletter-form.tsx";
import type { PriceQuoteForm as PriceQuote } from "./price-quote-form.tsx";
import type { QuoteForm as Quote } from "./quote-form.tsx";

function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => React.ReactNode {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyForm(props: P) {
    return (
      <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
        <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}

export const ContactForm = lazyForm<NonNullable<Parameters<typeof Contact>[0]>>(() => import("./contact-form.tsx").then((m) => m.ContactForm));
export const QuoteForm = lazyForm<NonNullable<Parameters<typeof Quote>[0]>>(() => import("./quote-form.tsx").then((m) => m.QuoteForm));
export const PriceQuoteForm = lazyForm<NonNullable<Parameters<typeof PriceQuote>[0]>>(() => import("./price-quote-form.tsx").then((m) => m.PriceQuoteForm));
export const JobApplicationForm = lazyForm<NonNullable<Parameters<typeof JobApplication>[0]>>(() => import("./job-application-form.tsx").then((m) => m.JobApplicationForm));
export const NewsletterForm = lazyForm<NonNullable<Parameters<typeof Newsletter>[0]>>(() => import("./newsletter-form.tsx").then((m) => m.NewsletterForm));
