/**
 * The nine job listings (spec §3): the one list behind the "Job søgere" dropdown, the job grids
 * and the sitemap. Kept apart from the page copy in jobs.ts so the header (on every page) does
 * not carry the job pages' text in its JavaScript.
 */
import type { IconName } from "./icons.ts";

export type JobColor = "blue" | "emerald" | "amber" | "rose" | "violet" | "sky" | "orange" | "teal" | "indigo";

export type JobListing = {
  slug: string;
  path: string;
  title: string;
  navLabel: string;
  description: string;
  icon: IconName;
  color: JobColor;
};

/** Extra blocks shown only on the general work-from-home page. */
export const remoteJobSlug = "arbejd-hjemmefra";

export const jobListings: readonly JobListing[] = [
  {
    slug: "arbejd-hjemmefra",
    path: "/jobs/arbejd-hjemmefra",
    title: "Arbejd hjemmefra",
    navLabel: "Arbejd hjemmefra",
    description: "Telemarketing, mødebooking og kundeservice fra dit eget hjemmekontor – med fast timebetaling og bonus.",
    icon: "house",
    color: "blue",
  },
  {
    slug: "web-bureau",
    path: "/jobs/web-bureau",
    title: "Mødebooker for webbureau",
    navLabel: "Webbureau",
    description: "Book møder for et webbureau, der laver hjemmesider, SEO og annoncering til små og mellemstore virksomheder.",
    icon: "globe",
    color: "violet",
  },
  {
    slug: "led-belysning",
    path: "/jobs/led-belysning",
    title: "Telefonsælger – LED-belysning",
    navLabel: "LED-belysning",
    description: "Ring til lagre, værksteder og butikker, og book gratis lysgennemgange med skift til energibesparende LED.",
    icon: "lightbulb",
    color: "amber",
  },
  {
    slug: "energi-salg",
    path: "/jobs/energi-salg",
    title: "Telefonsælger – erhvervsel",
    navLabel: "Energisalg",
    description: "Sælg elaftaler med fastpris, variabel pris eller en blanding til små og mellemstore virksomheder.",
    icon: "zap",
    color: "sky",
  },
  {
    slug: "kaffe-service",
    path: "/jobs/kaffe-service",
    title: "Telefonsælger – kaffeservice",
    navLabel: "Kaffeservice",
    description: "Ring til kontorer, og book smagninger og prøveperioder på kaffemaskiner med leasing og serviceaftale.",
    icon: "coffee",
    color: "orange",
  },
  {
    slug: "solenergi",
    path: "/jobs/solenergi",
    title: "Mødebooker – solenergi",
    navLabel: "Solenergi",
    description: "Book tagbesigtigelser for virksomheder og landbrug, der vil producere deres egen strøm med solceller.",
    icon: "solar-panel",
    color: "emerald",
  },
  {
    slug: "matte-service",
    path: "/jobs/matte-service",
    title: "Telefonsælger – måtteservice",
    navLabel: "Måtteservice",
    description: "Sælg måtteservice til butikker, klinikker og kontorer – rene måtter leveret og byttet efter fast plan.",
    icon: "footprints",
    color: "teal",
  },
  {
    slug: "pensionsordning",
    path: "/jobs/pensionsordning",
    title: "Mødebooker – pensionsrådgivning",
    navLabel: "Pension",
    description: "Book uforpligtende pensionstjek for uafhængige rådgivere med ejere af små og mellemstore virksomheder.",
    icon: "piggy-bank",
    color: "indigo",
  },
  {
    slug: "inkasso",
    path: "/jobs/inkasso",
    title: "Telefonsælger – inkasso",
    navLabel: "Inkasso",
    description: "Hjælp virksomheder med ubetalte fakturaer i gang med rykkerservice og inkasso, og book møder med rådgivere.",
    icon: "receipt-text",
    color: "rose",
  },
];

/** The eight industry campaigns, without the general work-from-home page. */
export function getJobListingsWithoutRemote(): readonly JobListing[] {
  return jobListings.filter((job) => job.slug !== remoteJobSlug);
}

export function getJobListing(slug: string): JobListing | undefined {
  return jobListings.find((job) => job.slug === slug);
}

/* ------------------------------------------------------------------------------------------------
 * Job pages
 * ---------------------------------------------------------------------------------------------- */
