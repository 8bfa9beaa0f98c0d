import { Form, Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { Logo } from "../../components/layout/logo.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { requireStaff, secureCookies } from "../../server/auth/auth.server.ts";
import { adminWarnings } from "../../server/inbox/admin-warnings.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { readDraft } from "../../server/auth/drafts.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { dueFollowUpCount } from "../../server/inbox/follow-ups.server.ts";

/** Staff only: every page below renders after requireStaff, hydrates at once, is never indexed or cached. */
export const handle = { hydrate: "eager", bare: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  // A warning must never take the admin down with it: without it the page still shows.
  const editor = staff.role === "editor";
  // A redaktør sees no enquiries: no inbox warnings, no follow-up count.
  const warnings = editor
    ? []
    : await adminWarnings(runtime, staff).catch((error) => {
        log.error("Advarsler kunne ikke hentes", errorFields(error));
        return [];
      });
  // Back from the login after the session had ended mid-form: what was typed (app/server/auth/drafts.server.ts).
  const url = new URL(request.url);
  const draft = url.searchParams.has("kladde")
    ? await readDraft(runtime.db, request, secureCookies(runtime.env), url.pathname.replace(/\.data$/, "")).catch(() => null)
    : null;
  // The "Følg op" count: my follow-ups overdue or due today (never takes the admin down).
  const followUps = editor ? 0 : await dueFollowUpCount(runtime.db, staff.userId, runtime.now()).catch(() => 0);
  return { email: staff.email, name: staff.name, owner: staff.role === "owner", editor, csrf: staff.csrfToken, warnings, draft, followUps };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

function menu(owner: boolean, followUps = 0, editor = false) {
  if (editor) {
    return [
      { to: "/admin/indhold", label: "Indhold" },
      { to: "/admin/konto", label: "Min konto" },
    ];
  }
  return [
    { to: "/admin/contact-submissions", label: "Henvendelser" },
    { to: "/admin/contact-submissions?ansvarlig=mine", label: "Mine" },
    { to: "/admin/foelg-op", label: followUps > 0 ? `Følg op (${followUps})` : "Følg op" },
    { to: "/admin/tavle", label: "Tavle" },
    { to: "/admin/prognose", label: "Prognose" },
    { to: "/admin/moeder", label: "Møder" },
    { to: "/admin/analytics", label: "Statistik" },
    { to: "/admin/leads/ny", label: "Nyt lead" },
    { to: "/admin/leads/import", label: "Importér liste" },
    ...(owner
      ? [
          { to: "/admin/indhold", label: "Indhold" },
          { to: "/admin/medarbejdere", label: "Medarbejdere" },
          { to: "/admin/faser", label: "Faser" },
          { to: "/admin/aarsager", label: "Årsager" },
          { to: "/admin/mails", label: "Mails" },
          { to: "/admin/webhooks", label: "Webhooks" },
          { to: "/admin/svarskabeloner", label: "Svarskabeloner" },
          { to: "/admin/historik", label: "Historik" },
        ]
      : []),
    { to: "/admin/konto", label: "Min konto" },
  ];
}

/**
 * The one menu item for the page you are on: "Mine" while the list is filtered to your own
 * enquiries (whatever else is filtered), otherwise "Henvendelser" for the list and an enquiry.
 */
function activeMenuItem(pathname: string, search: string): string | undefined {
  if (pathname.startsWith("/admin/contact-submissions")) {
    return new URLSearchParams(search).get("ansvarlig") === "mine" ? "/admin/contact-submissions?ansvarlig=mine" : "/admin/contact-submissions";
  }
  return menu(true).find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.to;
}

/** The menu's links, in the wide header and in the phone menu alike; the current page is marked. */
function MenuLinks({ items, active, className }: { items: { to: string; label: string }[]; active: string | undefined; className: string }) {
  return items.map((item) => (
    <Link
      key={item.to}
      to={item.to}
      aria-current={item.to === active ? "page" : undefined}
      className={`${className} px-3 py-2 text-navy-900 hover:bg-brand-50 aria-[current=page]:text-brand-700`}
    >
      {item.label}
    </Link>
  ));
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const active = activeMenuItem(location.pathname, location.search);
  const items = menu(loaderData.owner, loaderData.followUps, loaderData.editor);
  return (
    <div className="min-h-screen bg-paper">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-5 py-3 sm:gap-4">
          {/* The name starts with the logo's visible text (WCAG 2.5.3, label in name). */}
          <Link to={loaderData.editor ? "/admin/indhold" : "/admin/contact-submissions"}>
            <Logo />
            <span className="sr-only">{loaderData.editor ? " - til indholdet" : " - til indbakken"}</span>
          </Link>
          <nav aria-label="Indbakke" className="hidden flex-wrap items-center gap-1 text-sm font-semibold lg:flex">
            <MenuLinks items={items} active={active} className="rounded-lg" />
          </nav>
          {/* Below lg the menu is one button that opens the list (native <details>: works before and
              without JavaScript); it closes again on every navigation (keyed on the location). */}
          <details key={location.pathname + location.search} className="relative ml-auto min-w-0 lg:hidden">
            <summary className="flex cursor-pointer list-none items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-navy-900 ring-1 ring-line hover:bg-brand-50">
              <span className="min-w-0 truncate">{items.find((item) => item.to === active)?.label ?? "Menu"}</span>
              <Icon name="chevron-down" className="h-4 w-4 flex-none" />
              <span className="sr-only"> - åbn menuen</span>
            </summary>
            <nav
              aria-label="Indbakke"
              className="absolute right-0 z-30 mt-2 w-60 max-w-[calc(100vw-2.5rem)] rounded-xl bg-white p-2 text-sm font-semibold shadow-card ring-1 ring-line"
            >
              <MenuLinks items={items} active={active} className="block rounded-lg" />
            </nav>
          </details>
          <div className="flex items-center gap-4 text-sm">
            <span className="hidden text-muted xl:inline" title={loaderData.email}>
              {loaderData.name}
            </span>
            <Form method="post" action="/admin/logout">
              <input type="hidden" name="csrf" value={loaderData.csrf} />
              {/* One line ("Log" over "ud" at 390 px made the header two lines high). */}
              <button type="submit" className="rounded-lg px-2 py-2 font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50">
                Log ud
              </button>
            </Form>
          </div>
        </div>
      </header>
      {loaderData.warnings.length > 0 && (
        <section aria-label="Advarsler" className="border-b border-amber-300 bg-amber-50">
          <ul className="mx-auto max-w-7xl space-y-1 px-5 py-3 text-sm text-amber-950">
            {loaderData.warnings.map((warning) => (
              <li key={warning.id} data-warning={warning.id} className="flex flex-wrap items-baseline gap-x-2">
                <Icon name="circle-alert" className="h-4 w-4 flex-none self-center" />
                <span className="min-w-0 flex-1">{warning.text}</span>
                {warning.href && (
                  <Link to={warning.href} className="font-semibold text-amber-950 underline">
                    {warning.linkText}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mx-auto max-w-7xl px-5 py-8">
        <Outlet />
      </div>
    </div>
  );
}
