/**
 * Article cover illustrations inlined as data: URIs. The cover is the largest element above the
 * fold on an article, so it decides LCP; as a separate request it came after the HTML and the
 * CSS (LCP 1.3 s on a throttled phone). Inline it is there at first paint. The SVGs are small
 * (2-4 KB) and bundled by Vite, so the server needs no public/ folder at run time.
 */
import { svgDataUri } from "./blog-render.ts";

export { svgDataUri };

const covers = import.meta.glob<string>("../../public/images/blog/*.svg", { query: "?raw", import: "default", eager: true });

/** The image source for a cover path such as /images/blog/x.svg: inlined when it is one of ours. */
export function coverSrc(publicPath: string): string {
  const svg = covers[`../../public${publicPath}`];
  return svg === undefined ? publicPath : svgDataUri(svg);
}
