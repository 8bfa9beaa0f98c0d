/**
 * Vite plugin: `content/blog/<slug>.md?article` is a module whose default export is that article's
 * ArticleChunk (body HTML and inlined cover, app/content/blog-render.ts). The article page reads
 * it as a chunk of its own (app/content/article-files.ts), so the body is in the prerendered
 * document once, as markup, instead of a second time as loader data.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { articleChunk, type CoverReader } from "../app/content/blog-render.ts";

const query = "?article";

/** Reads a cover SVG under public/images/blog/; `onRead` is told each file read (for Vite's watcher). */
export function coverReader(publicDir: string, onRead: (file: string) => void = () => {}): CoverReader {
  return (publicPath) => {
    const svgFile = path.join(publicDir, publicPath);
    if (!publicPath.startsWith("/images/blog/") || !publicPath.endsWith(".svg") || !existsSync(svgFile)) return undefined;
    onRead(svgFile);
    return readFileSync(svgFile, "utf8");
  };
}

export function articleChunks(publicDir = path.resolve("public")): Plugin {
  return {
    name: "salgskraft:article-chunks",
    load(id) {
      if (!id.endsWith(`.md${query}`)) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const chunk = articleChunk(
        readFileSync(file, "utf8"),
        coverReader(publicDir, (svgFile) => this.addWatchFile(svgFile)),
      );
      return `export default ${JSON.stringify(chunk)};`;
    },
  };
}
