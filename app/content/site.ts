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
  /** "+45 70 60 50 40": the fact sheet's (editable in /admin/indhold/fakta). */
  get phone(): string {
    return currentFacts().phone;
  },
  /** "tel:+4570605040" */
  get phoneHref(): string {
    return `tel:${currentFacts().phone.replace(/[^+\d]/g, "")}`;
  },
  /** The phone number in running text: never split across two lines (»+45 70 60 50 / 40« at 390 px). */
  get phoneInText(): string {
    return currentFacts().phone.replaceAll(" ", nbsp);
  },
  email: "kontakt@salgskraft.dk",
  website: "www.salgskraft.dk",
  websiteHref: "https://www.salgskraft.dk",
};

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

export type OpeningHoursRow = {
  label: string;
  /** schema.org day names, for the Organization JSON-LD */
  days: readonly ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[];
  opens: string | null;
  closes: string | null;
};

/**
 * The fact sheet an editor changes in /admin/indhold/fakta (issue 36 item 3): counts, lifts,
 * prices, what every package includes, opening hours, offices, the phone number and the response
 * time. Everything else in this file is fixed in the code. `defaultFacts` is what the build
 * prerenders; a published fact sheet (app/server/content/facts.server.ts) replaces it at run time,
 * and every page, JSON-LD block, llms.txt line and mail reads the current one through the live
 * objects below (`claims`, `prices`, `contact`, `offices()` …), never a copy taken when a module
 * loaded. docs/decisions/publishing.md, »Fakta og priser«.
 */
export type Facts = {
  phone: string;
  counts: { customers: number; companiesHelped: number; successfulCampaigns: number; itCompaniesHelped: number; employees: number };
  /** Percentages. */
  lifts: { averageLead: number; qualifiedLow: number; qualifiedHigh: number; greenEnergyConversion: number; inHouseSaving: number };
  /** Hours within which every enquiry is answered on working days. */
  responseHours: number;
  /** Our one price per sales hour, kr. excl. moms. */
  hourRate: number;
  packages: {
    starter: { from: number; hours: number };
    growth: { from: number; hours: number };
    /** `hours` is the least: the page says »120+ timer«. */
    enterprise: { from: number; hours: number; teamSize: string };
  };
  /** What every package includes: the list (/priser) and the same in one sentence. */
  packageIncludes: { items: string[]; text: string };
  addOns: {
    payPerMeeting: { from: number; typicalLow: number; typicalHigh: number };
    leadQualification: number;
    singleMeeting: number;
    marketSurvey: number;
    databaseBuilding: number;
  };
  digitalFromPrices: { hjemmesider: number; "ai-integration": number; webudvikling: number; "api-saas": number };
  openingHours: OpeningHoursRow[];
  offices: Office[];
};

/** Today's facts: what the build prerenders and a fresh install shows. */
export const defaultFacts: Facts = {
  phone: "+45 70 60 50 40",
  counts: { customers: 300, companiesHelped: 200, successfulCampaigns: 200, itCompaniesHelped: 50, employees: 50 },
  lifts: { averageLead: 35, qualifiedLow: 35, qualifiedHigh: 50, greenEnergyConversion: 40, inHouseSaving: 40 },
  responseHours: 24,
  hourRate: 375,
  packages: {
    starter: { from: 15_000, hours: 40 },
    growth: { from: 30_000, hours: 80 },
    enterprise: { from: 45_000, hours: 120, teamSize: "3–4" },
  },
  packageIncludes: {
    items: [
      "Fast projektleder",
      "Målgruppe og samtaleguide skrevet sammen med jer",
      "Alle samtaler registreret i jeres CRM",
      "Rapport med pris pr. booket møde",
      "Statusmøde med projektlederen hver måned",
    ],
    text: "Alle pakker har fast projektleder, samtaleguide skrevet med jer, samtalerne i jeres CRM, rapport med pris pr. møde og statusmøde hver måned.",
  },
  addOns: {
    payPerMeeting: { from: 800, typicalLow: 1_200, typicalHigh: 1_800 },
    leadQualification: 150,
    singleMeeting: 800,
    marketSurvey: 25_000,
    databaseBuilding: 50,
  },
  digitalFromPrices: { hjemmesider: 25_000, "ai-integration": 25_000, webudvikling: 50_000, "api-saas": 50_000 },
  openingHours: [
    { label: "Mandag–torsdag", days: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:00", closes: "16:00" },
    { label: "Fredag", days: ["Friday"], opens: "08:00", closes: "15:00" },
    { label: "Lørdag–søndag", days: ["Saturday", "Sunday"], opens: null, closes: null },
  ],
  offices: [
    {
      id: "dk",
      name: "Kontor i Danmark",
      street: "Vesterbrogade 42, 2. sal",
      postalCode: "1620",
      city: "København V",
      country: "Danmark",
      countryCode: "DK",
      description: "Kundemøder, kampagneplanlægning, rekruttering, træning og kvalitetssikring.",
    },
    {
      id: "es",
      name: "Kontor i Spanien",
      street: "Calle Larios 5, 3º",
      postalCode: "29005",
      city: "Málaga",
      country: "Spanien",
      countryCode: "ES",
      description: "Vores faste salgshold, der ringer på danske kampagner.",
    },
  ],
};

let factsSource: () => Facts = () => defaultFacts;

/**
 * The facts of what is being rendered now. The server answers the published fact sheet of the
 * request's content snapshot (an AsyncLocalStorage set by the root's middleware,
 * app/server/content/facts.server.ts); the browser the one the root loader sent
 * (app/lib/site-facts.ts). Without either: `defaultFacts`.
 */
export const currentFacts = (): Facts => factsSource();

/** Where `currentFacts` reads from: set once by the server runtime and by the browser's root. */
export function setFactsSource(source: () => Facts): void {
  factsSource = source;
}

/** Where `currentFacts` reads from now: a test that sets another source puts this one back. */
export const factsSourceNow = (): (() => Facts) => factsSource;

/** The offices of the current fact sheet. */
export const offices = (): readonly Office[] => currentFacts().offices;

/** The opening hours of the current fact sheet (Monday–Thursday, Friday, the weekend). */
export const openingHours = (): readonly OpeningHoursRow[] => currentFacts().openingHours;

/** "8.00–16.00": Danish time with a full stop, a range with an en dash (docs/content/style-guide.md). */
export function formatOpeningHours(row: OpeningHoursRow): string {
  if (!row.opens || !row.closes) return "Lukket";
  const short = (t: string) => t.replace(/^0/, "").replace(":", ".");
  return `${short(row.opens)}${dash}${short(row.closes)}`;
}

/** "mandag–torsdag kl. 8.00–16.00 og fredag kl. 8.00–15.00": the open rows in running text. */
export function openingHoursInText(): string {
  const open = openingHours().filter((row) => row.opens && row.closes);
  const parts = open.map((row) => `${row.label.charAt(0).toLowerCase()}${row.label.slice(1)} kl. ${formatOpeningHours(row)}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} og ${parts.at(-1)}` : (parts[0] ?? "");
}

/** The year the company was founded; "over 20 års erfaring" counts from here (track record in ./company.ts). */
export const foundedYear = 2004;

/** A hard space between a number and its unit ("35 %", "24 timer"): never broken over two lines. */
export const nbsp = "\u00a0";

/** The en dash of a range ("1–2 uger", "45.000–60.000 kr."); Danish does not use the hyphen there. */
export const dash = "\u2013";

/** Small counts as the copy writes them, from two to twelve (the editor's checks read them back: app/lib/content-checks.ts). */
export const smallCountWords = ["to", "tre", "fire", "fem", "seks", "syv", "otte", "ni", "ti", "elleve", "tolv"] as const;

/** A plural count in running text as Danish writes it: two to twelve in words (»de fire opgaver«), others in figures. */
export const countInWords = (n: number): string => smallCountWords[n - 2] ?? String(n);

/** "1–2", "35–50": a range as Danish prints it. */
export const range = (low: number | string, high: number | string): string => `${low}${dash}${high}`;

const count = () => currentFacts().counts;
const lift = () => currentFacts().lifts;
/** "35 %": a percentage with a hard space. */
const percent = (value: number | string): string => `${value}${nbsp}%`;

/**
 * What a claim stands on: who was measured, how and over which period. Shown in small print beside
 * the figure (or in the FAQ), so a buyer can check it. See docs/content/style-guide.md, "Påstande".
 */
export type Claim = { value: string; text: string; basis?: string };

/**
 * Marketing claims of docs/requirements.md §1, each written once. `value` is the short figure for a stat block,
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
    get value() {
      return `${count().companiesHelped}+`;
    },
    get text() {
      return `over ${count().companiesHelped} virksomheder hjulpet med telemarketing og mødebooking`;
    },
    get basis() {
      return `Virksomheder, vi har kørt mindst én telefonkampagne for siden ${foundedYear}. De er en del af vores mere end ${count().customers} kunder; resten har købt en hjemmeside, en AI-løsning eller en enkeltstående opgave.`;
    },
  },
  successfulCampaigns: {
    get value() {
      return `${count().successfulCampaigns}+`;
    },
    get text() {
      return `over ${count().successfulCampaigns} kampagner, der nåede det aftalte mål`;
    },
    basis: "Kampagner, hvor det skriftligt aftalte mål for møder eller leads blev nået.",
  },
  averageLeadLift: {
    get value() {
      return percent(lift().averageLead);
    },
    get text() {
      return `i gennemsnit ${percent(lift().averageLead)} flere leads på tværs af alle vores kampagner`;
    },
    get basis() {
      return `Gennemsnit for alle kampagner, også dem, der stoppede før 3 måneder: leads i sidste hele måned sammenlignet med måneden før start. Kampagner, der kører mindst 3 måneder, ligger typisk på ${range(lift().qualifiedLow, lift().qualifiedHigh)} % flere kvalificerede leads.`;
    },
  },
  greenEnergyConversion: {
    get value() {
      return percent(lift().greenEnergyConversion);
    },
    get text() {
      return `${percent(lift().greenEnergyConversion)} af samtalerne med beslutningstagere blev til et booket møde i vores kampagne for en leverandør af solcelleanlæg`;
    },
    basis: "Mødebooking for en leverandør af solcelleanlæg til erhverv: bookede møder divideret med gennemførte samtaler med beslutningstagere over 6 måneder.",
  },
  qualifiedLeadsLift: {
    get value() {
      return percent(range(lift().qualifiedLow, lift().qualifiedHigh));
    },
    get text() {
      return `typisk ${percent(range(lift().qualifiedLow, lift().qualifiedHigh))} flere kvalificerede leads inden for 3 måneder`;
    },
    get basis() {
      return `Spændet for kampagner med mindst 3 måneders løbetid, målt i tredje måned mod måneden før start; den enkelte kunde ligger ét sted i spændet. Gennemsnittet for alle kampagner, også de korte, er ${lift().averageLead} %.`;
    },
  },
  itCompaniesHelped: {
    get value() {
      return `${count().itCompaniesHelped}+`;
    },
    get text() {
      return `over ${count().itCompaniesHelped} IT-virksomheder hjulpet`;
    },
    basis: `SaaS-, hosting-, sikkerheds- og konsulentvirksomheder blandt vores kunder siden ${foundedYear}.`,
  },
  inHouseSaving: {
    get value() {
      return percent(lift().inHouseSaving);
    },
    get text() {
      return `op til ${percent(lift().inHouseSaving)} lavere pris pr. salgstime end en fastansat mødebooker`;
    },
    basis: "Regnestykket på /priser: en fastansats samlede omkostning divideret med de timer, der reelt går til salg, mod vores timepris.",
  },
  responseTime: {
    get value() {
      return `${currentFacts().responseHours}${nbsp}timer`;
    },
    get text() {
      return `vi svarer på alle henvendelser inden for ${currentFacts().responseHours}${nbsp}timer på hverdage`;
    },
    get basis() {
      return `Vi har åbent ${openingHoursInText()}; en henvendelse fra fredag eftermiddag besvares mandag.`;
    },
  },
  startTime: { value: "1–2 uger", text: "opstart inden for 1–2 uger" },
  minimumCampaign: { value: "3 måneder", text: "vi anbefaler kampagner på mindst 3 måneder" },
  employees: {
    get value() {
      return `${count().employees}+`;
    },
    get text() {
      return `over ${count().employees} medarbejdere`;
    },
    basis: "Ansatte i København og Málaga; freelancerne er ikke talt med.",
  },
  customers: {
    get value() {
      return `${count().customers}+`;
    },
    get text() {
      return `mere end ${count().customers} kunder`;
    },
    get basis() {
      return `Alle kunder siden ${foundedYear}: over ${count().companiesHelped} af dem har haft en telefonkampagne, resten har købt en hjemmeside, en AI-løsning eller en enkeltstående opgave.`;
    },
  },
} as const satisfies Record<string, Claim>;

/**
 * The spec's two counts as two facts that agree: all customers, and the part of them that had a
 * telephone campaign. Pages that name both use this phrase (`customerCounts.text`).
 */
export const customerCounts = {
  get text(): string {
    return `${claims.customers.text} i alt – over ${count().companiesHelped} af dem har haft en telefonkampagne, resten har købt en hjemmeside, en AI-løsning eller en enkeltstående opgave`;
  },
};

/**
 * The agreed response-time phrases (docs/content/style-guide.md), one story: we answer every
 * enquiry within 24 hours on working days; a full offer (a quote for a digital project, a package
 * with a price) follows within 1–2 working days. The spec's quote confirmation ("typisk inden for
 * 1-2 arbejdsdage", app/components/forms/quote-form.tsx) stays as the spec writes it and says the
 * second half. Pages and mails say these, never their own version (app/content/meaning.test.ts).
 */
export const responsePromise = {
  /** "inden for 24 timer på hverdage" */
  get short() {
    return `inden for ${claims.responseTime.value} på hverdage`;
  },
  /** "Svar inden for 24 timer på hverdage" (form bullet points) */
  get bullet() {
    return `Svar inden for ${claims.responseTime.value} på hverdage`;
  },
  /** "inden for 1–2 arbejdsdage": when the full offer comes. */
  offer: `inden for ${range(1, 2)} arbejdsdage`,
  /** The two halves in one sentence, to a buyer (I). */
  get both() {
    return `Vi svarer inden for ${claims.responseTime.value} på hverdage, og et konkret tilbud får I inden for ${range(1, 2)} arbejdsdage.`;
  },
};

/** The four industries of docs/requirements.md §1, in the order the pages show them. */
export const industries = [
  { id: "it", name: "IT og software" },
  { id: "consulting", name: "Rådgivning og konsulentydelser" },
  { id: "industry", name: "Industri og produktion" },
  { id: "energy", name: "Energi og miljø" },
] as const;

/**
 * Our one price per sales hour ("salgstime": research, calls, CRM registration and follow-up on
 * the campaign). Every package costs this per hour; a bigger package buys more hours and more
 * people, not a cheaper hour. app/content/pricing.test.ts checks the packages against it.
 */
export const salesHour = {
  /** kr. excl. moms per sales hour */
  get price(): number {
    return currentFacts().hourRate;
  },
};

const addOn = () => currentFacts().addOns;
const pack = () => currentFacts().packages;

/** Prices and limits of docs/requirements.md §9. Amounts in DKK excl. moms. */
export const prices = {
  starter: {
    get from() {
      return pack().starter.from;
    },
    unit: "kr./md.",
    get hours() {
      return pack().starter.hours;
    },
    minimumMonths: 3,
  },
  growth: {
    get from() {
      return pack().growth.from;
    },
    unit: "kr./md.",
    get hours() {
      return pack().growth.hours;
    },
    minimumMonths: 3,
  },
  enterprise: {
    get from() {
      return pack().enterprise.from;
    },
    unit: "kr./md.",
    /** »120+«: the least. */
    get hours() {
      return `${pack().enterprise.hours}+`;
    },
    get teamSize() {
      return pack().enterprise.teamSize;
    },
  },
  /**
   * No Cure No Pay: a fixed price per meeting, agreed before we call. The lowest price is the
   * single-meeting price (a warm list: the client's own customers or event guests); cold B2B
   * decision makers typically cost `typicalLow`–`typicalHigh`, dearer than a package meeting
   * because we carry the risk.
   */
  payPerMeeting: {
    label: "No Cure No Pay",
    text: "fast pris pr. møde, aftalt på forhånd",
    get from() {
      return addOn().payPerMeeting.from;
    },
    get typicalLow() {
      return addOn().payPerMeeting.typicalLow;
    },
    get typicalHigh() {
      return addOn().payPerMeeting.typicalHigh;
    },
  },
  leadQualification: {
    get from() {
      return addOn().leadQualification;
    },
    unit: "kr. pr. lead",
  },
  singleMeeting: {
    get from() {
      return addOn().singleMeeting;
    },
    unit: "kr. pr. møde",
  },
  marketSurvey: {
    get from() {
      return addOn().marketSurvey;
    },
    unit: "kr. pr. projekt",
  },
  databaseBuilding: {
    get from() {
      return addOn().databaseBuilding;
    },
    unit: "kr. pr. kontakt",
  },
  inHouseBooker: { min: 45_000, max: 60_000, unit: "kr./md." },
} as const;

const digitalScopes = {
  hjemmesider: "en hjemmeside på op til 8 sider med CMS, tekster og teknisk SEO",
  "ai-integration": "én AI-løsning på én arbejdsgang, koblet til ét af jeres systemer",
  webudvikling: "en første version af en webapplikation med login og én kerneproces",
  "api-saas": "et dokumenteret API til ét af jeres systemer eller produkter",
} as const;

/**
 * What a digital project costs at the least (issue 38), by service page (app/content/digital/<slug>.ts).
 * Each is the start of one of the quote form's budget bands (app/forms/options.ts: 10.000,
 * 25.000, 50.000, 100.000 kr.), so a from-price and the band a buyer picks never disagree; the
 * reasoning per service is in docs/content/style-guide.md (»Fra-priser på digitale ydelser«).
 * `scope` is what the from-price buys, said on the page under the price.
 */
export const digitalFromPrices = Object.fromEntries(
  (Object.keys(digitalScopes) as (keyof typeof digitalScopes)[]).map((slug) => [
    slug,
    {
      get from() {
        return currentFacts().digitalFromPrices[slug];
      },
      scope: digitalScopes[slug],
    },
  ]),
) as { readonly [slug in keyof typeof digitalScopes]: { readonly from: number; readonly scope: string } };
export type DigitalPriced = keyof typeof digitalFromPrices;

/**
 * The terms a buyer asks about before signing, answered once here and shown on /priser (and in
 * the /samarbejdspartner FAQ).
 */
export const terms = {
  /** Every package binds for this many months (docs/requirements.md §9: Starter "minimum 3-month contract"). */
  minimumMonths: 3,
  /** After the minimum: month to month with this many months' notice to the end of a month. */
  noticeMonths: 1,
  /**
   * The way out before three months: if no meeting that meets the written criteria has been
   * booked after `weeks`, the client may stop with `noticeDays` days' notice.
   */
  earlyExit: { weeks: 6, noticeDays: 14 },
  /** Working days the client has to report a no-show or a meeting that missed the criteria. */
  meetingComplaintDays: 5,
  /** How often each package gets the figures (client-terms.ts weeklyReport). */
  reportRhythm: { starter: "hver måned", growth: "hver mandag", enterprise: "hver mandag" },
} as const;

/**
 * What the report shows (issue 38, the KPI article against the weekly report): results and rates,
 * not activity. The number of calls stands only as the basis of the connection rate
 * (/samarbejdspartner#ugerapport, app/content/client-terms.ts), so no page lists »opkald« among
 * what we report or measure.
 */
export const reportShows = {
  /** Mid-sentence: "salgstimer, samtaler med beslutningstagere, bookede møder, …". */
  list: "salgstimer, samtaler med beslutningstagere, bookede møder, forbindelsesrate, mødekonvertering, fremmøde og pris pr. booket møde",
  /** For a card or a list item. */
  short: "samtaler, bookede møder, konverteringsrater og pris pr. møde",
} as const;

/**
 * Who calls for a client, told the same on buyer pages and job pages (issue 38): a new seller
 * starts on listening-in and simple campaigns; the industry campaigns are called by sellers who
 * have called that kind of customer before. Pages use these sentences, never their own version
 * ("branchespecialiserede", "erfaring? Nej"): app/content/meaning.test.ts.
 */
export const sellers = {
  /** Short form for cards and lists. */
  short: "trænede danske sælgere",
  text: "Jeres kampagne ringes af danske sælgere: vores faste salgshold i Málaga og freelance telefonsælgere, der arbejder hjemmefra i Danmark. Teamledere i København træner dem, lytter med og står for kvaliteten.",
  /** The same, mid-sentence: "… og sælgere, der har ringet til jeres type kunder før". */
  experienceShort: "sælgere, der har ringet til jeres type kunder før",
  /** Who gets a client's industry campaign (buyer pages). */
  experience:
    "På en branchekampagne sætter vi sælgere, der har ringet til jeres type kunder før. Nye sælgere starter på medlyt og enklere opgaver, ikke på jeres kampagne.",
  /** How a new seller reaches a client's campaign, in the third person (the /samarbejdspartner answer). */
  training:
    "Nye sælgere får oplæring og ringer med en teamleder på medlyt. Derefter starter de på en enklere kampagne – kundeservice, leadkvalificering eller varme lister – og kommer først på en branchekampagne, når teamlederen har hørt dem ringe.",
  /** The freelancer FAQ's answer to "Skal jeg have erfaring?". */
  noExperience:
    "Nej. Erfaring med salg eller kundeservice er en fordel, men ikke et krav: Du starter på medlyt og en enklere kampagne, og branchekampagnerne kommer, når du har fundet din stil.",
} as const;

/**
 * What every package includes, whatever its size (issue 38). A bigger package adds hours, sellers
 * and markets – never one of these. /priser says it once above the packages; /, /ydelser,
 * /samarbejdspartner and /kontakt say the same sentence or list.
 */
export const packageIncludes = {
  get items(): readonly string[] {
    return currentFacts().packageIncludes.items;
  },
  get text(): string {
    return currentFacts().packageIncludes.text;
  },
};

/**
 * What a freelance seller earns: a fixed hourly rate ("timebetaling", never "timeløn": a
 * freelancer is not employed) plus a bonus per result, paid monthly against an invoice or as
 * B-indkomst. What gives the bonus depends on the job: a held meeting on meeting-booking
 * campaigns, a signed deal on sales campaigns (`bonusBasis`). The worked example is computed, never
 * typed.
 */
export const freelancePay = {
  hourly: 140,
  /** The bonus in the worked example: per held meeting or per signed deal, as the job pays it. */
  exampleBonus: 150,
  exampleHoursPerWeek: 20,
  exampleWeeks: 4,
  exampleResults: 10,
} as const;

/** What gives a bonus, per kind of job: job files name theirs (`bonus` in ./job-schema.ts). */
export const bonusBasis = {
  meeting: { one: "møde", many: "møder", text: "bonus pr. afholdt møde" },
  deal: { one: "underskrevet aftale", many: "underskrevne aftaler", text: "bonus pr. underskrevet aftale" },
  either: { one: "resultat", many: "resultater", text: "bonus pr. afholdt møde eller underskrevet aftale" },
} as const;
export type BonusBasis = keyof typeof bonusBasis;

/** The worked example of a month's pay, as job pages print it. */
export function freelancePayExample(): { hours: number; base: number; bonus: number; total: number } {
  const hours = freelancePay.exampleHoursPerWeek * freelancePay.exampleWeeks;
  const base = hours * freelancePay.hourly;
  const bonus = freelancePay.exampleResults * freelancePay.exampleBonus;
  return { hours, base, bonus, total: base + bonus };
}

/** How often the newsletter comes (the sign-up box, /nyhedsbrev and the confirmation say the same). */
export const newsletterRhythm = "cirka én gang om måneden";

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

/** The six requirements in running text: "mindst 20 timer om ugen, roligt arbejdssted …, headset og selvdisciplin". */
export const freelancerRequirementsText = (() => {
  const lc = (item: string) => (/^[A-ZÆØÅ][a-zæøå]/.test(item) && !item.startsWith("Windows") ? item.charAt(0).toLowerCase() + item.slice(1) : item);
  const items = freelancerRequirements.items.map(lc);
  return `${items.slice(0, -1).join(", ")} og ${items.at(-1)}`;
})();

/**
 * Who plans a freelancer's hours (issue 38): the freelancer, within office hours, and tells the
 * team leader a week ahead. Pages say these sentences, never their own version.
 */
export const freelanceHours = {
  text: `Du lægger selv dine mindst ${freelancerRequirements.minHoursPerWeek}${nbsp}timer om ugen inden for kontortid og melder dem ind til din teamleder ugen før.`,
  short: "Du lægger selv timerne og melder dem ind til din teamleder ugen før.",
} as const;

/** Behavioural constants of docs/requirements.md §9. */
export const limits = {
  cookieConsentKey: "cookieConsent",
  /** sessionStorage key where React Router keeps the tab's scroll positions (ScrollRestoration in app/root.tsx). */
  scrollPositionsKey: "scroll",
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
