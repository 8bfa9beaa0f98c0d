/**
 * The labels and messages the spec quotes (docs/requirements.md, /work/shared/spec), checked
 * literally: they stay as quoted even where our glossary would say otherwise (»Email er påkrævet«,
 * not »E-mail er påkrævet«; »AI Integration«, »Sender...«). Issue 38 found the quote form showing
 * »E-mail er påkrævet« because the shared e-mail field has no `requiredMessage`.
 *
 * Values the modules export are read from the modules; texts that live in components (the quote
 * confirmation, »Sender...«, the render error) are read from their source, word for word.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listing } from "./blog.ts";
import { digitalListings, fallbackQuoteType } from "./digital-listings.ts";
import { interestLabel, statusLabels } from "./enquiry-labels.ts";
import { menus } from "../routes.ts";
import { newsletterForm } from "../forms/newsletter.ts";
import { projectTypes } from "../forms/options.ts";
import { quoteForm } from "../forms/quote.ts";
import { schemaFor } from "../forms/schemas.ts";

const root = join(import.meta.dirname, "../..");
const source = (file: string): string => readFileSync(join(root, file), "utf8");

/** The first message zod gives for each field, as the form shows it under the field. */
function messages(form: Parameters<typeof schemaFor>[0], values: Record<string, string>): Record<string, string> {
  const result = schemaFor(form).safeParse(values);
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe("the spec's quote form (§5), word for word", () => {
  it("says the four required messages when the form is sent empty", () => {
    expect(messages(quoteForm, { name: "", email: "", phone: "", message: "" })).toEqual({
      name: "Navn er påkrævet",
      email: "Email er påkrævet",
      phone: "Telefonnummer er påkrævet",
      message: "Projektbeskrivelse er påkrævet",
    });
  });

  it("says »Email er ikke gyldig« for an address that does not look like one, and »Navn er påkrævet« for a name of spaces", () => {
    expect(messages(quoteForm, { name: "   ", email: "ikke-en-adresse", phone: "22 33 44 55", message: "Et projekt" })).toEqual({
      name: "Navn er påkrævet",
      email: "Email er ikke gyldig",
    });
  });

  it("keeps company, project type, budget and timeline optional", () => {
    expect(messages(quoteForm, { name: "Karen Holm", email: "karen@holm.dk", phone: "22 33 44 55", message: "Et projekt" })).toEqual({});
  });

  it("labels the project types as the spec does", () => {
    expect(projectTypes.map((type) => type.label)).toEqual(["Webudvikling", "API & SaaS Udvikling", "Hjemmeside", "AI Integration"]);
  });

  it("titles the quote page »Få tilbud på {type}« with the spec's types", () => {
    expect(digitalListings.map((listing) => listing.quoteType)).toEqual(["Webudvikling", "API & SaaS", "Hjemmeside", "AI Integration"]);
    expect(fallbackQuoteType).toBe("Digitalt Projekt");
    expect(source("app/routes/digital/quote.tsx")).toContain("`Få tilbud på ${type}`");
  });

  it("confirms with the spec's two sentences and button, and shows »Sender...« while sending", () => {
    const form = source("app/components/forms/quote-form.tsx");
    expect(form).toContain('"Tak for din henvendelse!"');
    expect(form).toContain('"Vi har modtaget din projektforespørgsel og vil kontakte dig hurtigst muligt, typisk inden for 1-2 arbejdsdage."');
    expect(form).toContain('"Send en ny forespørgsel"');
    expect(source("app/components/forms/enquiry-form.tsx")).toMatch(/\/> Sender\.\.\.\n/);
  });

  it("the newsletter's e-mail field says the same »Email er påkrævet«", () => {
    expect(messages(newsletterForm, { email: "" }).email).toBe("Email er påkrævet");
  });
});

describe("the spec's other quoted labels", () => {
  it("names the header button and the jobs menu's last link as quoted", () => {
    expect(menus.button).toEqual(["/kontakt", "Kontakt os"]);
    expect(menus.dropdowns.find((menu) => menu.id === "jobs")?.items).toContainEqual(["/freelance-telemarketing", "Se alle stillinger"]);
    expect(menus.dropdowns.map((menu) => menu.label)).toEqual(["Digital", "Job søgere", "Samarbejde"]);
  });

  it("says the blog's empty result, reset, loading and sign-up texts as quoted", () => {
    expect(listing.empty).toBe("Ingen artikler matcher dine søgekriterier.");
    expect(listing.reset).toBe("Nulstil filtre");
    expect(source("app/content/blog.ts")).toContain('loading: "Indlæser artikel...",');
    expect(source("app/components/forms/newsletter-form.tsx")).toContain(`submitLabel="Tilmeld"`);
  });

  it("names the enquiry statuses and interests as quoted", () => {
    expect(statusLabels).toEqual({ new: "Ny", in_progress: "I gang", completed: "Afsluttet" });
    expect([interestLabel("business"), interestLabel("freelancer"), interestLabel("other")]).toEqual(["Samarbejdspartner", "Freelancer", "Information"]);
  });

  it("titles the admin screen and its loading text as quoted, with the quoted columns", () => {
    const admin = source("app/routes/admin/contact-submissions.tsx");
    for (const text of ["Kontaktformular Henvendelser", "Indlæser henvendelser..."]) expect(admin, text).toContain(text);
    expect(admin).toContain('{["Dato", "Navn", "Email", "Telefon", "Interesse", "Status", "Handling"].map(');
  });

  it("heads the render error »Unexpected Application Error!«", () => {
    expect(source("app/root.tsx")).toContain("Unexpected Application Error!");
  });
});
