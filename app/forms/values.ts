/** Reading submitted values and turning schema issues into one message per field. */
export type FieldErrors = Partial<Record<string, string>>;

/** First message per field, in the order the checks ran. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Plain object of the submitted text fields; files and repeated keys are ignored. */
export function formValues(formData: FormData): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string" && !(key in result)) result[key] = value;
  return result;
}
