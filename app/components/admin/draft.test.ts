import { describe, expect, it } from "vitest";
import { savedAnswer } from "./draft.tsx";

describe("savedAnswer: what an editor shows between the action's answer and the refetched page data", () => {
  const published = { message: "Jobbet er udgivet.", saved: { version: 4, job: { title: "Inkasso" } } };

  it("is what was stored while the loader's version is older or the same", () => {
    expect(savedAnswer(published, 2)).toEqual({ version: 4, job: { title: "Inkasso" } });
    expect(savedAnswer(published, 4)).toEqual({ version: 4, job: { title: "Inkasso" } });
  });

  it("steps aside once the page's data is newer (a colleague saved since)", () => {
    expect(savedAnswer(published, 5)).toBeNull();
  });

  it("is nothing for an answer without `saved` (a refusal, a close) or no answer", () => {
    expect(savedAnswer({ error: "Jobbet er ændret af en anden." }, 1)).toBeNull();
    expect(savedAnswer({ message: "Jobbet er lukket." }, 1)).toBeNull();
    expect(savedAnswer(undefined, 1)).toBeNull();
  });
});
