/**
 * The entities of docs/requirements.md §3 as TypeScript types. Content modules in this folder export values of
 * these types; section components in app/components/sections render them.
 */
import type { IconName } from "./icons.ts";

/** Page metadata (docs/requirements.md §3): every route builds its <head> from one of these. */
export type PageMeta = {
  title: string;
  description: string;
  /** Path on this site, e.g. "/priser"; made absolute with SITE_URL. */
  canonicalPath: string;
  keywords: readonly string[];
  /** Path of the share image under /public, e.g. "/images/og/default.png". */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
};

export type ServiceCard = {
  icon: IconName;
  title: string;
  description: string;
  features: readonly string[];
  /** Optional page the card leads to. */
  href?: string;
  /**
   * The link's own words, e.g. "Se priser på mødebooking". Until the card component reads it, it
   * prints "Læs mere om {title in lower case}", so a title must not hold an acronym.
   */
  linkLabel?: string;
};

export type IndustryCard = {
  icon?: IconName;
  title: string;
  description: string;
  /** A case in one sentence (the home page); /ydelser shows the cases in full. */
  successStory?: string;
  href?: string;
};

/** An illustration under /public/images/illustrations/ and its Danish alt text. */
export type Illustration = { src: string; alt: string };

export type Testimonial = {
  quote: string;
  name: string;
  /** Role or title, e.g. "Freelance mødebooker siden 2023". */
  title: string;
  // The picture is found by name (content/images/people/<slug>.jpg, else a monogram tile).
};

export type JobOption = {
  title: string;
  description: string;
  requirements: readonly string[];
  benefits: readonly string[];
};

export type PricingPackage = {
  name: string;
  priceText: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  ctaText: string;
  highlight?: string;
  /** The package's value in the price quote form (app/forms/options.ts): its button preselects it. */
  formValue?: string;
};

export type AddOnService = {
  service: string;
  price: string;
  description: string;
};

/** In-house versus outsourced, by monthly scenario (docs/requirements.md §3, first comparison shape). */
export type CostComparison = {
  scenario: string;
  monthlyCost: string;
  includes: readonly string[];
  efficiency: string;
};

/** In-house versus outsourced, by category (docs/requirements.md §3, second comparison shape). */
export type CategoryComparison = {
  category: string;
  setup: string;
  cost: string;
  expertise: string;
  flexibility: string;
  risk: string;
  management: string;
};

export type FaqItem = {
  question: string;
  answer: string;
  link?: { href: string; label: string };
};

/** A titled block of text with an icon: benefits, values, selling points, steps. */
export type Feature = {
  icon?: IconName;
  title: string;
  description: string;
};

export type Step = {
  title: string;
  description: string;
};
