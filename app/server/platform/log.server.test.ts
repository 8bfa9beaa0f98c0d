import { describe, expect, it } from "vitest";
import { errorFields, loggedPath } from "./log.server.ts";

describe("errorFields", () => {
  it("never logs the parameters of a failed query (a visitor's name, e-mail and message)", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021", severity: "ERROR" });
    const failed = new Error('Failed query: insert into "contact_submissions" ("name", "email") values ($1, $2)\nparams: Karen Holm,karen@holm.dk', { cause });
    const fields = errorFields(failed);
    expect(fields).toEqual({ error: "Databaseforespørgslen fejlede", code: "22021" });
    expect(JSON.stringify(fields)).not.toContain("karen@holm.dk");
  });

  it("logs a driver error by its code, since its message may quote a value", () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "karen@holm.dk"'), { code: "22P02", severity: "ERROR" });
    expect(errorFields(error)).toEqual({ error: "Databaseforespørgslen fejlede", code: "22P02" });
  });

  it("keeps the message of other errors, system errors with a code among them", () => {
    expect(errorFields(new Error("Forbindelsen blev afbrudt"))).toEqual({ error: "Forbindelsen blev afbrudt" });
    expect(errorFields(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toEqual({
      error: "connect ECONNREFUSED 127.0.0.1:5432",
    });
  });
});

describe("loggedPath (second review, finding 10)", () => {
  it("hides token segments and query strings", () => {
    expect(loggedPath(`/admin/adgang/${"a1".repeat(32)}`)).toBe("/admin/adgang/[skjult]");
    expect(loggedPath("/nyhedsbrev/bekraeft?id=1&token=abc")).toBe("/nyhedsbrev/bekraeft?[skjult]");
    expect(loggedPath("/admin/contact-submissions/0b6f7c1e-3f4e-4c2a-9a55-5d1f1c2b3a4d")).toBe(
      "/admin/contact-submissions/0b6f7c1e-3f4e-4c2a-9a55-5d1f1c2b3a4d",
    );
    expect(loggedPath("/kontakt")).toBe("/kontakt");
    expect(loggedPath(undefined)).toBe("");
  });
});
