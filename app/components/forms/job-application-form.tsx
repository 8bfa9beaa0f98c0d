import { Link } from "react-router";
import { responsePromise } from "../../content/site.ts";
import { limits, weeklyHours } from "../../forms/options.ts";
import { jobApplicationDescription, jobApplicationTool } from "../../forms/tools.ts";
import { Confirmation, EnquiryForm } from "./enquiry-form.tsx";
import { CheckboxField, SelectField, TextArea, TextField } from "./fields.tsx";

/** Application from a job page; posts to the job page itself, which records the job. */
export function JobApplicationForm({ jobSlug, jobTitle }: { jobSlug: string; jobTitle: string }) {
  return (
    <EnquiryForm
      id="job-application"
      action={`/jobs/${jobSlug}`}
      schema="JobApplicationSchema"
      submitLabel="Send ansøgning"
      toolName={jobApplicationTool.name}
      toolDescription={jobApplicationDescription(jobTitle)}
      confirmation={(form) => (
        <Confirmation
          form={form}
          title="Tak for din ansøgning!"
          text={`Vi har modtaget din ansøgning til ${jobTitle} og ringer til dig ${responsePromise.short}.`}
        />
      )}
    >
      {({ errors, values }) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <input type="hidden" name="job" value={jobSlug} />
          <TextField name="name" toolParamDescription={jobApplicationTool.params.name.description} label="Navn" required autoComplete="name" maxLength={limits.name} error={errors.name} defaultValue={values.name} />
          <TextField name="phone" toolParamDescription={jobApplicationTool.params.phone.description} label="Telefon" type="tel" inputMode="tel" required autoComplete="tel" maxLength={limits.phone} error={errors.phone} defaultValue={values.phone} />
          <TextField name="email" toolParamDescription={jobApplicationTool.params.email.description} label="Email" type="email" inputMode="email" required autoComplete="email" maxLength={limits.email} error={errors.email} defaultValue={values.email} />
          <SelectField name="hours" toolParamDescription={jobApplicationTool.params.hours.description} label="Timer om ugen" required options={weeklyHours} placeholder="Vælg timer" error={errors.hours} defaultValue={values.hours} />
          <TextArea
            name="message"
            toolParamDescription={jobApplicationTool.params.message.description}
            label="Fortæl kort om dig selv"
            required
            rows={4}
            maxLength={limits.message}
            placeholder="Erfaring med salg eller kundeservice, hvornår du kan starte, og hvad der motiverer dig."
            error={errors.message}
            defaultValue={values.message}
            className="sm:col-span-2"
          />
          <CheckboxField
            name="consent"
            toolParamDescription={jobApplicationTool.params.consent.description}
            error={errors.consent}
            defaultChecked={values.consent === "on"}
            className="sm:col-span-2"
            label={
              <>
                Jeg accepterer, at mine oplysninger gemmes til brug for rekruttering, som beskrevet i{" "}
                <Link to="/privatlivspolitik" className="font-medium text-brand-700 underline">privatlivspolitikken</Link>.
              </>
            }
          />
        </div>
      )}
    </EnquiryForm>
  );
}
