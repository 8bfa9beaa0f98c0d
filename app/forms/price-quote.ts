import { defineForm } from "./define.ts";
import { limits, packages } from "./options.ts";
import { company, email, name, phone } from "./shared-fields.ts";

/** The price quote on /priser. */
export const priceQuoteForm = defineForm({
  id: "price-quote",
  kind: "quote",
  interest: "business",
  tool: {
    name: "request_price_quote",
    description:
      "Request a price quote for outsourced telemarketing or B2B meeting booking (monthly packages Starter, Vækst, Enterprise, or pay per booked meeting). The agency replies with a recommended package and a price.",
  },
  fields: {
    name,
    company: company(true, "Name of the company the quote is for."),
    email,
    phone,
    package: {
      type: "select",
      label: "Hvilken løsning er I interesserede i?",
      inboxLabel: "Pakke",
      options: packages,
      placeholder: "Vælg pakke",
      wide: true,
      agent: "The package the company is interested in: 'starter', 'growth' (Vækst), 'enterprise', 'pay-per-meeting' (No Cure No Pay) or 'unsure' for advice.",
    },
    message: {
      type: "textarea",
      label: "Fortæl om jeres mål",
      max: limits.message,
      rows: 4,
      wide: true,
      agent: "The company's sales goals: target group, markets, products and the current sales setup.",
    },
  },
});
