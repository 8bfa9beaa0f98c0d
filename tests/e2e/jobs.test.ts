/**
 * Recruitment (issue 5): /freelance-telemarketing and the job pages under /jobs/* (one per file in
 * app/content/jobs; every count below comes from those files), their
 * JobPosting data and the application form that records the job.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freelancePage, getJobListingsWithoutRemote, jobListings, jobPages, remoteJobSlug } from "../../app/content/jobs.ts";
import { countInWords, freelancerRequirements, limits } from "../../app/content/site.ts";
import { initials } from "../../app/components/ui/person-image.tsx";
import { axeViolations, baseUrl, useBrowser } from "./support/browser.ts";
import { listEnquiries, removeDir, startServer, type TestServer } from "./support/server.ts";

const get = (path: string, init?: RequestInit) => fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init });

type JsonLd = Record<string, unknown> & { "@type"?: string };

async function jsonLdBlocks(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

const byType = (blocks: JsonLd[], type: string) => blocks.filter((block) => block["@type"] === type);
const applyForm = '#apply form[toolname="apply_for_freelance_job"]';
const pensionMonths = freelancerRequirements.pensionAfterMonths;

describe("recruitment pages over HTTP", () => {
  it("serves /freelance-telemarketing and every job page with their own canonical", async () => {
    for (const path of ["/freelance-telemarketing", ...jobListings.map((job) => job.path)]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(new URL(canonical!).pathname, path).toBe(path);
    }
  });

  it("answers an unknown job with the Danish 404 page", async () => {
    const response = await get("/jobs/xyz");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Siden findes ikke");
    expect(html).not.toContain("apply_for_freelance_job");
  });

  it("answers the English paths the old job pages declared with a 301 to the Danish route", async () => {
    for (const [from, to] of [
      ["/jobs/coffee-service", "/jobs/kaffe-service"],
      ["/jobs/mat-service", "/jobs/matte-service"],
      ["/jobs/solar-energy", "/jobs/solenergi"],
      ["/jobs/energy-sales", "/jobs/energi-salg"],
      ["/Jobs/Solar-Energy/?utm_source=job", "/jobs/solenergi?utm_source=job"],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("lists /freelance-telemarketing and every job page in the sitemap", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const path of ["/freelance-telemarketing", ...jobListings.map((job) => job.path)]) expect(locs).toContain(path);
  });
});

describe("job pages in the browser", () => {
  const { open } = useBrowser();

  it("makes /freelance-telemarketing and the job pages distinct: own h1, description and intro text", async () => {
    const seen = { h1: new Set<string>(), description: new Set<string>(), lead: new Set<string>(), intro: new Set<string>() };
    let tab: Page | undefined;
    for (const path of ["/freelance-telemarketing", ...jobListings.map((job) => job.path)]) {
      const page = (tab = await open(path, { javaScript: false, tab }));
      const h1 = await page.locator("h1").allTextContents();
      expect(h1, path).toHaveLength(1);
      seen.h1.add(h1[0]!);
      seen.description.add((await page.locator('meta[name="description"]').getAttribute("content"))!);
      seen.lead.add((await page.locator("h1 + div").textContent())!);
      if (path !== "/freelance-telemarketing") seen.intro.add((await page.locator("#om-jobbet p").first().textContent())!);
    }
    expect(seen.h1.size).toBe(jobListings.length + 1);
    expect(seen.description.size).toBe(jobListings.length + 1);
    expect(seen.lead.size).toBe(jobListings.length + 1);
    expect(seen.intro.size).toBe(jobListings.length);
  });

  it("shows each job's own illustration in the hero from 640 px (a phone goes straight to the text: issue 38), loaded from our origin with its size and Danish alt text", async () => {
    const shown = new Set<string>();
    let tab: Page | undefined;
    for (const job of jobListings) {
      const { illustration } = jobPages[job.slug]!;
      const page = (tab = await open(job.path, { javaScript: false, viewport: { width: 768, height: 1024 }, tab }));
      const picture = page.locator("main > section").first().locator("img");
      expect(await picture.getAttribute("src"), job.path).toBe(illustration.src);
      expect(await picture.getAttribute("alt"), job.path).toBe(illustration.alt);
      expect([await picture.getAttribute("width"), await picture.getAttribute("height")], job.path).toEqual(["480", "360"]);
      await picture.scrollIntoViewIfNeeded();
      expect(await picture.isVisible(), job.path).toBe(true);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: job.path }).toBeGreaterThan(0);
      shown.add(illustration.src);
    }
    expect(shown.size).toBe(jobListings.length);
  });

  it.each(jobListings.map((job) => [job.path, job] as const))(
    "%s reads fully without JavaScript: hero, benefits, lists, pay, testimonials, FAQ and the form in #apply",
    async (path, job) => {
      const content = jobPages[job.slug]!;
      const page = await open(path, { javaScript: false });
      const main = (await page.locator("main").textContent())!;

      expect(await page.locator("h1").textContent()).toBe(content.hero.title);
      expect(main).toContain(content.hero.lead);
      for (const paragraph of content.intro) expect(main).toContain(paragraph);

      // The hero's apply button is a plain anchor to the form.
      const hero = page.locator("main > section").first();
      expect(await hero.locator("a", { hasText: "Søg stillingen" }).getAttribute("href")).toBe("#apply");
      expect(await page.locator(applyForm).count()).toBe(1);
      expect(await page.locator(`${applyForm} input[name="job"]`).inputValue()).toBe(job.slug);
      expect(await page.locator(applyForm).getAttribute("action")).toBe(path);

      expect(await page.locator("#fordele h3").allTextContents()).toEqual(content.benefits.map((benefit) => benefit.title));
      const practice = (await page.locator("#jobbet").textContent())!;
      for (const item of [...content.tasks, ...content.requirements, ...content.offers]) expect(practice, item).toContain(item);
      expect(await page.locator("#loen").textContent()).toContain(content.pay);

      const testimonials = page.locator("#udtalelser figure");
      expect(await testimonials.count()).toBe(content.testimonials.length);
      for (const testimonial of content.testimonials) {
        const figure = page.locator("#udtalelser figure", { hasText: testimonial.name });
        expect(await figure.getByText(initials(testimonial.name), { exact: true }).isVisible(), testimonial.name).toBe(true);
        expect(await page.locator("#udtalelser").textContent()).toContain(testimonial.title);
      }

      expect(await page.locator("#faq summary h3").allTextContents()).toEqual(content.faq.map((item) => item.question));
    },
  );

  it.each(jobListings.map((job) => [job.path, job] as const))("%s has JobPosting, FAQPage and BreadcrumbList JSON-LD", async (path, job) => {
    const content = jobPages[job.slug]!;
    const page = await open(path, { javaScript: false });
    const blocks = await jsonLdBlocks(page);
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href"))!;

    const postings = byType(blocks, "JobPosting");
    expect(postings).toHaveLength(1);
    const posting = postings[0]!;
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      title: job.title,
      description: content.jobPosting.description,
      datePosted: content.jobPosting.datePosted,
      validThrough: content.jobPosting.validThrough,
      employmentType: ["CONTRACTOR", "PART_TIME"],
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "Danmark" },
      directApply: true,
      identifier: { "@type": "PropertyValue", value: job.slug },
      url: canonical,
    });
    const organization = posting.hiringOrganization as Record<string, string>;
    expect(organization["@type"]).toBe("Organization");
    expect(organization.name).toBeTruthy();
    expect(organization.sameAs).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(organization.logo).toMatch(/^https?:\/\/.+\/images\/logo\.svg$/);
    // Dates Google can read, and a posting that is still open after it was posted.
    expect(String(posting.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(Date.parse(String(posting.datePosted)));
    expect(String(posting.description)).not.toMatch(/<[^>]+>/);

    const [faq] = byType(blocks, "FAQPage");
    expect((faq!.mainEntity as { name: string }[]).map((entity) => entity.name)).toEqual(content.faq.map((item) => item.question));

    const [breadcrumbs] = byType(blocks, "BreadcrumbList");
    const items = breadcrumbs!.itemListElement as { name: string; item: string }[];
    expect(items.map((item) => item.name)).toEqual(["Forside", "Ledige stillinger", job.title]);
    expect(items.at(-1)!.item).toBe(canonical);
  });

  it("scrolls to the application form when the apply button is clicked", async () => {
    const page = await open("/jobs/kaffe-service");
    await page.locator("main > section").first().getByRole("link", { name: "Søg stillingen" }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById("apply")?.getBoundingClientRect().top ?? -1;
      return location.hash === "#apply" && top >= 0 && top < 200;
    });
  });

  it("tells the pension page's recruits about pension and health insurance after 3 months", async () => {
    const page = await open("/jobs/pensionsordning", { javaScript: false });
    const text = (await page.locator("main").textContent())!;
    expect(text).toContain(`Pension til dig efter ${pensionMonths} måneder`);
    expect(text).toContain(`pension og sundhedsforsikring efter ${pensionMonths} måneder`);
    // Said in the hero, a benefit and the FAQ – not again in the offers or a testimonial.
    expect(await page.locator("#faq").textContent()).toContain(`Efter ${pensionMonths} måneder på kampagnen får du pension og sundhedsforsikring`);
    expect(await page.locator("#jobbet").textContent()).not.toContain("sundhedsforsikring efter");
    // Only the pension campaign promises it.
    const other = await open("/jobs/inkasso", { javaScript: false });
    expect(await other.locator("main").textContent()).not.toContain("sundhedsforsikring");
  });

  it("gives the work-from-home page its extra blocks and links to every industry job", async () => {
    const remote = jobPages[remoteJobSlug]!.remote!;
    const page = await open("/jobs/arbejd-hjemmefra", { javaScript: false });

    // One card per job type with its description, requirements and benefits (the job types and the job options in one).
    const types = page.locator("#jobtyper li:has(> h3)");
    expect(await types.locator("h3").allTextContents()).toEqual(remote.jobTypes.map((type) => type.title));
    for (const [index, type] of remote.jobTypes.entries()) {
      const text = (await types.nth(index).textContent())!;
      for (const item of [type.description, ...type.requirements, ...type.benefits]) expect(text, item).toContain(item);
      expect(await types.nth(index).locator("h4").allTextContents()).toEqual(["Krav", "Fordele"]);
    }
    // Each shared requirement is said once, in »Det forventer vi«, not again on a job type.
    const typeItems = await types.locator("ul li").allTextContents();
    for (const requirement of freelancerRequirements.items) expect(typeItems, requirement).not.toContain(requirement);
    const expectations = page.locator("#forventninger");
    expect(await expectations.locator("h3").allTextContents()).toEqual(["Det beder vi dig om", "Det kan du regne med"]);
    expect(await expectations.locator("h3 + ul").nth(0).locator("li").allTextContents()).toEqual(remote.expectations.ofYou);
    expect(await expectations.locator("h3 + ul").nth(1).locator("li").allTextContents()).toEqual(remote.expectations.ofUs);

    const industryLinks = await page.locator("#brancher li a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(industryLinks).toEqual(getJobListingsWithoutRemote().map((job) => job.path));
    expect(industryLinks).toHaveLength(jobListings.length - 1);
    // An industry card is the campaign's title as its link: no icon, no line that the campaign's page says.
    const industryCards = page.locator("#brancher li");
    expect(await industryCards.locator("h3 a").allTextContents()).toEqual(getJobListingsWithoutRemote().map((job) => job.title));
    expect(await industryCards.locator("svg, p").count()).toBe(0);
    expect(await industryCards.first().evaluate((card) => card.children.length)).toBe(1);
    expect(await page.locator('main a[href="/freelance-telemarketing"]').count()).toBeGreaterThan(0);

    // The closing call to action is one line under the campaigns, not a band (issue 38, tenth pass): the same two links.
    const cta = page.locator("#brancher #klar");
    expect(await cta.innerText()).toContain("Klar til at arbejde hjemmefra?");
    const ctaLinks = await cta.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(ctaLinks).toEqual(["/jobs/arbejd-hjemmefra#apply", "/kontakt"]);

    // An industry page has none of the work-from-home blocks.
    const industry = await open("/jobs/solenergi", { javaScript: false });
    expect(await industry.locator("#jobtyper, #roller, #forventninger, #brancher").count()).toBe(0);
  });

  it("loads the work-from-home blocks after a client-side navigation too", async () => {
    const page = await open("/jobs/kaffe-service");
    const menu = page.locator('details[data-menu="jobs"]');
    await menu.locator("summary").click();
    await menu.locator('a[href="/jobs/arbejd-hjemmefra"]').click();
    await page.waitForFunction((title) => document.querySelector("h1")?.textContent === title, jobPages[remoteJobSlug]!.hero.title);
    await page.locator("#brancher li a").first().waitFor();
    expect(await page.locator("#brancher li a").count()).toBe(getJobListingsWithoutRemote().length);
    expect(await page.locator(applyForm).count()).toBe(1);
  });

  it("fits a phone screen without horizontal scrolling", async () => {
    let tab: Page | undefined;
    for (const path of ["/freelance-telemarketing", "/jobs/arbejd-hjemmefra", "/jobs/led-belysning"]) {
      const page = (tab = await open(path, { viewport: { width: 360, height: 780 }, hydrate: false, tab }));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBe(0);
    }
  });

  it("has no axe violations on /freelance-telemarketing and four job pages", async () => {
    let tab: Page | undefined;
    for (const path of ["/freelance-telemarketing", "/jobs/arbejd-hjemmefra", "/jobs/kaffe-service", "/jobs/pensionsordning", "/jobs/inkasso"]) {
      const page = (tab = await open(path, { tab }));
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});

describe("/freelance-telemarketing", () => {
  const { open } = useBrowser();

  it("links the hero to the work-from-home page's form and /kontakt and highlights working from home", async () => {
    const page = await open("/freelance-telemarketing", { javaScript: false });
    expect(await page.locator("h1").textContent()).toBe(freelancePage.hero.title);
    const hero = page.locator("main > section").first();
    expect(await hero.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(["/jobs/arbejd-hjemmefra#apply", "/kontakt"]);
    const highlight = page.locator('section[aria-labelledby="hjemmefra-title"]');
    expect(await highlight.locator("h2").textContent()).toBe(freelancePage.workFromHome.title);
    for (const point of freelancePage.workFromHome.points) expect(await highlight.textContent()).toContain(point);
    expect(await highlight.locator('a[href="/jobs/arbejd-hjemmefra"]').count()).toBe(1);
  });

  it(`shows exactly the first ${limits.jobGridSize} job listings, each linking to its page and to its form`, async () => {
    const page = await open("/freelance-telemarketing", { javaScript: false });
    const cards = page.locator('#stillinger ul[aria-label="Ledige stillinger"] > li');
    expect(await cards.count()).toBe(limits.jobGridSize);
    const links = await cards.locator("h3 a").evaluateAll((links) => links.map((a) => [a.getAttribute("href"), a.textContent]));
    expect(links).toEqual(jobListings.slice(0, limits.jobGridSize).map((job) => [job.path, job.title]));
    const apply = await cards.locator('a[href$="#apply"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(apply).toEqual(jobListings.slice(0, limits.jobGridSize).map((job) => `${job.path}#apply`));
    // The rest are one link away: the work-from-home page lists every open campaign.
    const all = page.locator('#stillinger a[href="/jobs/arbejd-hjemmefra#brancher"]');
    expect(await all.textContent()).toContain(`Se alle ${countInWords(getJobListingsWithoutRemote().length)} kampagner`);
    await all.click();
    expect(await page.locator('#brancher ul[aria-label="Stillinger efter branche"] > li').count()).toBe(getJobListingsWithoutRemote().length);
  });

  it("describes both roles with the freelancer requirements and benefits", async () => {
    const page = await open("/freelance-telemarketing", { javaScript: false });
    const roles = page.locator("#roller li:has(> h3)");
    expect(await roles.locator("h3").allTextContents()).toEqual(["Freelance telefonsælger", "Freelance mødebooker"]);
    for (const [index, role] of freelancePage.roles.entries()) {
      const items = await roles.nth(index).locator("ul li").allTextContents();
      for (const requirement of freelancerRequirements.items) expect(items, requirement).toContain(requirement);
      for (const benefit of role.benefits) expect(items, benefit).toContain(benefit);
    }
    expect(freelancerRequirements.items[0]).toBe(`Mindst ${freelancerRequirements.minHoursPerWeek} timer om ugen`);
  });

  it("has benefits, two testimonials, four steps, the pay model, an FAQ with JSON-LD and a closing call to action", async () => {
    const page = await open("/freelance-telemarketing", { javaScript: false });
    expect(await page.locator("#fordele h3").allTextContents()).toEqual(freelancePage.benefits.map((benefit) => benefit.title));

    const figures = page.locator("#udtalelser figure");
    expect(await figures.count()).toBe(2);
    for (const testimonial of freelancePage.testimonials) {
      const monogram = page.locator("#udtalelser figure", { hasText: testimonial.name }).getByText(initials(testimonial.name), { exact: true });
      expect((await monogram.boundingBox())?.width).toBe(56);
      const text = (await page.locator("#udtalelser").textContent())!;
      expect(text).toContain(testimonial.name);
      expect(text).toContain(testimonial.title);
    }

    expect(await page.locator("#saadan ol > li").count()).toBe(4);
    for (const point of freelancePage.payModel.points) expect(await page.locator("#loen").textContent()).toContain(point);

    const questions = await page.locator("#faq summary h3").allTextContents();
    expect(questions).toEqual(freelancePage.faq.map((item) => item.question));
    const [faq] = byType(await jsonLdBlocks(page), "FAQPage");
    expect((faq!.mainEntity as { name: string }[]).map((entity) => entity.name)).toEqual(questions);

    const cta = page.locator('section[aria-labelledby="cta-title"]');
    expect(await cta.locator("h2").textContent()).toBe(freelancePage.cta.title);
    expect(await cta.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(["/jobs/arbejd-hjemmefra#apply", "/kontakt"]);
  });
});

describe("applying from a job page stores the application with its job", () => {
  const { open } = useBrowser();
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  async function fill(page: Page, name: string, email: string) {
    const form = page.locator(applyForm);
    await form.locator('[name="name"]').fill(name);
    await form.locator('[name="phone"]').fill("+45 22 33 44 55");
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="hours"]').selectOption("20-25");
    await form.locator('[name="message"]').fill("Jeg har tre års erfaring med kundeservice og kan starte med det samme.");
    await form.locator('[name="consent"]').check();
    await form.locator('button[type="submit"]').click();
  }

  it("with JavaScript on /jobs/kaffe-service and without on /jobs/solenergi", async () => {
    const withJs = await open(`${server.url}/jobs/kaffe-service`);
    // The form's own chunk hydrates after the page; it stamps its start time when it has.
    await withJs.waitForFunction((selector) => document.querySelector<HTMLInputElement>(`${selector} input[name="startedAt"]`)?.value !== "", applyForm);
    await fill(withJs, "Ida Thygesen", "ida@eksempel.dk");
    await withJs.getByText("Tak for din ansøgning!", { exact: true }).waitFor();
    expect(await withJs.locator("#apply").textContent()).toContain("Mødebooker – kaffeservice");
    expect(new URL(withJs.url()).pathname).toBe("/jobs/kaffe-service");

    const withoutJs = await open(`${server.url}/jobs/solenergi`, { javaScript: false });
    await fill(withoutJs, "Kasper Frost", "kasper@eksempel.dk");
    await withoutJs.waitForLoadState();
    expect(await withoutJs.getByText("Tak for din ansøgning!", { exact: true }).count()).toBe(1);
    expect(await withoutJs.locator("body").textContent()).toContain("Mødebooker – solenergi");

    await server.stop();
    const rows = listEnquiries({ DATA_DIR: server.dataDir });
    const application = (email: string) =>
      rows.find((row) => row.email === email) as { kind: string; source: string; interest: string; extra: Record<string, unknown> } | undefined;
    expect(application("ida@eksempel.dk")).toMatchObject({
      kind: "job_application",
      source: "/jobs/kaffe-service",
      interest: "freelancer",
      extra: { job: "kaffe-service" },
    });
    expect(application("kasper@eksempel.dk")).toMatchObject({ kind: "job_application", interest: "freelancer", extra: { job: "solenergi" } });
    // Without JavaScript the source comes from the prerendered page, which was rendered as "/jobs/solenergi/".
    expect(application("kasper@eksempel.dk")!.source).toMatch(/^\/jobs\/solenergi\/?$/);
    expect(rows).toHaveLength(2);
  });
});
