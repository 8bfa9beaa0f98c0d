/**
 * The four digital services: slug, path, menu label and the quote page's type. The one list behind
 * the Digital dropdown, the sitemap and the quote pages; the page copy lives in digital.ts.
 */
export type DigitalSlug = "webudvikling" | "api-saas" | "hjemmesider" | "ai-integration";
export type ProjectType = "web-development" | "api-saas" | "websites" | "ai-integration";

export type DigitalListing = {
  slug: DigitalSlug;
  /** /digital/<slug> */
  path: string;
  navLabel: string;
  /** The {type} in the quote page's title 'Få tilbud på {type}'. */
  quoteType: string;
  /** Pre-selected project type on the quote form. */
  projectType: ProjectType;
};

export const digitalListings: readonly DigitalListing[] = [
  { slug: "webudvikling", path: "/digital/webudvikling", navLabel: "Webudvikling", quoteType: "Webudvikling", projectType: "web-development" },
  { slug: "api-saas", path: "/digital/api-saas", navLabel: "API & SaaS", quoteType: "API & SaaS", projectType: "api-saas" },
  { slug: "hjemmesider", path: "/digital/hjemmesider", navLabel: "Hjemmesider", quoteType: "Hjemmeside", projectType: "websites" },
  { slug: "ai-integration", path: "/digital/ai-integration", navLabel: "AI Integration", quoteType: "AI Integration", projectType: "ai-integration" },
];

/** The spec's fallback when a quote path names no known service. */
export const fallbackQuoteType = "Digitalt Projekt";

export function getDigitalListing(slug: string): DigitalListing | undefined {
  return digitalListings.find((listing) => listing.slug === slug);
}
