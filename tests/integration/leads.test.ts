/**
 * Issue 37, item 5 on both engines: a lead made by hand (no mail to the person or staff, the
 * webhook, its history, joined to the person's contact) and an imported list (CSV with ; or , with
 * or without BOM, Windows-1252, .xlsx; the columns guessed from Danish and English headers; refused
 * rows with their reasons; matches to existing contacts and within the file; a second import of the
 * same file adds nothing; 10,000 rows in under a minute; one webhook per created lead).
 */
import { eq, inArray, sql } from "drizzle-orm";
import writeExcelFile from "write-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactTimeline, contactOf } from "../../app/server/inbox/contacts.server.ts";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import { enquiryHistoryOf } from "../../app/server/inbox/history.server.ts";
import { listSubmissions, parseFilters } from "../../app/server/inbox/inbox.server.ts";
import { toCsv, exportRows } from "../../app/server/inbox/csv.server.ts";
import {
  cleanCell,
  getImport,
  parseUpload,
  phoneKey,
  planImport,
  pruneLeadImports,
  reportCsv,
  runImport,
  saveUpload,
  type ParsedFile,
} from "../../app/server/leads/import.server.ts";
import { createLead, newFormKey, parseLead, type LeadInput } from "../../app/server/leads/leads.server.ts";
import { guessMapping } from "../../app/forms/lead.ts";
import { contactSubmissions, leadImports, outbox, staffUsers } from "../../app/server/schema.server.ts";
import { addWebhook, checkWebhook, deliverDueWebhooks } from "../../app/server/webhooks/webhooks.server.ts";
import { resultRows } from "../../app/server/platform/db.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startReceiver } from "./support/webhook-receivers.ts";
import { scaled } from "../support/scaled.ts";

const sessionSecret = "a-session-secret-of-at-least-32-characters";
const siteUrl = "https://www.salgskraft.dk";
const notify = { to: "indbakke@salgskraft.dk", siteUrl, secret: sessionSecret };
const encoder = new TextEncoder();

function lead(overrides: Partial<Record<keyof LeadInput, string>> = {}): LeadInput {
  const parsed = parseLead({
    name: "Peter Juhl",
    company: "Juhl VVS ApS",
    email: "",
    phone: "+45 40 50 60 70",
    message: "Ringede ind om mødebooking",
    interest: "business",
    channel: "Telefon",
    assignee: "",
    formKey: newFormKey(),
    ...overrides,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.lead;
}

async function parsed(name: string, bytes: Uint8Array): Promise<ParsedFile> {
  const result = await parseUpload(name, bytes);
  if (!result.ok) throw new Error(result.error);
  return result.file;
}

describe("reading a list", () => {
  it("reads CSV with semicolons and a BOM, with commas and none, and Windows-1252 from Excel", async () => {
    const semicolon = await parsed("liste.csv", encoder.encode("\uFEFFNavn;Firma;E-mail;Telefon\r\nSøren Ørum;Åby Å/S;soren@aaby.dk;20 30 40 50\r\n"));
    expect(semicolon).toEqual({ header: ["Navn", "Firma", "E-mail", "Telefon"], rows: [["Søren Ørum", "Åby Å/S", "soren@aaby.dk", "20 30 40 50"]] });
    const comma = await parsed("list.csv", encoder.encode('Name,Company,Email,Phone\n"Hansen, Lise","Lise, Co",lise@co.dk,+4511223344\n'));
    expect(comma.rows).toEqual([["Hansen, Lise", "Lise, Co", "lise@co.dk", "+4511223344"]]);
    const latin = await parsed(
      "excel.csv",
      Uint8Array.from([...Buffer.from("Navn;Telefon\r\n", "latin1"), ...Buffer.from("Bjørn Ærø;12345678\r\n", "latin1")]),
    );
    expect(latin.rows).toEqual([["Bjørn Ærø", "12345678"]]);
  });

  it("reads the first sheet of an .xlsx file, numbers as digits", async () => {
    const bytes = await writeExcelFile([
      ["Fornavn", "Efternavn", "Virksomhed", "Mobil", "Mail"],
      ["Anne", "Kjær", "Kjær Revision", 22334455, "anne@kjaer.dk"],
    ]).toBuffer();
    const file = await parsed("liste.xlsx", new Uint8Array(bytes));
    expect(file.rows).toEqual([["Anne", "Kjær", "Kjær Revision", "22334455", "anne@kjaer.dk"]]);
    expect(guessMapping(file.header)).toMatchObject({ firstName: 0, lastName: 1, company: 2, phone: 3, email: 4, name: null });
  });

  it("guesses the columns from Danish and English headers", () => {
    expect(guessMapping(["Navn", "Firma", "E-mail", "Tlf.", "Besked"])).toEqual({
      name: 0,
      company: 1,
      email: 2,
      phone: 3,
      message: 4,
      firstName: null,
      lastName: null,
    });
    expect(guessMapping(["Company name", "Contact", "E-mail address", "Phone number", "Notes"])).toMatchObject({
      company: 0,
      name: 1,
      email: 2,
      phone: 3,
      message: 4,
    });
    expect(guessMapping(["virksomhed", "kontaktperson", "mobilnummer", "bemærkninger"])).toMatchObject({
      company: 0,
      name: 1,
      phone: 2,
      message: 3,
      email: null,
    });
  });

  it("cleans formula cells and control characters; phone numbers keep their +", () => {
    expect(cleanCell('=HYPERLINK("http://x","Klik")')).toBe('HYPERLINK("http://x","Klik")');
    expect(cleanCell("@SUM(A1)")).toBe("SUM(A1)");
    expect(cleanCell("+45 20 30 40 50")).toBe("+45 20 30 40 50");
    expect(cleanCell("Lars\u0000\u200B Bo\u202E\u0007")).toBe("Lars Bo");
    expect(cleanCell("linje 1\r\nlinje 2\ttab")).toBe("linje 1\nlinje 2 tab");
  });

  it("refuses in Danish: too big, too many rows, empty, old .xls, not a spreadsheet", async () => {
    const tooBig = await parseUpload("stor.csv", new Uint8Array(5 * 1024 * 1024 + 1));
    expect(tooBig).toEqual({ ok: false, error: expect.stringContaining("Filen er for stor") });
    const rows = ["Navn;Telefon", ...Array.from({ length: 10_001 }, (_, i) => `Person ${i};${20_000_000 + i}`)].join("\n");
    expect(await parseUpload("mange.csv", encoder.encode(rows))).toEqual({
      ok: false,
      error: "Filen har 10.001 rækker; højst 10.000 pr. import. Del listen i flere filer.",
    });
    expect(await parseUpload("tom.csv", new Uint8Array())).toMatchObject({ ok: false, error: expect.stringContaining("Filen er tom") });
    expect(await parseUpload("gammel.xls", Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).toMatchObject({
      ok: false,
      error: expect.stringContaining("(.xls)"),
    });
    expect(await parseUpload("kun-overskrift.csv", encoder.encode("Navn;Telefon\n"))).toMatchObject({
      ok: false,
      error: "Filen har overskrifter, men ingen rækker under dem.",
    });
    expect(await parseUpload("i-stykker.xlsx", Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatchObject({
      ok: false,
      error: expect.stringContaining("Excel"),
    });
  });

  it("validates a hand-made lead in Danish", () => {
    expect(
      parseLead({ name: "", email: "", phone: "", channel: "Telefon", interest: "", assignee: "", formKey: newFormKey(), company: "", message: "" }),
    ).toEqual({
      ok: false,
      errors: { name: "Skriv personens navn", email: "Skriv en e-mail eller et telefonnummer, så I kan kontakte personen" },
    });
    const bad = parseLead({
      name: "A",
      email: "ikke-en-mail",
      phone: "12",
      channel: "Brevdue",
      interest: "",
      assignee: "",
      formKey: newFormKey(),
      company: "",
      message: "",
    });
    expect(bad).toEqual({
      ok: false,
      errors: { email: "E-mailen er ikke gyldig", phone: "Telefonnummeret er ikke gyldigt (mindst 6 cifre)", channel: "Vælg, hvor leadet kom fra" },
    });
  });
});

describe.each(engines())("leads on $name", (engine) => {
  let database: TestDatabase;
  let staff: { userId: string; email: string };
  let colleague: { userId: string; email: string };

  beforeAll(async () => {
    database = await engine.open();
    const [owner, other] = await database.db
      .insert(staffUsers)
      .values([
        { email: "mette@salgskraft.dk", passwordHash: "scrypt$32768$8$1$c2FsdA==$aGFzaA==", role: "owner" },
        { email: "jonas@salgskraft.dk", passwordHash: "scrypt$32768$8$1$c2FsdA==$aGFzaA==", role: "staff" },
      ])
      .returning();
    staff = { userId: owner!.id, email: owner!.email };
    colleague = { userId: other!.id, email: other!.email };
  }, scaled(180_000));
  afterAll(async () => database?.close());

  it("the contact's phone key is the database's", async () => {
    for (const phone of ["+45 20 30 40 50", "0045 20304050", "4520304050", "12 34", "+46 70 123 45 67", "(040) 12-34-56"]) {
      const [row] = resultRows<{ key: string | null }>(await database.db.execute(sql`select contact_phone_key(${phone}) as key`));
      expect(phoneKey(phone), phone).toBe(row!.key);
    }
  });

  it("a lead from a phone call: in the inbox as a lead, no mail to anyone, the webhook, who made it, and on the known person's contact", async () => {
    const receiver = await startReceiver("hemmelig-noegle-paa-mindst-16");
    const checked = checkWebhook({ url: receiver.url, secret: "hemmelig-noegle-paa-mindst-16", events: ["enquiry.created"] }, true);
    if ("error" in checked) throw new Error(checked.error);
    const hookId = await addWebhook(database.db, checked.webhook, sessionSecret, staff.userId);
    try {
      // Peter wrote through the contact form last month, with his e-mail and his phone written another way.
      const earlier = await storeEnquiry(
        database.db,
        { kind: "contact", source: "/kontakt", name: "Peter Juhl", email: "peter@juhl-vvs.dk", phone: "40506070", message: "Hvad koster det?" },
        notify,
      );
      const mailsBefore = (await database.db.select().from(outbox)).length;
      const made = await createLead(database.db, lead(), staff, siteUrl);
      if (!("id" in made)) throw new Error("not made");
      expect(made.duplicate).toBe(false);
      const [row] = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, made.id));
      expect(row).toMatchObject({
        kind: "lead",
        email: "",
        phone: "+45 40 50 60 70",
        source: "/admin/leads/ny",
        extra: { channel: "Telefon" },
        status: "new",
        interest: "business",
      });
      // No confirmation to Peter, no notification to staff.
      expect((await database.db.select().from(outbox)).length).toBe(mailsBefore);
      // On Peter's contact (joined by the phone), beside his form enquiry.
      expect(await contactOf(database.db, made.id)).toBe(await contactOf(database.db, earlier.id));
      const timeline = await contactTimeline(database.db, (await contactOf(database.db, made.id))!);
      expect(timeline.enquiries.map((enquiry) => enquiry.kind).sort()).toEqual(["contact", "lead"]);
      // Who made it, and from where.
      const history = await enquiryHistoryOf(database.db, made.id);
      expect(history.map((entry) => [entry.action, entry.actor, entry.detail.channel])).toEqual([["created", "Mette", "Telefon"]]);
      // In the list, found by the lead filter, and in the CSV with its channel.
      const list = await listSubmissions(database.db, parseFilters(new URL("https://x/admin/contact-submissions?type=lead")));
      expect(list.rows.map((item) => item.id)).toContain(made.id);
      expect(toCsv(await exportRows(database.db, parseFilters(new URL("https://x/?type=lead")), { userId: staff.userId }))).toContain('"Telefon"');
      // The CRM gets it, as any new enquiry.
      await deliverDueWebhooks(database.db, { sessionSecret, allowPrivate: true, retryMs: 50 });
      const got = receiver.received.filter((item) => (item.body.enquiry as { id: string }).id === made.id);
      expect(got.map((item) => [item.event, (item.body.enquiry as { kind: string; kindLabel: string; phone: string }).kindLabel])).toEqual([
        ["enquiry.created", "Lead"],
      ]);
    } finally {
      await database.db.execute(sql`delete from outgoing_webhooks where id = ${hookId}`);
      await receiver.close();
    }
  });

  it("a resent form is one lead; assigning to a colleague tells the colleague only; two phone-only leads are two people", async () => {
    const formKey = newFormKey();
    const first = await createLead(
      database.db,
      lead({ name: "Sara Lind", phone: "31 31 31 31", formKey, assignee: colleague.userId, channel: "LinkedIn" }),
      staff,
      siteUrl,
    );
    const second = await createLead(
      database.db,
      lead({ name: "Sara Lind", phone: "31 31 31 31", formKey, assignee: colleague.userId, channel: "LinkedIn" }),
      staff,
      siteUrl,
    );
    if (!("id" in first) || !("id" in second)) throw new Error("not made");
    expect(second).toEqual({ id: first.id, duplicate: true });
    const mails = await database.db.select().from(outbox).where(eq(outbox.submissionId, first.id));
    expect(mails.map((mail) => mail.recipient)).toEqual(["jonas@salgskraft.dk"]);
    expect((await enquiryHistoryOf(database.db, first.id)).map((entry) => entry.action).sort()).toEqual(["assigned", "created"]);
    const other = await createLead(database.db, lead({ name: "Ole Bak", phone: "32 32 32 32" }), staff, siteUrl);
    if (!("id" in other)) throw new Error("not made");
    // Both have no e-mail: an empty e-mail is nobody's and joins no one.
    expect(await contactOf(database.db, other.id)).not.toBe(await contactOf(database.db, first.id));
    // A disabled colleague cannot be given a lead.
    await database.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, colleague.userId));
    expect(await createLead(database.db, lead({ assignee: colleague.userId }), staff, siteUrl)).toEqual({ error: "no-staff" });
    await database.db.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, colleague.userId));
  });

  it("imports a list: new rows, matches in the file and in the inbox, refusals with their reasons; the second import adds nothing", async () => {
    await storeEnquiry(database.db, { kind: "quote", source: "/tilbud", name: "Karen Holm", email: "Karen@Holm.dk", message: "Tilbud" }, notify);
    const csv = [
      "Navn;Virksomhed;E-mail;Telefon;Noter",
      "Anders And;Andeby ApS;anders@andeby.dk;+45 11 22 33 44;Ring efter kl. 10", // 2: new
      "Karen Holm;Holm;karen@holm.dk;;", // 3: in the inbox already (e-mail in another case)
      "Uden Kontakt;Tom A/S;;;", // 4: refused
      "Forkert Mail;Fejl ApS;ikke-en-mail;;", // 5: refused
      ";;;;", // 6: empty, left out
      "Anders A.;Andeby ApS;;0045 11223344;samme telefon", // 7: same as row 2
      ";Kun Firma ApS;;55 66 77 88;", // 8: new, named by its company
      "Kort Nummer;X;;12;", // 9: refused
      '=HYPERLINK("x");Formel A/S;formel@firma.dk;;', // 10: new, cleaned
    ].join("\r\n");
    const file = await parsed("ringeliste.csv", encoder.encode(csv));
    const mapping = guessMapping(file.header);
    const plan = await planImport(database.db, file, mapping);
    expect(plan.rows.map((row) => [row.row, row.outcome, row.reason])).toEqual([
      [2, "created", ""],
      [3, "matched", "findes allerede som kontakt (Karen Holm)"],
      [4, "refused", "hverken e-mail eller telefon"],
      [5, "refused", "ugyldig e-mail (»ikke-en-mail«)"],
      [7, "matched", "samme person som række 2"],
      [8, "created", ""],
      [9, "refused", "ugyldigt telefonnummer (»12«)"],
      [10, "created", ""],
    ]);
    const id = await saveUpload(database.db, "ringeliste.csv", file, staff.userId);
    expect(await runImport(database.db, id, mapping, staff, siteUrl)).toEqual({ ok: true, created: 3, matched: 2, refused: 3 });
    const leads = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.source, "/admin/leads/import"));
    expect(leads.map((row) => [row.name, row.company, row.email, row.phone, row.message]).sort()).toEqual([
      ["Anders And", "Andeby ApS", "anders@andeby.dk", "+45 11 22 33 44", "Ring efter kl. 10"],
      ['HYPERLINK("x")', "Formel A/S", "formel@firma.dk", null, null],
      ["Kun Firma ApS", "Kun Firma ApS", "", "55 66 77 88", null],
    ]);
    expect(leads.every((row) => row.kind === "lead" && (row.extra as { channel: string }).channel === "Import")).toBe(true);
    expect((await enquiryHistoryOf(database.db, leads[0]!.id)).map((entry) => [entry.action, entry.actor, entry.detail.file])).toEqual([
      ["created", "Mette", "ringeliste.csv"],
    ]);
    // The report: stored, the cells dropped, downloadable with a line per row.
    const job = (await getImport(database.db, id))!;
    expect(job).toMatchObject({ state: "imported", rows: [], created: 3, matched: 2, refused: 3 });
    const report = reportCsv(job);
    expect(report).toContain('"4";"Afvist";"Uden Kontakt";"hverken e-mail eller telefon"');
    expect(report).toContain('"5";"Afvist";"Forkert Mail";"ugyldig e-mail (»ikke-en-mail«)"');
    expect(report).toContain('"7";"Fandtes allerede";"Anders A.";"samme person som række 2"');
    // Pressing "Importér" again changes nothing.
    expect(await runImport(database.db, id, mapping, staff, siteUrl)).toEqual({ ok: true, created: 3, matched: 2, refused: 3 });
    // The same file uploaded and imported again: everyone is known now.
    const again = await saveUpload(database.db, "ringeliste.csv", file, staff.userId);
    expect(await runImport(database.db, again, mapping, staff, siteUrl)).toEqual({ ok: true, created: 0, matched: 5, refused: 3 });
    expect(await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.source, "/admin/leads/import"))).toHaveLength(3);
  });

  it("two imports of one list at once create each person once", async () => {
    const rows = ["Navn;Telefon", ...Array.from({ length: 50 }, (_, i) => `Samtidig ${i};7${String(i).padStart(7, "0")}`)].join("\n");
    const file = await parsed("samtidig.csv", encoder.encode(rows));
    const [a, b] = [await saveUpload(database.db, "a.csv", file, staff.userId), await saveUpload(database.db, "b.csv", file, staff.userId)];
    const results = await Promise.all([
      runImport(database.db, a, guessMapping(file.header), staff, siteUrl),
      runImport(database.db, b, guessMapping(file.header), staff, siteUrl),
    ]);
    expect(results.map((result) => result.ok && result.created).sort()).toEqual([0, 50]);
    const [count] = resultRows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from contact_submissions where name like 'Samtidig %'`));
    expect(count!.n).toBe(50);
  });

  it("one webhook per created lead, none for matched or refused rows", async () => {
    const receiver = await startReceiver("hemmelig-noegle-paa-mindst-16");
    const checked = checkWebhook({ url: receiver.url, secret: "hemmelig-noegle-paa-mindst-16", events: ["enquiry.created"] }, true);
    if ("error" in checked) throw new Error(checked.error);
    const hookId = await addWebhook(database.db, checked.webhook, sessionSecret, staff.userId);
    try {
      const file = await parsed("hook.csv", encoder.encode("Name,Email\nWebhook Et,et@hook.dk\nWebhook To,to@hook.dk\nWebhook Et igen,ET@hook.dk\nIngen,\n"));
      const id = await saveUpload(database.db, "hook.csv", file, staff.userId);
      expect(await runImport(database.db, id, guessMapping(file.header), staff, siteUrl)).toEqual({ ok: true, created: 2, matched: 1, refused: 1 });
      await deliverDueWebhooks(database.db, { sessionSecret, allowPrivate: true, retryMs: 50 });
      expect(receiver.received.map((item) => [item.event, (item.body.enquiry as { email: string; kind: string }).email]).sort()).toEqual([
        ["enquiry.created", "et@hook.dk"],
        ["enquiry.created", "to@hook.dk"],
      ]);
    } finally {
      await database.db.execute(sql`delete from outgoing_webhooks where id = ${hookId}`);
      await receiver.close();
    }
  });

  it(
    "imports 10,000 rows in under a minute, in one transaction",
    async () => {
      const header = "Firma;Kontaktperson;Mail;Mobil;Bemærkning";
      const lines = Array.from(
        { length: 10_000 },
        (_, i) => `Firma ${i} ApS;Person ${i};person${i}@stor-liste.dk;+45 6${String(i).padStart(7, "0")};Ringes op i uge ${(i % 52) + 1}`,
      );
      const bytes = encoder.encode([header, ...lines].join("\r\n"));
      const started = performance.now();
      const file = await parsed("stor.csv", bytes);
      const id = await saveUpload(database.db, "stor.csv", file, staff.userId);
      const plan = await planImport(database.db, file, guessMapping(file.header));
      const result = await runImport(database.db, id, guessMapping(file.header), staff, siteUrl);
      const ms = performance.now() - started;
      expect(plan.created).toBe(10_000);
      expect(result).toEqual({ ok: true, created: 10_000, matched: 0, refused: 0 });
      expect(ms).toBeLessThan(60_000);
      const [count] = resultRows<{ n: number; contacts: number }>(
        await database.db.execute(
          sql`select count(*)::int as n, count(distinct contact_id)::int as contacts from contact_submissions where email like '%@stor-liste.dk'`,
        ),
      );
      expect(count).toEqual({ n: 10_000, contacts: 10_000 });
      console.info(`[leads] ${engine.name}: 10.000 rækker læst, vist og importeret på ${Math.round(ms)} ms`);
    },
    scaled(120_000),
  );

  it("an import not finished within a day, and any after 30 days, is deleted", async () => {
    const file = await parsed("gammel.csv", encoder.encode("Navn;Telefon\nGammel;88888888\n"));
    const stale = await saveUpload(database.db, "gammel.csv", file, staff.userId);
    const fresh = await saveUpload(database.db, "ny.csv", file, staff.userId);
    await database.db
      .update(leadImports)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(leadImports.id, stale));
    expect(await pruneLeadImports(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ id: leadImports.id })
      .from(leadImports)
      .where(inArray(leadImports.id, [stale, fresh]));
    expect(left.map((row) => row.id)).toEqual([fresh]);
  });
});
