/**
 * Blog categories (docs/requirements.md §3) and the shapes the blog pages receive as loader data. Client-safe: no
 * Node APIs, no content. The articles themselves live in content/blog/*.md and are loaded by
 * ./blog.server.ts.
 */

export const blogCategoryIds = ["telemarketing", "mødebooking", "salg", "outsourcing", "karriere"] as const;
export type BlogCategoryId = (typeof blogCategoryIds)[number];

/** The filter's "all" choice; never written to the URL. */
export const allCategory = "all" as const;
export type BlogCategoryFilter = BlogCategoryId | typeof allCategory;

/** Filter buttons in the order the blog shows them, "Alle" first, with Danish labels. */
export const blogCategories: readonly { id: BlogCategoryFilter; label: string }[] = [
  { id: allCategory, label: "Alle" },
  { id: "telemarketing", label: "Telemarketing" },
  { id: "mødebooking", label: "Mødebooking" },
  { id: "salg", label: "Salg" },
  { id: "outsourcing", label: "Outsourcing" },
  { id: "karriere", label: "Karriere" },
];

export function categoryLabel(id: string): string {
  return blogCategories.find((category) => category.id === id)?.label ?? id;
}

/** What a card, the featured block and the sidebars need: everything but the body. */
export type BlogPostSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategoryId;
  categoryLabel: string;
  /** ISO date, e.g. 2026-11-12 (for <time datetime>) */
  date: string;
  /** da-DK, e.g. "12. november 2026" */
  dateLabel: string;
  author: string;
  authorRole: string;
  image: string;
  imageAlt: string;
  readingMinutes: number;
};

/**
 * An article card (the list's grid and the related articles under an article). The related cards
 * leave out the excerpt: below an article, title, picture and date are enough, and the excerpts
 * would put three more paragraphs into the document and its loader data (the first TCP window,
 * docs/decisions/inline-icons.md).
 */
export type BlogPostCard = Omit<BlogPostSummary, "excerpt"> & { excerpt?: string };

/** An article in the recent-articles sidebar: a link with its picture and date. */
export type BlogPostLink = Pick<BlogPostSummary, "slug" | "title" | "image" | "date" | "dateLabel">;

export type BlogCategoryCount = { id: BlogCategoryFilter; label: string; count: number };
