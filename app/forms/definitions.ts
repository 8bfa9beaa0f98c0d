/**
 * Every enquiry form of the site, each defined once in its own file: fields, Danish labels,
 * options, validation messages (a required field left empty says "<label> er påkrævet" unless
 * `requiredMessage` says otherwise; the spec's own texts are kept word for word), WebMCP
 * descriptions and what is stored. Adding a field to a form is a change in that form's file (see
 * docs/architecture.md, "Add a form field"). Field names are the posted and stored names, in
 * English (the spec's: name, email, phone, company, projectType, budget, timeline, message,
 * interest). A page imports only its own form's file, so its JavaScript carries one definition.
 */
import type { FormDefinition } from "./define.ts";
import { bookingForm } from "./booking.ts";
import { contactForm } from "./contact.ts";
import { jobApplicationForm } from "./job-application.ts";
import { newsletterForm } from "./newsletter.ts";
import { priceQuoteForm } from "./price-quote.ts";
import { quoteForm } from "./quote.ts";

export { bookingForm, contactForm, jobApplicationForm, newsletterForm, priceQuoteForm, quoteForm };

/** Every form, in the order /llms.txt and the AI catalog list their tools. */
export const formDefinitions: readonly FormDefinition[] = [priceQuoteForm, quoteForm, contactForm, bookingForm, jobApplicationForm, newsletterForm];
