import { defineForm } from "./define.ts";
import { interests, limits } from "./options.ts";
import { company, email, name, phone } from "./shared-fields.ts";

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
      requiredMessage: "Skriv en kort besked, så vi ved, hvad henvendelsen drejer sig om",
      max: limits.message,
      rows: 5,
      wide: true,
      agent: "The message itself: what the sender needs, for which market or product, and any deadline.",
    },
  },
});
