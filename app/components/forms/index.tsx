/**
 * The forms as pages use them: each form's code is its own chunk in the browser, loaded on demand,
 * while the server renders the complete form into the HTML (it works before hydration and without
 * JavaScript). See app/lib/preloaded-lazy.tsx. Import forms from here, not from the individual files.
 */
import { preloadedLazy } from "../../lib/preloaded-lazy.tsx";

const placeholder = <div className="min-h-96" aria-busy="true" />;

export const ContactForm = preloadedLazy(() => import("./contact-form.tsx").then((m) => m.ContactForm), placeholder);
export const QuoteForm = preloadedLazy(() => import("./quote-form.tsx").then((m) => m.QuoteForm), placeholder);
export const PriceQuoteForm = preloadedLazy(() => import("./price-quote-form.tsx").then((m) => m.PriceQuoteForm), placeholder);
export const JobApplicationForm = preloadedLazy(() => import("./job-application-form.tsx").then((m) => m.JobApplicationForm), placeholder);
export const NewsletterForm = preloadedLazy(() => import("./newsletter-form.tsx").then((m) => m.NewsletterForm), placeholder);
