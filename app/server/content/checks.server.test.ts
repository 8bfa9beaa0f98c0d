import { describe, expect, it } from "vitest";
import { jobs } from "../../content/jobs.ts";
import { articleFieldLabel, fileArticles } from "./article-store.server.ts";
import { checkArticlePage, checkJobAd } from "./checks.server.ts";
import { snapshotFromFiles } from "./snapshot.server.ts";
import { fieldLabel } from "./store.server.ts";

describe("the nine job files pass the editor's checks", () => {
  it.each(jobs.map((job) => [job.slug, job] as const))("%s", async (_slug, { path: _path, file: _file, ...job }) => {
    const result = await checkJobAd(job, { snapshot: snapshotFromFiles(), label: fieldLabel });
    expect(result.problems).toEqual([]);
  });
});

describe("the twelve articles pass the editor's checks, which catch what a careless edit brings", () => {
  const articles = fileArticles();
  it.each(articles.map((article) => [article.slug, article] as const))("%s", async (_slug, article) => {
    const result = await checkArticlePage(article, { snapshot: snapshotFromFiles(), label: articleFieldLabel });
    expect(result.problems).toEqual([]);
  });

  it("names the field of a figure the fact sheet does not hold, a banned word, the wrong address, a dead link and an image without alt text", async () => {
    const article = articles.find((item) => item.address === "I")!;
    const edited = {
      ...article,
      excerpt: `${article.excerpt} Vi har over 900 kunder.`,
      body: `${article.body}\n\nNår du ringer, skal du huske det. Læs mere [her](/findes-ikke).\n\n![](/images/blog/${article.image.split("/").pop()})`,
    };
    const result = await checkArticlePage(edited, { snapshot: snapshotFromFiles(), label: articleFieldLabel });
    const found = result.problems.map((problem) => `${problem.check} ${problem.label}`);
    expect(found).toContain("faktaark Uddrag");
    expect(found).toContain("tiltale Brødtekst");
    expect(found).toContain("link Brødtekst");
    expect(found).toContain("alt Brødtekst");
  });
});
