import { describe, expect, it } from "vitest";
import { toCsv } from "../server/inbox/csv.server.ts";
import type { Submission } from "../server/inbox/schema.server.ts";
import { enquiryFrom } from "../server/intake/actions.server.ts";
import { staffNotification } from "../server/mail/mail-templates.server.ts";
import { checkForm } from "./check.ts";
import { defineForm, type FieldDef } from "./define.ts";
import { dedupeKey } from "../server/intake/enquiries.server.ts";
import { formDefinitions, newsletterForm, priceQuoteForm } from "./definitions.ts";
import { extraLines, storedFieldLabels } from "./stored-fields.ts";
import { hiddenFields } from "./result.ts";
import { schemaFor } from "./schemas.ts";
import { toolFor } from "./tools.ts";

/** The price quote form with one field added, the way a developer would add it to price-quote.ts. */
const withTeamSize = defineForm({
  ...priceQuoteForm,
  fields: {
    ...priceQuoteForm.fields,
    teamSize: {
      type: "select",
      label: "Hvor mange sælgere har I selv?",
      inboxLabel: "Egne sælgere",
      required: true,
      requiredMessage: "Vælg hvor mange sælgere I har",
      options: [
        { value: "0", label: "Ingen" },
        { value: "1-5", label: "1-5 sælgere" },
      ],
      placeholder: "Vælg antal",
      agent: "How many sellers the company employs itself: '0' or '1-5'.",
    },
  },
});
const valid = { name: "Karen Holm", company: "Holm ApS", email: "karen@holm.dk", phone: "40 50 60 70", package: "growth", message: "" };

describe("a field added to a form definition", () => {
  it("is validated by the derived schema, with its Danish message", () => {
    const schema = schemaFor(withTeamSize);
    const missing = schema.safeParse(valid);
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["teamSize", "Vælg hvor mange sælgere I har"]]);
    expect(schema.safeParse({ ...valid, teamSize: "1-5" }).success).toBe(true);
    expect(schema.safeParse({ ...valid, teamSize: "99" }).success).toBe(false);
  });

  it("is a required parameter of the form's WebMCP tool, with its options", () => {
    const tool = toolFor(withTeamSize);
    expect(Object.keys(tool.params)).toEqual([...Object.keys(priceQuoteForm.fields), "teamSize"]);
    expect(tool.params.teamSize).toEqual({
      description: "How many sellers the company employs itself: '0' or '1-5'.",
      required: true,
      options: withTeamSize.fields.teamSize.options,
    });
  });

  it("is stored in extra under its name, as the chosen option's label, and labelled for the inbox, the mails and the CSV", () => {
    const stored = enquiryFrom(withTeamSize, { ...valid, teamSize: "1-5" });
    expect(stored).toMatchObject({ name: "Karen Holm", company: "Holm ApS", interest: "business", extra: { package: "Vækst", teamSize: "1-5 sælgere" } });
    const labels = storedFieldLabels([...formDefinitions.filter((form) => form !== priceQuoteForm), withTeamSize]);
    expect(labels.teamSize).toEqual({ label: "Egne sælgere" });
    // The admin page and both mails print extraLines.
    expect(extraLines(stored.extra, "staff", labels)).toContainEqual({ key: "teamSize", label: "Egne sælgere", text: "1-5 sælgere" });
    expect(extraLines(stored.extra, "sender", labels)).toContainEqual({ key: "teamSize", label: "Egne sælgere", text: "1-5 sælgere" });
    const row = {
      id: "1",
      createdAt: new Date(),
      updatedAt: new Date(),
      kind: "quote",
      status: "new",
      source: "/priser",
      assignedTo: null,
      subscription: null,
      dedupeKey: "k",
      phone: null,
      company: null,
      interest: null,
      message: null,
      ...stored,
    } as Submission;
    const [header, line] = toCsv([row], labels)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    const column = header!.split(";").indexOf('"Egne sælgere"');
    expect(column).toBeGreaterThan(0);
    expect(line!.split(";")[column]).toBe('"1-5 sælgere"');
  });
});

describe("the definitions of the site's forms", () => {
  it("label what the staff mail shows instead of raw keys", () => {
    const mail = staffNotification("id", { kind: "quote", source: "/priser", ...enquiryFrom(priceQuoteForm, { ...valid }) }, "https://www.example.dk");
    expect(mail.body).toContain("Pakke: Vækst");
    expect(mail.body).not.toContain("package:");
  });

  it("make a newsletter sign-up sent twice the same enquiry (the consent is stored without a clock time)", async () => {
    const first = { kind: "newsletter" as const, source: "/blog", ...enquiryFrom(newsletterForm, { email: "laeser@post.dk", consent: "on" }) };
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = { kind: "newsletter" as const, source: "/blog", ...enquiryFrom(newsletterForm, { email: "laeser@post.dk", consent: "on" }) };
    expect(first.extra).toEqual({ consent: true, consentText: newsletterForm.fields.consent.text });
    expect(dedupeKey(second)).toBe(dedupeKey(first));
  });

  it("store every extra key in English camelCase, each with one label", () => {
    for (const key of Object.keys(storedFieldLabels())) expect(key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });
});

describe("the definition layer refuses, when it derives the form's schema", () => {
  const field: FieldDef = { type: "text", label: "Hjemmeside", max: 200, agent: "The company's website address." };
  const form = (fields: Record<string, FieldDef>) => () =>
    schemaFor(defineForm({ id: "test", kind: "contact", tool: { name: "test_tool", description: "A form for the test." }, fields }));

  it("none of the site's own forms", () => {
    for (const definition of formDefinitions) expect(() => checkForm(definition), definition.id).not.toThrow();
  });

  it("a field named like the honeypot, or like any of the page's hidden fields", () => {
    expect(hiddenFields.honeypot).not.toMatch(/^[a-z][a-zA-Z0-9]*$/);
    for (const name of Object.values(hiddenFields)) expect(form({ [name]: field }), name).toThrow(/reserveret/);
  });

  it("a field name that is not English camelCase (as the old honeypot's neighbours were)", () => {
    expect(form({ "hjemme-side": field })).toThrow(/camelCase/);
    expect(form({ Website: field })).toThrow(/camelCase/);
    expect(form({ website: field })).not.toThrow();
  });

  it("a consent field whose text key another field takes, and a derived value named like a field", () => {
    const consent: FieldDef = { type: "consent", label: "Samtykke", requiredMessage: "Sæt flueben", text: "Ja tak.", agent: "The user's own consent." };
    expect(form({ consent, consentText: field })).toThrow(/samtykketeksten/);
    expect(() =>
      schemaFor(
        defineForm({
          id: "test",
          kind: "contact",
          tool: { name: "t_t", description: "x" },
          fields: { company: field },
          derived: { company: { label: "Firma" } },
        }),
      ),
    ).toThrow(/afledte/);
  });
});
