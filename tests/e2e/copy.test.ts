/**
 * One set of facts: every prerendered page's visible text (what a reader with a calculator reads,
 * the header, footer and forms included) may state only the figures the fact sheet holds
 * (app/content/facts.ts, derived from app/content/site.ts). A page that says "230 virksomheder",
 * "28.000 kr." or "i otte brancher" beside the spec's "over 200" fails here. Reads the files the
 * global setup built; the legal pages (configuration-driven retention periods) are left out.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getPosts, type BlogAddress } from "../../app/content/blog.server.ts";
import { statedFigures } from "../../app/content/facts.ts";
import { addressOf, figuresIn, wrongAddressWords } from "../../app/lib/content-checks.ts";

const root = path.resolve(import.meta.dirname, "../../build/client");
const skip = new Set(["/admin", "/cookies", "/privatlivspolitik", "/assets"]);

function pages(dir = root, out: { path: string; file: string }[] = []): { path: string; file: string }[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const route = `/${path.relative(root, full).split(path.sep).join("/")}`;
    if (statSync(full).isDirectory()) {
      if (![...skip].some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) pages(full, out);
    } else if (name === "index.html") out.push({ path: route.replace(/\/?index\.html$/, "") || "/", file: full });
  }
  return out;
}

/** The text a reader sees: the body without scripts, styles and tags; entities decoded. */
export function visibleText(html: string): string {
  return (
    html
      .replace(/<head[\s\S]*?<\/head>/, " ")
      .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
      // A block boundary is not a space: "2004" in one stat and "Freelancere" in the next are two texts.
      .replace(/<\/?(?:p|div|li|dt|dd|h[1-6]|td|th|tr|ul|ol|dl|section|header|footer|nav|figure|figcaption|blockquote|option|label|button|a)\b[^>]*>/gi, " ¦ ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;|&#160;|&#xa0;/gi, "\u00a0")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/[ \t\r\n]+/g, " ")
  );
}

describe("one set of facts on every page", () => {
  const allowed = statedFigures();
  const all = pages();

  it("finds the prerendered pages", () => {
    expect(all.length).toBeGreaterThan(30);
  });

  it("states no figure (kr., %, timer, kunder, virksomheder, brancher …) the fact sheet does not hold", () => {
    const problems: string[] = [];
    for (const page of all) {
      const text = visibleText(readFileSync(page.file, "utf8"));
      // figuresIn reads "otte brancher" as "8 brancher" (the rule the editor's checks use too).
      for (const figure of new Set(figuresIn(text))) if (!allowed.has(figure)) problems.push(`${page.path}: »${figure}«`);
    }
    expect(problems).toEqual([]);
  });

  it("writes ranges and opening hours with an en dash, and e-mail with a hyphen (the spec's quoted »1-2 arbejdsdage« and »Email er påkrævet« excepted)", () => {
    const problems: string[] = [];
    for (const page of all) {
      const text = visibleText(readFileSync(page.file, "utf8"));
      for (const m of text.matchAll(/\d+(?:[.,:]\d+)? ?- ?\d+(?:[.,:]\d+)?(?! arbejdsdage)/g)) {
        if (/\d{4}-\d{2}-\d{2}/.test(text.slice(m.index - 6, m.index + m[0].length + 6))) continue;
        problems.push(`${page.path}: …${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 20)}…`);
      }
      for (const m of text.matchAll(/(?<![\w@./-])(?:Email|email|mail)(?! er (?:påkrævet|ikke gyldig))\b/g)) {
        const before = text.slice(Math.max(0, m.index - 200), m.index);
        if ((before.match(/»/g)?.length ?? 0) > (before.match(/«/g)?.length ?? 0)) continue;
        problems.push(`${page.path}: …${text.slice(Math.max(0, m.index - 30), m.index + 30)}…`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/**
 * One form of address per page: buyer pages speak to a company in the plural (»I«, »jer«, »jeres«),
 * freelancer, job and digital quote pages to one person (»du«, »dig«, »din«); the reviewer found both on one page.
 * Read from the pages themselves: quotations (»…«) keep the speaker's words, and a section written
 * for the other reader (the home page's recruiting section) is left out. Pages for both readers
 * (/kontakt with its freelancer FAQ, the blog's lists, the legal pages) are not checked; each blog
 * article keeps the address its front matter states (below).
 */
/** Sections for the other reader, by page. */
const otherReader: Record<string, string[]> = { "/": ["freelance"] };

/** The words in a page's main text that address the reader the other way, with a little context. */
export function wrongAddress(html: string, pagePath: string): string[] {
  let main = html.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? "";
  for (const id of otherReader[pagePath] ?? []) main = main.replace(new RegExp(`<section[^>]*id="${id}"[\\s\\S]*?</section>`), " ");
  const address = addressOf(pagePath);
  if (!address) return [];
  return wrongAddressWords(visibleText(main), address).map(
    (m) => `${pagePath}: …${m.text.slice(Math.max(0, m.index - 40), m.index + m.word.length + 20).replace(/ ¦ /g, " ")}…`,
  );
}

describe("one form of address per page", () => {
  it("catches a seeded mix: »du« on a buyer page, »jeres« on a job page, not inside a quotation or the home page's recruiting section", () => {
    expect(wrongAddress("<main><h2>Dem, du møder hos os</h2><p>I får en fast projektleder.</p></main>", "/om-os")).toHaveLength(1);
    expect(wrongAddress("<main><p>Du ringer til jeres kunder.</p></main>", "/jobs/solenergi")).toHaveLength(1);
    expect(wrongAddress("<main><p>I får møder. »Du ringer bare,« sagde salgschefen.</p></main>", "/ydelser")).toEqual([]);
    expect(wrongAddress('<main><p>Jeres sælgere.</p><section id="freelance"><p>Er du skarp i telefonen?</p></section></main>', "/")).toEqual([]);
  });

  it("buyer pages say I/jer and job pages say du/dig throughout", () => {
    const problems = pages().flatMap((page) => wrongAddress(readFileSync(page.file, "utf8"), page.path));
    expect(problems).toEqual([]);
  });
});

/**
 * One form of address per blog article, the one its front matter states (`address`): an article
 * to a buyer speaks to the company (»I«, »jer«, »jeres«, never »du«), an article to a seller or a
 * freelancer to one person (»du«, »dig«, »din«, never »jer«/»jeres« – the seller's company is »din
 * virksomhed« or »kunderne«). Checked: the title, the lead under it and the article body,
 * quotations (»…«) excepted. A title may change; the slug (the address) stays.
 */
export function articleWrongAddress(html: string, slug: string, address: BlogAddress): string[] {
  const title = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "";
  const lead = html.match(/<\/h1>\s*<p\b[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? "";
  // The body ends where the article's chrome begins: the block under its top rule (tags, sharing, author).
  const body = html.match(/<div class="prose\b[^"]*">([\s\S]*?)<div class="[^"]*\bborder-t border-line\b/)?.[1] ?? "";
  if (!title || !lead || !body) return [`/blog/${slug}: fandt ikke artiklens titel, indledning og brødtekst i HTML'en`];
  return wrongAddressWords(visibleText(`${title} ¦ ${lead} ¦ ${body}`), address).map(
    (m) => `/blog/${slug} (${address}): …${m.text.slice(Math.max(0, m.index - 40), m.index + m.word.length + 20).replace(/ ¦ /g, " ")}…`,
  );
}

describe("one form of address per blog article", () => {
  const page = (lead: string, body: string, title = "Titel") =>
    `<h1>${title}</h1><p class="mt-5">${lead}</p><div class="prose max-w-[62ch]">${body}</div><div class="mt-8 border-t border-line">Del »du«</div>`;

  it("catches a seeded mix in the lead or the body, not inside a quotation", () => {
    expect(articleWrongAddress(page("Sådan gør I.", "<p>Når du ringer, får I flere møder.</p>"), "x", "I")).toHaveLength(1);
    expect(articleWrongAddress(page("Sådan gør du.", "<p>Du ringer til jeres kunder.</p>"), "x", "du")).toHaveLength(1);
    expect(articleWrongAddress(page("Sådan gør du dit job.", "<p>I får møder.</p>"), "x", "I")).toHaveLength(2);
    expect(articleWrongAddress(page("Sådan gør I.", "<p>I får møder.</p>", "Sådan træffer du beslutningen"), "x", "I")).toHaveLength(1);
    expect(articleWrongAddress(page("Sådan gør du.", "<p>»Har I tid?« spørger du. Værktøjer hjælper dig.</p>"), "x", "du")).toEqual([]);
  });

  it("says what its front matter states throughout: »I« articles no du/dig/din, »du« articles no jer/jeres", () => {
    const posts = getPosts();
    expect(posts.length).toBeGreaterThan(10);
    const problems = posts.flatMap((post) =>
      articleWrongAddress(readFileSync(path.join(root, "blog", post.slug, "index.html"), "utf8"), post.slug, post.address),
    );
    expect(problems).toEqual([]);
  });
});
