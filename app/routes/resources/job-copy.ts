import type { Route } from "./+types/job-copy";
import { editedCopyPath, primedEditedCopy } from "../../lib/edited-copy.ts";
import { contentContext, isFileCopy, jobCopy, jobCopyHash } from "../../server/content/snapshot.server.ts";

/**
 * A job's copy published since the build, `/indhold/jobs/<slug>.<hash>.json`, which its page reads
 * before it hydrates (app/lib/edited-copy.ts). The hash names one version, so the answer never
 * changes: cached for a year. A page of an earlier version (served before a publish) still finds
 * its copy on an instance that rendered it; elsewhere it gets 404 and its error page.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const match = /^([a-z0-9-]{1,80})\.([0-9a-f]{16})\.json$/.exec(params.file ?? "");
  if (!match) return notFound();
  const [, slug, hash] = match;
  const job = context.get(contentContext).jobs.find((open) => open.slug === slug);
  const current = job && !isFileCopy(job) ? jobCopy(job) : undefined;
  const copy = current && jobCopyHash(current) === hash ? current : primedEditedCopy(editedCopyPath(slug!, hash!));
  if (copy === undefined) return notFound();
  return new Response(JSON.stringify(copy), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Robots-Tag": "noindex",
    },
  });
}

function notFound(): Response {
  return new Response(JSON.stringify({ error: "Teksten findes ikke." }), {
    status: 404,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
