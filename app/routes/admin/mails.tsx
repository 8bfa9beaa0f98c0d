import { data, Form, Link } from "react-router";
import type { Route } from "./+types/mails";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { MailStateBadge } from "../../components/admin/mail-list.tsx";
import { requireOwner } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { listMails, MAIL_PAGE_SIZE, MAX_ATTEMPTS, retryMails, type MailState } from "../../server/mail/outbox.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Mails - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

const states = ["waiting", "failed", "sent"] as const satisfies readonly MailState[];
const tabLabels: Record<MailState, string> = { waiting: "Venter", failed: "Fejlede", sent: "Sendt" };

/** Owner only: every mail the site has queued (confirmations, notifications, invitations) and its state, with "prøv igen". */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const owner = await requireOwner(request, runtime);
  const url = new URL(request.url);
  const stateParam = url.searchParams.get("status");
  const state = states.find((s) => s === stateParam);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get("side") ?? "1", 10) || 1));
  const { rows, counts } = await listMails(runtime.db, { state, page });
  return {
    rows,
    counts,
    state: state ?? null,
    page,
    pageSize: MAIL_PAGE_SIZE,
    csrf: owner.csrfToken,
    mailConfigured: Boolean(runtime.env.SMTP_URL),
    maxAttempts: MAX_ATTEMPTS,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  await requireOwner(request, runtime, form);
  const id = Number.parseInt(String(form?.get("id") ?? ""), 10);
  const all = form?.get("intent") === "retry-failed";
  if (!all && !Number.isSafeInteger(id)) return data({ error: "Ukendt mail." }, { status: 422 });
  try {
    const queued = await retryMails(runtime.db, all ? "failed" : [id]);
    runtime.kickOutbox();
    if (queued === 0) return data({ error: "Mailen er allerede sendt eller findes ikke længere." }, { status: 404 });
    const when = runtime.env.SMTP_URL ? "Den sendes om et øjeblik." : "Den sendes, når serveren kører med SMTP_URL.";
    return { message: queued === 1 ? `Mailen prøves igen. ${when}` : `${queued} mails prøves igen. ${when.replace("Den", "De")}` };
  } catch (error) {
    log.error("Mail kunne ikke sættes i kø igen", errorFields(error));
    return data({ error: "Mailen kunne ikke sættes i kø igen. Prøv igen om et øjeblik." }, { status: 503 });
  }
}

export default function Mails({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, counts, state, page, pageSize, csrf, mailConfigured, maxAttempts } = loaderData;
  const query = (next: { status?: string | null; side?: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set("status", next.status);
    if (next.side && next.side > 1) params.set("side", String(next.side));
    const text = params.toString();
    return text ? `?${text}` : "/admin/mails";
  };
  return (
    <>
      <h1 className="text-3xl font-bold text-navy-900">Mails</h1>
      <p className="mt-1 text-muted">
        Alle mails, siden sender: bekræftelser til kunder, notifikationer, tildelinger og invitationer. En mail, der fejler, prøves op til {maxAttempts} gange
        med stigende mellemrum. {mailConfigured ? "" : "Der er ikke sat en mailserver op (SMTP_URL), så intet bliver sendt endnu."}
      </p>
      {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      {actionData && "message" in actionData && <Alert tone="ok">{actionData.message}</Alert>}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Filtrér mails" className="flex flex-wrap gap-2 text-sm font-semibold">
          <Link
            to={query({})}
            aria-current={state === null ? "page" : undefined}
            className="rounded-full bg-white px-3 py-1.5 ring-1 ring-line aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
          >
            Alle ({counts.waiting + counts.failed + counts.sent})
          </Link>
          {states.map((s) => (
            <Link
              key={s}
              to={query({ status: s })}
              aria-current={state === s ? "page" : undefined}
              className="rounded-full bg-white px-3 py-1.5 ring-1 ring-line aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
            >
              {tabLabels[s]} ({counts[s]})
            </Link>
          ))}
        </nav>
        {counts.failed > 0 && (
          <Form method="post">
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
      </div>
      <ul aria-label="Mails" className="mt-4 divide-y divide-line rounded-card bg-white shadow-card ring-1 ring-line">
        {rows.map((mail) => (
          <li key={mail.id} data-mail={mail.id} data-state={mail.state} className="flex flex-wrap items-start gap-x-4 gap-y-2 p-4 text-sm">
            <div className="min-w-0 flex-1 basis-64">
              <p className="font-semibold break-words text-navy-900">{mail.subject}</p>
              <p className="break-all text-muted">
                Til {mail.recipient} · {dateFormat.format(new Date(mail.createdAt))}
              </p>
              {mail.submissionId && (
                <Link to={`/admin/contact-submissions/${mail.submissionId}`} className="text-brand-700 hover:underline">
                  Se henvendelsen
                </Link>
              )}
            </div>
            <div className="min-w-0 basis-64 space-y-1">
              <MailStateBadge mail={mail} />
              {mail.state !== "sent" && (
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="id" value={mail.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="retry"
                    className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
                  >
                    Prøv igen
                  </button>
                </Form>
              )}
            </div>
          </li>
        ))}
        {rows.length === 0 && <li className="p-8 text-center text-muted">Ingen mails her.</li>}
      </ul>
      <nav aria-label="Sider" className="mt-4 flex gap-2 text-sm">
        {page > 1 && (
          <Link to={query({ status: state, side: page - 1 })} className="rounded-lg bg-white px-3 py-1.5 font-semibold ring-1 ring-line">
            Nyere
          </Link>
        )}
        {rows.length === pageSize && (
          <Link to={query({ status: state, side: page + 1 })} className="rounded-lg bg-white px-3 py-1.5 font-semibold ring-1 ring-line">
            Ældre
          </Link>
        )}
      </nav>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
