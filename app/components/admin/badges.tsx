import { statusLabels } from "../../content/enquiry-labels.ts";
import type { EnquiryKind, EnquiryStatus } from "../../server/inbox/schema.server.ts";

export const kindColors: Record<EnquiryKind, string> = {
  contact: "#1d4ed8",
  quote: "#f59e0b",
  job_application: "#059669",
  newsletter: "#64748b",
  meeting: "#7c3aed",
  lead: "#be123c",
  mail: "#0e7490",
};

const badgeStyles: Record<EnquiryStatus, string> = {
  new: "bg-green-100 text-green-800 ring-green-600/30",
  in_progress: "bg-yellow-100 text-yellow-800 ring-yellow-600/30",
  completed: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span data-status={status} className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeStyles[status]}`}>
      {statusLabels[status]}
    </span>
  );
}

export const dateFormat = new Intl.DateTimeFormat("da-DK", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Copenhagen",
});
