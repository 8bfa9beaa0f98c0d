/**
 * The digital-service pages under /digital/<slug>: one file per service in ./digital/<slug>.ts
 * (menu entry, quote page type and page copy), collected and validated here. Adding a service is
 * adding one file (docs/architecture.md, "Adding a digital service"). Company facts are read
 * from ./site while the page renders (getters); nothing states a price or a marketing number as a
 * literal.
 */
import { checkCollection, contentFileName, parseContentFile } from "./content-files.ts";
import { DigitalServiceFileSchema, type DigitalListing, type DigitalPage, type DigitalServiceFile } from "./digital-schema.ts";

export { fallbackQuoteType } from "./digital-shared.ts";
export type { DigitalListing, DigitalPage } from "./digital-schema.ts";

/** Validates every file; exported for the unit test that feeds it a broken one. */
export function loadDigitalPages(modules: Record<string, { default?: unknown }>): DigitalPage[] {
  const services = Object.entries(modules).map(([key, module]) => {
    const file = contentFileName(key);
    parseContentFile(DigitalServiceFileSchema, "digital ydelse", file, module.default);
    // The file as written, not zod's copy (the schema changes nothing): the copy would freeze the
    // getters that read the fact sheet while a page renders (cta.text).
    const { order, slug, ...service } = module.default as DigitalServiceFile;
    // slug and path first, as the menu entry reads
    return { entry: { file, order }, page: { slug, path: `/digital/${slug}`, ...service } };
  });
  checkCollection(
    "digital ydelse",
    services.map((service) => service.entry),
  );
  return services.sort((a, b) => a.entry.order - b.entry.order).map((service) => service.page);
}

/** Every digital service's page, in the order of the Digital menu. */
export const digitalPages: readonly DigitalPage[] = loadDigitalPages(import.meta.glob<{ default?: unknown }>("./digital/*.ts", { eager: true }));

/** The menu entries and quote-page facts, without the page copy. */
export const digitalListings: readonly DigitalListing[] = digitalPages.map(({ slug, path, navLabel, quoteType, projectType }) => ({
  slug,
  path,
  navLabel,
  quoteType,
  projectType,
}));

/** The page for a slug (a route param); undefined when no file has it. */
export function getDigitalPage(slug: string): DigitalPage | undefined {
  return digitalPages.find((page) => page.slug === slug);
}

export function getDigitalListing(slug: string): DigitalListing | undefined {
  return digitalListings.find((listing) => listing.slug === slug);
}
