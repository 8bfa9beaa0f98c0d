import { Form, Link, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { Logo } from "../../components/layout/logo.tsx";
import { requireStaff } from "../../server/auth.server.ts";
import { backupWarning } from "../../server/backup.server.ts";
import { runtimeContext } from "../../server/context.server.ts";

/** Staff only: every page below renders after requireStaff, hydrates at once, is never indexed or cached. */
export const handle = { hydrate: "eager", bare: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  // The owner is told on every page when the nightly backup is late or failed (details on /admin/historik).
  const backup = staff.role === "owner" ? await backupWarning(runtime.db) : null;
  return { email: staff.email, owner: staff.role === "owner", csrf: staff.csrfToken, backup };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-paper">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 py-3">
          {/* The name starts with the logo's visible text (WCAG 2.5.3, label in name). */}
          <Link to="/admin/contact-submissions">
            <Logo />
            <span className="sr-only"> - til indbakken</span>
          </Link>
          <nav aria-label="Indbakke" className="flex flex-wrap items-center gap-1 text-sm font-semibold">
            {[
              { to: "/admin/contact-submissions", label: "Henvendelser" },
              { to: "/admin/contact-submissions?ansvarlig=mine", label: "Mine" },
              { to: "/admin/analytics", label: "Statistik" },
              ...(loaderData.owner
                ? [
                    { to: "/admin/medarbejdere", label: "Medarbejdere" },
                    { to: "/admin/historik", label: "Sletninger og eksporter" },
                  ]
                : []),
              { to: "/admin/konto", label: "Min konto" },
            ].map((item) => (
              <NavLink key={item.to} to={item.to} end className="rounded-lg px-3 py-2 text-navy-900 hover:bg-brand-50 aria-[current=page]:text-brand-700">
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-4 text-sm">
            <span className="hidden text-muted sm:inline">{loaderData.email}</span>
            <Form method="post" action="/admin/logout">
              <input type="hidden" name="csrf" value={loaderData.csrf} />
              <button type="submit" className="rounded-lg px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50">
                Log ud
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-5 py-8">
        {loaderData.backup && (
          <p role="status" className="mb-6 rounded-lg bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 ring-1 ring-red-600/30">
            {loaderData.backup} <Link to="/admin/historik" className="underline">Se backup</Link>
          </p>
        )}
        <Outlet />
      </div>
    </div>
  );
}
