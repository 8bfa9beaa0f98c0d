import { describe, expect, it } from "vitest";
import { storedFieldLabels } from "../../forms/stored-fields.ts";
import { parseFilters, phoneDigits } from "./inbox.server.ts";
import { toCsv } from "./csv.server.ts";
import type { Submission } from "./schema.server.ts";

const row = (fields: Partial<Submission>): Submission => ({
  id: "3f1c2b1e-0000-4000-8000-000000000001",
  createdAt: new Date("2026-11-02T09:30:00Z"),
  updatedAt: new Date("2026-11-02T09:30:00Z"),
  name: "Karen Holm",
  company: null,
  email: "karen@holm.dk",
  phone: null,
  assignedTo: null,
  subscription: null,
  attribution: null,
  contactId: null,
  phoneKey: null,
  contactOnly: false,
  stageId: "3f1c2b1e-0000-4000-8000-0000000000aa",
  expectedCloseDate: null,
  spamAt: null,
  outcome: null,
  outcomeReason: null,
  outcomeNote: null,
  outcomeAt: null,
  monthlyValue: null,
  interest: "business",
  status: "new",
  message: null,
  kind: "contact",
  source: "/kontakt",
  extra: {},
  dedupeKey: "k",
  searchText: "",
  ...fields,
});

/** Splits one CSV line into cells the way a spreadsheet does (quotes respected). */
function cells(line: string, separator: string): string[] {
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      out.push(cell);
      cell = "";
    } else cell += c;
  }
  out.push(cell);
  return out;
}

const dataLine = (csv: string) => csv.replace(/^\uFEFF/, "").split("\r\n")[1]!;
const isFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell.trimStart()) || /^[\t\r]/.test(cell);
/** The first data row by column heading. */
function byName(csv: string): Record<string, string> {
  const [head, line] = csv.replace(/^\uFEFF/, "").split("\r\n");
  const values = cells(line!, ";");
  return Object.fromEntries(cells(head!, ";").map((name, i) => [name, values[i]!]));
}

describe("the CSV export cannot smuggle a formula into a spreadsheet", () => {
  it("quotes every cell, so a comma inside a value does not start a new cell when opened with ',' as separator", () => {
    const csv = toCsv([row({ name: "a,=1+1,b", company: "Holm, Hansen & Co" })]);
    const line = dataLine(csv);
    for (const separator of [";", ","]) {
      for (const cell of cells(line, separator)) expect(isFormula(cell), `${separator} ${cell}`).toBe(false);
    }
    expect(cells(line, ";")).toContain("a,=1+1,b");
  });

  it("neutralises = + - @ tab and CR at the start of a cell, also after leading whitespace", () => {
    const attacks = ['=HYPERLINK("http://x")', "+45 1", "-1+2", "@SUM(A1)", "\t=1", "\r=1", " =1+1", "  \t+cmd", "\u00a0=1", "＝1+1", "+1 (555) 0100 =1"];
    for (const attack of attacks) expect(byName(toCsv([row({ message: attack })])).Besked, JSON.stringify(attack)).toBe(`'${attack}`);
  });

  it("keeps ordinary values as they are", () => {
    const cellsOf = byName(toCsv([row({ message: 'Hej "med" dig; 2 linjer\nok', phone: "40 50 60 70" })]));
    expect(cellsOf.Navn).toBe("Karen Holm");
    expect(cellsOf.Telefon).toBe("40 50 60 70");
    expect(cellsOf.Besked).toBe('Hej "med" dig; 2 linjer\nok');
  });
});

describe("the CSV export reads like the inbox", () => {
  it("has each column once: the fixed ones, then the forms' fields not already among them, then consent and attribution", () => {
    const [head] = toCsv([])
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    const header = cells(head!, ";");
    expect(header.length).toBe(new Set(header).size);
    expect(header.slice(0, 29)).toEqual([
      "Id",
      "Modtaget",
      "Senest ændret",
      "Type",
      "Status",
      "Fase",
      "Sandsynlighed (%)",
      "Forventet lukning",
      "Udfald",
      "Årsag",
      "Forklaring",
      "Udfald sat",
      "Månedlig værdi (kr.)",
      "Næste opfølgning",
      "Opfølgning",
      "Navn",
      "Virksomhed",
      "E-mail",
      "Telefon",
      "Kontakt",
      "Interesse",
      "Sendt fra",
      "Besked",
      "Ansvarlig",
      "Ansvarligs e-mail",
      "Noter",
      "Mødetidspunkt",
      "Mødelængde (min.)",
      "Møde aflyst",
    ]);
    // A meeting's time and length once each (the form stores both twice), every other field once.
    for (const [key, field] of Object.entries(storedFieldLabels()))
      if (!["consent", "consentText", "consentAt", "start", "time", "length", "lengthMinutes"].includes(key))
        expect(
          header.filter((name) => name === field.label),
          key,
        ).toHaveLength(1);
    expect(header.filter((name) => /længde|tidspunkt/i.test(name))).toEqual(["Mødetidspunkt", "Mødelængde (min.)"]);
    expect(header.slice(-10)).toEqual([
      "Samtykke",
      "Øvrige felter",
      "Første side",
      "Henvisende side",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "Google-annonce (gclid)",
      "Facebook-annonce (fbclid)",
      "Kilden målt over",
    ]);
  });

  it("has Danish labels, Danish time across summer and winter, the assignee by name and the note count", () => {
    const winter = byName(
      toCsv([
        {
          ...row({ status: "in_progress", kind: "quote", interest: "freelancer" }),
          assignee: "Mette Hansen",
          assigneeEmail: "mette@salgskraft.dk",
          noteCount: 3,
        },
      ]),
    );
    expect([winter.Modtaget, winter["Senest ændret"], winter.Type, winter.Status]).toEqual(["2026-11-02 10:30", "2026-11-02 10:30", "Tilbud", "I gang"]);
    expect(winter.Interesse).toBe("Freelancer");
    expect([winter.Ansvarlig, winter["Ansvarligs e-mail"], winter.Noter]).toEqual(["Mette Hansen", "mette@salgskraft.dk", "3"]);
    expect(byName(toCsv([row({ createdAt: new Date("2026-07-01T09:30:00Z") })])).Modtaget).toBe("2026-07-01 11:30");
  });

  it("carries the pipeline: stage, expected close, outcome, reason, note, when, monthly value, the contact and the next follow-up", () => {
    const line = byName(
      toCsv([
        {
          ...row({
            status: "completed",
            outcome: "lost",
            outcomeReason: "Andet",
            outcomeNote: "Valgte at vente",
            outcomeAt: new Date("2026-12-01T23:30:00Z"),
            monthlyValue: 12500,
            contactId: "3f1c2b1e-0000-4000-8000-00000000c0de",
            expectedCloseDate: "2027-02-15",
          }),
          stage: { name: "Tilbud sendt", probability: 60 },
          nextFollowUp: { dueAt: new Date("2027-01-04T08:00:00Z"), what: "Ring i januar" },
        },
      ]),
    );
    expect(line).toMatchObject({
      Status: "Afsluttet",
      Fase: "Tilbud sendt",
      "Sandsynlighed (%)": "60",
      "Forventet lukning": "2027-02-15",
      Udfald: "Tabt",
      Årsag: "Andet",
      Forklaring: "Valgte at vente",
      "Udfald sat": "2026-12-02 00:30",
      "Månedlig værdi (kr.)": "12500",
      Kontakt: "3f1c2b1e-0000-4000-8000-00000000c0de",
      "Næste opfølgning": "2027-01-04 09:00",
      Opfølgning: "Ring i januar",
    });
  });

  it("writes a meeting's time as an ISO time in Danish time, from the booking when there is one", () => {
    const stored = row({
      kind: "meeting",
      extra: { start: "2027-03-17T09:00:00.000Z", length: "20", lengthMinutes: 20, time: "onsdag den 17. marts 2027 kl. 10.00-10.20" },
    });
    expect(byName(toCsv([stored]))).toMatchObject({ Mødetidspunkt: "2027-03-17 10:00", "Mødelængde (min.)": "20", "Møde aflyst": "Nej" });
    const moved = byName(toCsv([{ ...stored, meeting: { startsAt: new Date("2027-03-18T13:30:00Z"), lengthMinutes: 30, cancelled: true } }]));
    expect(moved).toMatchObject({ Mødetidspunkt: "2027-03-18 14:30", "Mødelængde (min.)": "30", "Møde aflyst": "Ja" });
  });

  it("writes a time stored in a form field like every other time", () => {
    const labels = { ...storedFieldLabels(), seenAt: { label: "Set" } };
    expect(byName(toCsv([row({ extra: { seenAt: "2026-11-02T09:30:00.000Z" } })], labels)).Set).toBe("2026-11-02 10:30");
  });

  it("keeps a phone number exactly as typed: no apostrophe, no invisible character", () => {
    for (const phone of ["+45 20 30 40 50", "+4520304050", "20 30 40 50", "(+45) 20304050", "+46 70 123 45 67"]) {
      const csv = toCsv([row({ phone })]);
      expect(byName(csv).Telefon, phone).toBe(phone);
      expect(csv.includes("\u2060"), phone).toBe(false);
    }
    // Something that is not a phone number in the phone field is neutralised like any cell.
    expect(byName(toCsv([row({ phone: "=HYPERLINK(1)" })])).Telefon).toBe("'=HYPERLINK(1)");
    expect(byName(toCsv([row({ phone: "+45 1" })])).Telefon).toBe("'+45 1");
  });

  it("has one consent column", () => {
    const csv = toCsv([row({ kind: "newsletter", extra: { consent: true, consentText: "Ja tak til nyhedsbrevet" } })]);
    const [header] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header!.split(";").filter((cell) => cell.includes("Samtykke"))).toEqual(['"Samtykke"']);
    expect(byName(csv).Samtykke).toBe("Ja: Ja tak til nyhedsbrevet");
  });
});

describe("inbox filters from the URL", () => {
  it("drop control characters from the search, so a NUL byte never reaches the database", () => {
    expect(parseFilters(new URL("http://x/admin/contact-submissions?q=%00holm%0A")).q).toBe("holm");
    expect(parseFilters(new URL("http://x/admin/contact-submissions?q=%00")).q).toBeUndefined();
  });
});

describe("a search that is a phone number", () => {
  it("is compared on its digits, without the Danish country code", () => {
    expect(phoneDigits("+45 20 30 40 50")).toBe("20304050");
    expect(phoneDigits("0045 20304050")).toBe("20304050");
    expect(phoneDigits("20-30-40-50")).toBe("20304050");
    expect(phoneDigits("3141 5926")).toBe("31415926");
    // A foreign number keeps its country code; a short one is compared as typed.
    expect(phoneDigits("+46 70 123 45 67")).toBe("46701234567");
    expect(phoneDigits("4520")).toBe("4520");
  });

  it("is not one when it has letters or too few digits", () => {
    expect(phoneDigits("firma12")).toBeNull();
    expect(phoneDigits("12")).toBeNull();
    expect(phoneDigits("karen@holm.dk")).toBeNull();
  });
});
