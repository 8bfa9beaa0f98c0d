/** What every form action answers; shared by the server handler and the form components. */
import type { FieldErrors } from "./values.ts";

export type FormResult =
  | { ok: true; duplicate?: boolean }
  | { ok: false; errors: FieldErrors; values: Record<string, string>; formError?: string };

/** Hidden fields every enquiry form carries. */
export const hiddenFields = { source: "source", startedAt: "startedAt", honeypot: "website" } as const;

/** Where a page gets the server-issued token for its forms' `startedAt` field. */
export const formTokenPath = "/forms/start";
