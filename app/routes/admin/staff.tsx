import { data, Form } from "react-router";
import type { Route } from "./+types/staff";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { buildConfig } from "../../config/build-config.ts";
import { requireOwner } from "../../server/auth.server.ts";
import { runtimeContext } from "../../server/context.server.ts";
import { errorFields, log } from "../../server/log.server.ts";
import { INVITE_HOURS, inviteStaff, listStaff, resetStaff, setStaffDisabled } from "../../server/staff.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Medarbejdere - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

/** Owner only: invite, reset, disable and enable staff accounts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const owner = await requireOwner(request, runtime);
  const { db } = runtime;
  return { accounts: await listStaff(db), me: owner.userId, csrf: owner.csrfToken, inviteHours: INVITE_HOURS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const owner = await requireOwner(request, runtime, form);
  const intent = String(form?.get("intent") ?? "");
  const userId = String(form?.get("userId") ?? "");
  try {
    const result =
      intent === "invite"
        ? await inviteStaff(runtime.db, String(form?.get("email") ?? ""), owner, buildConfig.siteUrl)
        : intent === "reset"
          ? await resetStaff(runtime.db, userId, owner, buildConfig.siteUrl)
          : intent === "disable" || intent === "enable"
            ? await setStaffDisabled(runtime.db, userId, intent === "disable", owner)
            : { ok: false as const, status: 422, error: "Ukendt handling." };
    if (!result.ok) return data({ error: result.error }, { status: result.status });
    if (intent === "invite" || intent === "reset") runtime.kickOutbox();
    log.info("Medarbejderkonto ændret", { intent, by: owner.userId, userId: userId || undefined });
    return { message: result.message };
  } catch (error) {
    log.error("Medarbejderkonto kunne ikke ændres", errorFields(error));
    return data({ error: "Ændringen kunne ikke gemmes. Prøv igen om et øjeblik." }, { status: 503 });
  }
}

function AccountAction({ csrf, userId, intent, label, danger = false }: { csrf: string; userId: string; intent: string; label: string; danger?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" name="intent" value={intent} className={`rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ${danger ? "text-red-700 ring-red-200 hover:bg-red-50" : "text-brand-700 ring-line hover:bg-brand-50"}`}>
        {label}
      </button>
    </Form>
  );
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, me, csrf, inviteHours } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-navy-900">Medarbejdere</h1>
      <p className="mt-1 text-muted">Inviter kolleger til indbakken, nulstil en glemt adgangskode eller luk en konto. En deaktiveret konto bliver logget ud med det samme.</p>
      {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      {actionData && "message" in actionData && <Alert tone="ok">{actionData.message}</Alert>}

      <Form method="post" className="mt-6 flex flex-wrap items-end gap-3 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
        <input type="hidden" name="csrf" value={csrf} />
        <label className="min-w-64 flex-1 text-sm font-semibold text-navy-900">
          Inviter en medarbejder (e-mail)
          <input type="email" name="email" required autoComplete="off" className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal" />
        </label>
        <button type="submit" name="intent" value="invite" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">Send invitation</button>
        <p className="w-full text-sm text-muted">Personen får en mail med et link, der virker én gang i {inviteHours} timer, og vælger selv sin adgangskode.</p>
      </Form>

      <div className="mt-6 overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-line">
        <table aria-label="Medarbejdere" className="w-full text-left text-sm">
          <thead className="border-b border-line bg-paper text-xs uppercase tracking-wide text-muted">
            <tr>
              {["E-mail", "Rolle", "Status", "Oprettet", "Handling"].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">{heading}</th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {accounts.map((account) => (
              <tr key={account.id} data-email={account.email} data-id={account.id}>
                <td className="px-4 py-3 font-semibold text-navy-900">{account.email}{account.id === me && " (dig)"}</td>
                <td className="px-4 py-3">{account.role === "owner" ? "Ejer" : "Medarbejder"}</td>
                <td className="px-4 py-3">{account.disabled ? "Deaktiveret" : account.pending ? "Inviteret, har ikke valgt adgangskode" : "Aktiv"}</td>
                <td className="whitespace-nowrap px-4 py-3 text-muted">{dateFormat.format(new Date(account.createdAt))}</td>
                <td className="px-4 py-3">
                  {account.id !== me && (
                    <div className="flex flex-wrap gap-2">
                      <AccountAction csrf={csrf} userId={account.id} intent="reset" label={account.pending ? "Send nyt link" : "Nulstil adgangskode"} />
                      {account.disabled ? (
                        <AccountAction csrf={csrf} userId={account.id} intent="enable" label="Genaktivér" />
                      ) : (
                        <AccountAction csrf={csrf} userId={account.id} intent="disable" label="Deaktivér" danger />
                      )}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
