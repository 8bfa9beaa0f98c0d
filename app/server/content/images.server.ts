/**
 * Photos of people and client logos uploaded in the admin (issue 36, item 4): checked by their
 * bytes, made into every crop, width and format by the same pipeline as the build
 * (./image-pipeline.server.ts), stored in the database (content_images + content_image_files, so
 * backup, restore and db:move carry them) and published like any content change: the version of
 * content_state moves in the same transaction, every instance's overlay renders the pages again
 * with the new list (docs/decisions/publishing.md, "Photos and logos").
 */
import { createHash } from "node:crypto";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { cases } from "../../content/cases.ts";
import { contactPeople, people as team } from "../../content/company.ts";
import { freelancePage } from "../../content/jobs.ts";
import { personSlug } from "../../content/image-slots.ts";
import { resultRows, type Db } from "../platform/db.server.ts";
import { recordHistory } from "../inbox/history.server.ts";
import {
  contentTypes,
  logoProblem,
  logoVariants,
  portraitProblem,
  portraitVariants,
  readMetadata,
  sniffImage,
  svgProblem,
  uprightSize,
  type ImageType,
} from "./image-pipeline.server.ts";
import { contentCaseClients, contentImageFiles, contentImages, type ImageKind } from "./schema.server.ts";
import { bumpContentState, type Actor } from "./store.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One line in the audit log (/admin/historik), in the transaction that publishes the change. */
function audit(
  tx: Tx,
  actor: Actor | null,
  event: string,
  kind: ImageKind | "case",
  subject: string,
  title: string,
  extra: Record<string, string | number> = {},
) {
  return recordHistory(tx, { actorId: actor?.userId ?? null, action: "content", detail: { event, kind, slug: subject, title, ...extra } });
}

/** The largest upload: a phone's full-size photo is 3-8 MB. server/main.ts reads bodies up to 12 MB on the upload pages, so a larger file still gets this message. */
export const maxImageBytes = 10 * 1024 * 1024;
const maxAltLength = 200;

export type SitePerson = { slug: string; name: string; role: string; where: string };

/**
 * The people the site shows: the team (all on /om-os; /kontakt's named contacts; the published
 * articles' authors on the blog) and the quoted freelancers (/freelance-telemarketing and the job
 * pages), each once, team first. `where` names only the pages the person is really on.
 */
export function sitePeople(
  jobs: readonly { title: string; testimonials: readonly { name: string; title: string }[] }[],
  authors: readonly string[],
): SitePerson[] {
  const list = new Map<string, { slug: string; name: string; role: string; pages: string[] }>();
  const onContact = new Set(contactPeople.map((person) => person.name));
  const writing = new Set(authors);
  for (const person of team) {
    const pages = ["Om os", ...(onContact.has(person.name) ? ["Kontakt"] : []), ...(writing.has(person.name) ? ["bloggen"] : [])];
    list.set(personSlug(person.name), { slug: personSlug(person.name), name: person.name, role: person.role, pages });
  }
  const quoted = (name: string, role: string, page: string) => {
    const slug = personSlug(name);
    const known = list.get(slug);
    if (!known) list.set(slug, { slug, name, role, pages: [page] });
    else if (!known.pages.includes(page)) known.pages.push(page);
  };
  for (const item of freelancePage.testimonials) quoted(item.name, item.title, "Alle stillinger");
  for (const job of jobs) for (const item of job.testimonials) quoted(item.name, item.title, job.title);
  const inWords = (pages: string[]) => (pages.length > 1 ? `${pages.slice(0, -1).join(", ")} og ${pages.at(-1)}` : pages[0]!);
  return [...list.values()].map(({ pages, ...person }) => ({ ...person, where: inWords(pages) }));
}

export type UploadResult = { ok: true; message: string; hash: string } | { ok: false; status: number; field: "foto" | "alt" | "logo"; error: string };

const refuse = (field: "foto" | "alt" | "logo", error: string, status = 422): Extract<UploadResult, { ok: false }> => ({ ok: false, status, field, error });

type Upload = { kind: ImageKind; subject: string; label: string; alt: string; bytes: Uint8Array | undefined };

/** An upload that passed every check, with every file the site needs made: ready to store. */
export type PreparedImage = {
  upload: Upload;
  alt: string;
  type: ImageType;
  source: Buffer;
  width: number;
  height: number;
  files: { name: string; contentType: string; body: Buffer }[];
  hash: string;
  bytes: number;
};

/** The hash an image is stored under: of its kind and its kept source (the bytes an export writes). */
export const imageHash = (kind: ImageKind, source: Uint8Array) => createHash("sha256").update(kind).update("\0").update(source).digest("hex");

/**
 * Checks and stores an upload as the subject's current image (the one before kept as an earlier version) and publishes it.
 * Refusals are Danish and name their field (Foto/Logo, Alternativ tekst); nothing is stored then.
 */
export async function uploadImage(db: Db, upload: Upload, actor: Actor): Promise<UploadResult> {
  const prepared = await prepareImage(upload);
  if (!prepared.ok) return prepared;
  await db.transaction((tx) => storeImage(tx, prepared.image, actor));
  return {
    ok: true,
    hash: prepared.image.hash,
    message: `${upload.kind === "person" ? "Fotoet" : "Logoet"} af ${upload.label} er udgivet. Siderne opdateres om få sekunder.`,
  };
}

/**
 * An upload's checks (alt text, size, type by its bytes, SVG without script, dimensions) and the
 * pipeline's files, without storing anything: the admin's upload and `npm run content -- import`
 * (./files.server.ts) both go through here.
 */
export async function prepareImage(upload: Upload): Promise<{ ok: true; image: PreparedImage } | Extract<UploadResult, { ok: false }>> {
  const field = upload.kind === "person" ? "foto" : "logo";
  const fieldName = upload.kind === "person" ? "Foto" : "Logo";
  const alt = upload.alt.trim().replace(/\s+/g, " ");
  if (!alt)
    return refuse(
      "alt",
      "Alternativ tekst: skriv, hvad billedet viser, fx »Portræt af Jonas Friis«. Den læses op for blinde og vises, hvis billedet ikke kan hentes.",
    );
  if (alt.length > maxAltLength) return refuse("alt", `Alternativ tekst: højst ${maxAltLength} tegn (der står ${alt.length}).`);
  if (/\.(jpe?g|png|webp|avif|svg|gif)$/i.test(alt) || /^(billede|foto|logo|image)$/i.test(alt))
    return refuse("alt", "Alternativ tekst: skriv, hvad billedet viser, ikke filens navn eller »billede«.");
  const bytes = upload.bytes ? Buffer.from(upload.bytes.buffer, upload.bytes.byteOffset, upload.bytes.byteLength) : undefined;
  if (!bytes?.length) return refuse(field, `${fieldName}: vælg en fil.`);
  if (bytes.length > maxImageBytes)
    return refuse(field, `${fieldName}: filen er ${(bytes.length / 1024 / 1024).toFixed(1)} MB; højst ${maxImageBytes / 1024 / 1024} MB.`, 413);
  const type: ImageType | undefined = sniffImage(bytes);
  if (!type || (type === "svg" && upload.kind === "person"))
    return refuse(
      field,
      `${fieldName}: filen er ikke et billede, vi kan bruge. Brug JPEG, PNG, WebP eller AVIF${upload.kind === "logo" ? " (eller SVG)" : ""}.`,
      415,
    );
  if (type === "svg") {
    const problem = svgProblem(bytes.toString("utf8"));
    if (problem)
      return refuse(field, `${fieldName}: ${problem}, så den er afvist. Gem logoet igen som ren SVG (uden scripts og eksterne filer) eller som PNG.`);
  }
  const meta = await readMetadata(bytes);
  if (!meta?.width || !meta.height) return refuse(field, `${fieldName}: filen kan ikke læses som et billede. Gem den igen som JPEG eller PNG.`, 415);

  // The source is kept upright and without its metadata (EXIF, GPS): re-encoded at high quality.
  const source =
    type === "svg"
      ? bytes
      : await (
          await import("sharp")
        )
          .default(bytes)
          .rotate()
          .toFormat(type === "avif" ? "avif" : type, type === "png" ? { compressionLevel: 9 } : { quality: 92 })
          .toBuffer();
  let width: number;
  let height: number;
  let variants;
  if (upload.kind === "person") {
    const problem = portraitProblem(meta);
    if (problem) return refuse(field, `${fieldName}: ${problem}.`);
    variants = portraitVariants(source);
    ({ width, height } = uprightSize(meta));
  } else {
    const problem = logoProblem(meta, type === "svg");
    if (problem) return refuse(field, `${fieldName}: ${problem}.`);
    const logo = logoVariants(source, meta, type === "svg");
    variants = logo.variants;
    ({ width, height } = logo);
  }
  const files = await Promise.all(
    variants.map(async (variant) => ({
      name: variant.name,
      contentType: contentTypes[variant.name.split(".").pop()!]!,
      body: await variant.make().toBuffer(),
    })),
  );
  const hash = imageHash(upload.kind, source);
  return { ok: true, image: { upload, alt, type, source, width, height, files, hash, bytes: bytes.length } };
}

/**
 * How many images a subject keeps, the current one included: an upload beyond it drops the oldest
 * earlier version (its files with it), so the database does not grow without bound. The admin says so.
 */
export const keptImageVersions = 10;

const ofSubject = (kind: ImageKind, subject: string) => and(eq(contentImages.kind, kind), eq(contentImages.subject, subject));

/**
 * Stores a prepared image as its subject's current one and publishes it (in the caller's
 * transaction). The one before stays as an earlier version, restorable; an earlier version with
 * the same bytes is replaced by this one, and the oldest beyond `keptImageVersions` are dropped.
 */
export async function storeImage(tx: Tx, image: PreparedImage, actor: Actor | null, options: { event?: string; bump?: boolean } = {}): Promise<void> {
  const { upload, hash, alt, type, source, width, height } = image;
  await tx.delete(contentImages).where(and(ofSubject(upload.kind, upload.subject), eq(contentImages.hash, hash)));
  await tx
    .update(contentImages)
    .set({ current: false })
    .where(and(ofSubject(upload.kind, upload.subject), eq(contentImages.current, true)));
  const [row] = await tx
    .insert(contentImages)
    .values({ kind: upload.kind, subject: upload.subject, hash, alt, sourceType: type, source, width, height, createdBy: actor?.userId ?? null })
    .returning({ id: contentImages.id });
  for (const file of image.files) await tx.insert(contentImageFiles).values({ imageId: row!.id, ...file });
  const kept = await tx
    .select({ id: contentImages.id })
    .from(contentImages)
    .where(ofSubject(upload.kind, upload.subject))
    .orderBy(desc(contentImages.createdAt), desc(contentImages.id))
    .limit(keptImageVersions);
  await tx.delete(contentImages).where(
    and(
      ofSubject(upload.kind, upload.subject),
      eq(contentImages.current, false),
      notInArray(
        contentImages.id,
        kept.map((version) => version.id),
      ),
    ),
  );
  if (options.bump ?? true) await bumpContentState(tx);
  await audit(tx, actor, options.event ?? "billede udgivet", upload.kind, upload.subject, upload.label, { hash: hash.slice(0, 16), alt, bytes: image.bytes });
}

/** Takes a subject's image off the site (the monogram, or no logo, again) and publishes that; the image stays as an earlier version. */
export async function removeImage(db: Db, kind: ImageKind, subject: string, label: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .update(contentImages)
      .set({ current: false })
      .where(and(ofSubject(kind, subject), eq(contentImages.current, true)))
      .returning({ hash: contentImages.hash });
    if (!gone.length) return false;
    await bumpContentState(tx);
    await audit(tx, actor, "billede fjernet", kind, subject, label, { hash: gone[0]!.hash.slice(0, 16) });
    return true;
  });
}

/**
 * Makes an earlier version of a subject's image (by its row id) the current one again and
 * publishes it like an upload; false when the subject has no such version (dropped meanwhile).
 */
export async function restoreImage(db: Db, kind: ImageKind, subject: string, versionId: number, label: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [version] = await tx
      .select({ id: contentImages.id, hash: contentImages.hash, alt: contentImages.alt, current: contentImages.current })
      .from(contentImages)
      .where(and(ofSubject(kind, subject), eq(contentImages.id, versionId)))
      .for("update");
    if (!version) return false;
    if (version.current) return true;
    await tx
      .update(contentImages)
      .set({ current: false })
      .where(and(ofSubject(kind, subject), eq(contentImages.current, true)));
    await tx.update(contentImages).set({ current: true }).where(eq(contentImages.id, version.id));
    await bumpContentState(tx);
    await audit(tx, actor, "billede gendannet", kind, subject, label, { hash: version.hash.slice(0, 16), alt: version.alt });
    return true;
  });
}

/** Sets whether a case names its client, and the name; published like an upload. */
export async function setCaseClient(db: Db, caseId: string, named: boolean, name: string, actor: Actor): Promise<UploadResult> {
  const clean = name.trim().replace(/\s+/g, " ");
  if (named && !clean) return { ok: false, status: 422, field: "logo", error: "Kundens navn: skriv navnet, når kunden har sagt ja til at blive nævnt." };
  if (clean.length > 80) return { ok: false, status: 422, field: "logo", error: "Kundens navn: højst 80 tegn." };
  await db.transaction((tx) => storeCaseClient(tx, caseId, named, clean, actor));
  return { ok: true, hash: "", message: named ? `Casen nævner nu ${clean}.` : "Casen nævner ikke kunden." };
}

/** Stores a case's consent (name already checked) and publishes it, in the caller's transaction. */
export async function storeCaseClient(tx: Tx, caseId: string, named: boolean, name: string, actor: Actor | null, bump = true): Promise<void> {
  const label = cases.find((item) => item.id === caseId)?.title ?? caseId;
  const by = actor?.userId ?? null;
  await tx
    .insert(contentCaseClients)
    .values({ caseId, named, name, updatedBy: by })
    .onConflictDoUpdate({ target: contentCaseClients.caseId, set: { named, name, updatedBy: by, updatedAt: sql`now()` } });
  if (bump) await bumpContentState(tx);
  await audit(tx, actor, named ? "kunde navngivet" : "kunde ikke navngivet", "case", caseId, label, { name });
}

/**
 * One file of an uploaded image by its URL's hash and name, or undefined. The public route serves
 * the current images only (a removed or replaced photo is gone from the site); the admin's
 * thumbnails of earlier versions ask with `earlier`.
 */
export async function imageFile(
  db: Db,
  hash: string,
  name: string,
  options: { earlier?: boolean } = {},
): Promise<{ contentType: string; body: Buffer } | undefined> {
  if (!/^[0-9a-f]{32}$/.test(hash) || !/^[a-z0-9-]{1,40}\.(avif|webp|jpg|png)$/.test(name)) return undefined;
  const [file] = await db
    .select({ contentType: contentImageFiles.contentType, body: contentImageFiles.body })
    .from(contentImageFiles)
    .innerJoin(contentImages, eq(contentImages.id, contentImageFiles.imageId))
    .where(and(sql`left(${contentImages.hash}, 32) = ${hash}`, eq(contentImageFiles.name, name), options.earlier ? undefined : eq(contentImages.current, true)))
    .limit(1);
  return file;
}

/**
 * The HTTP answer for `imageFile`'s result: the file with its type, length and the route's cache
 * policy, or a plain 404 that is never cached (a restore may bring the image back).
 */
export function imageResponse(file: { contentType: string; body: Buffer } | undefined, cacheControl: string): Response {
  if (!file)
    return new Response("Billedet findes ikke.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Cache-Control": cacheControl,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** One kept image of a subject, for the admin's lists. */
export type ImageVersion = { id: number; hash: string; alt: string; createdAt: Date; by: string | null };

/**
 * The uploaded images with who uploaded them and when, for the admin's lists: per subject the
 * current one (absent after »Fjern«) and the earlier versions, newest first.
 */
export async function listImages(db: Db, kind: ImageKind): Promise<Map<string, { current?: ImageVersion; earlier: ImageVersion[] }>> {
  const rows = resultRows<{ id: number; subject: string; hash: string; alt: string; created_at: Date | string; by: string | null; current: boolean }>(
    await db.execute(
      sql`select i.id, i.subject, i.hash, i.alt, i.created_at, i.current, s.display_name as by from content_images i left join staff_users s on s.id = i.created_by where i.kind = ${kind} order by i.created_at desc, i.id desc`,
    ),
  );
  const list = new Map<string, { current?: ImageVersion; earlier: ImageVersion[] }>();
  for (const row of rows) {
    const entry = list.get(row.subject) ?? { earlier: [] };
    const version = { id: Number(row.id), hash: row.hash, alt: row.alt, createdAt: new Date(row.created_at), by: row.by };
    if (row.current) entry.current = version;
    else entry.earlier.push(version);
    list.set(row.subject, entry);
  }
  return list;
}

/** The cases' consents, for the admin's list. */
export async function listCaseClients(db: Db): Promise<Map<string, { named: boolean; name: string }>> {
  const rows = await db.select().from(contentCaseClients);
  return new Map(rows.map((row) => [row.caseId, { named: row.named, name: row.name }]));
}
