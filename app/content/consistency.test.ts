/**
 * One voice, no contradictions: reads every content module and every blog article and fails when
 * copy contradicts itself the way a sales director would notice — a banned term from the glossary
 * (docs/content/style-guide.md), pension promised outside the one job page that offers it, a
 * response time other than the agreed forms, or a customer count, founding year or number of
 * freelancers that differs from ./company.ts and the claims of ./site.ts.
 *
 * app/content/legal.ts is left out: another team owns it (the privacy and cookie pages).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as about from "./about.ts";
import { cases } from "./cases.ts";
import * as company from "./company.ts";
import * as costComparison from "./cost-comparison.ts";
import { digitalPages } from "./digital.ts";
import * as home from "./home.ts";
import { freelancePage, jobs } from "./jobs.ts";
import { menus } from "../routes.ts";
import { bannedTerms } from "../lib/content-checks.ts";
import { navigation, publicPages } from "../lib/route-table.ts";
import * as services from "./services.ts";
import * as site from "./site.ts";

type Text = { where: string; text: string };

/** Every string in a value, with the path it was found at; copy a page reads through a function (`reasons()`) counts too. */
function strings(value: unknown, where: string, out: Text[] = []): Text[] {
  if (typeof value === "string") out.push({ where, text: value });
  else if (typeof value === "function" && value.length === 0 && /^[a-z]/.test(value.name)) strings((value as () => unknown)(), `${where}()`, out);
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${where}[${i}]`, out));
  // Copy that names a fact is a function read at render (`story()`, `trackRecordText()`): read it too.
  else if (typeof value === "function" && value.length === 0 && !/^[A-Z]/.test(value.name)) strings((value as () => unknown)(), `${where}()`, out);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) strings(item, `${where}.${key}`, out);
  }
  return out;
}

const pensionJob = site.freelancerRequirements.pensionJobSlug;

/**
 * The content module of every page in the route table (app/routes.ts): each module in this folder
 * that exports a public page's `meta`. A new page's copy is read without listing it here.
 * legal.ts is left out (see above).
 */
const pageModules: Record<string, unknown> = {};
const pageMetas = new Set(publicPages().flatMap((page) => (page.meta ? [page.meta] : [])));
for (const file of readdirSync(import.meta.dirname).filter((name) => /^[a-z0-9-]+\.ts$/.test(name) && name !== "legal.ts")) {
  const module: Record<string, unknown> = await import(`./${file}`);
  if (Object.values(module).some((value) => pageMetas.has(value as never))) pageModules[file.replace(/\.ts$/, "")] = module;
}

const modules: Record<string, unknown> = {
  site: {
    brand: site.brand,
    claims: site.claims,
    offices: site.offices(),
    industries: site.industries,
    responsePromise: site.responsePromise,
    freelancerRequirements: site.freelancerRequirements,
  },
  ...pageModules,
  navigation: { menus, links: navigation() },
  company,
  cases,
  costComparison: {
    formatted: costComparison.formatted,
    calculationText: costComparison.calculationText(),
    lines: costComparison.inHouseMonthlyCosts,
    hours: costComparison.inHouseLostHours,
  },
  freelancePage,
  digital: digitalPages,
};

const blogDir = join(import.meta.dirname, "../../content/blog");
const articles: Text[] = readdirSync(blogDir)
  .filter((file) => file.endsWith(".md"))
  .map((file) => ({ where: `content/blog/${file}`, text: readFileSync(join(blogDir, file), "utf8") }));

const jobTexts: Text[] = jobs.flatMap((job) => strings(job, `jobs/${job.slug}`));
const moduleTexts: Text[] = Object.entries(modules).flatMap(([name, value]) => strings(value, name));
const all: Text[] = [...moduleTexts, ...jobTexts, ...articles];

/** Lines of Markdown prose and front matter, without code blocks (where straight quotes are code). */
const withoutCode = (markdown: string): string => markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`]*`/g, "");

/** What a reader sees: module and job strings except keywords, paths and slugs; article bodies without code. */
const prose: Text[] = [
  ...[...moduleTexts, ...jobTexts].filter((t) => !/\.keywords\[|(?:canonicalPath|path|slug|href|to|src|image|id|value|formValue)$/.test(t.where)),
  ...articles.map((a) => ({ where: a.where, text: withoutCode(a.text.split(/^---$/m).slice(2).join("---")) })),
];

/** Finds every text matching `pattern`, as "where: …excerpt…", for a readable failure. */
function offenders(texts: readonly Text[], pattern: RegExp, allow: (t: Text, match: RegExpExecArray) => boolean = () => false): string[] {
  const found: string[] = [];
  for (const t of texts) {
    const re = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    for (let m = re.exec(t.text); m; m = re.exec(t.text)) {
      if (!allow(t, m)) found.push(`${t.where}: …${t.text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40)}…`);
    }
  }
  return found;
}

describe("the glossary (docs/content/style-guide.md)", () => {
  // The list lives with the editor's checks (app/lib/content-checks.ts): a job ad or article is held to the same words.
  it.each(bannedTerms.map(([pattern, instead]) => [pattern.source, pattern, instead] as const))("never writes /%s/", (_source, pattern, instead) => {
    // quoteType is the spec's »Få tilbud på {type}« (»AI Integration«), kept as quoted.
    expect(
      offenders(all, pattern, (t) => t.where.includes(".keywords") || t.where.endsWith(".quoteType")),
      `skriv i stedet: ${instead}`,
    ).toEqual([]);
  });

  it("spells e-mail with a hyphen: not mail, Email or email (a quoted objection »send mig en mail« keeps the customer's words)", () => {
    const quoted = (t: Text, m: RegExpExecArray): boolean => {
      const before = t.text.slice(0, m.index);
      return (before.match(/»/g)?.length ?? 0) > (before.match(/«/g)?.length ?? 0) || /\]\([^)]*$/.test(before) || /\/[\w-]*$/.test(before);
    };
    expect(offenders(prose, /(?<![Ee]-)\b(?:[Ee]mail|mail(?:en|s|ene)?)\b/, quoted)).toEqual([]);
  });

  it("writes ranges with an en dash (1–2 uger, 45.000–60.000 kr., kl. 8.00–16.00) and a dash between words as –, not -", () => {
    const inLinkOrDate = (t: Text, m: RegExpExecArray): boolean => {
      const before = t.text.slice(0, m.index);
      return (
        /\]\([^)]*$/.test(before) || /\/[\w.-]*$/.test(before) || /\d{4}-\d{2}-\d{2}/.test(t.text.slice(Math.max(0, m.index - 8), m.index + m[0].length + 8))
      );
    };
    expect(offenders(prose, /\d+(?:[.,]\d+)?-\d/, inLinkOrDate)).toEqual([]);
    expect(offenders(prose, / - /)).toEqual([]);
  });

  it("names things with 'og', not '&' (only the spec's 'API & SaaS' keeps it)", () => {
    expect(offenders(all, /[A-ZÆØÅa-zæøå]+ & [A-ZÆØÅa-zæøå]+/, (_t, m) => m[0] === "API & SaaS")).toEqual([]);
  });

  it("quotes with »…« only: no “…”, „…“ or straight quotes in prose", () => {
    expect(offenders(all, /[“”„]/)).toEqual([]);
    const prose = articles.map((a) => ({ where: a.where, text: withoutCode(a.text.split(/^---$/m).slice(2).join("---")) }));
    expect(offenders(prose, /"/)).toEqual([]);
    expect(offenders([...moduleTexts, ...jobTexts], /"/)).toEqual([]);
  });

  it("writes numbers with a percent sign the Danish way: 40 %, not 40%", () => {
    expect(offenders(all, /\d%/)).toEqual([]);
  });

  it("never lets a card link read oddly: a card with a link has no acronym its lower-cased 'Læs mere om …' would break", () => {
    const cards = [...home.services, ...services.services].filter((card) => card.href);
    for (const card of cards) expect(card.title, card.title).not.toMatch(/[A-ZÆØÅ]{2,}/);
    // Each link leads to something about the card, not to the contact form or the generic why-page.
    for (const card of services.services) {
      expect(card.href, card.title).not.toBe("/kontakt");
      expect(card.href, card.title).not.toBe(site.whyPath);
    }
  });
});

describe("pension", () => {
  it(`is promised on /jobs/${pensionJob} and nowhere else (spec: "on one page")`, () => {
    const promise = /pension og sundhedsforsikring|adgang til pension|får (?:du )?(?:også |desuden )?pension/i;
    const outside = [...moduleTexts, ...jobTexts.filter((t) => !t.where.startsWith(`jobs/${pensionJob}`)), ...articles];
    // An article may name the exception, as long as it sends the reader to the one job page.
    expect(offenders(outside, promise, (t) => t.text.includes(`/jobs/${pensionJob}`))).toEqual([]);
    expect(
      strings(
        jobs.find((job) => job.slug === pensionJob),
        "pension",
      ).some((t) => promise.test(t.text)),
    ).toBe(true);
  });

  it("is not denied outright either: the article on pay names the pension campaign as the exception", () => {
    const denial = offenders(articles, /ikke pension/i, (t) => t.text.includes(`/jobs/${pensionJob}`));
    expect(denial).toEqual([]);
  });
});

describe("response time", () => {
  it("is always 'inden for 24 timer på hverdage' in our own copy (the office is closed at weekends)", () => {
    const value = site.claims.responseTime.value;
    const hours = /24[\s\u00a0]timer/;
    expect(offenders(all, hours, (t, m) => t.text === value || /^[\s\u00a0]på hverdage/.test(t.text.slice(m.index + m[0].length)))).toEqual([]);
    // "1-2 arbejdsdage" is the spec's quote confirmation (app/components/forms/quote-form.tsx); our own
    // copy says when the full offer comes only through responsePromise.offer (»inden for 1–2 arbejdsdage«).
    expect(offenders(all, /\d+(?:[-–]\d+)? arbejdsdage|hurtigst muligt/i, (t) => t.text.includes(site.responsePromise.offer))).toEqual([]);
    expect(site.responsePromise.offer).toBe("inden for 1–2 arbejdsdage");
  });
});

describe("track record", () => {
  const { trackRecord, foundedYear } = company;
  const claimNumber = (claim: { value: string }): number => Number.parseInt(claim.value, 10);

  it("states the spec's two counts as two facts that agree: more than 300 customers, over 200 of them with a campaign", () => {
    expect(claimNumber(site.claims.customers)).toBeGreaterThan(claimNumber(site.claims.companiesHelped));
    expect(site.customerCounts.text).toContain(site.claims.customers.text);
    expect(site.customerCounts.text).toContain(`over ${claimNumber(site.claims.companiesHelped)} af dem`);
    expect(company.trackRecordText()).toContain(site.customerCounts.text);
    expect(new Date().getFullYear() - foundedYear).toBeGreaterThanOrEqual(claimNumber(site.claims.yearsOfExperience));
  });

  it("states one founding year everywhere", () => {
    expect(offenders(all, /(?:grundlagt|stiftet|etableret) i (\d{4})/i, (_t, m) => m[1] === String(foundedYear))).toEqual([]);
    for (const person of company.people) expect(person.since, person.name).toBeGreaterThanOrEqual(foundedYear);
  });

  it("states one number of customers, companies, employees and freelancers everywhere", () => {
    // Only the spec's rounded counts: a more precise figure beside them (230, 320, 54) reads as a contradiction.
    const allowed: Record<string, readonly number[]> = {
      kunder: [claimNumber(site.claims.customers)],
      virksomheder: [claimNumber(site.claims.companiesHelped)],
      "IT-virksomheder": [claimNumber(site.claims.itCompaniesHelped)],
      medarbejdere: [claimNumber(site.claims.employees)],
      ansatte: [claimNumber(site.claims.employees)],
      freelancere: [trackRecord.activeFreelancers],
    };
    // Our own counts: "over 200 virksomheder", "vi er 54 ansatte", "85 freelancere". A client's size
    // ("virksomheder med 3 til 50 ansatte") has no such lead-in and is not checked.
    const count =
      /(?:over|mere end|flere end|vi er|har hjulpet|for) (\d{2,4})\+? (kunder|IT-virksomheder|virksomheder|medarbejdere|ansatte|freelancere)\b|\b(\d{2,4}) (freelancere)\b/g;
    const aboutUs = (_t: Text, m: RegExpExecArray): boolean => {
      const [n, noun] = m[1] ? [m[1], m[2]!] : [m[3]!, m[4]!];
      return allowed[noun]!.includes(Number(n));
    };
    expect(offenders([...moduleTexts, ...jobTexts], count, aboutUs)).toEqual([]);
    expect(offenders(all, /(\d+) års erfaring/, (_t, m) => Number(m[1]) === claimNumber(site.claims.yearsOfExperience))).toEqual([]);
  });

  it("keeps every case inside the claims it illustrates", () => {
    const [low, high] = site.claims.qualifiedLeadsLift.value
      .split(/[-–\u00a0%]/)
      .filter(Boolean)
      .map(Number) as [number, number];
    for (const c of cases) {
      for (const result of c.results.filter((r) => r.label === "Flere kvalificerede leads")) {
        const n = Number.parseInt(result.value, 10);
        expect(n, c.id).toBeGreaterThanOrEqual(low);
        expect(n, c.id).toBeLessThanOrEqual(high);
      }
    }
    const energy = cases.find((c) => c.industry === "energy")!;
    const value = (label: string): number => Number.parseInt(energy.results.find((r) => r.label === label)!.value, 10);
    expect(Math.round((value("Bookede møder") / value("Samtaler med beslutnings\u00adtagere")) * 100)).toBe(claimNumber(site.claims.greenEnergyConversion));
    expect(new Set(cases.map((c) => c.industry))).toEqual(new Set(site.industries.map((i) => i.id)));
  });

  it("does not repeat the same statistic on every page: home, /ydelser and /om-os each show their own figures", () => {
    const home_ = home.stats.map((s) => s.value);
    const services_ = services.stats.map((s) => s.value);
    const about_ = about.facts.map((s) => s.value);
    const shared = home_.filter((v) => services_.includes(v) && about_.includes(v));
    expect(shared).toEqual([]);
  });
});

describe("the privacy line under business forms", () => {
  it("states the period the retention job deletes enquiries after", async () => {
    const { privacyNoteFor } = await import("./privacy-note.ts");
    expect(privacyNoteFor(730)).toContain("sletter dem 2 år efter sidste kontakt");
    expect(privacyNoteFor(365)).toContain("et år");
    expect(privacyNoteFor(90)).toContain("90 dage");
    expect(privacyNoteFor(0)).not.toContain("sletter");
  });
});
