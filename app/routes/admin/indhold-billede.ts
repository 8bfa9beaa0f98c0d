import type { Route } from "./+types/indhold-billede";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { imageFile, imageResponse } from "../../server/content/images.server.ts";
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
  return imageResponse(await imageFile(runtime.db, params.hash ?? "", params.name ?? "", { earlier: true }), "private, max-age=3600");
}
