/**
 * Photos and logos uploaded in the admin (issue 36, item 4) against the database, on PGlite and
 * on PostgreSQL (TEST_DATABASE_URL): checked by their bytes, stored with every generated file,
 * metadata (GPS) gone, published with the content version, listed by the snapshot, served by
 * hash, and recorded in the audit log. A refusal stores nothing and moves no version. Earlier
 * photos are kept (at most keptImageVersions per person) and restored in one call.
 */
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { auditLog } from "../../app/server/inbox/history.server.ts";
import {
  imageFile,
  imageHash,
  keptImageVersions,
  listCaseClients,
  listImages,
  prepareImage,
  removeImage,
  restoreImage,
  setCaseClient,
  sitePeople,
  storeImage,
  uploadImage,
} from "../../app/server/content/images.server.ts";
import { contentImageFiles, contentImages } from "../../app/server/content/schema.server.ts";
import { loadSnapshot, readContentVersion } from "../../app/server/content/snapshot.server.ts";
import { resultRows } from "../../app/server/platform/db.server.ts";
import { staffUsers } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { scaled } from "../support/scaled.ts";

/** A phone photo as it comes: JPEG, 900×1125, with the camera's make and where it was taken (EXIF GPS). */
async function phonePhoto(width = 900, height = 1125): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e2e8f0"/><circle cx="${width / 2}" cy="${height * 0.35}" r="${width * 0.2}" fill="#0b1f3a"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg()
    .withExif({
      IFD0: { Make: "Testphone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "55/1 40/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "12/1 34/1 10/1" },
    })
    .toBuffer();
}

/** The GPSInfo pointer (tag 0x8825, type LONG) in little-endian EXIF, as sharp writes it. */
const hasGps = (exif: Buffer | undefined) => !!exif && exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]));

describe.each(engines())("uploaded photos and logos on $name", (engine) => {
  let database: TestDatabase;
  let editor: { userId: string };
  beforeAll(async () => {
    database = await engine.open();
    await upsertStaffUser(database.db, "redaktoer@salgskraft.dk", "korrekt-hest-batteri-haefteklamme");
    const [row] = await database.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, "redaktoer@salgskraft.dk"));
    await database.db.update(staffUsers).set({ role: "editor" }).where(eq(staffUsers.id, row!.id));
    editor = { userId: row!.id };
  }, scaled(60_000));
  afterAll(() => database?.close());

  it("lists the people the site shows: the team and the quoted freelancers, each once", async () => {
    const snapshot = await loadSnapshot(database.db);
    const people = sitePeople(snapshot.jobs, []);
    expect(people.map((person) => person.name)).toEqual(expect.arrayContaining(["Jonas Friis", "Lucía Navarro Holm", "Julie Andersen", "Louise Winther"]));
    expect(new Set(people.map((person) => person.slug)).size).toBe(people.length);
  });

  it("stores a photo with every crop and format, GPS gone, publishes it and serves it by hash", async () => {
    const photo = await phonePhoto();
    expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const before = await readContentVersion(database.db);
    const result = await uploadImage(
      database.db,
      { kind: "person", subject: "jonas-friis", label: "Jonas Friis", alt: "Jonas Friis ved sit skrivebord", bytes: photo },
      editor,
    );
    expect(result).toMatchObject({ ok: true });
    expect(await readContentVersion(database.db)).toBe(before + 1);

    const files = await database.db.select({ name: contentImageFiles.name, body: contentImageFiles.body }).from(contentImageFiles);
    expect(files.map((file) => file.name).sort()).toEqual(
      ["square-64", "square-128", "square-192", "portrait-96", "portrait-192", "portrait-288"]
        .flatMap((name) => ["avif", "webp", "jpg"].map((ext) => `${name}.${ext}`))
        .sort(),
    );
    for (const file of files) {
      const meta = await sharp(file.body).metadata();
      expect(meta.exif, file.name).toBeUndefined();
    }
    const [stored] = await database.db.select().from(contentImages);
    expect(stored).toMatchObject({ kind: "person", subject: "jonas-friis", sourceType: "jpeg", width: 900, height: 1125 });
    expect(hasGps((await sharp(stored!.source).metadata()).exif)).toBe(false);
    expect((await sharp(stored!.source).metadata()).exif).toBeUndefined();

    const snapshot = await loadSnapshot(database.db);
    const entry = snapshot.images?.people["jonas-friis"];
    expect(entry).toEqual({ src: `/bilder/${stored!.hash.slice(0, 32)}/`, alt: "Jonas Friis ved sit skrivebord" });
    const served = await imageFile(database.db, stored!.hash.slice(0, 32), "square-128.jpg");
    expect(served?.contentType).toBe("image/jpeg");
    expect((await sharp(served!.body).metadata()).width).toBe(128);
    expect(await imageFile(database.db, stored!.hash.slice(0, 32), "../../etc/passwd")).toBeUndefined();

    // The admin's list: who uploaded it.
    expect((await listImages(database.db, "person")).get("jonas-friis")).toMatchObject({
      current: { alt: "Jonas Friis ved sit skrivebord", by: expect.any(String) },
      earlier: [],
    });

    const [line] = await auditLog(database.db);
    expect(line).toMatchObject({ action: "content", detail: { event: "billede udgivet", kind: "person", slug: "jonas-friis", title: "Jonas Friis" } });
  });

  it("refuses, in Danish and naming the field, what it cannot use, and stores nothing", async () => {
    const version = await readContentVersion(database.db);
    const count = async () => resultRows<{ n: string }>(await database.db.execute(sql`select count(*)::text as n from content_images`))[0]!.n;
    const rows = await count();
    const person = { kind: "person" as const, subject: "sofie-kragh", label: "Sofie Kragh" };
    const cases: [Parameters<typeof uploadImage>[1], string, string][] = [
      [{ ...person, alt: "", bytes: await phonePhoto() }, "alt", "Alternativ tekst"],
      [{ ...person, alt: "IMG_2041.jpg", bytes: await phonePhoto() }, "alt", "Alternativ tekst"],
      [{ ...person, alt: "Sofie Kragh", bytes: undefined }, "foto", "Foto: vælg en fil"],
      [{ ...person, alt: "Sofie Kragh", bytes: await phonePhoto(400, 500) }, "foto", "Foto: portrættet er 400×500 px; det skal være mindst 800×1000 px"],
      [{ ...person, alt: "Sofie Kragh", bytes: Buffer.from("<!doctype html><script>alert(1)</script>") }, "foto", "Foto: filen er ikke et billede"],
      [
        { ...person, alt: "Sofie Kragh", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"/>') },
        "foto",
        "Foto: filen er ikke et billede",
      ],
      [{ ...person, alt: "Sofie Kragh", bytes: Buffer.alloc(11 * 1024 * 1024, 0xff) }, "foto", "højst 10 MB"],
      [
        {
          kind: "logo",
          subject: "saas-hr",
          label: "HR",
          alt: "Logo: Firma",
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
        "logo",
        "Logo: SVG-filen indeholder et script",
      ],
    ];
    for (const [upload, field, message] of cases) {
      const result = await uploadImage(database.db, upload, editor);
      expect(result, message).toMatchObject({ ok: false, field });
      expect(!result.ok && result.error, message).toContain(message);
    }
    expect(await count()).toBe(rows);
    expect(await readContentVersion(database.db)).toBe(version);
  });

  it("a logo (SVG) shows once its client agrees to be named; removing a photo brings the monogram back", async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100"><rect width="300" height="100" rx="12" fill="#0b1f3a"/></svg>`,
    );
    expect(await uploadImage(database.db, { kind: "logo", subject: "saas-hr", label: "HR", alt: "Logo: Personalia A/S", bytes: svg }, editor)).toMatchObject({
      ok: true,
    });
    expect((await loadSnapshot(database.db)).images?.logos["saas-hr"]).toBeUndefined();
    expect(await setCaseClient(database.db, "saas-hr", true, "Personalia A/S", editor)).toMatchObject({ ok: true });
    const snapshot = await loadSnapshot(database.db);
    expect(snapshot.images?.logos["saas-hr"]).toMatchObject({ width: 120, height: 40, alt: "Logo: Personalia A/S" });
    expect(snapshot.images?.clients).toEqual({ "saas-hr": "Personalia A/S" });
    expect((await listCaseClients(database.db)).get("saas-hr")).toEqual({ named: true, name: "Personalia A/S" });

    const removed = (await listImages(database.db, "person")).get("jonas-friis")!.current!;
    expect(await removeImage(database.db, "person", "jonas-friis", "Jonas Friis", editor)).toBe(true);
    expect((await loadSnapshot(database.db)).images?.people["jonas-friis"]).toBeUndefined();
    // Off the site (the public URL answers 404), kept to restore: the admin's thumbnail still has it.
    expect(await imageFile(database.db, removed.hash.slice(0, 32), "square-128.jpg")).toBeUndefined();
    expect(await imageFile(database.db, removed.hash.slice(0, 32), "square-128.jpg", { earlier: true })).toMatchObject({ contentType: "image/jpeg" });
    expect((await listImages(database.db, "person")).get("jonas-friis")).toEqual({ earlier: [expect.objectContaining({ hash: removed.hash })] });
  });

  it("keeps every earlier photo: replace A with B, restore A in one press, the site follows; at most keptImageVersions per person", async () => {
    const person = { kind: "person" as const, subject: "julie-andersen", label: "Julie Andersen" };
    const a = await uploadImage(database.db, { ...person, alt: "Julie Andersen i mødelokalet", bytes: await phonePhoto(960, 1200) }, editor);
    const b = await uploadImage(database.db, { ...person, alt: "Julie Andersen ved vinduet", bytes: await phonePhoto(1000, 1250) }, editor);
    if (!a.ok || !b.ok) throw new Error("upload refused");
    expect(a.hash).not.toBe(b.hash);
    const shown = async () => (await loadSnapshot(database.db)).images?.people[person.subject];
    expect(await shown()).toEqual({ src: `/bilder/${b.hash.slice(0, 32)}/`, alt: "Julie Andersen ved vinduet" });
    expect(await imageFile(database.db, a.hash.slice(0, 32), "square-128.jpg")).toBeUndefined();

    // The list: B current, A kept with who and when.
    let list = (await listImages(database.db, "person")).get(person.subject)!;
    expect(list.current).toMatchObject({ hash: b.hash, by: expect.any(String) });
    expect(list.earlier).toEqual([expect.objectContaining({ hash: a.hash, alt: "Julie Andersen i mødelokalet", by: expect.any(String) })]);

    // Restore A: published like an upload (the content version moves), the site shows A, B is kept.
    const version = await readContentVersion(database.db);
    expect(await restoreImage(database.db, "person", person.subject, list.earlier[0]!.id, person.label, editor)).toBe(true);
    expect(await readContentVersion(database.db)).toBe(version + 1);
    expect(await shown()).toEqual({ src: `/bilder/${a.hash.slice(0, 32)}/`, alt: "Julie Andersen i mødelokalet" });
    expect(await imageFile(database.db, a.hash.slice(0, 32), "square-128.jpg")).toMatchObject({ contentType: "image/jpeg" });
    expect(await imageFile(database.db, b.hash.slice(0, 32), "square-128.jpg")).toBeUndefined();
    list = (await listImages(database.db, "person")).get(person.subject)!;
    expect(list.current?.hash).toBe(a.hash);
    expect(list.earlier.map((item) => item.hash)).toEqual([b.hash]);
    const [line] = await auditLog(database.db);
    expect(line).toMatchObject({ action: "content", detail: { event: "billede gendannet", kind: "person", slug: person.subject, title: "Julie Andersen" } });

    // Another subject's version, or one that is gone, restores nothing and moves no version.
    const other = (await listImages(database.db, "person")).get("jonas-friis")!.earlier[0]!;
    expect(await restoreImage(database.db, "person", person.subject, other.id, person.label, editor)).toBe(false);
    expect(await restoreImage(database.db, "person", person.subject, 999_999, person.label, editor)).toBe(false);
    expect(await readContentVersion(database.db)).toBe(version + 1);

    // The cap: twelve more uploads keep the newest keptImageVersions (the current one included); A and B, the oldest, are dropped with their files.
    const prepared = await prepareImage({ ...person, alt: "Julie Andersen", bytes: await phonePhoto() });
    if (!prepared.ok) throw new Error("prepare refused");
    for (let i = 0; i < 12; i++) {
      const source = Buffer.concat([prepared.image.source, Buffer.from([i])]);
      await database.db.transaction((tx) =>
        storeImage(tx, { ...prepared.image, alt: `Julie Andersen ${i}`, source, hash: imageHash("person", source) }, editor),
      );
    }
    list = (await listImages(database.db, "person")).get(person.subject)!;
    expect(list.current?.alt).toBe("Julie Andersen 11");
    expect(list.earlier).toHaveLength(keptImageVersions - 1);
    expect(list.earlier.map((item) => item.alt)).toEqual(Array.from({ length: keptImageVersions - 1 }, (_, i) => `Julie Andersen ${10 - i}`));
    const rows = resultRows<{ n: string; files: string }>(
      await database.db.execute(
        sql`select count(*)::text as n, (select count(*) from content_image_files f join content_images i on i.id = f.image_id where i.subject = 'julie-andersen')::text as files from content_images where subject = 'julie-andersen'`,
      ),
    )[0]!;
    expect(Number(rows.n)).toBe(keptImageVersions);
    expect(Number(rows.files)).toBe(keptImageVersions * prepared.image.files.length);
    expect(await imageFile(database.db, a.hash.slice(0, 32), "square-128.jpg", { earlier: true })).toBeUndefined();
  });
});
