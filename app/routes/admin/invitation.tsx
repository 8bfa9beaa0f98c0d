import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/invitation";
import { Logo } from "../../components/layout/logo.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { MIN_PASSWORD_LENGTH, PASSWORD_SAVED } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { checkInvite, redeemInvite } from "../../server/auth/staff.server.ts";

/** The one-time link from an invitation or a reset: the person chooses their password here. */
export const handle = { hydrate: "eager", bare: true };

export const meta: Route.MetaFunction = () => [{ title: "Vælg adgangskode - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

// same-origin, not no-referrer: the token stays on this site, and Chromium still sends a real
// Origin with the form post (with no-referrer it sends "null", which React Router refuses).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "same-origin" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(runtimeContext);
  const state = await checkInvite(db, params.token);
  if (!state.ok) return data({ state, minLength: MIN_PASSWORD_LENGTH }, { status: state.status });
  return { state, minLength: MIN_PASSWORD_LENGTH };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  const password = String(form?.get("password") ?? "");
  if (password !== String(form?.get("repeat") ?? "")) return data({ error: "De to adgangskoder er ikke ens." }, { status: 422 });
  try {
    const { db } = context.get(runtimeContext);
    const result = await redeemInvite(db, params.token, password);
    if (!result.ok) return data({ error: result.error }, { status: result.status });
    log.info("Adgangskode valgt via link", { purpose: result.purpose });
    // Post/redirect/get: the spent link is not shown again (it would answer 410 "already used").
    return redirect(`/admin/login?${PASSWORD_SAVED}`);
  } catch (error) {
    log.error("Adgangskode via link kunne ikke gemmes", errorFields(error));
    return data({ error: "Adgangskoden kunne ikke gemmes. Prøv igen om et øjeblik." }, { status: 503 });
  }
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { state, minLength } = loaderData;
  return (
    <div className="flex min-h-screen items-center justify-center bg-paper px-5">
      <div className="w-full max-w-md rounded-card bg-white p-8 shadow-card ring-1 ring-line">
        <Logo />
        {!state.ok ? (
          <>
            <h1 className="mt-6 text-2xl font-bold text-navy-900">Linket virker ikke</h1>
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
              {state.error}
            </p>
            <Link to="/admin/login" className="mt-6 inline-block text-sm font-semibold text-brand-700">
              Til login
            </Link>
          </>
        ) : (
          <>
            <h1 className="mt-6 text-2xl font-bold text-navy-900">{state.purpose === "invite" ? "Velkommen til indbakken" : "Vælg en ny adgangskode"}</h1>
            <p className="mt-1 text-sm text-muted">
              Vælg adgangskoden til {state.email}. I indbakken hedder du <strong className="text-navy-900">{state.name}</strong>; det kan du rette under Min
              konto.
            </p>
            <Form method="post" className="mt-6 space-y-4">
              {actionData?.error && (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
                  {actionData.error}
                </p>
              )}
              <input type="text" name="username" autoComplete="username" defaultValue={state.email} hidden readOnly />
              <div>
                <label htmlFor="password" className="block text-sm font-semibold text-navy-900">
                  Adgangskode
                </label>
                <input
                  id="password"
                  name="password"
                  type="password"
                  required
                  minLength={minLength}
                  autoComplete="new-password"
                  aria-describedby="password-hint"
                  className="mt-1 block w-full rounded-xl border border-line px-4 py-3"
                />
                <p id="password-hint" className="mt-1 text-sm text-muted">
                  Mindst {minLength} tegn og svær at gætte, fx fire-fem tilfældige ord adskilt af bindestreger.
                </p>
              </div>
              <div>
                <label htmlFor="repeat" className="block text-sm font-semibold text-navy-900">
                  Gentag adgangskoden
                </label>
                <input
                  id="repeat"
                  name="repeat"
                  type="password"
                  required
                  minLength={minLength}
                  autoComplete="new-password"
                  className="mt-1 block w-full rounded-xl border border-line px-4 py-3"
                />
              </div>
              <button type="submit" className={buttonClass("primary", "w-full")}>
                Gem adgangskode
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
