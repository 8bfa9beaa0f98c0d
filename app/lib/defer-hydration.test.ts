import { describe, expect, it } from "vitest";
import { BOOT_MODULE_TYPE, deferBootModule } from "./defer-hydration.ts";

describe("deferBootModule", () => {
  it("drops modulepreload links and makes React Router's boot module inert", () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><script type="module" async="">import("/assets/entry.js")</script>`;
    expect(deferBootModule(html)).toBe(`<script type="${BOOT_MODULE_TYPE}">import("/assets/entry.js")</script>`);
  });
});

describe("deferBootModule on a server-rendered page", () => {
  it("keeps the response's CSP nonce on the held boot module (deferredBoot copies it to the script it starts)", () => {
    const html = `<script nonce="abc" type="module" async="">import("/assets/entry.js")</script>`;
    expect(deferBootModule(html)).toBe(`<script nonce="abc" type="${BOOT_MODULE_TYPE}">import("/assets/entry.js")</script>`);
  });
});
