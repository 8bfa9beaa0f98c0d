import { useEffect, useRef, useState, type ReactNode } from "react";
import { data, Form, Link, useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/contact-submissions";
import { dateFormat, StatusBadge } from "../../components/admin/badges.tsx";
import {
  allKinds,
  allStatuses,
  assigneeLabel,
  interestFilterOptions,
  interestLabel,
  kindLabels,
  statusLabels,
  type AssigneeState,
} from "../../content/enquiry-labels.ts";
import { WeeklyChart } from "../../components/admin/weekly-chart.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { assigneeChoices } from "../../server/inbox/assignment.server.ts";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { listSubmissions, parseFilters, updateStatus, weeklyByKind, type InboxRow } from "../../server/inbox/inbox.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { allowed, getPermissions, refusals } from "../../server/inbox/settings.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import type { EnquiryStatus } from "../../server/inbox/schema.server.ts";
import { BulkActions, RowCheckbox } from "../../components/admin/bulk-actions.tsx";
import { kroner, outcomeFilterOptions, outcomeLabels } from "../../content/pipeline-labels.ts";
import { bulkFromForm } from "../../server/inbox/actions.server.ts";
import { danishDay } from "../../server/booking/booking-slots.server.ts";
import { buildConfig } from "../../config/build-config.ts";
import { useNonce } from "../../lib/csp-nonce.ts";

export const meta: Route.MetaFunction = () => [{ title: "Kontaktformular Henvendelser" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  const filters = parseFilters(new URL(request.url));
  try {
    const { db } = runtime;
    const [list, weeks, staffList, permissions] = await Promise.all([
      listSubmissions(db, filters, staff.userId),
      weeklyByKind(db),
      assigneeChoices(db),
      getPermissions(db),
    ]);
    const mayExport = allowed(staff, permissions, "staffMayExport");
    const mayDelete = allowed(staff, permissions, "staffMayDelete");
    const now = Date.now();
    const rows = list.rows.map((row) => ({ ...row, age: ageText(new Date(row.createdAt).getTime(), now) }));
    return {
      ...list,
      rows,
      weeks,
      staffList,
      filters,
      csrf: staff.csrfToken,
      loadError: null,
      exportRefusal: mayExport ? null : refusals.staffMayExport,
      mayDelete,
      today: danishDay(runtime.now()).date,
    };
  } catch (error) {
    log.error("Error fetching submissions", errorFields(error));
    return data(
      {
        rows: [] as (InboxRow & { age: string })[],
        total: 0,
        pages: 1,
        counts: null,
        weeks: [],
        staffList: [] as { id: string; email: string; name: string; state: AssigneeState }[],
        filters,
        csrf: staff.csrfToken,
        loadError: "Henvendelserne kunne ikke hentes. Prøv igen om et øjeblik.",
        exportRefusal: null,
        mayDelete: false,
        today: "",
      },
      { status: 503 },
    );
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireStaff(request, runtime, form);
  if (form?.get("intent") === "bulk") {
    // Bulk actions on the ticked rows (issue 26, app/server/inbox/actions.server.ts).
    try {
      const mayDelete = allowed(staff, await getPermissions(runtime.db), "staffMayDelete");
      const result = await bulkFromForm(runtime.db, form, staff, {
        siteUrl: buildConfig.siteUrl,
        mayDelete,
        deleteRefusal: refusals.staffMayDelete,
        now: runtime.now(),
      });
      runtime.kickOutbox();
      return result;
    } catch (error) {
      log.error("Error in bulk action", errorFields(error));
      return data({ error: "Handlingen kunne ikke udføres. Prøv igen om et øjeblik." }, { status: 503 });
    }
  }
  const id = String(form?.get("id") ?? "");
  const status = String(form?.get("status") ?? "") as EnquiryStatus;
  if (!allStatuses.includes(status)) return data({ error: "Ukendt status. Vælg Ny, I gang eller Afsluttet." }, { status: 422 });
  try {
    const { db } = runtime;
    if (!(await updateStatus(db, id, status, staff.userId))) return data({ error: "Henvendelsen findes ikke længere." }, { status: 404 });
    return { ok: true as const };
  } catch (error) {
    log.error("Error updating status", errorFields(error));
    return data({ error: "Status kunne ikke opdateres. Prøv igen om et øjeblik." }, { status: 503 });
  }
}

/** How long ago, short, for the phone list ("for 3 timer siden"); worked out on the server, so the page renders the same twice. */
function ageText(then: number, now: number): string {
  const minutes = Math.max(0, Math.round((now - then) / 60_000));
  if (minutes < 60) return minutes <= 1 ? "lige nu" : `for ${minutes} min. siden`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return hours === 1 ? "for 1 time siden" : `for ${hours} timer siden`;
  const days = Math.round(hours / 24);
  return `for ${days} dage siden`;
}

const subscriptionLabels = { pending: "afventer bekræftelse", confirmed: "bekræftet", unsubscribed: "afmeldt" } as const;

function StatusForm({ row, csrf }: { row: InboxRow; csrf: string }) {
  const fetcher = useFetcher<typeof action>();
  const error = fetcher.data && "error" in fetcher.data ? fetcher.data.error : undefined;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="id" value={row.id} />
      <label className="sr-only" htmlFor={`status-${row.id}`}>
        Status for {row.name || row.email}
      </label>
      <select
        id={`status-${row.id}`}
        name="status"
        defaultValue={row.status}
        key={row.status}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
        className="rounded-lg border border-line bg-white px-2 py-1.5 text-sm"
      >
        {allStatuses.map((status) => (
          <option key={status} value={status}>
            {statusLabels[status]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-lg bg-brand-700 px-2 py-1 text-xs font-semibold text-white">
          Gem
        </button>
      </noscript>
      {error && (
        <span role="alert" className="text-xs font-medium text-red-700">
          {error}
        </span>
      )}
    </fetcher.Form>
  );
}

function pageLink(filters: Route.ComponentProps["loaderData"]["filters"], page: number) {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.kind) params.set("type", filters.kind);
  if (filters.interest) params.set("interesse", filters.interest);
  if (filters.q) params.set("q", filters.q);
  if (filters.assignee) params.set("ansvarlig", filters.assignee);
  if (filters.outcome) params.set("udfald", filters.outcome);
  if (filters.view) params.set("visning", filters.view);
  if (filters.group) params.set("gruppe", "kontakt");
  if (page > 1) params.set("side", String(page));
  const query = params.toString();
  return `/admin/contact-submissions${query ? `?${query}` : ""}`;
}

/** One of the inbox filters: a labelled select whose empty choice is "Alle". */
function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className="text-sm font-semibold text-navy-900">
      {label}
      <select name={name} defaultValue={value ?? ""} className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal">
        <option value="">Alle</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const WIDE = "(min-width: 768px)";

/**
 * The list's filters, folded: open when `active` filters are in force (rendered so, no JavaScript
 * needed); on a wide screen, where there is room, open anyway. The served page opens it with the
 * inline script right after it, before the browser has parsed the list below: opened by React
 * after hydration, it pushed the list 144 px down under a staff member's pointer, and a click
 * aimed at a row or at "Vælg alle på siden" before that landed beside it and was lost
 * (tests/e2e/early-clicks.test.ts). The effect opens it after a client-side navigation (the form
 * is keyed on the query, so it is drawn anew).
 */
function FilterFold({ active, children }: { active: number; children: ReactNode }) {
  const fold = useRef<HTMLDetailsElement>(null);
  const nonce = useNonce();
  // Only on the server and while React hydrates the served page: a script React makes itself never runs.
  const [served] = useState(() => typeof document === "undefined" || document.documentElement.dataset.hydrated !== "true");
  useEffect(() => {
    if (fold.current && window.matchMedia(WIDE).matches) fold.current.open = true;
  }, []);
  return (
    <>
      {/* suppressHydrationWarning: the served page's script may have opened it. */}
      <details ref={fold} open={active > 0} className="mt-3" data-filters suppressHydrationWarning>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          Filtre{active ? ` (${active} ${active === 1 ? "aktivt" : "aktive"})` : ""}
        </summary>
        {children}
      </details>
      {/* The nonce is the response's (app/lib/csp-nonce.ts), which the browser hides from the DOM. */}
      {served && (
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: `matchMedia(${JSON.stringify(WIDE)}).matches&&(document.currentScript.previousElementSibling.open=true)` }}
        />
      )}
    </>
  );
}

export default function ContactSubmissions({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, pages, counts, weeks, staffList, filters, csrf, loadError, exportRefusal, mayDelete, today } = loaderData;
  const bulkResult =
    actionData && typeof actionData === "object" && ("message" in actionData || "error" in actionData)
      ? (actionData as { message?: string; error?: string })
      : null;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/admin/contact-submissions");
  const activeFilters = [filters.status, filters.interest, filters.kind, filters.assignee, filters.outcome, filters.view, filters.group].filter(Boolean).length;
  const exportHref = pageLink(filters, 1).replace("/admin/contact-submissions", "/admin/contact-submissions/export.csv");
  return (
    // A column, so that on a phone the weekly chart can go below the list (order): the enquiries
    // come before the overview on the small screen staff triage on between calls.
    <div className="flex flex-col">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">Kontaktformular Henvendelser</h1>
          {counts && (
            <p className="mt-1 text-muted">
              <strong className="text-navy-900">{counts.new}</strong> nye · {counts.in_progress} i gang · {counts.completed} afsluttede
            </p>
          )}
        </div>
        {exportRefusal ? (
          <p className="max-w-xs text-sm text-muted" data-refusal="export">
            {exportRefusal}
          </p>
        ) : (
          <a
            href={exportHref}
            className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-navy-900 ring-1 ring-line hover:bg-brand-50"
          >
            <Icon name="download" className="h-4 w-4" /> Eksportér CSV
          </a>
        )}
      </div>

      {weeks.length > 0 && (
        <div className="mt-6 max-md:order-last" data-weekly-chart>
          <WeeklyChart weeks={weeks} />
        </div>
      )}

      {/* Keyed on the query: after a client-side navigation (the menu's "Mine", a page link) the
          selects show the filters in force, so "Filtrér" keeps them instead of the first page's.
          The search stays in view; the filters fold away (issue 37, item 12: on a phone they put
          the first enquiry at 1,228 px). The <details> is open whenever a filter is in force, so
          it works without JavaScript; with it, a wide screen opens it anyway. */}
      <Form method="get" key={pageLink(filters, 1)} className="mt-4 rounded-card bg-white p-3 shadow-card ring-1 ring-line sm:p-4">
        <div className="flex items-end gap-2">
          <label className="min-w-0 flex-1 text-sm font-semibold text-navy-900">
            <span className="sr-only">Søg</span>
            <input
              type="search"
              name="q"
              defaultValue={filters.q ?? ""}
              placeholder="Navn, firma, e-mail, telefon, besked eller note"
              className="block w-full rounded-lg border border-line px-3 py-2 font-normal"
            />
          </label>
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            Søg
          </button>
        </div>
        <FilterFold active={activeFilters}>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <FilterSelect
              label="Status"
              name="status"
              value={filters.status}
              options={allStatuses.map((status) => ({ value: status, label: statusLabels[status] }))}
            />
            <FilterSelect label="Interesse" name="interesse" value={filters.interest} options={interestFilterOptions} />
            <FilterSelect label="Type" name="type" value={filters.kind} options={allKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }))} />
            <FilterSelect
              label="Ansvarlig"
              name="ansvarlig"
              value={filters.assignee}
              options={[
                { value: "mine", label: "Mine" },
                { value: "unassigned", label: "Ikke tildelt" },
                { value: "inactive", label: "Hos deaktiverede eller inviterede" },
                ...staffList.map((member) => ({ value: member.id, label: assigneeLabel(member.name, member.state) })),
              ]}
            />
            <FilterSelect label="Udfald" name="udfald" value={filters.outcome} options={outcomeFilterOptions} />
            <FilterSelect label="Vis" name="visning" value={filters.view} options={[{ value: "spam", label: "Spam" }]} />
            <FilterSelect label="Gruppér" name="gruppe" value={filters.group ? "kontakt" : undefined} options={[{ value: "kontakt", label: "Pr. kontakt" }]} />
            <div className="flex items-end gap-2">
              <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
                Filtrér
              </button>
              <Link to="/admin/contact-submissions" className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                Nulstil
              </Link>
            </div>
          </div>
        </FilterFold>
      </Form>

      {bulkResult?.error && (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
          {bulkResult.error}
        </p>
      )}
      {bulkResult?.message && (
        <p role="status" className="mt-6 rounded-xl bg-green-50 p-4 font-medium text-green-800 ring-1 ring-green-200">
          {bulkResult.message}
        </p>
      )}
      {rows.length > 0 && (
        <BulkActions
          csrf={csrf}
          pageIds={rows.map((row) => row.id)}
          staffList={staffList.filter((member) => member.state === "active")}
          mayDelete={mayDelete}
          spamView={filters.view === "spam"}
          today={today}
        />
      )}

      {loadError && (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
          {loadError}
        </p>
      )}

      <div className="relative mt-6 overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-line">
        {loading && (
          <div role="status" className="absolute inset-0 z-10 flex items-center justify-center gap-3 bg-white/80 font-medium text-navy-900">
            <Icon name="loader-circle" className="h-6 w-6 animate-spin text-brand-700" /> Indlæser henvendelser...
          </div>
        )}
        {/* On a phone each enquiry is one readable row (name, company, kind, age, status), not a
            table to scroll sideways: the cells are laid out as a wrapping line below md. */}
        <table aria-label="Henvendelser" className="w-full text-left text-sm max-md:block">
          <thead className="border-b border-line bg-paper text-xs uppercase tracking-wide text-muted max-md:hidden">
            <tr>
              {["Dato", "Navn", "Email", "Telefon", "Interesse", "Status", "Handling"].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line max-md:block">
            {rows.map((row) => (
              <tr
                key={row.id}
                data-id={row.id}
                data-name={row.name}
                className="align-top max-md:flex max-md:flex-wrap max-md:items-start max-md:gap-x-3 max-md:gap-y-1 max-md:px-4 max-md:py-3"
              >
                <td className="whitespace-nowrap px-4 py-3 text-muted max-md:order-2 max-md:basis-full max-md:p-0">
                  <RowCheckbox id={row.id} label={row.name || row.email} />
                  <Link to={`/admin/contact-submissions/${row.id}`} className="hover:text-brand-700 max-md:hidden">
                    {dateFormat.format(new Date(row.createdAt))}
                  </Link>
                  <span className="block text-xs max-md:inline" data-kind>
                    {kindLabels[row.kind]}
                  </span>
                  <span className="text-xs md:hidden" data-age>{` · ${row.age}`}</span>
                </td>
                <td className="px-4 py-3 max-md:order-1 max-md:min-w-0 max-md:flex-1 max-md:p-0">
                  <Link to={`/admin/contact-submissions/${row.id}`} className="font-semibold break-words text-navy-900 hover:text-brand-700">
                    {row.name || row.email}
                  </Link>
                  {row.company && <span className="block text-xs break-words text-muted">{row.company}</span>}
                </td>
                <td className="px-4 py-3 max-md:hidden">
                  <a href={`mailto:${row.email}`} className="text-brand-700 hover:underline">
                    {row.email}
                  </a>
                </td>
                <td className="whitespace-nowrap px-4 py-3 max-md:hidden">
                  {row.phone ? (
                    <a href={`tel:${row.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 hover:underline">
                      {row.phone}
                    </a>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="px-4 py-3 max-md:hidden">{interestLabel(row.interest)}</td>
                <td className="px-4 py-3 max-md:order-1 max-md:p-0 max-md:text-right">
                  <StatusBadge status={row.status} />
                  {row.answerWaiting && (
                    <span data-answer-received className="ml-1 inline-flex rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                      Svar modtaget
                    </span>
                  )}
                  <span className="mt-1 block text-xs text-muted" data-assignee={row.assignee ?? ""}>
                    {row.assignee ? `Ansvarlig: ${assigneeLabel(row.assignee, row.assigneeState)}` : "Ikke tildelt"}
                  </span>
                  {row.subscription && <span className="block text-xs text-muted">{`Nyhedsbrev: ${subscriptionLabels[row.subscription]}`}</span>}
                  {row.outcome && (
                    <span className="block text-xs font-semibold text-navy-900" data-outcome={row.outcome}>
                      {outcomeLabels[row.outcome]}
                      {row.monthlyValue !== null ? ` · ${kroner(row.monthlyValue)}/md.` : ""}
                    </span>
                  )}
                  {!row.outcome && row.monthlyValue !== null && <span className="block text-xs text-muted">{`${kroner(row.monthlyValue)}/md.`}</span>}
                  {row.contactEnquiries !== null && row.contactEnquiries > 1 && (
                    <span
                      className="block text-xs text-muted"
                      data-contact-count={row.contactEnquiries}
                    >{`${row.contactEnquiries} henvendelser fra kontakten`}</span>
                  )}
                </td>
                <td className="px-4 py-3 max-md:order-3 max-md:hidden">
                  <StatusForm row={row} csrf={csrf} />
                </td>
              </tr>
            ))}
            {rows.length === 0 && !loadError && (
              <tr>
                <td colSpan={7} className="px-4 py-10 text-center text-muted">
                  Ingen henvendelser matcher.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      <nav aria-label="Sider" className="mt-4 flex items-center justify-between text-sm">
        <span className="text-muted">
          {total} henvendelser · side {filters.page} af {pages}
        </span>
        <span className="flex gap-2">
          {filters.page > 1 && (
            <Link to={pageLink(filters, filters.page - 1)} className="rounded-lg bg-white px-3 py-1.5 font-semibold ring-1 ring-line">
              Forrige
            </Link>
          )}
          {filters.page < pages && (
            <Link to={pageLink(filters, filters.page + 1)} className="rounded-lg bg-white px-3 py-1.5 font-semibold ring-1 ring-line">
              Næste
            </Link>
          )}
        </span>
      </nav>
    </div>
  );
}
