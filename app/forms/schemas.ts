/**
 * One schema per form, shared by the browser (inline errors before sending) and the server (the
 * rule that counts). The browser loads this module on demand, the first time a visitor works with
 * a form, so pages stay inside their JavaScript budget. Field names are the spec's (name, email,
 * phone, company, projectType, budget, timeline, message, interest).
 */
import * as z from "zod/mini";
import { budgets, interests, limits, packages, projectTypes, timelines, weeklyHours } from "./options.ts";

export const messages = {
  nameRequired: "Navn er påkrævet",
  emailRequired: "Email er påkrævet",
  emailInvalid: "Email er ikke gyldig",
  phoneRequired: "Telefonnummer er påkrævet",
  phoneInvalid: "Telefonnummeret må kun indeholde tal, mellemrum og + ( ) -",
  projectRequired: "Projektbeskrivelse er påkrævet",
  messageRequired: "Skriv en kort besked, så vi ved, hvad du har brug for",
  choiceInvalid: "Vælg en af mulighederne på listen",
  consentRequired: "Du skal give samtykke, før vi kan gemme din tilmelding",
  applicationConsentRequired: "Du skal acceptere, at vi gemmer din ansøgning, før vi kan behandle den",
  tooLong: (max: number) => `Feltet må højst være ${max} tegn`,
} as const;

const required = (message: string, max: number) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, messages.tooLong(max)));

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, messages.tooLong(max))));

const name = required(messages.nameRequired, limits.name);
const email = z.string(messages.emailRequired).check(
  z.trim(),
  z.minLength(1, messages.emailRequired),
  z.maxLength(limits.email, messages.tooLong(limits.email)),
  z.email(messages.emailInvalid),
);
const phone = z.string(messages.phoneRequired).check(
  z.trim(),
  z.minLength(1, messages.phoneRequired),
  z.maxLength(limits.phone, messages.tooLong(limits.phone)),
  z.regex(/^[0-9+()\-\s]*$/, messages.phoneInvalid),
);
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.optional(z.union([z.literal(""), z.enum(values, messages.choiceInvalid)]));

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as readonly [T[number]["value"], ...T[number]["value"][]];

const checkbox = (message: string) => z.literal("on", message);

/* ---------- schemas ---------- */

/** Digital quote form (spec §4-5): exact messages, company/projectType/budget/timeline optional. */
export const QuoteSchema = z.object({
  name,
  email,
  phone,
  company: optionalText(limits.company),
  projectType: optionalChoice(values(projectTypes)),
  budget: optionalChoice(values(budgets)),
  timeline: optionalChoice(values(timelines)),
  message: required(messages.projectRequired, limits.message),
});

/** General contact form (/kontakt, /samarbejdspartner, /hvorfor-...). */
export const ContactSchema = z.object({
  name,
  email,
  phone,
  company: optionalText(limits.company),
  interest: z.enum(values(interests), messages.choiceInvalid),
  message: required(messages.messageRequired, limits.message),
});

/** Price quote on /priser. */
export const PriceQuoteSchema = z.object({
  name,
  email,
  phone,
  company: required("Virksomhed er påkrævet", limits.company),
  package: optionalChoice(values(packages)),
  message: optionalText(limits.message),
});

/** Application from a job page; the job is a hidden field checked against the job list. */
export const JobApplicationSchema = z.object({
  name,
  email,
  phone,
  job: z.string(messages.choiceInvalid).check(z.trim(), z.regex(/^[a-z0-9-]{1,60}$/, messages.choiceInvalid)),
  hours: z.enum(values(weeklyHours), "Vælg hvor mange timer om ugen, du kan arbejde"),
  message: required("Fortæl kort om dig selv og din erfaring", limits.message),
  consent: checkbox(messages.applicationConsentRequired),
});

/** Newsletter signup: an email and explicit consent. */
export const NewsletterSchema = z.object({
  email,
  consent: checkbox(messages.consentRequired),
});

