/**
 * Content of the services page (/ydelser). Claims, prices and constants come from ./site, read
 * while the page renders (getters and functions), so a published fact sheet reaches them.
 */
import { formatted } from "./cost-comparison.ts";
import { brand, claims, formatKr, industries as siteIndustries, packageIncludes, prices, reportShows, responsePromise } from "./site.ts";
import type { Feature, PageMeta, ServiceCard } from "./types.ts";

/** Same shape as HeroAction in components/sections/hero.tsx: a link button. */
type Cta = { label: string; to: string };
type IndustryId = (typeof siteIndustries)[number]["id"];

export const meta: PageMeta = {
  title: "Ydelser: telemarketing, mødebooking og leads",
  description: `Se hvad ${brand.name} kan gøre for jeres salg: telemarketing, mødebooking, leadgenerering og digitale løsninger – fra trænede danske sælgere og vores eget digitale hold.`,
  canonicalPath: "/ydelser",
  keywords: ["telemarketing ydelser", "mødebooking B2B", "leadgenerering", "digitale løsninger", "lead-kvalificering", "outsourcet salg"],
};

export const hero: { eyebrow: string; title: string; lead: string; actions: readonly Cta[] } = {
  eyebrow: "Vores ydelser",
  title: "Et salgshold, der ringer for jer – fra første liste til booket møde",
  lead: "Vi dækker den del af salget, der foregår i telefonen – prospektering, kvalificering og mødebooking – og bygger de hjemmesider og AI-løsninger, salget peger hen til. I vælger, hvor meget vi løfter.",
  actions: [
    { label: "Få et uforpligtende tilbud", to: "/kontakt" },
    { label: "Se priser", to: "/priser" },
  ],
};

export const services: readonly ServiceCard[] = [
  {
    icon: "phone-call",
    title: "Telemarketing",
    description:
      "Struktureret opsøgende salg til virksomheder, der matcher jeres ideelle kundeprofil (ICP). Vi åbner dialogen, afdækker behov og skaber interesse, før konkurrenterne når at ringe.",
    features: [
      "Kampagner på nye markeder og segmenter",
      "Genaktivering af tidligere kunder og kolde leads",
      "Opfølgning på tilbud, webinarer og messer",
      "Salg af enklere produkter direkte i telefonen",
    ],
    // The card's link reads "Læs mere om telemarketing": it leads to the article on cold calls that work.
    href: "/blog/kold-kanvas-der-virker",
    linkLabel: "Læs: kold kanvas, der virker",
  },
  {
    icon: "calendar-check",
    title: "Mødebooking",
    description:
      "Vi booker møder med de personer, der træffer beslutningen – ikke med den, der tilfældigvis tog telefonen. Hvert møde kommer med noter om behov, tidshorisont og beslutningsproces.",
    features: [
      "Fælles definition af et kvalificeret møde",
      "Direkte booking i sælgernes kalendere",
      "Bekræftelse og påmindelse, så kunden møder op",
      `Fast timepris eller ${prices.payPerMeeting.label}`,
    ],
    href: "/blog/kpi-er-for-moedebooking",
    linkLabel: "Læs: de tal, der viser, om mødebooking virker",
  },
  {
    icon: "target",
    title: "Leadgenerering",
    description:
      "Vi bygger og beriger lister, ringer dem igennem og sorterer markedet i varme, lune og kolde leads, så jeres sælgere ved præcis, hvor de skal sætte ind.",
    features: [
      "Databaseopbygning ud fra branche, størrelse og titel",
      "Leadscoring og kvalificering efter jeres model",
      "Overlevering direkte i CRM med fuld historik",
      "Markedsundersøgelser før lancering af nye produkter",
    ],
    href: "/blog/icp-og-ringelister",
    linkLabel: "Læs: byg en ringeliste, der holder",
  },
  {
    icon: "bot",
    title: "Digitale løsninger",
    description: "Hjemmesider, webapplikationer og AI-assistenter, der understøtter salget – bygget af det samme firma, som ringer jeres leads op.",
    features: [
      "Hjemmesider og landingssider, der gør besøgende til henvendelser",
      "Integration med jeres CRM og bookingsystem",
      "AI, der kvalificerer og fordeler indkomne leads",
    ],
    href: "/digital/webudvikling",
    linkLabel: "Se webudvikling og AI",
  },
];

/** The long text on pricing and partnership, in three short parts side by side from 1024 px. */
export const pricing: readonly { title: string; text: string }[] = [
  {
    title: "Betaling pr. time",
    get text() {
      return `I køber timer med trænede sælgere, ikke vage løfter: fra ${formatKr(prices.starter.from)} ${prices.starter.unit} ekskl. moms for ${prices.starter.hours} timer. Prisen er ${formatted.outsourcedHourCost} i alle pakker, og fravær, værktøjer og projektleder er med i den.`;
    },
  },
  {
    title: prices.payPerMeeting.label,
    text: `Vil I hellere betale for resultater, får I en ${prices.payPerMeeting.text}. Først bliver vi enige om, hvad et kvalificeret møde er – branche, størrelse, titel og behov – så begge parter ved, hvad der tæller.`,
  },
  {
    title: "Et partnerskab",
    get text() {
      return `${packageIncludes.text} Vi anbefaler mindst ${claims.minimumCampaign.value}: den første måned tester vi budskaber og titler, i anden og tredje flytter tallene sig.`;
    },
  },
];

export const valuePoints: readonly Feature[] = [
  {
    icon: "user-check",
    title: "Trænede danske sælgere",
    description: "Vores folk er trænet i at tale med direktører, indkøbere og fagspecialister. De forstår jeres produkt, før de løfter røret.",
  },
  {
    icon: "chart-column",
    title: "Fuld gennemsigtighed",
    description: `Rapporten viser ${reportShows.short}. Ingen sorte bokse – kun tal, I kan handle på.`,
  },
  {
    icon: "rocket",
    title: "Hurtig opstart",
    description: `Første opkald inden for ${claims.startTime.value} efter aftalen. Vi sætter samtaleguide, lister og CRM-adgang op, mens I passer den daglige drift.`,
  },
];

/** What the three promises above do not already say. */
export const benefits = (): readonly string[] => [
  "I slipper for rekruttering, oplæring og personaleadministration",
  "Jeres sælgere bruger tiden på møder i stedet for kold kanvas",
  "Kapaciteten kan skaleres op og ned fra måned til måned",
  // The fact sheet's third item (the calls in the client's CRM), when the sheet has one.
  ...packageIncludes.items.slice(2, 3),
  "Samtaleguide og målgrupper justeres løbende ud fra tallene",
  "Persondata behandles efter GDPR og reglerne om telefonsalg",
];

/**
 * What else we call about in each industry, shown in the industry's case card (the case itself
 * shows how we sold there; /om-os says whom we call, the home page which companies).
 */
export const specialities: Record<IndustryId, string> = {
  it: "demobooking for SaaS, cloud, IT-sikkerhed, NIS2 og forhandlerrekruttering",
  consulting: "revision og skat, strategi, HR samt advokat- og ejendomsrådgivning",
  industry: "maskiner og automation, kontraktproduktion, logistik og service",
  energy: "solceller, varmepumper, energirenovering, ESG og ladestandere",
};

export const stats: readonly { value: string; label: string }[] = [
  {
    get value() {
      return claims.companiesHelped.value;
    },
    label: "Virksomheder hjulpet",
  },
  {
    get value() {
      return claims.averageLeadLift.value;
    },
    label: "Flere leads i gennemsnit",
  },
  { value: claims.yearsOfExperience.value, label: "Års erfaring" },
];

export const ctas: readonly Cta[] = [
  { label: "Se priser og pakker", to: "/priser" },
  { label: "Kontakt os", to: "/kontakt" },
  { label: "Bliv samarbejdspartner", to: "/samarbejdspartner" },
];

/** Headings of the page's sections, in the order they appear. */
export const sections = {
  services: {
    eyebrow: "Det gør vi",
    title: "Fire ydelser – ét mål: flere gode kunder",
    lead: "Vælg én ydelse, eller kombinér dem. Den samme projektleder står bag, så intet falder mellem to stole.",
  },
  pricing: { eyebrow: "Priser og samarbejde", title: "Hvad det koster – og hvordan vi arbejder sammen" },
  values: { eyebrow: "Det kan I regne med", title: "Tre løfter bag hvert opkald" },
  benefits: { eyebrow: "Fordele", title: "Derfor lægger virksomheder telefonsalget hos os" },
  industries: {
    eyebrow: "Brancher og kundecases",
    title: "Fire brancher – og sådan gik det for en kunde i hver",
    lead: "Hver case viser udgangspunktet i kundens egne tal, og hvordan der er målt. Kunderne har bedt os om ikke at bruge deres navne, så vi skriver branche, størrelse og egn – så I kan se, om de ligner jer.",
  },
  stats: { title: "Resultater i tal" },
  cta: {
    title: "Klar til at fylde kalenderen med møder?",
    get text() {
      return `Se pakkerne, tag en snak med os, eller læs om, hvordan et partnerskab fungerer. Vi svarer ${responsePromise.short}.`;
    },
  },
} as const;
