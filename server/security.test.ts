import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./security.ts";

describe("hash-based CSP", () => {
  it("allows exactly the inline scripts of the page, not external or JSON-LD ones", () => {
    const html = `<script>a()</script><script type="application/ld+json">{}</script><script src="/x.js"></script><script type="text/x-boot-module">import("/e.js")</script>`;
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([hash("a()"), hash('import("/e.js")')]);
    const csp = contentSecurityPolicy(inlineScriptHashes(html));
    expect(csp).toContain(`script-src 'self' ${hash("a()")}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
