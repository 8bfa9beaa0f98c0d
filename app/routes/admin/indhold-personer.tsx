import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/indhold-personer";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { ImageUploadFields } from "../../components/admin/image-upload-fields.tsx";
import { ImageHistory } from "../../components/admin/image-history.tsx";
import { dateFormat } from "../../components/admin/badges.tsx";
import { requireEditor } from "../../server/auth/auth.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { imagePrefix } from "../../server/content/image-snapshot.server.ts";
import { keptImageVersions, listImages, maxImageBytes, removeImage, restoreImage, sitePeople, uploadImage } from "../../server/content/images.server.ts";
import { contentContext, type ContentSnapshot } from "../../server/content/snapshot.server.ts";
import { postsOf } from "../../server/content/article-snapshot.server.ts";
import { errorFields, log } from "../../server/platform/log.server.ts";
import { portraitSourceMinimum } from "../../content/image-slots.ts";

export const meta: Route.MetaFunction = () => [{ title: "Personer og fotos - indhold" }, { name: "robots", content: "noindex, nofollow" }];

/** The people the snapshot shows, each with the pages it shows them on. */
const shownPeople = (snapshot: ContentSnapshot) =>
  sitePeople(
    snapshot.jobs,
    postsOf(snapshot).map((post) => post.author),
  );

/** Owners and redaktører: the people the site shows, each with their photo or monogram, an upload, and the earlier photos to restore. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireEditor(request, runtime);
  const photos = await listImages(runtime.db, "person");
  const people = shownPeople(context.get(contentContext)).map((person) => {
    const photo = photos.get(person.slug)?.current;
    const earlier = (photos.get(person.slug)?.earlier ?? []).map((version) => ({
      id: version.id,
      src: `/admin/indhold/billeder/${version.hash.slice(0, 32)}/square-128.jpg`,
      alt: version.alt,
      at: version.createdAt.toISOString(),
      by: version.by,
    }));
    return {
      ...person,
      photo: photo && { src: `${imagePrefix(photo.hash)}square-128.jpg`, alt: photo.alt, at: photo.createdAt.toISOString(), by: photo.by },
      earlier,
    };
  });
  const search = new URL(request.url).searchParams;
  const done = search.get("udgivet");
  const restored = search.get("gendannet");
  return {
    maxMb: maxImageBytes / 1024 / 1024,
    kept: keptImageVersions,
    csrf: staff.csrfToken,
    people,
    done: done && people.find((person) => person.slug === done)?.name,
    restored: restored && people.find((person) => person.slug === restored)?.name,
  };
}

type ActionData = { subject: string; field: "foto" | "alt" | "logo"; error: string; alt: string };

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireEditor(request, runtime, form);
  const subject = String(form?.get("person") ?? "");
  const person = shownPeople(context.get(contentContext)).find((candidate) => candidate.slug === subject);
  if (!person) throw data({ error: "Personen findes ikke på sitet. Gå tilbage til listen." }, { status: 404 });
  const alt = String(form?.get("alt") ?? "");
  try {
    if (form?.get("intent") === "gendan") {
      const restored = await restoreImage(runtime.db, "person", subject, Number(form.get("version")), person.name, staff);
      if (!restored)
        return data<ActionData>(
          { subject, field: "foto", error: "Foto: den version findes ikke længere. Opdater siden og vælg en af de viste.", alt },
          { status: 404 },
        );
      throw redirect(`/admin/indhold/personer?gendannet=${subject}#${subject}`, 303);
    }
    if (form?.get("intent") === "fjern") {
      await removeImage(runtime.db, "person", subject, person.name, staff);
      throw redirect(`/admin/indhold/personer?udgivet=${subject}#${subject}`, 303);
    }
    const file = form?.get("foto");
    const bytes = file instanceof File && file.size ? new Uint8Array(await file.arrayBuffer()) : undefined;
    const result = await uploadImage(runtime.db, { kind: "person", subject, label: person.name, alt, bytes }, staff);
    if (!result.ok) return data<ActionData>({ subject, field: result.field, error: result.error, alt }, { status: result.status });
    throw redirect(`/admin/indhold/personer?udgivet=${subject}#${subject}`, 303);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("Foto kunne ikke udgives", { ...errorFields(error), subject });
    return data<ActionData>({ subject, field: "foto", error: "Foto: billedet kunne ikke gemmes lige nu. Prøv igen om et øjeblik.", alt }, { status: 503 });
  }
}

export default function ContentPeople({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, people, done, restored, kept } = loaderData;
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/indhold" className="text-brand-700 underline">
          Indhold
        </Link>{" "}
        / Personer
      </p>
      <h1 className="mt-1 text-3xl font-bold text-navy-900">Personer og fotos</h1>
      <p className="mt-1 max-w-prose text-muted">
        Alle, sitet viser: holdet (Om os, Kontakt, bloggens forfattere) og de freelancere, der citeres på jobsiderne. Et foto erstatter monogrammet alle steder,
        personen står, få sekunder efter du har udgivet det. Brug et foto i stående format (4:5), mindst {portraitSourceMinimum.width}×
        {portraitSourceMinimum.height} px, højst {loaderData.maxMb} MB, som JPEG, PNG, WebP eller AVIF. Placering og andre oplysninger i filen (EXIF, GPS)
        fjernes. De seneste {kept} fotos af hver person gemmes, så et foto, der er udskiftet eller fjernet, kan gendannes med ét tryk.
      </p>
      {done && <Alert tone="ok">Fotoet af {done} er gemt. Siderne opdateres om få sekunder.</Alert>}
      {restored && <Alert tone="ok">Det tidligere foto af {restored} er gendannet. Siderne opdateres om få sekunder.</Alert>}
      {actionData?.error && <Alert>{actionData.error}</Alert>}
      <ul aria-label="Personer" className="mt-6 grid gap-4 lg:grid-cols-2">
        {people.map((person) => {
          const problem = actionData?.subject === person.slug ? actionData : undefined;
          return (
            <li key={person.slug} id={person.slug} data-person={person.slug} className="rounded-card bg-white p-5 shadow-card ring-1 ring-line">
              <div className="flex items-start gap-4">
                {person.photo ? (
                  <img src={person.photo.src} alt={person.photo.alt} width={64} height={64} className="h-16 w-16 flex-none rounded-2xl object-cover" />
                ) : (
                  <span aria-hidden="true" className="flex h-16 w-16 flex-none items-center justify-center rounded-2xl bg-paper text-sm text-muted">
                    intet foto
                  </span>
                )}
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold text-navy-900">{person.name}</h2>
                  <p className="text-sm text-muted">{person.role}</p>
                  <p className="text-xs text-muted">Vises på: {person.where}</p>
                  {person.photo && (
                    <p className="text-xs text-muted">
                      Foto udgivet {dateFormat.format(new Date(person.photo.at))}
                      {person.photo.by ? ` af ${person.photo.by}` : ""}
                    </p>
                  )}
                </div>
              </div>
              <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3" noValidate>
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="person" value={person.slug} />
                <ImageUploadFields
                  idPrefix={person.slug}
                  file={{ name: "foto", label: "Foto", accept: "image/jpeg,image/png,image/webp,image/avif" }}
                  alt={{ defaultValue: problem?.alt ?? person.photo?.alt ?? "", placeholder: `Fx: Portræt af ${person.name}` }}
                  problem={problem}
                  submitLabel="Udgiv foto"
                  removeLabel={person.photo ? "Fjern foto" : undefined}
                />
              </Form>
              <ImageHistory
                idPrefix={person.slug}
                csrf={csrf}
                subject={{ name: "person", value: person.slug }}
                versions={person.earlier}
                noun="fotos"
                kept={kept}
                thumbnail="square"
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
