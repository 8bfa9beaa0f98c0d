import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkFormToken, FORM_TOKEN_MAX_AGE_MS, formTokenKey, issueFormToken } from "./form-token.server.ts";

const secret = "s".repeat(32);
const now = Date.UTC(2026, 10, 22, 12);

describe("the fill-time token", () => {
  it("lets a form through once the minimum fill time has passed since the server issued it", () => {
    const token = issueFormToken(secret, now);
    expect(checkFormToken(token, secret, 2500, now + 1000)).toBe("too-fast");
    expect(checkFormToken(token, secret, 2500, now + 2500)).toBe("ok");
    expect(checkFormToken(token, secret, 2500, now + FORM_TOKEN_MAX_AGE_MS + 1)).toBe("expired");
  });

  it("cannot be left out or written by the browser", () => {
    expect(checkFormToken(undefined, secret, 2500, now)).toBe("missing");
    expect(checkFormToken("", secret, 2500, now)).toBe("missing");
    for (const forged of ["0", "abc", String(now - 60_000), `${(now - 60_000).toString(36)}.${"A".repeat(32)}`]) {
      expect(checkFormToken(forged, secret, 2500, now)).toBe("invalid");
    }
    // Signed with another instance's secret, or issued in the future.
    expect(checkFormToken(issueFormToken("x".repeat(32), now - 60_000), secret, 2500, now)).toBe("invalid");
    expect(checkFormToken(issueFormToken(secret, now + 60_000), secret, 2500, now)).toBe("invalid");
  });
});

describe("the token as the enquiry's identity", () => {
  it("differs between two visitors served in the same millisecond", () => {
    const first = issueFormToken(secret, now);
    const second = issueFormToken(secret, now);
    expect(first).not.toBe(second);
    expect(formTokenKey(first, secret, now + 1000)).toBe(first);
    expect(formTokenKey(second, secret, now + 1000)).toBe(second);
  });

  it("is only a token this server signed, and not an old-format one two visitors could share", () => {
    expect(formTokenKey(undefined, secret, now)).toBeUndefined();
    expect(formTokenKey(issueFormToken("x".repeat(32), now), secret, now + 1000)).toBeUndefined();
    const issued = now.toString(36);
    const oldFormat = `${issued}.${createHmac("sha256", `form-start:${secret}`).update(issued).digest("base64url").slice(0, 32)}`;
    expect(checkFormToken(oldFormat, secret, 2500, now + 3000)).toBe("ok");
    expect(formTokenKey(oldFormat, secret, now + 3000)).toBeUndefined();
  });
});
