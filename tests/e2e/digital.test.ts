/**
 * The digital-service pages under /digital/<slug> (issue 6): one per file in app/content/digital,
 * today webudvikling, api-saas, hjemmesider and ai-integration; counts come from those files.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { digitalPages } from "../../app/content/digital.ts";
import { digitalListings } from "../../app/content/digital-listings.ts";
import { axeViolations, baseUrl, useBrowser } from "./support/browser.ts";

const get = (path: string, init?: RequestInit) => fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init });

type JsonLd = Record<string, unknown> & { "@type"?: string };

async function jsonLdBlocks(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

const byType = (blocks: JsonLd[], type: string) => blocks.filter((block) => block["@type"] === type);

describe("digital pages over HTTP", () => {
  it.each(digitalPages.map((page) => [page.path, page] as const))("serves %s as a prerendered page with its own title and canonical", async (path, page) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<title>${page.meta.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| [^<]+</title>`));
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical).toMatch(/^https?:\/\//);
    expect(new URL(canonical!).pathname).toBe(path);
    expect(html).toContain(`property="og:url" content="${canonical}"`);
  });

  it("answers the English aliases with a 301 to the Danish pages", async () => {
    for (const [from, to] of [
      ["/digital/web-development", "/digital/webudvikling"],
      ["/digital/websites", "/digital/hjemmesider"],
      ["/Digital/Web-Development/", "/digital/webudvikling"],
      ["/digital/websites?utm_source=nyhedsbrev", "/digital/hjemmesider?utm_source=nyhedsbrev"],
      ["/DIGITAL/API-SAAS", "/digital/api-saas"],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("answers an unknown digital service with the Danish 404 page", async () => {
    const response = await get("/digital/blockchain");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Siden findes ikke");
    expect(html).toContain('href="/kontakt"');
    expect(html).not.toContain('rel="canonical"');
  });

  it("lists every digital-service page in the sitemap", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const listing of digitalListings) expect(locs).toContain(listing.path);
  });

  it("serves each hero illustration as a small SVG from our own origin", async () => {
    for (const page of digitalPages) {
      const response = await get(page.illustration.src);
      expect(response.status, page.illustration.src).toBe(200);
      expect(response.headers.get("content-type"), page.illustration.src).toContain("image/svg+xml");
      expect((await response.arrayBuffer()).byteLength, page.illustration.src).toBeLessThan(6 * 1024);
    }
  });
});

describe("digital pages in the browser", () => {
  const { open } = useBrowser();

  it.each(digitalPages.map((page) => [page.path, page] as const))("%s reads fully without JavaScript", async (path, expected) => {
    const page = await open(path, { javaScript: false });
    const main = page.locator("main");

    // One h1, the page's own.
    expect(await page.locator("h1").allTextContents()).toEqual([expected.hero.title]);
    expect(await main.textContent()).toContain(expected.hero.lead);

    // Hero illustration with explicit dimensions and Danish alt text.
    const illustration = page.locator(`img[src="${expected.illustration.src}"]`);
    expect(await illustration.getAttribute("width")).toBe("480");
    expect(await illustration.getAttribute("height")).toBe("360");
    expect(await illustration.getAttribute("alt")).toBe(expected.illustration.alt);

    // The service cards (four, by the content schema), each with its features.
    const cards = page.locator("#ydelser li:has(> div > h3)");
    expect(await cards.count()).toBe(expected.services.length);
    expect(await cards.locator("h3").allTextContents()).toEqual(expected.services.map((card) => card.title));
    for (const card of expected.services) {
      for (const feature of card.features) expect(await page.locator("#ydelser").textContent()).toContain(feature);
    }

    // The technology or feature checklist under its own heading.
    expect(await page.locator("#teknologi h2").textContent()).toBe(expected.checklistTitle);
    expect(await page.locator("#teknologi li").allTextContents()).toEqual(expected.checklist);

    // Benefits and the process, in order.
    expect(await page.locator("#fordele h3").allTextContents()).toEqual(expected.benefits.map((benefit) => benefit.title));
    expect(await page.locator("#proces ol > li h3").allTextContents()).toEqual(expected.process.map((step, index) => `Trin ${index + 1}: ${step.title}`));

    // The FAQ opens without JavaScript (native <details>).
    const firstQuestion = page.locator("#faq details").first();
    await firstQuestion.locator("summary").click();
    expect(await firstQuestion.locator("p").first().isVisible()).toBe(true);
    expect(await firstQuestion.locator("p").first().textContent()).toBe(expected.faq[0]!.answer);

    // The closing call to action.
    const cta = page.locator('section[aria-labelledby="cta-title"]');
    expect(await cta.locator("h2").textContent()).toBe(expected.cta.title);
    expect(await cta.textContent()).toContain(expected.cta.text);
  });

  it.each(digitalPages.map((page) => [page.path, page] as const))("%s leads to its quote page and /kontakt, never to /contact", async (path) => {
    const page = await open(path, { javaScript: false });
    const quote = `${path}/kontakt`;

    // The hero's links out (the from-price's "Det er med i prisen" jumps down the page itself).
    const hero = page.locator("main > section").first();
    expect(await hero.locator('a:not([href^="#"])').evaluateAll((links) => links.map((a) => [a.getAttribute("href"), a.textContent?.trim()]))).toEqual([
      [quote, "Få et tilbud"],
      ["/kontakt", "Kontakt os"],
    ]);

    const cta = page.locator('section[aria-labelledby="cta-title"]');
    expect(await cta.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([quote, "/kontakt"]);

    // The FAQ's price question links to the same quote page.
    expect(await page.locator(`#faq a[href="${quote}"]`).count()).toBe(1);

    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs.filter((href) => /^\/contact\b/i.test(href) || /\/(web-development|websites)\b/.test(href))).toEqual([]);
  });

  it.each(digitalPages.map((page) => [page.path, page] as const))(
    "%s has FAQPage, Service and BreadcrumbList JSON-LD that match the page",
    async (path, expected) => {
      const page = await open(path, { javaScript: false });
      const blocks = await jsonLdBlocks(page);
      const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href"))!;

      const [faq] = byType(blocks, "FAQPage");
      const entities = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      const questions = await page.locator("#faq summary h3").allTextContents();
      const answers = await page.locator("#faq details > div > p").allTextContents();
      expect(questions).toHaveLength(expected.faq.length);
      expect(entities.map((entity) => entity.name)).toEqual(questions);
      expect(entities.map((entity) => entity.acceptedAnswer.text)).toEqual(answers);

      const [organization] = byType(blocks, "Organization");
      const [service] = byType(blocks, "Service");
      expect(service).toMatchObject({
        name: expected.navLabel,
        serviceType: expected.quoteType,
        description: expected.meta.description,
        url: canonical,
        provider: { "@type": "Organization", "@id": organization!["@id"] },
        areaServed: { "@type": "Country", name: "Danmark" },
      });
      expect(String(organization!["@id"])).toMatch(/#organization$/);
      const offers = (service!.hasOfferCatalog as { itemListElement: { itemOffered: { name: string } }[] }).itemListElement;
      expect(offers.map((offer) => offer.itemOffered.name)).toEqual(expected.services.map((card) => card.title));

      const [breadcrumbs] = byType(blocks, "BreadcrumbList");
      const items = breadcrumbs!.itemListElement as { name: string; item: string }[];
      expect(items.map((item) => item.name)).toEqual(["Forside", expected.navLabel]);
      expect(items.at(-1)!.item).toBe(canonical);
    },
  );

  it("makes the digital-service pages distinct: own heading, description and illustration", async () => {
    const seen = { h1: new Set<string>(), description: new Set<string>(), illustration: new Set<string>() };
    let tab: Page | undefined;
    for (const listing of digitalListings) {
      const page = (tab = await open(listing.path, { javaScript: false, tab }));
      seen.h1.add((await page.locator("h1").textContent())!);
      seen.description.add((await page.locator('meta[name="description"]').getAttribute("content"))!);
      seen.illustration.add((await page.locator("main img").first().getAttribute("src"))!);
    }
    expect(seen.h1.size).toBe(digitalListings.length);
    expect(seen.description.size).toBe(digitalListings.length);
    expect(seen.illustration.size).toBe(digitalListings.length);
  });

  it("lists every digital-service page in the header's Digital dropdown and navigates between them", async () => {
    const page = await open("/digital/webudvikling");
    const menu = page.locator('details[data-menu="digital"]');
    const links = await menu.locator("a").evaluateAll((els) => els.map((el) => [el.getAttribute("href"), el.textContent]));
    expect(links).toEqual(digitalListings.map((listing) => [listing.path, listing.navLabel]));

    // Client-side navigation (after hydration) loads the other page's copy.
    await menu.locator("summary").click();
    await menu.locator('a[href="/digital/ai-integration"]').click();
    const aiPage = digitalPages.find((entry) => entry.slug === "ai-integration")!;
    await page.waitForFunction((title) => document.querySelector("h1")?.textContent === title, aiPage.hero.title);
    expect(new URL(page.url()).pathname).toBe("/digital/ai-integration");
    expect(await page.title()).toContain(aiPage.meta.title);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/digital\/ai-integration$/);
  });

  it("fits a phone screen without horizontal scrolling", async () => {
    let tab: Page | undefined;
    for (const listing of digitalListings) {
      const page = (tab = await open(listing.path, { viewport: { width: 360, height: 780 }, hydrate: false, tab }));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, listing.path).toBe(0);
    }
  });

  it("has no axe violations on the digital-service pages", async () => {
    let tab: Page | undefined;
    for (const listing of digitalListings) {
      const page = (tab = await open(listing.path, { tab }));
      expect(await axeViolations(page), listing.path).toEqual([]);
    }
  });
});
