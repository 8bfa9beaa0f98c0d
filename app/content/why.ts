/**
 * Content of the "why us" page (/hvorfor-{brand.slug}). Claims, prices and constants come from
 * ./site, read while the page renders (getters), so a published fact sheet reaches them.
 */
import { privacyNote } from "./privacy-note.ts";
import { categoryComparison, formatted } from "./cost-comparison.ts";
import { brand, claims, offices, reportShows, responsePromise, sellers } from "./site.ts";
import type { CategoryComparison, Feature, PageMeta, Step } from "./types.ts";

/** Same shape as HeroAction in components/sections/hero.tsx: a link button. */
type Cta = { label: string; to: string };

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const officeCity = (id: string): string => offices().find((office) => office.id === id)?.city ?? "";

export const meta: PageMeta = {
  title: `Hvorfor vælge ${brand.name}?`,
  description: `Derfor vælger danske B2B-virksomheder ${brand.name} til telemarketing og mødebooking: lavere omkostninger, trænede danske sælgere, hurtig opstart og fuld indsigt.`,
  canonicalPath: `/hvorfor-${brand.slug}`,
  keywords: [
    `hvorfor ${brand.name}`,
    "outsourcing af telemarketing",
    "fordele ved outsourcet salg",
    "in-house vs outsourcing",
    "telemarketingbureau",
    "mødebooking bureau",
  ],
};

export const hero: { eyebrow: string; title: string; lead: string; actions: readonly Cta[] } = {
  eyebrow: `Hvorfor ${brand.name}`,
  title: "Outsourcing, der føles som jeres egen salgsafdeling",
  lead: "Det er ikke svært at finde nogen, der kan ringe. Det er svært at finde nogen, der ringer til de rigtige, siger de rigtige ting og booker møder, jeres sælgere gider tage ud til. Det er dét, vi har gjort til vores fag.",
  actions: [
    { label: "Se, hvordan vi løser det", to: "#solutions" },
    { label: "Kontakt os", to: "#contact-form" },
  ],
};

export const benefits: readonly Feature[] = [
  {
    icon: "piggy-bank",
    title: "Lavere omkostninger",
    get description() {
      return `En fastansat mødebooker koster ${formatted.inHouseHourCost}, når ferie, sygdom, tomgang og ledelse er regnet med. Hos os er prisen ${formatted.outsourcedHourCost} i alle pakker, og ferie, sygdom og tomgang er ikke med i regningen.`;
    },
  },
  {
    icon: "award",
    title: "Erfaring fra dag ét",
    get description() {
      return `Vi har kørt ${claims.successfulCampaigns.text}. Jeres kampagne starter med de åbninger og spørgsmål, der allerede har virket i jeres branche – ikke med et blankt ark.`;
    },
  },
  {
    icon: "repeat",
    title: "Fleksibilitet hele vejen",
    description:
      "Skru op før en lancering, skru ned i sommerferien, eller skift fokus til et nyt segment. Kampagnen tilpasser sig jeres forretning – ikke omvendt.",
  },
  {
    icon: "target",
    title: "Fokus på det, I er bedst til",
    description: "Jeres sælgere skal lukke aftaler og pleje kunder. Vi tager prospekteringen, så deres kalender er fyldt med møder i stedet for kold kanvas.",
  },
];

/**
 * The same comparison as /priser (one source: ./pricing.ts and ./cost-comparison.ts), so the two
 * pages can never disagree. /hvorfor shows the table; the arithmetic lives on /priser.
 */
export const comparison: readonly CategoryComparison[] = categoryComparison;

export const usps: readonly Feature[] = [
  {
    icon: "globe",
    title: "Kontorer i Danmark og Spanien",
    get description() {
      return `I ${officeCity("dk")} planlægger og træner vi, og i ${officeCity("es")} sidder vores faste salgshold. Det giver os dygtige danske sælgere og kapacitet til at skalere hurtigt, når I har brug for det.`;
    },
  },
  {
    icon: "briefcase",
    title: "Fire brancher, vi kender",
    description: `Vi har specialiseret os i IT og software, rådgivning, industri og energi. ${sellers.experience}`,
  },
  {
    icon: "list-checks",
    title: "Disciplin i data",
    description: "Hvert opkald registreres, hvert møde sendes med et brief, og hver indvending bliver til læring i næste version af samtaleguiden.",
  },
  {
    icon: "heart-handshake",
    title: "Én fast kontaktperson",
    description:
      "I taler altid med den samme projektleder, som kender jeres mål og jeres sælgere. Ingen skiftende kontakter, og ingen, der skal sættes ind i jeres sag forfra.",
  },
  {
    icon: "bot",
    title: "Salg og digitalt under samme tag",
    description:
      "Vi bygger også hjemmesider, landingssider og AI-assistenter. Når telefonsalget og jeres digitale tilstedeværelse spiller sammen, bliver hvert lead mere værd.",
  },
];

export const challengesSection: { id: "solutions"; title: string; intro: string } = {
  id: "solutions",
  title: "Typiske udfordringer – og hvordan vi løser dem",
  intro: "Vi hører de samme udfordringer igen og igen fra danske B2B-virksomheder. Her er de mest almindelige, og hvad vi gør ved dem.",
};

export const challenges: readonly { challenge: string; solution: string }[] = [
  {
    challenge: "Jeres sælgere bruger for meget tid på kold kanvas og for lidt på møder.",
    solution: "Vi overtager prospekteringen og lægger kvalificerede møder direkte i deres kalendere, så de kan bruge tiden dér, hvor de skaber mest værdi.",
  },
  {
    challenge: "Det er svært at finde, oplære og fastholde gode mødebookere.",
    solution:
      "Vores sælgere er allerede rekrutteret, trænet og vant til B2B-samtaler. Stopper en sælger, sørger vi for en afløser, der er sat ind i jeres kampagne.",
  },
  {
    challenge: "Pipelinen svinger, fordi prospektering altid bliver nedprioriteret, når der er travlt.",
    solution: "Vi ringer hver uge, uanset hvor travlt jeres egne folk har. Det giver en stabil strøm af nye samtaler og færre huller i salgsprognosen.",
  },
  {
    challenge: "Møderne bliver booket, men fører sjældent til noget.",
    solution:
      "Vi definerer kriterierne for et kvalificeret møde sammen med jer og afdækker behov, beslutningsproces og tidshorisont, før mødet lægges i kalenderen.",
  },
  {
    challenge: "I ved ikke, hvilke budskaber og segmenter der virker.",
    solution: `Vi måler ${reportShows.short} for hvert segment og deler tallene med jer, så beslutninger bygger på data frem for mavefornemmelse.`,
  },
];

export const startSteps: readonly Step[] = [
  {
    title: "Uforpligtende samtale",
    description: "Vi lytter til jeres mål, jeres målgruppe og det, der har virket – og ikke virket – indtil nu.",
  },
  {
    title: "Forslag til kampagne",
    description: "I får et konkret forslag med målgruppe, antal timer, opsætning og pris, så I kan tage stilling på et oplyst grundlag.",
  },
  {
    title: "Onboarding",
    description: "Vi gennemgår jeres produkt, cases og konkurrenter med sælgerne, skriver samtaleguiden og får adgang til jeres CRM og kalendere.",
  },
  {
    title: "Første møder i kalenderen",
    description: `${cap(claims.startTime.text)}: Sælgerne går i gang, de første møder lander i kalenderen, og I følger resultaterne fra første uge.`,
  },
];

export const formIntro: { title: string; text: string; privacyNote?: string } = {
  privacyNote,
  title: "Hør, hvad vi kan gøre for jer",
  get text() {
    return `Skriv et par linjer om jeres virksomhed og jeres salgsudfordring. Vi ringer eller skriver tilbage ${responsePromise.short} – helt uforpligtende.`;
  },
};

export const links: readonly Cta[] = [
  { label: "Se vores priser", to: "/priser" },
  { label: "Bliv samarbejdspartner", to: "/samarbejdspartner" },
];

/** Headings of the page's sections, in the order they appear. */
export const sections = {
  benefits: { eyebrow: "Fordele", title: "Fire grunde til at outsource telefonsalget" },
  comparison: {
    eyebrow: "Sammenligning",
    title: "Egen mødebooker eller outsourcing?",
    get lead() {
      return `Begge modeller kan skabe møder. Forskellen ligger i, hvad en salgstime reelt koster (${formatted.saving} mindre hos os – regnestykket står på prissiden), hvem der bærer risikoen, og hvor let I kan skrue op og ned.`;
    },
    tableCaption: `Egen mødebooker sammenlignet med outsourcing til ${brand.name}`,
    /** Where the arithmetic is shown in full. */
    link: { label: "Se hele regnestykket", to: "/priser#sammenligning" },
  },
  usps: { eyebrow: `Det særlige ved ${brand.name}`, title: "Det, vi gør anderledes" },
  challenges: { eyebrow: "Udfordringer og løsninger" },
  steps: { eyebrow: "Kom i gang", title: "Sådan starter et samarbejde" },
  get formPoints() {
    return [responsePromise.bullet, cap(claims.startTime.text), "Helt uforpligtende"];
  },
  links: {
    title: "Vil I vide mere, før vi tager en snak?",
    text: "Se, hvad pakkerne koster, eller læs om, hvordan et partnerskab med os fungerer i praksis.",
  },
} as const;
