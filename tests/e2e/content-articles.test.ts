/**
 * Articles in the admin (issue 36 item 2), on the production build in Chromium: a redaktør writes
 * an article in the editor (TipTap: headings, a link, a table, an image with alt text), previews
 * it (the article page with the draft, noindex), publishes it and finds it on /blog (featured), in
 * RSS, the sitemap and llms.txt without a rebuild; a stale second tab is refused naming who;
 * unpublished, its page answers 404 and it leaves the lists. Without JavaScript at 390 px the body
 * is a Markdown textarea that saves and schedules. The site's own checks run on the preview and
 * refuse a publish with a dead link or a figure the fact sheet lacks. Stored XSS is refused by
 * them and never runs in the preview. Plain staff edit no articles, and every form needs its CSRF token.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdRevalidation, hydrate, launchChromium } from "./support/browser.ts";
import { layoutProblems } from "./support/layout.ts";
import { scaled } from "../support/scaled.ts";
import { removeDir, type TestServer } from "./support/server.ts";
import {
  browserLogIn,
  contentAccounts,
  contentPage,
  editorLogIn,
  endSession,
  logIn,
  staffGet,
  staffPost,
  staffText,
  startContentServer,
  waitUntil,
  type StaffSession,
} from "./support/staff.ts";

const { owner, editor, staff } = contentAccounts;

let server: TestServer;
let browser: Browser;
const pageErrors: string[] = [];
const dialogs: string[] = [];

const words = (count: number, word = "samtale") => Array.from({ length: count }, (_, index) => `${word}${index % 10}`).join(" ");
const get = (pathName: string) => fetch(`${server.url}${pathName}`, { redirect: "manual" });
const text = async (pathName: string) => (await get(pathName)).text();

async function newPage(width: number, javaScript = true): Promise<Page> {
  const page = await contentPage(browser, server.url, width, pageErrors, { javaScript });
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return page;
}

const editorPage = async (width: number, javaScript = true) => editorLogIn(await newPage(width, javaScript));

/** The editor has the focus again (TipTap focuses it a frame after a toolbar command). */
const editorFocused = (page: Page) => page.waitForFunction(() => document.activeElement?.getAttribute("role") === "textbox");
const alertText = (page: Page) => page.getByRole("alert").first().innerText();
const expectStatus = (page: Page, wanted: string) => page.locator('p[role="status"]').filter({ hasText: wanted }).first().waitFor();

/** The fields of a complete article, as the editor's form posts them. */
function fields(title: string, body: string, extra: Record<string, string> = {}) {
  return {
    title,
    excerpt: "Hvornår tager beslutningstagere telefonen i december? Det, vi har set på vores kampagner, og det, vi gør anderledes op til jul.",
    category: "telemarketing",
    address: "I",
    author: "Mette Lindholm",
    authorRole: "Kampagnechef",
    date: "2026-11-27",
    updated: "",
    image: "/images/blog/kold-kanvas-der-virker.svg",
    imageAlt: "Stiliseret telefonrør med lydbølger på mørkeblå baggrund",
    tags: "ringetider, december",
    description: "",
    body,
    ...extra,
  };
}

/** Creates an article over HTTP and returns its id. */
async function create(session: StaffSession, slug: string): Promise<number> {
  const response = await staffPost(session, "/admin/indhold/blog", { slug });
  expect(response.status).toBe(303);
  return Number(/\/admin\/indhold\/blog\/(\d+)/.exec(response.headers.get("location") ?? "")![1]);
}

const versionOf = async (session: StaffSession, id: number) =>
  Number(/name="version" value="(\d+)"/.exec(await staffText(session, `/admin/indhold/blog/${id}`))![1]);

beforeAll(async () => {
  server = await startContentServer("salgskraft-content-articles-");
  browser = await launchChromium();
}, scaled(300_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  expect(pageErrors).toEqual([]);
  expect(dialogs).toEqual([]);
});

describe("roles and CSRF", () => {
  it("a redaktør and the owner edit articles; plain staff get 403; a post without the CSRF token is refused", async () => {
    const session = await logIn(server.url, editor);
    expect((await staffGet(session, "/admin/indhold/blog")).status).toBe(200);
    const list = await staffText(session, "/admin/indhold/blog");
    expect(list.match(/<tr data-slug=/g)).toHaveLength(12);
    expect((await staffGet(await logIn(server.url, owner), "/admin/indhold/blog")).status).toBe(200);
    const plain = await logIn(server.url, staff);
    expect((await staffGet(plain, "/admin/indhold/blog")).status).toBe(403);
    expect((await staffGet(plain, "/admin/indhold/blog/1")).status).toBe(403);
    expect((await staffGet(plain, "/admin/indhold/blog/1/forhaandsvisning")).status).toBe(403);
    expect((await staffPost(plain, "/admin/indhold/blog", { slug: "snyd" })).status).toBe(403);
    const forged = await fetch(`${server.url}/admin/indhold/blog`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: session.cookie },
      body: new URLSearchParams({ slug: "uden-csrf" }),
    });
    expect(forged.status).toBe(403);
    expect(await staffText(session, "/admin/indhold/blog")).not.toContain("uden-csrf");
  });
});

describe("an article written in the editor at 1280 px", () => {
  it(
    "write → preview → publish: on /blog (featured), in RSS, sitemap and llms.txt; stale tab refused; unpublish → 404",
    async () => {
      const page = await editorPage(1280);
      await page.goto("/admin/indhold/blog");
      await hydrate(page);
      await page.fill("#slug", "ringetider-i-december");
      await page.getByRole("button", { name: "Opret kladde" }).click();
      await page.waitForURL(/\/admin\/indhold\/blog\/\d+\?oprettet=1/);
      const editUrl = page.url().replace(/\?.*$/, "");
      await page.locator('[data-state="kladde"]').waitFor();
      await hydrate(page);

      const article = fields("Ringetider, der virker i december", "");
      for (const name of ["title", "excerpt", "authorRole", "imageAlt", "tags"] as const) await page.fill(`#f-${name}`, article[name]);
      await page.selectOption("#f-image", article.image);
      await page.selectOption("#f-category", article.category);
      await page.fill("#f-date", article.date);

      // The body in the editor: a heading, text with a link, a table and an image with alt text.
      const body = page.locator('[data-editor="tiptap"] [role="textbox"]');
      await body.waitFor();
      await body.click();
      await page.getByRole("button", { name: "Overskrift", exact: true }).click();
      await editorFocused(page);
      await page.keyboard.insertText("Hvorfor december er anderledes");
      await page.keyboard.press("Enter");
      await page.keyboard.insertText(words(320));
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Billede", exact: true }).click();
      await page.getByLabel("Alternativ tekst (påkrævet)").fill("Telefonrør på mørkeblå baggrund");
      await page.getByRole("button", { name: "Indsæt billede" }).click();
      await editorFocused(page);
      await page.getByRole("button", { name: "Tabel", exact: true }).click();
      await editorFocused(page);
      for (const cell of ["Uge", "Bedste ringetid", "49", "formiddag"]) {
        await page.keyboard.insertText(cell);
        await page.keyboard.press("Tab");
      }
      // A link, the last thing written: select the word and give it an address.
      await page.keyboard.insertText("Se priser");
      for (let i = 0; i < "priser".length; i++) await page.keyboard.press("Shift+ArrowLeft");
      // The word is selected (the editor has taken every key) before the press: once, in a whole
      // run on the quiet machine, the panel did not open after it; the cause is not known.
      await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe("priser");
      await page.getByRole("button", { name: "Link", exact: true }).click();
      await page.getByLabel("Linkets adresse").fill("/priser");
      await page.getByRole("button", { name: "Indsæt link" }).click();

      // What is posted is Markdown, the articles' format.
      const markdown = await page.locator("#f-body").inputValue();
      expect(markdown).toContain("## Hvorfor december er anderledes");
      expect(markdown).toContain("[priser](/priser)");
      expect(markdown).toMatch(/\|\s*Uge\s*\|\s*Bedste ringetid\s*\|/);
      expect(markdown).toMatch(/!\[Telefonrør på mørkeblå baggrund\]\(\/images\/blog\/[a-z0-9-]+\.svg\)/);
      const version = page.locator('form:has(#f-body) input[name="version"]');
      const before = Number(await version.inputValue());
      // Until the page's data comes back, the form carries the version the save stored and what was typed (app/components/admin/draft.tsx).
      const release = await holdRevalidation(page);
      await page.getByRole("button", { name: "Gem kladde" }).click();
      await expectStatus(page, "Kladden er gemt");
      expect(Number(await version.inputValue())).toBe(before + 1);
      expect(await page.locator("#f-body").inputValue()).toBe(markdown.trim()); // as stored
      release();

      // Preview: the article page itself, with the draft, noindex.
      await page.getByRole("button", { name: "Forhåndsvis" }).click();
      await page.waitForURL(/\/forhaandsvisning$/);
      await page.getByRole("link", { name: "Tilbage til redigering" }).waitFor();
      expect(await page.locator("h1").first().innerText()).toBe("Ringetider, der virker i december");
      expect(await page.locator(".prose h2").first().innerText()).toBe("Hvorfor december er anderledes");
      expect(await page.locator('.prose a[href="/priser"]').count()).toBe(1);
      expect(await page.locator('.prose td[data-label="Uge"]').first().innerText()).toBe("49");
      expect(await page.locator('.prose img[alt="Telefonrør på mørkeblå baggrund"]').count()).toBe(1);
      // The site's own checks, at the top: this one passes them.
      expect(await page.locator('[data-checks="godkendt"]').count()).toBe(1);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      const previewHeaders = (await page.request.get(page.url())).headers();
      expect(previewHeaders["x-robots-tag"]).toContain("noindex");
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await layoutProblems(page), `forhåndsvisning @ ${width}`).toEqual([]);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      expect((await get("/blog/ringetider-i-december")).status).toBe(404);
      await page.getByRole("link", { name: "Tilbage til redigering" }).click();
      await page.waitForURL(editUrl);

      // Publish now: on every list of the blog without a rebuild.
      await hydrate(page);
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      await expectStatus(page, "Artiklen er udgivet på /blog/ringetider-i-december");
      await page.locator('[data-state="udgivet"]').waitFor();
      await waitUntil(async () => (await get("/blog/ringetider-i-december")).status === 200, undefined, "den udgivne artikel");
      await waitUntil(async () => (await text("/blog")).includes("Ringetider, der virker i december"), undefined, "artiklen på /blog");
      const list = await text("/blog");
      // The newest article is the featured one.
      expect(list.split('id="udvalgt-title"')[1]!.split("</section>")[0]).toContain("Ringetider, der virker i december");
      const articlePage = await text("/blog/ringetider-i-december");
      expect(articlePage).toContain("<h2>Hvorfor december er anderledes</h2>");
      expect(await text("/blog?kategori=telemarketing")).toContain("Ringetider, der virker i december");
      await waitUntil(async () => (await text("/blog/rss.xml")).includes("/blog/ringetider-i-december</link>"), undefined, "artiklen i RSS");
      expect(await text("/sitemap.xml")).toContain("/blog/ringetider-i-december</loc>");
      expect(await text("/llms.txt")).toContain("Ringetider, der virker i december");
      // Visitors see it in the browser too, at both widths.
      const visitor = await newPage(390);
      await visitor.goto("/blog/ringetider-i-december");
      expect(await visitor.locator("h1").innerText()).toBe("Ringetider, der virker i december");
      for (const width of [390, 1280]) {
        await visitor.setViewportSize({ width, height: 900 });
        expect(await layoutProblems(visitor), `/blog/ringetider-i-december @ ${width}`).toEqual([]);
      }
      await visitor.goto("/blog");
      await hydrate(visitor);
      await visitor
        .getByRole("link", { name: /Ringetider, der virker i december/ })
        .first()
        .click();
      await visitor.waitForURL(/\/blog\/ringetider-i-december$/);
      await visitor.locator(".prose h2").first().waitFor();
      await visitor.context().close();

      // A second tab opened before a colleague's save: refused, naming who, keeping what was typed.
      const other = await editorPage(1280);
      await other.goto(editUrl);
      await hydrate(other);
      await page.fill("#f-title", "Ringetider, der virker i december og januar");
      await page.getByRole("button", { name: "Gem kladde" }).click();
      await expectStatus(page, "Kladden er gemt");
      await other.fill("#f-title", "Titel fra den gamle fane");
      await other.getByRole("button", { name: "Gem kladde" }).click();
      expect(await alertText(other)).toMatch(/Artiklen er ændret af redaktoer@salgskraft\.dk \d+\. \w+ \d{4} kl\. \d\d\.\d\d/);
      expect(await other.inputValue("#f-title")).toBe("Titel fra den gamle fane");
      await other.context().close();
      // The history shows the change; visitors still see the published title.
      expect(await page.locator('[data-action="gemt"]').first().innerText()).toContain("Ringetider, der virker i december og januar");
      expect(await text("/blog/ringetider-i-december")).not.toContain("og januar");

      // At 390 px the list and the editor fit.
      for (const pathName of ["/admin/indhold", "/admin/indhold/blog", editUrl.replace(server.url, "")]) {
        await page.goto(pathName);
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          expect(await layoutProblems(page), `${pathName} @ ${width}`).toEqual([]);
        }
      }

      // Unpublish: 404, and gone from the list, RSS and the sitemap.
      await page.goto(editUrl);
      await hydrate(page);
      await page.getByRole("button", { name: "Tag af bloggen" }).click();
      await expectStatus(page, "Artiklen er taget af bloggen");
      await waitUntil(async () => (await get("/blog/ringetider-i-december")).status === 404, undefined, "404 for den afpublicerede artikel");
      await waitUntil(async () => !(await text("/blog/rss.xml")).includes("ringetider-i-december"), undefined, "artiklen ude af RSS");
      expect(await text("/sitemap.xml")).not.toContain("ringetider-i-december");
      expect(await text("/blog")).not.toContain("Ringetider, der virker i december");
      await page.context().close();

      const audit = await staffText(await logIn(server.url, owner), "/admin/historik");
      expect(audit).toContain("Artiklen »Ringetider, der virker i december« (/blog/ringetider-i-december) udgivet");
      expect(audit).toContain("(/blog/ringetider-i-december) taget af bloggen");
    },
    scaled(300_000),
  );
});

describe("without JavaScript at 390 px", () => {
  it(
    "the body is a Markdown textarea: bad input named in Danish, nothing lost; a scheduled article stays off the blog until its time",
    async () => {
      const page = await editorPage(390, false);
      await page.goto("/admin/indhold/blog");
      await page.fill("#slug", "Forkert Adresse");
      await page.getByRole("button", { name: "Opret kladde" }).click();
      expect(await alertText(page)).toContain("Adresse (slug): må kun indeholde små bogstaver");
      await page.fill("#slug", "planlagt-artikel");
      await page.getByRole("button", { name: "Opret kladde" }).click();
      await page.waitForURL(/\/admin\/indhold\/blog\/\d+\?oprettet=1/);
      expect(await page.locator("#f-body").evaluate((element) => element.tagName)).toBe("TEXTAREA");

      const article = fields("En planlagt artikel om mødebooking", `## Før mødet\n\n${words(120)}`);
      for (const name of ["title", "excerpt", "authorRole", "imageAlt", "tags", "body"] as const) await page.fill(`#f-${name}`, article[name]);
      await page.selectOption("#f-image", article.image);
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      const refusal = await alertText(page);
      expect(refusal).toContain("Brødtekst: brødteksten er for kort (123 ord)");
      expect(await page.inputValue("#f-title")).toBe("En planlagt artikel om mødebooking");

      // The site's own checks refuse a dead link to our own site and a figure the fact sheet does not hold, naming the field.
      await page.fill("#f-body", `## Før mødet\n\n${words(320)}\n\nSe [prislisten](/prisliste-2019): vi har 900 kunder.\n`);
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      await page.getByRole("alert").filter({ hasText: "sitets kontrol" }).first().waitFor();
      const checked = await alertText(page);
      expect(checked).toContain("Brødtekst: linker til /prisliste-2019, som ikke er en side på sitet");
      expect(checked).toContain("»900 kunder«");
      expect((await get("/blog/planlagt-artikel")).status).toBe(404);
      await page.fill("#f-body", `## Før mødet\n\n${words(320)}\n\n| Uge | Møder |\n| --- | --- |\n| 1 | 12 |\n`);
      await page.fill("#publishAt", "2099-06-01T09:00");
      await page.getByRole("button", { name: "Udgiv på tidspunktet" }).click();
      await expectStatus(page, "Udgivelsen er planlagt til 1. juni 2099 kl. 09.00");
      expect(await page.locator('[data-state="planlagt"]').count()).toBe(1);
      expect(await page.inputValue("#f-body")).toContain("| Uge | Møder |");
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await layoutProblems(page), `redigering uden JavaScript @ ${width}`).toEqual([]);
      }
      expect((await get("/blog/planlagt-artikel")).status).toBe(404);
      expect(await text("/blog/rss.xml")).not.toContain("planlagt-artikel");
      await page.getByRole("button", { name: "Annullér planlagt udgivelse" }).click();
      await expectStatus(page, "annulleret");
      expect(await page.locator('[data-state="kladde"]').count()).toBe(1);
      await page.context().close();
    },
    scaled(180_000),
  );
});

describe("stored XSS", () => {
  it(
    "script, event handlers, javascript: links and iframes in a stored body are refused by the site's checks and never run in the preview",
    async () => {
      const session = await logIn(server.url, editor);
      const id = await create(session, "xss-forsoeg");
      const attack = [
        "## Angreb",
        '<script>alert("script")</script>',
        "",
        '<img src="/images/blog/kold-kanvas-der-virker.svg" alt="billede" onerror="alert(\'onerror\')">',
        "",
        '[Klik her](javascript:alert(\'link\')) og <a href="javascript:alert(2)" onclick="alert(3)">her</a>.',
        "",
        '<iframe src="https://evil.example/"></iframe>',
        "",
        '<p onmouseover="alert(4)">tekst</p>',
        "",
        words(320),
      ].join("\n");
      const published = await staffPost(session, `/admin/indhold/blog/${id}`, {
        ...fields("Et forsøg på at gemme script i en artikel", attack, { date: "2026-11-28" }),
        intent: "publish",
        version: String(await versionOf(session, id)),
      });
      // The site's checks refuse it before it is published (»script« is not our word); the draft is saved.
      expect(published.status).toBe(422);
      expect(await published.text()).toContain("Brødtekst");
      expect((await get("/blog/xss-forsoeg")).status).toBe(404);
      const check = (html: string, where: string) => {
        const body = html.includes("<body") ? html.split("<body")[1]! : html;
        if (!where.includes("data")) expect(body, where).toContain("<h2>Angreb</h2>");
        expect(body, where).not.toMatch(/alert\(|<iframe|javascript:|\sonerror=|\sonclick=|\sonmouseover=/i);
      };
      check(await (await staffGet(session, `/admin/indhold/blog/${id}/forhaandsvisning`)).text(), "forhåndsvisningen");
      // And in a colleague's browser, nothing runs: no dialog (afterAll checks), no error.
      const preview = await editorPage(1280);
      await preview.goto(`/admin/indhold/blog/${id}/forhaandsvisning`);
      await hydrate(preview);
      await preview.locator(".prose p", { hasText: "tekst" }).first().hover();
      await preview.locator(".prose img").first().waitFor({ state: "attached" });
      expect(await preview.locator("iframe, .prose script").count()).toBe(0);
      await preview.context().close();
    },
    scaled(120_000),
  );
});

describe("an ended session", () => {
  it(
    "keeps what was typed into an article (title, excerpt and the body in the editor), puts it back after the login, and it can be saved",
    async () => {
      const page = await editorPage(1280);
      await page.goto("/admin/indhold/blog");
      await hydrate(page);
      await page.fill("#slug", "efter-udlogning");
      await page.getByRole("button", { name: "Opret kladde" }).click();
      await page.waitForURL(/\/admin\/indhold\/blog\/\d+\?oprettet=1/);
      const editUrl = page.url().replace(/\?.*$/, "");
      // The editor's own field (the list, still on screen for a moment, has a »Kladde« badge per draft).
      await page.locator("#f-title").waitFor();
      await hydrate(page);

      // The session ends in another tab while the article is being written; the next press finds it gone.
      await endSession(page);
      const title = "Sådan taler I med en ny kunde i januar";
      const excerpt = "Hvad en sælger siger i de første tyve sekunder, når kunden lige er kommet tilbage fra ferie.";
      await page.fill("#f-title", title);
      await page.fill("#f-excerpt", excerpt);
      // The editor is a chunk of its own, mounted after hydration: type once it is editable and has the focus.
      const body = page.locator('[data-editor="tiptap"] [role="textbox"][contenteditable="true"]');
      await body.waitFor();
      await body.click();
      await editorFocused(page);
      await page.keyboard.insertText("Januar er månedens bedste tid til at ringe");
      await expect.poll(() => page.locator("#f-body").inputValue(), { timeout: scaled(10_000) }).toContain("Januar er månedens bedste tid til at ringe");
      await page.getByRole("button", { name: "Gem kladde" }).click();
      await page.waitForURL("**/admin/login**");
      await browserLogIn(page, editor, "**/admin/indhold/blog/*?kladde=*");

      expect(await page.inputValue("#f-title")).toBe(title);
      expect(await page.inputValue("#f-excerpt")).toBe(excerpt);
      expect(await page.locator("[data-draft]").textContent()).toContain("Det, du skrev, er sat ind igen");
      await hydrate(page);
      await body.waitFor();
      await expect.poll(() => body.textContent(), { timeout: scaled(10_000) }).toContain("Januar er månedens bedste tid til at ringe");
      await page.getByRole("button", { name: "Gem kladde" }).click();
      await expectStatus(page, "Kladden er gemt");
      await page.locator("[data-draft]").waitFor({ state: "detached" });
      await page.context().close();
      const saved = await staffText(await logIn(server.url, editor), new URL(editUrl).pathname);
      expect(saved).toContain(`value="${title}"`);
      expect(saved).toContain("Januar er månedens bedste tid til at ringe");
    },
    scaled(180_000),
  );
});
