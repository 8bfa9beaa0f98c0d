/**
 * Content of the services page (/ydelser). Claims, prices and constants come from ./site.
 */
import { caseSummary } from "./cases.ts";
import { formatted } from "./cost-comparison.ts";
import { brand, claims, formatKr, industries as siteIndustries, prices, responsePromise } from "./site.ts";
import type { Feature, IndustryCard, PageMeta, ServiceCard } from "./types.ts";

/** Same shape as HeroAction in components/sections/hero.tsx: a link button. */
type Cta = { label: string; to: string };
type IndustryId = (typeof siteIndustries)[number]["id"];

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const meta: PageMeta = {
  title: "Ydelser: telemarketing, mødebooking og leads",
  description: `Se hvad ${brand.name} kan gøre for jeres salg: telemarketing, mødebooking, leadgenerering og kundeservice, drevet af trænede danske sælgere med branchekendskab.`,
  canonicalPath: "/ydelser",
  keywords: [
    "telemarketing ydelser",
    "mødebooking B2B",
    "leadgenerering",
    "outsourcet kundeservice",
    "lead-kvalificering",
    "outsourcet salg",
  ],
};

export const hero: { eyebrow: string; title: string; lead: string; actions: readonly Cta[] } = {
  eyebrow: "Vores ydelser",
  title: "Et salgshold, der ringer for jer – fra første liste til booket møde",
  lead: "Vi dækker hele den del af salget, der foregår i telefonen: prospektering, kvalificering, mødebooking og kundeservice. I vælger, hvor meget vi skal løfte – vi sørger for, at hvert opkald lyder som jeres egen virksomhed.",
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
      "Struktureret opsøgende salg til virksomheder, der matcher jeres ICP. Vi åbner dialogen, afdækker behov og skaber interesse, før konkurrenterne når at ringe.",
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
      "Lead-scoring og kvalificering efter jeres model",
      "Overlevering direkte i CRM med fuld historik",
      "Markedsundersøgelser før lancering af nye produkter",
    ],
    href: "/blog/icp-og-ringelister",
    linkLabel: "Læs: byg en ringeliste, der holder",
  },
  {
    icon: "headset",
    title: "Kundeservice",
    description:
      "En venlig, kompetent stemme, når jeres kunder ringer. Vi tager indgående opkald, besvarer spørgsmål og sender de rigtige sager videre til jer.",
    features: [
      "Telefonpasning i jeres navn og med jeres tone",
      "Håndtering af ordrer, support og reklamationer",
      "Overløb i spidsbelastninger og ved ferie",
      "Tilfredshedsmålinger og opfølgningsopkald",
    ],
    // No page of its own yet: without href the card shows no "Læs mere om kundeservice" link that
    // would only lead to the contact form; the page's calls to action cover /kontakt.
  },
];

export const pricingText: readonly string[] = [
  `Vores priser er bygget op om timer med trænede sælgere – ikke om vage løfter. Starter-pakken begynder ved ${formatKr(prices.starter.from)} ${prices.starter.unit} for ${prices.starter.hours} timers telemarketing, og de fleste kunder, der ønsker en stabil strøm af møder, vælger Vækst med ${prices.growth.hours} timer fra ${formatKr(prices.growth.from)} ${prices.growth.unit} Har I brug for et helt hold, sætter vi et fast team på ${prices.enterprise.teamSize} sælgere op fra ${formatKr(prices.enterprise.from)} ${prices.enterprise.unit} Alle priser er ekskl. moms.`,
  `Vi anbefaler kampagner på mindst ${claims.minimumCampaign.value}, og det er der en god grund til. Den første måned går med at teste budskaber, finde de rigtige titler og lære, hvilke indvendinger jeres marked kommer med. Det er i anden og tredje måned, tallene for alvor flytter sig – når scriptet er skærpet, og listen er renset for dem, der aldrig bliver kunder.`,
  `Vil I hellere betale for resultater end for timer, tilbyder vi ${prices.payPerMeeting.label}: ${prices.payPerMeeting.text}. Modellen kræver, at vi fra start bliver enige om, hvad et kvalificeret møde er – branche, virksomhedsstørrelse, titel og konkret behov – så begge parter ved præcis, hvad der tæller.`,
  `Uanset model er et samarbejde med ${brand.name} et partnerskab. I får en fast projektleder, adgang til samtalenoter og rapporter, og vi mødes løbende for at justere målgruppe og budskaber. Og når I sammenligner med en fastansat mødebooker, så regn på de timer, der faktisk går til salg: Hos os koster en salgstime højst ${formatted.outsourcedHourCost} – regnestykket står på prissiden.`,
];

export const valuePoints: readonly Feature[] = [
  {
    icon: "user-check",
    title: "Trænede danske sælgere",
    description:
      "Vores folk er trænet i at tale med direktører, indkøbere og fagspecialister. De forstår jeres produkt, før de løfter røret.",
  },
  {
    icon: "chart-column",
    title: "Fuld gennemsigtighed",
    description:
      "I kan altid se antal opkald, samtaler, bookede møder og konvertering. Ingen sorte bokse – kun tal, I kan handle på.",
  },
  {
    icon: "rocket",
    title: "Hurtig opstart",
    description: `${cap(claims.startTime.text)}. Vi sætter samtaleguide, lister og CRM-adgang op, mens I fortsætter med jeres daglige drift.`,
  },
];

export const benefits: readonly string[] = [
  "I slipper for rekruttering, oplæring og personaleadministration",
  "Jeres sælgere bruger tiden på møder i stedet for kold kanvas",
  "Kapaciteten kan skaleres op og ned fra måned til måned",
  "Alle opkald og resultater registreres i jeres CRM",
  "Samtaleguide og målgrupper justeres løbende ud fra data",
  "Behandling af persondata efter GDPR og reglerne om telefonsalg",
  "Fast projektleder, der kender jeres forretning",
  "Pris pr. booket møde i hver rapport – ikke kun antal opkald",
];

const industryCopy: Record<IndustryId, Omit<IndustryCard, "title">> = {
  it: {
    icon: "cpu",
    description:
      "IT-beslutninger træffes af flere personer på én gang. Vi kortlægger, hvem der ejer budgettet, hvem der skal bruge løsningen, og hvem der kan sige nej – og booker mødet med de rigtige.",
    expertise: [
      "Demobooking for SaaS-produkter",
      "Salg af managed services og cloud",
      "IT-sikkerhed, NIS2 og compliance",
      "Forhandler- og partnerrekruttering",
    ],
  },
  consulting: {
    icon: "briefcase",
    description:
      "Rådgivning sælges på tillid. Vores sælgere åbner samtalen med indsigt i kundens udfordringer frem for en salgstale, så mødet starter på det rigtige niveau.",
    expertise: [
      "Revision, skat og bogføring",
      "Ledelses- og strategirådgivning",
      "HR, rekruttering og organisationsudvikling",
      "Advokat- og ejendomsrådgivning",
    ],
  },
  industry: {
    icon: "factory",
    description:
      "Industrisalg kræver teknisk forståelse og tålmodighed. Vi taler med indkøbere, produktionsledere og teknikere i deres sprog og følger op gennem lange beslutningsforløb.",
    expertise: [
      "Maskiner, automation og robotter",
      "Underleverandører og kontraktproduktion",
      "Emballage, transport og logistik",
      "Service- og vedligeholdelsesaftaler",
    ],
  },
  energy: {
    icon: "leaf",
    description:
      "Energibranchen bevæger sig hurtigt, og kunderne får mange henvendelser. Vi skiller jer ud med samtaler, der handler om kundens forbrug, økonomi og grønne mål.",
    expertise: [
      "Solceller og energilagring",
      "Varmepumper og energirenovering",
      "Energirådgivning og ESG-rapportering",
      "Ladeinfrastruktur til erhverv",
    ],
  },
};

/** The four industries of site.industries, in the same order. */
export const industries: readonly IndustryCard[] = siteIndustries.map((industry) => ({
  title: industry.name,
  ...industryCopy[industry.id],
}));

export const stats: readonly { value: string; label: string }[] = [
  { value: claims.companiesHelped.value, label: "Virksomheder hjulpet" },
  { value: claims.averageLeadLift.value, label: "Flere leads i gennemsnit" },
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
    title: "Fire ydelser – ét mål: flere gode samtaler",
    lead: "Vælg én ydelse, eller kombinér dem. Det samme hold af sælgere og den samme projektleder står bag, så intet falder mellem to stole.",
  },
  pricing: { eyebrow: "Priser og samarbejde", title: "Hvad det koster – og hvordan vi arbejder sammen" },
  values: { eyebrow: "Det kan I regne med", title: "Tre løfter bag hvert opkald" },
  benefits: { eyebrow: "Fordele", title: "Derfor lægger virksomheder telefonsalget hos os" },
  industries: {
    eyebrow: "Brancher",
    title: "Branchekendskab, der kan høres i telefonen",
    lead: `Vi har kørt telefonkampagner for over ${Number.parseInt(claims.companiesHelped.value, 10)} virksomheder og kender især fire brancher indefra: beslutningstagerne, deres udfordringer og deres sprog.`,
  },
  stats: { title: "Resultater i tal" },
  cta: {
    title: "Klar til at fylde kalenderen med møder?",
    text: `Se pakkerne, tag en snak med os, eller læs om, hvordan et partnerskab fungerer. Vi svarer ${responsePromise.short}.`,
  },
} as const;
