import type { ReactNode } from "react";

type Option = { value: string; label: string };

const inputClass =
  "mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30";

/**
 * WebMCP: the field's description in the tool's input schema (app/forms/tools.ts). React renders
 * unknown lowercase attributes as they are; without one the browser falls back to the label.
 */
function toolParam(description: string | undefined) {
  return description ? { toolparamdescription: description } : {};
}

function describedBy(name: string, error?: string, hint?: string) {
  return [error ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean).join(" ") || undefined;
}

function Label({ name, label, required }: { name: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={`field-${name}`} className="block text-sm font-semibold text-navy-900">
      {label}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : (
        <span className="font-normal text-muted"> (valgfri)</span>
      )}
    </label>
  );
}

export function FieldError({ name, error }: { name: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

type FieldProps = {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  defaultValue?: string;
  hint?: string;
  className?: string;
  /** What an AI agent filling the form should put here (WebMCP `toolparamdescription`). */
  toolParamDescription?: string;
};

/** Label, control, hint and error: the frame every text-like field shares. */
function FieldFrame({ name, label, required, error, hint, className = "", children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <Label name={name} label={label} required={required} />
      {children}
      {hint && (
        <p id={`${name}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError name={name} error={error} />
    </div>
  );
}

/** The attributes input, textarea and select share: id, validity, descriptions, style, WebMCP. */
function controlProps({ name, required, error, hint, toolParamDescription }: FieldProps) {
  return {
    id: `field-${name}`,
    name,
    required,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(name, error, hint),
    className: `${inputClass} ${error ? "border-red-700" : "border-line"}`,
    ...toolParam(toolParamDescription),
  };
}

export function TextField({
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  ...props
}: FieldProps & { type?: "text" | "email" | "tel"; autoComplete?: string; inputMode?: "email" | "tel" | "text"; maxLength?: number }) {
  return (
    <FieldFrame {...props}>
      <input {...controlProps(props)} type={type} autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength} defaultValue={props.defaultValue} />
    </FieldFrame>
  );
}

export function TextArea({ rows = 4, maxLength, placeholder, ...props }: FieldProps & { rows?: number; maxLength?: number; placeholder?: string }) {
  return (
    <FieldFrame {...props}>
      <textarea {...controlProps(props)} rows={rows} maxLength={maxLength} placeholder={placeholder} defaultValue={props.defaultValue} />
    </FieldFrame>
  );
}

export function SelectField({ options, placeholder = "Vælg ...", ...props }: FieldProps & { options: readonly Option[]; placeholder?: string }) {
  return (
    <FieldFrame {...props} hint={undefined}>
      <select {...controlProps({ ...props, hint: undefined })} defaultValue={props.defaultValue ?? ""}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A consent checkbox: always required (the schemas accept only "on"). */
export function CheckboxField({
  name,
  label,
  error,
  defaultChecked,
  className = "",
  toolParamDescription,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  defaultChecked?: boolean;
  className?: string;
  toolParamDescription?: string;
}) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={`field-${name}`}
          name={name}
          type="checkbox"
          required
          defaultChecked={defaultChecked}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error)}
          className="mt-1 h-5 w-5 flex-none rounded border-line accent-brand-700"
          {...toolParam(toolParamDescription)}
        />
        <label htmlFor={`field-${name}`} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldError name={name} error={error} />
    </div>
  );
}
