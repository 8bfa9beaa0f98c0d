/**
 * What one job file (app/content/jobs/<slug>.ts) holds: the card in the "Job søgere" menu and
 * the job grids, and the job page's copy. The TypeScript types check a file while it is written;
 * the zod schema checks it again when the collection loads (./jobs.ts), with a message naming
 * the file and the field.
 */
import * as z from "zod";
import {
  FaqItemSchema,
  FeatureSchema,
  HeroSchema,
  IllustrationSchema,
  JobOptionSchema,
  PageMetaSchema,
  StepSchema,
  TestimonialSchema,
  icon,
  isoDate,
  order,
  slug,
  text,
} from "./content-files.ts";
import type { IconName } from "./icons.ts";
import { bonusBasis, freelancerRequirements, type BonusBasis } from "./site.ts";
import { remoteJobSlug } from "./jobs-shared.ts";
import type { FaqItem, Feature, Illustration, JobOption, PageMeta, Step, Testimonial } from "./types.ts";

export const jobColors = ["blue", "emerald", "amber", "rose", "violet", "sky", "orange", "teal", "indigo"] as const;
export type JobColor = (typeof jobColors)[number];

/** A job as the menu, the grids, the sitemap and the JobPosting data see it. */
export type JobListing = {
  slug: string;
  /** /jobs/<slug>, from the file name */
  path: string;
  title: string;
  navLabel: string;
  description: string;
  icon: IconName;
  color: JobColor;
};

/** A kind of work you can do from home, as one card: what it is, what it takes and what you get. */
export type JobType = JobOption & { icon: IconName };

export type RemoteWorkContent = {
  /** One card per job type; the page's "cards per job type" and "job options" in one. */
  jobTypes: readonly JobType[];
  /** What we expect of you, and what you can expect of us (each point said once, in its own list). */
  expectations: { ofYou: readonly string[]; ofUs: readonly string[] };
};

export type JobPostingContent = {
  /** ISO date, e.g. "2026-09-14". */
  datePosted: string;
  /** ISO date. */
  validThrough: string;
  /** Plain text for the schema.org JobPosting description. */
  description: string;
};

export type JobPageContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  /**
   * The hero's own illustration of what this job is about (public/images/illustrations/job-<slug>.svg,
   * 480x360) and its Danish alt text. No two jobs or services share one (app/content/jobs.test.ts).
   */
  illustration: Illustration;
  intro: readonly string[];
  benefits: readonly Feature[];
  tasks: readonly string[];
  requirements: readonly string[];
  offers: readonly string[];
  pay: string;
  /**
   * What gives the bonus on this job (site.ts bonusBasis): a held meeting on a meeting-booking
   * campaign, a signed deal on a sales campaign. The worked month and the title follow it.
   */
  bonus: BonusBasis;
  /**
   * What happens after applying, where this campaign differs (interview, training, first week).
   * Without it the page shows the shared steps of /freelance-telemarketing (applySteps in ./jobs-shared.ts).
   */
  applySteps?: readonly Step[];
  testimonials: readonly Testimonial[];
  faq: readonly FaqItem[];
  jobPosting: JobPostingContent;
  /** Only on /jobs/arbejd-hjemmefra. */
  remote?: RemoteWorkContent;
};

/** The default export of app/content/jobs/<slug>.ts. */
export type JobFile = Omit<JobListing, "path"> & {
  /** Place in the menu, the grids and the sitemap (1 first). */
  order: number;
} & JobPageContent;

const bonusBases = Object.keys(bonusBasis) as [BonusBasis, ...BonusBasis[]];

const list = z.array(text).min(1, "skal have mindst ét punkt");

/**
 * The drawings a job page can show (public/images/illustrations, one per repository job). A job
 * written in the admin shows one of them (a copy its source's, a new job the general one) until
 * the agency can upload its own pictures; a repository job shows its own (./jobs.ts).
 */
export const jobIllustrations: readonly string[] = [
  "arbejd-hjemmefra",
  "energi-salg",
  "inkasso",
  "kaffe-service",
  "led-belysning",
  "matte-service",
  "pensionsordning",
  "solenergi",
  "web-bureau",
].map((name) => `/images/illustrations/job-${name}.svg`);

export const JobFileSchema: z.ZodType<JobFile> = z
  .strictObject({
    slug,
    order,
    title: text,
    navLabel: text,
    description: text,
    icon,
    color: z.enum(jobColors, `skal være en af: ${jobColors.join(", ")}`),
    meta: PageMetaSchema,
    hero: HeroSchema,
    illustration: IllustrationSchema,
    intro: list,
    benefits: z.array(FeatureSchema).min(1, "skal have mindst én fordel"),
    tasks: list,
    requirements: list,
    offers: list,
    pay: text,
    bonus: z.enum(bonusBases, `skal være en af: ${bonusBases.join(", ")}`),
    applySteps: z.array(StepSchema).min(2, "skal have mindst to trin").optional(),
    testimonials: z.array(TestimonialSchema).min(1, "skal have mindst én udtalelse"),
    faq: z.array(FaqItemSchema).min(1, "skal have mindst ét spørgsmål"),
    jobPosting: z.strictObject({ datePosted: isoDate, validThrough: isoDate, description: text.min(100, "skal være mindst 100 tegn") }),
    remote: z
      .strictObject({
        jobTypes: z.array(z.strictObject({ icon, ...JobOptionSchema.shape })).min(2, "skal have mindst to jobtyper"),
        expectations: z.strictObject({ ofYou: list, ofUs: list }),
      })
      .optional(),
  })
  .superRefine((job, context) => {
    const path = `/jobs/${job.slug}`;
    if (job.meta.canonicalPath !== path) {
      context.addIssue({ code: "custom", path: ["meta", "canonicalPath"], message: `skal være ${path}` });
    }
    if (!jobIllustrations.includes(job.illustration.src)) {
      context.addIssue({ code: "custom", path: ["illustration", "src"], message: `skal være en af sitets jobillustrationer (${jobIllustrations.join(", ")})` });
    }
    if (job.jobPosting.datePosted >= job.jobPosting.validThrough) {
      context.addIssue({ code: "custom", path: ["jobPosting", "validThrough"], message: "skal ligge efter datePosted" });
    }
    // One story (issue 38): every job asks for the spec's six requirements in the fact sheet's
    // words (a job file spreads `sixRequirements`), then its own – also a job the agency publishes.
    const missing = freelancerRequirements.items.filter((item) => !job.requirements.includes(item));
    if (missing.length > 0) {
      context.addIssue({
        code: "custom",
        path: ["requirements"],
        message: `mangler ${missing.map((item) => `»${item}«`).join(", ")}: alle job nævner de seks krav fra faktaarket (app/content/site.ts), ordret`,
      });
    }
    // A job is titled by what it is: »Telefonsælger« closes on the phone, »Mødebooker« books meetings.
    const wrongTitle = job.bonus === "meeting" ? /^telefonsælger/i : job.bonus === "deal" ? /^mødebooker/i : null;
    if (wrongTitle?.test(job.title.trim())) {
      context.addIssue({
        code: "custom",
        path: ["title"],
        message: `jobbet giver ${bonusBasis[job.bonus].text}: titlen begynder med ${job.bonus === "meeting" ? "»Mødebooker«, ikke »Telefonsælger«" : "»Telefonsælger«, ikke »Mødebooker«"}`,
      });
    }
    if (job.slug === remoteJobSlug && !job.remote) {
      context.addIssue({ code: "custom", path: ["remote"], message: "mangler: siden om at arbejde hjemmefra viser jobtyper, roller og forventninger" });
    }
    if (job.slug !== remoteJobSlug && job.remote) {
      context.addIssue({ code: "custom", path: ["remote"], message: `hører kun til /jobs/${remoteJobSlug}` });
    }
  });
