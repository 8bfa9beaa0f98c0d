import { data, Form, isRouteErrorResponse, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { AttributionDetails } from "../../components/admin/attribution-details.tsx";
import type { Route } from "./+types/contact-submission";
import { dateFormat, StatusBadge } from "../../components/admin/badges.tsx";
import { allStatuses, assigneeLabel, interestLabel, kindLabels, statusLabels } from "../../content/enquiry-labels.ts";
import { extraLines } from "../../forms/stored-fields.ts";
import { Icon } from "../../components/ui/icon.tsx";
import { HistoryList } from "../../components/admin/history-list.tsx";
import { MailList } from "../../components/admin/mail-list.tsx";
import { DraftNotice, useDraft } from "../../components/admin/draft.tsx";
import { buildConfig } from "../../config/build-config.ts";
import { activeStaff, assignEnquiry } from "../../server/inbox/assignment.server.ts";
import { requireStaff } from "../../server/auth/auth.server.ts";
import { enquiryHistoryOf } from "../../server/inbox/history.server.ts";
import { deleteSubmission, getSubmission, isUuid, updateStatus } from "../../server/inbox/inbox.server.ts";
import { mailsOf, retryMails } from "../../server/mail/outbox.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { allowed, getPermissions, refusals } from "../../server/inbox/settings.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { addNote, MAX_NOTE_LENGTH, noteProblem, notesOf } from "../../server/inbox/notes.server.ts";
import type { EnquiryStatus } from "../../server/inbox/schema.server.ts";
import { MeetingBlock } from "../../components/admin/meeting-block.tsx";
import { meetingOfEnquiry } from "../../server/booking/meetings.server.ts";
import { topicLabel } from "../../server/booking/settings.server.ts";
import { pipelineAction, pipelineData } from "../../server/inbox/actions.server.ts";
import { FollowUpBox, OutcomeBox } from "../../components/admin/pipeline-panel.tsx";
import { StageBox } from "../../components/admin/stage-box.tsx";
import { isFollowUpAnswer, revalidateAfterFollowUpConflict, useFollowUpAction } from "../../components/admin/follow-up-controls.tsx";
import { AnswerHere, isSectionAnswer } from "../../components/admin/section-answer.tsx";
import { answerAnchors } from "../../lib/answer-anchors.ts";
import { ContactTimeline } from "../../components/admin/contact-timeline.tsx";
import { latestFromCustomer, ReplyForm, ReplyThread } from "../../components/admin/reply-panel.tsx";
import { danishClock, danishDate } from "../../lib/danish-time.ts";
import { replyIntent, replyPanel } from "../../server/mail/actions.server.ts";

const NOT_FOUND = "Henvendelsen findes ikke. Den kan være slettet, eller linket kan være forkert.";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.submission.name || loaderData.submission.email} - henvendelse` : "Henvendelse" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  const { db } = runtime;
  const submission = await getSubmission(db, params.id);
  if (!submission) throw data(NOT_FOUND, { status: 404 });
  const [notes, history, staffList, permissions, mails] = await Promise.all([
    notesOf(db, submission.id),
    enquiryHistoryOf(db, submission.id),
    activeStaff(db),
    getPermissions(db),
    mailsOf(db, submission.id),
  ]);
  const deleteRefusal = allowed(staff, permissions, "staffMayDelete") ? null : refusals.staffMayDelete;
  const confirmDelete = new URL(request.url).searchParams.has("slet");
  // Labelled here, from the form definitions, so the page's code does not carry them.
  const extra = extraLines(submission.extra, "staff");
  const booking = submission.kind === "meeting" ? await meetingOfEnquiry(db, submission.id) : null;
  const meeting = booking && {
    id: booking.id,
    version: booking.version,
    status: booking.status,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    topic: topicLabel(booking.topic),
    host: booking.hostName,
  };
  // Follow-ups, outcome, value and the contact's timeline (issue 26, app/server/inbox/actions.server.ts).
  const pipeline = await pipelineData(db, submission, runtime.now());
  const replies = await replyPanel(runtime, staff, submission, new URL(request.url));
  return {
    submission,
    extra,
    notes,
    history,
    staffList,
    mails,
    me: staff.userId,
    csrf: staff.csrfToken,
    confirmDelete,
    maxNote: MAX_NOTE_LENGTH,
    deleteRefusal,
    meeting,
    pipeline,
    replies,
  };
}

const subscriptionLabels = { pending: "Afventer bekræftelse", confirmed: "Bekræftet", unsubscribed: "Afmeldt" } as const;

/** A refused follow-up change reloads the page's data too (the follow-up was done or deleted meanwhile). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateAfterFollowUpConflict(args);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireStaff(request, runtime, form);
  const { db } = runtime;
  const intent = form?.get("intent");
  try {
    const pipelineResult = await pipelineAction(db, params.id, form, staff, runtime.now());
    if (pipelineResult) return pipelineResult;
    if (intent === "delete") {
      if (!allowed(staff, await getPermissions(db), "staffMayDelete")) return data({ error: refusals.staffMayDelete }, { status: 403 });
      if (form?.get("confirm") !== "ja") return data({ error: "Bekræft sletningen ved at sætte flueben." }, { status: 422 });
      if (!(await deleteSubmission(db, params.id, staff.userId))) return data({ error: NOT_FOUND }, { status: 404 });
      log.info("Henvendelse slettet (GDPR)", { id: params.id });
      throw redirect("/admin/contact-submissions?slettet=1");
    }
    if (intent === "note") {
      const body = String(form?.get("note") ?? "");
      const problem = noteProblem(body);
      if (problem) return data({ at: answerAnchors.note, error: problem }, { status: 422 });
      if (!(await addNote(db, params.id, staff.userId, body))) return data({ error: NOT_FOUND }, { status: 404 });
      return { ok: true as const, at: answerAnchors.note, message: "Noten er gemt." };
    }
    if (intent === "assign") {
      const assignee = String(form?.get("assignee") ?? "");
      const result = await assignEnquiry(db, params.id, assignee || null, staff, buildConfig.siteUrl);
      if (result === "no-enquiry") return data({ error: NOT_FOUND }, { status: 404 });
      if (result === "no-staff")
        return data({ error: "Medarbejderen findes ikke, er deaktiveret eller har ikke taget imod invitationen endnu. Vælg en anden." }, { status: 422 });
      if (result === "ok") runtime.kickOutbox();
      return { ok: true as const, message: assignee ? "Henvendelsen er tildelt." : "Tildelingen er fjernet." };
    }
    if (intent === "retry-mail") {
      const mailId = Number.parseInt(String(form?.get("mailId") ?? ""), 10);
      if (!isUuid(params.id) || !Number.isSafeInteger(mailId) || (await retryMails(db, [mailId], params.id)) === 0)
        return data({ error: "Mailen er allerede sendt eller findes ikke længere." }, { status: 404 });
      runtime.kickOutbox();
      return { ok: true as const, message: runtime.env.SMTP_URL ? "Mailen prøves igen om et øjeblik." : "Mailen sendes, når serveren kører med SMTP_URL." };
    }
    // Reply by mail, and answers held as uncertain (app/server/mail/actions.server.ts).
    const replied = await replyIntent(runtime, staff, params.id, intent, form);
    if (replied) return replied;
    const status = String(form?.get("status") ?? "") as EnquiryStatus;
    if (intent !== "status" || !allStatuses.includes(status)) return data({ error: "Ukendt handling." }, { status: 422 });
    if (!(await updateStatus(db, params.id, status, staff.userId))) return data({ error: NOT_FOUND }, { status: 404 });
    runtime.kickOutbox(); // its webhooks
    return { ok: true as const, message: "Status er gemt." };
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("Error updating status", errorFields(error));
    return data({ error: "Ændringen kunne ikke gemmes. Prøv igen om et øjeblik." }, { status: 503 });
  }
}

export default function ContactSubmission({ loaderData, actionData }: Route.ComponentProps) {
  const { submission: s, extra, notes, history, staffList, mails, me, csrf, confirmDelete, maxNote, deleteRefusal } = loaderData;
  const noteDraft = useDraft("note", actionData);
  const statusDraft = useDraft("status", actionData);
  const assignDraft = useDraft("assign", actionData);
  const noteAction = useFollowUpAction(answerAnchors.note);
  const latest = latestFromCustomer(loaderData.replies, s);
  const nextFollowUp = loaderData.pipeline.followUps.find((item) => !item.doneAt);
  return (
    <>
      <Link to="/admin/contact-submissions" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
        <Icon name="arrow-left" className="h-4 w-4" /> Tilbage til indbakken
      </Link>
      {/* Who, and how to reach them, first: on a phone this is what the first screen shows. */}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-3xl font-bold break-words text-navy-900">{s.name || s.email}</h1>
        <StatusBadge status={s.status} />
      </div>
      <p className="mt-1 text-muted">{[s.company, kindLabels[s.kind], dateFormat.format(new Date(s.createdAt))].filter(Boolean).join(" · ")}</p>
      {/* A follow-up button's answer shows in the follow-up box, where it was pressed (isFollowUpAnswer). */}
      {/* …and the notes' and the reply panel's where their forms are (isSectionAnswer). */}
      {actionData && "error" in actionData && !isFollowUpAnswer(actionData) && !isSectionAnswer(actionData) && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
          {actionData.error}
        </p>
      )}
      {actionData && "message" in actionData && !isFollowUpAnswer(actionData) && !isSectionAnswer(actionData) && (
        <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 font-medium text-green-800 ring-1 ring-green-200">
          {actionData.message}
        </p>
      )}
      {/* Between calls on a phone (issue 37, item 12): what the customer last said, then what to
          do about it (call, reply, the next follow-up) before the details, history and settings. */}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="seneste-titel" className="min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6" data-latest-message>
          <h2 id="seneste-titel" className="flex flex-wrap items-center gap-2 font-semibold text-navy-900">
            {latest.answer ? "Kundens seneste svar" : "Kundens besked"}
            <span className="text-sm font-normal text-muted">{dateFormat.format(new Date(latest.at))}</span>
          </h2>
          {latest.subject && <p className="mt-1 text-sm font-medium break-words text-navy-900">{latest.subject}</p>}
          <p className="mt-2 max-h-48 overflow-y-auto whitespace-pre-wrap break-words text-ink sm:max-h-64">{latest.body || "Ingen besked."}</p>
        </section>
        <section aria-labelledby="naeste-titel" className="min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6">
          <h2 id="naeste-titel" className="font-semibold text-navy-900">
            Næste skridt
          </h2>
          <div className="mt-3 flex flex-wrap gap-2">
            {s.phone && (
              <a
                href={`tel:${s.phone.replace(/[^\d+]/g, "")}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                <Icon name="phone" className="h-4 w-4" /> Ring {s.phone}
              </a>
            )}
            {/* A lead staff added may have a phone and no e-mail (issue 37). */}
            {s.email && (
              <a
                href={`mailto:${s.email}`}
                className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold break-all text-navy-900 ring-1 ring-line hover:bg-brand-50"
              >
                <Icon name="mail" className="h-4 w-4 flex-none" /> Skriv til {s.email}
              </a>
            )}
          </div>
          <p className="mt-3 text-sm" data-next-follow-up>
            {nextFollowUp ? (
              <>
                <span className="font-semibold text-navy-900">Næste opfølgning:</span> {danishDate(nextFollowUp.dueAt)} kl. {danishClock(nextFollowUp.dueAt)},{" "}
                <span className="break-words">{nextFollowUp.what}</span>.{" "}
              </>
            ) : (
              <span className="text-muted">Ingen opfølgning sat. </span>
            )}
            <a href="#foelg-op" className="font-semibold text-brand-700 hover:underline">
              {nextFollowUp ? "Ret eller klar den" : "Sæt en opfølgning"}
            </a>
          </p>
          {s.email && <ReplyForm panel={loaderData.replies} csrf={csrf} actionData={actionData} />}
        </section>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        {/* The actions before the details: first on a phone, the right-hand column on a wide screen. */}
        <aside aria-label="Handlinger" className="space-y-6 lg:col-start-2 lg:row-start-1">
          <Form method="post" className="rounded-card bg-white p-6 shadow-card ring-1 ring-line">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="intent" value="status" />
            <DraftNotice draft={statusDraft} />
            <label htmlFor="status" className="block font-semibold text-navy-900">
              Status
            </label>
            <select
              id="status"
              name="status"
              defaultValue={statusDraft?.status ?? s.status}
              key={s.status}
              className="mt-2 block w-full rounded-lg border border-line px-3 py-2"
            >
              {allStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
            <button type="submit" className="mt-3 w-full rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              Gem status
            </button>
          </Form>
          <Form method="post" className="rounded-card bg-white p-6 shadow-card ring-1 ring-line">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="intent" value="assign" />
            <DraftNotice draft={assignDraft} />
            <label htmlFor="assignee" className="block font-semibold text-navy-900">
              Ansvarlig
            </label>
            {/* The current assignee is always the selected choice, also when they can no longer
                work the lead, so saving never silently unassigns it. */}
            <select
              id="assignee"
              name="assignee"
              defaultValue={assignDraft?.assignee ?? s.assignedTo ?? ""}
              key={s.assignedTo ?? ""}
              className="mt-2 block w-full rounded-lg border border-line px-3 py-2"
            >
              <option value="">Ikke tildelt</option>
              {s.assignedTo && s.assignee && s.assigneeState !== "active" && <option value={s.assignedTo}>{assigneeLabel(s.assignee, s.assigneeState)}</option>}
              {staffList.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.id === me ? `${member.name} (mig)` : member.name}
                </option>
              ))}
            </select>
            <button type="submit" className="mt-3 w-full rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              Gem ansvarlig
            </button>
          </Form>
          <FollowUpBox pipeline={loaderData.pipeline} csrf={csrf} answered={actionData} />
          <OutcomeBox pipeline={loaderData.pipeline} csrf={csrf} answered={actionData} />
          <StageBox pipeline={loaderData.pipeline} csrf={csrf} answered={actionData} />
        </aside>
        <section className="min-w-0 rounded-card bg-white p-6 shadow-card ring-1 ring-line lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 className="sr-only">Oplysninger</h2>
          <dl className="grid gap-x-6 gap-y-3 break-words sm:grid-cols-[max-content_minmax(0,1fr)]">
            <dt className="font-semibold text-muted">Modtaget</dt>
            <dd>{dateFormat.format(new Date(s.createdAt))}</dd>
            <dt className="font-semibold text-muted">Type</dt>
            <dd>{kindLabels[s.kind]}</dd>
            <dt className="font-semibold text-muted">Sendt fra</dt>
            <dd>
              <a href={s.source} className="text-brand-700 hover:underline">
                {s.source}
              </a>
            </dd>
            <AttributionDetails attribution={s.attribution} />
            <dt className="font-semibold text-muted">Navn</dt>
            <dd>{s.name || "—"}</dd>
            <dt className="font-semibold text-muted">Virksomhed</dt>
            <dd>{s.company || "—"}</dd>
            <dt className="font-semibold text-muted">Email</dt>
            <dd>
              {s.email ? (
                <a href={`mailto:${s.email}`} className="text-brand-700 hover:underline">
                  {s.email}
                </a>
              ) : (
                "—"
              )}
            </dd>
            <dt className="font-semibold text-muted">Telefon</dt>
            <dd>
              {s.phone ? (
                <a href={`tel:${s.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 hover:underline">
                  {s.phone}
                </a>
              ) : (
                "—"
              )}
            </dd>
            <dt className="font-semibold text-muted">Interesse</dt>
            <dd>{interestLabel(s.interest)}</dd>
            {extra.map((line) => (
              <div key={line.key} className="contents">
                <dt className="font-semibold text-muted">{line.label}</dt>
                <dd>{line.text}</dd>
              </div>
            ))}
            {s.subscription && (
              <>
                <dt className="font-semibold text-muted">Nyhedsbrev</dt>
                <dd data-subscription={s.subscription}>{subscriptionLabels[s.subscription]}</dd>
              </>
            )}
            <dt className="font-semibold text-muted">Ansvarlig</dt>
            <dd data-assignee-state={s.assigneeState ?? ""}>{s.assignee ? assigneeLabel(s.assignee, s.assigneeState) : "Ikke tildelt"}</dd>
            <dt className="font-semibold text-muted">Senest ændret</dt>
            <dd>{dateFormat.format(new Date(s.updatedAt))}</dd>
          </dl>
          {loaderData.meeting && <MeetingBlock meeting={loaderData.meeting} csrf={loaderData.csrf} />}
          {/* The form's message is at the top of the page until the customer has answered by mail. */}
          {latest.answer && (
            <>
              <h2 className="mt-6 text-lg font-semibold text-navy-900">Besked</h2>
              <p className="mt-2 whitespace-pre-wrap rounded-xl bg-paper p-4 text-ink">{s.message || "Ingen besked."}</p>
            </>
          )}

          <ReplyThread panel={loaderData.replies} csrf={csrf} actionData={actionData} />

          <h2 id={answerAnchors.note} className="mt-8 text-lg font-semibold text-navy-900">
            Interne noter
          </h2>
          <p className="text-sm text-muted">Kun medarbejdere ser noterne. De slettes sammen med henvendelsen.</p>
          <AnswerHere answer={actionData} at={answerAnchors.note} />
          <Form method="post" action={noteAction} className="mt-3 space-y-2">
            <DraftNotice draft={noteDraft} />
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="intent" value="note" />
            <label htmlFor="note" className="sr-only">
              Ny note
            </label>
            <textarea
              id="note"
              name="note"
              required
              maxLength={maxNote}
              rows={3}
              placeholder="Fx: Ringede tirsdag, sender tilbud fredag."
              className="block w-full rounded-lg border border-line px-3 py-2"
              key={notes.length}
              defaultValue={noteDraft?.note}
            />
            <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
              Gem note
            </button>
          </Form>
          {notes.length > 0 && (
            <ul aria-label="Noter" className="mt-4 space-y-3">
              {notes.map((note) => (
                <li key={note.id} className="rounded-xl bg-paper p-4">
                  <p className="whitespace-pre-wrap text-ink">{note.body}</p>
                  <p className="mt-2 text-xs text-muted">
                    {note.author ?? "Slettet konto"} · {dateFormat.format(new Date(note.createdAt))}
                  </p>
                </li>
              ))}
            </ul>
          )}

          <h2 id="mails" className="mt-8 text-lg font-semibold text-navy-900">
            Mails
          </h2>
          <MailList
            mails={mails}
            retry={(mail) => (
              <Form method="post">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="mailId" value={mail.id} />
                <button
                  type="submit"
                  name="intent"
                  value="retry-mail"
                  className="rounded-lg px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
                >
                  Prøv igen
                </button>
              </Form>
            )}
          />

          <h2 className="mt-8 text-lg font-semibold text-navy-900">Historik</h2>
          <section aria-label="Historik">
            <HistoryList items={history} />
          </section>
          {loaderData.pipeline.timeline && <ContactTimeline timeline={loaderData.pipeline.timeline} currentId={s.id} csrf={csrf} answered={actionData} />}
        </section>
        <section className="rounded-card bg-white p-6 shadow-card ring-1 ring-red-200 lg:col-start-2 lg:self-start">
          <h2 className="font-semibold text-navy-900">Slet henvendelsen</h2>
          <p className="mt-1 text-sm text-muted">Sletter alle oplysninger om henvendelsen permanent (GDPR). Kan ikke fortrydes.</p>
          {deleteRefusal ? (
            <p className="mt-3 text-sm font-medium text-navy-900" data-refusal="delete">
              {deleteRefusal}
            </p>
          ) : confirmDelete ? (
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="intent" value="delete" />
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" name="confirm" value="ja" required className="mt-0.5 h-4 w-4" />
                Ja, slet {s.name || s.email} permanent
              </label>
              <button type="submit" className="w-full rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
                Slet permanent
              </button>
            </Form>
          ) : (
            <Link to="?slet=1" className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-red-700">
              <Icon name="trash-2" className="h-4 w-4" /> Slet henvendelse
            </Link>
          )}
        </section>
      </div>
    </>
  );
}

/** A missing enquiry (deleted meanwhile, or a wrong link) is said in the admin, not as a public 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <Link to="/admin/contact-submissions" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
        <Icon name="arrow-left" className="h-4 w-4" /> Tilbage til indbakken
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{notFound ? "Henvendelsen findes ikke" : "Noget gik galt"}</h1>
      <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
        {notFound ? NOT_FOUND : "Henvendelsen kunne ikke vises. Prøv igen om et øjeblik."}
      </p>
    </>
  );
}
