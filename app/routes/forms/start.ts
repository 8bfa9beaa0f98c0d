import type { Route } from "./+types/start";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { issueFormToken } from "../../server/intake/form-token.server.ts";

/**
 * GET /forms/start: a fresh fill-time token (app/server/intake/form-token.server.ts) for the forms of a
 * prerendered page. Asked for by app/lib/enhance.ts as the page is shown; never cached.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { sessionSecret } = context.get(runtimeContext);
  return new Response(issueFormToken(sessionSecret), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
