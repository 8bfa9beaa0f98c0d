/**
 * The enquiry page's part for mail with the sender (app/routes/admin/contact-submission.tsx calls
 * these two): what the reply panel shows, and the intents its forms post.
 */
import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { Runtime } from "../platform/lifecycle.server.ts";
import { isUuid } from "../inbox/inbox.server.ts";
import { log } from "../platform/log.server.ts";
import { decideAnswer, lastSignature, markAnswersSeen, messagesOf, ReplySchema, replyTemplates, sendReply } from "./replies.server.ts";
import { answerAnchors } from "../../lib/answer-anchors.ts";
import { contactSubmissions } from "../schema.server.ts";

/** Where answers to a reply go: the mailbox IMAP_URL reads, else the shared mailbox. */
export function replyAddress(env: Runtime["env"]): string {
  return env.REPLY_TO ?? env.NOTIFY_TO;
}

export async function replyPanel(
  runtime: Pick<Runtime, "db" | "env">,
  staff: { userId: string; name: string },
  submission: { id: string; name: string; message: string | null },
  url: URL,
) {
  const [messages, templates, signedAs] = await Promise.all([
    messagesOf(runtime.db, submission.id),
    replyTemplates(runtime.db),
    lastSignature(runtime.db, staff.userId),
  ]);
  // A template picked with "Indsæt" (a GET form, so it works without JavaScript too).
  const picked = Number.parseInt(url.searchParams.get("skabelon") ?? "", 10);
  const template = Number.isSafeInteger(picked) ? templates[picked] : undefined;
  const lastIn = [...messages].reverse().find((message) => message.direction === "in" && (message.match === "thread" || message.match === "sender"));
  return {
    messages: messages.filter((message) => message.match !== "rejected"),
    templates: templates.map((item) => item.title),
    pickedTemplate: template ? picked : null,
    prefill: template?.body ?? "",
    subject: lastIn ? (/^(sv|re):/i.test(lastIn.subject) ? lastIn.subject : `Sv: ${lastIn.subject}`) : "Vedrørende din henvendelse",
    // The name they signed with last, else their display name (issue 37, item 11).
    signedAs: signedAs ?? staff.name,
    imap: Boolean(runtime.env.IMAP_URL),
    replyTo: replyAddress(runtime.env),
    unseen: messages.filter((message) => message.direction === "in" && !message.seen && (message.match === "thread" || message.match === "sender")).length,
  };
}

export type ReplyPanelData = Awaited<ReturnType<typeof replyPanel>>;

/** Handles the reply panel's intents; undefined for any other intent. */
export async function replyIntent(
  runtime: Pick<Runtime, "db" | "env" | "kickOutbox">,
  staff: { userId: string },
  submissionId: string,
  intent: unknown,
  form: FormData | undefined,
) {
  if (typeof intent !== "string" || !["reply", "answer-attach", "answer-reject", "answers-seen"].includes(intent)) return undefined;
  if (!isUuid(submissionId))
    return data({ at: answerAnchors.reply, error: "Henvendelsen findes ikke. Den kan være slettet, eller linket kan være forkert." }, { status: 404 });
  if (intent === "reply") {
    const fields = { subject: String(form?.get("subject") ?? ""), body: String(form?.get("body") ?? ""), signedAs: String(form?.get("signedAs") ?? "") };
    const parsed = ReplySchema.safeParse(fields);
    if (!parsed.success) return data({ at: answerAnchors.reply, error: parsed.error.issues[0]!.message, fields }, { status: 422 });
    // A lead staff added by phone may have no e-mail (issue 37): nothing to send to.
    const [target] = await runtime.db.select({ email: contactSubmissions.email }).from(contactSubmissions).where(eq(contactSubmissions.id, submissionId));
    if (target && !target.email)
      return data({ at: answerAnchors.reply, error: "Leadet har ingen e-mail at svare til. Ring i stedet.", fields }, { status: 422 });
    const mailId = await sendReply(runtime.db, submissionId, parsed.data, staff.userId, { from: runtime.env.MAIL_FROM, replyTo: replyAddress(runtime.env) });
    if (mailId === null)
      return data({ at: answerAnchors.reply, error: "Henvendelsen findes ikke. Den kan være slettet, eller linket kan være forkert." }, { status: 404 });
    log.info("Svar sat i kø", { submissionId, outboxId: mailId });
    runtime.kickOutbox();
    return {
      ok: true as const,
      at: answerAnchors.reply,
      message: runtime.env.SMTP_URL ? "Svaret er sat i kø og sendes om et øjeblik." : "Svaret er gemt og sendes, når serveren kører med SMTP_URL.",
    };
  }
  if (intent === "answer-attach" || intent === "answer-reject") {
    const done = await decideAnswer(runtime.db, submissionId, String(form?.get("messageId") ?? ""), intent === "answer-attach" ? "attach" : "reject");
    if (!done) return data({ at: answerAnchors.thread, error: "Svaret er allerede behandlet eller findes ikke længere." }, { status: 404 });
    return {
      ok: true as const,
      at: answerAnchors.thread,
      message: intent === "answer-attach" ? "Svaret er knyttet til henvendelsen." : "Svaret er afvist. Det ligger stadig i postkassen.",
    };
  }
  if (intent === "answers-seen") {
    await markAnswersSeen(runtime.db, submissionId);
    return { ok: true as const, at: answerAnchors.thread, message: "Svaret er markeret som set." };
  }
  return undefined;
}
