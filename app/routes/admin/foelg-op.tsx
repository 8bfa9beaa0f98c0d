import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/foelg-op";
import { kindLabels, statusLabels } from "../../content/enquiry-labels.ts";
import { danishClock, danishDate } from "../../lib/danish-time.ts";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { followUpView, MAX_FOLLOW_UP_TEXT, type FollowUpViewRow } from "../../server/inbox/follow-ups.server.ts";
import { FollowUpControls, FollowUpMessage, revalidateAfterFollowUpConflict } from "../../components/admin/follow-up-controls.tsx";
import { followUpAction } from "../../server/inbox/actions.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import type { EnquiryKind, EnquiryStatus } from "../../server/inbox/schema.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Følg op" }, { name: "robots", content: "noindex, nofollow" }];

/** "Følg op" (issue 26, item 1): what is overdue, due today and due later this week; mine or everyone's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  const scope = new URL(request.url).searchParams.get("hvem") === "alle" ? "all" : "mine";
  const view = await followUpView(runtime.db, scope, staff.userId, runtime.now());
  return { view, scope, csrf: staff.csrfToken, maxWhat: MAX_FOLLOW_UP_TEXT };
}

/** A refused follow-up change reloads the page's data too (the follow-up was done or deleted meanwhile). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateAfterFollowUpConflict(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireStaff(request, runtime, form);
  try {
    // Klaret, Udsæt, Ret, Slet and Genåbn: the same handler as on the enquiry page.
    return await followUpAction(runtime.db, form, staff, runtime.now());
  } catch (error) {
    log.error("Opfølgning kunne ikke gemmes", errorFields(error));
    return data({ error: "Ændringen kunne ikke gemmes. Prøv igen om et øjeblik.", followUp: true as const }, { status: 503 });
  }
}

/** Where a button's answer shows: the page's heading, with the message right under it. */
const ANCHOR = "foelg-op";

const groups = [
  { key: "overdue", title: "Overskredet", empty: "Intet er overskredet." },
  { key: "today", title: "I dag", empty: "Intet at følge op på i dag." },
  { key: "week", title: "Resten af denne uge", empty: "Intet resten af ugen." },
] as const;

function Row({ row, csrf, showOwner, maxWhat, answered }: { row: FollowUpViewRow; csrf: string; showOwner: boolean; maxWhat: number; answered: unknown }) {
  return (
    <li className="p-4" data-follow-up={row.what}>
      <Link to={`/admin/contact-submissions/${row.submissionId}`} className="font-semibold break-words text-navy-900 hover:text-brand-700">
        {row.what}
      </Link>
      <p className="text-sm break-words text-muted">
        {[row.name || row.email, row.company, kindLabels[row.kind as EnquiryKind], statusLabels[row.status as EnquiryStatus]].filter(Boolean).join(" · ")}
      </p>
      <p className="text-sm text-ink" data-due>
        <time dateTime={new Date(row.dueAt).toISOString()}>
          {danishDate(row.dueAt)} kl. {danishClock(row.dueAt)}
        </time>
        {showOwner && row.owner ? ` · ${row.owner}` : ""}
      </p>
      <FollowUpControls item={row} csrf={csrf} maxWhat={maxWhat} answered={answered} anchor={ANCHOR} />
    </li>
  );
}

export default function FollowUps({ loaderData, actionData }: Route.ComponentProps) {
  const { view, scope, csrf, maxWhat } = loaderData;
  return (
    <>
      <h1 id={ANCHOR} className="scroll-mt-4 text-3xl font-bold text-navy-900">
        Følg op
      </h1>
      <nav aria-label="Hvis opfølgninger" className="mt-3 flex flex-wrap gap-2 text-sm font-semibold">
        <Link
          to="/admin/foelg-op"
          aria-current={scope === "mine" ? "page" : undefined}
          className="rounded-full px-4 py-2 ring-1 ring-line aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
        >
          Mine
        </Link>
        <Link
          to="/admin/foelg-op?hvem=alle"
          aria-current={scope === "all" ? "page" : undefined}
          className="rounded-full px-4 py-2 ring-1 ring-line aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
        >
          Alle
        </Link>
      </nav>
      <FollowUpMessage answer={actionData} csrf={csrf} anchor={ANCHOR} className="mt-4" />
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`gruppe-${group.key}`} className="mt-6" data-group={group.key}>
          <h2 id={`gruppe-${group.key}`} className="text-lg font-semibold text-navy-900">
            {group.title} <span className="text-muted">({view[group.key].length})</span>
          </h2>
          {view[group.key].length ? (
            <ul className="mt-2 divide-y divide-line rounded-card bg-white shadow-card ring-1 ring-line">
              {view[group.key].map((row) => (
                <Row key={row.id} row={row} csrf={csrf} showOwner={scope === "all"} maxWhat={maxWhat} answered={actionData} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">{group.empty}</p>
          )}
        </section>
      ))}
      <p className="mt-8 text-sm text-muted">
        Hver morgen får du en mail med dine opfølgninger for dagen, når der er nogen. En opfølgning er din, når henvendelsen er tildelt dig, eller når du har
        sat den på en henvendelse uden ansvarlig.
      </p>
    </>
  );
}
