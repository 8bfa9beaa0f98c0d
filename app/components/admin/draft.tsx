import { useRouteLoaderData } from "react-router";

type Draft = Record<string, string>;

/** The draft the admin layout's loader read for this page (`?kladde=`), if any. */
function useLayoutDraft(): Draft | null {
  const layout = useRouteLoaderData("routes/admin/layout") as { draft?: Draft | null } | undefined;
  return layout?.draft ?? null;
}

/**
 * What the person had typed into a form when their session had ended, restored after they logged
 * in (app/server/auth/drafts.server.ts; the admin layout's loader reads it for the page). Only for the
 * form that was sent (`intent`), and only until that form has been sent again (`answered`: the
 * page's action data), so a saved note does not come back.
 */
export function useDraft(intent: string, answered: unknown): Draft | null {
  const draft = useLayoutDraft();
  return !answered && draft && draft.intent === intent ? draft : null;
}

/**
 * The same for a content editor's form (issue 36), which any of its buttons (`intents`) sends: what
 * was typed, and the item's version it was typed on, so a colleague's save meanwhile is refused as
 * stale with the text kept. Once it is sent again it stays until the item's version moves, so the
 * form never shows the stored text in between; a refusal (`error` in the action data) brings its
 * own copy of what was typed, and the draft steps aside.
 */
export function useEditorDraft(intents: readonly string[], actionData: unknown, version: number): { typed: Draft | null; version: number } {
  const draft = useLayoutDraft();
  const refused = typeof actionData === "object" && actionData !== null && "error" in actionData;
  const typed = draft && !refused && intents.includes(draft.intent ?? "") && (!actionData || draft.version === String(version)) ? draft : null;
  return { typed, version: typed?.version && /^\d+$/.test(typed.version) ? Number(typed.version) : version };
}

export function DraftNotice({ draft }: { draft: Draft | null }) {
  if (!draft) return null;
  return (
    <p role="status" data-draft className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-300">
      Du var blevet logget ud, så det blev ikke gemt. Det, du skrev, er sat ind igen herunder: tryk på knappen igen for at gemme det.
    </p>
  );
}

type Saved<A> = A extends { saved: infer S extends { version: number } } ? S : never;

/**
 * What a successful save or publish stored (`saved` in the action data: its version and its content),
 * while that is at least as new as the loader's `version`; else null. React Router shows the action's
 * answer as soon as it arrives and only then fetches the page's data again, so for that moment the
 * loader's version and text are from before the press. An editor shows this answer instead: the form
 * is not rebuilt from the old text, and a press in between is not refused as stale
 * (tests/e2e/content-checks.test.ts pressed »Forhåndsvis« in that moment on a busy machine and got
 * »ændret … efter du åbnede det«).
 */
export function savedAnswer<A>(actionData: A, version: number): Saved<NonNullable<A>> | null {
  if (typeof actionData !== "object" || actionData === null || !("saved" in actionData)) return null;
  const saved = actionData.saved as Saved<NonNullable<A>> | undefined;
  return saved && saved.version >= version ? saved : null;
}
