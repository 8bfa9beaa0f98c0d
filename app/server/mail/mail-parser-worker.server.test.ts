import { describe, expect, it } from "vitest";
import { htmlText } from "./mail-parser-worker.server.ts";

describe("htmlText: an HTML-only answer as staff read it", () => {
  it("keeps a sentence whole across inline tags, ends a line at block tags, and decodes entities", () => {
    expect(htmlText("<p>Vi er <b>klar</b>.</p><p>Ring&nbsp;gerne <a href='x'>torsdag</a> &amp; fredag&#33;</p>")).toBe(
      "Vi er klar.\nRing gerne torsdag & fredag!",
    );
    expect(htmlText("Hej<br>Karen<br/><div>Mvh. Jens</div>")).toBe("Hej\nKaren\nMvh. Jens");
  });

  it("shows script, style and markup as nothing and a lone < as text", () => {
    expect(htmlText(`<style>p{}</style><p onclick="x()">Tekst</p><script>alert(1)</script> 3 < 4`)).toBe("Tekst\n3 < 4");
    expect(htmlText("&lt;script&gt; &#xD800; &bogus;")).toBe("<script> &#xD800; &bogus;");
  });

  it("stays linear on a hostile body: 2 MB of x<p> in one pass", () => {
    const text = htmlText("x<p>".repeat(512 * 1024));
    expect(text.startsWith("x\nx\nx")).toBe(true);
  });
});
