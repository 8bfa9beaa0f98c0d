import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { isRequired, type ConsentFieldDef, type FormDefinition } from "../../forms/define.ts";
import type { FieldErrors } from "../../forms/values.ts";
import { CheckboxField, SelectField, TextArea, TextField } from "./fields.tsx";

/** The sentence beside a consent checkbox, its linked phrase as a link. */
function ConsentText({ field }: { field: ConsentFieldDef }) {
  const at = field.link ? field.text.indexOf(field.link.text) : -1;
  if (!field.link || at < 0) return <>{field.text}</>;
  return (
    <>
      {field.text.slice(0, at)}
      <Link to={field.link.to} className="font-medium text-brand-700 underline">
        {field.link.text}
      </Link>
      {field.text.slice(at + field.link.text.length)}
    </>
  );
}

/**
 * A form's fields, rendered from its definition (app/forms/<form>.ts) in its order: label,
 * required mark, length limit, options, WebMCP description, the error and the value the server
 * sent back (so a form refused without JavaScript keeps what was typed).
 */
export function FormFields({
  form,
  errors,
  values,
  defaults = {},
  custom = {},
}: {
  form: FormDefinition;
  errors: FieldErrors;
  values: Record<string, string>;
  /** Values the page chooses: a preselected option, the hidden job. */
  defaults?: Record<string, string | undefined>;
  /** The markup of `choice` fields, whose options the page knows (the free meeting times). */
  custom?: Record<string, ReactNode>;
}) {
  const wide = form.columns === 1 ? "" : "sm:col-span-2";
  return (
    <div className={form.columns === 1 ? "space-y-5" : "grid gap-5 sm:grid-cols-2"}>
      {Object.entries(form.fields).map(([name, field]) => {
        const common = {
          name,
          error: errors[name],
          toolParamDescription: "agent" in field ? field.agent : undefined,
          className: "wide" in field && field.wide ? wide : undefined,
        };
        const value = values[name] ?? defaults[name];
        switch (field.type) {
          case "hidden":
            return <input key={name} type="hidden" name={name} value={defaults[name] ?? ""} />;
          case "choice":
            return <Fragment key={name}>{custom[name]}</Fragment>;
          case "text":
          case "email":
          case "tel":
            return (
              <TextField
                key={name}
                {...common}
                label={field.label}
                required={isRequired(field)}
                type={field.type}
                inputMode={field.type === "text" ? undefined : field.type}
                autoComplete={field.autoComplete}
                maxLength={field.max}
                defaultValue={value}
              />
            );
          case "textarea":
            return (
              <TextArea
                key={name}
                {...common}
                label={field.label}
                required={isRequired(field)}
                rows={field.rows}
                maxLength={field.max}
                placeholder={field.placeholder}
                defaultValue={value}
              />
            );
          case "select":
            return (
              <SelectField
                key={name}
                {...common}
                label={field.label}
                required={isRequired(field)}
                options={field.options}
                placeholder={field.placeholder}
                defaultValue={value}
              />
            );
          case "consent":
            return <CheckboxField key={name} {...common} label={<ConsentText field={field} />} defaultChecked={values[name] === "on"} />;
        }
      })}
    </div>
  );
}
