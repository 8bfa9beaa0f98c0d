/**
 * Builds a page's <head> tags from its PageMeta: title, description, keywords, absolute canonical,
 * Open Graph and Twitter. Every public route's `meta` export calls this with content from
 * app/content, so no page can forget a tag.
 */
import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "../config/build-config.ts";
import { brand, locale } from "../content/site.ts";
import type { PageMeta } from "../content/types.ts";

export const defaultShareImage = { path: "/images/og/salgskraft-share.png", width: 1200, height: 630 };

export function fullTitle(title: string): string {
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

/** A title and description published in /admin/indhold/sider for one page (the root loader's `pageMeta`). */
export type PublishedMeta = { path: string; title: string; description: string };
/** What a meta function's `matches` holds of the root route's loader data (React Router 8 names it `loaderData`; `data` is gone). */
export type MetaMatches = readonly ({ id: string; loaderData: unknown } | undefined)[];

/**
 * The title and description published for `path`, if any: the root loader carries them for the
 * page it answers (app/root.tsx), so the server's render and the browser's hydration build the same
 * head (docs/decisions/publishing.md, "Titles and descriptions").
 */
export function publishedMeta(matches: MetaMatches | undefined, path: string): PublishedMeta | undefined {
  const data = matches?.find((match) => match?.id === "root")?.loaderData as { pageMeta?: PublishedMeta } | undefined;
  return data?.pageMeta?.path === path ? data.pageMeta : undefined;
}

/** `matches`: the meta function's, so a title and description published in the admin take the place of the file's. */
export function pageMeta(meta: PageMeta, extra: MetaDescriptor[] = [], matches?: MetaMatches): MetaDescriptor[] {
  const published = matches && publishedMeta(matches, meta.canonicalPath);
  if (published) meta = { ...meta, title: published.title, description: published.description };
  const title = fullTitle(meta.title);
  const url = absoluteUrl(meta.canonicalPath);
  const image = absoluteUrl(meta.image ?? defaultShareImage.path);
  const imageAlt = meta.imageAlt ?? `${brand.name} - ${brand.tagline}`;
  const type = meta.type ?? "website";
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: meta.description },
    { name: "keywords", content: meta.keywords.join(", ") },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: locale.ogLocale },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    // X reads the title, description and image from og:* when its own tags are missing (its card
    // markup documentation), so only what has no Open Graph form is repeated: every byte of the
    // head counts against the first TCP window (docs/decisions/inline-icons.md).
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (!meta.image) {
    tags.push(
      { property: "og:image:width", content: String(defaultShareImage.width) },
      { property: "og:image:height", content: String(defaultShareImage.height) },
    );
  }
  if (type === "article") {
    if (meta.publishedTime) tags.push({ property: "article:published_time", content: meta.publishedTime });
    if (meta.modifiedTime) tags.push({ property: "article:modified_time", content: meta.modifiedTime });
  }
  return [...tags, ...extra];
}

/** Head tags a loader built with pageMeta(), with the title and description published for their page (by its canonical link). */
export function withPublishedMeta(tags: MetaDescriptor[], matches: MetaMatches | undefined): MetaDescriptor[] {
  const canonical = tags.find((tag) => "rel" in tag && tag.rel === "canonical") as { href?: string } | undefined;
  const path = canonical?.href ? new URL(canonical.href).pathname : undefined;
  const published = path ? publishedMeta(matches, path) : undefined;
  if (!published) return tags;
  const title = fullTitle(published.title);
  return tags.map((tag) => {
    if ("title" in tag) return { title };
    if ("name" in tag && tag.name === "description") return { ...tag, content: published.description };
    if ("property" in tag && tag.property === "og:title") return { ...tag, content: title };
    if ("property" in tag && tag.property === "og:description") return { ...tag, content: published.description };
    return tag;
  });
}

/** A JSON-LD block as a meta descriptor (React Router renders it as a script tag in <head>). */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}

export type Crumb = { name: string; path: string };

export function breadcrumbLd(crumbs: readonly Crumb[]): MetaDescriptor {
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Forside", path: "/" }, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  });
}

export function faqLd(items: readonly { question: string; answer: string }[]): MetaDescriptor {
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  });
}
