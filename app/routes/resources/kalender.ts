import type { Route } from "./+types/kalender";
import { buildConfig } from "../../config/build-config.ts";
import { meetingFeed } from "../../server/booking/booking-calendar.server.ts";
import { feedFor } from "../../server/booking/availability.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

/** A staff member's private, read-only calendar feed of their meetings (secret token, app/routes/admin/tilgaengelighed.tsx). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const feed = await feedFor(runtime.db, params.token ?? "");
  if (!feed)
    return new Response("Kalenderen findes ikke.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const from = /<([^>]+)>/.exec(runtime.env.MAIL_FROM)?.[1] ?? runtime.env.MAIL_FROM;
  return new Response(meetingFeed(feed.name, feed.meetings, buildConfig.siteUrl, from), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
  });
}
