import { data, Form } from "react-router";
import type { Route } from "./+types/aarsager";
import { requireOwner } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { MAX_REASON_LENGTH, MAX_REASONS, outcomeReasons, parseReasons, saveReasons } from "../../server/inbox/pipeline.server.ts";
import { OTHER_REASON } from "../../content/pipeline-labels.ts";

export const meta: Route.MetaFunction = () => [{ title: "Årsager til vundet og tabt - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

/** The owner's list of reasons a business enquiry is won or lost (issue 26, item 2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireOwner(request, runtime);
  return { csrf: staff.csrfToken, reasons: await outcomeReasons(runtime.db), maxReasons: MAX_REASONS, maxLength: MAX_REASON_LENGTH };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireOwner(request, runtime, form);
  const parsed = parseReasons(String(form?.get("reasons") ?? ""));
  if (!parsed.ok) return data({ error: parsed.error }, { status: 422 });
  try {
    await saveReasons(runtime.db, parsed.reasons, staff.userId);
    return { ok: true as const, message: "Årsagerne er gemt." };
  } catch (error) {
    log.error("Årsager kunne ikke gemmes", errorFields(error));
    return data({ error: "Årsagerne kunne ikke gemmes. Prøv igen om et øjeblik." }, { status: 503 });
  }
}

export default function Reasons({ loaderData, actionData }: Route.ComponentProps) {
  const own = loaderData.reasons.filter((reason) => reason !== OTHER_REASON);
  return (
    <>
      <h1 className="text-3xl font-bold text-navy-900">Årsager til vundet og tabt</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Når en erhvervshenvendelse er afsluttet, markerer medarbejderne den som vundet eller tabt og vælger en årsag fra listen. &quot;{OTHER_REASON}&quot;
        kommer altid med sidst og kræver en kort forklaring.
      </p>
      {actionData && "error" in actionData && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
          {actionData.error}
        </p>
      )}
      {actionData && "message" in actionData && (
        <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 font-medium text-green-800 ring-1 ring-green-200">
          {actionData.message}
        </p>
      )}
      <Form method="post" className="mt-6 max-w-xl rounded-card bg-white p-6 shadow-card ring-1 ring-line">
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <label htmlFor="reasons" className="block font-semibold text-navy-900">
          Årsager, én pr. linje
        </label>
        <p className="text-sm text-muted">
          Højst {loaderData.maxReasons} årsager på hver højst {loaderData.maxLength} tegn.
        </p>
        <textarea
          id="reasons"
          name="reasons"
          rows={8}
          defaultValue={own.join("\n")}
          key={own.join("|")}
          className="mt-2 block w-full rounded-lg border border-line px-3 py-2"
        />
        <button type="submit" className="mt-3 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Gem årsager
        </button>
      </Form>
    </>
  );
}
