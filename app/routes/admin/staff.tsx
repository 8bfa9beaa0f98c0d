import { data, Form, Link } from "react-router";
import type { Route } from "./+types/staff";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { OneTimeLink } from "../../components/admin/one-time-link.tsx";
import { DraftNotice, useDraft } from "../../components/admin/draft.tsx";
import { buildConfig } from "../../config/build-config.ts";
import { activeStaff } from "../../server/inbox/assignment.server.ts";
import { MAX_DISPLAY_NAME, requireOwner } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { awaitFirstAttempt } from "../../server/mail/outbox.server.ts";
import { getPermissions, permissionSettings, setPermissions, type PermissionKey } from "../../server/inbox/settings.server.ts";
import { notifyOf } from "../../server/booking/actions.server.ts";
import { upcomingMeetingCount } from "../../server/booking/meetings.server.ts";
import {
  INVITE_HOURS,
  inviteStaff,
  listStaff,
  openEnquiryCount,
  resetStaff,
  setDisplayName,
  setStaffDisabled,
  setStaffRole,
} from "../../server/auth/staff.server.ts";
import { roleLabels } from "../../content/enquiry-labels.ts";
import type { StaffRole } from "../../server/auth/schema.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Medarbejdere - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

/** Owner only: invite, reset, disable (handing over open enquiries) and enable accounts, roles, and what staff may do. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const owner = await requireOwner(request, runtime);
  const { db } = runtime;
  const [accounts, permissions, colleagues] = await Promise.all([listStaff(db), getPermissions(db), activeStaff(db)]);
  // "Deaktivér" first asks what happens to the account's open enquiries (?deaktiver=<id>).
  const disableId = new URL(request.url).searchParams.get("deaktiver");
  const disabling = accounts.find((account) => account.id === disableId && account.id !== owner.userId && !account.disabled);
  const confirmDisable = disabling
    ? {
        id: disabling.id,
        email: disabling.email,
        name: disabling.name,
        open: await openEnquiryCount(db, disabling.id),
        meetings: await upcomingMeetingCount(db, disabling.id, runtime.now()),
        colleagues: colleagues.filter((c) => c.id !== disabling.id),
      }
    : null;
  const permissionList = (Object.keys(permissionSettings) as PermissionKey[]).map((key) => ({
    key,
    label: permissionSettings[key].label,
    checked: permissions[key],
  }));
  return {
    accounts,
    me: owner.userId,
    csrf: owner.csrfToken,
    inviteHours: INVITE_HOURS,
    permissionList,
    confirmDisable,
    mailConfigured: Boolean(runtime.env.SMTP_URL),
    maxName: MAX_DISPLAY_NAME,
  };
}

/** The disable form's choice: a colleague's id, "unassigned", or nothing chosen (undefined: refused while there are open enquiries). */
function handover(field: FormDataEntryValue | null | undefined): string | null | undefined {
  if (field === null || field === undefined || field === "") return undefined;
  return field === "unassigned" ? null : String(field);
}

type Delivery = "sent" | "failed" | "waiting" | "no-smtp";

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const owner = await requireOwner(request, runtime, form);
  const intent = String(form?.get("intent") ?? "");
  const userId = String(form?.get("userId") ?? "");
  const { db } = runtime;
  try {
    if (intent === "permissions") {
      const next = Object.fromEntries(Object.keys(permissionSettings).map((key) => [key, form?.get(key) === "ja"])) as Record<PermissionKey, boolean>;
      await setPermissions(db, next, owner.userId);
      return { message: "Rettighederne er gemt." };
    }
    const handoverField = form?.get("handover");
    const result =
      intent === "invite"
        ? await inviteStaff(db, String(form?.get("email") ?? ""), String(form?.get("name") ?? ""), owner, buildConfig.siteUrl)
        : intent === "reset"
          ? await resetStaff(db, userId, owner, buildConfig.siteUrl)
          : intent === "disable" || intent === "enable"
            ? await setStaffDisabled(db, userId, intent === "disable", owner, handover(handoverField), { notify: notifyOf(runtime), now: runtime.now() })
            : intent === "role"
              ? await setStaffRole(db, userId, String(form?.get("role") ?? "") as StaffRole, owner)
              : intent === "name"
                ? await setDisplayName(db, userId, String(form?.get("name") ?? ""), owner)
                : { ok: false as const, status: 422, error: "Ukendt handling." };
    if (!result.ok) return data({ error: result.error }, { status: result.status });
    log.info("Medarbejderkonto ændret", { intent, by: owner.userId, userId: userId || undefined });
    if (result.mailsQueued) runtime.kickOutbox();
    if (!result.link || result.outboxId === undefined) return { message: result.message };
    // Say whether the mail went: without SMTP_URL it cannot; otherwise wait briefly for the first try.
    let delivery: Delivery = "no-smtp";
    let reason: string | null = null;
    if (runtime.env.SMTP_URL) {
      runtime.kickOutbox();
      const mail = await awaitFirstAttempt(db, result.outboxId);
      delivery = mail?.state ?? "waiting";
      reason = mail?.lastError ?? null;
    }
    return { message: result.message, link: result.link, delivery, reason };
  } catch (error) {
    log.error("Medarbejderkonto kunne ikke ændres", errorFields(error));
    return data({ error: "Ændringen kunne ikke gemmes. Prøv igen om et øjeblik." }, { status: 503 });
  }
}

const deliveryTexts: Record<Delivery, string> = {
  sent: "Mailen med linket er sendt.",
  waiting: "Mailen med linket venter stadig på at blive sendt. Følg den under Mails, eller giv personen linket selv.",
  failed: "Mailen med linket kunne ikke sendes. Giv personen linket selv; vi prøver igen under Mails.",
  "no-smtp": "Der er ikke sat en mailserver op (SMTP_URL), så linket er ikke mailet. Giv personen linket selv, fx i en besked.",
};

function AccountAction({
  csrf,
  userId,
  intent,
  label,
  danger = false,
  extra,
}: {
  csrf: string;
  userId: string;
  intent: string;
  label: string;
  danger?: boolean;
  extra?: Record<string, string>;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="userId" value={userId} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ${danger ? "text-red-700 ring-red-200 hover:bg-red-50" : "text-brand-700 ring-line hover:bg-brand-50"}`}
      >
        {label}
      </button>
    </Form>
  );
}

/** The owner renames anyone (a folded form, so the table stays readable; works without JavaScript). */
function NameForm({ csrf, userId, name, maxName }: { csrf: string; userId: string; name: string; maxName: number }) {
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">Ret navn</summary>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="userId" value={userId} />
        <label className="min-w-0 flex-1 basis-40 text-sm font-semibold text-navy-900">
          Navn
          <input
            type="text"
            name="name"
            required
            maxLength={maxName}
            defaultValue={name}
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" name="intent" value="name" className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Gem navn
        </button>
      </Form>
    </details>
  );
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, me, csrf, inviteHours, permissionList, confirmDisable, mailConfigured, maxName } = loaderData;
  const inviteDraft = useDraft("invite", actionData);
  return (
    <>
      <h1 className="text-3xl font-bold text-navy-900">Medarbejdere</h1>
      <p className="mt-1 text-muted">
        Inviter kolleger til indbakken, nulstil en glemt adgangskode eller luk en konto. En deaktiveret konto bliver logget ud med det samme.
      </p>
      {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      {actionData && "message" in actionData && <Alert tone="ok">{actionData.message}</Alert>}
      {actionData && "link" in actionData && actionData.link && (
        <OneTimeLink link={actionData.link} delivery={deliveryTexts[actionData.delivery]} reason={actionData.reason} failed={actionData.delivery !== "sent"} />
      )}

      {confirmDisable && (
        <section aria-labelledby="deaktiver-title" className="mt-6 rounded-card bg-white p-6 shadow-card ring-1 ring-red-200">
          <h2 id="deaktiver-title" className="text-lg font-semibold text-navy-900">
            Deaktivér {confirmDisable.name} ({confirmDisable.email})
          </h2>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="userId" value={confirmDisable.id} />
            {confirmDisable.open > 0 || confirmDisable.meetings > 0 ? (
              <label className="block text-sm font-semibold text-navy-900">
                {confirmDisable.name} har{" "}
                {[
                  confirmDisable.open > 0 ? `${confirmDisable.open} åbne henvendelser (ny eller i gang)` : "",
                  confirmDisable.meetings === 1
                    ? "1 kommende møde med en kunde"
                    : confirmDisable.meetings > 1
                      ? `${confirmDisable.meetings} kommende møder med kunder`
                      : "",
                ]
                  .filter(Boolean)
                  .join(" og ")}
                . Hvem overtager {confirmDisable.open + confirmDisable.meetings === 1 ? "det" : "dem"}?
                <select name="handover" required defaultValue="" className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal">
                  <option value="" disabled>
                    Vælg …
                  </option>
                  {confirmDisable.meetings === 0 && <option value="unassigned">Ingen: gør dem ikke tildelte</option>}
                  {confirmDisable.colleagues.map((colleague) => (
                    <option key={colleague.id} value={colleague.id}>
                      {colleague.id === me ? `${colleague.name} (mig)` : colleague.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <p className="text-sm text-muted">{confirmDisable.name} har ingen åbne henvendelser.</p>
            )}
            {confirmDisable.meetings > 0 && (
              <p className="text-sm text-muted">
                Møderne flyttes til den kollega, du vælger, og kollegaen får en mail om hvert møde. Kunder, der skal tale med en anden end aftalt, får en
                opdateret bekræftelse med det nye navn.
              </p>
            )}
            <p className="text-sm text-muted">Kontoen bliver logget ud med det samme og kan ikke logge ind, før du genaktiverer den.</p>
            <div className="flex flex-wrap gap-2">
              <button type="submit" name="intent" value="disable" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
                Deaktivér
              </button>
              <Link to="/admin/medarbejdere" className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50">
                Fortryd
              </Link>
            </div>
          </Form>
        </section>
      )}

      <Form
        method="post"
        aria-labelledby="inviter-titel"
        className="mt-6 flex flex-wrap items-end gap-3 rounded-card bg-white p-6 shadow-card ring-1 ring-line"
      >
        <input type="hidden" name="csrf" value={csrf} />
        {inviteDraft && (
          <div className="w-full">
            <DraftNotice draft={inviteDraft} />
          </div>
        )}
        <h2 id="inviter-titel" className="w-full text-lg font-semibold text-navy-900">
          Inviter en medarbejder
        </h2>
        <label className="min-w-0 flex-1 basis-48 text-sm font-semibold text-navy-900">
          Navn
          <input
            type="text"
            name="name"
            required
            maxLength={maxName}
            autoComplete="off"
            defaultValue={inviteDraft?.name}
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal"
          />
        </label>
        <label className="min-w-0 flex-1 basis-64 text-sm font-semibold text-navy-900">
          E-mail
          <input
            type="email"
            name="email"
            required
            autoComplete="off"
            defaultValue={inviteDraft?.email}
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" name="intent" value="invite" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Inviter
        </button>
        <p className="w-full text-sm text-muted">
          Navnet er det, kolleger og kunder ser (i menuer, historik, mails og møder); personen kan selv rette det. Du får et link, der virker én gang i{" "}
          {inviteHours} timer, og personen vælger selv sin adgangskode.{" "}
          {mailConfigured ? "Linket bliver også mailet til personen." : "Der er ingen mailserver sat op, så giv personen linket selv."}
        </p>
      </Form>

      <div className="mt-6 overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-line">
        <table aria-label="Medarbejdere" className="w-full text-left text-sm">
          <thead className="border-b border-line bg-paper text-xs uppercase tracking-wide text-muted max-md:sr-only">
            <tr>
              {["Navn og e-mail", "Rolle", "Status", "Oprettet", "Handling"].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {accounts.map((account) => (
              <tr key={account.id} data-email={account.email} data-id={account.id} className="max-md:block max-md:px-4 max-md:py-3">
                <td className="px-4 py-3 text-navy-900 max-md:block max-md:p-0">
                  <span className="font-semibold" data-name>
                    {account.name}
                    {account.id === me && " (dig)"}
                  </span>
                  <span className="block break-all text-muted">{account.email}</span>
                  <NameForm csrf={csrf} userId={account.id} name={account.name} maxName={maxName} />
                </td>
                <td className="px-4 py-3 max-md:inline max-md:p-0">{roleLabels[account.role]}</td>
                <td className="px-4 py-3 max-md:inline max-md:p-0 max-md:before:content-['_·_']">
                  {account.disabled ? "Deaktiveret" : account.pending ? "Inviteret, har ikke valgt adgangskode" : "Aktiv"}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-muted max-md:hidden">{dateFormat.format(new Date(account.createdAt))}</td>
                <td className="px-4 py-3 max-md:block max-md:p-0 max-md:pt-2">
                  {account.id !== me && (
                    <div className="flex flex-wrap gap-2">
                      <AccountAction csrf={csrf} userId={account.id} intent="reset" label={account.pending ? "Nyt link" : "Nulstil adgangskode"} />
                      {!account.disabled &&
                        !account.pending &&
                        (Object.keys(roleLabels) as StaffRole[])
                          .filter((role) => role !== account.role)
                          .map((role) => (
                            <AccountAction
                              key={role}
                              csrf={csrf}
                              userId={account.id}
                              intent="role"
                              label={`Gør til ${roleLabels[role].toLowerCase()}`}
                              extra={{ role }}
                            />
                          ))}
                      {account.disabled ? (
                        <AccountAction csrf={csrf} userId={account.id} intent="enable" label="Genaktivér" />
                      ) : (
                        <Link
                          to={`?deaktiver=${account.id}`}
                          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
                        >
                          Deaktivér
                        </Link>
                      )}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Form method="post" className="mt-6 space-y-3 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
        <h2 className="text-lg font-semibold text-navy-900">Rettigheder for medarbejdere</h2>
        <p className="text-sm text-muted">Ejere må altid eksportere og slette. Medarbejdere må det kun, hvis du slår det til her.</p>
        <input type="hidden" name="csrf" value={csrf} />
        {permissionList.map((permission) => (
          <label key={permission.key} className="flex items-start gap-2 text-sm">
            <input type="checkbox" name={permission.key} value="ja" defaultChecked={permission.checked} className="mt-0.5 h-4 w-4" />
            {permission.label}
          </label>
        ))}
        <button
          type="submit"
          name="intent"
          value="permissions"
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Gem rettigheder
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
