import { describe, expect, it } from "vitest";
import { blogPostPaths, blogSources, type BlogSource } from "./blog-sources.ts";
import {
  BlogContentError,
  type LoadOptions,
  categories,
  categoryCounts,
  formatDate,
  getPost,
  getPosts,
  loadPosts,
  parsePost,
  recentPosts,
  relatedPosts,
} from "./blog.server.ts";
import { sitemapEntries } from "../lib/route-table.ts";
import { limits } from "./site.ts";

const valid = blogSources().find((source) => source.file.endsWith("kold-kanvas-der-virker.md"))!;
const withFrontMatter = (replace: (frontMatter: string) => string): BlogSource => {
  const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(valid.raw)!;
  return { file: valid.file, raw: `---\n${replace(frontMatter!)}\n---\n${body}` };
};
const always = { imageExists: () => true };

describe("the articles in content/blog", () => {
  it("load, validate and sort by id with id 1 first", () => {
    const posts = getPosts();
    expect(posts).toHaveLength(limits.blogPostCount);
    expect(posts.map((p) => p.id)).toEqual(Array.from({ length: limits.blogPostCount }, (_, i) => i + 1));
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
  });

  it("render Markdown to HTML and read 600+ words each", () => {
    for (const post of getPosts()) {
      expect(post.html, post.slug).toContain("<h2>");
      expect(post.html, post.slug).toContain("<p>");
      expect(post.html, post.slug).not.toMatch(/<h1[\s>]/);
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(600);
    }
  });

  it("finds each article by slug and nothing for an unknown slug", () => {
    for (const post of getPosts()) expect(getPost(post.slug)?.title).toBe(post.title);
    expect(getPost("findes-ikke")).toBeUndefined();
    expect(getPost(undefined)).toBeUndefined();
  });

  it("agree with the build-safe list the sitemap and prerender use", () => {
    const fromPosts = getPosts()
      .map((p) => ({ slug: p.slug, date: p.date }))
      .sort((a, b) => a.slug.localeCompare(b.slug));
    const fromSources = blogPostPaths().sort((a, b) => a.slug.localeCompare(b.slug));
    expect(fromSources).toEqual(fromPosts);
    const sitemap = sitemapEntries();
    for (const post of getPosts()) expect(sitemap).toContainEqual(expect.objectContaining({ path: `/blog/${post.slug}`, lastmod: post.date }));
  });

  it("has recent posts 2-4, category counts and related articles from the same category first", () => {
    expect(recentPosts().map((p) => p.id)).toEqual([2, 3, 4]);
    const counts = categoryCounts();
    expect(counts[0]).toEqual({ id: "all", label: "Alle", count: getPosts().length });
    expect(counts.slice(1).reduce((sum, c) => sum + c.count, 0)).toBe(getPosts().length);
    for (const post of getPosts()) {
      const related = relatedPosts(post);
      expect(related).toHaveLength(limits.blogRelatedPosts);
      expect(related.map((p) => p.slug)).not.toContain(post.slug);
      const sameCategory = getPosts().filter((p) => p.category === post.category && p.slug !== post.slug).length;
      const leading = related.slice(0, Math.min(sameCategory, 3));
      expect(
        leading.every((p) => p.category === post.category),
        post.slug,
      ).toBe(true);
    }
  });

  it("offers the filter categories with Danish labels, Alle first", () => {
    expect(categories.map((c) => c.label)).toEqual(["Alle", "Telemarketing", "Mødebooking", "Salg", "Outsourcing", "Karriere"]);
  });
});

describe("formatDate", () => {
  it("writes dates the Danish way", () => {
    expect(formatDate("2026-11-12")).toBe("12. november 2026");
    expect(formatDate("2026-01-01")).toBe("1. januar 2026");
  });
});

describe("front-matter validation", () => {
  const error = (source: BlogSource, options: LoadOptions = always) => {
    try {
      parsePost(source, options);
    } catch (e) {
      expect(e).toBeInstanceOf(BlogContentError);
      return (e as Error).message;
    }
    throw new Error("parsePost accepterede en ugyldig artikel");
  };

  it("accepts the real article", () => {
    expect(parsePost(valid, always).slug).toBe("kold-kanvas-der-virker");
  });

  it("rejects an unknown category, naming the file and the field", () => {
    const message = error(withFrontMatter((fm) => fm.replace(/^category: .*$/m, 'category: "marketing"')));
    expect(message).toContain("content/blog/kold-kanvas-der-virker.md");
    expect(message).toContain('feltet "category"');
  });

  it("rejects a missing title, a bad date and an unknown field", () => {
    expect(error(withFrontMatter((fm) => fm.replace(/^title: .*\n/m, "")))).toContain('feltet "title"');
    expect(error(withFrontMatter((fm) => fm.replace(/^date: .*$/m, 'date: "12. november 2026"')))).toContain('feltet "date"');
    const unknown = error(withFrontMatter((fm) => `${fm}\nforfatter: "X"`));
    expect(unknown).toContain("forfatter");
  });

  it("requires the form of address, »I« or »du«, with a Danish message", () => {
    expect(error(withFrontMatter((fm) => fm.replace(/^address: .*\n?/m, "")))).toContain('feltet "address"');
    const wrong = error(withFrontMatter((fm) => fm.replace(/^address: .*$/m, 'address: "De"')));
    expect(wrong).toContain('feltet "address" skal være "I" (artiklen taler til en virksomhed');
    expect(parsePost(valid, always).address).toBe("du");
  });

  it("accepts an unquoted YAML date", () => {
    expect(
      parsePost(
        withFrontMatter((fm) => fm.replace(/^date: .*$/m, "date: 2026-07-21")),
        always,
      ).date,
    ).toBe("2026-07-21");
  });

  it("rejects an image that does not exist and a slug that differs from the file name", () => {
    expect(error(valid, { imageExists: (p) => !p.startsWith("/images/blog/") })).toContain('feltet "image"');
    expect(error(withFrontMatter((fm) => fm.replace(/^slug: .*$/m, 'slug: "noget-andet"')))).toContain('feltet "slug"');
  });

  it("rejects invalid YAML", () => {
    expect(error(withFrontMatter((fm) => `${fm}\ntags: [ikke lukket`))).toContain("YAML");
  });

  it("rejects a set with the wrong count or a duplicate slug or id", () => {
    const sources = blogSources();
    expect(() => loadPosts(sources.slice(1), always)).toThrow(/12 artikler/);
    const twin = withFrontMatter((fm) => fm.replace(/^id: .*$/m, "id: 2"));
    const withDuplicateId = sources.map((s) => (s.file === valid.file ? twin : s));
    expect(() => loadPosts(withDuplicateId, always)).toThrow(/samme id/);
  });
});
