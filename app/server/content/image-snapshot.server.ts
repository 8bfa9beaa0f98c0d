/**
 * The photos and logos of a content snapshot (app/server/content/snapshot.server.ts): the build's
 * files from content/images/ with the admin's uploads over them (app/server/content/images.server.ts),
 * and the clients who agreed to be named. Only the list is read here; a file's bytes are read when
 * its URL, /bilder/<hash>/<name>, is asked for.
 */
import { sql } from "drizzle-orm";
import { imagesFromManifest, type LogoEntry, type PhotoEntry, type SiteImages } from "../../content/image-slots.ts";
import { generatedImages } from "../../content/images.generated.ts";
import { resultRows, type Db } from "../platform/db.server.ts";
import type { ImageKind } from "./schema.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The images the build made from content/images/ (a repository's own photos): the start of the list. */
export const fileImages: SiteImages = imagesFromManifest(generatedImages);

/** The URL prefix of an image's files: /bilder/<hash>/ (+ square-64.avif …). */
export const imagePrefix = (hash: string) => `/bilder/${hash.slice(0, 32)}/`;

type ImageRow = { kind: ImageKind; subject: string; hash: string; alt: string; width: number | string; height: number | string };
type ClientRow = { case_id: string; named: boolean; name: string };

/** The uploaded images and the cases' consents over the build's files: what the snapshot carries. */
export function imagesFromRows(rows: readonly ImageRow[], clients: readonly ClientRow[] = []): SiteImages {
  const people: Record<string, PhotoEntry> = { ...fileImages.people };
  const logos: Record<string, LogoEntry> = { ...fileImages.logos };
  // A case's uploaded logo shows while its client agrees to be named.
  const agreed = new Set(clients.filter((row) => row.named).map((row) => row.case_id));
  for (const row of rows) {
    if (row.kind === "logo" && !agreed.has(row.subject)) continue;
    if (row.kind === "person") people[row.subject] = { src: imagePrefix(row.hash), alt: row.alt };
    else logos[row.subject] = { src: imagePrefix(row.hash), alt: row.alt, width: Number(row.width), height: Number(row.height) };
  }
  const named = Object.fromEntries(clients.filter((row) => row.named && row.name).map((row) => [row.case_id, row.name]));
  return { people, logos, ...(Object.keys(named).length && { clients: named }) };
}

/** Reads the list inside the snapshot's transaction (no bytes: those are read when a file is asked for). */
export async function readImages(tx: Db | Tx): Promise<SiteImages> {
  const rows = resultRows<ImageRow>(await tx.execute(sql`select kind, subject, hash, alt, width, height from content_images where current order by id`));
  const clients = resultRows<ClientRow>(await tx.execute(sql`select case_id, named, name from content_case_clients`));
  return imagesFromRows(rows, clients);
}
