/**
 * Content of the pricing page (/priser). Every amount comes from `prices` in ./site.
 */
import type { packages as packageOptions } from "../forms/options.ts";
import { privacyNote } from "./privacy-note.ts";
import { calculationText, categoryComparison, exampleHoursPerMeeting, formatted, inHouseLostHours, inHouseMonthlyCosts, savingPercent } from "./cost-comparison.ts";
import { brand, claims, formatKr, prices, responsePromise } from "./site.ts";
import type {
  AddOnService,
  CategoryComparison,
  CostComparison,
  Feature,
  PageMeta,
  PricingPackage,
} from "./types.ts";

type PackageValue = (typeof packageOptions)[number]["value"];

/** Same shape as HeroAction in components/sections/hero.tsx: a link button. */
type Cta = { label: string; to: string };

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const from = (price: { from: number; unit: string }): string => `Fra ${formatKr(price.from)} ${price.unit}`;
const enterpriseMinHours = Number.parseInt(prices.enterprise.hours, 10);
const [teamMin, teamMax] = prices.enterprise.teamSize.split("-").map(Number) as [number, number];
/** Hours a week each Enterprise seller spends on the campaign at the minimum of 120 hours a month. */
const enterpriseWeeklyPerSeller = `${Math.round((enterpriseMinHours * 12) / 52 / teamMax)}-${Math.round((enterpriseMinHours * 12) / 52 / teamMin)}`;

export const meta: PageMeta = {
  title: "Priser på telemarketing og mødebooking",
  description: `Se priserne på outsourcet telemarketing og mødebooking: faste pakker ${from(prices.starter).toLowerCase()} ekskl. moms, ${prices.payPerMeeting.label} pr. møde og tilvalg.`,
  canonicalPath: "/priser",
  keywords: [
    "priser telemarketing",
    "pris mødebooking",
    "no cure no pay mødebooking",
    "outsourcet salg pris",
    "telemarketing pakker",
    "pris pr. møde",
  ],
};

export const hero: { eyebrow: string; title: string; lead: string; actions: readonly Cta[] } = {
  eyebrow: "Priser",
  title: "Klare priser på outsourcet salg",
  lead: `Vælg en fast pakke med et bestemt antal timer, eller betal pr. møde med ${prices.payPerMeeting.label}. Uanset model ved I på forhånd, hvad det koster – og I kan se præcis, hvad timerne bliver brugt på.`,
  actions: [
    { label: "Se pakkerne", to: "#pricing-packages" },
    { label: "Få et tilbud", to: "#contact-form" },
  ],
};

export const reasons: readonly Feature[] = [
  {
    icon: "piggy-bank",
    title: "Betal for salgstid, ikke for rekruttering",
    description:
      "Jobopslag, samtaler, oplæring og fravær er vores problem. Jeres budget går til timer, hvor der rent faktisk bliver ringet.",
  },
  {
    icon: "scale",
    title: "Fast pris fra første dag",
    description:
      "I kender den månedlige udgift, før kampagnen starter. Ingen overraskelser på fakturaen, når I har fået flere møder end ventet.",
  },
  {
    icon: "layers",
    title: "Skalér, når det giver mening",
    description:
      "Start med en mindre pakke, og skru op, når I har set, hvad kampagnen kan. Timerne følger jeres salgsmål – ikke en ansættelseskontrakt.",
  },
  {
    icon: "chart-line",
    title: "Pris pr. møde, I kan regne på",
    description:
      "Med løbende rapporter kan I selv dividere udgiften med antallet af møder og sammenligne med værdien af en ny kunde.",
  },
];

export const costComparison: readonly CostComparison[] = [
  {
    scenario: "Egen mødebooker på fuld tid",
    monthlyCost: formatted.inHouseMonthly,
    includes: [
      ...inHouseMonthlyCosts.map((line) => `${line.label}: ${formatKr(line.low)}-${formatKr(line.high)} kr.`),
      `${cap(formatted.inHouseSellingHours)} går til salg; ${inHouseLostHours.reduce((total, line) => total + line.hours, 0)} timer går til ferie, sygdom, møder, tomgang og tomme stole`,
    ],
    efficiency: `${cap(formatted.inHouseHourCost)} – ${formatted.inHouseMeetingCost} ved ${exampleHoursPerMeeting} salgstimer pr. møde`,
  },
  {
    scenario: `Outsourcet til ${brand.name}`,
    monthlyCost: from(prices.starter),
    includes: [
      "Hver betalt time går til kampagnen: research, opkald, registrering og opfølgning",
      "Fravær dækkes af holdet – I betaler ikke for ferie og sygdom",
      "Projektleder, ringelister, telefoni og CRM-registrering er med i prisen",
      "Ingen rekruttering, oplæring eller tomme stole",
    ],
    efficiency: `Højst ${formatted.outsourcedHourCost} – ${formatted.outsourcedMeetingCost}. ${cap(claims.inHouseSaving.text)}.`,
  },
];


export const packages: readonly PricingPackage[] = [
  {
    name: "Starter",
    priceText: from(prices.starter),
    description:
      "Til jer, der vil afprøve outsourcet mødebooking på ét marked eller ét produkt, før I skalerer op.",
    features: [
      `${prices.starter.hours} timers telemarketing om måneden`,
      "Fast projektleder",
      "Målgruppedefinition og script",
      "Månedlig rapport med opkald, samtaler og møder",
      `Løbetid på mindst ${prices.starter.minimumMonths} måneder`,
    ],
    popular: false,
    ctaText: "Vælg Starter",
    formValue: "starter" satisfies PackageValue,
  },
  {
    name: "Vækst",
    priceText: from(prices.growth),
    description:
      "Til jer, der vil have en stabil strøm af kvalificerede møder og en kampagne, der dækker flere segmenter.",
    features: [
      `${prices.growth.hours} timers telemarketing om måneden`,
      "Fast projektleder og faste sælgere",
      "Flere målgrupper og budskaber testet side om side",
      "Registrering direkte i jeres CRM",
      "Ugentlig rapport og månedligt statusmøde",
      `Løbetid på mindst ${prices.growth.minimumMonths} måneder`,
    ],
    popular: true,
    ctaText: "Vælg Vækst",
    formValue: "growth" satisfies PackageValue,
    highlight: "Mest valgt",
  },
  {
    name: "Enterprise",
    priceText: from(prices.enterprise),
    description:
      "Til jer, der har brug for et helt salgshold, som kan dække flere markeder og produkter på én gang.",
    features: [
      `${prices.enterprise.hours} timer om måneden`,
      `Fast team på ${prices.enterprise.teamSize} sælgere med faste ringedage hos jer (ved ${enterpriseMinHours} timer ${enterpriseWeeklyPerSeller} timer om ugen pr. sælger)`,
      "Flere markeder og segmenter samtidig",
      "Ugentlige statusmøder og fuld adgang til data",
      "Skræddersyet opsætning, scripts og rapportering",
    ],
    popular: false,
    ctaText: "Kontakt os om Enterprise",
    formValue: "enterprise" satisfies PackageValue,
  },
];

export const payPerMeeting: {
  label: string;
  title: string;
  text: string;
  points: readonly string[];
  cta: Cta;
} = {
  label: prices.payPerMeeting.label,
  title: "Betal kun for de møder, I får",
  text: `Med ${prices.payPerMeeting.label} betaler I ikke for timer, men for resultater: en ${prices.payPerMeeting.text}. Vi tager risikoen for, hvor mange opkald der skal til – I får møder, der lever op til de kriterier, vi har aftalt sammen.`,
  points: [
    "Fælles, skriftlig definition af et kvalificeret møde",
    "I betaler kun for møder, der opfylder kriterierne",
    "Passer bedst til en klar målgruppe og et tydeligt tilbud",
    "Kan kombineres med en timepakke, når kampagnen skal skaleres",
  ],
  cta: { label: `Spørg til ${prices.payPerMeeting.label}`, to: "#contact-form" },
};

export const addOns: readonly AddOnService[] = [
  {
    service: "Lead-kvalificering",
    price: from(prices.leadQualification),
    description:
      "Vi ringer jeres indkomne leads op, afdækker behov, budget og tidshorisont og sender kun de salgsklare videre til jeres sælgere.",
  },
  {
    service: "Enkeltstående mødebooking",
    price: from(prices.singleMeeting),
    description:
      "Har I en konkret liste eller et event, booker vi møder uden en løbende pakke. Godt til at teste, om målgruppen bider.",
  },
  {
    service: "Markedsundersøgelse",
    price: from(prices.marketSurvey),
    description:
      "Telefoniske interviews med jeres målgruppe før en lancering eller en prisændring – samlet i en rapport med konklusioner, I kan handle på.",
  },
  {
    service: "Databaseopbygning",
    price: from(prices.databaseBuilding),
    description:
      "Vi bygger en ren B2B-database med de rigtige virksomheder, navne, titler og kontaktoplysninger – verificeret og klar til jeres CRM.",
  },
];

export const longText: readonly string[] = [
  `En time hos ${brand.name} er mere end taletid. Timerne dækker forberedelse, research på virksomhederne, selve opkaldene, registrering i CRM og opfølgning på dem, der bad om at blive ringet op igen. Det er derfor, vi prissætter i timer og ikke i antal opkald: Et godt opkald til den rigtige person er mere værd end ti hurtige opkald til en omstilling.`,
  `Starter med ${prices.starter.hours} timer om måneden passer til jer, der vil teste et marked eller et nyt produkt. Vækst med ${prices.growth.hours} timer er det naturlige valg, når I vil have møder hver uge og plads til at teste flere budskaber mod hinanden. Enterprise starter ved ${enterpriseMinHours} timer fordelt på et fast team på ${prices.enterprise.teamSize} sælgere. Ved ${enterpriseMinHours} timer har hver sælger faste ringedage hos jer, ${enterpriseWeeklyPerSeller} timer om ugen, og resten af ugen ringer de på andre kampagner; køber I flere timer, får de samme sælgere flere dage hos jer. Det giver mening, når I skal dække flere markeder, produkter eller sælgerkalendere på én gang, og når kampagnen ikke må stå stille, fordi én sælger er syg.`,
  "Hvor mange møder timerne giver, afhænger især af tre ting: hvor snæver målgruppen er, hvor god listen er, og hvor skarpt jeres tilbud står. Derfor anbefaler vi at måle på pris pr. kvalificeret møde frem for pris pr. time. Tag den månedlige udgift, del med antallet af møder, og sammenlign med, hvad en ny kunde er værd for jer over hele kundeforholdet.",
  `Alle priser er ekskl. moms, og vi anbefaler en løbetid på mindst ${claims.minimumCampaign.value}, så kampagnen får tid til at modne. Er I i tvivl om, hvilken model der passer, så udfyld formularen – så regner vi på jeres konkrete situation og sender et tilbud, I kan sammenligne med at ansætte selv.`,
];

export const formIntro: { title: string; text: string; privacyNote?: string } = {
  privacyNote,
  title: "Få et konkret tilbud",
  text: `Fortæl os om jeres målgruppe, jeres salgsmål og det, I gør i dag. Vi vender tilbage ${responsePromise.short} med en anbefalet pakke og en pris, der passer til jer.`,
};

/** What each package costs from, as a number, in the order of `packages` (for the Offer JSON-LD). */
export const packageAmounts: readonly number[] = [prices.starter.from, prices.growth.from, prices.enterprise.from];

/** Headings of the page's sections, in the order they appear. */
export const sections = {
  reasons: { eyebrow: "Hvorfor outsource", title: "Derfor giver en fast pakke mening" },
  comparison: {
    eyebrow: "Egen mødebooker eller outsourcing",
    title: "Hvad koster en salgstime egentlig?",
    lead: calculationText,
    tableCaption: "Egen mødebooker sammenlignet med outsourcing, punkt for punkt",
    /** Small print under the comparison: the assumption behind the meeting price. */
    note: `Pris pr. møde er et regneeksempel med ${exampleHoursPerMeeting} salgstimer pr. booket møde på begge sider; jeres eget tal afhænger af målgruppe, liste og tilbud. Besparelsen på ${savingPercent.low}-${savingPercent.high} % kommer af timeprisen, ikke af en påstand om, at vi booker hurtigere.`,
  },
  packages: {
    eyebrow: "Pakker",
    title: "Tre pakker – vælg det tempo, der passer jer",
    lead: `Alle pakker har fast projektleder og fuld rapportering. Vi anbefaler en løbetid på mindst ${claims.minimumCampaign.value}.`,
    note: "ekskl. moms",
  },
  addOns: {
    eyebrow: "Tilvalg",
    title: "Ydelser, I kan købe for sig eller lægge oveni",
    lead: "Har I brug for en enkelt opgave frem for en løbende kampagne, kan I købe vores tilvalg separat. Alle priser er ekskl. moms.",
  },
  longText: { eyebrow: "Sådan regner vi", title: "Hvad får I for pengene?" },
  formPoints: [
    responsePromise.bullet,
    "Konkret pakke og pris – ikke et standardtilbud",
    "Helt uforpligtende",
  ],
} as const;

export { categoryComparison };
