import { defineForm, formatMessages } from "./define.ts";
import { limits, weeklyHours } from "./options.ts";
import { email, name, phone, privacyLink } from "./shared-fields.ts";

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
    job: { type: "hidden", label: "Job (id)", pattern: /^[a-z0-9-]{1,60}$/, invalidMessage: formatMessages.choiceInvalid },
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

/** The job form's description names the position it sits on. */
export function jobApplicationDescription(jobTitle: string): string {
  return `${jobApplicationForm.tool.description} This form applies for the position "${jobTitle}".`;
}
