import { describe, expect, it } from "vitest";
import { blogCategoryIds } from "../content/blog-taxonomy.ts";
import { blogHref, filterPosts, isFiltered, matchesQuery, pageNumbers, parseBlogQuery, searchMaxLength } from "./blog-filter.ts";

const post = (id: number, category: string, title: string, excerpt = "Et kort resumé") => ({ id, category, title, excerpt });
const posts = [
  post(1, "telemarketing", "Kold kanvas der virker"),
  post(2, "mødebooking", "Færre udeblivelser"),
  post(3, "outsourcing", "Outsourcing eller egen sælger", "Hvad koster en MAIL egentlig?"),
  post(4, "karriere", "En dag som mødebooker"),
  post(5, "telemarketing", "Regler for B2B-telemarketing"),
  post(6, "salg", "Send mig en mail"),
  post(7, "telemarketing", "ICP og ringelister"),
  post(8, "mødebooking", "KPI'er for mødebooking"),
];
const params = (query: string) => new URLSearchParams(query);

describe("parseBlogQuery", () => {
  it("reads category, search and page from the URL", () => {
    expect(parseBlogQuery(params("kategori=salg&q=mail&side=2"), blogCategoryIds)).toEqual({ category: "salg", q: "mail", page: 2 });
    expect(parseBlogQuery(params("kategori=m%C3%B8debooking"), blogCategoryIds).category).toBe("mødebooking");
  });

  it("starts at all categories, no search text and page 1", () => {
    expect(parseBlogQuery(params(""), blogCategoryIds)).toEqual({ category: "all", q: "", page: 1 });
  });

  it("falls back instead of failing on unknown or malformed values", () => {
    expect(parseBlogQuery(params("kategori=bogus&side=abc"), blogCategoryIds)).toEqual({ category: "all", q: "", page: 1 });
    expect(parseBlogQuery(params("side=-3"), blogCategoryIds).page).toBe(1);
    expect(parseBlogQuery(params("side=0"), blogCategoryIds).page).toBe(1);
    expect(parseBlogQuery(params("side=1e9"), blogCategoryIds).page).toBe(1);
    expect(parseBlogQuery(params("side=99999999999999"), blogCategoryIds).page).toBe(1);
    expect(parseBlogQuery(params("kategori=SALG"), blogCategoryIds).category).toBe("salg");
  });

  it("trims and collapses the search text and cuts an overlong one", () => {
    expect(parseBlogQuery(params("q=%20%20send%20%20%20mig%20"), blogCategoryIds).q).toBe("send mig");
    const huge = parseBlogQuery(params(`q=${"x".repeat(10_000)}`), blogCategoryIds).q;
    expect(huge.length).toBe(searchMaxLength);
  });
});

describe("matchesQuery", () => {
  it("matches the search text in the title or the excerpt, ignoring case", () => {
    expect(matchesQuery(posts[5]!, { category: "all", q: "MAIL" })).toBe(true);
    expect(matchesQuery(posts[2]!, { category: "all", q: "mail" })).toBe(true); // excerpt
    expect(matchesQuery(posts[0]!, { category: "all", q: "mail" })).toBe(false);
    expect(matchesQuery(posts[1]!, { category: "all", q: "FÆRRE" })).toBe(true);
  });

  it("requires the category when one is chosen", () => {
    expect(matchesQuery(posts[5]!, { category: "salg", q: "mail" })).toBe(true);
    expect(matchesQuery(posts[2]!, { category: "salg", q: "mail" })).toBe(false);
  });
});

describe("filterPosts", () => {
  it("shows the first post as featured and the rest in the grid when nothing is filtered", () => {
    const result = filterPosts(posts, { category: "all", q: "", page: 1 }, 3);
    expect(result.featured?.id).toBe(1);
    expect(result.items.map((p) => p.id)).toEqual([2, 3, 4]);
    expect(result.total).toBe(7);
    expect(result.pageCount).toBe(3);
  });

  it("pages through the grid without showing the featured post again", () => {
    const second = filterPosts(posts, { category: "all", q: "", page: 2 }, 3);
    expect(second.featured).toBeNull();
    expect(second.items.map((p) => p.id)).toEqual([5, 6, 7]);
    const third = filterPosts(posts, { category: "all", q: "", page: 3 }, 3);
    expect(third.items.map((p) => p.id)).toEqual([8]);
    expect([third.from, third.to]).toEqual([7, 7]);
  });

  it("lets every post compete once a filter or search is active, the featured one included", () => {
    const result = filterPosts(posts, { category: "telemarketing", q: "", page: 1 }, 6);
    expect(result.featured).toBeNull();
    expect(result.items.map((p) => p.id)).toEqual([1, 5, 7]);
    expect(filterPosts(posts, { category: "all", q: "mail", page: 1 }, 6).items.map((p) => p.id)).toEqual([3, 6]);
    expect(filterPosts(posts, { category: "salg", q: "mail", page: 1 }, 6).items.map((p) => p.id)).toEqual([6]);
  });

  it("returns no items for a search nothing matches (the empty state)", () => {
    const result = filterPosts(posts, { category: "karriere", q: "kanvas", page: 1 }, 6);
    expect(result.items).toEqual([]);
    expect(result.total).toBe(0);
    expect(result.pageCount).toBe(1);
  });

  it("clamps a page past the end to the last page", () => {
    const result = filterPosts(posts, { category: "all", q: "", page: 99 }, 3);
    expect(result.query.page).toBe(3);
    expect(result.items.map((p) => p.id)).toEqual([8]);
  });
});

describe("blogHref", () => {
  it("keeps category, search and page in the URL and leaves defaults out", () => {
    expect(blogHref({ category: "all", q: "", page: 1 })).toBe("/blog");
    expect(blogHref({ category: "salg", q: "mail", page: 2 })).toBe("/blog?kategori=salg&q=mail&side=2");
    expect(blogHref({ category: "mødebooking" }, "#artikler")).toBe("/blog?kategori=m%C3%B8debooking#artikler");
    expect(blogHref({ q: "a&b=c" })).toBe("/blog?q=a%26b%3Dc");
  });

  it("round-trips through parseBlogQuery", () => {
    const query = { category: "mødebooking", q: "send mig en mail", page: 3 };
    const url = new URL(blogHref(query), "http://localhost");
    expect(parseBlogQuery(url.searchParams, blogCategoryIds)).toEqual(query);
  });

  it("isFiltered is false only for all categories without search text", () => {
    expect(isFiltered({ category: "all", q: "" })).toBe(false);
    expect(isFiltered({ category: "salg", q: "" })).toBe(true);
    expect(isFiltered({ category: "all", q: "x" })).toBe(true);
  });
});

describe("pageNumbers", () => {
  it("lists every page when there are few and elides the middle when there are many", () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, null, 12]);
  });
});
