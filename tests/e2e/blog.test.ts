/**
 * The blog (issue 7, docs/requirements.md §2-§4, §8-§9): list with featured article, filter, search, empty state,
 * reset and pagination, with and without JavaScript; every article prerendered with its own title,
 * JSON-LD and a 404 for unknown slugs; RSS and sitemap; the loading indicator only while an
 * article really loads.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { blogSources } from "../../app/content/blog-sources.ts";
import { getPosts } from "../../app/content/blog.server.ts";
import { brand, limits } from "../../app/content/site.ts";
import { filterPosts } from "../../app/lib/blog-filter.ts";
import { axeViolations, baseUrl, useBrowser } from "./support/browser.ts";

const posts = getPosts();
const get = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: "manual" });
const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const stripTags = (html: string) => decode(html.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, ""));
/** What a visitor can see: the body without its scripts (the hydration data carries every string). */
const visibleMarkup = (html: string) => (html.split("<body")[1] ?? "").replace(/<script[\s\S]*?<\/script>/g, "");
const expected = (query: { category?: string; q?: string; page?: number }) =>
  filterPosts(posts, { category: query.category ?? "all", q: query.q ?? "", page: query.page ?? 1 }, limits.blogPageSize);

const emptyText = "Ingen artikler matcher dine søgekriterier.";
const loadingText = "Indlæser artikel...";

describe("blog over HTTP", () => {
  it("serves every article in content/blog with its own title and h1", async () => {
    expect(posts).toHaveLength(blogSources().length);
    for (const post of posts) {
      const response = await get(`/blog/${post.slug}`);
      expect(response.status, post.slug).toBe(200);
      const html = await response.text();
      expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""), post.slug).toBe(`${post.title} | ${brand.name}`);
      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => stripTags(m[1]!));
      expect(h1s, post.slug).toEqual([post.title]);
      expect(html, post.slug).toMatch(new RegExp(`<time datetime="${post.date}"`, "i"));
      expect(html).toContain(post.dateLabel);
    }
  });

  it("answers an unknown slug with HTTP 404 and the Danish not-found page", async () => {
    const response = await get("/blog/denne-artikel-findes-ikke");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Siden findes ikke");
  });

  it("gives every article BlogPosting and BreadcrumbList JSON-LD with the required fields", async () => {
    for (const post of posts) {
      const html = await (await get(`/blog/${post.slug}`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      const article = blocks.find((block) => block["@type"] === "BlogPosting");
      expect(article, post.slug).toBeDefined();
      expect(article.headline).toBe(post.title);
      expect(article.description).toBe(post.excerpt);
      expect(article.image.url).toMatch(new RegExp(`^https?://[^/]+${post.image}$`));
      expect(article.datePublished).toBe(post.date);
      expect(article.dateModified).toBe(post.date);
      expect(article.author).toMatchObject({ "@type": "Person", name: post.author });
      expect(article.publisher["@type"]).toBe("Organization");
      expect(article.publisher.logo.url).toMatch(/^https?:\/\/[^/]+\/images\/logo\.svg$/);
      expect(new URL(article.mainEntityOfPage["@id"]).pathname).toBe(`/blog/${post.slug}`);
      expect(article.inLanguage).toBe("da-DK");
      for (const tag of post.tags) expect(article.keywords).toContain(tag);
      const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Forside", "Blog", post.title]);
      expect(html).toContain('property="og:type" content="article"');
      expect(html).toContain(`property="article:published_time" content="${post.date}"`);
    }
  });

  it("links the RSS feed from the head of the list and the articles", async () => {
    for (const path of ["/blog", `/blog/${posts[3]!.slug}`, "/blog?kategori=salg"]) {
      const html = await (await get(path)).text();
      expect(html, path).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="https?:\/\/[^"]+\/blog\/rss\.xml"/);
    }
  });

  it("publishes an RSS 2.0 feed with every article", async () => {
    const response = await get("/blog/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toMatch(/<atom:link href="https?:\/\/[^"]+\/blog\/rss\.xml" rel="self" type="application\/rss\+xml"\/>/);
    expect(xml).toContain("<language>da</language>");
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(posts.length);
    for (const post of posts) {
      const item = items.find((text) => text.includes(`/blog/${post.slug}</link>`));
      expect(item, post.slug).toBeDefined();
      expect(decode(item!.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")).toBe(post.title);
      expect(item).toMatch(/<guid isPermaLink="true">https?:\/\/[^<]+<\/guid>/);
      expect(item).toMatch(
        /<pubDate>(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/,
      );
      expect(item).toContain(`<category>${post.categoryLabel}</category>`);
      expect(item).toMatch(/<description>[^<]{50,}<\/description>/);
    }
  });

  it("lists /blog and every article in the sitemap, dated by the article", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const byPath = new Map(urls.map((block) => [new URL(block.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname, block]));
    expect(byPath.has("/blog")).toBe(true);
    for (const post of posts) expect(byPath.get(`/blog/${post.slug}`), post.slug).toContain(`<lastmod>${post.date}</lastmod>`);
  });

  it("renders the list from the query string on the server", async () => {
    const html = await (await get("/blog?kategori=salg&q=ICP")).text();
    const cards = [...visibleMarkup(html).matchAll(/<h3[^>]*><a[^>]*href="\/blog\/([^"]+)"/g)].map((m) => m[1]);
    expect(cards).toEqual(expected({ category: "salg", q: "ICP" }).items.map((p) => p.slug));
  });

  it("never fails on odd parameters: unknown category, page out of range, malformed or 10 KB search", async () => {
    const cases: [string, (html: string) => void][] = [
      ["/blog?kategori=findes-ikke", (html) => expect(html).toContain(posts[0]!.title)],
      ["/blog?side=99", (html) => expect(html).toContain(expected({ page: 2 }).items[0]!.title)],
      ["/blog?side=-1&side=abc", (html) => expect(html).toContain(posts[1]!.title)],
      ["/blog?q=%ZZ%E6", (html) => expect(html).toContain(emptyText)],
      [`/blog?q=${"a".repeat(10 * 1024)}`, (html) => expect(html).toContain(emptyText)],
      ["/blog?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E", (html) => expect(visibleMarkup(html)).not.toContain("<script>alert")],
    ];
    for (const [path, check] of cases) {
      const response = await get(path);
      expect(response.status, path.slice(0, 60)).toBe(200);
      check(decode(await response.text()));
    }
  });

  it("keeps 'Indlæser artikel...' out of the served pages", async () => {
    for (const path of ["/blog", `/blog/${posts[0]!.slug}`]) {
      const html = await (await get(path)).text();
      expect(visibleMarkup(html), path).not.toContain(loadingText);
    }
  });
});

/** The titles in the grid (the featured card and the sidebar are not part of it). */
const gridTitles = (page: Page) => page.locator("#artikler article h3").allTextContents();
const featuredTitle = (page: Page) => page.locator('section[aria-labelledby="udvalgt-title"] article h3').allTextContents();
const query = (page: Page) => new URL(page.url()).searchParams;

describe.each([
  ["without JavaScript", false],
  ["with JavaScript", true],
] as const)("blog list %s", (_label, javaScript) => {
  const { open } = useBrowser();

  /** Opens a page; with JavaScript, marks the window so a full reload would be noticed. */
  async function openList(path: string) {
    const page = await open(path, { javaScript });
    if (javaScript) await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    return page;
  }
  /** Runs a click or submit and waits for the list to show the new URL's result. */
  async function navigate(page: Page, action: () => Promise<void>, url: RegExp | ((url: URL) => boolean)) {
    await Promise.all([page.waitForURL(url), action()]);
    await page.waitForLoadState();
    if (javaScript) {
      // React Router navigated inside the page: no reload happened.
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    }
  }
  const expectGrid = async (page: Page, slugsOrTitles: readonly { title: string }[]) =>
    expect.poll(() => gridTitles(page)).toEqual(slugsOrTitles.map((p) => p.title));

  it("shows the featured article, the grid, recent posts 2-4 and category counts", async () => {
    const page = await openList("/blog");
    expect(await page.locator("h1").count()).toBe(1);
    expect(await featuredTitle(page)).toEqual([posts[0]!.title]);
    await expectGrid(page, expected({}).items);
    const recent = await page.locator('section[aria-labelledby="seneste-artikler"] li a').allTextContents();
    expect(recent).toEqual(posts.slice(1, 4).map((p) => p.title));
    const counts = await page.locator('section[aria-labelledby="kategorier"] li a').allTextContents();
    expect(counts[0]).toMatch(new RegExp(`^Alle\\s*${posts.length}`));
    expect(counts.find((text) => text.startsWith("Salg"))).toMatch(new RegExp(`Salg\\s*${posts.filter((p) => p.category === "salg").length}`));
    const filters = await page.locator('nav[aria-label="Filtrér efter kategori"] a').allTextContents();
    expect(filters).toEqual(["Alle", "Telemarketing", "Mødebooking", "Salg", "Outsourcing", "Karriere"]);
    expect(await page.locator('nav[aria-label="Filtrér efter kategori"] a[aria-current="page"]').textContent()).toBe("Alle");
    expect(await page.locator('form[action="/nyhedsbrev"] input[name="email"]').count()).toBe(1);
    expect(await page.locator('#main a[href="/kontakt"]').count()).toBeGreaterThan(0);
    expect(await page.locator('#main a[href="/freelance-telemarketing"]').count()).toBeGreaterThan(0);
  });

  it("filters by category and keeps the search text", async () => {
    const page = await openList("/blog?q=s%C3%A5dan");
    await navigate(page, () => page.locator('nav[aria-label="Filtrér efter kategori"] a', { hasText: "Mødebooking" }).click(), /kategori=m%C3%B8debooking/);
    expect(query(page).get("q")).toBe("sådan");
    await expectGrid(page, expected({ category: "mødebooking", q: "sådan" }).items);
    expect(await page.locator('nav[aria-label="Filtrér efter kategori"] a[aria-current="page"]').textContent()).toBe("Mødebooking");
    expect(await featuredTitle(page)).toEqual([]);

    await navigate(page, () => page.locator('nav[aria-label="Filtrér efter kategori"] a', { hasText: "Salg" }).click(), /kategori=salg/);
    const salg = expected({ category: "salg", q: "sådan" }).items;
    await expectGrid(page, salg);
  });

  it("searches title and excerpt ignoring case, within the chosen category", async () => {
    const page = await openList("/blog?kategori=telemarketing");
    await page.getByLabel("Søg i artikler").fill("MAIL");
    await navigate(page, () => page.getByRole("button", { name: "Søg", exact: true }).click(), /q=MAIL/);
    expect(query(page).get("kategori")).toBe("telemarketing");
    const result = expected({ category: "telemarketing", q: "MAIL" }).items;
    expect(result.length).toBeGreaterThan(0);
    await expectGrid(page, result);
    for (const post of result) expect(`${post.title} ${post.excerpt}`.toLowerCase()).toContain("mail");
    expect(await page.getByLabel("Søg i artikler").inputValue()).toBe("MAIL");
  });

  it("shows the empty state, and 'Nulstil filtre' resets both category and search", async () => {
    const page = await openList("/blog?kategori=karriere");
    await page.getByLabel("Søg i artikler").fill("kanvas");
    await navigate(page, () => page.getByLabel("Søg i artikler").press("Enter"), /q=kanvas/);
    await page.getByText(emptyText).waitFor();
    expect(await gridTitles(page)).toEqual([]);
    expect(await page.locator('nav[aria-label="Sider i artikellisten"]').count()).toBe(0);

    await navigate(
      page,
      () => page.getByRole("link", { name: "Nulstil filtre" }).click(),
      (url) => url.pathname === "/blog" && url.search === "",
    );
    await expectGrid(page, expected({}).items);
    expect(await page.getByText(emptyText).count()).toBe(0);
    expect(await page.getByLabel("Søg i artikler").inputValue()).toBe("");
    expect(await page.locator('nav[aria-label="Filtrér efter kategori"] a[aria-current="page"]').textContent()).toBe("Alle");
    expect(await featuredTitle(page)).toEqual([posts[0]!.title]);
  });

  it("pages through the list, and the page links keep the search", async () => {
    const page = await openList("/blog");
    const first = await gridTitles(page);
    await navigate(page, () => page.locator('nav[aria-label="Sider i artikellisten"] a[rel="next"]').click(), /side=2/);
    await expectGrid(page, expected({ page: 2 }).items);
    expect(await gridTitles(page)).not.toEqual(first);
    expect(await featuredTitle(page)).toEqual([]);
    expect(await page.locator('nav[aria-label="Sider i artikellisten"] a[aria-current="page"]').textContent()).toBe("2");

    await page.getByLabel("Søg i artikler").fill("SÅDAN");
    await navigate(page, () => page.getByRole("button", { name: "Søg", exact: true }).click(), /q=S%C3%85DAN/);
    expect(query(page).get("side")).toBeNull();
    const search = expected({ q: "SÅDAN" });
    expect(search.pageCount).toBe(2);
    await expectGrid(page, search.items);
    await navigate(page, () => page.getByRole("link", { name: "Side 2" }).click(), /side=2/);
    expect(query(page).get("q")).toBe("SÅDAN");
    await expectGrid(page, expected({ q: "SÅDAN", page: 2 }).items);
  });

  it("opens an article from the grid, and has no visible loading text on a direct load", async () => {
    const direct = await openList(`/blog/${posts[5]!.slug}`);
    expect(await direct.getByText(loadingText).count()).toBe(0);

    const page = await openList("/blog");
    const target = expected({}).items[0]!;
    await navigate(page, () => page.locator("#artikler article a", { hasText: target.title }).click(), new RegExp(`/blog/${target.slug}$`));
    await expect.poll(() => page.locator("h1").textContent()).toBe(target.title);
    expect(await page.getByText(loadingText).count()).toBe(0);
  });
});

describe("blog in the browser", () => {
  const { open } = useBrowser();

  it("shows 'Indlæser artikel...' with a spinner only while an article is really loading", async () => {
    const page = await open("/blog");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/blog\/[^/?]+\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const target = posts[1]!;
    await page.locator('section[aria-labelledby="seneste-artikler"] a', { hasText: target.title }).click();
    const indicator = page.getByRole("status").filter({ hasText: loadingText });
    await indicator.waitFor({ state: "visible" });
    expect(await indicator.locator("svg.animate-spin").count()).toBe(1);
    release();
    await page.waitForURL(new RegExp(`/blog/${target.slug}$`));
    await expect.poll(() => page.locator("h1").textContent()).toBe(target.title);
    await expect.poll(() => page.getByText(loadingText).count()).toBe(0);
  });

  it("does not show the article indicator while the list itself reloads", async () => {
    const page = await open("/blog");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/blog\.data\?/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.locator('nav[aria-label="Filtrér efter kategori"] a', { hasText: "Salg" }).click();
    await expect.poll(() => requested).toBe(true);
    await page.waitForTimeout(200);
    expect(await page.getByText(loadingText).count()).toBe(0);
    release();
    await page.waitForURL(/kategori=salg/);
  });

  it("has an RSS feed that parses as XML", async () => {
    const page = await open("/blog", { hydrate: false });
    const xml = await (await get("/blog/rss.xml")).text();
    const result = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return { errors: doc.getElementsByTagName("parsererror").length, items: doc.getElementsByTagName("item").length, root: doc.documentElement.nodeName };
    }, xml);
    expect(result).toEqual({ errors: 0, items: posts.length, root: "rss" });
  });

  it("shows the article: back link, category, author, cover image, body, tags, share links, author box, 3 related", async () => {
    const post = posts.find((p) => p.category === "mødebooking")!;
    const page = await open(`/blog/${post.slug}`, { javaScript: false });
    expect(await page.locator('a[href="/blog"]', { hasText: "Tilbage til bloggen" }).count()).toBe(1);
    expect(await page.locator("article header").textContent()).toContain(post.categoryLabel);
    expect(await page.locator(`article header time[datetime="${post.date}"]`).textContent()).toBe(post.dateLabel);
    expect(await page.locator("article header").textContent()).toContain(post.authorRole);
    // The cover is inlined (it is the LCP element), and it is the article's own illustration.
    const cover = page.locator("article > div img").first();
    const src = (await cover.getAttribute("src"))!;
    expect(src.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(src)).toContain(readFileSync(`public${post.image}`, "utf8").match(/<title[^>]*>([^<]+)</)![1]);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    expect(await cover.getAttribute("width")).toBe("1200");
    expect(await cover.getAttribute("height")).toBe("630");
    expect(await cover.getAttribute("alt")).toBe(post.imageAlt);
    expect(await page.locator(".prose h2").count()).toBeGreaterThan(2);
    for (const tag of post.tags) expect(await page.locator("article li", { hasText: tag }).count()).toBeGreaterThan(0);
    const share = await page.locator('article a[aria-label^="Del "]').evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
    expect(share).toHaveLength(4);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    for (const href of share.slice(0, 3)) expect(decodeURIComponent(href)).toContain(canonical!);
    expect(share.map((href) => (new URL(href).protocol === "mailto:" ? "mailto" : new URL(href).hostname))).toEqual([
      "www.linkedin.com",
      "www.facebook.com",
      "x.com",
      "mailto",
    ]);
    expect(await page.locator('section[aria-labelledby="skribent-title"]').textContent()).toContain(post.author);
    const related = await page.locator('section[aria-labelledby="relaterede-title"] article h3').allTextContents();
    expect(related).toHaveLength(3);
    expect(related).not.toContain(post.title);
    const sameCategory = posts.filter((p) => p.category === post.category && p.slug !== post.slug).map((p) => p.title);
    expect(related.slice(0, sameCategory.length).sort()).toEqual(sameCategory.slice(0, 3).sort());
    expect(await page.locator('script[src*="facebook"], script[src*="linkedin"], script[src*="twitter"], iframe').count()).toBe(0);
  });

  it("puts the sidebar beside the article on desktop and below it on a phone", async () => {
    const slug = posts[2]!.slug;
    const desktop = await open(`/blog/${slug}`, { hydrate: false });
    const [body, aside] = await Promise.all([desktop.locator(".prose").boundingBox(), desktop.locator('aside[aria-label="Mere fra bloggen"]').boundingBox()]);
    expect(aside!.x).toBeGreaterThan(body!.x + body!.width - 1);
    // A readable measure: about 70 characters, not the full container.
    expect(body!.width).toBeGreaterThan(500);
    expect(body!.width).toBeLessThan(780);

    const phone = await open(`/blog/${slug}`, { hydrate: false, viewport: { width: 390, height: 844 } });
    const [phoneBody, phoneAside] = await Promise.all([
      phone.locator(".prose").boundingBox(),
      phone.locator('aside[aria-label="Mere fra bloggen"]').boundingBox(),
    ]);
    expect(phoneAside!.y).toBeGreaterThan(phoneBody!.y + phoneBody!.height - 1);
  });

  it("has no axe violations on the list, an empty result and an article", async () => {
    let tab: Page | undefined;
    for (const path of ["/blog", "/blog?kategori=karriere&q=kanvas", `/blog/${posts[0]!.slug}`]) {
      const page = (tab = await open(path, { tab }));
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
