/**
 * Articles in the content store (issue 36 item 2) on both engines: the repository's twelve
 * articles seeded once and shown as the files (their pages keep the build's chunk), a new article
 * from draft to published (checks named in Danish, the content version moving only when visitors'
 * pages change), the stale-save refusal naming who, unpublish (gone from every list), a scheduled
 * publication coming due (and the jobs' scheduler leaving articles alone), restore, the audit log,
 * the site's own checks before every publish, and stored XSS: nothing an editor stores as script,
 * event handler, javascript: link or iframe reaches a visitor's page or the preview.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPosts, type Article } from "../../app/content/blog.server.ts";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { auditLog } from "../../app/server/inbox/history.server.ts";
import { staffUsers } from "../../app/server/schema.server.ts";
import { safeArticleHtml } from "../../app/server/content/article-html.server.ts";
import { isFileArticle, postOf, postsOf } from "../../app/server/content/article-snapshot.server.ts";
import {
  createArticle,
  getArticle,
  publishArticle,
  publishDueArticles,
  restoreArticle,
  saveArticleDraft,
  seedArticles,
  unpublishArticle,
  unscheduleArticle,
} from "../../app/server/content/article-store.server.ts";
import { loadSnapshot } from "../../app/server/content/snapshot.server.ts";
import { contentVersion, listContent, publishDue, revisions } from "../../app/server/content/store.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

const words = (count: number) => Array.from({ length: count }, (_, index) => `ord${index}`).join(" ");

/** A complete article a redaktør could publish. */
function article(slug: string, extra: Partial<Article> = {}): Article {
  return {
    id: 99,
    slug,
    title: "Ringetider, der virker i december",
    excerpt: "Hvornår tager beslutningstagere telefonen i december? Det, vi har set på vores kampagner, og det, vi gør anderledes op til jul.",
    category: "telemarketing",
    date: "2026-11-27",
    author: "Mette Lindholm",
    authorRole: "Kampagnechef",
    image: "/images/blog/kold-kanvas-der-virker.svg",
    imageAlt: "Stiliseret telefonrør med lydbølger på mørkeblå baggrund",
    tags: ["ringetider", "december"],
    address: "I",
    body: `## Hvorfor december er anderledes\n\n${words(320)}\n\n| Uge | Bedste ringetid |\n| --- | --- |\n| 49 | formiddag |\n`,
    ...extra,
  };
}

describe.each(engines())("articles in the content store on $name", (engine) => {
  let database: TestDatabase;
  let mette: { userId: string };
  let jonas: { userId: string };
  beforeAll(async () => {
    database = await engine.open();
    await upsertStaffUser(database.db, "mette@salgskraft.dk", "korrekt-hest-batteri-haefteklamme", { owner: true });
    await upsertStaffUser(database.db, "jonas@salgskraft.dk", "korrekt-hest-batteri-haefteklamme");
    const rows = await database.db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers);
    mette = { userId: rows.find((row) => row.email.startsWith("mette"))!.id };
    jonas = { userId: rows.find((row) => row.email.startsWith("jonas"))!.id };
    await database.db.update(staffUsers).set({ role: "editor" }).where(eq(staffUsers.id, jonas.userId));
  });
  afterAll(async () => {
    await database?.close();
  });

  const visible = async () => postsOf(await loadSnapshot(database.db));
  const itemOf = async (slug: string) => (await listContent(database.db, "article")).find((item) => item.slug === slug)!;

  it("seeds the twelve articles once, published; the blog shows them as the files, in the files' order, each page from the build's chunk", async () => {
    const before = await contentVersion(database.db);
    expect(await seedArticles(database.db)).toBe(12);
    expect(await seedArticles(database.db)).toBe(0);
    expect(await contentVersion(database.db)).toBe(before + 1);
    const list = await listContent(database.db, "article");
    expect(list).toHaveLength(12);
    expect(list.every((item) => item.state === "udgivet" && item.version === 1)).toBe(true);
    const posts = await visible();
    expect(posts.map((post) => post.slug)).toEqual(getPosts().map((post) => post.slug));
    expect(posts.every(isFileArticle)).toBe(true);
    // The twelve jobs' scheduler does not see articles (it would check them as jobs).
    expect(await publishDue(database.db, new Date("2100-01-01"))).toBe(0);
  });

  it("new → draft → publish: checks named in Danish; visitors' version moves only on publish; it is the newest (featured) article", async () => {
    const created = await createArticle(database.db, { slug: "ringetider-i-december", today: "2026-11-27" }, jonas);
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : 0;
    expect((await getArticle(database.db, id))!.state).toBe("kladde");
    expect((await createArticle(database.db, { slug: "ringetider-i-december" }, jonas)).ok).toBe(false);
    expect(await createArticle(database.db, { slug: "Ikke En Slug!" }, jonas)).toMatchObject({ ok: false, status: 422 });
    const version = await contentVersion(database.db);

    const unfinished = await saveArticleDraft(database.db, id, article("ringetider-i-december", { body: "For kort.", imageAlt: "" }), 1, jonas);
    expect(unfinished.ok && unfinished.message).toMatch(/mangler: .*Brødtekst: brødteksten er for kort/);
    const refused = await publishArticle(database.db, id, { expectedVersion: 2 }, jonas);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.status).toBe(422);
      expect(refused.fields!.map((field) => field.label)).toEqual(expect.arrayContaining(["Forsidebilledets alternative tekst", "Brødtekst"]));
    }
    expect(await contentVersion(database.db)).toBe(version);

    const saved = await saveArticleDraft(database.db, id, article("ringetider-i-december"), 2, jonas);
    expect(saved.ok).toBe(true);
    expect(await contentVersion(database.db)).toBe(version);
    expect((await visible()).some((post) => post.slug === "ringetider-i-december")).toBe(false);

    const published = await publishArticle(database.db, id, { expectedVersion: 3 }, jonas);
    expect(published).toMatchObject({ ok: true, message: "Artiklen er udgivet på /blog/ringetider-i-december." });
    expect(await contentVersion(database.db)).toBe(version + 1);
    const posts = await visible();
    expect(posts[0]!.slug).toBe("ringetider-i-december");
    expect(isFileArticle(posts[0]!)).toBe(false);
    expect(posts[0]!.html).toContain("<h2>Hvorfor december er anderledes</h2>");
    expect(posts[0]!.html).toContain('<td data-label="Uge">49</td>');
    expect(posts).toHaveLength(13);

    const entries = (await auditLog(database.db)).filter((entry) => entry.action === "content");
    expect(
      entries.some((entry) => (entry.detail as Record<string, unknown>).event === "udgivet" && (entry.detail as Record<string, unknown>).kind === "article"),
    ).toBe(true);
  });

  it("a stale save is refused naming who changed the article and when; nothing is overwritten", async () => {
    const item = await itemOf("ringetider-i-december");
    const first = await saveArticleDraft(
      database.db,
      item.id,
      article("ringetider-i-december", { title: "Ringetider, der virker i december og januar" }),
      item.version,
      mette,
    );
    expect(first.ok).toBe(true);
    const stale = await saveArticleDraft(database.db, item.id, article("ringetider-i-december", { title: "Jonas' titel på artiklen" }), item.version, jonas);
    expect(stale.ok).toBe(false);
    if (!stale.ok) {
      expect(stale.status).toBe(409);
      expect(stale.error).toMatch(/^Artiklen er ændret af mette@salgskraft\.dk \d+\. \w+ \d{4}/);
    }
    expect((await getArticle(database.db, item.id))!.draft!.title).toBe("Ringetider, der virker i december og januar");
    // A published article keeps its address.
    const moved = await saveArticleDraft(database.db, item.id, article("nyt-navn"), item.version + 1, mette);
    expect(moved.ok).toBe(false);
  });

  it("restore brings back an earlier version and publishes it at once on a published article", async () => {
    const item = await itemOf("ringetider-i-december");
    const published = await publishArticle(database.db, item.id, { expectedVersion: item.version }, mette);
    expect(published.ok).toBe(true);
    expect((await visible())[0]!.title).toBe("Ringetider, der virker i december og januar");
    const history = await revisions(database.db, item.id);
    const original = history.find(
      (revision) => revision.action === "udgivet" && (revision.data as unknown as Article).title === "Ringetider, der virker i december",
    )!;
    const version = await contentVersion(database.db);
    const restored = await restoreArticle(database.db, original.id, published.ok ? published.version : 0, jonas);
    expect(restored).toMatchObject({ ok: true });
    expect(await contentVersion(database.db)).toBe(version + 1);
    expect((await visible())[0]!.title).toBe("Ringetider, der virker i december");
  });

  it("unpublish takes it off every list (its page answers 404); publishing again brings it back", async () => {
    const item = await itemOf("ringetider-i-december");
    const version = await contentVersion(database.db);
    const off = await unpublishArticle(database.db, item.id, item.version, mette);
    expect(off.ok).toBe(true);
    expect(await contentVersion(database.db)).toBe(version + 1);
    expect((await visible()).some((post) => post.slug === "ringetider-i-december")).toBe(false);
    expect((await itemOf("ringetider-i-december")).state).toBe("lukket");
    expect((await unpublishArticle(database.db, item.id, item.version + 1, mette)).ok).toBe(false);
    const entries = (await auditLog(database.db)).filter((entry) => entry.action === "content");
    expect(entries.some((entry) => (entry.detail as Record<string, unknown>).event === "afpubliceret")).toBe(true);
    const again = await publishArticle(database.db, item.id, { expectedVersion: item.version + 1 }, mette);
    expect(again.ok).toBe(true);
    expect((await visible())[0]!.slug).toBe("ringetider-i-december");
  });

  it("a scheduled article is published when its time comes, by one instance; cancelling puts it back to kladde", async () => {
    const created = await createArticle(database.db, { slug: "planlagt-artikel" }, jonas);
    const id = created.ok ? created.id : 0;
    const saved = await saveArticleDraft(
      database.db,
      id,
      article("planlagt-artikel", { date: "2026-11-28", title: "En planlagt artikel om mødebooking" }),
      1,
      jonas,
    );
    const at = new Date("2026-12-01T08:00:00Z");
    const scheduled = await publishArticle(
      database.db,
      id,
      { expectedVersion: saved.ok ? saved.version : 0, at, now: new Date("2026-11-27T10:00:00Z") },
      jonas,
    );
    expect(scheduled.ok && scheduled.message).toMatch(/^Udgivelsen er planlagt til 1\. december 2026 kl\. 09\.00/);
    expect((await getArticle(database.db, id))!.state).toBe("planlagt");
    expect((await visible()).some((post) => post.slug === "planlagt-artikel")).toBe(false);
    expect(await publishDueArticles(database.db, new Date("2026-11-30T00:00:00Z"))).toBe(0);

    const cancelled = await unscheduleArticle(database.db, id, scheduled.ok ? scheduled.version : 0, jonas);
    expect(cancelled.ok).toBe(true);
    expect((await getArticle(database.db, id))!.state).toBe("kladde");
    const again = await publishArticle(
      database.db,
      id,
      { expectedVersion: cancelled.ok ? cancelled.version : 0, at, now: new Date("2026-11-27T10:00:00Z") },
      jonas,
    );
    expect(again.ok).toBe(true);

    const version = await contentVersion(database.db);
    const [one, two] = await Promise.all([
      publishDueArticles(database.db, new Date("2026-12-01T08:00:01Z")),
      publishDueArticles(database.db, new Date("2026-12-01T08:00:01Z")),
    ]);
    expect(one + two).toBe(1);
    expect(await contentVersion(database.db)).toBe(version + 1);
    expect((await getArticle(database.db, id))!.state).toBe("udgivet");
    expect((await visible()).some((post) => post.slug === "planlagt-artikel")).toBe(true);
  });

  it("the site's own checks refuse a publish, a scheduled publication and a restore that would show a figure the fact sheet does not hold, a dead link or an image without alt text, naming the field", async () => {
    const created = await createArticle(database.db, { slug: "kontrol-af-artikel" }, jonas);
    const id = created.ok ? created.id : 0;
    const good = article("kontrol-af-artikel", { date: "2026-11-26", title: "En artikel, der består sitets kontrol" });
    const bad = {
      ...good,
      excerpt: `${good.excerpt} Vi har 900 kunder.`,
      body: `${good.body}\nLæs [prislisten](/prisliste-2019).\n\n![](/images/blog/kold-kanvas-der-virker.svg)\n`,
    };
    let saved = await saveArticleDraft(database.db, id, bad, 1, jonas);
    const version = await contentVersion(database.db);
    const refused = await publishArticle(database.db, id, { expectedVersion: saved.ok ? saved.version : 0 }, jonas);
    expect(refused).toMatchObject({ ok: false, status: 422 });
    if (!refused.ok) {
      expect(refused.error).toMatch(/^Siden består ikke sitets kontrol, så den er ikke udgivet\./);
      expect(refused.fields).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: "excerpt", label: "Uddrag", message: expect.stringContaining("»900 kunder«") }),
          expect.objectContaining({ path: "body", label: "Brødtekst", message: expect.stringContaining("/prisliste-2019") }),
          expect.objectContaining({ path: "body", label: "Brødtekst", message: expect.stringContaining("alternativ tekst") }),
        ]),
      );
    }
    expect(await contentVersion(database.db)).toBe(version);
    expect((await getArticle(database.db, id))!.state).toBe("kladde");

    // Scheduled: when it comes due it fails, stays a draft (kladde), and the audit log says why.
    const scheduled = await publishArticle(
      database.db,
      id,
      { expectedVersion: saved.ok ? saved.version : 0, at: new Date("2026-12-02T08:00:00Z"), now: new Date("2026-11-27T10:00:00Z") },
      jonas,
    );
    // Scheduling is refused up front too, naming the same fields.
    expect(scheduled).toMatchObject({ ok: false, status: 422 });
    saved = await saveArticleDraft(database.db, id, good, saved.ok ? saved.version : 0, jonas);
    const planned = await publishArticle(
      database.db,
      id,
      { expectedVersion: saved.ok ? saved.version : 0, at: new Date("2026-12-02T08:00:00Z"), now: new Date("2026-11-27T10:00:00Z") },
      jonas,
    );
    expect(planned.ok).toBe(true);
    // Before it comes due, the bad version comes back as the scheduled draft (a restore on an unpublished article is a draft, not checked).
    const history = await revisions(database.db, id);
    const badRevision = history.find((entry) => (entry.data as unknown as Article).excerpt.includes("900 kunder"))!;
    const restored = await restoreArticle(database.db, badRevision.id, planned.ok ? planned.version : 0, jonas);
    expect(restored.ok).toBe(true);
    const current = (await getArticle(database.db, id))!;
    expect(current.state).toBe("planlagt");
    expect(await publishDueArticles(database.db, new Date("2026-12-02T08:00:01Z"))).toBe(0);
    const after = (await getArticle(database.db, id))!;
    expect(after.state).toBe("kladde");
    expect(after.publishAt).toBeNull();
    expect(await contentVersion(database.db)).toBe(version);
    const refusal = (await auditLog(database.db)).find(
      (entry) =>
        entry.action === "content" &&
        (entry.detail as Record<string, unknown>).event === "afvist" &&
        (entry.detail as Record<string, unknown>).slug === "kontrol-af-artikel",
    );
    expect(String((refusal!.detail as Record<string, unknown>).problems)).toContain("900 kunder");

    // Published with good text, a restore of the bad version (which would publish at once) is refused.
    saved = await saveArticleDraft(database.db, id, good, after.version, jonas);
    const published = await publishArticle(database.db, id, { expectedVersion: saved.ok ? saved.version : 0 }, jonas);
    expect(published.ok).toBe(true);
    const refusedRestore = await restoreArticle(database.db, badRevision.id, published.ok ? published.version : 0, jonas);
    expect(refusedRestore).toMatchObject({ ok: false, status: 422 });
    expect((await visible()).find((post) => post.slug === "kontrol-af-artikel")!.excerpt).not.toContain("900 kunder");
  });

  it("stored XSS: script, event handlers, javascript: links and iframes never reach a visitor's page or the preview", async () => {
    const attack = [
      "## Angreb",
      "",
      '<script>alert("script")</script>',
      "",
      '<img src="/images/blog/kold-kanvas-der-virker.svg" alt="Telefonrør på mørkeblå baggrund" onerror="alert(\'onerror\')">',
      "",
      '[Klik her](javascript:alert(\'link\')) og [også her](JAVASCRIPT:alert(1)) og <a href="jav&#x09;ascript:alert(2)" onclick="alert(3)">her</a>.',
      "",
      '<iframe src="https://evil.example/"></iframe>',
      "",
      '<p onmouseover="alert(4)" style="background:url(javascript:alert(5))">tekst</p>',
      "",
      '<svg><script>alert(6)</script></svg> <object data="x"></object> <embed src="x"> <form action="https://evil.example"><input></form>',
      "",
      words(320),
    ].join("\n");
    const created = await createArticle(database.db, { slug: "xss-forsoeg" }, jonas);
    const id = created.ok ? created.id : 0;
    const saved = await saveArticleDraft(database.db, id, article("xss-forsoeg", { body: attack, date: "2026-11-29" }), 1, jonas);
    // The site's checks refuse it before anything is published (»script« is not our word, nor is the markup) …
    const published = await publishArticle(database.db, id, { expectedVersion: saved.ok ? saved.version : 0 }, jonas);
    expect(published).toMatchObject({ ok: false, status: 422, fields: expect.arrayContaining([expect.objectContaining({ label: "Brødtekst" })]) });
    expect((await visible()).some((candidate) => candidate.slug === "xss-forsoeg")).toBe(false);
    // … and were it published anyway (an import, a check that lets it through), the page is the
    // sanitised one: the post a published row becomes (articlesFromRows → postOf) and the preview's.
    const post = postOf(article("xss-forsoeg", { body: attack, date: "2026-11-29" }));
    for (const html of [post.html, safeArticleHtml(attack)]) {
      expect(html).toContain("<h2>Angreb</h2>");
      expect(html).toContain("tekst");
      expect(html).not.toMatch(/<script|<iframe|<object|<embed|<form|<input|<svg/i);
      expect(html).not.toMatch(/\son\w+=/i);
      expect(html).not.toMatch(/javascript:|jav\s*ascript/i);
      expect(html).not.toMatch(/style=/i);
      expect(html).not.toContain("alert(");
    }
  });
});
