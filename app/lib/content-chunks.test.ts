import { describe, expect, it } from "vitest";
import { contentChunks } from "./content-chunks.ts";

describe("contentChunks", () => {
  const files = () => {
    const calls: string[] = [];
    const loader = (value: string) => async () => (calls.push(value), { default: { title: value } });
    return { calls, chunks: contentChunks({ "./jobs/inkasso.ts": loader("Inkasso"), "../../content/blog/kpi.md": loader("KPI") }) };
  };

  it("names each file by its file name without extension and loads it once", async () => {
    const { calls, chunks } = files();
    await Promise.all([chunks.load("inkasso"), chunks.load("inkasso")]);
    expect(await chunks.load("kpi")).toEqual({ title: "KPI" });
    expect(calls).toEqual(["Inkasso", "KPI"]);
  });

  it("returns a loaded file synchronously, so the server renders it without suspending", async () => {
    const { chunks } = files();
    await chunks.load("inkasso");
    expect(chunks.read("inkasso")).toEqual({ title: "Inkasso" });
  });

  it("refuses a slug without a file with a message naming it", async () => {
    await expect(files().chunks.load("toString")).rejects.toThrow('Ingen indholdsfil for "toString"');
  });
});
