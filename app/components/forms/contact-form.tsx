import { responsePromise } from "../../content/site.ts";
import { interests, limits } from "../../forms/options.ts";
import { contactTool } from "../../forms/tools.ts";
import { Confirmation, EnquiryForm } from "./enquiry-form.tsx";
import { SelectField, TextArea, TextField } from "./fields.tsx";

/**
 * The general contact form (/kontakt, /samarbejdspartner, /hvorfor-...). It always posts to
 * /kontakt: with JavaScript the visitor stays on the page; without it they land on /kontakt,
 * which shows the same form with the answer.
 */
export function ContactForm({ defaultInterest = "business" }: { defaultInterest?: "business" | "freelancer" | "other" } = {}) {
  return (
    <EnquiryForm
      id="contact"
      action="/kontakt"
      schema="ContactSchema"
      submitLabel="Send besked"
      toolName={contactTool.name}
      toolDescription={contactTool.description}
      confirmation={(form) => (
        <Confirmation
          form={form}
          title="Tak for din besked!"
          text={`Vi har modtaget din henvendelse og vender tilbage ${responsePromise.short}.`}
          againLabel="Send en ny besked"
        />
      )}
    >
      {({ errors, values }) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="name" toolParamDescription={contactTool.params.name.description} label="Navn" required autoComplete="name" maxLength={limits.name} error={errors.name} defaultValue={values.name} />
          <TextField name="company" toolParamDescription={contactTool.params.company.description} label="Virksomhed" autoComplete="organization" maxLength={limits.company} error={errors.company} defaultValue={values.company} />
          <TextField name="email" toolParamDescription={contactTool.params.email.description} label="Email" type="email" inputMode="email" required autoComplete="email" maxLength={limits.email} error={errors.email} defaultValue={values.email} />
          <TextField name="phone" toolParamDescription={contactTool.params.phone.description} label="Telefon" type="tel" inputMode="tel" required autoComplete="tel" maxLength={limits.phone} error={errors.phone} defaultValue={values.phone} />
          <SelectField
            name="interest"
            toolParamDescription={contactTool.params.interest.description}
            label="Hvad drejer det sig om?"
            required
            options={interests}
            placeholder="Vælg emne"
            error={errors.interest}
            defaultValue={values.interest ?? defaultInterest}
            className="sm:col-span-2"
          />
          <TextArea name="message" toolParamDescription={contactTool.params.message.description} label="Besked" required rows={5} maxLength={limits.message} error={errors.message} defaultValue={values.message} className="sm:col-span-2" />
        </div>
      )}
    </EnquiryForm>
  );
}
