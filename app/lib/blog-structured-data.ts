/**
 * Head tags for the blog: the RSS alternate link, the Blog list on /blog and BlogPosting on each
 * article (built by the article route's `meta` from its loader data).
 */
import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "../config/build-config.ts";
import type { BlogPostSummary } from "../content/blog-taxonomy.ts";
import { brand, locale } from "../content/site.ts";
import { jsonLd } from "./meta.ts";

export const rssPath = "/blog/rss.xml";
export const blogTitle = `${brand.name}s blog`;

/** <link rel="alternate" type="application/rss+xml"> so browsers and readers find the feed. */
export function rssAlternate(): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title: blogTitle, href: absoluteUrl(rssPath) };
}

const publisher = () => ({
  "@type": "Organization",
  "@id": `${absoluteUrl("/")}#organization`,
  name: brand.name,
  url: absoluteUrl("/"),
  logo: { "@type": "ImageObject", url: absoluteUrl("/images/logo.svg") },
});

export function blogLd(posts: readonly BlogPostSummary[], description: string): MetaDescriptor {
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "Blog",
    "@id": `${absoluteUrl("/blog")}#blog`,
    name: blogTitle,
    description,
    url: absoluteUrl("/blog"),
    inLanguage: locale.dateLocale,
    publisher: publisher(),
    blogPost: posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      url: absoluteUrl(`/blog/${post.slug}`),
      datePublished: post.date,
      image: absoluteUrl(post.image),
      author: { "@type": "Person", name: post.author },
    })),
  });
}

export function blogPostingLd(post: BlogPostSummary & { tags: readonly string[]; updated?: string; wordCount: number }): MetaDescriptor {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    image: { "@type": "ImageObject", url: absoluteUrl(post.image), width: 1200, height: 630 },
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { "@type": "Person", name: post.author, jobTitle: post.authorRole, worksFor: { "@id": `${absoluteUrl("/")}#organization` } },
    publisher: publisher(),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    inLanguage: locale.dateLocale,
    articleSection: post.categoryLabel,
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
    isPartOf: { "@id": `${absoluteUrl("/blog")}#blog` },
  });
}
