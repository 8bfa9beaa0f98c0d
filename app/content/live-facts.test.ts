/**
 * A published fact sheet reaches every string the content modules give a page (issue 36 item 3):
 * no module may compute a figure from app/content/site.ts when it loads, or type one by hand. With
 * a fact sheet where every fact is changed, no string any content module exports (objects,
 * arrays, getters, zero-argument functions) may still state one of today's figures.
 */
import { afterAll, describe, expect, it } from "vitest";
import { defaultFacts, factsSourceNow, setFactsSource, type Facts } from "./site.ts";

export const alteredFacts: Facts = {
  phone: "+45 11 22 33 44",
  counts: { customers: 310, companiesHelped: 210, successfulCampaigns: 220, itCompaniesHelped: 55, employees: 60 },
  lifts: { averageLead: 36, qualifiedLow: 31, qualifiedHigh: 52, greenEnergyConversion: 41, inHouseSaving: 42 },
  responseHours: 23,
  hourRate: 390,
  packages: { starter: { from: 15_600, hours: 40 }, growth: { from: 31_200, hours: 80 }, enterprise: { from: 46_800, hours: 120, teamSize: "4–5" } },
  packageIncludes: {
    items: [
      "Fast kampagneleder",
      "Målgruppe og samtaleguide lavet med jer",
      "Alle samtaler i jeres CRM",
      "Rapport med pris pr. møde",
      "Statusmøde med kampagnelederen hver uge",
    ],
    text: "Alle pakker har fast kampagneleder, samtaleguide lavet med jer, samtalerne i jeres CRM, rapport med pris pr. møde og statusmøde hver uge.",
  },
  addOns: {
    payPerMeeting: { from: 810, typicalLow: 1_210, typicalHigh: 1_810 },
    leadQualification: 155,
    singleMeeting: 820,
    marketSurvey: 26_000,
    databaseBuilding: 55,
  },
  digitalFromPrices: { hjemmesider: 25_000, "ai-integration": 25_000, webudvikling: 50_000, "api-saas": 50_000 },
  openingHours: [
    { label: "Mandag–torsdag", days: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "07:30", closes: "16:30" },
    { label: "Fredag", days: ["Friday"], opens: "07:30", closes: "14:30" },
    { label: "Lørdag–søndag", days: ["Saturday", "Sunday"], opens: null, closes: null },
  ],
  offices: [
    { ...defaultFacts.offices[0]!, street: "Nørregade 7, 1. sal", postalCode: "1165", city: "København K" },
    { ...defaultFacts.offices[1]!, street: "Avenida de Andalucía 9", postalCode: "29002" },
  ],
};

/** Today's figures that the altered sheet changes: none may be left in a string. */
const stale = [
  "70 60 50 40",
  "70\u00a060\u00a050\u00a040",
  "4570605040",
  "300+",
  "200+",
  "50+",
  "300 kunder",
  "over 200",
  "35\u00a0%",
  "35 %",
  "35–50",
  "40\u00a0%",
  "375",
  "15.000",
  "30.000",
  "8.00–16.00",
  "8.00–15.00",
  "8:00",
  "Vesterbrogade",
  "København V",
  "Calle Larios",
  "29005",
  "Fast projektleder",
  "hver måned.",
  "24\u00a0timer",
  "24 timer",
  "1.200",
  "1.800",
  "3–4",
  // Package and add-on prices as the pages print them (a bare "45.000" or "150" would also match
  // the in-house booker's 45.000–60.000 kr. and a freelancer's 150 kr. bonus).
  "Fra 45.000",
  "Fra 800 kr.",
  "fra 800\u00a0kr.",
  "Fra 150 kr.",
  "Fra 25.000 kr. pr. projekt",
  "Fra 50 kr.",
];

/*
 * Job ads are left out: their files are the first version of content the editor stores as text
 * (app/server/content/store.server.ts), so a figure in a job ad is the editor's to change; a
 * fact sheet whose publish would leave a published job ad stating a figure it no longer holds
 * is refused by the publish's fact-sheet check instead (app/server/content/facts-store.server.ts).
 * The fact sheet's schema is left out too: its hints are examples in the admin, not page copy.
 */
const modules = import.meta.glob(
  [
    "./*.ts",
    "./digital/*.ts",
    "!./jobs.ts",
    "!./job-*.ts",
    "!./fact-sheet-schema.ts",
    "!./*.test.ts",
    "!./*.server.ts",
    "../lib/structured-data.ts",
    "../forms/options.ts",
  ],
  {
    eager: true,
  },
);

function collect(value: unknown, path: string, out: [string, string][], seen: Set<unknown>) {
  if (typeof value === "string") out.push([path, value]);
  else if (typeof value === "function") {
    if (value.length === 0 && !/^[A-Z]/.test(value.name)) {
      try {
        collect((value as () => unknown)(), `${path}()`, out, seen);
      } catch {
        // A function that needs its arguments after all: not a place a page reads copy from.
      }
    }
  } else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    if (value instanceof Map || value instanceof Set) for (const [key, item] of [...value.entries()].entries()) collect(item, `${path}[${key}]`, out, seen);
    else for (const key of Object.keys(value)) collect((value as Record<string, unknown>)[key], `${path}.${key}`, out, seen);
  }
}

// The source before this file, put back after each block: the worker's files share modules (vitest.config.ts).
const original = factsSourceNow();

describe("a published fact sheet reaches every content module", () => {
  afterAll(() => setFactsSource(original));

  it("states none of today's figures once every fact has changed", () => {
    setFactsSource(() => alteredFacts);
    const found: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      const strings: [string, string][] = [];
      // The build's own sheet states today's figures by definition.
      const { defaultFacts: _defaults, ...live } = exports as Record<string, unknown>;
      collect(live, file, strings, new Set());
      for (const [path, text] of strings) {
        // A figure counts only where no digit comes right before it ("1.200" is not in "31.200").
        for (const figure of stale)
          if (new RegExp(`(?<!\\d)${figure.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(text)) found.push(`${path}: »${figure}« in »${text.slice(0, 120)}«`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe("examples worked from the sheet follow it", () => {
  afterAll(() => setFactsSource(original));

  it("the solar case's conversations follow its lift, the weekly report's example week follows Vækst's hours", async () => {
    const { cases } = await import("./cases.ts");
    const { weeklyReport } = await import("./client-terms.ts");
    setFactsSource(() => ({ ...alteredFacts, packages: { ...alteredFacts.packages, growth: { from: 39_000, hours: 100 } } }));
    const energy = cases.find((c) => c.industry === "energy")!;
    const value = (label: string) => Number(energy.results.find((r) => r.label === label)!.value.replace(".", ""));
    expect(value("Samtaler med beslutnings\u00adtagere")).toBe(293);
    expect(Math.round((value("Bookede møder") / value("Samtaler med beslutnings\u00adtagere")) * 100)).toBe(41);
    expect(weeklyReport.figures.find((f) => f.label === "Salgstimer")!.example).toBe("23,1");
    expect(weeklyReport.intro).toContain("omkring 23 salgstimer");
  });
});
