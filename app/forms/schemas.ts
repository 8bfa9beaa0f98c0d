/**
 * The zod schema of a form, derived from its definition (./<form>.ts) and shared by the browser
 * (inline errors before sending) and the server (the rule that counts). The browser loads this
 * module on demand, the first time a visitor works with a form, and derives only that page's
 * form's schema: the module imports no form, so a page's JavaScript carries its own form alone.
 */
import * as z from "zod/mini";
import { checkForm } from "./check.ts";
import { formatMessages, isRequired, requiredMessage, type FieldDef, type FormDefinition } from "./define.ts";

const messages = formatMessages;

const phonePattern = /^[0-9+()\-\s]*$/;

const emailFormat = z.email();

function textSchema(field: Extract<FieldDef, { max: number }>) {
  const max = z.maxLength(field.max, messages.tooLong(field.max));
  if (!isRequired(field)) {
    // An optional field may be left empty; filled in, its format is checked like a required one's.
    const format =
      field.type === "email"
        ? [z.refine<string>((value) => value === "" || emailFormat.safeParse(value).success, messages.emailInvalid)]
        : field.type === "tel"
          ? [z.refine<string>((value) => phonePattern.test(value), messages.phoneInvalid)]
          : [];
    return z.optional(z.string().check(z.trim(), max, ...format));
  }
  const message = requiredMessage(field);
  const format = field.type === "email" ? [z.email(messages.emailInvalid)] : field.type === "tel" ? [z.regex(phonePattern, messages.phoneInvalid)] : [];
  return z.string(message).check(z.trim(), z.minLength(1, message), max, ...format);
}

function fieldSchema(field: FieldDef): z.ZodMiniType {
  switch (field.type) {
    case "text":
    case "email":
    case "tel":
    case "textarea":
      return textSchema(field);
    case "select": {
      const values = field.options.map((option) => option.value) as [string, ...string[]];
      if (isRequired(field)) return z.enum(values, requiredMessage(field));
      return z.optional(z.string(messages.choiceInvalid).check(z.refine<string>((value) => value === "" || values.includes(value), messages.choiceInvalid)));
    }
    case "consent":
      return z.literal("on", field.requiredMessage);
    case "choice":
      return z.string(requiredMessage(field)).check(z.trim(), z.minLength(1, requiredMessage(field)), z.regex(field.pattern, field.invalidMessage));
    case "hidden":
      return z.string(field.invalidMessage).check(z.trim(), z.regex(field.pattern, field.invalidMessage));
  }
}

export type SubmittedValues = Record<string, string | undefined>;

const cache = new WeakMap<FormDefinition, z.ZodMiniType<SubmittedValues>>();

/** The schema of a form: one entry per field, in the definition's order. */
export function schemaFor(form: FormDefinition): z.ZodMiniType<SubmittedValues> {
  let schema = cache.get(form);
  if (!schema) {
    checkForm(form);
    schema = z.object(
      Object.fromEntries(Object.entries(form.fields).map(([name, field]) => [name, fieldSchema(field)])),
    ) as unknown as z.ZodMiniType<SubmittedValues>;
    cache.set(form, schema);
  }
  return schema;
}
