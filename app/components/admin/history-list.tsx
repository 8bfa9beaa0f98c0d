import { kindLabels, statusLabels } from "../../content/enquiry-labels.ts";
import type { EnquiryKind, EnquiryStatus, HistoryAction } from "../../server/inbox/schema.server.ts";
import { danishDate, danishDateTime } from "../../lib/danish-time.ts";
import { dateFormat } from "./badges.tsx";
import { kroner } from "../../content/pipeline-labels.ts";

export type HistoryItem = {
  id: number;
  action: HistoryAction;
  detail: Record<string, string | number | null>;
  createdAt: Date | string;
  actor: string | null;
  submissionId?: string | null;
};

const subscriptionLabels: Record<string, string> = { pending: "afventer bekræftelse", confirmed: "bekræftet", unsubscribed: "afmeldt" };

const settingLabels: Record<string, string> = { staffMayExport: "medarbejdere må eksportere", staffMayDelete: "medarbejdere må slette" };
const roleNames: Record<string, string> = { owner: "ejer", staff: "medarbejder" };

function describeStaffEvent(d: HistoryItem["detail"]): string {
  switch (d.event) {
    case "invite":
      return `Inviterede ${d.account}`;
    case "reset":
      return `Nulstillede adgangskoden for ${d.account}`;
    case "disable": {
      const moved = Number(d.moved ?? 0);
      const handover =
        moved === 0 ? "" : d.handedTo ? ` (${moved} åbne henvendelser overdraget til ${d.handedTo})` : ` (${moved} åbne henvendelser gjort ikke tildelte)`;
      const meetings = Number(d.meetings ?? 0);
      const meetingText = meetings === 0 ? "" : ` (${meetings === 1 ? "1 kommende møde" : `${meetings} kommende møder`} flyttet til ${d.handedTo})`;
      return `Deaktiverede ${d.account}${handover}${meetingText}`;
    }
    case "enable":
      return `Genaktiverede ${d.account}`;
    case "role":
      return `Gjorde ${d.account} til ${roleNames[String(d.to)] ?? d.to}`;
    case "name":
      return `Navn ændret fra ${d.from} til ${d.to}`;
    default:
      return `Konto ændret: ${d.account}`;
  }
}

/** A follow-up's history entry: set, done, snoozed, edited, deleted or reopened (app/server/inbox/follow-ups.server.ts). */
function describeFollowUp(d: HistoryItem["detail"]): string {
  const at = (iso: unknown) => danishDateTime(String(iso));
  if (d.done) return `Opfølgning klaret: ${d.done}`;
  switch (d.change) {
    case "snoozed":
      return `Opfølgning udsat fra ${at(d.from)} til ${at(d.due)}: ${d.what}`;
    case "edited": {
      const parts: string[] = [];
      if (d.from !== d.due) parts.push(`flyttet fra ${at(d.from)} til ${at(d.due)}`);
      if (d.fromWhat !== d.what) parts.push(`teksten ændret fra »${d.fromWhat}« til »${d.what}«`);
      return `Opfølgning ændret: ${parts.join(", og ") || "ingen ændringer"}${d.fromWhat === d.what ? ` (${d.what})` : ""}`;
    }
    case "deleted":
      return `Opfølgning slettet: ${d.what} (var sat til ${at(d.due)})`;
    case "reopened":
      return `Opfølgning genåbnet: ${d.what} (${at(d.due)})`;
    default:
      return `Opfølgning sat til ${at(d.due)}: ${d.what}`;
  }
}

/** One history entry in plain Danish. */
export function describeHistory(item: HistoryItem): string {
  const d = item.detail;
  switch (item.action) {
    case "created":
      // A lead staff added (issue 37); the forms' enquiries record no "created" entry.
      return d.file ? `Importeret fra ${d.file}` : `Oprettet i hånden (${d.channel ?? "Andet"})`;
    case "status":
      return `Status ændret fra ${statusLabels[d.from as EnquiryStatus] ?? d.from} til ${statusLabels[d.to as EnquiryStatus] ?? d.to}`;
    case "assigned":
      if (d.reason === "deaktiveret")
        return d.to ? `Overdraget fra ${d.from} til ${d.to}, da ${d.from} blev deaktiveret` : `Ikke længere tildelt ${d.from}, der blev deaktiveret`;
      return d.to ? `Tildelt ${d.to}` : "Tildeling fjernet";
    case "note":
      return "Note tilføjet";
    case "export":
      return `Eksporterede ${d.count} henvendelser som CSV${d.search ? " (med søgning)" : ""}`;
    case "deleted":
      return `Slettet (${kindLabels[d.kind as EnquiryKind] ?? d.kind})`;
    case "retention":
      return `Slettet automatisk efter ${d.days} dage (${kindLabels[d.kind as EnquiryKind] ?? d.kind})`;
    case "subscription":
      return `Nyhedsbrev: ${subscriptionLabels[String(d.to)] ?? d.to}`;
    case "meeting": {
      const at = (iso: unknown) => danishDateTime(String(iso));
      if (d.change === "booked") return `Møde booket til ${at(d.startsAt)}${d.host ? ` hos ${d.host}` : ""}`;
      if (d.change === "moved") return `Møde flyttet fra ${at(d.from)} til ${at(d.startsAt)}${d.host ? ` (${d.host})` : ""}`;
      if (d.change === "handover") return `Mødet ${at(d.startsAt)} overtaget af ${d.host}, da ${d.from} blev deaktiveret`;
      return `Møde aflyst (var ${at(d.startsAt)})`;
    }
    case "staff":
      return describeStaffEvent(d);
    case "follow_up":
      return describeFollowUp(d);
    case "outcome":
      return d.to ? `Markeret som ${d.to === "won" ? "vundet" : "tabt"}${d.reason ? ` (${d.reason})` : ""}` : "Udfald fjernet";
    case "value":
      return d.to === null ? "Forventet værdi fjernet" : `Forventet værdi sat til ${kroner(Number(d.to))} pr. måned`;
    case "stage":
      return `Flyttet fra fasen ${d.from} til ${d.to}${d.reason ? ` (${d.reason})` : ""}`;
    case "close_date":
      return d.to ? `Forventet lukkedato sat til ${danishDate(`${d.to}T12:00:00Z`, true)}` : "Forventet lukkedato fjernet";
    case "spam":
      return d.to === "spam" ? "Markeret som spam" : "Gendannet fra spam";
    case "merge":
      return d.undone ? "Sammenlægning af kontakter fortrudt" : "Kontakter lagt sammen";
    case "content": {
      // Job ads in /admin/indhold (app/server/content/store.server.ts): publish, schedule, close, reopen, restore.
      // Articles (app/server/content/article-store.server.ts) likewise, and taken off the blog.
      // Photos, logos and named clients (app/server/content/images.server.ts).
      const image = d.event === "billede fjernet" ? "fjernet" : `${d.event === "billede gendannet" ? "gendannet" : "udgivet"} (alternativ tekst »${d.alt}«)`;
      if (d.kind === "person") return `Foto af ${d.title} ${image}`;
      if (d.kind === "logo") return `Logo til casen »${d.title}« ${image}`;
      if (d.kind === "case") return `Casen »${d.title}«: ${d.event === "kunde navngivet" ? `kunden nævnes som »${d.name}«` : "kunden nævnes ikke"}`;
      // A page's title and description (app/server/content/page-meta.server.ts): published and restored.
      // The fact sheet (app/server/content/facts-store.server.ts): published and restored.
      const what =
        d.kind === "facts"
          ? "Faktaarket (fakta og priser)"
          : d.kind === "page"
            ? `Titel og beskrivelse for ${d.path} (»${d.title}«)`
            : d.kind === "article"
              ? `Artiklen »${d.title}« (/blog/${d.slug})`
              : `Jobopslaget »${d.title}« (/jobs/${d.slug})`;
      if (d.event === "afpubliceret") return `${what} taget af bloggen`;
      if (d.event === "planlagt") return `${what} planlagt til udgivelse`;
      if (d.event === "afvist") return `${what}: den planlagte udgivelse blev ikke udgivet, fordi siden ikke bestod sitets kontrol. ${d.problems ?? ""}`;
      if (d.event === "lukket" && d.expired) return `${what} lukket af sig selv: sidste ansøgningsdato (validThrough) er passeret`;
      if (d.event === "gendannet") return `${what}: version ${d.from} gendannet${d.published ? " og udgivet" : " som kladde"}`;
      return `${what} ${d.event}${d.scheduled ? " (planlagt udgivelse)" : ""}`;
    }
    case "settings":
      if (d.setting === "outcomeReasons") return `Årsager til vundet/tabt ændret: ${d.to}`;
      if (d.setting === "webhookReplay") return `Webhook sendt igen: ${d.event} (id ${d.eventId}) til ${d.host}`;
      if (d.setting === "pipelineStages") return `Faser: ${d.to}`;
      return `Rettighed ændret: ${settingLabels[String(d.setting)] ?? d.setting}: ${d.to}`;
    default:
      return item.action;
  }
}

export function actorLabel(item: HistoryItem): string {
  if (item.actor) return item.actor;
  return item.action === "subscription" ? "Modtageren selv" : item.action === "meeting" ? "Kunden selv" : "Systemet";
}

export function HistoryList({ items }: { items: readonly HistoryItem[] }) {
  if (!items.length) return <p className="mt-2 text-sm text-muted">Ingen ændringer endnu.</p>;
  return (
    <ol className="mt-3 space-y-3 text-sm">
      {items.map((item) => (
        <li key={item.id} className="border-l-2 border-line pl-3">
          <span className="block font-medium text-navy-900">{describeHistory(item)}</span>
          <span className="text-muted">
            {actorLabel(item)} · <time dateTime={new Date(item.createdAt).toISOString()}>{dateFormat.format(new Date(item.createdAt))}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
