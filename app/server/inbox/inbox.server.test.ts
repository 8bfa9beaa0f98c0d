import { describe, expect, it } from "vitest";
import { storedFieldLabels } from "../../forms/stored-fields.ts";
import { parseFilters, phoneDigits, toCsv } from "./inbox.server.ts";
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

describe("the CSV export cannot smuggle a formula into a spreadsheet", () => {
  it("quotes every cell, so a comma inside a value does not start a new cell when opened with ',' as separator", () => {
    const csv = toCsv([row({ name: "a,=1+1,b", company: "Holm, Hansen & Co" })]);
    const line = dataLine(csv);
    for (const separator of [";", ","]) {
      for (const cell of cells(line, separator)) expect(isFormula(cell), `${separator} ${cell}`).toBe(false);
    }
    expect(cells(line, ";")).toContain("a,=1+1,b");
    const formColumns = Object.entries(storedFieldLabels())
      .filter(([key]) => !["consent", "consentText", "consentAt"].includes(key))
      .map(([, field]) => `"${field.label}"`);
    expect(csv.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      [
        '"Id";"Modtaget";"Senest ændret";"Type";"Status";"Navn";"Virksomhed";"E-mail";"Telefon";"Interesse";"Sendt fra";"Besked";"Ansvarlig";"Noter"',
        ...formColumns,
        '"Samtykke";"Øvrige felter";"Første side";"Henvisende side";"utm_source";"utm_medium";"utm_campaign";"Google-annonce (gclid)";"Facebook-annonce (fbclid)";"Kilden målt over"',
      ].join(";"),
    );
  });

  it("neutralises = + - @ tab and CR at the start of a cell, also after leading whitespace", () => {
    const attacks = ['=HYPERLINK("http://x")', "+45 1", "-1+2", "@SUM(A1)", "\t=1", "\r=1", " =1+1", "  \t+cmd", "\u00a0=1", "＝1+1"];
    for (const attack of attacks) {
      const cell = cells(dataLine(toCsv([row({ message: attack })])), ";")[11]!;
      expect(cell, JSON.stringify(attack)).toBe(`'${attack}`);
    }
  });

  it("keeps ordinary values as they are", () => {
    const line = dataLine(toCsv([row({ message: 'Hej "med" dig; 2 linjer\nok', phone: "40 50 60 70" })]));
    const parsed = cells(line, ";");
    expect(parsed[5]).toBe("Karen Holm");
    expect(parsed[8]).toBe("40 50 60 70");
    expect(parsed[11]).toBe('Hej "med" dig; 2 linjer\nok');
  });
});

describe("the CSV export reads like the inbox", () => {
  it("has Danish labels, Danish time across summer and winter, the assignee and the note count", () => {
    const winter = cells(
      dataLine(toCsv([{ ...row({ status: "in_progress", kind: "quote", interest: "freelancer" }), assignee: "kollega@salgskraft.dk", noteCount: 3 }])),
      ";",
    );
    expect(winter.slice(1, 5)).toEqual(["2026-11-02 10:30", "2026-11-02 10:30", "Tilbud", "I gang"]);
    expect(winter[9]).toBe("Freelancer");
    expect(winter.slice(12, 14)).toEqual(["kollega@salgskraft.dk", "3"]);
    const summer = cells(dataLine(toCsv([row({ createdAt: new Date("2026-07-01T09:30:00Z") })])), ";");
    expect(summer[1]).toBe("2026-07-01 11:30");
  });

  it("keeps a phone number as typed, with no apostrophe and no formula", () => {
    for (const phone of ["+45 20 30 40 50", "+4520304050", "20 30 40 50", "(+45) 20304050"]) {
      const cell = cells(dataLine(toCsv([row({ phone })])), ";")[8]!;
      expect(cell.replace("\u2060", ""), phone).toBe(phone);
      expect(isFormula(cell), phone).toBe(false);
      expect(cell.startsWith("'"), phone).toBe(false);
    }
    // Something that is not a phone number in the phone field is neutralised like any cell.
    expect(cells(dataLine(toCsv([row({ phone: "=HYPERLINK(1)" })])), ";")[8]).toBe("'=HYPERLINK(1)");
  });

  it("has one consent column", () => {
    const csv = toCsv([row({ kind: "newsletter", extra: { consent: true, consentText: "Ja tak til nyhedsbrevet" } })]);
    const [header, line] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header!.split(";").filter((cell) => cell.includes("Samtykke"))).toEqual(['"Samtykke"']);
    expect(cells(line!, ";")[cells(header!, ";").indexOf("Samtykke")]).toBe("Ja: Ja tak til nyhedsbrevet");
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
