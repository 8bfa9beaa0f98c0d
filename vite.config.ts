import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readBuildConfig } from "./app/config/build-config.ts";
import { appServer } from "./scripts/vite-app-server.ts";
import { articleChunks } from "./scripts/vite-article-chunks.ts";
import { clientChunks } from "./scripts/vite-client-chunks.ts";
import { prerenderTimeout } from "./scripts/vite-prerender-timeout.ts";

const buildConfig = readBuildConfig(process.env);

export default defineConfig(({ command }) => ({
  define: { __BUILD_CONFIG__: JSON.stringify(buildConfig) },
  resolve: { tsconfigPaths: true },
  plugins: [prerenderTimeout(), tailwindcss(), appServer(), reactRouter(), articleChunks(), clientChunks()],
  // Nothing is inlined except the wordmark's font, which rides in the stylesheet as a data: URI so it
  // is there at first paint without a request of its own; the headings' font rides (`?inline`) in the
  // after-load script, app/lib/after-load.ts (docs/decisions/typeface.md).
  build: { assetsInlineLimit: (file: string) => file.endsWith("/albert-sans.woff2") },
  // The server bundle is server/app.ts: the React Router server build plus the app's server
  // start-up and load context, in one module graph with the routes. drizzle-orm is bundled into it
  // (built only; `npm run dev` and the CLIs load it from node_modules): Node 24 re-parses drizzle's
  // 179 KB package.json exports map for each of its ~100 modules, which cost every server start
  // ~0.4 CPU-s (docs/decisions/server-bundle.md).
  environments: {
    ssr: {
      ...(command === "build" && { resolve: { noExternal: ["drizzle-orm"] } }),
      build: { minify: true, rollupOptions: { input: "./server/app.ts" } },
    },
  },
}));
