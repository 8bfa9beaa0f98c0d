import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readBuildConfig } from "./app/config/build-config.ts";

const buildConfig = readBuildConfig(process.env);

export default defineConfig({
  define: { __BUILD_CONFIG__: JSON.stringify(buildConfig) },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  // Nothing is inlined except the heading font, which rides in the stylesheet as a data: URI so it
  // is there at first paint without a request of its own (docs/decisions/typeface.md).
  build: { assetsInlineLimit: (file: string) => file.endsWith(".woff2") },
});
