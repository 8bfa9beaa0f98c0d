/** Copy shared by the digital-service files (./digital/<slug>.ts). */
import { claims } from "./site.ts";

/** "24 timer på hverdage": the copy reads "Vi svarer inden for {responseTime}". The office is closed at weekends. */
export const responseTime = `${claims.responseTime.value} på hverdage`;

/** The link the copy uses to a service's own quote page (never an English alias). */
export const quoteLink = (slug: string) => ({ href: `/digital/${slug}/kontakt`, label: "Få et tilbud" });

/** The spec's fallback when a quote path names no known service. */
export const fallbackQuoteType = "Digitalt Projekt";

/**
 * The quote page's introduction (app/routes/digital/quote.tsx still has its own copy of this
 * sentence without the comma before "der"; it should read this constant instead).
 */
export const quoteIntro =
  "Fortæl os om jeres projekt. Vi læser det grundigt, stiller de spørgsmål, der mangler, og sender et tilbud med fast pris og tidsplan.";
