/**
 * A fact sheet's publish is refused while a published job ad or article still states a figure the
 * new sheet drops (issue 36 item 3): stored content is the editor's text, so the price change must
 * not leave it stating the old figure. The ad or article is named, with what to do.
 */
import { describe, expect, it } from "vitest";
import { defaultFacts, type Facts } from "../../content/site.ts";
import { postsOf } from "./article-snapshot.server.ts";
import { checkFacts } from "./facts-store.server.ts";
import { snapshotFromFiles } from "./snapshot.server.ts";

const sheet = (change: (facts: Facts) => Facts): Facts => change(structuredClone(defaultFacts));

describe("the fact sheet's check of stored content", () => {
  it("passes the build's own sheet over the build's job ads and articles", async () => {
    const result = await checkFacts(defaultFacts, { snapshot: snapshotFromFiles() });
    expect(result.problems).toEqual([]);
  });

  it("names a job ad that states a lift the new sheet drops", async () => {
    // The solar campaign's ad says 40 %; 40 % is also the saving against an in-house booker.
    const facts = sheet((f) => ({ ...f, lifts: { ...f.lifts, greenEnergyConversion: 41, inHouseSaving: 42 } }));
    const result = await checkFacts(facts, { snapshot: snapshotFromFiles() });
    const labels = result.problems.map((problem) => `${problem.label}: ${problem.message}`);
    expect(labels.some((text) => text.startsWith("Jobopslaget /jobs/solenergi") && text.includes("40") && text.endsWith("ret jobopslaget først"))).toBe(true);
  });

  it("names an article that states a count the new sheet drops, and passes it once the sheet holds the count", async () => {
    const snapshot = snapshotFromFiles();
    const [first, ...rest] = postsOf(snapshot);
    const article = { ...first!, html: `${first!.html}<p>Vi har hjulpet over 200&nbsp;virksomheder med at booke møder.</p>` };
    const withArticle = { ...snapshot, articles: [article, ...rest] };
    const refused = await checkFacts(
      sheet((f) => ({ ...f, counts: { ...f.counts, companiesHelped: 210, successfulCampaigns: 210 } })),
      { snapshot: withArticle },
    );
    const problem = refused.problems.find((candidate) => candidate.label.startsWith(`Artiklen /blog/${article.slug}`));
    expect(problem?.label).toBe(`Artiklen /blog/${article.slug}, Brødtekst`);
    expect(problem?.message).toMatch(/200.*ret artiklen først$/);
    const passed = await checkFacts(defaultFacts, { snapshot: withArticle });
    expect(passed.problems).toEqual([]);
  });
});
