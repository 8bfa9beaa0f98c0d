/**
 * The design half of issue 38, on the production build in Chromium: one call to action per hero
 * (two at most, on one row at 1440 px, »Book …« always to /book-et-moede); /priser's one
 * comparison table of what each package includes; /freelance-telemarketing leading with pay and
 * one »Søg« button that reaches a form with the job pre-selected (without JavaScript); a from-price
 * and what it buys on every digital page; no public page over 8 phone screens (6,750 px at 390 px).
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { scaled } from "../support/scaled.ts";
import { freelancePay, formatKr, packageIncludes, digitalFromPrices } from "../../app/content/site.ts";

/** Eight screens of a 390 × 844 phone, rounded (issue 38). */
const maxPhoneHeight = 6_750;

/**
 * Pages not yet at eight screens: each may not grow past what it measured after the ninth pass
 * (docs/content/review.md, »Ninth pass«; rounded up to 100 px). Remove a page from here when it is
 * under the limit. The job pages, /om-os and /blog came off in the eighth pass;
 * /samarbejdspartner, /freelance-telemarketing and /hvorfor-salgskraft in the ninth;
 * /jobs/arbejd-hjemmefra, /ydelser and /priser in the tenth. Empty: every public page is held to
 * 6,750 px; a page that cannot be yet is listed here with its measured ceiling.
 */
const notYetUnderLimit: Record<string, number> = {};

/** An article's chrome (what follows its text: tags, share, author, categories, call to action, related, footer), share of its page at 390 px (issue 38). */
const maxArticleChrome = 0.3;

async function sitemapPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Blog articles are limited by their chrome's share of the page, not by height (their text alone is ~5,600–6,400 px). */
const isArticle = (path: string) => /^\/blog\/[^/]+$/.test(path) && path !== "/blog/rss.xml";

/** The hero's buttons: link buttons (ButtonLink: a rounded pill at least 44 px tall) in the section holding the h1. */
function heroButtons(page: Page) {
  return page.evaluate(() => {
    const hero = document.querySelector("main h1")?.closest("section");
    if (!hero) return [];
    return [...hero.querySelectorAll<HTMLAnchorElement>("a.rounded-full.min-h-11")].map((a) => ({
      label: a.textContent!.replace(/\s+/g, " ").trim(),
      href: a.getAttribute("href")!,
      top: Math.round(a.getBoundingClientRect().top),
    }));
  });
}

describe("issue 38: heroes, /priser, recruitment, digital pages and page lengths", () => {
  const { open } = useBrowser();

  it(
    "every public page's hero has at most two buttons, on one row at 1440 px, and »Book …« goes to /book-et-moede",
    async () => {
      const paths = await sitemapPaths();
      const page = await open(paths[0]!, { hydrate: false, viewport: { width: 390, height: 844 } });
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        for (const width of [390, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          const buttons = await heroButtons(page);
          if (buttons.length > 2) problems.push(`${path} @ ${width}: ${buttons.length} knapper (${buttons.map((b) => b.label).join(" | ")})`);
          for (const button of buttons)
            if (/^Book\b/.test(button.label) && button.href !== "/book-et-moede") problems.push(`${path}: »${button.label}« går til ${button.href}`);
          if (width === 1440 && new Set(buttons.map((b) => b.top)).size > 1) problems.push(`${path} @ 1440: knapperne brydes over to linjer`);
        }
      }
      expect(problems).toEqual([]);
    },
    scaled(120_000),
  );

  it("/priser: one accessible table of what each package includes, from the fact sheet, readable at 390 px; Starter's card as full as the others", async () => {
    const page = await open("/priser", { hydrate: false, viewport: { width: 390, height: 844 } });
    const table = page.locator("table#pakke-indhold");
    await expect.poll(() => table.count()).toBe(1);
    const headers = await table.locator("thead th[scope=col]").allTextContents();
    expect(headers.map((h) => h.trim())).toEqual(expect.arrayContaining(["Starter", "Vækst", "Enterprise"]));
    const rowHeaders = (await table.locator("tbody th[scope=row]").allTextContents()).map((h) => h.replace(/\s+/g, " ").trim());
    // Every item the fact sheet says each package includes is a row (not typed again on the page).
    for (const item of packageIncludes.items)
      expect(
        rowHeaders.some((h) => h.includes(item)),
        item,
      ).toBe(true);
    expect(rowHeaders.length).toBeGreaterThanOrEqual(packageIncludes.items.length + 3);
    // On a phone the table is one tap away (the cards above list each package's lines); opened, it reads in its column.
    await page.locator("details:has(> div > table#pakke-indhold) > summary").click();
    expect(await table.isVisible()).toBe(true);
    // No sideways scrolling of the page at 390 px, and the table fits its column.
    const widths = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      table: document.querySelector("table#pakke-indhold")!.getBoundingClientRect().width,
    }));
    expect(widths.doc).toBeLessThanOrEqual(390);
    expect(widths.table).toBeLessThanOrEqual(390);
    // Starter's card lists as much as the others: no more than one line fewer, no empty lower half at 1440 px.
    await page.setViewportSize({ width: 1440, height: 900 });
    const cards = await page.evaluate(() =>
      [...document.querySelectorAll("#pricing-packages li.package-card")].map((card) => {
        const items = card.querySelectorAll("ul li");
        const last = items[items.length - 1]!.getBoundingClientRect().bottom;
        const button = card.querySelector("a")!.getBoundingClientRect().top;
        return { items: items.length, gap: Math.round(button - last) };
      }),
    );
    expect(cards).toHaveLength(3);
    const [starter, ...others] = cards;
    for (const other of others) expect(starter!.items).toBeGreaterThanOrEqual(other.items - 1);
    expect(Math.max(...cards.map((c) => c.gap)) - Math.min(...cards.map((c) => c.gap))).toBeLessThanOrEqual(60);
  });

  it("/freelance-telemarketing leads with the hourly pay and one »Søg« button that reaches a form with the job pre-selected, without JavaScript", async () => {
    const page = await open("/freelance-telemarketing", { javaScript: false, viewport: { width: 390, height: 844 } });
    const hero = page.locator("main section").first();
    const pay = `${formatKr(freelancePay.hourly)} kr.`;
    // The pay is in the hero's heading or eyebrow, and on the first phone screen.
    const heading = (await hero.locator("h1").textContent())! + " " + ((await hero.locator(".eyebrow").first().textContent()) ?? "");
    expect(heading).toContain(pay);
    const buttons = await heroButtons(page);
    const apply = buttons.filter((b) => /^Søg\b/.test(b.label));
    expect(apply, "én Søg-knap i toppen").toHaveLength(1);
    expect(apply[0]!.top).toBeLessThan(844);
    await page.getByRole("link", { name: apply[0]!.label, exact: true }).first().click();
    await page.waitForURL(/\/jobs\/arbejd-hjemmefra#apply$/);
    await expect.poll(() => page.locator("#apply form input[name=job]").inputValue()).toBe("arbejd-hjemmefra");
    // A job chosen in the grid: its own »Søg« link reaches the form with that job pre-selected.
    await page.goto("/freelance-telemarketing");
    const jobLink = page.locator("#stillinger a[href$='#apply']").first();
    const href = (await jobLink.getAttribute("href"))!;
    const slug = href.match(/^\/jobs\/([a-z0-9-]+)#apply$/)![1]!;
    await jobLink.click();
    await page.waitForURL(new RegExp(`/jobs/${slug}#apply$`));
    expect(await page.locator("#apply form input[name=job]").inputValue()).toBe(slug);
  });

  it("every digital page states its from-price from the fact sheet in the hero and what that price buys", async () => {
    const paths = (await sitemapPaths()).filter((path) => /^\/digital\/[^/]+$/.test(path));
    expect(paths.length).toBe(Object.keys(digitalFromPrices).length);
    let tab: Page | undefined;
    for (const path of paths) {
      const slug = path.split("/").pop() as keyof typeof digitalFromPrices;
      const page = (tab = await open(path, { javaScript: false, viewport: { width: 390, height: 844 }, tab }));
      const price = `Fra ${formatKr(digitalFromPrices[slug].from)} kr.`;
      await expect.poll(() => page.locator("main").innerText()).toContain(price);
      // The price is in the hero, read before anything else.
      expect(await page.locator("main section").first().innerText()).toContain(price);
      // What the price buys, concretely: the page's own list under the same figure.
      const included = page.locator("#pris");
      expect(await included.count(), `${path}: #pris`).toBe(1);
      expect(await included.locator("h2").innerText()).toContain(price);
      expect(await included.locator("li").count()).toBeGreaterThanOrEqual(5);
    }
  });

  it(
    "no public page is over 8 phone screens (6,750 px) at 390 px, or over what it measured after the height pass; an article's chrome is under 30 % of its page",
    async () => {
      const paths = await sitemapPaths();
      const page = await open(paths[0]!, { hydrate: false, viewport: { width: 390, height: 844 } });
      const heights: Record<string, number> = {};
      const chrome: Record<string, number> = {};
      for (const path of paths) {
        await page.goto(path);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        if (isArticle(path)) {
          chrome[path] = await page.evaluate(() => {
            const body = document.querySelector("main article .prose, main .prose");
            if (!body) return NaN;
            const end = body.getBoundingClientRect().bottom + window.scrollY;
            return 1 - end / document.documentElement.scrollHeight;
          });
        } else heights[path] = height;
      }
      console.info("Højde ved 390 px:", JSON.stringify(heights));
      console.info("Artikler, andel efter brødteksten:", JSON.stringify(chrome));
      const over = Object.entries(heights).filter(([path, height]) => height > (notYetUnderLimit[path] ?? maxPhoneHeight));
      expect(over).toEqual([]);
      expect(Object.keys(chrome).length).toBeGreaterThan(0);
      const heavy = Object.entries(chrome).filter(([, share]) => !(share < maxArticleChrome));
      expect(heavy.map(([path, share]) => `${path}: ${Math.round(share * 1000) / 10} %`)).toEqual([]);
    },
    scaled(120_000),
  );
});
