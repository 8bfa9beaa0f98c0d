/**
 * What a fact sheet must be before it is published (issue 36 item 3, /admin/indhold/fakta): each
 * field's rule with a Danish message naming it, and the rules between fields that keep the site's
 * story whole — one price per sales hour for every package, a digital from-price at the start of
 * one of the quote form's budget bands, a range whose low end is not above its high end, opening
 * hours that open before they close. The snapshot parses stored rows with it too, so a row
 * written around the editor cannot reach a page (app/server/content/snapshot.server.ts).
 *
 * `factGroups` is the one declaration of the editable fields: their Danish names (used by the
 * schema's messages, the editor's labels and the history's diff), the fieldset each sits in and
 * what kind of input it takes. The editor's form reads and writes them by path
 * (app/server/content/facts-form.ts).
 */
import * as z from "zod";
import { budgets } from "../forms/options.ts";
import { defaultFacts, formatKr, type Facts } from "./site.ts";

/** How a field is typed: whole kroner, a plain whole number, a percentage, hours, a clock time (empty: closed), text, a list one per line. */
export type FactInput = "kr" | "number" | "percent" | "hours" | "time" | "text" | "longText" | "lines";
export type FactField = { path: string; label: string; input: FactInput; hint?: string };
export type FactGroup = { id: string; legend: string; hint?: string; fields: readonly FactField[] };

const hoursRow = (index: number): FactField[] => {
  const label = defaultFacts.openingHours[index]!.label;
  return [
    { path: `openingHours.${index}.opens`, label: `${label}: åbner`, input: "time", hint: "Tomt felt: lukket." },
    { path: `openingHours.${index}.closes`, label: `${label}: lukker`, input: "time" },
  ];
};
const officeFields = (index: number, where: string): FactField[] => [
  { path: `offices.${index}.name`, label: `${where}: navn`, input: "text" },
  { path: `offices.${index}.street`, label: `${where}: adresse`, input: "text" },
  { path: `offices.${index}.postalCode`, label: `${where}: postnummer`, input: "text" },
  { path: `offices.${index}.city`, label: `${where}: by`, input: "text" },
  { path: `offices.${index}.country`, label: `${where}: land`, input: "text" },
  { path: `offices.${index}.description`, label: `${where}: beskrivelse`, input: "longText" },
];

/** The editor's fieldsets, in the order the form shows them. */
export const factGroups: readonly FactGroup[] = [
  {
    id: "tal",
    legend: "Tal og løft",
    hint: "Tallene står på forsiden, om os, hvorfor-siden og i llms.txt. Skriv dem uden »+«: det sætter siden selv på.",
    fields: [
      { path: "counts.customers", label: "Antal kunder", input: "number" },
      { path: "counts.companiesHelped", label: "Virksomheder hjulpet med telemarketing", input: "number" },
      { path: "counts.successfulCampaigns", label: "Kampagner, der nåede målet", input: "number" },
      { path: "counts.itCompaniesHelped", label: "IT-virksomheder hjulpet", input: "number" },
      { path: "counts.employees", label: "Antal medarbejdere", input: "number" },
      { path: "lifts.averageLead", label: "Gennemsnitligt løft i leads (%)", input: "percent" },
      { path: "lifts.qualifiedLow", label: "Kvalificerede leads, spændets bund (%)", input: "percent" },
      { path: "lifts.qualifiedHigh", label: "Kvalificerede leads, spændets top (%)", input: "percent" },
      { path: "lifts.greenEnergyConversion", label: "Mødekonvertering i solcellekampagnen (%)", input: "percent" },
      { path: "lifts.inHouseSaving", label: "Besparelse mod en fastansat (%)", input: "percent" },
    ],
  },
  {
    id: "priser",
    legend: "Priser pr. salgstime og pakker",
    hint: "Alle pakker har samme timepris: en pakkes pris er timer × pris pr. salgstime. Beløb i kr. ekskl. moms, fx 15.000.",
    fields: [
      { path: "hourRate", label: "Pris pr. salgstime", input: "kr" },
      { path: "packages.starter.from", label: "Starter: pris pr. måned", input: "kr" },
      { path: "packages.starter.hours", label: "Starter: timer pr. måned", input: "hours" },
      { path: "packages.growth.from", label: "Vækst: pris pr. måned", input: "kr" },
      { path: "packages.growth.hours", label: "Vækst: timer pr. måned", input: "hours" },
      { path: "packages.enterprise.from", label: "Enterprise: pris pr. måned", input: "kr" },
      { path: "packages.enterprise.hours", label: "Enterprise: timer pr. måned (mindst)", input: "hours" },
      { path: "packages.enterprise.teamSize", label: "Enterprise: holdets størrelse", input: "text", hint: "Fx 3–4 (med tankestreg) eller 3." },
    ],
  },
  {
    id: "med",
    legend: "Det er med i alle pakker",
    fields: [
      {
        path: "packageIncludes.items",
        label: "Det er med i alle pakker: punkterne",
        input: "lines",
        hint: "Præcis 5 punkter, ét pr. linje og i denne rækkefølge: projektleder, målgruppe og samtaleguide, CRM, rapport, statusmøde. Sider citerer dem efter deres plads (forsiden nævner det 1., ydelser det 3.), så omskriv et punkt, men flyt det ikke. Står på /priser.",
      },
      {
        path: "packageIncludes.text",
        label: "Det er med i alle pakker: sætningen",
        input: "longText",
        hint: "Det samme i én sætning, som forsiden, ydelser og kontakt viser.",
      },
    ],
  },
  {
    id: "tilvalg",
    legend: "Tilvalg",
    fields: [
      { path: "addOns.payPerMeeting.from", label: "No Cure No Pay: laveste pris pr. møde", input: "kr" },
      { path: "addOns.payPerMeeting.typicalLow", label: "No Cure No Pay: typisk pris, fra", input: "kr" },
      { path: "addOns.payPerMeeting.typicalHigh", label: "No Cure No Pay: typisk pris, til", input: "kr" },
      { path: "addOns.leadQualification", label: "Leadkvalificering: pris pr. lead", input: "kr" },
      { path: "addOns.singleMeeting", label: "Enkeltmøde: pris pr. møde", input: "kr" },
      { path: "addOns.marketSurvey", label: "Markedsanalyse: pris pr. projekt", input: "kr" },
      { path: "addOns.databaseBuilding", label: "Databaseopbygning: pris pr. kontakt", input: "kr" },
    ],
  },
  {
    id: "digital",
    legend: "Digitale fra-priser",
    hint: `Hver fra-pris er starten på et af tilbudsformularens budgetspænd.`,
    fields: [
      { path: "digitalFromPrices.hjemmesider", label: "Hjemmesider: fra-pris", input: "kr" },
      { path: "digitalFromPrices.ai-integration", label: "AI-integration: fra-pris", input: "kr" },
      { path: "digitalFromPrices.webudvikling", label: "Webudvikling: fra-pris", input: "kr" },
      { path: "digitalFromPrices.api-saas", label: "API og SaaS: fra-pris", input: "kr" },
    ],
  },
  {
    id: "aabningstider",
    legend: "Åbningstider",
    hint: "Klokkeslæt som 08:00. Lad begge felter stå tomme for en lukket dag.",
    fields: [0, 1, 2].flatMap(hoursRow),
  },
  { id: "kontorer", legend: "Kontorer", fields: [...officeFields(0, "Kontoret i Danmark"), ...officeFields(1, "Kontoret i Spanien")] },
  {
    id: "kontakt",
    legend: "Telefon og svartid",
    fields: [
      { path: "phone", label: "Telefonnummer", input: "text", hint: "Som +45 12 34 56 78." },
      { path: "responseHours", label: "Svartid (timer)", input: "hours", hint: "Vi svarer på alle henvendelser inden for så mange timer på hverdage." },
    ],
  },
];

const labels = new Map(factGroups.flatMap((group) => group.fields.map((field) => [field.path, field.label] as const)));
/** A field's Danish name by its path ("packages.starter.from" → "Starter: pris pr. måned"). */
export const factLabel = (path: string): string => labels.get(path) ?? path;

const whole = (path: string, min: number, max: number) => {
  const label = factLabel(path);
  return z
    .number({ error: `${label}: skriv et helt tal, fx ${formatKr(min * 10 > max ? min : min * 10)}.` })
    .int({ error: `${label}: skriv et helt tal uden decimaler.` })
    .min(min, { error: `${label}: mindst ${formatKr(min)}.` })
    .max(max, { error: `${label}: højst ${formatKr(max)}.` });
};
const text = (path: string, max: number) => {
  const label = factLabel(path);
  return z
    .string({ error: `${label}: skriv en tekst.` })
    .trim()
    .min(1, { error: `${label}: må ikke være tom.` })
    .max(max, { error: `${label}: højst ${max} tegn.` });
};
const time = (path: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${factLabel(path)}: skriv et klokkeslæt som 08:00, eller lad feltet stå tomt (lukket).` })
    .nullable();

/** The lower ends of the quote form's budget bands: 10.000, 25.000, 50.000, 100.000. */
const budgetStarts = budgets.map((band) => Number.parseInt(band.value, 10));

const office = (index: number) =>
  z.object({
    id: z.enum(["dk", "es"]),
    name: text(`offices.${index}.name`, 60),
    street: text(`offices.${index}.street`, 80),
    postalCode: text(`offices.${index}.postalCode`, 10),
    city: text(`offices.${index}.city`, 40),
    country: text(`offices.${index}.country`, 40),
    countryCode: z.enum(["DK", "ES"]),
    description: text(`offices.${index}.description`, 200),
  });

const days = z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]));
const openingRow = (index: number) =>
  z.object({ label: text("Åbningstider: dage", 30), days, opens: time(`openingHours.${index}.opens`), closes: time(`openingHours.${index}.closes`) });

const packageNames = { starter: "Starter", growth: "Vækst", enterprise: "Enterprise" } as const;

export const FactsSchema = z
  .object({
    phone: z
      .string()
      .trim()
      .regex(/^\+45( \d{2}){4}$/, { error: "Telefonnummer: skriv det som +45 12 34 56 78." }),
    counts: z.object({
      customers: whole("counts.customers", 1, 100_000),
      companiesHelped: whole("counts.companiesHelped", 1, 100_000),
      successfulCampaigns: whole("counts.successfulCampaigns", 1, 100_000),
      itCompaniesHelped: whole("counts.itCompaniesHelped", 1, 100_000),
      employees: whole("counts.employees", 1, 10_000),
    }),
    lifts: z.object({
      averageLead: whole("lifts.averageLead", 1, 500),
      qualifiedLow: whole("lifts.qualifiedLow", 1, 500),
      qualifiedHigh: whole("lifts.qualifiedHigh", 1, 500),
      greenEnergyConversion: whole("lifts.greenEnergyConversion", 1, 100),
      inHouseSaving: whole("lifts.inHouseSaving", 1, 100),
    }),
    responseHours: whole("responseHours", 1, 72),
    hourRate: whole("hourRate", 100, 5_000),
    packages: z.object({
      starter: z.object({ from: whole("packages.starter.from", 1_000, 1_000_000), hours: whole("packages.starter.hours", 1, 1_000) }),
      growth: z.object({ from: whole("packages.growth.from", 1_000, 1_000_000), hours: whole("packages.growth.hours", 1, 1_000) }),
      enterprise: z.object({
        from: whole("packages.enterprise.from", 1_000, 1_000_000),
        hours: whole("packages.enterprise.hours", 1, 5_000),
        teamSize: z
          .string()
          .trim()
          .regex(/^\d+(–\d+)?$/, { error: "Enterprise: holdets størrelse skrives som 3–4 (med tankestreg) eller 3." }),
      }),
    }),
    packageIncludes: z.object({
      items: z
        .array(text("packageIncludes.items", 80))
        // Pages quote the items by their place (home and the comparison the 1st, services the 3rd …).
        .length(5, {
          error:
            "Det er med i alle pakker: skriv præcis 5 punkter, ét pr. linje og i samme rækkefølge: projektleder, målgruppe og samtaleguide, CRM, rapport, statusmøde.",
        }),
      text: text("packageIncludes.text", 240),
    }),
    addOns: z.object({
      payPerMeeting: z.object({
        from: whole("addOns.payPerMeeting.from", 100, 100_000),
        typicalLow: whole("addOns.payPerMeeting.typicalLow", 100, 100_000),
        typicalHigh: whole("addOns.payPerMeeting.typicalHigh", 100, 100_000),
      }),
      leadQualification: whole("addOns.leadQualification", 1, 100_000),
      singleMeeting: whole("addOns.singleMeeting", 1, 100_000),
      marketSurvey: whole("addOns.marketSurvey", 1, 1_000_000),
      databaseBuilding: whole("addOns.databaseBuilding", 1, 10_000),
    }),
    digitalFromPrices: z.object({
      hjemmesider: whole("digitalFromPrices.hjemmesider", 1_000, 1_000_000),
      "ai-integration": whole("digitalFromPrices.ai-integration", 1_000, 1_000_000),
      webudvikling: whole("digitalFromPrices.webudvikling", 1_000, 1_000_000),
      "api-saas": whole("digitalFromPrices.api-saas", 1_000, 1_000_000),
    }),
    openingHours: z.tuple([openingRow(0), openingRow(1), openingRow(2)]),
    offices: z.tuple([office(0), office(1)]),
  })
  .superRefine((facts, ctx) => {
    const problem = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const rate = facts.hourRate;
    for (const name of ["starter", "growth", "enterprise"] as const) {
      const pack = facts.packages[name];
      if (pack.from === pack.hours * rate) continue;
      const label = packageNames[name];
      // Say which change makes it whole: the hours that fit the new price when it divides evenly, else the price that fits the hours.
      const fix =
        pack.from % rate === 0
          ? `ret timerne til ${formatKr(pack.from / rate)} (${formatKr(pack.from)} kr. / ${formatKr(rate)} kr.), eller prisen til ${formatKr(pack.hours * rate)} kr.`
          : `ret prisen til ${formatKr(pack.hours * rate)} kr. (${pack.hours} timer × ${formatKr(rate)} kr.), eller vælg en pris, der går op i ${formatKr(rate)} kr., fx ${formatKr(Math.round(pack.from / rate) * rate)} kr. for ${formatKr(Math.round(pack.from / rate))} timer.`;
      problem(
        ["packages", name, "from"],
        `${label}: ${formatKr(pack.from)} kr. for ${pack.hours} timer er ikke ${formatKr(rate)} kr. pr. salgstime. Alle pakker har samme timepris: ${fix}`,
      );
    }
    for (const [slug, from] of Object.entries(facts.digitalFromPrices)) {
      if (!budgetStarts.includes(from)) {
        problem(
          ["digitalFromPrices", slug],
          `${factLabel(`digitalFromPrices.${slug}`)}: ${formatKr(from)} kr. skal være starten på et af tilbudsformularens budgetspænd: ${budgetStarts.map((start) => `${formatKr(start)} kr.`).join(", ")}.`,
        );
      }
    }
    const ppm = facts.addOns.payPerMeeting;
    if (ppm.typicalLow > ppm.typicalHigh)
      problem(["addOns", "payPerMeeting", "typicalHigh"], "No Cure No Pay: den typiske pris »til« skal være mindst lige så høj som »fra«.");
    if (ppm.from > ppm.typicalLow)
      problem(["addOns", "payPerMeeting", "from"], "No Cure No Pay: den laveste pris kan ikke være højere end den typiske pris »fra«.");
    if (facts.lifts.qualifiedLow > facts.lifts.qualifiedHigh)
      problem(["lifts", "qualifiedHigh"], "Kvalificerede leads: spændets top skal være mindst lige så høj som bunden.");
    if (facts.counts.companiesHelped > facts.counts.customers)
      problem(["counts", "companiesHelped"], "Virksomheder hjulpet med telemarketing er en del af kunderne: tallet kan ikke være større end antal kunder.");
    if (facts.counts.itCompaniesHelped > facts.counts.companiesHelped)
      problem(["counts", "itCompaniesHelped"], "IT-virksomhederne er en del af de virksomheder, vi har hjulpet: tallet kan ikke være større.");
    facts.openingHours.forEach((row, index) => {
      if ((row.opens === null) !== (row.closes === null))
        problem(["openingHours", index, "closes"], `${row.label}: udfyld både åbner og lukker, eller ingen af dem (lukket).`);
      else if (row.opens && row.closes && row.opens >= row.closes)
        problem(["openingHours", index, "closes"], `${row.label}: lukketiden skal være efter åbningstiden.`);
    });
  }) satisfies z.ZodType<Facts>;
