import { useRouteLoaderData } from "react-router";

/**
 * What the person had typed into a form when their session had ended, restored after they logged
 * in (app/server/auth/drafts.server.ts; the admin layout's loader reads it for the page). Only for the
 * form that was sent (`intent`), and only until that form has been sent again (`answered`: the
 * page's action data), so a saved note does not come back.
 */
export function useDraft(intent: string, answered: unknown): Record<string, string> | null {
  const layout = useRouteLoaderData("routes/admin/layout") as { draft?: Record<string, string> | null } | undefined;
  const draft = layout?.draft;
  return !answered && draft && draft.intent === intent ? draft : null;
}

export function DraftNotice({ draft }: { draft: Record<string, string> | null }) {
  if (!draft) return null;
  return (
    <p role="status" data-draft className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-300">
      Du var blevet logget ud, så det blev ikke gemt. Det, du skrev, er sat ind igen herunder: tryk på knappen igen for at gemme det.
    </p>
  );
}
