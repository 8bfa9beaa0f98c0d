import type { Route } from "./+types/moede-ics";
import { meetingIcs } from "../../server/booking/actions.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

/** The booking's calendar invitation (.ics), by the view link of its confirmation. */
export function loader({ request, context }: Route.LoaderArgs) {
  return meetingIcs(new URL(request.url), context.get(runtimeContext)).catch(
    () => new Response("Linket er ikke gyldigt.", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
  );
}
