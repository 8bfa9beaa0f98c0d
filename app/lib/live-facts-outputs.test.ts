/**
 * A published fact sheet reaches what is written outside a page's copy (issue 36 item 3): the
 * Organization JSON-LD of every page, llms.txt and the mails. Each is built when it is asked for,
 * so a changed sheet shows in the next one without a rebuild or a restart.
 */
import { afterEach, describe, expect, it } from "vitest";
import { defaultFacts, factsSourceNow, setFactsSource, type Facts } from "../content/site.ts";
import { enquiryConfirmation } from "../server/mail/mail-templates.server.ts";
import { llmsTxt } from "./agents.server.ts";
import { organizationLd } from "./structured-data.ts";

const [weekdays, friday, weekend] = defaultFacts.openingHours;
const [dk, es] = defaultFacts.offices;
const changed: Facts = {
  ...defaultFacts,
  phone: "+45 11 22 33 44",
  responseHours: 23,
  openingHours: [{ ...weekdays!, opens: "07:30", closes: "16:30" }, { ...friday!, opens: "07:30", closes: "14:30" }, weekend!],
  offices: [{ ...dk!, street: "Nørregade 7, 1. sal", postalCode: "1165", city: "København K" }, es!],
};

// The source before this file, put back after each test: the worker's files share modules (vitest.config.ts).
const original = factsSourceNow();
afterEach(() => setFactsSource(original));

describe("a published fact sheet reaches the JSON-LD, llms.txt and the mails", () => {
  it("organizationLd() states the current phone, offices and opening hours", () => {
    const before = JSON.stringify(organizationLd());
    setFactsSource(() => changed);
    const ld = organizationLd() as {
      telephone: string;
      contactPoint: { hoursAvailable: { opens: string; closes: string }[] };
      department: { address: { streetAddress: string; addressLocality: string } }[];
    };
    expect(ld.telephone).toBe("+45 11 22 33 44");
    expect(ld.contactPoint.hoursAvailable.map((row) => `${row.opens}-${row.closes}`)).toEqual(["07:30-16:30", "07:30-14:30"]);
    expect(ld.department[0]!.address).toMatchObject({ streetAddress: "Nørregade 7, 1. sal", addressLocality: "København K" });
    expect(JSON.stringify(ld)).not.toMatch(/70 60 50 40|Vesterbrogade|08:00/);
    setFactsSource(() => defaultFacts);
    expect(JSON.stringify(organizationLd())).toBe(before);
  });

  it("llms.txt states the current phone, office, opening hours and response time", () => {
    setFactsSource(() => changed);
    const text = llmsTxt();
    expect(text).toContain("- Telefon: +45 11 22 33 44");
    expect(text).toContain("- Kontor i Danmark: Nørregade 7, 1. sal, 1165 København K, Danmark.");
    expect(text).toContain("- Åbningstider: Mandag–torsdag 7.30–16.30; Fredag 7.30–14.30; Lørdag–søndag Lukket.");
    expect(text).toContain("inden for 23\u00a0timer");
    expect(text).not.toMatch(/70 60 50 40|Vesterbrogade|8\.00–16\.00|24\u00a0timer/);
  });

  it("the confirmation mail states the current opening hours, phone and response time", () => {
    setFactsSource(() => changed);
    const { body } = enquiryConfirmation({ kind: "contact", source: "/kontakt", name: "Mette Hansen", email: "mette@example.dk" });
    expect(body).toContain("Vores åbningstider:\nMandag–torsdag: 7.30–16.30\nFredag: 7.30–14.30\nLørdag–søndag: Lukket");
    expect(body).toContain("ring til os på +45 11 22 33 44");
    expect(body).toContain("inden for 23 timer på hverdage");
    expect(body).not.toMatch(/70 60 50 40|8\.00–16\.00|24 timer/);
  });
});
