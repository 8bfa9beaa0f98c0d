/** The five forms of the site, each a FormSpec on top of handleForm. Route actions call these. */
import { data } from "react-router";
import { getJobListing } from "../content/job-listings.ts";
import { budgets, packages, projectTypes, timelines, weeklyHours } from "../forms/options.ts";
import { ContactSchema, JobApplicationSchema, NewsletterSchema, PriceQuoteSchema, QuoteSchema } from "../forms/schemas.ts";
import { handleForm } from "./forms.server.ts";
import type { Runtime } from "./lifecycle.server.ts";

const label = (options: readonly { value: string; label: string }[], value: string | undefined) =>
  options.find((option) => option.value === value)?.label;

export function contactAction(request: Request, runtime: Runtime) {
  return handleForm(request, runtime, {
    kind: "contact",
    schema: ContactSchema,
    defaultSource: "/kontakt",
    toEnquiry: ({ name, email, phone, company, interest, message }) => ({ name, email, phone, company, interest, message }),
  });
}

export function quoteAction(request: Request, runtime: Runtime, defaultSource: string) {
  return handleForm(request, runtime, {
    kind: "quote",
    schema: QuoteSchema,
    defaultSource,
    toEnquiry: ({ name, email, phone, company, projectType, budget, timeline, message }) => ({
      name,
      email,
      phone,
      company,
      message,
      extra: Object.fromEntries(
        Object.entries({
          projectType: label(projectTypes, projectType),
          budget: label(budgets, budget),
          timeline: label(timelines, timeline),
        }).filter(([, value]) => value),
      ),
    }),
  });
}

export function priceQuoteAction(request: Request, runtime: Runtime) {
  return handleForm(request, runtime, {
    kind: "quote",
    schema: PriceQuoteSchema,
    defaultSource: "/priser",
    toEnquiry: ({ name, email, phone, company, package: chosen, message }) => ({
      name,
      email,
      phone,
      company,
      interest: "business",
      message,
      extra: chosen ? { pakke: label(packages, chosen) } : {},
    }),
  });
}

/** Applications name their job. A post to a job page that does not exist is a 404 and stores nothing. */
export function jobApplicationAction(request: Request, runtime: Runtime, jobSlug: string) {
  if (!getJobListing(jobSlug)) throw data(null, { status: 404, statusText: "Not Found" });
  return handleForm(request, runtime, {
    kind: "job_application",
    schema: JobApplicationSchema,
    defaultSource: `/jobs/${jobSlug}`,
    toEnquiry: ({ name, email, phone, job, hours, message }) => {
      const listing = getJobListing(job) ?? getJobListing(jobSlug);
      return {
        name,
        email,
        phone,
        interest: "freelancer",
        message,
        extra: { job: listing?.slug ?? jobSlug, stilling: listing?.title ?? jobSlug, timerPrUge: label(weeklyHours, hours), samtykke: true },
      };
    },
  });
}

export function newsletterAction(request: Request, runtime: Runtime) {
  return handleForm(request, runtime, {
    kind: "newsletter",
    schema: NewsletterSchema,
    defaultSource: "/nyhedsbrev",
    toEnquiry: ({ email }) => ({
      name: "",
      email,
      interest: "other",
      extra: { samtykke: true, samtykkeTekst: "Ja tak, send mig nyhedsbrevet. Jeg kan afmelde mig når som helst.", samtykkeTidspunkt: new Date().toISOString() },
    }),
  });
}
