import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/indhold-cases";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { ImageUploadFields } from "../../components/admin/image-upload-fields.tsx";
import { ImageHistory } from "../../components/admin/image-history.tsx";
import { cases } from "../../content/cases.ts";
import { logoSourceMinimumHeight } from "../../content/image-slots.ts";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { imagePrefix } from "../../server/content/image-snapshot.server.ts";
import {
  keptImageVersions,
  listCaseClients,
  listImages,
  maxImageBytes,
  removeImage,
  restoreImage,
  setCaseClient,
  uploadImage,
} from "../../server/content/images.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Kundecases - indhold" }, { name: "robots", content: "noindex, nofollow" }];

/** Owners and redaktører: per client case, whether the client may be named, its logo, and the earlier logos to restore. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireEditor(request, runtime);
  const [logos, clients] = await Promise.all([listImages(runtime.db, "logo"), listCaseClients(runtime.db)]);
  const list = cases.map((item) => {
    const logo = logos.get(item.id)?.current;
    const client = clients.get(item.id);
    return {
      id: item.id,
      title: item.title,
      company: item.client,
      named: client?.named ?? false,
      name: client?.name ?? "",
      logo: logo && { src: `${imagePrefix(logo.hash)}2x.png`, alt: logo.alt },
      earlier: (logos.get(item.id)?.earlier ?? []).map((version) => ({
        id: version.id,
        src: `/admin/indhold/billeder/${version.hash.slice(0, 32)}/2x.png`,
        alt: version.alt,
        at: version.createdAt.toISOString(),
        by: version.by,
      })),
    };
  });
  const done = new URL(request.url).searchParams.get("gemt");
  return {
    maxMb: maxImageBytes / 1024 / 1024,
    kept: keptImageVersions,
    csrf: staff.csrfToken,
    cases: list,
    done: done && list.find((item) => item.id === done)?.title,
  };
}

type ActionData = { subject: string; field: "foto" | "alt" | "logo"; error: string; alt: string };

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireEditor(request, runtime, form);
  const subject = String(form?.get("case") ?? "");
  const item = cases.find((candidate) => candidate.id === subject);
  if (!item) throw data({ error: "Casen findes ikke. Gå tilbage til listen." }, { status: 404 });
  const alt = String(form?.get("alt") ?? "");
  const back = redirect(`/admin/indhold/cases?gemt=${subject}#${subject}`, 303);
  try {
    const intent = form?.get("intent");
    if (intent === "kunde") {
      const result = await setCaseClient(runtime.db, subject, form?.get("named") === "ja", String(form?.get("name") ?? ""), staff);
      if (!result.ok) return data<ActionData>({ subject, field: result.field, error: result.error, alt }, { status: result.status });
      throw back;
    }
    if (intent === "gendan") {
      if (!(await restoreImage(runtime.db, "logo", subject, Number(form?.get("version")), item.title, staff)))
        return data<ActionData>(
          { subject, field: "logo", error: "Logo: den version findes ikke længere. Opdater siden og vælg en af de viste.", alt },
          { status: 404 },
        );
      throw back;
    }
    if (intent === "fjern") {
      await removeImage(runtime.db, "logo", subject, item.title, staff);
      throw back;
    }
    const clients = await listCaseClients(runtime.db);
    if (!clients.get(subject)?.named)
      return data<ActionData>(
        { subject, field: "logo", error: "Logo: sæt først flueben i »Kunden har sagt ja til at blive nævnt«, og gem kundens navn.", alt },
        { status: 422 },
      );
    const file = form?.get("logo");
    const bytes = file instanceof File && file.size ? new Uint8Array(await file.arrayBuffer()) : undefined;
    const result = await uploadImage(runtime.db, { kind: "logo", subject, label: item.title, alt, bytes }, staff);
    if (!result.ok) return data<ActionData>({ subject, field: result.field, error: result.error, alt }, { status: result.status });
    throw back;
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("Casen kunne ikke gemmes", { ...errorFields(error), subject });
    return data<ActionData>({ subject, field: "logo", error: "Logo: det kunne ikke gemmes lige nu. Prøv igen om et øjeblik.", alt }, { status: 503 });
  }
}

export default function ContentCases({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, cases: list, done, kept } = loaderData;
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/indhold" className="text-brand-700 underline">
          Indhold
        </Link>{" "}
        / Kundecases
      </p>
      <h1 className="mt-1 text-3xl font-bold text-navy-900">Kundecases</h1>
      <p className="mt-1 max-w-prose text-muted">
        En case nævner kundens navn og viser logoet, når kunden har sagt ja. Logoet vises 40 px højt: brug en SVG eller et billede mindst{" "}
        {logoSourceMinimumHeight} px højt, højst {loaderData.maxMb} MB. En SVG med scripts, hændelser eller eksterne filer afvises. De seneste {kept} logoer af
        hver case gemmes, så et udskiftet eller fjernet logo kan gendannes med ét tryk.
      </p>
      {done && <Alert tone="ok">»{done}« er gemt. Siderne opdateres om få sekunder.</Alert>}
      {actionData?.error && <Alert>{actionData.error}</Alert>}
      <ul aria-label="Kundecases" className="mt-6 grid gap-4 lg:grid-cols-2">
        {list.map((item) => {
          const problem = actionData?.subject === item.id ? actionData : undefined;
          const id = (name: string) => `${item.id}-${name}`;
          return (
            <li key={item.id} id={item.id} data-case={item.id} className="rounded-card bg-white p-5 shadow-card ring-1 ring-line">
              <h2 className="text-lg font-semibold text-navy-900">{item.title}</h2>
              <p className="text-sm text-muted">{item.company}</p>
              <Form method="post" className="mt-4 space-y-3" noValidate>
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="case" value={item.id} />
                <input type="hidden" name="intent" value="kunde" />
                <label className="flex min-h-11 items-center gap-2 font-semibold text-navy-900">
                  <input type="checkbox" name="named" value="ja" defaultChecked={item.named} className="h-5 w-5" />
                  Kunden har sagt ja til at blive nævnt
                </label>
                <div>
                  <label htmlFor={id("name")} className="block font-semibold text-navy-900">
                    Kundens navn
                  </label>
                  <input
                    id={id("name")}
                    name="name"
                    maxLength={80}
                    defaultValue={item.name}
                    className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
                  />
                </div>
                <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
                  Gem
                </button>
              </Form>
              <Form method="post" encType="multipart/form-data" className="mt-5 space-y-3 border-t border-line pt-4" noValidate>
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="case" value={item.id} />
                {item.logo && <img src={item.logo.src} alt={item.logo.alt} height={40} className="h-10 w-auto" />}
                <ImageUploadFields
                  idPrefix={item.id}
                  file={{ name: "logo", label: "Logo", accept: "image/svg+xml,image/png,image/jpeg,image/webp,image/avif" }}
                  alt={{ defaultValue: problem?.alt ?? item.logo?.alt ?? "", placeholder: "Fx: Logo: Firmanavn" }}
                  problem={problem}
                  submitLabel="Udgiv logo"
                  removeLabel={item.logo ? "Fjern logo" : undefined}
                />
              </Form>
              <ImageHistory
                idPrefix={item.id}
                csrf={csrf}
                subject={{ name: "case", value: item.id }}
                versions={item.earlier}
                noun="logoer"
                kept={kept}
                thumbnail="logo"
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
