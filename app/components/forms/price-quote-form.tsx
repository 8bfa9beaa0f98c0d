import { responsePromise } from "../../content/site.ts";
import { priceQuoteForm } from "../../forms/price-quote.ts";
import { Confirmation, EnquiryForm } from "./enquiry-form.tsx";
import { withEmbed } from "./embed.tsx";

/** The price-quote form on /priser (posts to /priser). */
function OwnPriceQuoteForm(_: { className?: string } = {}) {
  return (
    <EnquiryForm
      definition={priceQuoteForm}
      action="/priser"
      submitLabel="Få et uforpligtende tilbud"
      confirmation={(form) => (
        <Confirmation
          form={form}
          title="Tak for din forespørgsel!"
          text={`Vi ringer eller skriver ${responsePromise.short}, og et konkret tilbud følger ${responsePromise.offer}.`}
          againLabel="Send en ny forespørgsel"
        />
      )}
    />
  );
}

/** Our form, or the hosted one when its embed URL is configured (./embed.tsx). */
export const PriceQuoteForm = withEmbed("quote", "Prisforespørgsel", OwnPriceQuoteForm);
