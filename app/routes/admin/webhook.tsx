import { data, Form, Link } from "react-router";
import type { Route } from "./+types/webhook";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { requireOwner } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { webhookEventLabel } from "../../content/webhook-events.ts";
import { deliveriesOf, getWebhook, MAX_WEBHOOK_ATTEMPTS, replayDelivery, retryDeliveries } from "../../server/webhooks/webhooks.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Leveringslog - webhooks" }, { name: "robots", content: "noindex, nofollow" }];

const stateLabels = { delivered: "Leveret", waiting: "Venter", failed: "Fejler" } as const;
const stateStyles = {
  delivered: "bg-green-100 text-green-800 ring-green-600/30",
  waiting: "bg-amber-100 text-amber-900 ring-amber-600/30",
  failed: "bg-red-100 text-red-800 ring-red-600/30",
} as const;

/** Owner only: one webhook's deliveries, newest first, with "Prøv igen" (not delivered) and "Send igen" (delivered: the same event again). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const owner = await requireOwner(request, runtime);
  const hook = await getWebhook(runtime.db, params.id);
  if (!hook) throw data({ error: "Webhooken findes ikke. Den kan være slettet." }, { status: 404 });
  return { hook, deliveries: await deliveriesOf(runtime.db, hook.id), csrf: owner.csrfToken, maxAttempts: MAX_WEBHOOK_ATTEMPTS };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const owner = await requireOwner(request, runtime, form);
  const all = form?.get("intent") === "retry-failed";
  const id = Number.parseInt(String(form?.get("delivery") ?? ""), 10);
  if (!all && !Number.isSafeInteger(id)) return data({ error: "Ukendt levering." }, { status: 422 });
  try {
    if (!(await getWebhook(runtime.db, params.id))) return data({ error: "Webhooken findes ikke længere." }, { status: 404 });
    if (form?.get("intent") === "replay") {
      const replayed = await replayDelivery(runtime.db, params.id, id, owner.userId);
      if (!replayed.ok) return data({ error: replayed.error }, { status: replayed.status });
      runtime.kickOutbox();
      return { message: `»${webhookEventLabel(replayed.event)}« sendes igen om et øjeblik, med samme id, så modtageren kan se, at den er kendt.` };
    }
    const queued = await retryDeliveries(runtime.db, params.id, all ? "failed" : [id]);
    if (queued === 0) return data({ error: "Leveringen er allerede kommet igennem eller findes ikke længere." }, { status: 404 });
    runtime.kickOutbox();
    return { message: queued === 1 ? "Leveringen prøves igen om et øjeblik." : `${queued} leveringer prøves igen om et øjeblik.` };
  } catch (error) {
    log.error("Webhook-levering kunne ikke sættes i kø igen", errorFields(error));
    return data({ error: "Det kunne ikke gemmes. Prøv igen om et øjeblik." }, { status: 503 });
  }
}

export default function Webhook({ loaderData, actionData }: Route.ComponentProps) {
  const { hook, deliveries, csrf, maxAttempts } = loaderData;
  const failed = deliveries.filter((delivery) => delivery.state === "failed").length;
  return (
    <>
      <Link to="/admin/webhooks" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
        <Icon name="arrow-left" className="h-4 w-4" /> Alle webhooks
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-navy-900">Leveringslog</h1>
      <p className="mt-1 break-all text-muted">{hook.url}</p>
      <p className="mt-1 text-sm text-muted">
        En levering, der fejler, prøves op til {maxAttempts} gange med stigende mellemrum. Leverede kald vises i 14 dage. »Send igen« sender et leveret kald en
        gang til med samme id, så modtageren kan genkende det.
      </p>
      {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      {actionData && "message" in actionData && <Alert tone="ok">{actionData.message}</Alert>}
      {failed > 0 && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="csrf" value={csrf} />
          <button
            type="submit"
            name="intent"
            value="retry-failed"
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Prøv alle fejlede igen
          </button>
        </Form>
      )}
      <ul aria-label="Leveringer" className="mt-4 divide-y divide-line rounded-card bg-white shadow-card ring-1 ring-line">
        {deliveries.map((delivery) => (
          <li key={delivery.id} data-delivery={delivery.eventId} data-state={delivery.state} className="flex flex-wrap items-start gap-x-4 gap-y-2 p-4 text-sm">
            <div className="min-w-0 flex-1 basis-56">
              <p className="font-semibold text-navy-900">{webhookEventLabel(delivery.event)}</p>
              <p className="text-muted">{dateFormat.format(new Date(delivery.createdAt))}</p>
              <p className="break-all text-xs text-muted">
                Id {delivery.eventId}
                {delivery.replay > 0 ? ` · sendt igen (${delivery.replay}. gang)` : ""}
              </p>
            </div>
            <div className="min-w-0 basis-56 space-y-1">
              <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${stateStyles[delivery.state]}`}>
                {stateLabels[delivery.state]}
              </span>
              <span className="ml-2 text-xs text-muted">
                {delivery.attempts === 1 ? "1 forsøg" : `${delivery.attempts} forsøg`}
                {delivery.lastStatus ? ` · HTTP ${delivery.lastStatus}` : ""}
                {delivery.deliveredAt ? ` · ${dateFormat.format(new Date(delivery.deliveredAt))}` : ""}
              </span>
              {delivery.state === "failed" && (
                <p className="break-words text-xs text-red-800">
                  {delivery.lastError} {delivery.gaveUp ? "Opgivet efter alle forsøg." : `Næste forsøg ${dateFormat.format(new Date(delivery.nextAttemptAt))}.`}
                </p>
              )}
              {delivery.state !== "delivered" && (
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="delivery" value={delivery.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="retry"
                    className="rounded-lg px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
                  >
                    Prøv igen
                  </button>
                </Form>
              )}
              {delivery.state === "delivered" && (
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="delivery" value={delivery.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="replay"
                    className="rounded-lg px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
                  >
                    Send igen
                  </button>
                </Form>
              )}
            </div>
          </li>
        ))}
        {deliveries.length === 0 && <li className="p-8 text-center text-muted">Ingen leveringer endnu.</li>}
      </ul>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
