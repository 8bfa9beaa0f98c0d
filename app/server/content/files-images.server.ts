/**
 * Photos and logos as files (issue 36), the images part of `npm run content -- export/import`
 * (./files.server.ts). An export writes each uploaded image to `billeder/` as the source the store
 * keeps (the upload upright and without its metadata, ./images.server.ts; the original bytes are
 * not kept) — `person-<subject>.jpg`, `logo-<case>.svg` … — beside a small JSON with its kind,
 * subject, alt text and, for a case's logo, whether the client agreed to be named and the name. A
 * case whose consent is stored without a logo gets the JSON alone (`file` and `alt` null).
 *
 * An import runs every image whose bytes or alt text differ from the store through the admin's
 * upload (`prepareImage`: alt text, size, type by its bytes, SVG without script, dimensions, the
 * pipeline's files) before anything is written; the store is then changed in the import's
 * transaction, all or nothing with the rest of the folder. An image the store already holds (same
 * hash of its kind and bytes, same alt text) and an unchanged consent are left alone: no version,
 * no audit line. Images the folder does not hold are left alone too, and listed.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { cases } from "../../content/cases.ts";
import type { Db } from "../platform/db.server.ts";
import { imagesFolder, stableJson, type ImportReport } from "./files.server.ts";
import type { PreparedImage } from "./images.server.ts";
import { contentCaseClients, contentImages, imageKinds, type ImageKind } from "./schema.server.ts";
import type { Actor } from "./store.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const extensions: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif", svg: "svg" };
const subjectPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
type Client = { named: boolean; name: string };

/** One image's JSON, as written and read. */
type ImageFile = { kind: ImageKind; subject: string; alt: string | null; file: string | null; client?: Client | null };

/** Writes every uploaded image and every case's consent to `dir/billeder/`; returns how many of each kind. */
export async function exportImages(db: Db, dir: string): Promise<Record<string, number>> {
  const images = await db
    .select({
      kind: contentImages.kind,
      subject: contentImages.subject,
      alt: contentImages.alt,
      sourceType: contentImages.sourceType,
      source: contentImages.source,
    })
    .from(contentImages)
    .where(eq(contentImages.current, true))
    .orderBy(contentImages.kind, contentImages.subject);
  const clients = new Map((await db.select().from(contentCaseClients)).map((row) => [row.caseId, { named: row.named, name: row.name }]));
  const folder = path.join(dir, imagesFolder);
  const counts: Record<string, number> = {};
  const write = (entry: ImageFile, bytes?: Uint8Array) => {
    mkdirSync(folder, { recursive: true });
    if (entry.file && bytes) writeFileSync(path.join(folder, entry.file), bytes);
    writeFileSync(path.join(folder, `${entry.kind}-${entry.subject}.json`), stableJson(entry));
  };
  for (const image of images) {
    const file = `${image.kind}-${image.subject}.${extensions[image.sourceType] ?? image.sourceType}`;
    const client = image.kind === "logo" ? (clients.get(image.subject) ?? null) : undefined;
    write({ kind: image.kind, subject: image.subject, alt: image.alt, file, ...(client !== undefined && { client }) }, image.source);
    counts[image.kind] = (counts[image.kind] ?? 0) + 1;
  }
  const withLogo = new Set(images.filter((image) => image.kind === "logo").map((image) => image.subject));
  for (const [caseId, client] of [...clients].sort(([a], [b]) => a.localeCompare(b)))
    if (!withLogo.has(caseId)) write({ kind: "logo", subject: caseId, alt: null, file: null, client });
  return counts;
}

type Planned = { id: string; isNew: boolean; image?: PreparedImage; client?: { caseId: string; value: Client; isNew: boolean } };

/** What an import will do with the folder's images, or the problems that stop it. */
export type ImportedImages = { planned: Planned[]; unchanged: number; untouched: string[]; problems: string[] };

/** Reads `dir/billeder/`, checks every new or changed image as an upload, and writes nothing. */
export async function importImagesPrepare(db: Db, dir: string): Promise<ImportedImages> {
  const result: ImportedImages = { planned: [], unchanged: 0, untouched: [], problems: [] };
  const folder = path.join(dir, imagesFolder);
  let names: string[] = [];
  try {
    if (statSync(folder).isDirectory()) names = readdirSync(folder).sort();
  } catch {
    /* no images in the folder */
  }
  const rows = await db
    .select({ kind: contentImages.kind, subject: contentImages.subject, hash: contentImages.hash, alt: contentImages.alt })
    .from(contentImages)
    .where(eq(contentImages.current, true));
  const clientRows = new Map((await db.select().from(contentCaseClients)).map((row) => [row.caseId, { named: row.named, name: row.name }]));
  const stored = new Map(rows.map((row) => [`${row.kind}/${row.subject}`, row]));
  const seen = new Set<string>();
  const referenced = new Set<string>();
  const problem = (file: string, message: string) => result.problems.push(`${path.join(imagesFolder, file)}: ${message}`);
  // Loaded when there are images: the upload module reads the job list, which needs Vite's glob (the CLI registers scripts/glob-hooks.ts).
  const upload = names.length ? await import("./images.server.ts") : undefined;
  let people: Map<string, string> | undefined;
  const personName = async (subject: string) => {
    if (!people) {
      const snapshot = await (await import("./snapshot.server.ts")).loadSnapshot(db);
      people = new Map(upload!.sitePeople([...snapshot.jobs, ...snapshot.closedJobs], []).map((person) => [person.slug, person.name]));
    }
    return people.get(subject);
  };

  for (const name of names.filter((candidate) => candidate.endsWith(".json"))) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(readFileSync(path.join(folder, name), "utf8")) as Record<string, unknown>;
    } catch (error) {
      problem(name, `ikke gyldig JSON (${error instanceof Error ? error.message : error}).`);
      continue;
    }
    if (!data || typeof data !== "object" || Array.isArray(data)) {
      problem(name, "filen skal indeholde ét objekt.");
      continue;
    }
    const unknownKeys = Object.keys(data).filter((key) => !["kind", "subject", "alt", "file", "client"].includes(key));
    if (unknownKeys.length) problem(name, `felter, formatet ikke kender: ${unknownKeys.join(", ")}.`);
    const kind = data.kind as ImageKind;
    if (!imageKinds.includes(kind)) {
      problem(name, `kind skal være "person" (foto) eller "logo" (står: ${JSON.stringify(data.kind)}).`);
      continue;
    }
    const subject = typeof data.subject === "string" ? data.subject : "";
    if (!subjectPattern.test(subject)) {
      problem(name, `subject skal være små bogstaver, tal og bindestreger (står: ${JSON.stringify(data.subject)}).`);
      continue;
    }
    if (name !== `${kind}-${subject}.json`) problem(name, `filen skal hedde ${kind}-${subject}.json.`);
    const id = `${kind}/${subject}`;
    seen.add(id);
    const label = kind === "logo" ? cases.find((item) => item.id === subject)?.title : await personName(subject);
    if (!label) {
      problem(name, kind === "logo" ? `subject: sitet har ingen case med id "${subject}".` : `subject: sitet viser ingen person med slug "${subject}".`);
      continue;
    }

    // The client's consent (a case's logo only).
    let client: Planned["client"];
    if (data.client !== undefined && data.client !== null) {
      const value = data.client as Partial<Client>;
      const clean = typeof value.name === "string" ? value.name.trim().replace(/\s+/g, " ") : undefined;
      if (kind !== "logo") problem(name, "client: kun en cases logo kan nævne en kunde.");
      else if (typeof value.named !== "boolean" || clean === undefined) problem(name, 'client skal være { "named": true/false, "name": "…" } eller null.');
      else if (value.named && !clean) problem(name, "client, Kundens navn: skriv navnet, når kunden har sagt ja til at blive nævnt.");
      else if (clean.length > 80) problem(name, "client, Kundens navn: højst 80 tegn.");
      else {
        const before = clientRows.get(subject);
        if (!before || before.named !== value.named || before.name !== clean)
          client = { caseId: subject, value: { named: value.named, name: clean }, isNew: !before };
      }
    }

    // The image itself.
    let image: PreparedImage | undefined;
    if (data.file === null || data.file === undefined) {
      if (data.alt !== null && data.alt !== undefined) problem(name, "alt uden file: angiv billedfilen, eller sæt alt til null.");
      if (kind === "person") problem(name, "file: et foto skal have sin billedfil.");
    } else if (typeof data.file !== "string" || !/^[a-z0-9-]+\.[a-z]+$/.test(data.file) || !data.file.startsWith(`${kind}-${subject}.`)) {
      problem(name, `file skal være navnet på billedfilen ved siden af, ${kind}-${subject}.<endelse> (står: ${JSON.stringify(data.file)}).`);
    } else {
      referenced.add(data.file);
      let bytes: Buffer | undefined;
      try {
        bytes = readFileSync(path.join(folder, data.file));
      } catch {
        problem(name, `file: ${data.file} findes ikke i mappen ${imagesFolder}/.`);
      }
      const alt = typeof data.alt === "string" ? data.alt : "";
      const row = stored.get(id);
      const same = bytes && row && row.hash === upload!.imageHash(kind, bytes) && row.alt === alt.trim().replace(/\s+/g, " ");
      if (bytes && !same) {
        const prepared = await upload!.prepareImage({ kind, subject, label, alt, bytes });
        if (prepared.ok) image = prepared.image;
        else problem(prepared.field === "alt" ? name : data.file, `${prepared.error}`);
      }
    }
    if (image || client) result.planned.push({ id, isNew: !stored.has(id), image, client });
    else result.unchanged++;
  }
  for (const name of names)
    if (!name.endsWith(".json") && !referenced.has(name)) problem(name, "ingen JSON-fil i mappen nævner denne fil (hver billedfil skal have sin <navn>.json).");
  for (const row of rows) if (!seen.has(`${row.kind}/${row.subject}`)) result.untouched.push(`${row.kind}/${row.subject}`);
  return result;
}

/** Stores what `importImagesPrepare` planned, in the import's transaction; true when visitors will see a change. */
export async function storeImportedImages(tx: Tx, images: ImportedImages, actor: Actor | null, report: ImportReport): Promise<boolean> {
  if (!images.planned.length && !images.unchanged && !images.untouched.length) return false;
  const { storeImage, storeCaseClient } = await import("./images.server.ts");
  for (const planned of images.planned) {
    if (planned.image) await storeImage(tx, planned.image, actor, { event: "importeret", bump: false });
    if (planned.client) await storeCaseClient(tx, planned.client.caseId, planned.client.value.named, planned.client.value.name, actor, false);
    (planned.isNew ? report.created : report.changed).push(planned.id);
  }
  report.unchanged += images.unchanged;
  report.untouched.push(...images.untouched);
  return images.planned.length > 0;
}
