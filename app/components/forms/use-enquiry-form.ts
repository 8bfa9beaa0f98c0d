/**
 * The behaviour every enquiry form shares, on top of a React Router fetcher:
 *  - without JavaScript the <form> posts normally and the action's answer arrives as actionData;
 *  - with JavaScript the same zod schema the server uses (derived from the form's definition) is
 *    checked in the browser first (loaded
 *    on demand: the first focus inside the form starts the download), the first invalid field
 *    gets focus, editing a field clears its error, the button shows 'Sender...' while the
 *    request is in flight, and the answer arrives as fetcher.data.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import type { FormDefinition } from "../../forms/define.ts";
import { formTokenPath, hiddenFields, type FormResult } from "../../forms/result.ts";
import type * as schemas from "../../forms/schemas.ts";
import { fieldErrors, formValues, type FieldErrors } from "../../forms/values.ts";
import { agentSubmitEvent, heldAgentAnswer } from "../../lib/webmcp.ts";

let schemaModule: Promise<typeof schemas> | undefined;
const loadSchemas = () => (schemaModule ??= import("../../forms/schemas.ts"));

const subscribeNever = () => () => {};

/** What the agent is told: the same outcome the visitor sees, without the page around it. */
function agentAnswer(result: FormResult) {
  if (result.ok) return { ok: true, message: "Modtaget. Henvendelsen er gemt, og bekræftelsen vises på siden." };
  return { ok: false, errors: result.errors, ...(result.formError ? { formError: result.formError } : {}) };
}

export function useEnquiryForm(definition: FormDefinition, action: string) {
  const fetcher = useFetcher<FormResult>({ key: definition.id });
  const actionData = useActionData() as FormResult | undefined;
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState<FormResult | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);
  const latest = fetcher.data ?? (actionData && typeof actionData === "object" && "ok" in actionData ? actionData : undefined);
  const result = latest && latest !== dismissed ? latest : undefined;
  const [errors, setErrors] = useState<FieldErrors>(() => (result && !result.ok ? result.errors : {}));
  // The server-issued fill-time token (app/server/intake/form-token.server.ts) an answer carried.
  const servedToken = result && !result.ok ? (result.values[hiddenFields.startedAt] ?? "") : "";
  const [validating, setValidating] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The fill-time check counts from when the visitor could start typing: a form React hydrates
  // keeps the token the page fetched when it loaded (they may have typed before React took
  // over); after a client-side navigation or 'Send en ny ...' the form asks for a new one.
  // (The first render's answer, kept: true while React hydrates the served form, false after.)
  const [hydrated] = useState(
    useSyncExternalStore(
      subscribeNever,
      () => false,
      () => true,
    ),
  );
  useEffect(() => {
    const field = formRef.current?.querySelector<HTMLInputElement>(`input[name="${hiddenFields.startedAt}"]`);
    if (!field || (hydrated && formKey === 0 && field.value)) return;
    let current = true;
    fetch(formTokenPath, { cache: "no-store" })
      .then((response) => (response.ok ? response.text() : ""))
      .then((token) => {
        if (current && token) field.value = token;
      })
      .catch(() => {
        /* offline: the server's answer carries a token */
      });
    return () => {
      current = false;
    };
  }, [formKey, hydrated]);
  // A new refused answer shows its errors (adjusted while rendering, not in an effect after it).
  const [errorsOf, setErrorsOf] = useState(result);
  if (result !== errorsOf) {
    setErrorsOf(result);
    if (result && !result.ok) setErrors(result.errors);
  }
  // After a refused plain POST the page shows the server's errors before React runs. A field the
  // visitor has edited since (the keystroke that started React among them) lost its error the
  // moment it changed, so the hydrated form drops those errors at once.
  // Only the answer React found when it took over the served form matters here (kept from the
  // first render, so the effect runs once).
  const [served] = useState(result);
  useEffect(() => {
    const form = formRef.current;
    if (!hydrated || !form || !served || served.ok) return;
    const current = formValues(new FormData(form));
    setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([name]) => (current[name] ?? "") === (served.values[name] ?? ""))));
  }, [hydrated, served]);

  const pending = validating || fetcher.state !== "idle";

  // An AI agent's tool call (WebMCP) is answered with the server's answer. The form must still be
  // on the page then: removing it (the confirmation replaces it) cancels the call, so the
  // confirmation waits until the agent has its answer.
  const answerAgent = useRef<((answer: unknown) => void) | undefined>(undefined);
  const [answeringAgent, setAnsweringAgent] = useState(false);
  useEffect(() => {
    const answer = answerAgent.current;
    if (!answer || fetcher.state !== "idle") return;
    answerAgent.current = undefined;
    answer(fetcher.data ? agentAnswer(fetcher.data) : { ok: false, formError: "Henvendelsen kunne ikke sendes. Prøv igen om lidt." });
    setAnsweringAgent(false);
  }, [fetcher.state, fetcher.data]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The browser wants the agent's answer promised synchronously, in the submit event.
    const agentEvent = agentSubmitEvent(event.nativeEvent);
    let answer: ((result: unknown) => void) | undefined;
    agentEvent?.respondWith(new Promise((resolve) => (answer = resolve)));
    answer ??= heldAgentAnswer(event.currentTarget);
    if (pending) return answer?.({ ok: false, formError: "Formularen sendes allerede." });
    const form = event.currentTarget;
    const send = () => {
      if (answer) {
        answerAgent.current = answer;
        setAnsweringAgent(true);
      }
      return fetcher.submit(form, { method: "post", action });
    };
    setValidating(true);
    try {
      let schema;
      try {
        schema = (await loadSchemas()).schemaFor(definition);
      } catch {
        // The schema could not be loaded (offline?): let the server validate.
        return await send();
      }
      const parsed = schema.safeParse(formValues(new FormData(form)));
      if (parsed.success) {
        setErrors({});
        return await send();
      }
      const found = fieldErrors(parsed.error.issues);
      answer?.({ ok: false, errors: found });
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } finally {
      setValidating(false);
    }
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) setErrors(({ [name]: _removed, ...rest }) => rest);
  }

  /** Back to an empty form after a confirmation ('Send en ny forespørgsel'). */
  function reset() {
    setDismissed(result);
    setErrors({});
    setFormKey((key) => key + 1);
  }

  const values = result && !result.ok ? result.values : {};
  return {
    fetcher,
    formRef,
    formKey,
    pathname,
    servedToken,
    pending,
    errors,
    values,
    succeeded: result?.ok === true && !answeringAgent,
    formError: result && !result.ok ? result.formError : undefined,
    onSubmit,
    onInput,
    onFocus: () => void loadSchemas(),
    reset,
  };
}
