/**
 * In-house versus outsourced, as numbers: what a full-time meeting booker really costs per hour
 * spent selling, against our price per hour. Every total and percentage on /priser and /hvorfor is
 * computed here from the rows below — none is typed by hand — and app/content/pricing.test.ts fails
 * if the figures stop supporting the claim "op til 40 % lavere pris pr. salgstime"
 * (claims.inHouseSaving).
 *
 * Why per hour spent selling: a Starter package (15.000 kr. for 40 timer) costs 375 kr. an hour,
 * which looks dear next to a booker's salary divided by 160 paid hours. But the booker is paid for
 * holidays, sick days, internal meetings, idle time and the months a seat is empty or a newcomer is
 * learning, and the employer pays recruitment, management and tools on top. Our hours are all
 * spent on the campaign: absence is covered by the team, and lists, tools and the project manager
 * are in the price.
 */
import { brand, claims, dash, formatKr, nbsp, packageIncludes, prices, sellers } from "./site.ts";
import type { CategoryComparison } from "./types.ts";

export type CostLine = {
  label: string;
  /** kr. a month for the cheap end of the range (prices.inHouseBooker.min) */
  low: number;
  /** kr. a month for the dear end (prices.inHouseBooker.max) */
  high: number;
  note: string;
};

/**
 * What one full-time booker costs a month, all in. The lines add up to the spec's quoted
 * 45.000-60.000 kr./md. (prices.inHouseBooker); pricing.test.ts checks the sums.
 */
export const inHouseMonthlyCosts: readonly CostLine[] = [
  {
    label: "Løn inkl. pension, feriepenge og ATP",
    low: 36_000,
    high: 46_000,
    note: "En erfaren B2B-mødebooker på fuld tid, 37 timer om ugen.",
  },
  {
    label: "Rekruttering og oplæring",
    low: 3_000,
    high: 4_500,
    note: "Jobopslag, samtaler og de første ugers oplæring, fordelt over en gennemsnitlig ansættelse på 16 måneder.",
  },
  {
    label: "Ledelse og coaching",
    low: 3_500,
    high: 5_000,
    note: "En salgschefs tid til medlyt, opfølgning og ugentlige møder.",
  },
  {
    label: "Værktøjer, data og arbejdsplads",
    low: 2_500,
    high: 4_500,
    note: "Telefoni, CRM-licens, ringelister, headset og en plads på kontoret.",
  },
];

export type HourLine = { label: string; hours: number; note: string };

/** Paid hours a month for a full-time employee (37 hours × 52 weeks ÷ 12, rounded down). */
export const paidHoursPerMonth = 160;

/** Paid hours a month that do not go to calls, research and registration on the campaign. */
export const inHouseLostHours: readonly HourLine[] = [
  { label: "Ferie og helligdage", hours: 18, note: "5 ugers ferie og 9 helligdage om året." },
  { label: "Sygdom", hours: 5, note: "Omkring 8 sygedage om året, som er gennemsnittet på det private arbejdsmarked." },
  { label: "Interne møder, administration og tomgang", hours: 27, note: "Omkring en femtedel af de fremmødte timer." },
  {
    label: "Tomme stole og nye kolleger",
    hours: 14,
    note: "Opsigelse, ubesat stilling og oplæring, når en mødebooker stopper – fordelt over året.",
  },
];

/** A package as the comparison sees it: its monthly price and hours. */
export type PackagePrice = { name: string; monthly: number; hours: number };

/**
 * The packages with a fixed number of hours (Enterprise counted at its minimum of 120 hours), read
 * from the current fact sheet: a function, so a published price reaches every figure below.
 */
export const packagePrices = (): readonly PackagePrice[] => [
  { name: "Starter", monthly: prices.starter.from, hours: prices.starter.hours },
  { name: "Vækst", monthly: prices.growth.from, hours: prices.growth.hours },
  { name: "Enterprise", monthly: prices.enterprise.from, hours: Number.parseInt(prices.enterprise.hours, 10) },
];

/**
 * Sales hours per booked meeting used for the example "pris pr. booket møde". The same for both
 * sides on purpose: we do not claim our sellers book faster; the saving comes from the hour price.
 * Four hours, as in our own cases (80 hours for 20–21 meetings: 1.429–1.500 kr. a meeting), so the
 * example is not rosier than what a client has paid (issue 38).
 */
export const exampleHoursPerMeeting = 4;

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** Monthly cost of one in-house booker, computed from the lines. */
export const inHouseMonthly = {
  low: sum(inHouseMonthlyCosts.map((line) => line.low)),
  high: sum(inHouseMonthlyCosts.map((line) => line.high)),
} as const;

/** Hours a month the in-house booker actually spends selling. */
export const inHouseSellingHours = paidHoursPerMonth - sum(inHouseLostHours.map((line) => line.hours));

/** In-house cost per hour spent selling, kr. */
export const inHouseHourCost = {
  low: inHouseMonthly.low / inHouseSellingHours,
  high: inHouseMonthly.high / inHouseSellingHours,
} as const;

/** Our price per hour for each package, kr. */
export const packageHourPrices = () => packagePrices().map((pkg) => ({ ...pkg, hourPrice: pkg.monthly / pkg.hours }));

/**
 * The hour price the comparison uses: our dearest package hour, so the saving shown is the one
 * every package reaches at least.
 */
export const outsourcedHourPrice = (): number => Math.max(...packageHourPrices().map((pkg) => pkg.hourPrice));

/** Saving per sales hour, in whole per cent, against the cheap and the dear in-house booker. */
export const savingPercent = {
  get low(): number {
    return Math.round((1 - outsourcedHourPrice() / inHouseHourCost.low) * 100);
  },
  get high(): number {
    return Math.round((1 - outsourcedHourPrice() / inHouseHourCost.high) * 100);
  },
};

/** Cost per booked meeting at exampleHoursPerMeeting, kr. */
export const meetingCost = {
  inHouseLow: inHouseHourCost.low * exampleHoursPerMeeting,
  inHouseHigh: inHouseHourCost.high * exampleHoursPerMeeting,
  get outsourced(): number {
    return outsourcedHourPrice() * exampleHoursPerMeeting;
  },
};

const kr = (amount: number): string => `${formatKr(amount)}${nbsp}kr.`;
const krRange = (low: number, high: number): string => `${formatKr(low)}${dash}${formatKr(high)}${nbsp}kr.`;

/** The figures as the pages print them ("45.000-60.000 kr.", "20-40 %"); ours follow the fact sheet. */
export const formatted = {
  inHouseMonthly: `${krRange(inHouseMonthly.low, inHouseMonthly.high)} om måneden`,
  /** The card heading on /priser, in the unit of the package card beside it (»Fra 15.000 kr./md.«). */
  inHouseMonthlyShort: `${krRange(inHouseMonthly.low, inHouseMonthly.high)}/md.`,
  inHouseSellingHours: `${inHouseSellingHours} af ${paidHoursPerMonth} betalte timer`,
  inHouseHourCost: `${krRange(inHouseHourCost.low, inHouseHourCost.high)} pr. salgstime`,
  get outsourcedHourCost(): string {
    return `${kr(outsourcedHourPrice())} pr. salgstime`;
  },
  get saving(): string {
    return `${savingPercent.low}${dash}${savingPercent.high}${nbsp}%`;
  },
  inHouseMeetingCost: `${krRange(meetingCost.inHouseLow, meetingCost.inHouseHigh)} pr. booket møde`,
  get outsourcedMeetingCost(): string {
    return `${kr(meetingCost.outsourced)} pr. booket møde`;
  },
};

/** The arithmetic in one paragraph, for the comparison's lead and the FAQ. */
export const calculationText = (): string =>
  `En fastansat mødebooker koster ${formatted.inHouseMonthly}, når løn, rekruttering, ledelse og værktøjer er regnet med. Af ${paidHoursPerMonth} betalte timer går ${inHouseSellingHours} til salg – resten er ferie, sygdom, møder, tomgang og tomme stole. Det giver ${formatted.inHouseHourCost}. Hos os er prisen ${formatted.outsourcedHourCost} i alle pakker, og fravær, værktøjer og projektleder er med i prisen. Det er ${formatted.saving} mindre pr. salgstime.`;

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const from = (price: { from: number; unit: string }): string => `Fra ${formatKr(price.from)} ${price.unit}`;

/**
 * The same comparison by category on /priser and /hvorfor. Here rather than in ./pricing.ts, so
 * /hvorfor's JavaScript does not carry the packages and add-ons with it.
 */
export const categoryComparison: readonly CategoryComparison[] = [
  {
    category: "Egen mødebooker",
    setup: "Jobopslag, samtaler og oplæring, før det første møde bliver booket",
    cost: `${formatted.inHouseMonthly} pr. medarbejder – ${formatted.inHouseHourCost}`,
    expertise: "Afhænger af den enkelte medarbejder",
    flexibility: "Lav – faste lønomkostninger og opsigelsesvarsler",
    risk: "Sygdom, ferie og udskiftning rammer pipelinen direkte",
    management: "Kræver daglig ledelse, coaching og opfølgning",
  },
  {
    category: `Outsourcet til ${brand.name}`,
    setup: cap(claims.startTime.text),
    get cost() {
      return `${from(prices.starter)} – ${formatted.outsourcedHourCost}`;
    },
    expertise: `${cap(claims.yearsOfExperience.text)} og ${sellers.experienceShort}`,
    flexibility: "Høj – timer og fokus justeres fra måned til måned",
    risk: "Vi dækker fravær, så kampagnen kører videre",
    get management() {
      return `${packageIncludes.items[0]} og løbende rapportering`;
    },
  },
];
