/** The forms' Danish messages by name, as the pages must show them (docs/requirements.md §5). */
import { formatMessages, requiredMessage } from "../../../app/forms/define.ts";
import { contactForm, jobApplicationForm, newsletterForm, quoteForm } from "../../../app/forms/definitions.ts";

export const messages = {
  ...formatMessages,
  nameRequired: requiredMessage(quoteForm.fields.name),
  emailRequired: requiredMessage(quoteForm.fields.email),
  phoneRequired: requiredMessage(quoteForm.fields.phone),
  projectRequired: requiredMessage(quoteForm.fields.message),
  messageRequired: requiredMessage(contactForm.fields.message),
  consentRequired: newsletterForm.fields.consent.requiredMessage,
  applicationConsentRequired: jobApplicationForm.fields.consent.requiredMessage,
} as const;
