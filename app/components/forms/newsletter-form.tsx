import { Link } from "react-router";
import { limits } from "../../forms/options.ts";
import { newsletterTool } from "../../forms/tools.ts";
import { Confirmation, EnquiryForm } from "./enquiry-form.tsx";
import { CheckboxField, TextField } from "./fields.tsx";

/**
 * Newsletter signup (blog): an email and explicit consent, stored with the time of consent. It
 * counts once the link in the confirmation mail is followed (double opt-in).
 * Posts to /nyhedsbrev; `source` is recorded from the page it was sent from.
 */
export function NewsletterForm(_: { source?: string }) {
  return (
    <EnquiryForm
      id="newsletter"
      action="/nyhedsbrev"
      schema="NewsletterSchema"
      submitLabel="Tilmeld"
      toolName={newsletterTool.name}
      toolDescription={newsletterTool.description}
      confirmation={(form) => <Confirmation form={form} title="Tjek din indbakke" text="Vi har sendt dig en mail. Klik på linket i den for at bekræfte din tilmelding - først da får du nyhedsbrevet. Du kan altid afmelde dig med ét klik." />}
    >
      {({ errors, values }) => (
        <>
          <TextField name="email" toolParamDescription={newsletterTool.params.email.description} label="Din e-mail" type="email" inputMode="email" required autoComplete="email" maxLength={limits.email} error={errors.email} defaultValue={values.email} />
          <CheckboxField
            name="consent"
            toolParamDescription={newsletterTool.params.consent.description}
            error={errors.consent}
            defaultChecked={values.consent === "on"}
            label={
              <>
                Ja tak, send mig nyhedsbrevet. Jeg kan afmelde mig når som helst. Læs{" "}
                <Link to="/privatlivspolitik" className="font-medium text-brand-700 underline">privatlivspolitikken</Link>.
              </>
            }
          />
        </>
      )}
    </EnquiryForm>
  );
}
