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
    description: "Vores call center-hold, kvalitetssikring og træning af nye sælgere.",
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

/** Marketing claims of spec §1, each written once. */
export const claims = {
  yearsOfExperience: { value: "20+", text: "over 20 års erfaring" },
  companiesHelped: { value: "200+", text: "over 200 virksomheder hjulpet" },
  successfulCampaigns: { value: "200+", text: "over 200 succesfulde kampagner" },
  averageLeadLift: { value: "35%", text: "35% flere leads i gennemsnit" },
  greenEnergyConversion: { value: "40%", text: "40% konverteringsrate på mødebooking inden for grøn energi" },
  qualifiedLeadsLift: { value: "35-50%", text: "35-50% flere kvalificerede leads inden for 3 måneder" },
  itCompaniesHelped: { value: "50+", text: "over 50 IT-virksomheder hjulpet" },
  inHouseSaving: { value: "40%", text: "op til 40% besparelse i forhold til egne ansatte" },
  responseTime: { value: "24 timer", text: "vi svarer på alle henvendelser inden for 24 timer" },
  startTime: { value: "1-2 uger", text: "opstart inden for 1-2 uger" },
  minimumCampaign: { value: "3 måneder", text: "vi anbefaler kampagner på mindst 3 måneder" },
  employees: { value: "50+", text: "over 50 medarbejdere" },
  customers: { value: "300+", text: "mere end 300 kunder" },
} as const;

export type ClaimKey = keyof typeof claims;

/** The four industries of spec §1, in the order the pages show them. */
export const industries = [
  { id: "it", name: "IT & Software" },
  { id: "consulting", name: "Konsulent & Rådgivning" },
  { id: "industry", name: "Industri & Produktion" },
  { id: "energy", name: "Energi & Miljø" },
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
  /** Pension and health insurance begin after this many months on the pension page. */
  pensionAfterMonths: 3,
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
