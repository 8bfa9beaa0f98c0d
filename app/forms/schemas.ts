/**
 * One schema per form, shared by the browser (inline errors before sending) and the server (the
 * rule that counts). zod/mini keeps this under a few KB of page JavaScript. Field names are the
 * spec's (name, email, phone, company, projectType, budget, timeline, message, interest).
 */
import * as z from "zod/mini";

export const limits = { name: 120, company: 160, email: 254, phone: 40, message: 5000, short: 200 } as const;

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

/* ---------- the options the forms offer (labels in Danish, values as the spec names them) ---------- */

export const projectTypes = [
  { value: "web-development", label: "Webudvikling" },
  { value: "api-saas", label: "API & SaaS Udvikling" },
  { value: "websites", label: "Hjemmeside" },
  { value: "ai-integration", label: "AI Integration" },
] as const;

export const budgets = [
  { value: "10000-25000", label: "10.000 - 25.000 kr." },
  { value: "25000-50000", label: "25.000 - 50.000 kr." },
  { value: "50000-100000", label: "50.000 - 100.000 kr." },
  { value: "100000+", label: "100.000+ kr." },
] as const;

export const timelines = [
  { value: "asap", label: "Hurtigst muligt" },
  { value: "1-3-months", label: "1-3 måneder" },
  { value: "3-6-months", label: "3-6 måneder" },
  { value: "6-plus-months", label: "6+ måneder" },
] as const;

export const interests = [
  { value: "business", label: "Jeg repræsenterer en virksomhed (samarbejde)" },
  { value: "freelancer", label: "Jeg vil arbejde som freelancer" },
  { value: "other", label: "Jeg søger information" },
] as const;

export const packages = [
  { value: "starter", label: "Starter" },
  { value: "growth", label: "Vækst" },
  { value: "enterprise", label: "Enterprise" },
  { value: "pay-per-meeting", label: "Betaling pr. møde (No Cure No Pay)" },
  { value: "unsure", label: "Ved ikke endnu - rådgiv mig" },
] as const;

export const weeklyHours = [
  { value: "20-25", label: "20-25 timer" },
  { value: "25-30", label: "25-30 timer" },
  { value: "30-37", label: "30-37 timer" },
] as const;

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

export type FieldErrors = Partial<Record<string, string>>;

/** First message per field, in the order the checks ran. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Plain object of the submitted text fields; files and repeated keys are ignored. */
export function formValues(formData: FormData): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string" && !(key in result)) result[key] = value;
  return result;
}
