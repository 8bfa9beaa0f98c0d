/**
 * Content of the partner page (/samarbejdspartner). Claims, prices and constants come from ./site,
 * read while the page renders (getters), so a published fact sheet reaches them.
 */
import { weeklyReport } from "./client-terms.ts";
import { bookingCta } from "./booking.ts";
import { privacyNote } from "./privacy-note.ts";
import { brand, claims, contact, formatKr, packageIncludes, prices, reportShows, responsePromise, sellers, terms } from "./site.ts";
import type { FaqItem, Feature, PageMeta, Step } from "./types.ts";

/** Same shape as HeroAction in components/sections/hero.tsx: a link button. */
type Cta = { label: string; to: string };

export const meta: PageMeta = {
  title: "Bliv samarbejdspartner – outsourcet B2B-salg",
  description: `Få et fast hold til telemarketing og mødebooking, der arbejder i jeres CRM og efter jeres mål. Sådan foregår et samarbejde med ${brand.name}.`,
  canonicalPath: "/samarbejdspartner",
  keywords: [
    "samarbejdspartner telemarketing",
    "outsourcet mødebooking",
    "ekstern salgsafdeling",
    "B2B salgspartner",
    "outsourcing af salg",
    "telemarketingbureau",
  ],
};

export const hero: { eyebrow: string; title: string; lead: string; actions: readonly Cta[] } = {
  eyebrow: "Samarbejdspartner",
  title: "Lad os blive jeres forlængede salgsafdeling",
  lead: "Et hold af trænede danske sælgere, der arbejder efter jeres mål, i jeres CRM og med jeres budskaber. I bestemmer retningen – vi leverer samtalerne, møderne og tallene, der viser, hvad der virker.",
  actions: [{ label: "Fortæl os om jeres mål", to: "#contact-form" }, bookingCta],
};

/** Four, one row from 1024 px; how data is handled (GDPR) is answered in full in the FAQ. */
export const benefits: readonly Feature[] = [
  {
    icon: "users",
    // The fact sheet's first item (the fixed project manager).
    get title() {
      return packageIncludes.items[0] ?? "";
    },
    description: "Én fast kontaktperson, der kender jeres produkt, jeres målgruppe og jeres sælgere – og som tager ansvar for, at kampagnen leverer.",
  },
  {
    icon: "graduation-cap",
    title: "Sælgere, der kender branchen",
    description: sellers.experience,
  },
  {
    icon: "database",
    title: "Alt ligger i jeres CRM",
    // The fact sheet's third item (the calls in the client's CRM).
    get description() {
      return `${packageIncludes.items[2] ?? ""}, med noter og bookede møder – dér, hvor jeres salgsteam arbejder. Intet går tabt, når leadet skifter hænder.`;
    },
  },
  {
    icon: "layers",
    title: "Kapacitet, der følger jeres behov",
    description: "Skru op før en lancering eller en messe, og ned i de stille måneder. I betaler for de timer, I har brug for – ikke for en fast lønudgift.",
  },
];

export const process: readonly Step[] = [
  {
    title: "Behovsafklaring",
    description:
      "Vi tager en grundig snak om jeres produkt, jeres ideelle kunde og jeres salgsmål. Hvad er et godt møde for jer, og hvem skal sidde på den anden side af bordet?",
  },
  {
    title: "Kampagneplan og samtaleguide",
    description:
      "Vi beskriver jeres ideelle kundeprofil (ICP), bygger eller vasker listen og skriver en samtaleguide med åbninger, spørgsmål og svar på de typiske indvendinger. I godkender, før vi ringer.",
  },
  {
    title: "Opstart og første opkald",
    description: `Sælgerne bliver trænet i jeres produkt, og kampagnen går i luften. Fra aftale til første opkald går der typisk ${claims.startTime.value}, og de første dage følger projektlederen samtalerne tæt.`,
  },
  {
    title: "Rapportering og optimering",
    description: `I får løbende tallene: ${reportShows.short}. Hver måned gennemgår vi resultaterne sammen og justerer målgruppe, budskaber og tidspunkter.`,
  },
];

export const longText: readonly string[] = [
  `Et godt samarbejde starter ikke med en samtaleguide, men med en fælles forståelse af, hvad succes er. Hvilke kunder giver jer den bedste forretning? Hvilke titler har købskraften? Hvornår var et møde tiden værd for jeres sælgere? Svarene bliver til en kampagneplan, som begge parter kan holde hinanden op på.`,
  `For jeres kunder lyder opkaldet, som om det kommer fra jer: vi præsenterer os i jeres navn, bruger jeres fagord og følger jeres tone – teknisk og præcis eller uformel og direkte. Med ${claims.yearsOfExperience.text} ved vi, at troværdighed i telefonen skiller et booket møde fra et høfligt nej tak.`,
  `Giver et segment ikke møder, siger vi det og foreslår en ny vinkel i stedet for at ringe for at fylde timerne ud. Efter de første ${claims.minimumCampaign.value} kan I fortsætte, udvide med flere timer eller markeder – eller lade vores digitale hold bygge den hjemmeside, telefonsalget peger hen til.`,
];

export const formIntro: { title: string; text: string; privacyNote?: string } = {
  privacyNote,
  title: "Fortæl os om jeres salgsmål",
  text: "Skriv lidt om jeres virksomhed og målgruppe, så vender en konsulent tilbage med et konkret bud på, hvordan en kampagne kan se ud for jer.",
};

export const faq: readonly FaqItem[] = [
  {
    question: "Hvad koster det at blive samarbejdspartner?",
    get answer() {
      return `Prisen afhænger af, hvor mange timer og hvor mange sælgere I har brug for. Vores mindste pakke starter ved ${formatKr(prices.starter.from)} ${prices.starter.unit} ekskl. moms for ${prices.starter.hours} timer om måneden, og vi laver altid et konkret tilbud efter den første snak.`;
    },
    link: { href: "/priser", label: "Se alle priser og pakker" },
  },
  {
    question: "Hvor hurtigt kan vi komme i gang?",
    answer: `Vi tilbyder ${claims.startTime.text}, fra aftalen er underskrevet. Den tid bruger vi på målgruppe, lister, samtaleguide og træning af de sælgere, der skal ringe for jer.`,
  },
  {
    question: "Hvor lang er bindingsperioden?",
    answer: `Vores faste pakker løber i mindst ${claims.minimumCampaign.value}, så kampagnen når at blive finjusteret, før I bedømmer den. Derefter løber aftalen fra måned til måned med ${terms.noticeMonths} måneds opsigelse, og I kan skifte pakke op eller ned uden ny binding.`,
  },
  {
    question: "Hvem er det, der ringer for os?",
    answer: `${sellers.text} ${sellers.training}`,
  },
  {
    question: "Kan I arbejde direkte i vores CRM?",
    answer:
      "Ja. Vi arbejder gerne i jeres eget system, uanset om det er HubSpot, Pipedrive, Salesforce, Dynamics eller et andet CRM. Har I ikke et, sætter vi en enkel løsning op, så I stadig har fuld historik på alle leads.",
  },
  {
    question: "Hvordan sikrer I, at møderne er kvalificerede?",
    answer:
      "Vi aftaler kriterierne for et kvalificeret møde på forhånd – for eksempel branche, størrelse, titel og konkret behov. Sælgeren stiller de spørgsmål, der afdækker kriterierne, og hvert møde bliver sendt med et kort brief, så jeres sælger er forberedt.",
  },
  {
    question: "Kan vi betale pr. møde i stedet for pr. time?",
    answer: `Ja, med ${prices.payPerMeeting.label} betaler I en ${prices.payPerMeeting.text}. Modellen passer bedst til virksomheder med en klart defineret målgruppe og et tydeligt tilbud.`,
    link: { href: "/priser", label: `Læs mere om ${prices.payPerMeeting.label}` },
  },
  {
    question: "Hvordan håndterer I GDPR?",
    answer:
      "Vi indgår en databehandleraftale med jer, behandler kun de data, kampagnen kræver, og respekterer frabedelser og Robinsonlisten, hvor den gælder. Data slettes eller tilbageleveres, når samarbejdet slutter.",
  },
  {
    question: `Hvad adskiller ${brand.name} fra andre telemarketingbureauer?`,
    get answer() {
      return `Vi kombinerer ${claims.yearsOfExperience.text} i B2B-salg med ${sellers.experienceShort}, en rapport med pris pr. booket møde og digitale kompetencer i samme firma. Resultatet er ${claims.qualifiedLeadsLift.text}.`;
    },
    link: { href: `/hvorfor-${brand.slug}`, label: `Hvorfor vælge ${brand.name}?` },
  },
  {
    question: "Hvordan kommer vi i kontakt med jer?",
    get answer() {
      return `Udfyld formularen her på siden, ring til os på ${contact.phoneInText} eller skriv til ${contact.email}. Vi svarer på alle henvendelser ${responsePromise.short}.`;
    },
    link: { href: "/kontakt", label: "Gå til kontaktsiden" },
  },
];

/** Headings of the page's sections, in the order they appear. */
export const sections = {
  benefits: {
    eyebrow: "Det får I",
    title: "Et salgshold uden ansættelser",
    lead: "Alt det, en intern salgsafdeling giver – uden rekruttering, oplæring og faste lønomkostninger.",
  },
  process: { eyebrow: "Sådan foregår det", title: "Fra første snak til første møde i fire trin" },
  longText: { eyebrow: "Partnerskab", title: "Et samarbejde bygget på fælles mål og åbne tal" },
  get formPoints() {
    return [responsePromise.bullet, claims.startTime.text.replace(/^./, (c) => c.toUpperCase()), "Helt uforpligtende"];
  },
  faq: { eyebrow: "Spørgsmål og svar", title: "Det spørger kommende samarbejds\u00adpartnere om" },
} as const;

/** What a partner receives every week (./client-terms.ts). */
export { weeklyReport };
