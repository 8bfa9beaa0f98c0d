/**
 * The line under the submit button of every business form. Its period is the one the server's
 * retention job deletes enquiries after (RETENTION_ENQUIRIES_DAYS, read at build like the privacy
 * policy), so the promise and the practice cannot drift apart.
 */
import { buildConfig } from "../config/build-config.ts";

/** A retention period as a reader says it: whole years as years (730 → »2 år«), otherwise days. */
export function period(days: number): string {
  if (days % 365 === 0) return days === 365 ? "et år" : `${days / 365} år`;
  return `${days} dage`;
}

export function privacyNoteFor(enquiriesDays: number): string {
  if (enquiriesDays === 0) return "Vi bruger kun oplysningerne til at svare på henvendelsen.";
  return `Vi bruger kun oplysningerne til at svare på henvendelsen og sletter dem ${period(enquiriesDays)} efter sidste kontakt.`;
}

export const privacyNote = privacyNoteFor(buildConfig.retention.enquiriesDays);
