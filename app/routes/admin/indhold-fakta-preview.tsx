import { data, Link } from "react-router";
import type { Route } from "./+types/indhold-fakta-preview";
import { AdminError } from "../../components/admin/admin-error.tsx";
import { ChecksBanner } from "../../components/admin/checks-banner.tsx";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { withFacts } from "../../server/content/facts.server.ts";
import { checkFacts, factPages, getFacts } from "../../server/content/facts-store.server.ts";
import { contentContext, loadSnapshot } from "../../server/content/snapshot.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import Home, { loader as homeLoader } from "../public/home.tsx";
import Priser from "../public/priser.tsx";

/** Staff only, never indexed or cached, without the site's menus (no page view is counted). */
export const handle = { hydrate: "eager", bare: true };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = () => [{ title: "Forhåndsvisning: fakta og priser" }, { name: "robots", content: "noindex, nofollow" }];

/**
 * The request's content is the candidate: the published snapshot with the draft fact sheet, so the
 * page below, the root's data (which hands the sheet to the browser for hydration) and everything
 * they read state the draft's figures. Staff only: anyone else renders with the published sheet,
 * and the loader refuses them.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const runtime = context.get(runtimeContext);
    const staff = await requireEditor(request, runtime).catch(() => null);
    if (!staff) return next();
    const draft = (await getFacts(runtime.db)).current;
    context.set(contentContext, { ...context.get(contentContext), facts: draft });
    return withFacts(draft, next);
  },
];

const pageOf = (request: Request) => factPages.find((page) => page === new URL(request.url).searchParams.get("side")) ?? "/priser";

/**
 * /priser or / rendered by the page's own component with the draft fact sheet, with the site's
 * own checks at the top (app/server/content/facts-store.server.ts): what a publish would refuse.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  await requireEditor(request, runtime);
  const state = await getFacts(runtime.db);
  if (!state.current) throw data({ error: "Faktaarket findes ikke." }, { status: 404 });
  const result = await checkFacts(state.current, { snapshot: await loadSnapshot(runtime.db), measure: runtime.content?.measure });
  const side = pageOf(request);
  return {
    side,
    draft: state.hasDraft,
    checks: { problems: result.problems.map((problem) => `${problem.label}: ${problem.message}`), measured: result.measured },
    // The home page's copy from its own loader, read now (with the draft as the current sheet).
    home: side === "/" ? (JSON.parse(JSON.stringify(homeLoader().home)) as ReturnType<typeof homeLoader>["home"]) : null,
  };
}

export default function FactsPreview({ loaderData }: Route.ComponentProps) {
  const { side, draft, checks, home } = loaderData;
  return (
    <>
      <div role="status" className="sticky top-0 z-40 bg-amber-100 px-5 py-3 text-sm text-amber-950 ring-1 ring-amber-300">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 font-semibold">
            Forhåndsvisning af {side === "/" ? "forsiden" : "/priser"} – {draft ? "med kladden, som besøgende ikke ser endnu" : "som besøgende ser den"}.
            Søgemaskiner ser ikke denne side.
          </p>
          <p className="flex flex-wrap gap-x-4">
            <Link to={`/admin/indhold/fakta/forhaandsvisning?side=${side === "/" ? "/priser" : "/"}`} className="font-semibold underline">
              Se {side === "/" ? "/priser" : "forsiden"}
            </Link>
            <Link to="/admin/indhold/fakta" className="font-semibold underline">
              Tilbage til redigering
            </Link>
          </p>
        </div>
        <ChecksBanner checks={checks} />
      </div>
      {home ? (
        // The page's own components; only their loader data comes from here.
        <Home {...({ loaderData: { home, meta: undefined } } as unknown as Parameters<typeof Home>[0])} />
      ) : (
        <Priser />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
