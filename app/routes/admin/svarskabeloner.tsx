import { data, Form } from "react-router";
import type { Route } from "./+types/svarskabeloner";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { requireOwner } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { MAX_TEMPLATES, replyTemplates, saveReplyTemplates } from "../../server/mail/replies.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Svarskabeloner - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

/** Owner only: the templates staff start a reply from on the enquiry page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const owner = await requireOwner(request, runtime);
  return { templates: await replyTemplates(runtime.db), csrf: owner.csrfToken, max: MAX_TEMPLATES };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const owner = await requireOwner(request, runtime, form);
  const titles = form?.getAll("title").map(String) ?? [];
  const bodies = form?.getAll("body").map(String) ?? [];
  const templates = titles.map((title, index) => ({ title, body: bodies[index] ?? "" }));
  try {
    const problem = await saveReplyTemplates(runtime.db, templates, owner.userId);
    if (problem) return data({ error: problem, templates }, { status: 422 });
    return { message: "Skabelonerne er gemt." };
  } catch (error) {
    log.error("Svarskabeloner kunne ikke gemmes", errorFields(error));
    return data({ error: "Skabelonerne kunne ikke gemmes. Prøv igen om et øjeblik.", templates }, { status: 503 });
  }
}

export default function ReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  // A refused save shows what was typed, not the stored version.
  const shown = actionData && "templates" in actionData ? actionData.templates : loaderData.templates;
  const rows = shown.length < loaderData.max ? [...shown, { title: "", body: "" }] : shown;
  return (
    <>
      <h1 className="text-3xl font-bold text-navy-900">Svarskabeloner</h1>
      <p className="mt-1 max-w-prose text-muted">
        Medarbejdere kan starte et svar til en kunde fra en skabelon på henvendelsens side. Deres navn sættes under af sig selv. Tøm titel og tekst for at
        slette en skabelon.
      </p>
      {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      {actionData && "message" in actionData && <Alert tone="ok">{actionData.message}</Alert>}
      <Form method="post" className="mt-6 max-w-2xl space-y-6" key={JSON.stringify(shown)}>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        {rows.map((template, index) => (
          <fieldset key={index} className="rounded-card bg-white p-6 shadow-card ring-1 ring-line">
            <legend className="sr-only">{template.title ? `Skabelon: ${template.title}` : "Ny skabelon"}</legend>
            <label htmlFor={`title-${index}`} className="block font-semibold text-navy-900">
              Titel{index >= shown.length ? " (ny skabelon)" : ""}
            </label>
            <input
              id={`title-${index}`}
              name="title"
              maxLength={80}
              defaultValue={template.title}
              className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
            />
            <label htmlFor={`body-${index}`} className="mt-3 block font-semibold text-navy-900">
              Tekst
            </label>
            <textarea
              id={`body-${index}`}
              name="body"
              maxLength={4000}
              rows={4}
              defaultValue={template.body}
              className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
            />
          </fieldset>
        ))}
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Gem skabeloner
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
