import { data, Link } from "react-router";
import type { Route } from "./+types/indhold-side-preview";
import { AdminError } from "../../components/admin/admin-error.tsx";
import { absoluteUrl } from "../../config/build-config.ts";
import { fullTitle } from "../../lib/meta.ts";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { checkPageMeta, getPageMeta, pageBySlug, problemLines } from "../../server/content/page-meta.server.ts";
import { loadSnapshot } from "../../server/content/snapshot.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

/** Staff only, never indexed or cached. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Forhåndsvisning: ${loaderData?.label ?? "side"}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The draft's title and description as a search result and a shared link show them, with the
 * site's own checks (app/server/content/page-meta.server.ts): what a publish would refuse, naming
 * the field. The page's document is rendered with the draft for the size check when the
 * production server can measure it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  await requireEditor(request, runtime);
  const page = pageBySlug(params.side);
  if (!page) throw data({ error: "Siden findes ikke blandt dem, der kan redigeres her." }, { status: 404 });
  const state = await getPageMeta(runtime.db, page);
  const result = await checkPageMeta(state.current, { snapshot: await loadSnapshot(runtime.db), measure: runtime.content?.measure });
  return {
    label: page.label,
    slug: page.slug,
    url: absoluteUrl(page.path),
    draft: state.hasDraft,
    published: state.state === "udgivet",
    title: fullTitle(state.current.title),
    description: state.current.description,
    checks: { problems: problemLines(result.problems), measured: result.measured },
  };
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { label, slug, url, draft, published, title, description, checks } = loaderData;
  return (
    <>
      <p className="text-sm">
        <Link to={`/admin/indhold/sider/${slug}`} className="text-brand-700 underline">
          Tilbage til redigering
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold break-words text-navy-900">Forhåndsvisning: {label}</h1>
      <p className="mt-1 max-w-prose text-muted">
        {draft ? "Kladden, som besøgende ikke ser endnu." : published ? "Som besøgende ser siden nu." : "Sidens egen tekst."} Søgemaskiner ser ikke denne side.
      </p>
      <div
        data-checks={checks.problems.length ? "afvist" : "godkendt"}
        className={`mt-4 rounded-card p-4 text-sm ring-1 ${checks.problems.length ? "bg-red-50 text-red-900 ring-red-200" : "bg-green-50 text-green-900 ring-green-200"}`}
      >
        {checks.problems.length ? (
          <>
            <p className="font-semibold">Siden består ikke sitets kontrol og kan ikke udgives, før du har rettet:</p>
            <ul className="mt-1 list-disc pl-5">
              {checks.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>Titel og beskrivelse består sitets kontrol (metatekster, ordliste, faktaark, du/I-form{checks.measured ? " og sidens størrelse" : ""}).</p>
        )}
      </div>
      <section aria-labelledby="soegeresultat" className="mt-6 max-w-2xl rounded-card bg-white p-4 shadow-card ring-1 ring-line">
        <h2 id="soegeresultat" className="text-sm font-semibold text-muted">
          Sådan ser søgeresultatet ud
        </h2>
        <p className="mt-2 text-sm break-all text-green-800">{url}</p>
        <p data-preview-title className="text-xl break-words text-blue-800">
          {title}
        </p>
        <p data-preview-description className="mt-1 text-sm break-words">
          {description}
        </p>
      </section>
      <section aria-labelledby="deling" className="mt-4 max-w-md overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
        <h2 id="deling" className="px-4 pt-4 text-sm font-semibold text-muted">
          Sådan ser en deling ud
        </h2>
        <div className="p-4">
          <p className="font-semibold break-words text-navy-900">{title}</p>
          <p className="mt-1 text-sm break-words text-muted">{description}</p>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
