/** Copy shared by the digital-service files (./digital/<slug>.ts). */
import { claims } from "./site.ts";

export const responseTime = claims.responseTime.value;

/** The link the copy uses to a service's own quote page (never an English alias). */
export const quoteLink = (slug: string) => ({ href: `/digital/${slug}/kontakt`, label: "Få et tilbud" });

/** The spec's fallback when a quote path names no known service. */
export const fallbackQuoteType = "Digitalt Projekt";
