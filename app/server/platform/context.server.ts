/**
 * How a loader or action reaches the database and the other services: through React Router's
 * context, never through a module-level or global lookup.
 *
 *   export async function loader({ request, context }: Route.LoaderArgs) {
 *     const runtime = context.get(runtimeContext);
 *     const staff = await requireStaff(request, runtime);
 *     return { rows: await listSomething(runtime.db) };
 *   }
 *
 * Server modules (app/server/*.server.ts) take what they need (`db`, `env`, the runtime) as
 * parameters. The runtime is put into the context in one place, `loadContext` below, which
 * server/app.ts uses for every request (production server and `npm run dev` alike). Prerendering
 * runs without it: public pages render from content, and a loader that reads it fails the build.
 */
import { createContext, RouterContextProvider } from "react-router";
import { contentContext, type ContentSnapshot } from "../content/snapshot.server.ts";
import type { Runtime } from "./lifecycle.server.ts";

export type { Runtime };

export const runtimeContext = createContext<Runtime>();

/**
 * The context of one request: what a custom server's getLoadContext returns. It carries the
 * runtime and the content snapshot the page renders from: the instance's newest, or the one a
 * regeneration renders every page of (app/server/content/overlay.server.ts).
 */
export function loadContext(runtime: Runtime, snapshot?: ContentSnapshot): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(runtimeContext, runtime);
  const content = snapshot ?? runtime.content?.current();
  if (content) context.set(contentContext, content);
  return context;
}
