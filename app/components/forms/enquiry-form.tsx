import type { ReactNode } from "react";
import type { FormDefinition } from "../../forms/define.ts";
import { hiddenFields } from "../../forms/result.ts";
import { buttonClass } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { FormFields } from "./form-fields.tsx";
import { useEnquiryForm } from "./use-enquiry-form.ts";

export type FormState = Omit<ReturnType<typeof useEnquiryForm>, "formRef">;

/** Shown (app.css, :tool-form-active) while a form an AI assistant filled in waits for the visitor. */
export const agentFilledHint = "En AI-assistent har udfyldt formularen. Tjek oplysningerne, og tryk på knappen for at sende.";

/**
 * The frame of every enquiry form: the <form> that works without JavaScript, the hidden fields
 * (source page, start time, honeypot), the form-level error, the fields of the form's definition
 * (app/forms/<form>.ts), the submit button with its pending text, and the confirmation that
 * replaces the form after a successful send.
 */
export function EnquiryForm({
  definition,
  action,
  defaults,
  submitLabel,
  toolDescription = definition.tool.description,
  confirmation,
  custom,
  className = "",
}: {
  definition: FormDefinition;
  /** Route whose action handles the form (also where a browser without JavaScript lands). */
  action: string;
  /** Values the page chooses: a preselected option, the hidden job. */
  defaults?: Record<string, string | undefined>;
  submitLabel: string;
  /** WebMCP `tooldescription`, when the page says more than the definition (the job's title). */
  toolDescription?: string;
  confirmation: (form: FormState) => ReactNode;
  /** The markup of the form's `choice` fields (FormFields), given the current errors and the values a refused send echoed. */
  custom?: (errors: FormState["errors"], values: FormState["values"]) => Record<string, ReactNode>;
  className?: string;
}) {
  // The ref apart from the state, so reading the state while rendering is not reading a ref.
  const { formRef, ...form } = useEnquiryForm(definition, action);
  if (form.succeeded) return <>{confirmation(form)}</>;
  return (
    <form.fetcher.Form
      key={form.formKey}
      ref={formRef}
      id={definition.id}
      method="post"
      action={action}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      onInput={form.onInput}
      onChange={form.onInput}
      className={`space-y-5 ${className}`}
      {...{ toolname: definition.tool.name, tooldescription: toolDescription }}
    >
      <p className="agent-hint items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm font-medium text-navy-900 ring-1 ring-amber-200">
        <Icon name="circle-check" className="h-5 w-5 flex-none text-amber-700" />
        <span>{agentFilledHint}</span>
      </p>
      {form.formError && (
        <div role="alert" className="flex gap-3 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200">
          <Icon name="circle-alert" className="h-5 w-5 flex-none" />
          <p>{form.formError}</p>
        </div>
      )}
      <input type="hidden" name={hiddenFields.source} value={form.pathname} />
      {/* The token usually arrives before React (app/lib/enhance.ts). A hidden input's value is its
          attribute, so any value or defaultValue prop - even "" - would overwrite it while
          hydrating: the prop is only given when the server's answer carried a token. */}
      <input type="hidden" name={hiddenFields.startedAt} {...(form.servedToken ? { defaultValue: form.servedToken } : {})} />
      {/* Hidden inputs are left out of the WebMCP tool's parameters, but a hidden text input is not:
          `readOnly` keeps the honeypot out, so an agent never fills it in and gets its enquiry
          dropped as spam. Bots that post the raw form still send it. */}
      <div className="hidden">
        <label>
          Lad dette felt være tomt
          <input type="text" name={hiddenFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" readOnly />
        </label>
      </div>
      <FormFields form={definition} errors={form.errors} values={form.values} defaults={defaults} custom={custom?.(form.errors, form.values)} />
      <button type="submit" disabled={form.pending} className={buttonClass("primary", "w-full sm:w-auto")}>
        {form.pending ? (
          <>
            <Icon name="loader-circle" className="h-5 w-5 animate-spin" /> Sender...
          </>
        ) : (
          <>
            {submitLabel} <Icon name="send" className="h-4 w-4" />
          </>
        )}
      </button>
    </form.fetcher.Form>
  );
}

/** The confirmation box every form shows after a successful send. */
export function Confirmation({ title, text, form, againLabel }: { title: string; text: string; form: FormState; againLabel?: string }) {
  return (
    <div role="status" className="rounded-card bg-emerald-50 p-8 ring-1 ring-emerald-200">
      <Icon name="circle-check" className="h-10 w-10 text-emerald-700" />
      <h3 className="mt-4 text-2xl font-bold text-navy-900">{title}</h3>
      <p className="mt-2 text-lg text-ink">{text}</p>
      {againLabel && (
        <a
          href={form.pathname}
          onClick={(event) => {
            event.preventDefault();
            form.reset();
          }}
          className={buttonClass("secondary", "mt-6")}
        >
          {againLabel}
        </a>
      )}
    </div>
  );
}
