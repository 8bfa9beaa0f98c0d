/**
 * The company behind the claims: founding year, track record, the people, what a client receives
 * each week, what happens after the 3-month minimum, and the short texts forms and the home hero
 * need. One place the agency edits when a fact changes; app/content/consistency.test.ts checks
 * that no page states a different year or count.
 *
 * Where it is shown:
 * - `trackRecord`: /om-os beside the facts band ("Salgskraft i tal"), and the home page's stats.
 * - `people`: /om-os, a "Folkene bag" grid after the story, with their photos or monograms; the two
 *   `contactPeople` also on /kontakt beside the form.
 * - `weeklyReport`: /priser after the packages, and /samarbejdspartner after the 4-step process.
 * - `contractTerms`: /priser under the packages, and in the /samarbejdspartner FAQ answer on binding.
 * - `privacyNote`: under the submit button of every business form (contact, quote, price quote).
 * - `homeHero`: the home hero (app/content/home.ts), buyer first.
 */
import { claims, customerCounts, formatKr, foundedYear, offices, prices } from "./site.ts";

/** Same shape as HeroAction in components/sections/hero.tsx: a link button. */
type Cta = { label: string; to: string };

/** The year the company was founded (site.ts, with the other company facts). */
export { foundedYear };

/**
 * Years and the one count the claims in ./site do not hold. The spec's counts (over 200
 * companies helped, more than 300 customers, over 50 employees, over 50 IT companies) are the
 * only counts the site states; no page prints a more precise figure beside them (a reader with
 * a calculator would ask which one is true).
 */
export const trackRecord = {
  foundedYear,
  /** Opened the office in Málaga. */
  spainOfficeYear: 2015,
  /** Started building websites and AI assistants. */
  digitalSinceYear: 2021,
  /** Freelance telefonsælgere and mødebookere on a campaign in the last 3 months; not counted as employees. */
  activeFreelancers: 85,
} as const;

/**
 * The sentence /om-os uses: the two spec counts as two facts that agree — more than 300
 * customers in all, over 200 of them with a telephone campaign.
 */
export function trackRecordText(): string {
  const cities = offices()
    .map((office) => office.city)
    .join(" og ");
  return `Siden ${foundedYear} har vi haft ${customerCounts.text}. Vi er ${claims.employees.text} i ${cities}, og ${trackRecord.activeFreelancers} freelancere ringer for os hjemmefra.`;
}

export type Person = {
  name: string;
  role: string;
  /** One line: what this person does for a client or a recruit. */
  bio: string;
  /** Office: "dk" or "es". */
  office: "dk" | "es";
  /** Year they joined. */
  since: number;
  // The picture is found by name: a photo in content/images/people/<slug>.jpg (README, "Photos and
  // logos"), else a monogram tile (components/ui/person-image.tsx).
};

/**
 * The people a client or a recruit meets. The four blog authors are among them, with the same
 * names and roles as in content/blog/*.md.
 */
export const people: readonly Person[] = [
  {
    name: "Henrik Dalsgaard",
    role: "Stifter og administrerende direktør",
    bio: `Startede som telefonsælger i 1996 og grundlagde firmaet i ${foundedYear}; sidder stadig med ved opstartsmødet hos nye kunder.`,
    office: "dk",
    since: foundedYear,
  },
  {
    name: "Jonas Friis",
    role: "Salgsdirektør",
    bio: "Hjælper kunder med at vælge mellem egne sælgere, et eksternt team eller en kombination – og regner prisen pr. møde med dem.",
    office: "dk",
    since: 2012,
  },
  {
    name: "Mette Lindholm",
    role: "Kampagnechef",
    bio: "Skriver samtaleguides, træner sælgerne og står for kvalitetssikringen af alle kampagner.",
    office: "dk",
    since: 2013,
  },
  {
    name: "Anders Bech",
    role: "Teamleder, mødebooking",
    bio: "Leder mødebookerne og står for kvalificering og bekræftelse, så bookede møder også bliver holdt.",
    office: "dk",
    since: 2016,
  },
  {
    name: "Sofie Kragh",
    role: "Rekrutteringsansvarlig",
    bio: "Rekrutterer og oplærer vores freelancere og er den første, en ny freelancer taler med.",
    office: "dk",
    since: 2019,
  },
  {
    name: "Lucía Navarro Holm",
    role: "Kontorchef, Málaga",
    bio: "Taler dansk og spansk og leder vores faste salgshold i Málaga: danske sælgere, der ringer på danske kampagner.",
    office: "es",
    since: trackRecord.spainOfficeYear,
  },
  {
    name: "Emil Thorsen",
    role: "Leder af web og AI",
    bio: "Bygger hjemmesider, landingssider og AI-assistenter, der sender leads direkte videre til telefonholdet.",
    office: "dk",
    since: trackRecord.digitalSinceYear,
  },
];

/** The heading of the named contacts on /kontakt. */
export const contactPeopleTitle = "Dem, der svarer";

/** Who answers on /kontakt: the buyer's contact first, then the recruits'. Picked from `people` by name. */
export const contactPeople: readonly (Person & { for: string })[] = [
  { name: "Jonas Friis", for: "Virksomheder, priser og samarbejde" },
  { name: "Sofie Kragh", for: "Job som freelance telefonsælger eller mødebooker" },
].map(({ name, for: topic }) => {
  const person = people.find((candidate) => candidate.name === name);
  if (!person) throw new Error(`company.ts: contactPeople nævner ${name}, som ikke står i people`);
  return { ...person, for: topic };
});

export { contractTerms, weeklyReport, type ReportFigure } from "./client-terms.ts";

/** Under the submit button of every business form. */
export { privacyNote } from "./privacy-note.ts";

/**
 * The home hero, buyer first. The spec asks for two actions: partner (/samarbejdspartner) and
 * career (/freelance-telemarketing), and no more (issue 38: two buttons at most, and a »Book …«
 * button always goes to /book-et-moede). The partner action is the first and opens the partner
 * page's form with the label its heading answers; the career link comes second. Prices are one
 * click away in the proof line under the buttons.
 */
export const homeHero: {
  eyebrow: string;
  title: string;
  lead: string;
  actions: readonly Cta[];
  proof: string;
  pricesLink: Cta;
} = {
  eyebrow: "Outsourcet telemarketing og mødebooking til B2B",
  title: "Kvalificerede møder i jeres sælgeres kalender – uden at ansætte",
  get lead() {
    return `Vi ringer til jeres målgruppe, kvalificerer efter jeres kriterier og lægger mødet i kalenderen med et kort brief. I betaler fra ${formatKr(prices.starter.from)} ${prices.starter.unit} ekskl. moms og ser i rapporten, hvad et møde har kostet.`;
  },
  actions: [
    { label: "Fortæl os om jeres mål", to: "/samarbejdspartner#contact-form" },
    { label: "Job som freelancer", to: "/freelance-telemarketing" },
  ],
  get proof() {
    return `${claims.companiesHelped.value} virksomheder har fået møder gennem os siden ${foundedYear}.`;
  },
  pricesLink: { label: "Se priser og pakker", to: "/priser" },
};

/** The people's section on /om-os; its lead is the track record. */
export const peopleSection = {
  eyebrow: "Folkene bag",
  title: "Dem, I møder hos os",
  get lead() {
    return trackRecordText();
  },
};
