/**
 * The server side of the app in one module, as in React Router's custom-server template: Vite
 * compiles it together with the routes into build/server/index.js (vite.config.ts), so what it
 * exports shares module instances with the route modules. server/main.ts imports that file;
 * `npm run dev` loads this module through Vite (the dev server plugin in vite.config.ts).
 *
 * The file is also the React Router server build itself (the re-export below): prerendering and
 * createRequestHandler read it as one.
 */
import { queryAwarePaths as fromRouteTable } from "../app/lib/route-table.ts";
import { loadContext } from "../app/server/platform/context.server.ts";
import { startServices } from "../app/server/platform/lifecycle.server.ts";

export * from "virtual:react-router/server-build";

/** Starts the database, outbox and retention job once for the process; Runtime.stop ends them. */
export { startServices };

/**
 * getLoadContext: every request's React Router context carries the runtime, which loaders and
 * actions read with `context.get(runtimeContext)`.
 */
export { loadContext };

/** Whether a request comes from a signed-in colleague: server/main.ts reads a large body (an upload, an import) only then. */
export { signedIn } from "../app/server/auth/auth.server.ts";

/** Pages whose query string changes the content (`queryAware` in app/routes.ts), with their `.data` paths. */
export const queryAwarePaths: readonly string[] = fromRouteTable();

/** The regenerated pages of a content version (app/server/content/overlay.server.ts): rendered, kept in DATA_DIR, reloaded at start. */
export { loadPersistedOverlay, overlayBytes, persistOverlay, recompressed, renderOverlay } from "../app/server/content/overlay.server.ts";
