/**
 * What a fact sheet must be before it is published (issue 36 item 3, /admin/indhold/fakta): each
 * field's rule with a Danish message naming it, and the rules between fields that keep the site's
 * story whole — one price per sales hour for every package, a digital from-price at the start of
 * one of the quote form's budget bands, a range whose low end is not above its high end, opening
 * hours that open before they close. The snapshot parses stored rows with it too, so a row
 * written around the editor cannot reach a page (app/server/content/snapshot.server.ts).
 */
import * as z from "zod";
import { budgets } from "../forms/options.ts";
import { formatKr, type Facts } from "./site.ts";

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}: skriv et helt tal.` })
    .int({ error: `${label}: skriv et helt tal.` })
    .min(min, { error: `${label}: mindst ${formatKr(min)}.` })
    .max(max, { error: `${label}: højst ${formatKr(max)}.` });
const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: skriv en tekst.` })
    .trim()
    .min(1, { error: `${label}: må ikke være tom.` })
    .max(max, { error: `${label}: højst ${max} tegn.` });
const time = (label: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label}: skriv et klokkeslæt som 08:00.` })
    .nullable();

/** The lower ends of the quote form's budget bands: 10.000, 25.000, 50.000, 100.000. */
const budgetStarts = budgets.map((band) => Number.parseInt(band.value, 10));

const office = (label: string) =>
  z.object({
    id: z.enum(["dk", "es"]),
    name: text(`${label}: navn`, 60),
    street: text(`${label}: adresse`, 80),
    postalCode: text(`${label}: postnummer`, 10),
    city: text(`${label}: by`, 40),
    country: text(`${label}: land`, 40),
    countryCode: z.enum(["DK", "ES"]),
    description: text(`${label}: beskrivelse`, 200),
  });

const days = z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]));

export const FactsSchema = z
  .object({
    phone: z
      .string()
      .trim()
      .regex(/^\+45( \d{2}){4}$/, { error: "Telefonnummer: skriv det som +45 12 34 56 78." }),
    counts: z.object({
      customers: whole("Antal kunder", 1, 100_000),
      companiesHelped: whole("Virksomheder hjulpet med telemarketing", 1, 100_000),
      successfulCampaigns: whole("Kampagner, der nåede målet", 1, 100_000),
      itCompaniesHelped: whole("IT-virksomheder hjulpet", 1, 100_000),
      employees: whole("Antal medarbejdere", 1, 10_000),
    }),
    lifts: z.object({
      averageLead: whole("Gennemsnitligt løft i leads (%)", 1, 500),
      qualifiedLow: whole("Kvalificerede leads, spændets bund (%)", 1, 500),
      qualifiedHigh: whole("Kvalificerede leads, spændets top (%)", 1, 500),
      greenEnergyConversion: whole("Mødekonvertering i solcellekampagnen (%)", 1, 100),
      inHouseSaving: whole("Besparelse mod en fastansat (%)", 1, 100),
    }),
    responseHours: whole("Svartid (timer)", 1, 72),
    hourRate: whole("Pris pr. salgstime", 100, 5_000),
    packages: z.object({
      starter: z.object({ from: whole("Starter: pris pr. måned", 1_000, 1_000_000), hours: whole("Starter: timer pr. måned", 1, 1_000) }),
      growth: z.object({ from: whole("Growth: pris pr. måned", 1_000, 1_000_000), hours: whole("Growth: timer pr. måned", 1, 1_000) }),
      enterprise: z.object({
        from: whole("Enterprise: pris pr. måned", 1_000, 1_000_000),
        hours: whole("Enterprise: timer pr. måned (mindst)", 1, 5_000),
        teamSize: z
          .string()
          .trim()
          .regex(/^\d+(–\d+)?$/, { error: "Enterprise: holdets størrelse skrives som 3–4 (med tankestreg) eller 3." }),
      }),
    }),
    packageIncludes: z.object({
      items: z
        .array(text("Det er med i alle pakker: punkt", 80))
        .min(3, { error: "Det er med i alle pakker: mindst 3 punkter." })
        .max(8, { error: "Det er med i alle pakker: højst 8 punkter." }),
      text: text("Det er med i alle pakker: sætningen", 240),
    }),
    addOns: z.object({
      payPerMeeting: z.object({
        from: whole("No Cure No Pay: laveste pris pr. møde", 100, 100_000),
        typicalLow: whole("No Cure No Pay: typisk pris, fra", 100, 100_000),
        typicalHigh: whole("No Cure No Pay: typisk pris, til", 100, 100_000),
      }),
      leadQualification: whole("Leadkvalificering: pris pr. lead", 1, 100_000),
      singleMeeting: whole("Enkeltmøde: pris pr. møde", 1, 100_000),
      marketSurvey: whole("Markedsanalyse: pris pr. projekt", 1, 1_000_000),
      databaseBuilding: whole("Databaseopbygning: pris pr. kontakt", 1, 10_000),
    }),
    digitalFromPrices: z.object({
      hjemmesider: whole("Hjemmesider: fra-pris", 1_000, 1_000_000),
      "ai-integration": whole("AI-integration: fra-pris", 1_000, 1_000_000),
      webudvikling: whole("Webudvikling: fra-pris", 1_000, 1_000_000),
      "api-saas": whole("API og SaaS: fra-pris", 1_000, 1_000_000),
    }),
    openingHours: z
      .array(z.object({ label: text("Åbningstider: dage", 30), days, opens: time("Åbningstider: åbner"), closes: time("Åbningstider: lukker") }))
      .length(3),
    offices: z.tuple([office("Kontoret i Danmark"), office("Kontoret i Spanien")]),
  })
  .superRefine((facts, ctx) => {
    const problem = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    for (const name of ["starter", "growth", "enterprise"] as const) {
      const pack = facts.packages[name];
      if (pack.from !== pack.hours * facts.hourRate) {
        const label = name.charAt(0).toUpperCase() + name.slice(1);
        problem(
          ["packages", name, "from"],
          `${label}: ${formatKr(pack.from)} kr. for ${pack.hours} timer er ikke ${formatKr(facts.hourRate)} kr. pr. salgstime. Alle pakker har samme timepris: ret prisen til ${formatKr(pack.hours * facts.hourRate)} kr., timerne eller timeprisen.`,
        );
      }
    }
    for (const [slug, from] of Object.entries(facts.digitalFromPrices)) {
      if (!budgetStarts.includes(from)) {
        problem(["digitalFromPrices", slug], `Fra-prisen ${formatKr(from)} kr. skal være starten på et af tilbudsformularens budgetspænd: ${budgetStarts.map((start) => `${formatKr(start)} kr.`).join(", ")}.`);
      }
    }
    const ppm = facts.addOns.payPerMeeting;
    if (ppm.typicalLow > ppm.typicalHigh) problem(["addOns", "payPerMeeting", "typicalHigh"], "No Cure No Pay: den typiske pris »til« skal være mindst lige så høj som »fra«.");
    if (ppm.from > ppm.typicalLow) problem(["addOns", "payPerMeeting", "from"], "No Cure No Pay: den laveste pris kan ikke være højere end den typiske pris »fra«.");
    if (facts.lifts.qualifiedLow > facts.lifts.qualifiedHigh) problem(["lifts", "qualifiedHigh"], "Kvalificerede leads: spændets top skal være mindst lige så høj som bunden.");
    if (facts.counts.companiesHelped > facts.counts.customers) problem(["counts", "companiesHelped"], "Virksomheder hjulpet med telemarketing er en del af kunderne: tallet kan ikke være større end antal kunder.");
    if (facts.counts.itCompaniesHelped > facts.counts.companiesHelped) problem(["counts", "itCompaniesHelped"], "IT-virksomhederne er en del af de virksomheder, vi har hjulpet: tallet kan ikke være større.");
    facts.openingHours.forEach((row, index) => {
      if ((row.opens === null) !== (row.closes === null)) problem(["openingHours", index, "closes"], `${row.label}: udfyld både åbner og lukker, eller ingen af dem (lukket).`);
      else if (row.opens && row.closes && row.opens >= row.closes) problem(["openingHours", index, "closes"], `${row.label}: lukketiden skal være efter åbningstiden.`);
    });
  }) satisfies z.ZodType<Facts>;
