/**
 * The site's forms on the server: each definition (app/forms/definitions.ts) with its derived
 * schema on top of handleForm. Route actions call these. What is stored follows from the
 * definition: the inbox's columns (name, email, phone, company, interest, message) by name, every
 * other field in `extra` under its own name - a choice as its Danish label, a consent as `true`
 * plus the text agreed to.
 */
import { openJobOr410, type ContentSnapshot } from "../content/snapshot.server.ts";
import { columnFields, type ColumnField, type FormDefinition } from "../../forms/define.ts";
import { contactForm, jobApplicationForm, newsletterForm, priceQuoteForm, quoteForm } from "../../forms/definitions.ts";
import { schemaFor, type SubmittedValues } from "../../forms/schemas.ts";
import type { EnquiryInput } from "./enquiries.server.ts";
import { handleForm } from "./forms.server.ts";
import type { Runtime } from "../platform/lifecycle.server.ts";

type StoredEnquiry = Omit<EnquiryInput, "kind" | "source">;

/** A valid submission as the inbox stores it; `derived` adds the form's derived keys. */
export function enquiryFrom(form: FormDefinition, submitted: SubmittedValues, derived: Record<string, unknown> = {}): StoredEnquiry {
  const columns: Partial<Record<ColumnField, string>> = {};
  const extra: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(form.fields)) {
    const value = submitted[name];
    if (value === undefined || value === "") continue;
    if ((columnFields as readonly string[]).includes(name)) columns[name as ColumnField] = value;
    else if (field.type === "select") extra[name] = field.options.find((option) => option.value === value)?.label ?? value;
    else if (field.type === "consent") Object.assign(extra, { [name]: true, [`${name}Text`]: field.text });
    else extra[name] = value;
  }
  return {
    name: columns.name ?? "",
    email: columns.email ?? "",
    phone: columns.phone,
    company: columns.company,
    interest: columns.interest ?? form.interest,
    message: columns.message,
    extra: { ...extra, ...derived },
  };
}

function formAction(
  request: Request,
  runtime: Runtime,
  form: FormDefinition,
  defaultSource: string,
  derived?: (submitted: SubmittedValues) => Record<string, unknown>,
) {
  return handleForm(request, runtime, {
    kind: form.kind,
    schema: schemaFor(form),
    defaultSource,
    toEnquiry: (submitted) => enquiryFrom(form, submitted, derived?.(submitted)),
  });
}

export const contactAction = (request: Request, runtime: Runtime) => formAction(request, runtime, contactForm, "/kontakt");
export const quoteAction = (request: Request, runtime: Runtime, defaultSource: string) => formAction(request, runtime, quoteForm, defaultSource);
export const priceQuoteAction = (request: Request, runtime: Runtime) => formAction(request, runtime, priceQuoteForm, "/priser");
export const newsletterAction = (request: Request, runtime: Runtime) => formAction(request, runtime, newsletterForm, "/nyhedsbrev");

/** Applications name their job. A post to a job page that does not exist is a 404, to a closed one 410; both store nothing. */
export function jobApplicationAction(request: Request, runtime: Runtime, content: ContentSnapshot, jobSlug: string) {
  // A closed job takes no more applications: 410, as its page.
  const page = openJobOr410(content, jobSlug);
  return formAction(request, runtime, jobApplicationForm, `/jobs/${jobSlug}`, ({ job }) => {
    const listing = content.jobs.find((open) => open.slug === job) ?? page;
    return { job: listing.slug, jobTitle: listing.title };
  });
}
