import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { Logo } from "../../components/layout/logo.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { safeAdminPath } from "../../lib/paths.ts";
import { getStaff, login, PASSWORD_SAVED } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

export const handle = { hydrate: "eager", bare: true };

export const meta: Route.MetaFunction = () => [{ title: "Log ind - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const result = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
  actionHeaders.forEach((value, key) => result.set(key, value));
  loaderHeaders.forEach((value, key) => result.set(key, value));
  return result;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const next = safeAdminPath(new URL(request.url).searchParams.get("next"));
  if (await getStaff(request, runtime)) throw redirect(next);
  return { next, saved: new URL(request.url).search === `?${PASSWORD_SAVED}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ error: "Formularen kunne ikke læses. Prøv igen." }, { status: 400 });
  }
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  if (!email || !password) return data({ error: "Skriv både e-mail og adgangskode." }, { status: 400 });
  const result = await login(request, runtime, email, password);
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    return data({ error: result.error }, { status: result.status, headers });
  }
  throw redirect(safeAdminPath(String(form.get("next") ?? "")), { headers: { "Set-Cookie": result.setCookie } });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="flex min-h-screen items-center justify-center bg-paper px-5">
      <div className="w-full max-w-sm rounded-card bg-white p-8 shadow-card ring-1 ring-line">
        <Logo />
        <h1 className="mt-6 text-2xl font-bold text-navy-900">Log ind i indbakken</h1>
        <p className="mt-1 text-sm text-muted">Kun for medarbejdere.</p>
        {loaderData.next.includes("kladde=") && (
          <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-300">
            Du var blevet logget ud. Det, du skrev, er gemt og sættes ind igen, når du logger ind.
          </p>
        )}
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="next" value={loaderData.next} />
          {loaderData.saved && !actionData?.error && (
            <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800 ring-1 ring-green-200">
              Din adgangskode er gemt. Log ind med din e-mail og den nye adgangskode.
            </p>
          )}
          {actionData?.error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
              {actionData.error}
            </p>
          )}
          <div>
            <label htmlFor="email" className="block text-sm font-semibold text-navy-900">
              E-mail
            </label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              className="mt-1 block w-full rounded-xl border border-line px-4 py-3"
            />
          </div>
          <div>
            <label htmlFor="password" className="block text-sm font-semibold text-navy-900">
              Adgangskode
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="mt-1 block w-full rounded-xl border border-line px-4 py-3"
            />
          </div>
          <button type="submit" disabled={busy} className={buttonClass("primary", "w-full")}>
            {busy ? "Logger ind..." : "Log ind"}
          </button>
        </Form>
      </div>
    </div>
  );
}
