/**
 * Each of the site's checks on copy (./content-checks.ts) with an input it refuses and one it
 * passes: the rules the content tests apply to the repository's files and the editor applies to a
 * job ad or an article before it is published.
 */
import { describe, expect, it } from "vitest";
import {
  addressProblems,
  altProblems,
  bytesOnTheWire,
  fieldsOf,
  figureProblems,
  figuresIn,
  firstTcpWindow,
  glossaryProblems,
  linkProblems,
  metaProblems,
  windowProblems,
  type ContentField,
} from "./content-checks.ts";

const prose = (text: string, path = "intro.0", label = "Intro, linje 1"): ContentField => ({ path, label, text, kind: "prose" });

describe("fields of a content item", () => {
  it("flattens any item into labelled fields and tells keywords, links, alt texts and quotations from prose", () => {
    const fields = fieldsOf(
      {
        meta: { title: "T", keywords: ["ord"], canonicalPath: "/jobs/x" },
        faq: [{ answer: "Svar", link: { href: "/kontakt" } }],
        testimonials: [{ quote: "Q" }],
        illustration: { alt: "A" },
      },
      (path) => path.join(" / "),
    );
    expect(fields.map((field) => [field.path, field.kind])).toEqual([
      ["meta.title", "prose"],
      ["meta.keywords.0", "keyword"],
      ["meta.canonicalPath", "link"],
      ["faq.0.answer", "prose"],
      ["faq.0.link.href", "link"],
      ["testimonials.0.quote", "quote"],
      ["illustration.alt", "alt"],
    ]);
    expect(fields[3]!.label).toBe("faq / 0 / answer");
  });
});

describe("the fact sheet", () => {
  const allowed = new Set(["200 virksomheder", "160 timer", "8 brancher"]);

  it("refuses a figure the fact sheet does not hold, naming the field and the figure", () => {
    const problems = figureProblems([prose("Vi har hjulpet 230 virksomheder i otte brancher.")], allowed);
    expect(problems).toEqual([expect.objectContaining({ path: "intro.0", label: "Intro, linje 1", check: "faktaark" })]);
    expect(problems[0]!.message).toContain("»230 virksomheder«");
    expect(problems[0]!.message).toContain("faktaarket");
  });

  it("passes the figures it holds, spelled out or not, and does not read search keywords", () => {
    expect(figureProblems([prose("Over 200 virksomheder, 160 timer om måneden, i otte brancher.")], allowed)).toEqual([]);
    expect(figureProblems([{ path: "meta.keywords.0", label: "Søgeord", text: "999 kunder", kind: "keyword" }], allowed)).toEqual([]);
    expect(figuresIn("200+ Virksomheder og 15.000 kr.")).toEqual(["200 virksomheder", "15.000 kr."]);
  });
});

describe("the glossary", () => {
  it("refuses a banned word and says what to write instead", () => {
    const problems = glossaryProblems([prose("Du får et fast script til hver samtale.")]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe("»script« bruger vi ikke; skriv i stedet: samtaleguide");
  });

  it("passes our own words, and a banned word in a search keyword", () => {
    expect(glossaryProblems([prose("Du får en samtaleguide til hver samtale.")])).toEqual([]);
    expect(glossaryProblems([{ path: "meta.keywords.0", label: "Søgeord", text: "call center job", kind: "keyword" }])).toEqual([]);
  });
});

describe("one form of address per page", () => {
  it("refuses »jeres« on a job page and »du« on a buyer page", () => {
    expect(addressProblems([prose("Du ringer til jeres kunder.")], "du")).toEqual([
      expect.objectContaining({ check: "tiltale", message: expect.stringContaining("»jeres«") }),
    ]);
    expect(addressProblems([prose("Når du ringer, får I flere møder.")], "I")).toHaveLength(1);
  });

  it("passes the page's own form, a quotation, a testimonial and a word that only ends in »jer«", () => {
    expect(addressProblems([prose("Du ringer til virksomheder. »Har I tid?« spørger du. Værktøjer hjælper dig.")], "du")).toEqual([]);
    expect(addressProblems([{ path: "testimonials.0.quote", label: "Citat", text: "I var gode.", kind: "quote" }], "du")).toEqual([]);
  });
});

describe("meta title and description", () => {
  it("refuses an empty or too long title and a too short or too long description", () => {
    expect(metaProblems({ title: "", description: "x".repeat(60) }).map((p) => p.path)).toEqual(["meta.title"]);
    expect(metaProblems({ title: "T".repeat(60), description: "x".repeat(60) })[0]!.message).toMatch(/^er \d+ tegn som »T+ \| [^«]+«; højst 60/);
    expect(metaProblems({ title: "Job", description: "Kort." })[0]!.message).toBe(
      "har 5 tegn; skriv mindst 50 (en sætning eller to om, hvad siden giver den besøgende)",
    );
    const long = metaProblems({ title: "Job", description: "x".repeat(260) }, { title: "Metatitel", description: "Metabeskrivelse" });
    expect(long).toEqual([
      expect.objectContaining({ path: "meta.description", label: "Metabeskrivelse", message: expect.stringContaining("har 260 tegn; højst 200") }),
    ]);
  });

  it("passes a title and description within the limits", () => {
    expect(metaProblems({ title: "Mødebooker job inden for solenergi", description: "x".repeat(150) })).toEqual([]);
  });
});

describe("alt texts", () => {
  it("refuses an empty or meaningless alt text, and an image in the text without one", () => {
    expect(altProblems([{ path: "illustration.alt", label: "Alt", text: " ", kind: "alt" }])[0]!.message).toContain("mangler en alternativ tekst");
    expect(altProblems([{ path: "cover.alt", label: "Alt", text: "foto.jpg", kind: "alt" }])[0]!.message).toContain("siger ikke, hvad billedet viser");
    expect(altProblems([prose("Se her: ![](/images/team.jpg)", "body", "Brødtekst")])[0]!.message).toContain("billedet /images/team.jpg mangler");
    expect(altProblems([prose('<p><img src="/images/a.png"></p>', "body", "Brødtekst")])).toHaveLength(1);
  });

  it("passes an image that says what it shows", () => {
    expect(altProblems([{ path: "illustration.alt", label: "Alt", text: "En sælger med headset ved et skrivebord", kind: "alt" }])).toEqual([]);
    expect(altProblems([prose('![Teamet i Aarhus ved morgenmødet](/images/team.jpg) og <img src="/a.png" alt="Kontoret i Aarhus">', "body")])).toEqual([]);
  });
});

describe("internal links", () => {
  const known = (path: string) => ["/", "/kontakt", "/jobs/solenergi"].includes(path);

  it("refuses a link to a path that is not a page, in a link field, Markdown or HTML", () => {
    const problems = linkProblems(
      [
        { path: "faq.0.link.href", label: "Link", text: "/jobs/findes-ikke", kind: "link" },
        prose('Læs [mere](/priser-gammel) eller <a href="/om">om os</a>.', "body"),
      ],
      known,
    );
    expect(problems.map((p) => p.message)).toEqual([
      "linker til /jobs/findes-ikke, som ikke er en side på sitet; ret adressen eller fjern linket",
      "linker til /priser-gammel, som ikke er en side på sitet; ret adressen eller fjern linket",
      "linker til /om, som ikke er en side på sitet; ret adressen eller fjern linket",
    ]);
  });

  it("passes links to pages (with a fragment, a query or a trailing slash), external links and files", () => {
    expect(
      linkProblems(
        [
          { path: "faq.0.link.href", label: "Link", text: "/kontakt#job", kind: "link" },
          prose("[Solenergi](/jobs/solenergi/) [Google](https://google.dk) ![Kort over kontoret](/images/kort.png) [PDF](/filer/vilkaar.pdf?v=2)"),
        ],
        known,
      ),
    ).toEqual([]);
  });
});

describe("the first TCP window", () => {
  it("counts a response as budgets.test.ts does: status line, headers, blank line, body", () => {
    expect(bytesOnTheWire(200, "OK", [["Content-Type", "text/html"]], 100)).toBe("HTTP/1.1 200 OK\r\n".length + "Content-Type: text/html\r\n".length + 2 + 100);
  });

  it("refuses a page over 14,600 bytes and passes one within it", () => {
    expect(firstTcpWindow).toBe(14_600);
    expect(windowProblems("/jobs/x", 14_601)).toEqual([
      expect.objectContaining({ path: "", check: "tcp-vindue", message: expect.stringContaining("1 over det første TCP-vindue") }),
    ]);
    expect(windowProblems("/jobs/x", 14_600)).toEqual([]);
  });
});
