import type { Route } from "./+types/bilder";
import { imageFile } from "../../server/content/images.server.ts";
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
  const file = await imageFile(runtime.db, params.hash ?? "", params.name ?? "");
  if (!file)
    return new Response("Billedet findes ikke.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
