/**
 * An article body from the content store as a visitor or a colleague sees it: Markdown through the
 * blog's renderer (app/content/blog-render.ts, the same as the repository's articles), then through
 * sanitize-html with an allow-list of the elements that renderer makes. Whatever an editor stores
 * (raw HTML in the Markdown, `javascript:` links, event handlers, iframes) is gone before any page,
 * preview or loader data carries it (tests/integration/content-articles.test.ts).
 *
 * The repository's twelve articles, word for word as their files, are served from the build's own
 * chunk as before (byte for byte what the build wrote; the sanitiser would re-encode one
 * apostrophe). Everything an editor changed comes through here.
 */
import sanitizeHtml from "sanitize-html";
import { articleHtml } from "../../content/blog-render.ts";

const options: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "h5", "h6", "p", "a", "ul", "ol", "li", "strong", "em", "del", "s", "code", "pre", "blockquote", "hr", "br"].concat([
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
  ]),
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["scope", "style"],
    td: ["data-label", "style"],
    ol: ["start"],
  },
  // marked writes a column's alignment as a style; nothing else may be styled.
  allowedStyles: { th: { "text-align": [/^(left|right|center)$/] }, td: { "text-align": [/^(left|right|center)$/] } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // A tag that is not allowed goes with its content when it is a script or a style, else only the tag.
  disallowedTagsMode: "discard",
};

/** Sanitised HTML of an article body (Markdown). */
export function safeArticleHtml(markdown: string): string {
  return sanitizeHtml(articleHtml(markdown), options);
}
