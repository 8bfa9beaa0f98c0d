import { describe, expect, it } from "vitest";
import { sitePeople } from "./images.server.ts";

describe("the photo page's people", () => {
  it("names only the pages a person is on: /kontakt's two contacts, the published articles' authors", () => {
    const people = sitePeople([{ title: "Mødebooker", testimonials: [{ name: "Jonas Friis", title: "Salgsdirektør" }] }], ["Mette Lindholm", "Jonas Friis"]);
    const where = (name: string) => people.find((person) => person.name === name)!.where;
    expect(where("Henrik Dalsgaard")).toBe("Om os");
    expect(where("Sofie Kragh")).toBe("Om os og Kontakt");
    expect(where("Mette Lindholm")).toBe("Om os og bloggen");
    expect(where("Jonas Friis")).toBe("Om os, Kontakt, bloggen og Mødebooker");
  });
});
