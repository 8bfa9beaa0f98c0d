import type { Route } from "./+types/indhold-billede";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { imageFile } from "../../server/content/images.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

/**
 * A file of any kept photo or logo, earlier versions included, `/admin/indhold/billeder/<hash>/<name>`:
 * the thumbnails of the history on /admin/indhold/personer and /cases, for owners and redaktører
 * only. The public /bilder/ (routes/resources/bilder.ts) serves the current images alone, so a
 * replaced or removed photo is off the site while it can still be restored.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  await requireEditor(request, runtime);
  const file = await imageFile(runtime.db, params.hash ?? "", params.name ?? "", { earlier: true });
  if (!file)
    return new Response("Billedet findes ikke.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
