import { limits as siteLimits } from "../content/site.ts";
import { defineForm } from "./define.ts";
import { budgets, limits, projectTypes, timelines } from "./options.ts";
import { company, email, name, phone } from "./shared-fields.ts";

/** The digital quote form (docs/requirements.md §3-§5): the spec's fields and messages; company, projectType, budget and timeline optional. */
export const quoteForm = defineForm({
  id: "quote",
  kind: "quote",
  tool: {
    name: "request_digital_project_quote",
    description:
      "Request a fixed-price quote for a digital project (web application, API & SaaS, company website or AI integration) from the agency's development team.",
  },
  fields: {
    name,
    // The spec's message (§5), not the default »E-mail er påkrævet« from the shared field's label.
    email: { ...email, requiredMessage: "Email er påkrævet" },
    phone,
    company: company(false, "Company name, if the project is for a business."),
    projectType: {
      type: "select",
      label: "Projekttype",
      options: projectTypes,
      placeholder: "Vælg projekttype",
      agent: "Kind of project: 'web-development', 'api-saas', 'websites' (company website) or 'ai-integration'.",
    },
    budget: {
      type: "select",
      label: "Budget",
      options: budgets,
      placeholder: "Vælg budget",
      agent: "Budget range in Danish kroner (DKK), one of the listed ranges.",
    },
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
