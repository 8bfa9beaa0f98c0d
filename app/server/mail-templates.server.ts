/**
 * Every mail the site sends, in Danish: the staff notification, the sender's confirmation (one per
 * kind, with a copy of what they sent), the newsletter double opt-in, the assignment notice and
 * the staff invitation. Plain text: it reads the same in every mail program.
 */
import { interestLabel, kindLabels } from "../content/enquiry-labels.ts";
import { brand, contact, formatOpeningHours, openingHours } from "../content/site.ts";
import { extraLines } from "../forms/stored-fields.ts";
import type { EnquiryInput } from "./enquiries.server.ts";
import type { EnquiryKind } from "./schema.server.ts";

export type Mail = { subject: string; body: string; headers?: Record<string, string> };

/** What the sender typed, as stored (the confirmation mail quotes it back). */
export type EnquiryCopy = EnquiryInput;

/** Who answers each kind, and the promise (claims.responseTime, kept within opening hours). */
const answeredBy: Record<Exclude<EnquiryKind, "newsletter">, { subject: string; intro: string; who: string }> = {
  contact: {
    subject: "Tak for din henvendelse",
    intro: "Tak for din besked. Vi har modtaget den, og den ligger nu i vores indbakke.",
    who: "En af vores konsulenter læser den og svarer dig",
  },
  quote: {
    subject: "Tak for din forespørgsel",
    intro: "Tak for din forespørgsel. Vi har modtaget den og går i gang med at se på dit projekt.",
    who: "En salgskonsulent, der arbejder med den slags opgaver, vender tilbage med et konkret bud",
  },
  job_application: {
    subject: "Tak for din ansøgning",
    intro: "Tak for din ansøgning. Vi har modtaget den og glæder os til at læse den.",
    who: "Vores rekrutteringsteam læser ansøgningen og kontakter dig om det videre forløb",
  },
};

function copyOf(input: EnquiryCopy): string[] {
  const lines = [`Navn: ${input.name || "-"}`, `E-mail: ${input.email}`];
  if (input.phone) lines.push(`Telefon: ${input.phone}`);
  if (input.company) lines.push(`Virksomhed: ${input.company}`);
  if (input.kind === "contact" && input.interest) lines.push(`Interesse: ${interestLabel(input.interest)}`);
  for (const line of extraLines(input.extra, "sender")) lines.push(`${line.label}: ${line.text}`);
  if (input.message) lines.push("", "Din besked:", input.message);
  return lines;
}

export const openingHoursText = () => openingHours.map((row) => `${row.label}: ${formatOpeningHours(row)}`).join("\n");

const signature = () => [`Venlig hilsen`, brand.name, `${contact.phone} · ${contact.email} · ${contact.website}`];

/** What the sender gets right after sending a contact, quote or job form. */
export function enquiryConfirmation(input: EnquiryCopy & { kind: Exclude<EnquiryKind, "newsletter"> }): Mail {
  const text = answeredBy[input.kind];
  const hello = input.name ? `Hej ${input.name.split(/\s+/)[0]}` : "Hej";
  return {
    subject: `${text.subject} - ${brand.name}`,
    body: [
      `${hello},`,
      "",
      text.intro,
      `${text.who} inden for 24 timer på hverdage. Skriver du efter lukketid eller i weekenden, hører du fra os den følgende hverdag.`,
      "",
      "Vores åbningstider:",
      openingHoursText(),
      "",
      `Har det travlt, så ring til os på ${contact.phone}. Du kan svare direkte på denne mail, hvis du vil tilføje noget.`,
      "",
      "Det sendte du til os:",
      "----------------------------------------",
      ...copyOf(input),
      "----------------------------------------",
      "",
      ...signature(),
    ].join("\n"),
    headers: { "Auto-Submitted": "auto-replied" },
  };
}

/** Double opt-in: the sign-up counts only once this link is followed. */
export function newsletterConfirmation(links: { confirm: string; unsubscribe: string }): Mail {
  return {
    subject: `Bekræft din tilmelding til nyhedsbrevet - ${brand.name}`,
    body: [
      "Hej,",
      "",
      `Tak fordi du vil have ${brand.name}s nyhedsbrev. Bekræft din tilmelding med linket herunder - først da sender vi dig noget:`,
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
  lines.push(`Sendt fra: ${siteUrl}${input.source}`, "", input.message ? `Besked:\n${input.message}` : "", "", `Svar direkte på denne mail for at skrive til afsenderen.`, `Åbn i indbakken: ${siteUrl}/admin/contact-submissions/${id}`);
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
      "Husk: vi svarer inden for 24 timer på hverdage.",
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
