import { responsePromise } from "../../content/site.ts";
import { contactForm } from "../../forms/contact.ts";
import { Confirmation, EnquiryForm } from "./enquiry-form.tsx";
import { withEmbed } from "./embed.tsx";

/**
 * The general contact form (/kontakt, /samarbejdspartner, /hvorfor-...). It always posts to
 * /kontakt: with JavaScript the visitor stays on the page; without it they land on /kontakt,
 * which shows the same form with the answer.
 */
function OwnContactForm({ defaultInterest = "business" }: { defaultInterest?: "business" | "freelancer" | "other" } = {}) {
  return (
    <EnquiryForm
      definition={contactForm}
      action="/kontakt"
      defaults={{ interest: defaultInterest }}
      submitLabel="Send besked"
      confirmation={(form) => (
        <Confirmation
          form={form}
          title="Tak for din besked!"
          text={`Vi har modtaget din henvendelse og vender tilbage ${responsePromise.short}.`}
          againLabel="Send en ny besked"
        />
      )}
    />
  );
}

/** Our form, or the hosted one when its embed URL is configured (./embed.tsx). */
export const ContactForm = withEmbed("contact", "Kontaktformular", OwnContactForm);
