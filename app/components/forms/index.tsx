/**
 * The forms as pages use them. Each is an ordinary component, part of its route's chunk: the
 * server renders the complete form into the HTML (it works before hydration and without
 * JavaScript) and React hydrates it in the same pass as the rest of the page.
 */
import type { ComponentType, ReactNode } from "react";
import { buildConfig } from "../../config/build-config.ts";
import { ContactForm as OwnContactForm } from "./contact-form.tsx";
import { JobApplicationForm as OwnJobApplicationForm } from "./job-application-form.tsx";
import { PriceQuoteForm as OwnPriceQuoteForm } from "./price-quote-form.tsx";

export { NewsletterForm } from "./newsletter-form.tsx";
export { QuoteForm } from "./quote-form.tsx";

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

export const ContactForm = withEmbed("contact", "Kontaktformular", OwnContactForm);
export const PriceQuoteForm = withEmbed("quote", "Prisforespørgsel", OwnPriceQuoteForm);
export const JobApplicationForm = withEmbed("job", "Jobansøgning", OwnJobApplicationForm);
