import type { Route } from "./+types/bilder";
import { imageFile, imageResponse } from "../../server/content/images.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

/**
 * A file of a photo or logo uploaded in the admin, `/bilder/<hash>/<name>` (square-64.avif,
 * 2x.png …), from the database (app/server/content/images.server.ts). The hash names one upload,
 * so the answer never changes: cached for a year, immutable. Only a subject's current image is
 * served: a replaced or removed one answers 404 here (it stays restorable in the admin, whose
 * thumbnails come from /admin/indhold/billeder/).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  return imageResponse(await imageFile(runtime.db, params.hash ?? "", params.name ?? ""), "public, max-age=31536000, immutable");
}
