import { responsePromise } from "../../content/site.ts";
import { jobApplicationForm } from "../../forms/definitions.ts";
import { jobApplicationDescription } from "../../forms/tools.ts";
import { Confirmation, EnquiryForm } from "./enquiry-form.tsx";

/** Application from a job page; posts to the job page itself, which records the job. */
export function JobApplicationForm({ jobSlug, jobTitle }: { jobSlug: string; jobTitle: string }) {
  return (
    <EnquiryForm
      definition={jobApplicationForm}
      action={`/jobs/${jobSlug}`}
      defaults={{ job: jobSlug }}
      submitLabel="Send ansøgning"
      toolDescription={jobApplicationDescription(jobTitle)}
      confirmation={(form) => (
        <Confirmation
          form={form}
          title="Tak for din ansøgning!"
          text={`Vi har modtaget din ansøgning til ${jobTitle} og ringer til dig ${responsePromise.short}.`}
        />
      )}
    />
  );
}
