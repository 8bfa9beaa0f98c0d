import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readBuildConfig } from "./app/config/build-config.ts";
import { articleChunks } from "./scripts/vite-article-chunks.ts";

const buildConfig = readBuildConfig(process.env);

export default defineConfig({
  define: { __BUILD_CONFIG__: JSON.stringify(buildConfig) },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), articleChunks()],
  build: { assetsInlineLimit: 0 },
});
