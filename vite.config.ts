import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { minifySync } from "rolldown/experimental";
import { defineConfig } from "vite";
import { readBuildConfig } from "./app/config/build-config.ts";
import { inlineScriptSources } from "./app/lib/enhance.ts";

const buildConfig = readBuildConfig(process.env);

/** The inline script every page carries (app/lib/enhance.ts), minified once: its bytes are in every page's HTML. */
function minifiedInlineScripts() {
  const minify = (source: string) => {
    // A declaration keeps the function (and its parameter, filled in at render) from being dropped or inlined.
    const code = minifySync("inline.js", `var inline = ${source};`, { compress: false, mangle: { toplevel: false } }).code.trim();
    return code.replace(/^var inline\s*=\s*/, "").replace(/;$/, "");
  };
  const sources = inlineScriptSources();
  return { enhance: minify(sources.enhance), deferredBoot: minify(sources.deferredBoot) };
}

export default defineConfig({
  define: { __BUILD_CONFIG__: JSON.stringify(buildConfig), __INLINE_SCRIPTS__: JSON.stringify(minifiedInlineScripts()) },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
});
