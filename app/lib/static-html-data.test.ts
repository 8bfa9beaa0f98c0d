import { describe, expect, it } from "vitest";
import { dropServedSections, servedSectionPrefix } from "./static-html-data.ts";

/** A document the way React Router writes it: markup, then the hydration data as escaped script text. */
function documentWith(markup: string, stream: string, chunkSize = Infinity): string {
  const escape = (text: string) => text.replace(/[&><\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const chunks: string[] = [];
  for (let at = 0; at < stream.length; at += Math.min(chunkSize, stream.length)) chunks.push(stream.slice(at, at + chunkSize));
  const scripts = chunks.map((chunk) => `<script>window.__reactRouterContext.streamController.enqueue(${escape(JSON.stringify(chunk))});</script>`).join("");
  return `<html><body><main>${markup}</main>${scripts}<script>window.__reactRouterContext.streamController.close();</script></body></html>`;
}

/** The hydration data a browser would decode from a document. */
function decodedStream(html: string): string {
  return [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((match) => JSON.parse(match[1]!) as string).join("");
}

const section = `<section class="py-16"><h2>Priser & pakker</h2><p>${"Fra 15.000 kr./md. ".repeat(20)}</p><a href="/kontakt">Kontakt os</a></section>`;
const short = "<p>Kort</p>";

describe("dropServedSections", () => {
  it("replaces a section's markup in the hydration data with a reference to the element that shows it", () => {
    const stream = `${JSON.stringify([{ _1: 2 }, "loaderData", section, short, -5, 3.5])}\n`;
    const html = documentWith(`<div class="contents" data-static="_R_1_">${section}</div><div class="contents" data-static="_R_2_">${short}</div>`, stream);
    const out = dropServedSections(html);
    expect(out.length).toBeLessThan(html.length - section.length);
    expect(JSON.parse(decodedStream(out).trimEnd())).toEqual([{ _1: 2 }, "loaderData", `${servedSectionPrefix}_R_1_`, short, -5, 3.5]);
    // The markup itself is untouched, and the script text is still escaped for HTML.
    expect(out).toContain(`data-static="_R_1_">${section}</div>`);
    for (const [, text] of out.matchAll(/<script>([\s\S]*?)<\/script>/g)) expect(text).not.toMatch(/[<>&]/);
  });

  it("joins hydration data split over several scripts, and keeps lines that are not plain JSON", () => {
    const stream = `${JSON.stringify(["loaderData", section])}\nP1:${JSON.stringify(["later"])}\n`;
    const html = documentWith(`<div class="contents" data-static="_R_9_">${section}</div>`, stream, 100);
    const out = dropServedSections(html);
    expect(out.match(/streamController\.enqueue/g)).toHaveLength(1);
    expect(decodedStream(out)).toBe(`${JSON.stringify(["loaderData", `${servedSectionPrefix}_R_9_`])}\nP1:${JSON.stringify(["later"])}\n`);
  });

  it("leaves a document alone when the data's strings are not shown as sections", () => {
    const stream = `${JSON.stringify(["loaderData", section])}\n`;
    const html = documentWith(`<div>${section}</div>`, stream);
    expect(dropServedSections(html)).toBe(html);
    const noData = "<html><body><p>Ingen data</p></body></html>";
    expect(dropServedSections(noData)).toBe(noData);
  });
});
