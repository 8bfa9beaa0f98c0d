import { createRequestListener } from "@react-router/node";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, isRunnableDevEnvironment, type Plugin } from "vite";
import { readBuildConfig } from "./app/config/build-config.ts";
import type { Runtime } from "./app/server/lifecycle.server.ts";
import { articleChunks } from "./scripts/vite-article-chunks.ts";
import type * as App from "./server/app.ts";

const buildConfig = readBuildConfig(process.env);

/**
 * `npm run dev`: requests go through server/app.ts as in production (server/main.ts), so loaders
 * and actions get the runtime from the same loadContext; React Router's own dev handler, which
 * this one stands in front of, passes no context. The services start on the first request and
 * stop with the dev server; this closure outlives module reloads, so the embedded database is
 * opened once per dev server.
 */
function appServer(): Plugin {
  let runtime: Promise<Runtime> | undefined;
  return {
    name: "salgskraft:app-server",
    apply: "serve",
    configureServer(server) {
      server.httpServer?.once("close", () => void runtime?.then((started) => started.stop()).catch(() => {}));
      // Returned, so it is added after Vite's own middlewares (modules, assets, public files).
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const ssr = server.environments.ssr;
          if (!isRunnableDevEnvironment(ssr)) return next();
          try {
            const app: typeof App = await ssr.runner.import("/server/app.ts");
            runtime ??= app.startServices().catch((error: unknown) => {
              runtime = undefined;
              throw error;
            });
            const started = await runtime;
            await createRequestListener({ build: app, mode: "development", getLoadContext: () => app.loadContext(started) })(req, res);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}

export default defineConfig({
  define: { __BUILD_CONFIG__: JSON.stringify(buildConfig) },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), appServer(), reactRouter(), articleChunks()],
  // Nothing is inlined except the heading font, which rides in the stylesheet as a data: URI so it
  // is there at first paint without a request of its own (docs/decisions/typeface.md).
  build: { assetsInlineLimit: (file: string) => file.endsWith(".woff2") },
  // The server bundle is server/app.ts: the React Router server build plus the app's server
  // start-up and load context, in one module graph with the routes.
  environments: { ssr: { build: { minify: true, rollupOptions: { input: "./server/app.ts" } } } },
});
