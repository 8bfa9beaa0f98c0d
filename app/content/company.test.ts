import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { contactPeople, homeHero, people } from "./company.ts";
import { freelancers, hero } from "./home.ts";
import { freelancePage } from "./jobs.ts";

const file = (src: string) => readFileSync(`public${src}`, "utf8");

describe("the people behind the company (company.ts)", () => {
  it("each have their own drawn portrait with a Danish title naming them", () => {
    expect(new Set(people.map((person) => person.image)).size).toBe(people.length);
    for (const person of people) {
      const svg = file(person.image);
      expect(svg, person.name).toMatch(/^<svg [^>]*viewBox="0 0 160 160"[^>]*role="img"/);
      expect(svg.match(/<title[^>]*>([^<]*)<\/title>/)?.[1], person.name).toContain(person.name);
      expect(gzipSync(svg).length, person.name).toBeLessThan(4 * 1024);
    }
  });

  it("are drawn as different faces, not one face recoloured", () => {
    // Without colours and titles, two portraits that differ only in colour would be the same text.
    const shapes = people.map((person) => file(person.image).replace(/<title[^>]*>[^<]*<\/title>|#[0-9a-f]{3,8}\b/gi, ""));
    expect(new Set(shapes).size).toBe(people.length);
  });

  it("name the contacts on /kontakt from the same list, each with what they answer", () => {
    expect(contactPeople.length).toBeGreaterThan(0);
    for (const contact of contactPeople) {
      expect(people.find((person) => person.name === contact.name)).toMatchObject({ role: contact.role, image: contact.image });
      expect(contact.for.trim()).not.toBe("");
    }
  });
});

describe("the home page (home.ts)", () => {
  it("leads with the buyer: the partner action first, the career action second (spec: partner and career)", () => {
    expect(hero.actions.map((action) => new URL(action.to, "http://x").pathname)).toEqual(["/samarbejdspartner", "/freelance-telemarketing"]);
    expect(hero.actions).toEqual(homeHero.actions);
    expect(hero.pricesLink.to).toBe("/priser");
  });

  it("has pictures of its own: the hero's, the freelancer section's and /freelance-telemarketing's home-work block differ", () => {
    const images = [hero.illustration, freelancers.illustration, freelancePage.workFromHome.illustration];
    expect(new Set(images.map((image) => image.src)).size).toBe(images.length);
    for (const image of images) {
      expect(file(image.src)).toMatch(/^<svg [^>]*role="img"[^>]*><title>[^<]{20,}<\/title>/);
      expect(image.alt.length).toBeGreaterThan(20);
    }
  });
});
