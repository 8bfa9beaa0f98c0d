import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { createRequestHandler } from "react-router";
import { describe, expect, it } from "vitest";
import { absoluteUrl } from "../../app/config/build-config.ts";
import { getPosts } from "../../app/content/blog.server.ts";
import * as home from "../../app/content/home.ts";
import { jobListings } from "../../app/content/job-listings.ts";
import { getJobPage } from "../../app/content/jobs.ts";
import { minDescriptionLength, navigation, sitemapEntries } from "../../app/lib/route-table.ts";
import * as pricing from "../../app/content/pricing.ts";
import { limits } from "../../app/content/site.ts";
import { contactTool, jobApplicationTool, priceQuoteTool } from "../../app/forms/tools.ts";
import { redirectTargets } from "../../app/lib/redirects.ts";
import { axeViolations, baseUrl, useBrowser } from "./support/browser.ts";

const get = (path: string, init?: RequestInit) => fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init });

describe("redirects", () => {
  it("answers every legacy and alias path with a 301 to its Danish route", async () => {
    for (const [from, to] of redirectTargets) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("ignores case and a trailing slash, and keeps the query string", async () => {
    const response = await get("/Samarbejde-Med-Salgskraft/?utm_source=mail&x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/samarbejdspartner?utm_source=mail&x=1");
  });

  it("sends any casing of a real route to its lowercase path", async () => {
    const response = await get("/COOKIES?a=B");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/cookies?a=B");
  });

  it("applies each redirect once, in the server in front of React Router", async () => {
    // server/main.ts answers with its own 301 (app/lib/redirects.ts, redirectFor)...
    const response = await get("/Forside/?a=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/?a=1");
    expect(await response.text()).toBe("Flyttet permanent: /?a=1");
    // ...and the React Router build behind it redirects nothing itself (the dev server's plugin
    // applies the same check: tests/integration/dev-server.test.ts).
    const build = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
    const handler = createRequestHandler(build, "production");
    for (const from of ["/COOKIES", "/forside"]) {
      const direct = await handler(new Request(`http://localhost${from}`));
      expect(direct.status, from).not.toBe(301);
      expect(direct.headers.get("location"), from).toBeNull();
    }
  });

  it("serves prerendered pages without a trailing-slash redirect", async () => {
    const response = await get("/cookies");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Cookies og lokal lagring");
  });
});

describe("errors", () => {
  const { open } = useBrowser();
  it("answers an unknown path with HTTP 404 and a Danish page that helps the visitor on", async () => {
    const response = await get("/findes-ikke-her");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Siden findes ikke");
    expect(html).toContain('href="/kontakt"');
  });

  // The 404 box is a chunk of its own (app/root.tsx, docs/decisions/client-chunks.md): React
  // takes over a 404 page without changing it, and shows the box after a client-side navigation.
  it("hydrates the 404 page with its box in place, and shows the box again on going back in the browser", async () => {
    const page = await open("/findes-ikke-her");
    await page.getByRole("heading", { level: 1, name: "Siden findes ikke" }).waitFor();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("main").getByRole("link", { name: "Til forsiden" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Siden findes ikke" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it("answers a render error with HTTP 500, the heading and the status, and no internals in production", async () => {
    const response = await get("/test/render-fejl");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Unexpected Server Error");
    // The thrown message and the stack stay on the server in production.
    expect(html).not.toContain("Testfejl");
    expect(html).not.toMatch(/at \w+ \(.*:\d+:\d+\)/);
  });
});

describe("resources", () => {
  it("lists every public page in the sitemap with absolute URLs and never the admin", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    // Each <loc> is the page's absolute URL on SITE_URL (the build's), exactly once.
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.sort()).toEqual(
      sitemapEntries()
        .map((entry) => absoluteUrl(entry.path))
        .sort(),
    );
    for (const loc of locs) expect(loc, loc).toMatch(/^https?:\/\/[^/]+\//);
    expect(xml).not.toContain("/admin");
  });

  it("keeps crawlers out of /admin and points them at the sitemap", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  it("ships a favicon and a web manifest", async () => {
    expect((await get("/favicon.ico")).status).toBe(200);
    const manifest = await (await get("/site.webmanifest")).json();
    expect(manifest.lang).toBe("da");
  });
});

describe("metadata", () => {
  it("gives every public page a title, description, keywords, absolute canonical, Open Graph and Twitter tags", async () => {
    for (const entry of sitemapEntries()) {
      const html = await (await get(entry.path)).text();
      // Each tag is read out first, so a failure names the page and the tag, not the whole document.
      const head = html.slice(0, html.indexOf("</head>"));
      const read = (pattern: RegExp) => head.match(pattern)?.[1];
      expect(read(/<html lang="([^"]*)"/), `${entry.path}: <html lang>`).toBe("da");
      expect(read(/<title>([^<]*)<\/title>/), `${entry.path}: <title> (the page's meta.title)`).toMatch(/\S/);
      const description = read(/<meta name="description" content="([^"]*)"/) ?? "";
      expect(description.length, `${entry.path}: meta.description "${description}" is shorter than ${minDescriptionLength} characters`).toBeGreaterThanOrEqual(
        minDescriptionLength,
      );
      expect(read(/<meta name="keywords" content="([^"]*)"/), `${entry.path}: meta.keywords`).toMatch(/\S/);
      const canonical = read(/<link rel="canonical" href="([^"]+)"/);
      expect(canonical, `${entry.path}: canonical link`).toMatch(/^https?:\/\//);
      expect(new URL(canonical!).pathname, `${entry.path}: canonical path (meta.canonicalPath)`).toBe(entry.path);
      for (const tag of ["og:title", "og:description", "og:url", "og:image", "og:locale"])
        expect(head.includes(`property="${tag}"`), `${entry.path}: ${tag}`).toBe(true);
      expect(head.includes('content="da_DK"'), `${entry.path}: og:locale da_DK`).toBe(true);
      expect(head.includes('name="twitter:card"'), `${entry.path}: twitter:card`).toBe(true);
      expect(head.includes('"@type":"Organization"'), `${entry.path}: Organization JSON-LD`).toBe(true);
    }
  });
});

describe("layout in the browser", () => {
  const { open } = useBrowser();

  it("turns the header white with a shadow only past the scroll threshold", async () => {
    const page = await open("/");
    const header = page.locator("header.site-header");
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate((y) => window.scrollTo(0, y), limits.headerScrollThresholdPx - 10);
    await page.waitForTimeout(100);
    expect(await background()).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate((y) => window.scrollTo(0, y), limits.headerScrollThresholdPx + 10);
    await page.waitForFunction(() => getComputedStyle(document.querySelector("header.site-header")!).backgroundColor === "rgb(255, 255, 255)");
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
  });

  it("opens each dropdown, closes it with Escape and on choosing a link", async () => {
    const page = await open("/");
    for (const [menu, label] of [
      ["digital", "Digital"],
      ["jobs", "Job søgere"],
      ["samarbejde", "Samarbejde"],
    ] as const) {
      const summary = page.locator(`details[data-menu="${menu}"] > summary`);
      await summary.click();
      expect(await page.locator(`details[data-menu="${menu}"]`).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
      expect(await summary.textContent()).toContain(label);
      await page.keyboard.press("Escape");
      expect(await page.locator(`details[data-menu="${menu}"]`).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    }
    await page.locator('details[data-menu="samarbejde"] > summary').click();
    await page.locator('details[data-menu="samarbejde"] a[href="/cookies"], details[data-menu="samarbejde"] a').first().click();
    await page.waitForLoadState();
    expect(await page.locator("details[data-menu][open]").count()).toBe(0);
  });

  it("lists the jobs and 'Se alle stillinger' in the Job søgere dropdown", async () => {
    const page = await open("/");
    const links = await page.locator('details[data-menu="jobs"] a').evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(links).toEqual(
      navigation()
        .dropdowns.find((group) => group.id === "jobs")!
        .links.map(([href]) => href),
    );
    for (const job of jobListings) expect(links).toContain(job.path);
    expect(links.at(-1)).toBe("/freelance-telemarketing");
    expect(await page.locator('details[data-menu="jobs"] a').last().textContent()).toBe("Se alle stillinger");
  });

  it("has a mobile menu with the same links that closes when a link is chosen", async () => {
    const page = await open("/", { viewport: { width: 390, height: 844 } });
    const desktopLinks = await page.locator('nav[aria-label="Hovedmenu"] a').evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    await page.locator('details[data-menu="mobile"] > summary').click();
    const mobileLinks = await page.locator('nav[aria-label="Mobilmenu"] a').evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    for (const href of desktopLinks) expect(mobileLinks).toContain(href);
    expect(mobileLinks).toContain("/kontakt");
    await page.locator('nav[aria-label="Mobilmenu"] a[href="/cookies"]').or(page.locator('nav[aria-label="Mobilmenu"] a').first()).first().click();
    await page.waitForFunction(() => !document.querySelector('details[data-menu="mobile"]')?.hasAttribute("open"));
  });

  it("shows the cookie banner 2 s after load, stores the choice and never shows it again", async () => {
    const page = await open("/", { hydrate: false });
    const banner = page.locator("#cookie-banner");
    await page.waitForTimeout(limits.cookieBannerDelayMs - 700);
    expect(await banner.isVisible()).toBe(false);
    await banner.waitFor({ state: "visible", timeout: 2000 });
    expect(await banner.locator('a[href="/cookies"]').count()).toBe(1);
    await banner.getByRole("button", { name: "Accepter" }).click();
    expect(await banner.isVisible()).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), limits.cookieConsentKey)).toBe("true");
    await page.reload();
    await page.waitForTimeout(limits.cookieBannerDelayMs + 300);
    expect(await banner.isVisible()).toBe(false);
  });

  it("stores false when the visitor rejects", async () => {
    const page = await open("/cookies", { hydrate: false });
    const banner = page.locator("#cookie-banner");
    await banner.waitFor({ state: "visible", timeout: limits.cookieBannerDelayMs + 1500 });
    await banner.getByRole("button", { name: "Afvis" }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), limits.cookieConsentKey)).toBe("false");
  });

  it("reads fully without JavaScript: each page's copy, navigation, links and working forms are in the served HTML", async () => {
    const job = jobListings[0]!;
    const post = getPosts()[0]!;
    const pages = [
      { path: "/", h1: home.hero().title, texts: home.services.map((service) => service.title), form: null },
      { path: "/priser", h1: pricing.hero.title, texts: pricing.packages.map((pkg) => pkg.name), form: priceQuoteTool.name },
      { path: job.path, h1: getJobPage(job.slug)!.hero.title, texts: [getJobPage(job.slug)!.hero.lead], form: jobApplicationTool.name },
      { path: `/blog/${post.slug}`, h1: post.title, texts: [post.excerpt], form: null },
      { path: "/kontakt", h1: null, texts: [], form: contactTool.name },
    ];
    let tab: Page | undefined;
    for (const expected of pages) {
      const page = (tab = await open(expected.path, { javaScript: false, tab }));
      const where = expected.path;
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated), where).toBeUndefined();
      if (expected.h1) expect((await page.locator("h1").textContent())?.trim(), where).toBe(expected.h1);
      for (const text of expected.texts)
        expect(await page.locator("main").getByText(text, { exact: true }).first().isVisible(), `${where}: ${text}`).toBe(true);
      // Header and footer: every main link, quick link and legal link is a real link.
      const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      const { main, button, footer, legal } = navigation();
      for (const [href] of [...main, button, ...footer.flatMap((group) => group.links), ...legal]) expect(hrefs, `${where}: ${href}`).toContain(href);
      // The dropdowns open natively.
      await page.locator('details[data-menu="digital"] > summary').click();
      expect(await page.locator('details[data-menu="digital"] a').first().isVisible(), where).toBe(true);
      await page.locator('details[data-menu="digital"] > summary').click();
      if (expected.form) {
        const form = page.locator(`form[toolname="${expected.form}"]`);
        expect(await form.getAttribute("method"), where).toBe("post");
        expect(await form.locator("input[name], select[name], textarea[name]").count(), where).toBeGreaterThan(2);
        expect(await form.locator('button[type="submit"]').isVisible(), where).toBe(true);
      }
    }
    // A form sent without JavaScript reaches the server and comes back with its answer.
    const form = await open("/kontakt", { javaScript: false, tab });
    await form.locator('form[toolname="send_contact_enquiry"] button[type="submit"]').click();
    await form.waitForLoadState();
    expect(await form.locator('form[toolname="send_contact_enquiry"] [aria-invalid="true"]').count()).toBeGreaterThan(0);
  });

  /**
   * Deferred hydration (app/lib/defer-hydration.ts): fails if React Router's markup changes so
   * that the page fetches JavaScript while loading, or if React no longer starts on interaction.
   * The one script a page asks for before that is the after-load script (app/lib/after-load.ts:
   * manifest, headings' face), added after the load event (tests/e2e/design-typeface.test.ts holds
   * its timing); it is not React's and is left out here.
   */
  it("fetches no JavaScript before the first interaction, and hydrates after a pointer or key", async () => {
    const interactions: [string, (page: Page) => Promise<void>][] = [
      ["/", (page) => page.mouse.move(20, 20)],
      ["/priser", (page) => page.keyboard.press("Tab")],
      [`/blog/${getPosts()[0]!.slug}`, (page) => page.mouse.click(5, 300)],
    ];
    for (const [path, interact] of interactions) {
      const scripts: string[] = [];
      const page = await open(path, {
        hydrate: false,
        prepare: async (page) => {
          page.on("request", (request) => {
            const pathname = new URL(request.url()).pathname;
            if ((request.resourceType() === "script" || pathname.endsWith(".js")) && !/^\/assets\/after-load-[\w-]+\.js$/.test(pathname))
              scripts.push(request.url());
          });
        },
      });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);
      expect(scripts, path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated), path).toBeUndefined();
      await interact(page);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(scripts.length, path).toBeGreaterThan(0);
    }
  });

  it("prints only the routes a page renders in its boot manifest, and still navigates to an ancestor in the page", async () => {
    // app/lib/defer-hydration.ts drops the ancestor routes React Router adds ("/" and "/blog" on an
    // article): 80-200 bytes per document. React Router looks them up when it hydrates.
    const article = `/blog/${getPosts()[0]!.slug}`;
    const served = await (await get(article)).text();
    const manifest = JSON.parse(served.match(/window\.__reactRouterManifest = (\{.*?\});/)![1]!) as { routes: Record<string, unknown> };
    expect(Object.keys(manifest.routes).sort()).toEqual(["root", "routes/blog/blog-post"]);
    const page = await open(article);
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    await page.locator('main a[href="/blog"]').first().click();
    await page.waitForURL(/\/blog$/);
    await expect.poll(() => page.locator("h1").textContent()).not.toBe(getPosts()[0]!.title);
    // A client-side navigation: the flag set in this document survived.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it("paints with no request but the document and the stylesheet: icons drawn inline, the manifest linked after load", async () => {
    // docs/decisions/inline-icons.md: a request that ends before the largest paint counts in
    // Lighthouse's LCP. The served icons carry their drawing, React keeps it when it hydrates,
    // and only icons React draws later (client-side navigation) use the sprite.
    const requests: string[] = [];
    const page = await open("/", {
      hydrate: false,
      prepare: async (page) => {
        page.on("request", (request) => requests.push(new URL(request.url()).pathname));
      },
    });
    const served = await (await get("/")).text();
    expect(served).not.toContain("icons.svg");
    expect(served).not.toMatch(/<link[^>]+rel="manifest"/);
    // The favicon is drawn from a data: URI (app/lib/favicon.ts): Chromium fetched /favicon.svg
    // before the paint in every quiet Lighthouse run. It must still be a drawing a browser shows.
    const favicon = served.match(/<link rel="icon" href="([^"]+)" type="image\/svg\+xml"\/>/)?.[1];
    expect(favicon).toMatch(/^data:image\/svg\+xml,/);
    const drawnIcons = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<SVGSVGElement>("svg.icon")).map((svg) =>
          svg.querySelector("use") ? "sprite" : svg.childElementCount > 0 ? "drawn" : "empty",
        ),
      );
    const before = await drawnIcons();
    expect(before.length).toBeGreaterThan(5);
    expect(new Set(before)).toEqual(new Set(["drawn"]));
    await page.waitForFunction(() => document.querySelector('link[rel="manifest"]')?.getAttribute("href") === "/site.webmanifest");
    expect(requests).not.toContain("/icons.svg");
    const faviconSize = await page.evaluate(async (href) => {
      const image = new Image();
      image.src = href;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, favicon!);
    expect(faviconSize).toEqual([36, 36]);

    await page.mouse.move(20, 20);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await drawnIcons()).toEqual(before);
    expect(requests).not.toContain("/icons.svg");

    // A page React renders in the browser draws its icons from the sprite.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href="/kontakt"]')?.click());
    await page.waitForURL("**/kontakt");
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<SVGSVGElement>("main svg.icon")).some((svg) => svg.querySelector("use") && svg.getBBox().width > 0),
    );
    expect(requests).toContain("/icons.svg");
  });

  it("has no axe violations on the foundation pages", async () => {
    let tab: Page | undefined;
    for (const path of ["/", "/privatlivspolitik", "/cookies", "/findes-ikke"]) {
      const page = (tab = await open(path, { tab }));
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
