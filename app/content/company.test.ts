import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { initials } from "../components/ui/person-image.tsx";
import { contactPeople, homeHero, people } from "./company.ts";
import { freelancers, hero } from "./home.ts";
import { freelancePage } from "./jobs.ts";

const file = (src: string) => readFileSync(`public${src}`, "utf8");

describe("the people behind the company (company.ts)", () => {
  it("each have their own monogram until a photo exists (two people never share a tile)", () => {
    expect(new Set(people.map((person) => initials(person.name))).size).toBe(people.length);
  });

  it("name the contacts on /kontakt from the same list, each with what they answer", () => {
    expect(contactPeople.length).toBeGreaterThan(0);
    for (const contact of contactPeople) {
      expect(people.find((person) => person.name === contact.name)).toMatchObject({ role: contact.role, office: contact.office });
      expect(contact.for.trim()).not.toBe("");
    }
  });
});

describe("the home page (home.ts)", () => {
  it("leads with the buyer: the partner action first, the career action second (spec: partner and career)", () => {
    const { actions, pricesLink } = hero();
    expect(actions.map((action) => new URL(action.to, "http://x").pathname)).toEqual(["/samarbejdspartner", "/freelance-telemarketing"]);
    expect(actions).toEqual(homeHero.actions);
    expect(pricesLink.to).toBe("/priser");
  });

  it("has pictures of its own: the hero's, the freelancer section's and /freelance-telemarketing's home-work block differ", () => {
    const images = [hero().illustration, freelancers.illustration, freelancePage.workFromHome.illustration];
    expect(new Set(images.map((image) => image.src)).size).toBe(images.length);
    for (const image of images) {
      expect(file(image.src)).toMatch(/^<svg [^>]*role="img"[^>]*><title>[^<]{20,}<\/title>/);
      expect(image.alt.length).toBeGreaterThan(20);
    }
  });
});
