/**
 * Vite plugin for `npm run dev`: redirects first, as in production, then requests go through server/app.ts as in production
 * (server/main.ts), so loaders and actions get the runtime from the same `loadContext`; React
 * Router's own dev handler, which this one stands in front of, passes no context. This is React
 * Router's custom-server pattern (server/app.ts as the SSR build's input, loaded through Vite in
 * development; docs/decisions/runtime-context.md), written as a plugin so `react-router dev`
 * stays the dev command.
 */
import { createRequestListener } from "@react-router/node";
import { isRunnableDevEnvironment, type Plugin } from "vite";
import { redirectFor } from "../app/lib/redirects.ts";
import type { Runtime } from "../app/server/platform/lifecycle.server.ts";
import type * as App from "../server/app.ts";

/**
 * The services start on the first request and stop with the dev server; this closure outlives
 * module reloads, so the embedded database is opened once per dev server.
 */
export function appServer(): Plugin {
  let runtime: Promise<Runtime> | undefined;
  return {
    name: "salgskraft:app-server",
    apply: "serve",
    configureServer(server) {
      server.httpServer?.once("close", () => void runtime?.then((started) => started.stop()).catch(() => {}));
      // Returned, so it is added after Vite's own middlewares (modules, assets, public files).
      return () => {
        server.middlewares.use(async (req, res, next) => {
          // The redirects, as server/main.ts applies them in production (app/lib/redirects.ts).
          const location = redirectFor(req.method, new URL(`http://localhost${req.url ?? "/"}`));
          if (location) {
            res.writeHead(301, { Location: location, "Content-Type": "text/plain; charset=utf-8" });
            return void res.end(`Flyttet permanent: ${location}`);
          }
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
