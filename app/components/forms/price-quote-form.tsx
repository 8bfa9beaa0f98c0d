import { responsePromise } from "../../content/site.ts";
import { priceQuoteForm } from "../../forms/definitions.ts";
import { Confirmation, EnquiryForm } from "./enquiry-form.tsx";

/** The price-quote form on /priser (posts to /priser). */
export function PriceQuoteForm(_: { className?: string } = {}) {
  return (
    <EnquiryForm
      definition={priceQuoteForm}
      action="/priser"
      submitLabel="Få et uforpligtende tilbud"
      confirmation={(form) => (
        <Confirmation
          form={form}
          title="Tak for din forespørgsel!"
          text={`Vi regner på jeres behov og sender et tilbud eller ringer ${responsePromise.short}.`}
          againLabel="Send en ny forespørgsel"
        />
      )}
    />
  );
}
