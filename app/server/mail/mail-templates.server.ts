/**
 * Every mail the site sends, in Danish: the staff notification, the sender's confirmation (one per
 * kind, with a copy of what they sent), the newsletter double opt-in, the assignment notice and
 * the staff invitation. Plain text: it reads the same in every mail program.
 */
import { interestLabel, kindLabels } from "../../content/enquiry-labels.ts";
import { brand, contact, formatOpeningHours, openingHours, responsePromise } from "../../content/site.ts";
import { extraLines } from "../../forms/stored-fields.ts";
import type { EnquiryInput } from "../intake/enquiries.server.ts";
import type { EnquiryKind } from "../inbox/schema.server.ts";

export type Mail = { subject: string; body: string; headers?: Record<string, string> };

/** What the sender typed, as stored (the confirmation mail quotes it back). */
export type EnquiryCopy = EnquiryInput;

/** A plain-text mail breaks lines itself: the page's no-break spaces ("24 timer") become spaces. */
const plain = (text: string): string => text.replaceAll("\u00a0", " ");

/** Who answers each kind, and the promise (claims.responseTime, kept within opening hours). */
/**
 * A lead (made by staff, issue 37) gets no confirmation: the person did not write to us. Nor does
 * a mail to the shared mailbox: its sender wrote from their own mail program, and an automatic
 * answer to any address that writes in would make us a mail cannon (issue 37, item 6).
 */
const answeredBy: Record<Exclude<EnquiryKind, "newsletter" | "lead" | "mail">, { subject: string; intro: string; who: string; then?: string }> = {
  contact: {
    subject: "Tak for din henvendelse",
    intro: "Tak for din besked. Vi har modtaget den, og den ligger nu i vores indbakke.",
    who: "En af vores konsulenter læser den og svarer dig",
  },
  quote: {
    subject: "Tak for din forespørgsel",
    intro: "Tak for din forespørgsel. Vi har modtaget den og går i gang med at se på opgaven.",
    who: "En salgskonsulent, der arbejder med den slags opgaver, kontakter dig",
    then: `Det konkrete tilbud får du typisk ${responsePromise.offer}.`,
  },
  meeting: {
    subject: "Dit møde er booket",
    intro: "Tak for din booking. Vi har modtaget den.",
    who: "Den kollega, der tager mødet, ringer eller sender et link",
  },
  job_application: {
    subject: "Tak for din ansøgning",
    intro: "Tak for din ansøgning. Vi har modtaget den og glæder os til at læse den.",
    who: "Vores rekrutteringsteam læser ansøgningen og kontakter dig om det videre forløb",
  },
};

/**
 * What the sender is told they sent: our own labels only, never their free text. The address typed
 * into a form may be a stranger's, so a confirmation must not carry a message, a company name or a
 * link that someone else wrote (docs/security.md, second review, finding 1).
 */
function summaryOf(input: EnquiryCopy): string[] {
  const lines = [`Type: ${kindLabels[input.kind]}`];
  if (input.kind === "contact" && input.interest) lines.push(`Interesse: ${interestLabel(input.interest)}`);
  const filled = [input.name && "navn", "e-mail", input.phone && "telefon", input.company && "virksomhed", input.message && "besked"].filter(Boolean);
  lines.push(`Udfyldt: ${filled.join(", ")}`);
  return lines;
}

/** "Hej Mette" when the first name is a plain name; otherwise just "Hej" (a name field may hold a link). */
export function greeting(name: string): string {
  const first = name.trim().split(" ")[0] ?? "";
  return /^[\p{L}][\p{L}'-]{0,39}$/u.test(first) ? `Hej ${first}` : "Hej";
}

export const openingHoursText = () =>
  openingHours()
    .map((row) => `${row.label}: ${formatOpeningHours(row)}`)
    .join("\n");

const signature = () => [`Venlig hilsen`, brand.name, `${contact.phone} · ${contact.email} · ${contact.website}`];

/** What the sender gets right after sending a contact, quote or job form. */
export function enquiryConfirmation(input: EnquiryCopy & { kind: Exclude<EnquiryKind, "newsletter" | "lead" | "mail"> }): Mail {
  const text = answeredBy[input.kind];
  const hello = greeting(input.name);
  return {
    subject: `${text.subject} – ${brand.name}`,
    body: [
      `${hello},`,
      "",
      text.intro,
      [`${text.who} ${plain(responsePromise.short)}.`, text.then, "Skriver du efter lukketid eller i weekenden, hører du fra os den følgende hverdag."]
        .filter(Boolean)
        .join(" "),
      "",
      "Vores åbningstider:",
      openingHoursText(),
      "",
      `Haster det, så ring til os på ${contact.phone}. Du kan svare direkte på denne mail, hvis du vil tilføje noget.`,
      "",
      "Det har vi modtaget:",
      "----------------------------------------",
      ...summaryOf(input),
      "----------------------------------------",
      "Af hensyn til din sikkerhed gentager vi ikke, hvad du skrev. Var det ikke dig, der sendte formularen, kan du se bort fra denne mail.",
      "",
      ...signature(),
    ].join("\n"),
    headers: { "Auto-Submitted": "auto-replied" },
  };
}

/** Double opt-in: the sign-up counts only once this link is followed. */
export function newsletterConfirmation(links: { confirm: string; unsubscribe: string }): Mail {
  return {
    subject: `Bekræft din tilmelding til nyhedsbrevet – ${brand.name}`,
    body: [
      "Hej,",
      "",
      `Tak, fordi du vil have ${brand.name}s nyhedsbrev. Bekræft din tilmelding med linket herunder – først da sender vi dig noget:`,
      "",
      links.confirm,
      "",
      "Var det ikke dig, der tilmeldte dig, så gør du ingenting: uden bekræftelse får du ingen nyhedsbreve.",
      "",
      "Vil du afmelde dig, nu eller senere, er det ét klik:",
      links.unsubscribe,
      "",
      ...signature(),
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Auto-Submitted": "auto-replied",
    },
  };
}

/** To staff (Reply-To is the sender, so they can answer from their mail program). */
export function staffNotification(id: string, input: EnquiryCopy, siteUrl: string): Mail {
  const lines = [
    `${kindLabels[input.kind]} fra ${input.name || input.email}`,
    "",
    `Navn: ${input.name || "-"}`,
    `Email: ${input.email}`,
    `Telefon: ${input.phone || "-"}`,
    `Virksomhed: ${input.company || "-"}`,
  ];
  if (input.interest) lines.push(`Interesse: ${interestLabel(input.interest)}`);
  for (const line of extraLines(input.extra, "staff")) lines.push(`${line.label}: ${line.text}`);
  lines.push(
    `Sendt fra: ${siteUrl}${input.source}`,
    "",
    input.message ? `Besked:\n${input.message}` : "",
    "",
    `Svar direkte på denne mail for at skrive til afsenderen.`,
    `Åbn i indbakken: ${siteUrl}/admin/contact-submissions/${id}`,
  );
  return { subject: `Ny henvendelse (${kindLabels[input.kind]}): ${input.name || input.email}`.slice(0, 200), body: lines.join("\n") };
}

export function assignmentNotice(id: string, enquiry: { kind: EnquiryKind; name: string; email: string }, assignedBy: string, siteUrl: string): Mail {
  const who = enquiry.name || enquiry.email;
  return {
    subject: `Tildelt dig: ${kindLabels[enquiry.kind]} fra ${who}`.slice(0, 200),
    body: [
      "Hej,",
      "",
      `${assignedBy} har tildelt dig en henvendelse (${kindLabels[enquiry.kind]}) fra ${who}.`,
      `Husk: vi svarer ${plain(responsePromise.short)}.`,
      "",
      `Åbn den i indbakken: ${siteUrl}/admin/contact-submissions/${id}`,
    ].join("\n"),
  };
}

export function staffInvitation(link: string, invitedBy: string, purpose: "invite" | "reset", hours: number): Mail {
  const invite = purpose === "invite";
  return {
    subject: invite ? `Du er inviteret til ${brand.name}s indbakke` : `Vælg en ny adgangskode til ${brand.name}s indbakke`,
    body: [
      "Hej,",
      "",
      invite
        ? `${invitedBy} har givet dig adgang til ${brand.name}s indbakke, hvor vi besvarer alle henvendelser fra hjemmesiden.`
        : `${invitedBy} har nulstillet din adgangskode til ${brand.name}s indbakke. Din gamle adgangskode virker ikke længere.`,
      "",
      "Vælg din adgangskode her:",
      link,
      "",
      `Linket virker én gang og udløber om ${hours} timer. Er det udløbet, så bed ${invitedBy} om et nyt.`,
      "",
      ...signature(),
    ].join("\n"),
  };
}

export type MeetingDetails = {
  /** "tirsdag den 1. december 2026 kl. 10.00-10.20" */
  time: string;
  previousTime?: string;
  /** The host's name the guest was given before a handover. */
  previousHost?: string;
  topic: string;
  host: string;
  how: string;
  links: { view: string; move: string; cancel: string };
};

const manageLines = (links: MeetingDetails["links"]) => [
  "Passer tiden alligevel ikke?",
  `Flyt mødet: ${links.move}`,
  `Aflys mødet: ${links.cancel}`,
  "Hvert link virker én gang; efter en ændring får du en ny mail med nye links.",
];

/** The guest's view of the meeting: when, what, with whom, how, and where to see and change it. */
const meetingLines = (details: MeetingDetails, timeLabel: string, calendarLine: string) => [
  `${timeLabel}: ${details.time} (dansk tid)`,
  `Emne: ${details.topic}`,
  `Du taler med: ${details.host}`,
  `Sådan foregår det: ${details.how}`,
  "",
  calendarLine,
  `Se din booking: ${details.links.view}`,
  "",
  ...manageLines(details.links),
];

/** To the person who booked: the time, who they meet, how, the .ics (attached) and the links. */
export function meetingConfirmation(details: MeetingDetails & { name: string }): Mail {
  return {
    subject: `Dit møde med ${brand.name} ${details.time}`.slice(0, 200),
    body: [
      `${greeting(details.name)},`,
      "",
      "Tak for din booking. Mødet er i kalenderen:",
      "",
      ...meetingLines(details, "Tid", "Invitationen ligger i mailen som en kalenderfil (.ics), så du kan lægge mødet i Outlook, Google eller Apple Kalender."),
      "",
      ...signature(),
    ].join("\n"),
    headers: { "Auto-Submitted": "auto-replied" },
  };
}

/** To the person who booked, after a move, a cancellation or a new host (a colleague took over the meeting). */
export function meetingChangedMail(details: MeetingDetails & { name: string }, change: "moved" | "cancelled" | "handover"): Mail {
  const hello = `${greeting(details.name)},`;
  if (change === "handover") {
    return {
      subject: `Dit møde med ${brand.name} ${details.time}: du taler nu med ${details.host}`.slice(0, 200),
      body: [
        hello,
        "",
        `Mødet er på samme tid som før, men ${details.previousHost ? `${details.previousHost} er ikke længere hos os, så ` : ""}${details.host} tager det nu.`,
        "",
        ...meetingLines(details, "Tid", "Kalenderfilen i mailen opdaterer mødet i din kalender."),
        "",
        ...signature(),
      ].join("\n"),
      headers: { "Auto-Submitted": "auto-replied" },
    };
  }
  if (change === "cancelled") {
    return {
      subject: `Dit møde med ${brand.name} er aflyst`,
      body: [
        hello,
        "",
        `Mødet ${details.time} er aflyst. Kalenderfilen i mailen fjerner det fra din kalender.`,
        "",
        `Vil du booke en ny tid, så vælg den her: ${new URL(details.links.view).origin}/book-et-moede`,
        "",
        ...signature(),
      ].join("\n"),
      headers: { "Auto-Submitted": "auto-replied" },
    };
  }
  return {
    subject: `Dit møde med ${brand.name} er flyttet til ${details.time}`.slice(0, 200),
    body: [
      hello,
      "",
      `Mødet er flyttet${details.previousTime ? ` fra ${details.previousTime}` : ""}.`,
      "",
      ...meetingLines(details, "Ny tid", "Kalenderfilen i mailen opdaterer mødet i din kalender."),
      "",
      ...signature(),
    ].join("\n"),
    headers: { "Auto-Submitted": "auto-replied" },
  };
}

/** To the staff member who takes the meeting (with the same .ics). */
export function meetingHostNotice(
  details: MeetingDetails & { guest: string; company: string | null; phone: string | null; email: string; enquiryUrl: string },
  change: "booked" | "moved" | "cancelled" | "handover",
): Mail {
  const what = change === "booked" ? "Nyt møde" : change === "moved" ? "Møde flyttet" : change === "handover" ? "Møde overtaget" : "Møde aflyst";
  const lead =
    change === "handover"
      ? [
          `Du har overtaget mødet${details.previousHost ? ` fra ${details.previousHost}` : ""}, hvis konto er deaktiveret. Det står nu under Møder, Mine, og kalenderfilen i mailen lægger det i din kalender.`,
          details.previousHost === details.host ? "" : ` Kunden har fået en opdateret bekræftelse, der siger, at du tager mødet.`,
        ].join("")
      : `${what}${details.previousTime ? ` (før ${details.previousTime})` : ""}.`;
  return {
    subject: `${what}: ${details.guest} ${details.time}`.slice(0, 200),
    body: [
      lead,
      "",
      `Tid: ${details.time}`,
      `Emne: ${details.topic}`,
      `Med: ${details.guest}${details.company ? `, ${details.company}` : ""}`,
      `Telefon: ${details.phone || "-"}`,
      `E-mail: ${details.email}`,
      `Sådan foregår det: ${details.how}`,
      "",
      `Åbn i indbakken: ${details.enquiryUrl}`,
    ].join("\n"),
  };
}
