/**
 * The company pages buyers read before they call: /ydelser, /samarbejdspartner, /priser,
 * /hvorfor-{brand slug} and /om-os (docs/requirements.md §2). Expected copy, prices and claims are read from the
 * content modules and site.ts, so the tests follow the content instead of repeating it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as about from "../../app/content/about.ts";
import { cases } from "../../app/content/cases.ts";
import { contactPeople, contactPeopleTitle, people, peopleSection } from "../../app/content/company.ts";
import * as home from "../../app/content/home.ts";
import { weeklyReport } from "../../app/content/client-terms.ts";
import { privacyNote } from "../../app/content/privacy-note.ts";
import * as costComparison from "../../app/content/cost-comparison.ts";
import { whyPath } from "../../app/content/site.ts";
import * as partner from "../../app/content/partner.ts";
import * as pricing from "../../app/content/pricing.ts";
import * as services from "../../app/content/services.ts";
import { claims, formatKr, industries, prices } from "../../app/content/site.ts";
import * as why from "../../app/content/why.ts";
import { fullTitle } from "../../app/lib/meta.ts";
import { initials } from "../../app/components/ui/person-image.tsx";
import { personSlug } from "../../app/content/image-slots.ts";
import { fileImages } from "../../app/server/content/image-snapshot.server.ts";
import { axeViolations, baseUrl, useBrowser } from "./support/browser.ts";

/** Each page with the h2 headings its sections must show, in order (docs/requirements.md §2). */
const pages = [
  {
    path: "/ydelser",
    content: services,
    headings: [
      services.sections.services.title,
      services.sections.pricing.title,
      services.sections.values.title,
      services.sections.benefits.title,
      services.sections.industries.title,
      services.sections.stats.title,
      services.sections.cta.title,
    ],
  },
  {
    path: "/samarbejdspartner",
    content: partner,
    headings: [
      partner.sections.benefits.title,
      partner.sections.process.title,
      weeklyReport.title,
      partner.sections.longText.title,
      partner.formIntro.title,
      partner.sections.faq.title,
    ],
  },
  {
    path: "/priser",
    content: pricing,
    headings: [
      pricing.sections.packages.title,
      pricing.payPerMeeting.title,
      pricing.sections.answers.title,
      pricing.sections.comparison.title,
      pricing.formIntro.title,
    ],
  },
  {
    path: whyPath,
    content: why,
    headings: [
      why.sections.benefits.title,
      why.sections.comparison.title,
      why.sections.usps.title,
      why.challengesSection.title,
      why.sections.steps.title,
      why.formIntro.title,
      why.sections.links.title,
    ],
  },
  {
    path: "/om-os",
    content: about,
    headings: [
      about.sections.story.title,
      about.sections.facts.title,
      peopleSection.title,
      about.sections.values.title,
      about.sections.specialties.title,
      about.cta.title,
    ],
  },
] as const;

const get = (path: string, init?: RequestInit) => fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init });

const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, entity: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[entity] ?? "");

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

/** Normalises whitespace (including the non-breaking spaces Intl may use) for text comparisons. */
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

async function mainText(page: Page): Promise<string> {
  return squash(await page.locator("main").innerText());
}

async function heroActionHrefs(page: Page): Promise<string[]> {
  return page
    .locator("main section")
    .first()
    .locator("a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

describe("proof a buyer looks for", () => {
  it("shows every customer case with its starting point and measured results on /ydelser", async () => {
    const html = decode(await (await get("/ydelser")).text());
    for (const item of cases) {
      expect(html).toContain(item.title);
      expect(html).toContain(item.before);
      for (const result of item.results) expect(html).toContain(result.basis);
      // The company named by kind, size and region; a quote by a role at that kind of company.
      expect(html).toContain(item.client);
      for (const part of Object.values(item.company)) expect(item.client).toContain(part);
      if (item.quote) expect(html).toContain(item.quote.by);
    }
    expect(html).not.toContain("anonyme efter eget ønske");
  });

  it("shows on /samarbejdspartner what the weekly report holds, and answers on /priser what binds a client and how to get out early", async () => {
    const html = decode(await (await get("/samarbejdspartner")).text());
    for (const figure of weeklyReport.figures) {
      expect(html).toContain(figure.label);
      expect(html).toContain(figure.definition);
    }
    const prices = decode(await (await get("/priser")).text());
    for (const answer of pricing.answers) {
      expect(prices).toContain(answer.question);
      expect(prices).toContain(answer.answer);
    }
    expect(prices).toContain('href="/samarbejdspartner#ugerapport"');
  });

  it("gives no two pages of the sitemap the same hero illustration", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const owners = new Map<string, string>();
    for (const path of paths) {
      const html = await (await get(path)).text();
      const hero = html.slice(html.indexOf("<main"), html.indexOf("</section>", html.indexOf("<main")));
      const src = hero.match(/<img [^>]*src="(\/images\/illustrations\/[^"]+)"/)?.[1];
      if (!src) continue;
      expect(owners.get(src), `${path} har samme illustration som ${owners.get(src)}: ${src}`).toBeUndefined();
      owners.set(src, path);
    }
    // The home page, the recruitment pages, the job and service pages and the company pages have one each.
    expect(owners.size).toBeGreaterThan(paths.filter((path) => path.startsWith("/jobs/") || path.startsWith("/digital/")).length);
  });

  it("names the people behind the company on /om-os", async () => {
    const html = decode(await (await get("/om-os")).text());
    for (const person of people) expect(html).toContain(person.name);
  });

  it.each(["/kontakt", "/priser", whyPath, "/samarbejdspartner", "/digital/webudvikling/kontakt"])(
    "says beside the form on %s what happens to the data, with a link to the privacy policy",
    async (path) => {
      const html = decode(await (await get(path)).text());
      expect(html).toContain(privacyNote);
      expect(html).toContain('href="/privatlivspolitik"');
    },
  );
});

describe("served HTML and metadata", () => {
  it.each(pages.map((p) => [p.path, p] as const))("%s answers 200 with its own title, description, canonical and breadcrumb", async (path, { content }) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")).toBe(fullTitle(content.meta.title));
    expect(decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "")).toBe(content.meta.description);
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(new URL(canonical!).pathname).toBe(path);
    const breadcrumb = jsonLdBlocks(html).find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] } | undefined;
    expect(breadcrumb?.itemListElement.at(-1)?.item).toBe(canonical);
  });

  it("gives every company page a different title and description", async () => {
    const heads = await Promise.all(
      pages.map(async ({ path }) => (await (await get(path)).text()).match(/<title>[^<]*<\/title>|<meta name="description"[^>]*>/g)?.join("")),
    );
    expect(new Set(heads).size).toBe(pages.length);
  });

  it("lists the five pages in the sitemap", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const { path } of pages) expect(xml).toContain(`${path}</loc>`);
  });

  it("marks up the FAQ on /samarbejdspartner as FAQPage with its ten questions", async () => {
    const html = await (await get("/samarbejdspartner")).text();
    const faq = jsonLdBlocks(html).find((block) => block["@type"] === "FAQPage") as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq?.mainEntity).toHaveLength(10);
    expect(faq?.mainEntity.map((q) => q.name)).toEqual(partner.faq.map((item) => item.question));
    expect(faq?.mainEntity[0]?.acceptedAnswer.text).toBe(partner.faq[0]?.answer);
  });

  it("describes the /priser packages as Offers in DKK at the prices of site.ts", async () => {
    const html = await (await get("/priser")).text();
    const service = jsonLdBlocks(html).find((block) => block["@type"] === "Service") as
      { offers: { name: string; price: number; priceCurrency: string }[] } | undefined;
    expect(service?.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ["Starter", prices.starter.from, "DKK"],
      ["Vækst", prices.growth.from, "DKK"],
      ["Enterprise", prices.enterprise.from, "DKK"],
    ]);
  });
});

describe("company pages in the browser", () => {
  const { open } = useBrowser();

  it("/ydelser on a phone: the case cards stack, each at most one screen tall, what we did one tap away", async () => {
    const page = await open("/ydelser", { javaScript: false, viewport: { width: 390, height: 844 } });
    const cards = page.locator('ul[aria-label="Kundecases"] > li');
    expect(await cards.count()).toBe(cases.length);
    const boxes = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    for (const box of boxes) {
      expect(box.x).toBe(boxes[0]!.x);
      expect(box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeLessThanOrEqual(844);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const index of cases.keys()) expect(await cards.nth(index).locator("details").count()).toBe(1);
    const details = cards.first().locator("details");
    await details.locator("summary").click();
    expect(await details.getByText(cases[0]!.done[0]!).isVisible()).toBe(true);
    // The starting point shows once: on a phone it opens with what we did (the card shows who and the results),
    // from 640 px it stands above the figures, outside the disclosure, as before.
    const startingPointShown = () =>
      cards
        .first()
        .getByText(cases[0]!.before)
        .evaluateAll((elements) =>
          elements.filter((element) => element.checkVisibility()).map((element) => (element.closest("details") ? "i folden" : "på kortet")),
        );
    expect(await startingPointShown()).toEqual(["i folden"]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await startingPointShown()).toEqual(["på kortet"]);
  });

  it.each(pages.map((p) => [p.path, p] as const))(
    "%s reads fully without JavaScript: one h1 and every section in order",
    async (path, { content, headings }) => {
      const page = await open(path, { javaScript: false });
      expect(await page.locator("h1").allInnerTexts()).toEqual([content.hero.title]);
      const h2s = (await page.locator("main h2").allTextContents()).map(squash);
      expect(h2s).toEqual(headings.map(squash));
      expect(await page.locator("main p").first().isVisible()).toBe(true);
    },
  );

  it("/om-os shows each person with a picture (their photo, or a monogram tile until there is one) beside name and role, and /kontakt names who answers", async () => {
    const about = await open("/om-os", { hydrate: false });
    // No drawn avatars: a person is their photo (built from content/images/people/) or their initials.
    expect(await about.locator('main img[src*="/images/people/"], main img[src*="/images/authors/"]').count()).toBe(0);
    for (const person of people) {
      const card = about.locator("main li", { has: about.getByRole("heading", { name: person.name, exact: true }) });
      expect(await card.textContent(), person.name).toContain(person.role);
      const picture = fileImages.people[personSlug(person.name)]
        ? card.locator(`img[alt="Portræt af ${person.name}"]`)
        : card.locator('span[aria-hidden="true"]', { hasText: initials(person.name) });
      expect(await picture.count(), person.name).toBe(1);
      const box = (await picture.boundingBox())!;
      expect(box.width, person.name).toBeGreaterThanOrEqual(56);
    }
    const contact = await open("/kontakt", { javaScript: false });
    const card = contact.locator("aside", { hasText: contactPeopleTitle });
    for (const person of contactPeople) {
      expect(await card.getByText(person.name, { exact: true }).isVisible(), person.name).toBe(true);
      expect(await card.getByText(person.for, { exact: true }).isVisible(), person.for).toBe(true);
      expect(await card.getByText(initials(person.name), { exact: true }).isVisible(), person.name).toBe(true);
    }
    expect(await axeViolations(await open("/kontakt"))).toEqual([]);
  });

  it("home hero: the first button is the buyer's, to the partner page's form; the career link follows (two buttons); prices one click away; a picture on a phone too", async () => {
    const page = await open("/", { javaScript: false, viewport: { width: 390, height: 844 } });
    const hero = page.locator("main section").first();
    const buttons = hero.locator("a.rounded-full");
    expect(await buttons.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(home.hero().actions.map((action) => action.to));
    expect(new URL(home.hero().actions[0]!.to, baseUrl()).pathname).toBe("/samarbejdspartner");
    expect(await buttons.first().textContent()).toBe(home.hero().actions[0]!.label);
    expect(await hero.locator('a[href="/priser"]').textContent()).toBe(home.hero().pricesLink.label);
    const picture = hero.locator("img");
    expect(await picture.getAttribute("src")).toBe(home.hero().illustration.src);
    expect(await picture.isVisible()).toBe(true);
    await buttons.first().click();
    await page.waitForURL(/\/samarbejdspartner#contact-form$/);
    expect(await page.locator("#contact-form form").count()).toBeGreaterThan(0);
  });

  it.each(pages.map((p) => [p.path] as const))("%s has no axe violations", async (path) => {
    const page = await open(path);
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each([[whyPath, why.comparison]] as const)(
    "%s: on a phone the comparison is stacked as one card per option (no sideways scrolling); from tablet width it is the table",
    async (path, rows) => {
      const phone = await open(path, { hydrate: false, viewport: { width: 375, height: 800 } });
      expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      expect(await phone.locator("#sammenligning table").isVisible()).toBe(false);
      const cards = phone.locator("#sammenligning ul[aria-label] > li");
      expect(await cards.locator("h3").allTextContents()).toEqual(rows.map((row) => row.category));
      for (const [index, row] of rows.entries()) {
        const card = cards.nth(index);
        expect(await card.isVisible()).toBe(true);
        expect(await card.locator("dt").allTextContents()).toEqual(["Opstart", "Omkostning", "Ekspertise", "Fleksibilitet", "Risiko", "Ledelse"]);
        expect(await card.locator("dd").allTextContents()).toEqual([row.setup, row.cost, row.expertise, row.flexibility, row.risk, row.management]);
      }
      expect(await axeViolations(phone)).toEqual([]);

      const tablet = await open(path, { javaScript: false, viewport: { width: 768, height: 1000 } });
      expect(await tablet.locator("#sammenligning table").isVisible()).toBe(true);
      expect(await tablet.locator("#sammenligning ul[aria-label]").isVisible()).toBe(false);
    },
  );

  it("/samarbejdspartner: hero button to the contact form, the form, and an FAQ of ten that opens without JavaScript", async () => {
    const page = await open("/samarbejdspartner", { javaScript: false });
    expect(await heroActionHrefs(page)).toContain("#contact-form");
    expect(await page.locator('#contact-form form[toolname="send_contact_enquiry"]').count()).toBe(1);
    expect(await page.locator("#contact-form").innerText()).toContain(partner.formIntro.text);
    const questions = page.locator("#faq details");
    expect(await questions.count()).toBe(10);
    expect((await questions.locator("summary").allTextContents()).map(squash)).toEqual(partner.faq.map((item) => item.question));
    const withLink = partner.faq.findIndex((item) => item.link);
    await questions.nth(withLink).locator("summary").click();
    const link = questions.nth(withLink).locator("a");
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute("href")).toBe(partner.faq[withLink]!.link!.href);
  });

  it(`${whyPath}: hero buttons to #solutions and #contact-form, both present, the contact form and links on`, async () => {
    const page = await open(whyPath, { javaScript: false });
    const hrefs = await heroActionHrefs(page);
    expect(hrefs).toEqual(expect.arrayContaining(["#solutions", "#contact-form"]));
    expect(await page.locator("#solutions h3").count()).toBe(why.challenges.length);
    expect(await page.locator('#contact-form form[toolname="send_contact_enquiry"]').count()).toBe(1);
    for (const href of ["/priser", "/samarbejdspartner"]) expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    const table = page.locator("#sammenligning table");
    expect(await table.locator("caption").textContent()).toBe(why.sections.comparison.tableCaption);
    expect(await table.locator('th[scope="col"]').allTextContents()).toEqual(["Område", ...why.comparison.map((c) => c.category)]);
    expect(await table.locator('th[scope="row"]').count()).toBe(6);
    // The table's cost row carries the computed monthly cost and hour cost (app/content/cost-comparison.ts).
    expect(await mainText(page)).toContain(squash(costComparison.formatted.inHouseMonthly));
    expect(await mainText(page)).toContain(squash(costComparison.formatted.inHouseHourCost));
  });

  it("/priser: hero buttons to the packages and the form, three packages with the popular one marked, each leading to the form", async () => {
    const page = await open("/priser", { javaScript: false });
    expect(await heroActionHrefs(page)).toEqual(expect.arrayContaining(["#pricing-packages", "#contact-form"]));
    const cards = page.locator("#pricing-packages li:has(> h3)");
    expect(await cards.locator(":scope > h3").allTextContents()).toEqual(pricing.packages.map((p) => p.name));
    const popular = pricing.packages.find((p) => p.popular)!;
    const badge = page.locator("#pricing-packages").getByText(popular.highlight!, { exact: true });
    expect(await badge.count()).toBe(1);
    expect(
      await cards
        .filter({ has: page.getByText(popular.highlight!, { exact: true }) })
        .locator(":scope > h3")
        .textContent(),
    ).toBe(popular.name);
    expect(await cards.locator('a[href="#contact-form"]').count()).toBe(3);
    const form = page.locator('#contact-form form[toolname="request_price_quote"]');
    expect(await form.count()).toBe(1);
    expect(await form.getAttribute("action")).toBe("/priser");
  });

  it("/priser shows the prices of site.ts: packages, add-ons, pay per meeting and the in-house comparison", async () => {
    const page = await open("/priser", { javaScript: false });
    const text = await mainText(page);
    const packagesText = squash(await page.locator("#pricing-packages").innerText());
    for (const amount of [prices.starter.from, prices.growth.from, prices.enterprise.from]) expect(packagesText).toContain(`${formatKr(amount)} kr./md.`);
    expect(packagesText).toContain(`${prices.starter.hours} salgstimer`);
    expect(packagesText).toContain(`${prices.enterprise.hours} salgstimer`);
    expect(packagesText).toContain(`${prices.enterprise.teamSize} sælgere`);
    expect(packagesText).toContain(`mindst ${prices.starter.minimumMonths} måneder`);
    const addOnText = squash(await page.locator("#tilvalg").innerText());
    for (const addOn of [prices.leadQualification, prices.singleMeeting, prices.marketSurvey, prices.databaseBuilding]) {
      expect(addOnText).toContain(`${formatKr(addOn.from)} ${addOn.unit}`);
    }
    expect(await page.locator("#tilvalg h4").count()).toBe(4);
    expect(text).toContain(prices.payPerMeeting.label);
    const comparison = squash(await page.locator("#sammenligning").innerText());
    // The spec's 45.000-60.000 kr./md. for an in-house booker, as the sum of the comparison's cost lines.
    expect(comparison).toContain(`${formatKr(prices.inHouseBooker.min)}–${formatKr(prices.inHouseBooker.max)} kr.`);
    expect(comparison).toContain(squash(costComparison.formatted.saving)); // squash turns the hard space into a space
    // One comparison on /priser: the cost in numbers; the aspects table is /hvorfor's.
    expect(await page.locator("#sammenligning table").count()).toBe(0);
  });

  it("/priser: a hero button scrolls to the packages", async () => {
    const page = await open("/priser");
    await page.locator("main section").first().locator('a[href="#pricing-packages"]').click();
    await page.waitForFunction(() => {
      const top = document.getElementById("pricing-packages")?.getBoundingClientRect().top ?? 9999;
      return Math.abs(top) < 150;
    });
    expect(new URL(page.url()).hash).toBe("#pricing-packages");
  });

  it("/ydelser shows the statistics 200+, 35% and 20+, four services, four industries each with its case and specialities, and calls to action", async () => {
    const page = await open("/ydelser", { javaScript: false });
    const stats = await page.locator("#resultater dd").allTextContents();
    expect(stats).toEqual([claims.companiesHelped.value, claims.averageLeadLift.value, claims.yearsOfExperience.value]);
    expect(stats).toEqual(["200+", "35\u00a0%", "20+"]); // Danish typography: a (hard) space before %
    // A soft hyphen may be added where a heading is rendered (cards.tsx); the reader sees the same word.
    expect((await page.locator("#ydelser h3").allTextContents()).map((t) => t.replace(/\u00ad/g, ""))).toEqual(services.services.map((s) => s.title));
    // Industries and cases are one section: a card per industry, its case and what else we call about there.
    const cards = page.locator('#kundecases ul[aria-label="Kundecases"] > li');
    expect(await cards.locator("p.eyebrow").allTextContents()).toEqual(industries.map((i) => i.name));
    expect(await cards.locator("h3").allTextContents()).toEqual(industries.map((i) => cases.find((c) => c.industry === i.id)!.title));
    for (const [index, industry] of industries.entries()) expect(squash(await cards.nth(index).innerText())).toContain(services.specialities[industry.id]);
    expect(await page.locator("#brancher").count()).toBe(0);
    const ctaBand = page.locator('section[aria-labelledby="cta-title"]');
    for (const href of ["/priser", "/kontakt", "/samarbejdspartner"]) expect(await ctaBand.locator(`a[href="${href}"]`).count(), href).toBe(1);
  });

  it("/om-os shows the three values, the four specialities and a call to action to /kontakt", async () => {
    const page = await open("/om-os", { javaScript: false });
    expect(await page.locator("#vaerdier h3").allTextContents()).toEqual(["Kundefokus", "Kvalitet", "Resultater"]);
    expect((await page.locator("#specialer h3").allTextContents()).map((t) => t.replace(/\u00ad/g, ""))).toEqual([
      "IT og software",
      "Rådgivning og konsulentydelser",
      "Industri og produktion",
      "Energi og miljø",
    ]);
    expect(await page.locator('section[aria-labelledby="cta-title"] a[href="/kontakt"]').count()).toBe(1);
    expect(await mainText(page)).toContain(claims.employees.text);
  });

  it("follows links inside the sections on the client once React runs", async () => {
    const page = await open("/ydelser");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('section[aria-labelledby="cta-title"] a[href="/priser"]').click();
    await page.waitForURL("**/priser");
    await page.locator("h1", { hasText: pricing.hero.title }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it("sends each section's copy once, and React keeps the served markup as it is", async () => {
    const html = await (await fetch(`${baseUrl()}/priser`)).text();
    const sentence = pricing.hero.title;
    const body = html.slice(html.indexOf("<body"));
    expect(body.split(sentence).length - 1, "gange i dokumentets <body>").toBe(1);
    const page = await open("/priser", { hydrate: false });
    const served = await page.locator("main").innerHTML();
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // Only what React owns may change (the form's start time and source path are set on hydration).
    const withoutForm = (markup: string) => markup.replace(/<form[\s\S]*<\/form>/, "");
    expect(withoutForm(await page.locator("main").innerHTML())).toBe(withoutForm(served));
  });
});

describe("the price-quote form on /priser", () => {
  const { open } = useBrowser();

  async function fill(page: Page, name: string) {
    const form = page.locator('form[toolname="request_price_quote"]');
    await form.locator('[name="name"]').fill(name);
    await form.locator('[name="company"]').fill("Testfirma ApS");
    await form.locator('[name="email"]').fill(`${name.toLowerCase().replace(/\s+/g, ".")}@example.com`);
    await form.locator('[name="phone"]').fill("+45 12 34 56 78");
    await form.locator('[name="package"]').selectOption("growth");
    await form.locator('[name="message"]').fill("Vi vil gerne have 10 møder om måneden med IT-chefer.");
    return form;
  }

  it("sends with JavaScript and shows the confirmation on the same page", async () => {
    const page = await open("/priser");
    // Wait until the page has its fill-time token (fetched once the page has loaded).
    await page.waitForFunction(
      () => (document.querySelector('form[toolname="request_price_quote"] input[name="startedAt"]') as HTMLInputElement | null)?.value,
    );
    const form = await fill(page, `Jens Test ${Date.now()}`);
    await form.locator('button[type="submit"]').click();
    const status = page.locator("#contact-form [role=status]");
    await status.waitFor();
    expect(await status.innerText()).toContain("Tak for din forespørgsel!");
    expect(new URL(page.url()).pathname).toBe("/priser");
  });

  it("sends without JavaScript as a plain POST and serves the confirmation", async () => {
    const page = await open("/priser", { javaScript: false });
    const form = await fill(page, `Karen Test ${Date.now()}`);
    const [response] = await Promise.all([
      page.waitForEvent("response", (r) => r.request().method() === "POST"),
      form.locator('button[type="submit"]').click(),
    ]);
    expect(response.status()).toBe(200);
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe("/priser");
    expect(await page.locator("#contact-form [role=status]").innerText()).toContain("Tak for din forespørgsel!");
    expect(await page.locator("h1").textContent()).toBe(pricing.hero.title);
  });
});
