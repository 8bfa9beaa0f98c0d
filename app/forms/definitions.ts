/**
 * Every enquiry form of the site, each defined once: fields, Danish labels, options, validation
 * messages (a required field left empty says "<label> er påkrævet" unless `requiredMessage` says
 * otherwise; the spec's own texts are kept word for word), WebMCP descriptions and what is stored. Adding a field to a form is a change here (see
 * docs/architecture.md, "Add a form field"). Field names are the posted and stored names, in
 * English (the spec's: name, email, phone, company, projectType, budget, timeline, message,
 * interest).
 */
import { limits as siteLimits } from "../content/site.ts";
import { defineForm, type FormDefinition, type TextFieldDef } from "./define.ts";
import { budgets, interests, limits, packages, projectTypes, timelines, weeklyHours } from "./options.ts";

/* ---------- fields several forms share ---------- */

const name = { type: "text", label: "Navn", required: true, max: limits.name, autoComplete: "name", agent: "Full name of the person sending the enquiry." } as const satisfies TextFieldDef;
const email = { type: "email", label: "Email", required: true, max: limits.email, autoComplete: "email", agent: "Email address the reply should go to." } as const satisfies TextFieldDef;
const phone = {
  type: "tel",
  label: "Telefon",
  required: true,
  requiredMessage: "Telefonnummer er påkrævet",
  max: limits.phone,
  autoComplete: "tel",
  agent: "Phone number the agency can call back on, preferably with country code (e.g. +45 12 34 56 78). Digits, spaces and + ( ) - only.",
} as const satisfies TextFieldDef;
const company = (required: boolean, agent: string) => ({ type: "text", label: "Virksomhed", required, max: limits.company, autoComplete: "organization", agent }) as const satisfies TextFieldDef;
const privacyLink = { text: "privatlivspolitikken", to: "/privatlivspolitik" } as const;

/* ---------- the forms ---------- */

/** The general contact form (/kontakt, /samarbejdspartner, /hvorfor-...). */
export const contactForm = defineForm({
  id: "contact",
  kind: "contact",
  tool: {
    name: "send_contact_enquiry",
    description:
      "Send a message to the agency (Danish B2B telemarketing, meeting booking and lead generation, plus web and AI development). Use it for questions, partnership proposals or when it is unclear which service fits; staff reply by email or phone.",
  },
  fields: {
    name,
    company: company(false, "Company name, when the enquiry is on behalf of a business."),
    email,
    phone,
    interest: {
      type: "select",
      label: "Hvad drejer det sig om?",
      inboxLabel: "Interesse",
      required: true,
      requiredMessage: "Vælg en af mulighederne på listen",
      options: interests,
      placeholder: "Vælg emne",
      wide: true,
      agent:
        "What the enquiry is about: 'business' for a company interested in outsourced sales, meeting booking or a partnership; 'freelancer' for a person who wants to work as a freelance caller; 'other' for general information.",
    },
    message: {
      type: "textarea",
      label: "Besked",
      required: true,
      requiredMessage: "Skriv en kort besked, så vi ved, hvad du har brug for",
      max: limits.message,
      rows: 5,
      wide: true,
      agent: "The message itself: what the sender needs, for which market or product, and any deadline.",
    },
  },
});

/** The digital quote form (spec §3-5): the spec's fields and messages; company, projectType, budget and timeline optional. */
export const quoteForm = defineForm({
  id: "quote",
  kind: "quote",
  tool: {
    name: "request_digital_project_quote",
    description: "Request a fixed-price quote for a digital project (web application, API & SaaS, company website or AI integration) from the agency's development team.",
  },
  fields: {
    name,
    email,
    phone,
    company: company(false, "Company name, if the project is for a business."),
    projectType: {
      type: "select",
      label: "Projekttype",
      options: projectTypes,
      placeholder: "Vælg projekttype",
      agent: "Kind of project: 'web-development', 'api-saas', 'websites' (company website) or 'ai-integration'.",
    },
    budget: { type: "select", label: "Budget", options: budgets, placeholder: "Vælg budget", agent: "Budget range in Danish kroner (DKK), one of the listed ranges." },
    timeline: {
      type: "select",
      label: "Tidsramme",
      options: timelines,
      placeholder: "Vælg tidsramme",
      wide: true,
      agent: "When the project should be delivered: 'asap', '1-3-months', '3-6-months' or '6-plus-months'.",
    },
    message: {
      type: "textarea",
      label: "Projektbeskrivelse",
      required: true,
      
      max: limits.message,
      rows: siteLimits.quoteMessageRows,
      placeholder: "Fortæl kort om projektet: mål, brugere, eksisterende systemer og deadline.",
      wide: true,
      agent: "Project description: goals, users, existing systems to integrate with, and deadline.",
    },
  },
});

/** The price quote on /priser. */
export const priceQuoteForm = defineForm({
  id: "price-quote",
  kind: "quote",
  interest: "business",
  tool: {
    name: "request_price_quote",
    description:
      "Request a price quote for outsourced telemarketing or B2B meeting booking (monthly packages Starter, Vækst, Enterprise, or pay per booked meeting). The agency replies with a recommended package and a price.",
  },
  fields: {
    name,
    company: company(true, "Name of the company the quote is for."),
    email,
    phone,
    package: {
      type: "select",
      label: "Hvilken løsning er I interesseret i?",
      inboxLabel: "Pakke",
      options: packages,
      placeholder: "Vælg pakke",
      wide: true,
      agent: "The package the company is interested in: 'starter', 'growth' (Vækst), 'enterprise', 'pay-per-meeting' (No Cure No Pay) or 'unsure' for advice.",
    },
    message: {
      type: "textarea",
      label: "Fortæl om jeres mål",
      max: limits.message,
      rows: 4,
      wide: true,
      agent: "The company's sales goals: target group, markets, products and the current sales setup.",
    },
  },
});

/** An application from a job page; the page fills in its job, the action adds the job's title. */
export const jobApplicationForm = defineForm({
  id: "job-application",
  kind: "job_application",
  interest: "freelancer",
  tool: {
    name: "apply_for_freelance_job",
    description: "Apply for a freelance work-from-home position in telemarketing or meeting booking (Denmark). The agency calls the applicant back.",
  },
  fields: {
    job: { type: "hidden", label: "Job (id)", pattern: /^[a-z0-9-]{1,60}$/, invalidMessage: "Vælg en af mulighederne på listen" },
    name: { ...name, agent: "Full name of the applicant." },
    phone: { ...phone, agent: "Phone number the recruiter can call the applicant on, preferably with country code (e.g. +45 12 34 56 78)." },
    email: { ...email, agent: "The applicant's email address." },
    hours: {
      type: "select",
      label: "Timer om ugen",
      inboxLabel: "Timer pr. uge",
      required: true,
      requiredMessage: "Vælg hvor mange timer om ugen, du kan arbejde",
      options: weeklyHours,
      placeholder: "Vælg timer",
      agent: "How many hours a week the applicant can work: '20-25', '25-30' or '30-37'.",
    },
    message: {
      type: "textarea",
      label: "Fortæl kort om dig selv",
      required: true,
      requiredMessage: "Fortæl kort om dig selv og din erfaring",
      max: limits.message,
      rows: 4,
      placeholder: "Erfaring med salg eller kundeservice, hvornår du kan starte, og hvad der motiverer dig.",
      wide: true,
      agent: "A short introduction: experience with sales or customer service, when the applicant can start, and what motivates them.",
    },
    consent: {
      type: "consent",
      label: "Samtykke",
      requiredMessage: "Du skal acceptere, at vi gemmer din ansøgning, før vi kan behandle den",
      text: "Jeg accepterer, at mine oplysninger gemmes til brug for rekruttering, som beskrevet i privatlivspolitikken.",
      link: privacyLink,
      wide: true,
      agent:
        "The applicant's own consent to storing their details for recruitment, as described in the privacy policy (/privatlivspolitik). Set it only when the applicant has agreed.",
    },
  },
  derived: { jobTitle: { label: "Stilling" } },
});

/** Newsletter signup: an email and explicit consent (the time of consent is the enquiry's). */
export const newsletterForm = defineForm({
  id: "newsletter",
  kind: "newsletter",
  interest: "other",
  columns: 1,
  tool: {
    name: "subscribe_newsletter",
    description: "Subscribe an email address to the agency's Danish newsletter about B2B sales, meeting booking and outsourcing.",
  },
  fields: {
    email: { ...email, label: "Din e-mail", requiredMessage: "Email er påkrævet", agent: "The subscriber's email address." },
    consent: {
      type: "consent",
      label: "Samtykke",
      requiredMessage: "Du skal give samtykke, før vi kan gemme din tilmelding",
      text: "Ja tak, send mig nyhedsbrevet. Jeg kan afmelde mig når som helst. Læs privatlivspolitikken.",
      link: privacyLink,
      agent: "The subscriber's own consent to receiving the newsletter (they can unsubscribe at any time). Set it only when the subscriber has agreed.",
    },
  },
});

/** Every form, in the order /llms.txt and the AI catalog list their tools. */
export const formDefinitions: readonly FormDefinition[] = [priceQuoteForm, quoteForm, contactForm, jobApplicationForm, newsletterForm];
