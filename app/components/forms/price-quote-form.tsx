import { responsePromise } from "../../content/site.ts";
import { limits, packages } from "../../forms/options.ts";
import { priceQuoteTool } from "../../forms/tools.ts";
import { Confirmation, EnquiryForm } from "./enquiry-form.tsx";
import { SelectField, TextArea, TextField } from "./fields.tsx";

/** The price-quote form on /priser (posts to /priser). */
export function PriceQuoteForm(_: { className?: string } = {}) {
  return (
    <EnquiryForm
      id="price-quote"
      action="/priser"
      schema="PriceQuoteSchema"
      submitLabel="Få et uforpligtende tilbud"
      toolName={priceQuoteTool.name}
      toolDescription={priceQuoteTool.description}
      confirmation={(form) => (
        <Confirmation
          form={form}
          title="Tak for din forespørgsel!"
          text={`Vi regner på jeres behov og sender et tilbud eller ringer ${responsePromise.short}.`}
          againLabel="Send en ny forespørgsel"
        />
      )}
    >
      {({ errors, values }) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="name" toolParamDescription={priceQuoteTool.params.name.description} label="Navn" required autoComplete="name" maxLength={limits.name} error={errors.name} defaultValue={values.name} />
          <TextField name="company" toolParamDescription={priceQuoteTool.params.company.description} label="Virksomhed" required autoComplete="organization" maxLength={limits.company} error={errors.company} defaultValue={values.company} />
          <TextField name="email" toolParamDescription={priceQuoteTool.params.email.description} label="Email" type="email" inputMode="email" required autoComplete="email" maxLength={limits.email} error={errors.email} defaultValue={values.email} />
          <TextField name="phone" toolParamDescription={priceQuoteTool.params.phone.description} label="Telefon" type="tel" inputMode="tel" required autoComplete="tel" maxLength={limits.phone} error={errors.phone} defaultValue={values.phone} />
          <SelectField name="package" toolParamDescription={priceQuoteTool.params.package.description} label="Hvilken løsning er I interesseret i?" options={packages} placeholder="Vælg pakke" error={errors.package} defaultValue={values.package} className="sm:col-span-2" />
          <TextArea name="message" toolParamDescription={priceQuoteTool.params.message.description} label="Fortæl om jeres mål" rows={4} maxLength={limits.message} error={errors.message} defaultValue={values.message} className="sm:col-span-2" />
        </div>
      )}
    </EnquiryForm>
  );
}
