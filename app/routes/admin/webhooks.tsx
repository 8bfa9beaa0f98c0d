import { data, Form, Link } from "react-router";
import type { Route } from "./+types/webhooks";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { buildConfig } from "../../config/build-config.ts";
import { requireOwner } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { webhookEventLabel, webhookEventNames, webhookEvents } from "../../content/webhook-events.ts";
import {
  addWebhook,
  checkWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  queueTest,
  URL_TAKEN,
  WebhookUrlTaken,
} from "../../server/webhooks/webhooks.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Webhooks - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

/** Owner only: the webhooks that hand each lead to the team's CRM or chat (docs/integrations.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const owner = await requireOwner(request, runtime);
  const hooks = await listWebhooks(runtime.db);
  return {
    hooks,
    csrf: owner.csrfToken,
    events: webhookEventNames.map((name) => ({ name, label: webhookEvents[name] })),
    allowPrivate: runtime.env.WEBHOOK_ALLOW_PRIVATE,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const owner = await requireOwner(request, runtime, form);
  const intent = form?.get("intent");
  try {
    if (intent === "add") {
      const fields = { url: String(form?.get("url") ?? ""), events: form?.getAll("events").map(String) ?? [] };
      const checked = checkWebhook({ ...fields, secret: String(form?.get("secret") ?? "") }, runtime.env.WEBHOOK_ALLOW_PRIVATE);
      // What was typed comes back with the message (never the secret).
      if ("error" in checked) return data({ error: checked.error, fields }, { status: 422 });
      const id = await addWebhook(runtime.db, checked.webhook, runtime.sessionSecret, owner.userId).catch((error: unknown) => {
        if (error instanceof WebhookUrlTaken) return null;
        throw error;
      });
      if (!id) return data({ error: URL_TAKEN, fields }, { status: 409 });
      log.info("Webhook tilføjet", { id, host: new URL(checked.webhook.url).host });
      // Shown once, here; the page never shows a secret again.
      return { message: "Webhooken er gemt.", generatedSecret: checked.generated ? checked.webhook.secret : null };
    }
    const id = String(form?.get("id") ?? "");
    if (intent === "delete") {
      if (!(await deleteWebhook(runtime.db, id))) return data({ error: "Webhooken findes ikke længere." }, { status: 404 });
      log.info("Webhook slettet", { id });
      return { message: "Webhooken er slettet. Leveringer, der ventede, sendes ikke." };
    }
    if (intent === "test") {
      if (!(await getWebhook(runtime.db, id)) || !(await queueTest(runtime.db, id, buildConfig.siteUrl)))
        return data({ error: "Webhooken findes ikke længere." }, { status: 404 });
      runtime.kickOutbox();
      return { message: "En test er sat i kø. Se resultatet i leveringsloggen om et øjeblik." };
    }
    return data({ error: "Ukendt handling." }, { status: 422 });
  } catch (error) {
    log.error("Webhook kunne ikke gemmes", errorFields(error));
    return data({ error: "Ændringen kunne ikke gemmes. Prøv igen om et øjeblik." }, { status: 503 });
  }
}

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { hooks, csrf, events, allowPrivate } = loaderData;
  const typed = actionData && "fields" in actionData ? (actionData.fields as { url: string; events: string[] }) : null;
  return (
    <>
      <h1 className="text-3xl font-bold text-navy-900">Webhooks</h1>
      <p className="mt-1 max-w-prose text-muted">
        Send hver ny henvendelse og resten af forløbet (status, tildeling, værdi, vundet/tabt, noter, svar, opfølgninger, møder, spam og sammenlægninger) videre
        til jeres CRM eller chat (HubSpot, Pipedrive, Slack, Microsoft Teams). Hvert kald er JSON, underskrevet med jeres hemmelighed (HMAC-SHA256), og prøves
        igen med stigende mellemrum, til modtageren svarer. Vejledningen står i docs/integrations.md.
      </p>
      {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      {actionData && "message" in actionData && <Alert tone="ok">{actionData.message}</Alert>}
      {actionData && "generatedSecret" in actionData && actionData.generatedSecret && (
        <div className="mt-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
          <p className="font-semibold text-amber-950">Hemmeligheden vises kun nu. Kopiér den til modtageren:</p>
          <code data-secret className="mt-2 block break-all rounded-lg bg-white p-3 text-sm text-navy-900 ring-1 ring-line">
            {actionData.generatedSecret}
          </code>
        </div>
      )}

      <ul aria-label="Webhooks" className="mt-6 divide-y divide-line rounded-card bg-white shadow-card ring-1 ring-line">
        {hooks.map((hook) => (
          <li key={hook.id} data-webhook={hook.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 p-4 text-sm">
            <div className="min-w-0 flex-1 basis-64">
              <p className="font-semibold break-all text-navy-900">{hook.url}</p>
              <p className="text-muted">{hook.events.map(webhookEventLabel).join(", ")}</p>
              <p className="mt-1 text-muted">
                Leveret {hook.delivered} · venter {hook.waiting} · <span className={hook.failed ? "font-semibold text-red-800" : ""}>fejler {hook.failed}</span>
              </p>
              {hook.failed > 0 && hook.lastError && <p className="mt-1 break-words text-red-800">Seneste fejl: {hook.lastError}</p>}
            </div>
            <div className="flex flex-wrap gap-2">
              <Link to={`/admin/webhooks/${hook.id}`} className="rounded-lg px-3 py-1.5 font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50">
                Leveringslog
              </Link>
              <Form method="post">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="id" value={hook.id} />
                <button
                  type="submit"
                  name="intent"
                  value="test"
                  className="rounded-lg px-3 py-1.5 font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
                >
                  Send test
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="id" value={hook.id} />
                <button
                  type="submit"
                  name="intent"
                  value="delete"
                  className="rounded-lg px-3 py-1.5 font-semibold text-red-800 ring-1 ring-line hover:bg-red-50"
                >
                  Slet
                </button>
              </Form>
            </div>
          </li>
        ))}
        {hooks.length === 0 && <li className="p-8 text-center text-muted">Ingen webhooks endnu.</li>}
      </ul>

      <Form method="post" className="mt-8 max-w-xl space-y-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
        <h2 className="text-lg font-semibold text-navy-900">Tilføj webhook</h2>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="add" />
        <div>
          <label htmlFor="url" className="block font-semibold text-navy-900">
            Adresse
          </label>
          <input
            id="url"
            name="url"
            type="url"
            required
            maxLength={2000}
            defaultValue={typed?.url}
            placeholder="https://hooks.slack.com/…"
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
          />
          <p className="mt-1 text-sm text-muted">
            {allowPrivate ? "https:// eller http://; interne adresser er tilladt på denne server." : "Skal begynde med https:// og være en offentlig adresse."}
          </p>
        </div>
        <div>
          <label htmlFor="secret" className="block font-semibold text-navy-900">
            Hemmelighed
          </label>
          <input
            id="secret"
            name="secret"
            type="password"
            autoComplete="off"
            maxLength={200}
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
          />
          <p className="mt-1 text-sm text-muted">Mindst 16 tegn. Lad feltet stå tomt, så laver vi en og viser den én gang.</p>
        </div>
        <fieldset>
          <legend className="font-semibold text-navy-900">Hændelser</legend>
          <div className="mt-2 space-y-2">
            {events.map((event) => (
              <label key={event.name} className="flex items-center gap-2">
                <input type="checkbox" name="events" value={event.name} defaultChecked={typed ? typed.events.includes(event.name) : true} className="h-4 w-4" />
                {event.label}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="min-h-11 w-full rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 sm:w-auto">
          Gem webhook
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
