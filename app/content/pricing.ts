/**
 * Content of the pricing page (/priser). Every amount comes from `prices` in ./site, read while the
 * page renders (a getter or a function), never when this module loads: an editor's published
 * fact sheet (/admin/indhold/fakta) must reach every figure.
 */
import type { packages as packageOptions } from "../forms/options.ts";
import { privacyNote } from "./privacy-note.ts";
import { exampleHoursPerMeeting, formatted, inHouseMonthlyCosts } from "./cost-comparison.ts";
import { brand, claims, dash, formatKr, nbsp, packageIncludes, prices, reportShows, responsePromise, salesHour, terms } from "./site.ts";
import type { AddOnService, CostComparison, FaqItem, PageMeta, PricingPackage } from "./types.ts";

type PackageValue = (typeof packageOptions)[number]["value"];

/** Same shape as HeroAction in components/sections/hero.tsx: a link button. */
type Cta = { label: string; to: string };

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const from = (price: { from: number; unit: string }): string => `Fra ${formatKr(price.from)} ${price.unit}`;
const kr = (amount: number): string => `${formatKr(amount)}${nbsp}kr.`;

export const meta: PageMeta = {
  title: "Priser på telemarketing og mødebooking",
  get description() {
    return `Se priserne på outsourcet telemarketing og mødebooking: faste pakker ${from(prices.starter).toLowerCase()} ekskl. moms, ${prices.payPerMeeting.label} pr. møde og tilvalg.`;
  },
  canonicalPath: "/priser",
  keywords: ["priser telemarketing", "pris mødebooking", "no cure no pay mødebooking", "outsourcet salg pris", "telemarketing pakker", "pris pr. møde"],
};

export const hero: { eyebrow: string; title: string; lead: string; actions: readonly Cta[] } = {
  eyebrow: "Priser",
  title: "Priser på telemarketing og mødebooking",
  get lead() {
    return `Én timepris i alle pakker: ${kr(salesHour.price)} pr. salgstime ekskl. moms. Vælg antallet af timer – eller betal pr. møde med ${prices.payPerMeeting.label}.`;
  },
  actions: [
    { label: "Se pakkerne", to: "#pricing-packages" },
    { label: "Få et tilbud", to: "#contact-form" },
  ],
};

/** Why a fixed package (spec: "reasons to choose"), short enough to sit under the packages. */
export const reasons = (): readonly string[] => [
  "Ingen betaling for ferie, sygdom og rekruttering",
  "Fast månedspris, kendt før start",
  `Skift pakke fra måned til måned efter ${terms.minimumMonths} måneder`,
  // The fact sheet's fourth item (the report with its price per meeting), when the sheet has one.
  ...packageIncludes.items.slice(3, 4),
];

export const costComparison: readonly CostComparison[] = [
  {
    scenario: "Egen mødebooker på fuld tid",
    monthlyCost: formatted.inHouseMonthlyShort,
    includes: [
      ...inHouseMonthlyCosts.map((line) => `${line.label}: ${formatKr(line.low)}${dash}${formatKr(line.high)}${nbsp}kr.`),
      `${cap(formatted.inHouseSellingHours)} går til salg; resten er ferie, sygdom, møder og tomgang`,
    ],
    efficiency: `${cap(formatted.inHouseHourCost)} – ${formatted.inHouseMeetingCost} ved ${exampleHoursPerMeeting} salgstimer pr. møde`,
  },
  {
    scenario: `Outsourcet til ${brand.name}`,
    get monthlyCost() {
      return from(prices.starter);
    },
    includes: [
      "Hver betalt time går til jeres kampagne",
      "Holdet dækker ferie og sygdom",
      "Projektleder, lister, telefoni og CRM er med i prisen",
      "Ingen rekruttering, oplæring eller tomme stole",
    ],
    get efficiency() {
      return `${cap(formatted.outsourcedHourCost)} – ${formatted.outsourcedMeetingCost}. ${cap(claims.inHouseSaving.text)}.`;
    },
  },
];

export const packages: readonly PricingPackage[] = [
  {
    name: "Starter",
    get priceText() {
      return from(prices.starter);
    },
    description: "Til jer, der vil afprøve mødebooking på ét marked eller ét produkt.",
    get features() {
      return [
        `${prices.starter.hours} salgstimer om måneden`,
        "Én målgruppe og ét budskab ad gangen",
        `Rapport ${terms.reportRhythm.starter}`,
        `Efter ${terms.minimumMonths} måneder kan I skifte til Vækst fra måned til måned`,
      ];
    },
    popular: false,
    ctaText: "Vælg Starter",
    formValue: "starter" satisfies PackageValue,
  },
  {
    name: "Vækst",
    get priceText() {
      return from(prices.growth);
    },
    description: "Til jer, der vil have møder hver uge og teste flere målgrupper side om side.",
    get features() {
      return [
        `${prices.growth.hours} salgstimer om måneden`,
        "Faste sælgere på jeres kampagne",
        "Flere målgrupper og budskaber testet side om side",
        `Rapport ${terms.reportRhythm.growth}`,
      ];
    },
    popular: true,
    ctaText: "Vælg Vækst",
    formValue: "growth" satisfies PackageValue,
    highlight: "Mest valgt",
  },
  {
    name: "Enterprise",
    get priceText() {
      return from(prices.enterprise);
    },
    description: "Til jer, der skal dække flere markeder eller produkter med et helt hold.",
    get features() {
      return [
        `${prices.enterprise.hours} salgstimer om måneden`,
        `Fast hold på ${prices.enterprise.teamSize} sælgere, der deler timerne`,
        "Flere markeder og segmenter samtidig",
        `Rapport ${terms.reportRhythm.enterprise} og fuld adgang til data`,
      ];
    },
    popular: false,
    ctaText: "Vælg Enterprise",
    formValue: "enterprise" satisfies PackageValue,
  },
];

/**
 * What each package includes, one table (issue 38): the rows that differ from the fact sheet's
 * prices and terms, then every item of `packageIncludes` (the same in all three). Cells are short
 * so the table fits a 390 px phone without scrolling sideways.
 */
export const packageTable: {
  caption: string;
  columns: readonly string[];
  rows: readonly { label: string; cells: readonly (string | true)[] }[];
} = {
  caption: "Det får I i hver pakke",
  columns: packages.map((pkg) => pkg.name),
  get rows() {
    return [
      { label: "Kr. pr. måned fra, ekskl. moms", cells: [prices.starter.from, prices.growth.from, prices.enterprise.from].map((amount) => formatKr(amount)) },
      { label: "Salgstimer om måneden", cells: [String(prices.starter.hours), String(prices.growth.hours), prices.enterprise.hours] },
      { label: "Målgrupper og budskaber", cells: ["Én ad gangen", "Flere side om side", "Flere markeder samtidig"] },
      { label: "Rapport", cells: [cap(terms.reportRhythm.starter), cap(terms.reportRhythm.growth), cap(terms.reportRhythm.enterprise)] },
      { label: "Løbetid, mindst", cells: packages.map(() => claims.minimumCampaign.value) },
      ...packageIncludes.items.map((label) => ({ label, cells: packages.map(() => true as const) })),
    ];
  },
};

export const payPerMeeting: {
  label: string;
  title: string;
  text: string;
  points: readonly string[];
  cta: Cta;
} = {
  label: prices.payPerMeeting.label,
  title: "Betal kun for de møder, I får",
  get text() {
    return `En ${prices.payPerMeeting.text}: fra ${kr(prices.payPerMeeting.from)} for en varm liste, typisk ${formatKr(prices.payPerMeeting.typicalLow)}${dash}${kr(prices.payPerMeeting.typicalHigh)} for kolde beslutningstagere – omtrent som et møde i en pakke, men risikoen er vores.`;
  },
  points: [
    "I betaler kun for møder, der opfylder en skriftlig definition",
    "Ingen binding ud over de møder, I har bestilt",
    "Passer bedst til en klar målgruppe og et tydeligt tilbud",
  ],
  cta: { label: `Spørg til ${prices.payPerMeeting.label}`, to: "#contact-form" },
};

export const addOns: readonly AddOnService[] = [
  {
    service: "Leadkvalificering",
    get price() {
      return from(prices.leadQualification);
    },
    description: "Vi ringer jeres indkomne leads op, afdækker behov, budget og tidshorisont og sender kun de salgsklare videre.",
  },
  {
    service: "Enkeltstående mødebooking",
    get price() {
      return from(prices.singleMeeting);
    },
    description: `Møder fra en konkret liste eller et event uden en løbende pakke – på ${prices.payPerMeeting.label}-vilkår.`,
  },
  {
    service: "Markedsundersøgelse",
    get price() {
      return from(prices.marketSurvey);
    },
    description: "Telefoninterviews med jeres målgruppe før en lancering eller en prisændring, samlet i en rapport.",
  },
  {
    service: "Databaseopbygning",
    get price() {
      return from(prices.databaseBuilding);
    },
    description: "En verificeret B2B-liste med virksomheder, navne, titler og kontaktoplysninger, klar til jeres CRM.",
  },
];

/**
 * The questions a buyer asks before signing, answered straight: the No Cure No Pay price, a
 * no-show or an unqualified meeting, a way out before three months, and what binds afterwards.
 */
export const answers: readonly FaqItem[] = [
  {
    question: `Hvad koster et møde med ${prices.payPerMeeting.label}?`,
    get answer() {
      return `Fra ${kr(prices.payPerMeeting.from)} for en varm liste, typisk ${formatKr(prices.payPerMeeting.typicalLow)}${dash}${kr(prices.payPerMeeting.typicalHigh)} for kolde beslutningstagere. Prisen står i aftalen, før vi ringer.`;
    },
  },
  {
    question: "Hvad hvis kunden ikke møder op, eller mødet ikke var kvalificeret?",
    answer: `Meld det inden for ${terms.meetingComplaintDays} hverdage. Med ${prices.payPerMeeting.label} betaler I ikke for mødet; i en pakke booker vi et nyt uden at bruge af jeres timer.`,
  },
  {
    question: `Kan vi komme ud før ${terms.minimumMonths} måneder?`,
    answer: `Ja. Har vi efter ${terms.earlyExit.weeks} uger ikke booket ét møde, der opfylder kriterierne, kan I stoppe med ${terms.earlyExit.noticeDays} dages varsel. Vil I prøve uden binding, så start med ${prices.payPerMeeting.label}.`,
  },
  {
    question: `Hvad sker der efter de første ${terms.minimumMonths} måneder?`,
    answer: `Aftalen løber fra måned til måned med ${terms.noticeMonths} måneds opsigelse. I kan skifte pakke fra den følgende måned uden ny binding, og data fra kampagnen er jeres.`,
  },
  {
    question: "Hvor tit får vi tallene?",
    answer: `Starter får rapporten ${terms.reportRhythm.starter}, Vækst og Enterprise ${terms.reportRhythm.growth}: ${reportShows.list}.`,
    link: { label: "Eksempel på en ugerapport", href: "/samarbejdspartner#ugerapport" },
  },
  {
    question: "Hvorfor er Enterprise ikke billigere pr. time?",
    get answer() {
      return `Timeprisen er ${kr(salesHour.price)} i alle pakker. En større pakke køber flere timer og et fast hold på ${prices.enterprise.teamSize} sælgere – ikke en billigere time.`;
    },
  },
];

export const longText: readonly string[] = [
  `En salgstime hos ${brand.name} dækker research, opkald, registrering i CRM og opfølgning. Vi prissætter i timer, ikke i opkald: Ét godt opkald til den rigtige person er mere værd end ti hurtige til en omstilling.`,
  "Hvor mange møder timerne giver, afhænger af målgruppen, listen og jeres tilbud. Del udgiften med antallet af møder, og sammenlign med, hvad en ny kunde er værd.",
];

export const formIntro: { title: string; text: string; privacyNote?: string } = {
  privacyNote,
  title: "Få et konkret tilbud",
  get text() {
    return `Fortæl os om jeres målgruppe og jeres salgsmål. Vi svarer ${responsePromise.short}, og en anbefalet pakke med pris får I ${responsePromise.offer} – helt uforpligtende.`;
  },
};

/** What each package costs from, as a number, in the order of `packages` (for the Offer JSON-LD). */
export const packageAmounts = (): readonly number[] => [prices.starter.from, prices.growth.from, prices.enterprise.from];

/** Headings of the page's sections, in the order they appear. */
export const sections = {
  packages: {
    eyebrow: "Pakker",
    title: "Tre pakker, én timepris",
    // What every package holds is the table under the cards (packageTable); the lead says what differs.
    lead: "En større pakke giver flere timer, sælgere og markeder – resten er ens i alle tre.",
    note: "ekskl. moms",
  },
  reasons: { title: "Derfor en fast pakke" },
  answers: { eyebrow: "Før I skriver under", title: "Det spørger købere om" },
  comparison: {
    eyebrow: "Sammenligning",
    title: "Hvad koster en time med salg?",
    get lead() {
      return `En fastansat mødebooker koster ${formatted.inHouseHourCost}, når ferie, sygdom, tomgang og ledelse er regnet med. Hos os er prisen ${formatted.outsourcedHourCost} i alle pakker: ${formatted.saving} mindre.`;
    },
    note: `Regneeksempel: ${exampleHoursPerMeeting} salgstimer pr. booket møde, som i vores cases.`,
  },
  addOns: {
    eyebrow: "Tilvalg",
    title: "Enkeltopgaver uden pakke",
    lead: "Alle priser er ekskl. moms.",
  },
  longText: { eyebrow: "Sådan regner vi", title: "Hvad får I for pengene?" },
} as const;
