import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/leads-ny";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { buildConfig } from "../../config/build-config.ts";
import { leadChannels } from "../../forms/lead.ts";
import { interests, limits } from "../../forms/options.ts";
import { activeStaff } from "../../server/inbox/assignment.server.ts";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { createLead, newFormKey, parseLead, type LeadErrors } from "../../server/leads/leads.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Nyt lead - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

/** Staff: a lead from a phone call, LinkedIn, a visit or a mail, added by hand to the inbox (issue 37, item 5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  return { csrf: staff.csrfToken, me: staff.userId, colleagues: await activeStaff(runtime.db), formKey: newFormKey() };
}

const fieldNames = ["name", "company", "email", "phone", "message", "interest", "channel", "assignee", "formKey"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireStaff(request, runtime, form);
  const values = Object.fromEntries(fieldNames.map((name) => [name, String(form?.get(name) ?? "")])) as Record<(typeof fieldNames)[number], string>;
  const parsed = parseLead(values);
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 422 });
  try {
    const result = await createLead(runtime.db, parsed.lead, staff, buildConfig.siteUrl);
    if ("error" in result)
      return data({ errors: { assignee: "Den valgte medarbejder kan ikke få leads tildelt. Vælg en anden." } as LeadErrors, values }, { status: 422 });
    runtime.kickOutbox();
    log.info("Lead oprettet i hånden", { id: result.id, duplicate: result.duplicate });
    return redirect(`/admin/contact-submissions/${result.id}`, 303);
  } catch (error) {
    log.error("Lead kunne ikke gemmes", errorFields(error));
    return data({ errors: { name: "Leadet kunne ikke gemmes. Prøv igen om et øjeblik." } as LeadErrors, values }, { status: 503 });
  }
}

const input = "mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal";

function Field({ name, label, error, hint, children }: { name: string; label: string; error?: string; hint?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={name} className="block font-semibold text-navy-900">
        {label}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${name}-fejl`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export default function NewLead({ loaderData, actionData }: Route.ComponentProps) {
  const errors: LeadErrors = actionData?.errors ?? {};
  const values: Partial<Record<string, string>> = actionData?.values ?? {};
  const aria = (name: keyof LeadErrors, hint = false) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [hint ? `${name}-hint` : "", errors[name] ? `${name}-fejl` : ""].filter(Boolean).join(" ") || undefined,
  });
  return (
    <>
      <h1 className="text-3xl font-bold text-navy-900">Nyt lead</h1>
      <p className="mt-1 max-w-prose text-muted">
        Et lead fra et opkald, en samtale på LinkedIn, et besøg eller en mail. Det lander i indbakken som de andre henvendelser; personen får ingen mail. Har I
        en hel liste, så brug{" "}
        <Link to="/admin/leads/import" className="font-semibold text-brand-700 underline">
          Importér liste
        </Link>
        .
      </p>
      {Object.keys(errors).length > 0 && <Alert>Leadet er ikke gemt. Ret det, der er markeret.</Alert>}
      <Form method="post" className="mt-6 max-w-2xl space-y-5 rounded-card bg-white p-6 shadow-card ring-1 ring-line" noValidate>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <input type="hidden" name="formKey" value={values.formKey || loaderData.formKey} />
        {errors.formKey && <Alert>{errors.formKey}</Alert>}
        <fieldset>
          <legend className="font-semibold text-navy-900">Hvor kom leadet fra?</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {leadChannels.map((channel) => (
              <label
                key={channel}
                className="flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 ring-1 ring-line has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-700"
              >
                <input type="radio" name="channel" value={channel} defaultChecked={(values.channel || "Telefon") === channel} />
                {channel}
              </label>
            ))}
          </div>
          {errors.channel && <p className="mt-1 text-sm font-semibold text-red-700">{errors.channel}</p>}
        </fieldset>
        <Field name="name" label="Navn" error={errors.name}>
          <input id="name" name="name" required maxLength={limits.name} autoComplete="off" defaultValue={values.name} className={input} {...aria("name")} />
        </Field>
        <Field name="company" label="Virksomhed (valgfri)" error={errors.company}>
          <input
            id="company"
            name="company"
            maxLength={limits.company}
            autoComplete="off"
            defaultValue={values.company}
            className={input}
            {...aria("company")}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="email" label="E-mail" hint="E-mail eller telefon, mindst én af dem" error={errors.email}>
            <input
              id="email"
              name="email"
              type="email"
              maxLength={limits.email}
              autoComplete="off"
              defaultValue={values.email}
              className={input}
              {...aria("email", true)}
            />
          </Field>
          <Field name="phone" label="Telefon" error={errors.phone}>
            <input
              id="phone"
              name="phone"
              type="tel"
              maxLength={limits.phone}
              autoComplete="off"
              defaultValue={values.phone}
              className={input}
              {...aria("phone")}
            />
          </Field>
        </div>
        <Field name="message" label="Besked eller noter (valgfri)" error={errors.message}>
          <textarea
            id="message"
            name="message"
            rows={4}
            maxLength={limits.message}
            defaultValue={values.message}
            placeholder="Hvad talte I om, og hvad er næste skridt?"
            className={input}
            {...aria("message")}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="interest" label="Interesse" error={errors.interest}>
            <select id="interest" name="interest" defaultValue={values.interest ?? "business"} className={input} {...aria("interest")}>
              <option value="">Ikke valgt</option>
              {interests.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          <Field name="assignee" label="Ansvarlig" error={errors.assignee}>
            <select id="assignee" name="assignee" defaultValue={values.assignee ?? loaderData.me} className={input} {...aria("assignee")}>
              <option value="">Ikke tildelt</option>
              {loaderData.colleagues.map((colleague) => (
                <option key={colleague.id} value={colleague.id}>
                  {colleague.name}
                  {colleague.id === loaderData.me ? " (mig)" : ""}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Gem lead
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
