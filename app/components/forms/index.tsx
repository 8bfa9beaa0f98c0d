/**
 * The forms as pages use them: each form's code is its own chunk in the browser, loaded on demand,
 * while the server renders the complete form into the HTML (it works before hydration and without
 * JavaScript). See app/lib/preloaded-lazy.tsx. Import forms from here, not from the individual files.
 */
import type { ComponentType, ReactNode } from "react";
import { buildConfig } from "../../config/build-config.ts";
import { preloadedLazy } from "../../lib/preloaded-lazy.tsx";

const placeholder = <div className="min-h-96" aria-busy="true" />;

/**
 * PRODUCT.md §1 keeps both readings: a slot shows our own form, or - when its embed URL is
 * configured at build time - the external hosted form in a lazily loaded 400 px iframe.
 */
function withEmbed<P extends object>(slot: keyof typeof buildConfig.formEmbeds, title: string, Form: ComponentType<P>): (props: P) => ReactNode {
  const url = buildConfig.formEmbeds[slot];
  if (!url) return Form as (props: P) => ReactNode;
  return function EmbeddedForm() {
    return <iframe src={url} title={title} loading="lazy" height={400} className="h-[400px] w-full rounded-xl border-0 bg-white" />;
  };
}

export const ContactForm = withEmbed("contact", "Kontaktformular", preloadedLazy("contact-form", () => import("./contact-form.tsx").then((m) => m.ContactForm), placeholder));
export const QuoteForm = preloadedLazy("quote-form", () => import("./quote-form.tsx").then((m) => m.QuoteForm), placeholder);
export const PriceQuoteForm = withEmbed("quote", "Prisforespørgsel", preloadedLazy("price-quote-form", () => import("./price-quote-form.tsx").then((m) => m.PriceQuoteForm), placeholder));
export const JobApplicationForm = withEmbed("job", "Jobansøgning", preloadedLazy("job-application-form", () => import("./job-application-form.tsx").then((m) => m.JobApplicationForm), placeholder));
export const NewsletterForm = preloadedLazy("newsletter-form", () => import("./newsletter-form.tsx").then((m) => m.NewsletterForm), placeholder);
