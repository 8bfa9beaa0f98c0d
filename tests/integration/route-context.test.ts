/**
 * Route modules reach the database only through React Router's context (app/server/platform/context.server.ts):
 * the loaders and actions here are called directly, as React Router calls them, with a context
 * carrying a runtime on a fresh database and no services started anywhere else. A route that
 * looked its services up elsewhere would not see this database (or would find none) and fail.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as inboxLoader } from "../../app/routes/admin/contact-submissions.tsx";
import { action as loginAction } from "../../app/routes/admin/login.tsx";
import { loader as formStartLoader } from "../../app/routes/forms/start.ts";
import { action as contactAction } from "../../app/routes/public/kontakt.tsx";
import { EventCollector } from "../../app/server/analytics/collect.server.ts";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { loadContext, type Runtime } from "../../app/server/platform/context.server.ts";
import { parseEnv } from "../../app/server/platform/env.server.ts";
import { checkFormToken } from "../../app/server/intake/form-token.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

/** The arguments React Router passes a loader or action; the routes here read request and context. */
const args = (request: Request, context: RouterContextProvider) => {
  const url = new URL(request.url);
  return { request, context, params: {}, url, pattern: url.pathname };
};

for (const engine of engines()) {
  describe(`route loaders and actions get the runtime from the request's context (${engine.name})`, () => {
    let database: TestDatabase;
    let runtime: Runtime;
    let kicks = 0;

    beforeAll(async () => {
      database = await engine.open();
      runtime = {
        env: parseEnv({ NODE_ENV: "test", FORM_MIN_FILL_MS: "0", COOKIE_SECURE: "0" }),
        db: database.db,
        engine: engine.name,
        now: () => new Date(),
        sessionSecret: "route-context-test-secret-0123456789abcdef",
        kickOutbox: () => void kicks++,
        analytics: new EventCollector(database.db, {
          siteHosts: ["localhost"],
          knownPages: new Set(["/kontakt"]),
          secret: "route-context-test-secret-0123456789abcdef",
        }),
        stop: async () => {},
      };
    });
    afterAll(async () => database?.close());

    it("refuses to run a route without a runtime in its context instead of starting services itself", async () => {
      await expect(async () => formStartLoader(args(new Request("http://localhost/forms/start"), new RouterContextProvider()))).rejects.toThrow(
        "No value found for context",
      );
    });

    it("signs the form token with the context's session secret", async () => {
      const response = await formStartLoader(args(new Request("http://localhost/forms/start"), loadContext(runtime)));
      const token = await response.text();
      expect(checkFormToken(token, runtime.sessionSecret, 0)).toBe("ok");
      expect(checkFormToken(token, "another-secret-of-another-server-0123456789", 0)).not.toBe("ok");
    });

    it("stores a contact enquiry in the context's database, wakes its outbox, and shows it to staff after login", async () => {
      const form = new URLSearchParams({
        name: "Mette Holm",
        email: "mette@firma.dk",
        phone: "12345678",
        interest: "business",
        message: "Ring til mig om mødebooking.",
        source: "/kontakt",
      });
      const posted = await contactAction(
        args(new Request("http://localhost/kontakt", { method: "POST", body: form, headers: { "x-client-ip": "192.0.2.7" } }), loadContext(runtime)),
      );
      expect((posted as Exclude<typeof posted, Response>).data).toMatchObject({ ok: true });
      expect(kicks).toBe(1);

      await upsertStaffUser(database.db, "indbakke@salgskraft.dk", "lange-heste-spiser-blaa-tulipaner", { owner: true });
      const login = new Request("http://localhost/admin/login", {
        method: "POST",
        body: new URLSearchParams({ email: "indbakke@salgskraft.dk", password: "lange-heste-spiser-blaa-tulipaner", next: "/admin/contact-submissions" }),
      });
      const redirect = await loginAction(args(login, loadContext(runtime))).then(
        () => null,
        (thrown: unknown) => thrown as Response,
      );
      expect(redirect?.status).toBe(302);
      const cookie = redirect!.headers.get("set-cookie")!.split(";")[0]!;

      const inbox = await inboxLoader(args(new Request("http://localhost/admin/contact-submissions", { headers: { cookie } }), loadContext(runtime)));
      if (!("rows" in inbox)) throw new Error(`The inbox did not load: ${JSON.stringify(inbox.data.loadError)}`);
      expect(inbox.loadError).toBeNull();
      expect(inbox.rows.map((row) => [row.name, row.email, row.source])).toEqual([["Mette Holm", "mette@firma.dk", "/kontakt"]]);
    });
  });
}
