import { responsePromise } from "../../content/site.ts";
import { jobApplicationDescription, jobApplicationForm } from "../../forms/job-application.ts";
import { Confirmation, EnquiryForm } from "./enquiry-form.tsx";
import { withEmbed } from "./embed.tsx";

/** Application from a job page; posts to the job page itself, which records the job. */
function OwnJobApplicationForm({ jobSlug, jobTitle }: { jobSlug: string; jobTitle: string }) {
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

/** Our form, or the hosted one when its embed URL is configured (./embed.tsx). */
export const JobApplicationForm = withEmbed("job", "Jobansøgning", OwnJobApplicationForm);
