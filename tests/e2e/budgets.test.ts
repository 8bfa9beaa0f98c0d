import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { sitemapEntries } from "../../app/lib/route-table.ts";
import { readFileSync } from "node:fs";
import { getPosts } from "../../app/content/blog.server.ts";
import { digitalPages } from "../../app/content/digital.ts";
import { jobs } from "../../app/content/jobs.ts";
import { allDocumentWeights, allPageWeights, budgets, loadManifest } from "../../scripts/page-weight.ts";
import { bytesOnTheWire, firstTcpWindow } from "../../app/lib/content-checks.ts";
import { baseUrl } from "./support/browser.ts";

/** Bytes of a response as they cross the wire: status line, headers and the (brotli) body. */
function responseBytes(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl());
    const req = request(url, { headers: { "accept-encoding": "br" } }, (res) => {
      let body = 0;
      res.on("data", (chunk: Buffer) => (body += chunk.length));
      res.on("end", () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        // The same count the editor's window check makes on a job ad before it is published (app/lib/content-checks.ts).
        resolve(bytesOnTheWire(res.statusCode!, res.statusMessage!, headers, body));
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * The build the end-to-end suite runs against must keep every public page inside the budgets of
 * docs/requirements.md §12: JavaScript ≤ 140 KB gzip and CSS ≤ 20 KB gzip once React has taken over, and every
 * prerendered document within the HTML budget (19 KB gzip; docs/decisions/inline-icons.md).
 */
describe("page weight budgets", () => {
  it("keeps every public page within its JavaScript and CSS budget", async () => {
    const weights = await allPageWeights();
    expect(weights.length).toBeGreaterThan(10);
    const over = weights
      .filter((page) => page.jsGzipBytes > budgets.jsKb * 1024 || page.cssGzipBytes > budgets.cssKb * 1024)
      .map((page) => `${page.routeId}: JS ${(page.jsGzipBytes / 1024).toFixed(1)} KB, CSS ${(page.cssGzipBytes / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  // docs/decisions/client-chunks.md: what every page loads anyway comes in two files, not fifteen
  // (about 5 KB gzip of per-file overhead). Fails if Rolldown stops forming the two groups.
  it("loads the framework and the shared layout as one file each", async () => {
    const manifest = await loadManifest();
    const name = (file: string) => file.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, "");
    expect(manifest.entry.imports.map(name).sort()).toEqual(["framework", "rolldown-runtime"]);
    expect((manifest.routes.root!.imports ?? []).map(name).sort()).toEqual(["framework", "rolldown-runtime", "shell"]);
  });

  it("keeps every prerendered document within the HTML budget", () => {
    const documents = allDocumentWeights();
    // Every page in the sitemap is measured (it is prerendered), not only a sample.
    for (const entry of sitemapEntries())
      expect(
        documents.map((row) => row.path),
        entry.path,
      ).toContain(entry.path);
    const over = documents
      .filter((row) => row.gzipBytes > budgets.htmlKb * 1024)
      .map((row) => `${row.path}: ${(row.gzipBytes / 1024).toFixed(1)} KB gzip > ${budgets.htmlKb} KB`);
    expect(over).toEqual([]);
  });

  // docs/decisions/inline-icons.md: a document larger than the first TCP window (10 × 1,460 bytes,
  // headers included) costs a round trip before the first paint (Lighthouse: LCP 0.76 → 0.91 s).
  it("keeps every prerendered document, headers included, within the first TCP window", async () => {
    const window = firstTcpWindow;
    const over: string[] = [];
    for (const entry of sitemapEntries()) {
      const bytes = await responseBytes(entry.path);
      if (bytes > window)
        over.push(
          `${entry.path}: ${bytes} bytes (brotli, headers included), ${bytes - window} over the first TCP window of ${window}: ` +
            "shorten this page's copy or markup (a form field adds its label and input to every page that shows the form)",
        );
    }
    expect(over).toEqual([]);
  });

  // Param routes read their copy from a chunk per slug (app/lib/content-chunks.ts) instead of
  // loader data, which would put it in the document a second time, inside the hydration script.
  it("carries a job's, a service's and an article's copy once in its prerendered document", () => {
    const html = (path: string) => readFileSync(`build/client${path}/index.html`, "utf8");
    const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
    for (const job of jobs) expect(count(html(job.path), job.tasks[0]!), job.path).toBe(1);
    for (const service of digitalPages) expect(count(html(service.path), service.benefits[0]!.description), service.path).toBe(1);
    for (const post of getPosts()) {
      const paragraph = /<p>([^<]{40,})<\/p>/.exec(post.html)![1]!;
      expect(count(html(`/blog/${post.slug}`), paragraph), post.slug).toBe(1);
    }
  });
});
