import { newsletterForm } from "../../forms/newsletter.ts";
import { Confirmation, EnquiryForm } from "./enquiry-form.tsx";

/**
 * Newsletter signup (blog): an email and explicit consent, stored with the consent text; the time
 * of consent is when the sign-up was received. It counts once the link in the confirmation mail
 * is followed (double opt-in). Posts to /nyhedsbrev; `source` is recorded from the page it was
 * sent from.
 */
export function NewsletterForm(_: { source?: string }) {
  return (
    <EnquiryForm
      definition={newsletterForm}
      action="/nyhedsbrev"
      submitLabel="Tilmeld"
      confirmation={(form) => (
        <Confirmation
          form={form}
          title="Tjek din indbakke"
          text="Vi har sendt dig en mail. Klik på linket i den for at bekræfte din tilmelding - først da får du nyhedsbrevet. Du kan altid afmelde dig med ét klik."
        />
      )}
    />
  );
}
