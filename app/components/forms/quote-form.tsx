import { useEffect } from "react";
import { quoteForm } from "../../forms/quote.ts";
import { Confirmation, EnquiryForm, type FormState } from "./enquiry-form.tsx";

/** docs/requirements.md §8: the confirmation texts, word for word. */
export const quoteConfirmation = {
  title: "Tak for din henvendelse!",
  text: "Vi har modtaget din projektforespørgsel og vil kontakte dig hurtigst muligt, typisk inden for 1-2 arbejdsdage.",
  again: "Send en ny forespørgsel",
} as const;

function QuoteConfirmation({ form }: { form: FormState }) {
  // docs/requirements.md §4: after a valid submit the page scrolls to the top, where the confirmation is.
  // Braces matter: newer browsers return a promise from scrollTo, which React would call as cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, []);
  return <Confirmation form={form} title={quoteConfirmation.title} text={quoteConfirmation.text} againLabel={quoteConfirmation.again} />;
}

/** The digital quote form (docs/requirements.md §3-§5, §8), on each digital path + /kontakt. */
export function QuoteForm({ action, projectType }: { action: string; projectType?: string }) {
  return (
    <EnquiryForm
      definition={quoteForm}
      action={action}
      defaults={{ projectType }}
      submitLabel="Send forespørgsel"
      confirmation={(form) => <QuoteConfirmation form={form} />}
    />
  );
}
