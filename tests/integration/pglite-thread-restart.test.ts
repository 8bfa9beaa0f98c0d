/**
 * The PGlite thread dies (issue 34, item 1): the calls in flight and those meanwhile fail at once
 * with an error the server answers as the Danish 503 (isUnreachableError), a new thread reopens
 * the data directory by itself, and what was committed is still there. Ending the worker from
 * outside is the crash (a WASM abort or an uncaught error ends the thread the same way).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isUnreachableError } from "../../app/server/platform/db.server.ts";
import { openPgliteWorker, type PgliteThreadClient } from "../../app/server/platform/pglite-worker.server.ts";
import { scaled } from "../support/scaled.ts";

describe("a PGlite thread that dies is replaced", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "salgskraft-pglite-restart-"));
  let client: PgliteThreadClient | undefined;
  afterAll(async () => {
    await client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    "fails fast while it restarts, then answers again with the committed rows",
    async () => {
      client = await openPgliteWorker(path.join(dir, "pglite"));
      await client.exec("create table notes (id serial primary key, body text not null)");
      await client.query("insert into notes (body) values ($1)", ["før nedbruddet"]);
      const crashed = client.worker;

      // A transaction open when the thread dies, and a statement in flight.
      let inTransaction: unknown;
      const transaction = client.transaction(async (tx) => {
        await tx.query("insert into notes (body) values ($1)", ["aldrig gemt"]);
        await crashed.terminate();
        await tx.query("select 1").catch((error: unknown) => (inTransaction = error));
        throw inTransaction;
      });
      await expect(transaction).rejects.toBeInstanceOf(Error);
      expect(isUnreachableError(inTransaction), String(inTransaction)).toBe(true);

      // Meanwhile every call fails at once, as "the database is away".
      const meanwhile = await client.query("select 1").then(
        () => undefined,
        (error: unknown) => error,
      );
      if (meanwhile) {
        expect(isUnreachableError(meanwhile), String(meanwhile)).toBe(true);
        expect(String(meanwhile)).toContain("Databasen genstarter");
      }

      const started = Date.now();
      let rows: Array<{ body: string }> | undefined;
      while (!rows) {
        rows = await client.query<{ body: string }>("select body from notes order by id").then(
          (result) => result.rows,
          () => undefined,
        );
        if (!rows) {
          expect(Date.now() - started, "a new thread within 60 s").toBeLessThan(60_000);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      console.log(`PGlite-tråden genstartet: svarer igen efter ${Date.now() - started} ms`);
      expect(client.worker).not.toBe(crashed);
      expect(rows.map((row) => row.body)).toEqual(["før nedbruddet"]);
      await client.query("insert into notes (body) values ($1)", ["efter genstarten"]);
      expect((await client.query<{ n: number }>("select count(*)::int as n from notes")).rows[0]!.n).toBe(2);
      // Creating the data directory (initdb inside PGlite) alone takes most of a minute on a busy machine.
    },
    scaled(240_000),
  );
});
