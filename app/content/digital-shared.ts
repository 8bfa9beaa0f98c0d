/** Copy shared by the digital-service files (./digital/<slug>.ts). */
import { claims } from "./site.ts";

/**
 * "24 timer på hverdage": the copy reads "Vi svarer inden for {responseTime()}". The office is
 * closed at weekends. A function: the fact sheet's response time is read while the page renders.
 */
export const responseTime = (): string => `${claims.responseTime.value} på hverdage`;

/** The link the copy uses to a service's own quote page (never an English alias). */
export const quoteLink = (slug: string) => ({ href: `/digital/${slug}/kontakt`, label: "Få et tilbud" });

/** The spec's fallback when a quote path names no known service. */
export const fallbackQuoteType = "Digitalt Projekt";

/**
 * The quote page's introduction (app/routes/digital/quote.tsx). The quote page says »du«: the
 * spec's confirmation on the same page (»… vil kontakte dig …«) speaks to the person who sent it.
 */
export const quoteIntro = "Fortæl os om dit projekt. Vi læser det grundigt, stiller de spørgsmål, der mangler, og sender et tilbud med fast pris og tidsplan.";

/**
 * What the quote page's meta description offers a fixed price on, by the spec's quote type
 * (»Få tilbud på {type}«): the service as the copy names it, with its article.
 */
export const quoteObject: Readonly<Record<string, string>> = {
  Webudvikling: "webudvikling",
  "API & SaaS": "API- og SaaS-udvikling",
  Hjemmeside: "en hjemmeside",
  "AI Integration": "en AI-integration",
  [fallbackQuoteType]: "et digitalt projekt",
};
