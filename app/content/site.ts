/**
 * The one typed source of company facts, marketing claims, prices and limits.
 *
 * Every page, JSON-LD block, llms.txt line and test reads these values from here: a claim or a
 * price is written once. Brand name, slug and legacy host are fixed at build time from BRAND_NAME,
 * BRAND_SLUG and LEGACY_HOST (see app/config/build-config.ts).
 */

import { buildConfig } from "../config/build-config.ts";

export const brand = {
  name: buildConfig.brandName,
  /** The spec's `{product}`: used in /hvorfor-{slug} and the legacy redirects. */
  slug: buildConfig.brandSlug,
  /** The old site's host, which appeared as a path prefix in two legacy links. */
  legacyHost: buildConfig.legacyHost,
  legalName: "Salgskraft ApS",
  cvr: "41 27 83 90",
  tagline: "Outsourcet telemarketing, mødebooking og digitale løsninger",
} as const;

/** The spec's /hvorfor-{product} page: its path follows BRAND_SLUG (app/routes.ts reads it from here). */
export const whyPath = `/hvorfor-${brand.slug}`;

export const contact = {
  phone: "+45 70 60 50 40",
  phoneHref: "tel:+4570605040",
  email: "kontakt@salgskraft.dk",
  website: "www.salgskraft.dk",
  websiteHref: "https://www.salgskraft.dk",
} as const;

export type Office = {
  id: "dk" | "es";
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  countryCode: "DK" | "ES";
  description: string;
};

export const offices: readonly Office[] = [
  {
    id: "dk",
    name: "Kontor i Danmark",
    street: "Vesterbrogade 42, 2. sal",
    postalCode: "1620",
    city: "København V",
    country: "Danmark",
    countryCode: "DK",
    description: "Kundemøder, kampagneplanlægning og rekruttering af danske freelancere.",
  },
  {
    id: "es",
    name: "Kontor i Spanien",
    street: "Calle Larios 5, 3º",
    postalCode: "29005",
    city: "Málaga",
    country: "Spanien",
    countryCode: "ES",
    description: "Vores faste salgshold, kvalitetssikring og træning af nye sælgere.",
  },
];

export type OpeningHoursRow = {
  label: string;
  /** schema.org day names, for the Organization JSON-LD */
  days: readonly ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[];
  opens: string | null;
  closes: string | null;
};

export const openingHours: readonly OpeningHoursRow[] = [
  { label: "Mandag - torsdag", days: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:00", closes: "16:00" },
  { label: "Fredag", days: ["Friday"], opens: "08:00", closes: "15:00" },
  { label: "Lørdag - søndag", days: ["Saturday", "Sunday"], opens: null, closes: null },
];

export function formatOpeningHours(row: OpeningHoursRow): string {
  if (!row.opens || !row.closes) return "Lukket";
  const short = (t: string) => t.replace(/^0/, "").replace(/:00$/, ":00");
  return `${short(row.opens)} - ${short(row.closes)}`;
}

/** The year the company was founded; "over 20 års erfaring" counts from here (track record in ./company.ts). */
export const foundedYear = 2004;

/** A hard space between a number and its unit ("35 %", "24 timer"): never broken over two lines. */
export const nbsp = "\u00a0";

/**
 * What a claim stands on: who was measured, how and over which period. Shown in small print beside
 * the figure (or in the FAQ), so a buyer can check it. See docs/content/style-guide.md, "Påstande".
 */
export type Claim = { value: string; text: string; basis?: string };

/**
 * Marketing claims of spec §1, each written once. `value` is the short figure for a stat block,
 * `text` the phrase used mid-sentence (lower-case first letter), `basis` what the figure rests on.
 * The spec gives these claims in English; the Danish wording is ours and may be sharpened, the
 * figures may not.
 */
export const claims = {
  yearsOfExperience: {
    value: "20+",
    text: "over 20 års erfaring",
    basis: `${buildConfig.brandName} blev grundlagt i ${foundedYear}; vores ledelse har solgt i telefonen siden 1990'erne.`,
  },
  companiesHelped: {
    value: "200+",
    text: "over 200 virksomheder hjulpet med telemarketing og mødebooking",
    basis: `Virksomheder, vi har kørt mindst én telefonkampagne for siden ${foundedYear}.`,
  },
  successfulCampaigns: {
    value: "200+",
    text: "over 200 kampagner, der nåede det aftalte mål",
    basis: "Kampagner, hvor det skriftligt aftalte mål for møder eller leads blev nået.",
  },
  averageLeadLift: {
    value: `35${nbsp}%`,
    text: `i gennemsnit 35${nbsp}% flere leads`,
    basis: "Gennemsnit for kampagner, der har kørt mindst 3 måneder: leads i tredje måned sammenlignet med måneden før start.",
  },
  greenEnergyConversion: {
    value: `40${nbsp}%`,
    text: `40${nbsp}% af samtalerne med beslutningstagere blev til et booket møde i vores kampagne for en leverandør af solcelleanlæg`,
    basis: "Mødebooking for en leverandør af solcelleanlæg til erhverv: bookede møder divideret med gennemførte samtaler med beslutningstagere over 6 måneder.",
  },
  qualifiedLeadsLift: {
    value: `35-50${nbsp}%`,
    text: `typisk 35-50${nbsp}% flere kvalificerede leads inden for 3 måneder`,
    basis: "Spændet for kampagner med mindst 3 måneders løbetid; den enkelte kunde ligger ét sted i spændet.",
  },
  itCompaniesHelped: {
    value: "50+",
    text: "over 50 IT-virksomheder hjulpet",
    basis: `SaaS-, hosting-, sikkerheds- og konsulentvirksomheder blandt vores kunder siden ${foundedYear}.`,
  },
  inHouseSaving: {
    value: `40${nbsp}%`,
    text: `op til 40${nbsp}% lavere pris pr. salgstime end en fastansat mødebooker`,
    basis: "Regnestykket på /priser: en fastansats samlede omkostning divideret med de timer, der reelt går til salg, mod vores timepris.",
  },
  responseTime: {
    value: `24${nbsp}timer`,
    text: `vi svarer på alle henvendelser inden for 24${nbsp}timer på hverdage`,
    basis: "Vi har åbent mandag-torsdag 8-16 og fredag 8-15; en henvendelse fra fredag eftermiddag besvares mandag.",
  },
  startTime: { value: "1-2 uger", text: "opstart inden for 1-2 uger" },
  minimumCampaign: { value: "3 måneder", text: "vi anbefaler kampagner på mindst 3 måneder" },
  employees: {
    value: "50+",
    text: "over 50 medarbejdere",
    basis: "Ansatte i København og Málaga; freelancerne er ikke talt med.",
  },
  customers: {
    value: "300+",
    text: "mere end 300 kunder",
    basis: `Alle kunder siden ${foundedYear}, også dem, der kun har købt en hjemmeside eller en enkeltstående opgave.`,
  },
} as const satisfies Record<string, Claim>;

/**
 * The agreed response-time phrases (docs/content/style-guide.md). Our own copy says "på hverdage"
 * because the office is closed at weekends; the spec's quote confirmation ("typisk inden for 1-2
 * arbejdsdage") stays as the spec writes it.
 */
export const responsePromise = {
  /** "inden for 24 timer på hverdage" */
  short: `inden for ${claims.responseTime.value} på hverdage`,
  /** "Svar inden for 24 timer på hverdage" (form bullet points) */
  bullet: `Svar inden for ${claims.responseTime.value} på hverdage`,
} as const;

export type ClaimKey = keyof typeof claims;

/** The four industries of spec §1, in the order the pages show them. */
export const industries = [
  { id: "it", name: "IT og software" },
  { id: "consulting", name: "Rådgivning og konsulentydelser" },
  { id: "industry", name: "Industri og produktion" },
  { id: "energy", name: "Energi og miljø" },
] as const;

/** Prices and limits of spec §9. Amounts in DKK excl. moms. */
export const prices = {
  starter: { from: 15_000, unit: "kr./md.", hours: 40, minimumMonths: 3 },
  growth: { from: 28_000, unit: "kr./md.", hours: 80, minimumMonths: 3 },
  enterprise: { from: 45_000, unit: "kr./md.", hours: "120+", teamSize: "3-4" },
  payPerMeeting: { label: "No Cure No Pay", text: "fast pris pr. møde, aftalt på forhånd" },
  leadQualification: { from: 150, unit: "kr. pr. lead" },
  singleMeeting: { from: 800, unit: "kr. pr. møde" },
  marketSurvey: { from: 25_000, unit: "kr. pr. projekt" },
  databaseBuilding: { from: 50, unit: "kr. pr. kontakt" },
  inHouseBooker: { min: 45_000, max: 60_000, unit: "kr./md." },
} as const;

/** Formats a whole-krone amount the Danish way: 15.000 */
export function formatKr(amount: number): string {
  return new Intl.NumberFormat("da-DK", { maximumFractionDigits: 0 }).format(amount);
}

export const freelancerRequirements = {
  minHoursPerWeek: 20,
  items: [
    "Mindst 20 timer om ugen",
    "Roligt arbejdssted eller hjemmekontor",
    "Stabil internetforbindelse",
    "Windows- eller Mac-computer",
    "Headset",
    "Selvdisciplin",
  ],
  /**
   * Pension and health insurance begin after this many months — on the pension campaign
   * (/jobs/pensionsordning) only, as the spec says ("on one page"). No other page promises them;
   * app/content/consistency.test.ts checks it.
   */
  pensionAfterMonths: 3,
  /** The one job whose recruits get pension and health insurance. */
  pensionJobSlug: "pensionsordning",
} as const;

/** Behavioural constants of spec §9. */
export const limits = {
  cookieConsentKey: "cookieConsent",
  cookieBannerDelayMs: 2000,
  headerScrollThresholdPx: 50,
  blogPostCount: 12,
  blogRecentPosts: { from: 2, to: 4 },
  blogRelatedPosts: 3,
  blogPageSize: 6,
  quoteMessageRows: 4,
  jobGridSize: 6,
} as const;

export const locale = { lang: "da", ogLocale: "da_DK", dateLocale: "da-DK" } as const;
