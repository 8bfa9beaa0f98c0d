/** Fields several forms share, and the privacy link their consent texts point to (app/forms/<form>.ts). */
import type { TextFieldDef } from "./define.ts";
import { limits } from "./options.ts";

export const name = {
  type: "text",
  label: "Navn",
  required: true,
  max: limits.name,
  autoComplete: "name",
  agent: "Full name of the person sending the enquiry.",
} as const satisfies TextFieldDef;
export const email = {
  type: "email",
  label: "E-mail",
  required: true,
  max: limits.email,
  autoComplete: "email",
  agent: "Email address the reply should go to.",
} as const satisfies TextFieldDef;
export const phone = {
  type: "tel",
  label: "Telefon",
  required: true,
  requiredMessage: "Telefonnummer er påkrævet",
  max: limits.phone,
  autoComplete: "tel",
  agent: "Phone number the agency can call back on, preferably with country code (e.g. +45 12 34 56 78). Digits, spaces and + ( ) - only.",
} as const satisfies TextFieldDef;
export const company = (required: boolean, agent: string) =>
  ({ type: "text", label: "Virksomhed", required, max: limits.company, autoComplete: "organization", agent }) as const satisfies TextFieldDef;
export const privacyLink = { text: "privatlivspolitikken", to: "/privatlivspolitik" } as const;
