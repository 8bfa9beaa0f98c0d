/**
 * What one digital-service file (app/content/digital/<slug>.ts) holds: its menu entry, what its
 * quote page offers and the service page's copy. The TypeScript types check a file while it is
 * written; the zod schema checks it again when the collection loads (./digital.ts), with a
 * message naming the file and the field.
 */
import * as z from "zod";
import { projectTypes } from "../forms/options.ts";
import { FaqItemSchema, FeatureSchema, HeroSchema, PageMetaSchema, ServiceCardSchema, StepSchema, order, slug, text } from "./content-files.ts";
import type { FaqItem, Feature, PageMeta, ServiceCard, Step } from "./types.ts";

/** A service's slug: the file name of app/content/digital/<slug>.ts. */
export type DigitalSlug = string;
/** The quote form's project types (app/forms/options.ts). */
export type ProjectType = (typeof projectTypes)[number]["value"];

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

export type DigitalPage = DigitalListing & {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  /** The hero's original illustration (public/images/illustrations/digital-<slug>.svg, 480x360). */
  illustration: { src: string; alt: string };
  /** Exactly four cards. */
  services: ServiceCard[];
  checklistTitle: string;
  /** 8-12 technologies or features. */
  checklist: string[];
  /** Four benefits, each with an icon. */
  benefits: Feature[];
  /** Four to five steps. */
  process: Step[];
  /** What the from-price (digitalFromPrices in ./site.ts) buys, concretely: 5-7 points. */
  included: string[];
  /** What costs more, in one sentence. */
  includedNote: string;
  /** Five questions. */
  faq: FaqItem[];
  cta: { title: string; text: string };
};

/** The default export of app/content/digital/<slug>.ts. */
export type DigitalServiceFile = Omit<DigitalPage, "path"> & {
  /** Place in the Digital menu and the sitemap (1 first). */
  order: number;
};

const projectTypeValues = projectTypes.map((type) => type.value);

export const DigitalServiceFileSchema: z.ZodType<DigitalServiceFile> = z
  .strictObject({
    slug,
    order,
    navLabel: text,
    quoteType: text,
    projectType: z.enum(projectTypeValues as [ProjectType, ...ProjectType[]], `skal være en af: ${projectTypeValues.join(", ")}`),
    meta: PageMetaSchema,
    hero: HeroSchema,
    illustration: z.strictObject({
      src: z.string().regex(/^\/images\/illustrations\/digital-[a-z0-9-]+\.svg$/, "skal være /images/illustrations/digital-<slug>.svg"),
      alt: text.min(20, "skal beskrive illustrationen på dansk (mindst 20 tegn)"),
    }),
    services: z.array(ServiceCardSchema).length(4, "skal have præcis 4 kort"),
    checklistTitle: text,
    checklist: z.array(text).min(8, "skal have 8-12 punkter").max(12, "skal have 8-12 punkter"),
    benefits: z.array(FeatureSchema.required({ icon: true })).length(4, "skal have præcis 4 fordele med ikon"),
    process: z.array(StepSchema).min(4, "skal have 4-5 trin").max(5, "skal have 4-5 trin"),
    included: z.array(text).min(5, "skal have 5-7 punkter").max(7, "skal have 5-7 punkter"),
    includedNote: text,
    faq: z.array(FaqItemSchema).length(5, "skal have præcis 5 spørgsmål"),
    cta: z.strictObject({ title: text, text }),
  })
  .superRefine((service, context) => {
    const path = `/digital/${service.slug}`;
    if (service.meta.canonicalPath !== path) {
      context.addIssue({ code: "custom", path: ["meta", "canonicalPath"], message: `skal være ${path}` });
    }
    const illustration = `/images/illustrations/digital-${service.slug}.svg`;
    if (service.illustration.src !== illustration) {
      context.addIssue({ code: "custom", path: ["illustration", "src"], message: `skal være ${illustration}` });
    }
    service.faq.forEach((item, index) => {
      if (item.link && item.link.href !== `${path}/kontakt`) {
        context.addIssue({ code: "custom", path: ["faq", index, "link", "href"], message: `skal føre til tjenestens egen tilbudsside, ${path}/kontakt` });
      }
    });
  });
