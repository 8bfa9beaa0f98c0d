import type { Route } from "./+types/rss.xml";
import { absoluteUrl } from "../../config/build-config.ts";
import * as content from "../../content/blog.ts";
import { postsOf } from "../../server/content/article-snapshot.server.ts";
import { contentContext } from "../../server/content/snapshot.server.ts";
import { locale } from "../../content/site.ts";
import { blogTitle, rssPath } from "../../lib/blog-structured-data.ts";

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** RFC 822 date for RSS 2.0: articles are dated by day, published in the Danish morning. */
export const rfc822 = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T08:00:00Z`).toUTCString();

/** /blog/rss.xml: RSS 2.0 feed of every article, newest first (prerendered at build time). */
export function loader({ context }: Route.LoaderArgs) {
  const posts = [...postsOf(context.get(contentContext))].sort((a, b) => b.date.localeCompare(a.date));
  const items = posts.map((post) => {
    const link = absoluteUrl(`/blog/${post.slug}`);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.categoryLabel)}</category>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(blogTitle)}</title>`,
    `    <link>${escapeXml(absoluteUrl("/blog"))}</link>`,
    `    <description>${escapeXml(content.listMeta.description)}</description>`,
    `    <language>${locale.lang}</language>`,
    `    <atom:link href="${escapeXml(absoluteUrl(rssPath))}" rel="self" type="application/rss+xml"/>`,
    posts[0] ? `    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>` : "",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n");
  return new Response(`${xml}\n`, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
