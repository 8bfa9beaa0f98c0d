import { data, Form } from "react-router";
import type { Route } from "./+types/account";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { MAX_DISPLAY_NAME, MIN_PASSWORD_LENGTH, requireStaff } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { changeOwnPassword, setDisplayName } from "../../server/auth/staff.server.ts";
import { roleLabels } from "../../content/enquiry-labels.ts";

export const meta: Route.MetaFunction = () => [{ title: "Min konto - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  return { email: staff.email, name: staff.name, role: staff.role, csrf: staff.csrfToken, minLength: MIN_PASSWORD_LENGTH, maxName: MAX_DISPLAY_NAME };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireStaff(request, runtime, form);
  if (form?.get("intent") === "name") {
    // The name colleagues and customers see (issue 37, item 11).
    try {
      const result = await setDisplayName(runtime.db, staff.userId, String(form.get("name") ?? ""), staff);
      return result.ok ? { message: result.message } : data({ error: result.error }, { status: result.status });
    } catch (error) {
      log.error("Navn kunne ikke gemmes", errorFields(error));
      return data({ error: "Navnet kunne ikke gemmes. Prøv igen om et øjeblik." }, { status: 503 });
    }
  }
  const current = String(form?.get("current") ?? "");
  const next = String(form?.get("password") ?? "");
  if (next !== String(form?.get("repeat") ?? "")) return data({ error: "De to nye adgangskoder er ikke ens." }, { status: 422 });
  try {
    const { db } = runtime;
    const result = await changeOwnPassword(db, staff, current, next, runtime.env.LOGIN_RATE_LIMIT);
    if (!result.ok)
      return data(
        { error: result.error },
        { status: result.status, headers: result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined },
      );
    return { message: result.message };
  } catch (error) {
    log.error("Adgangskode kunne ikke skiftes", errorFields(error));
    return data({ error: "Adgangskoden kunne ikke skiftes. Prøv igen om et øjeblik." }, { status: 503 });
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold text-navy-900">Min konto</h1>
      <p className="mt-1 text-muted">
        {loaderData.name} · {loaderData.email} · {roleLabels[loaderData.role]}
      </p>
      {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      {actionData && "message" in actionData && <Alert tone="ok">{actionData.message}</Alert>}
      <Form method="post" className="mt-6 space-y-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
        <h2 className="text-lg font-semibold text-navy-900">Dit navn</h2>
        <p className="text-sm text-muted">Det er det, kolleger ser i menuer og historik, og kunder ser i mails og møder.</p>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <label className="block text-sm font-semibold text-navy-900">
          Navn
          <input
            type="text"
            name="name"
            required
            maxLength={loaderData.maxName}
            autoComplete="name"
            defaultValue={loaderData.name}
            key={loaderData.name}
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" name="intent" value="name" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Gem navn
        </button>
      </Form>
      <Form method="post" className="mt-6 space-y-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
        <h2 className="text-lg font-semibold text-navy-900">Skift adgangskode</h2>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <input type="text" name="username" autoComplete="username" defaultValue={loaderData.email} hidden readOnly />
        <label className="block text-sm font-semibold text-navy-900">
          Nuværende adgangskode
          <input
            type="password"
            name="current"
            required
            autoComplete="current-password"
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal"
          />
        </label>
        <label className="block text-sm font-semibold text-navy-900">
          Ny adgangskode
          <input
            type="password"
            name="password"
            required
            minLength={loaderData.minLength}
            autoComplete="new-password"
            aria-describedby="password-hint"
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal"
          />
        </label>
        <p id="password-hint" className="text-sm text-muted">
          Mindst {loaderData.minLength} tegn og svær at gætte, fx fire-fem tilfældige ord adskilt af bindestreger.
        </p>
        <label className="block text-sm font-semibold text-navy-900">
          Gentag den nye adgangskode
          <input
            type="password"
            name="repeat"
            required
            minLength={loaderData.minLength}
            autoComplete="new-password"
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Skift adgangskode
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
