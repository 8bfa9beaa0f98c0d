import { defineForm } from "./define.ts";
import { email, privacyLink } from "./shared-fields.ts";

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
