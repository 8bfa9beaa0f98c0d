import { dateFormat } from "./badges.tsx";

/** A mail's state as the outbox has it (app/server/mail/outbox.server.ts MailRow, dates possibly serialised). */
export type MailItem = {
  id: number;
  recipient: string;
  subject: string;
  state: "waiting" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sentAt: Date | string | null;
  nextAttemptAt: Date | string;
};

const stateStyles = {
  waiting: "bg-amber-100 text-amber-900 ring-amber-600/30",
  sent: "bg-green-100 text-green-800 ring-green-600/30",
  failed: "bg-red-100 text-red-800 ring-red-600/30",
} as const;
const stateLabels = { waiting: "Venter", sent: "Sendt", failed: "Fejlede" } as const;

/** Venter / Sendt / Fejlede, with when, how many attempts and the mail server's reason. */
export function MailStateBadge({ mail }: { mail: MailItem }) {
  const attempts = mail.attempts === 1 ? "1 forsøg" : `${mail.attempts} forsøg`;
  return (
    <div>
      <span
        data-mail-state={mail.state}
        className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${stateStyles[mail.state]}`}
      >
        {stateLabels[mail.state]}
      </span>
      <span className="ml-2 text-xs text-muted">
        {mail.state === "sent" && mail.sentAt
          ? `${dateFormat.format(new Date(mail.sentAt))} · ${attempts}`
          : mail.attempts > 0
            ? attempts
            : "Ikke forsøgt endnu"}
      </span>
      {mail.state === "failed" && mail.lastError && <p className="mt-1 text-xs break-words text-red-800">Årsag: {mail.lastError}</p>}
    </div>
  );
}

/** The mails about one enquiry (its notification, the sender's confirmation, assignment notices). */
export function MailList({ mails, retry }: { mails: readonly MailItem[]; retry?: (mail: MailItem) => React.ReactNode }) {
  if (!mails.length) return <p className="mt-2 text-sm text-muted">Ingen mails om denne henvendelse.</p>;
  return (
    <ul aria-label="Mails om henvendelsen" className="mt-3 space-y-3 text-sm">
      {mails.map((mail) => (
        <li key={mail.id} data-mail={mail.id} className="rounded-xl bg-paper p-3">
          <p className="font-medium break-words text-navy-900">{mail.subject}</p>
          <p className="break-all text-muted">Til {mail.recipient}</p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <MailStateBadge mail={mail} />
            {mail.state !== "sent" && retry?.(mail)}
          </div>
        </li>
      ))}
    </ul>
  );
}
