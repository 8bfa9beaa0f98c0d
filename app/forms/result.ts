/** What every form action answers; shared by the server handler and the form components. */
import type { FieldErrors } from "./values.ts";

export type FormResult = { ok: true; duplicate?: boolean } | { ok: false; errors: FieldErrors; values: Record<string, string>; formError?: string };

/**
 * Hidden fields every enquiry form carries. The honeypot's name has a hyphen, which no form field
 * may have (app/forms/define.ts refuses it), so a real field can never be dropped as spam.
 */
export const hiddenFields = { source: "source", startedAt: "startedAt", honeypot: "hp-website" } as const;

/** Where a page gets the server-issued token for its forms' `startedAt` field. */
export const formTokenPath = "/forms/start";
