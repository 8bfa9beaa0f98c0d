/**
 * Security review, finding 12: PGlite runs its WASM Postgres synchronously on the thread that
 * calls it, so on the main thread one slow statement froze every request. The embedded database
 * now runs in a worker thread; these tests state that by order of events, never by timing.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/platform/db.server.ts";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("the embedded database (PGlite)", () => {
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    handle = await openDatabase({});
    await handle.db.execute(sql`create table probe (n int primary key)`);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("leaves the event loop free while it runs a slow statement", async () => {
    const order: string[] = [];
    const slow = handle.db.execute(sql`select count(*) from generate_series(1, 3000000) as s(n) where n % 7 = 0`).then(() => order.push("statement"));
    // Scheduled after the statement started: it can only fire first if the statement runs elsewhere.
    setTimeout(() => order.push("timer"), 10);
    await slow;
    expect(order).toEqual(["timer", "statement"]);
  });

  it("keeps a transaction atomic: statements outside it wait for its commit, a failure leaves nothing", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const committed = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
      await held;
      await tx.execute(sql`insert into probe values (2)`);
    });
    // Started while the transaction is open: it must see both rows or none, never one.
    const outside = handle.db.execute(sql`select count(*)::int as total from probe`);
    release();
    await committed;
    expect(rowsOf<{ total: number }>(await outside)).toEqual([{ total: 2 }]);

    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (3)`);
        await tx.execute(sql`insert into probe values (1)`);
      }),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
    expect(rowsOf(await handle.db.execute(sql`select n from probe order by n`))).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
