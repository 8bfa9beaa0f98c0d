import { useEffect } from "react";
import { limits as siteLimits } from "../../content/site.ts";
import { budgets, limits, projectTypes, timelines } from "../../forms/options.ts";
import { digitalQuoteTool } from "../../forms/tools.ts";
import { Confirmation, EnquiryForm, type FormState } from "./enquiry-form.tsx";
import { SelectField, TextArea, TextField } from "./fields.tsx";

/** Spec §8: the confirmation texts, word for word. */
export const quoteConfirmation = {
  title: "Tak for din henvendelse!",
  text: "Vi har modtaget din projektforespørgsel og vil kontakte dig hurtigst muligt, typisk inden for 1-2 arbejdsdage.",
  again: "Send en ny forespørgsel",
} as const;

function QuoteConfirmation({ form }: { form: FormState }) {
  // Spec §4: after a valid submit the page scrolls to the top, where the confirmation is.
  // Braces matter: newer browsers return a promise from scrollTo, which React would call as cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, []);
  return <Confirmation form={form} title={quoteConfirmation.title} text={quoteConfirmation.text} againLabel={quoteConfirmation.again} />;
}

/** The digital quote form (spec §3-5, §8), on each digital path + /kontakt. */
export function QuoteForm({ action, projectType }: { action: string; projectType?: string }) {
  return (
    <EnquiryForm
      id="quote"
      action={action}
      schema="QuoteSchema"
      submitLabel="Send forespørgsel"
      toolName={digitalQuoteTool.name}
      toolDescription={digitalQuoteTool.description}
      confirmation={(form) => <QuoteConfirmation form={form} />}
    >
      {({ errors, values }) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="name" toolParamDescription={digitalQuoteTool.params.name.description} label="Navn" required autoComplete="name" maxLength={limits.name} error={errors.name} defaultValue={values.name} />
          <TextField name="email" toolParamDescription={digitalQuoteTool.params.email.description} label="Email" type="email" inputMode="email" required autoComplete="email" maxLength={limits.email} error={errors.email} defaultValue={values.email} />
          <TextField name="phone" toolParamDescription={digitalQuoteTool.params.phone.description} label="Telefon" type="tel" inputMode="tel" required autoComplete="tel" maxLength={limits.phone} error={errors.phone} defaultValue={values.phone} />
          <TextField name="company" toolParamDescription={digitalQuoteTool.params.company.description} label="Virksomhed" autoComplete="organization" maxLength={limits.company} error={errors.company} defaultValue={values.company} />
          <SelectField name="projectType" toolParamDescription={digitalQuoteTool.params.projectType.description} label="Projekttype" options={projectTypes} placeholder="Vælg projekttype" error={errors.projectType} defaultValue={values.projectType ?? projectType} />
          <SelectField name="budget" toolParamDescription={digitalQuoteTool.params.budget.description} label="Budget" options={budgets} placeholder="Vælg budget" error={errors.budget} defaultValue={values.budget} />
          <SelectField name="timeline" toolParamDescription={digitalQuoteTool.params.timeline.description} label="Tidsramme" options={timelines} placeholder="Vælg tidsramme" error={errors.timeline} defaultValue={values.timeline} className="sm:col-span-2" />
          <TextArea
            name="message"
            toolParamDescription={digitalQuoteTool.params.message.description}
            label="Projektbeskrivelse"
            required
            rows={siteLimits.quoteMessageRows}
            maxLength={limits.message}
            placeholder="Fortæl kort om projektet: mål, brugere, eksisterende systemer og deadline."
            error={errors.message}
            defaultValue={values.message}
            className="sm:col-span-2"
          />
        </div>
      )}
    </EnquiryForm>
  );
}
