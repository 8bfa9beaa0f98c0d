import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsReport } from "../../app/server/analytics/report.server.ts";
import { EventCollector } from "../../app/server/analytics/collect.server.ts";
import { refreshAnalytics, rollupDay, runAnalyticsRetention } from "../../app/server/analytics/rollup.server.ts";
import { utcDay } from "../../app/server/analytics/visitor.server.ts";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import { resultRows } from "../../app/server/platform/db.server.ts";
import { analyticsTables, tableCsv, topRows } from "../../app/server/analytics/analytics-tables.server.ts";
import { analyticsDaily, analyticsDailyPages, analyticsDailyTotals, analyticsEvents } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { scaled } from "../support/scaled.ts";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://salgskraft.dk/api/event", {
    method: "POST",
    headers: { "content-type": "text/plain", "user-agent": browser, "x-client-ip": "203.0.113.1", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const notify = { to: "salg@example.dk", siteUrl: "https://www.example.dk", secret: "test-secret-of-at-least-32-characters!!" };
const DAY = 86_400_000;
const knownPages = new Set(["/", "/priser", "/om-os", "/kontakt"]);
const secret = "analytics-secret-of-at-least-32-characters!";

describe.each(engines())("page analytics on $name", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database?.close();
  });
  const events = async () => (await database.db.select({ value: count() }).from(analyticsEvents))[0]!.value;

  it("counts 1,000 concurrent beacons exactly, and stores nothing for malformed ones or bots", async () => {
    const collector = new EventCollector(database.db, { siteHosts: ["salgskraft.dk"], knownPages, secret, flushMs: 50 });
    const before = await events();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        collector.collect(beacon({ p: i % 2 ? "/priser" : "/", r: "https://www.google.com" }, { "x-client-ip": `198.51.100.${i % 250}` })),
      ),
    );
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    const refused = await Promise.all([
      collector.collect(beacon("{not json")),
      collector.collect(beacon({ p: "/admin" })),
      collector.collect(beacon({ p: "/", extra: "x" })),
      collector.collect(beacon({ p: "/", q: `?utm_campaign=${"x".repeat(2000)}` })),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([400, 422, 422, 413]);
    const bot = await collector.collect(beacon({ p: "/" }, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }));
    expect(bot.status).toBe(202);
    await collector.stop();
    expect((await events()) - before).toBe(1000);
    // No address, no user agent: only the day, the page, a number and the visit's source.
    const [row] = await database.db.select().from(analyticsEvents).limit(1);
    expect(Object.keys(row!).sort()).toEqual(["campaign", "day", "entry", "medium", "path", "source", "visitor"]);
    await database.db.delete(analyticsEvents);
  });

  it("limits beacons per address and counts one visitor per address however the User-Agent varies (second review, finding 2)", async () => {
    const collector = new EventCollector(database.db, { siteHosts: ["salgskraft.dk"], knownPages, secret, flushMs: 50, perAddressPerMinute: 20 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        collector.collect(
          beacon(
            { p: "/", q: "?utm_source=google&utm_medium=cpc", r: "https://www.google.com" },
            { "x-client-ip": `2001:db8:7:7::${i + 1}`, "user-agent": `Mozilla/5.0 (Windows NT 10.0) Chrome/${100 + i}.0` },
          ),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    await collector.stop();
    const [row] = await database.db.select({ visitors: sql<number>`count(distinct visitor)::int`, views: count() }).from(analyticsEvents);
    expect(row).toEqual({ visitors: 1, views: 20 });
    await database.db.delete(analyticsEvents);
  });

  it("derives one salt a day from the SESSION secret, the same on every instance, and stores none (second review)", async () => {
    let now = new Date("2030-01-01T23:59:00Z");
    // Two instances sharing the secret (PostgreSQL with several processes) count the same visitor once.
    const first = new EventCollector(database.db, { siteHosts: ["salgskraft.dk"], knownPages, secret, now: () => now });
    const second = new EventCollector(database.db, { siteHosts: ["salgskraft.dk"], knownPages, secret, now: () => now });
    await first.collect(beacon({ p: "/om-os" }));
    await second.collect(beacon({ p: "/om-os" }));
    now = new Date("2030-01-02T00:01:00Z");
    await first.collect(beacon({ p: "/om-os" }));
    // Another secret gives other hashes: the database alone cannot reproduce them.
    const other = new EventCollector(database.db, { siteHosts: ["salgskraft.dk"], knownPages, secret: `${secret}-other`, now: () => now });
    await other.collect(beacon({ p: "/om-os" }));
    await Promise.all([first.stop(), second.stop(), other.stop()]);
    // No salt table: nothing beside the hashes could re-create them.
    expect(resultRows(await database.db.execute(sql`select to_regclass('analytics_salts') as found`))).toEqual([{ found: null }]);
    const rows = await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.path, "/om-os"));
    const day1 = rows.filter((row) => row.day === "2030-01-01");
    const day2 = rows.filter((row) => row.day === "2030-01-02");
    expect(day1).toHaveLength(2);
    expect(day1[0]!.visitor).toBe(day1[1]!.visitor);
    expect(day2).toHaveLength(2);
    // The same browser the next day cannot be linked to the day before.
    expect(day2[0]!.visitor).not.toBe(day1[0]!.visitor);
    expect(day2[0]!.visitor).not.toBe(day2[1]!.visitor);
    await database.db.delete(analyticsEvents);
  });

  it(
    'keeps at most 50 sources and campaigns a day plus "Øvrige" after a junk flood, and no made-up page (issue 21 finding 2, issue 22 point 5)',
    { timeout: scaled(120_000) },
    async () => {
      const now = new Date();
      const yesterday = new Date(now.getTime() - DAY);
      const collector = new EventCollector(database.db, { siteHosts: ["salgskraft.dk"], knownPages, secret, flushMs: 50, now: () => yesterday });
      // Real traffic: 3 visitors from LinkedIn's q1 campaign, so the real source outranks the junk.
      for (let i = 0; i < 3; i++)
        await collector.collect(
          beacon({ p: "/", q: "?utm_source=linkedin&utm_campaign=q1", r: "https://www.linkedin.com/" }, { "x-client-ip": `192.0.2.${i + 1}` }),
        );
      // 600 junk beacons from 600 addresses, each with its own made-up source, medium and campaign…
      const junk = await Promise.all(
        Array.from({ length: 600 }, (_, i) =>
          collector.collect(
            beacon(
              { p: i % 2 ? "/priser" : "/", q: `?utm_source=junk${i}&utm_medium=m${i}&utm_campaign=kampagne${i}` },
              { "x-client-ip": `2001:db8:${i.toString(16)}::1` },
            ),
          ),
        ),
      );
      expect(junk.every((answer) => answer.status === 202)).toBe(true);
      // …and made-up paths, which are refused.
      const madeUp = await Promise.all(
        ["/nyhedsbrev/xxxx", "/priser/../admin", "/x".repeat(40)].map((p, i) => collector.collect(beacon({ p }, { "x-client-ip": `198.18.0.${i + 1}` }))),
      );
      expect(madeUp.map((answer) => answer.status)).toEqual([422, 422, 422]);
      await collector.stop();
      // An enquiry whose form data named a made-up page (stored before `source` was checked).
      await storeEnquiry(database.db, { kind: "newsletter", source: "/nyhedsbrev/xxxx", name: "", email: "spam@example.dk", attribution: null }, notify);

      const day = utcDay(yesterday);
      // Before the roll-up the report reads the raw events, capped the same way.
      const raw = await analyticsReport(database.db, { from: day, to: utcDay(now) }, [], (path) => knownPages.has(path));
      expect(new Set(raw.sources.map((row) => row.source)).size).toBeLessThanOrEqual(52);
      expect(raw.sources.find((row) => row.source === "Øvrige")?.visitors).toBeGreaterThanOrEqual(550);
      await runAnalyticsRetention(database.db, 30, now);
      const rolled = await database.db.select().from(analyticsDaily).where(eq(analyticsDaily.day, day));
      const distinct = (values: string[]) => new Set(values.filter(Boolean));
      for (const dimension of ["source", "medium", "campaign"] as const) {
        const labels = distinct(rolled.map((row) => row[dimension]));
        expect(labels.size, dimension).toBeLessThanOrEqual(51);
        expect(labels.has("Øvrige"), dimension).toBe(true);
      }
      expect(distinct(rolled.map((row) => row.source)).has("linkedin")).toBe(true);
      expect(rolled.every((row) => knownPages.has(row.path))).toBe(true);
      // Nothing is lost: all 603 visits are still counted, the junk mostly under "Øvrige".
      expect(rolled.reduce((sum, row) => sum + row.entryVisitors, 0)).toBe(603);

      const report = await analyticsReport(database.db, { from: day, to: utcDay(now) }, [], (path) => knownPages.has(path));
      expect(report.pages.map((row) => row.path).every((path) => knownPages.has(path))).toBe(true);
      expect(new Set(report.sources.map((row) => row.source)).size).toBeLessThanOrEqual(52);
      expect(report.sources.find((row) => row.source === "Øvrige")?.visitors).toBeGreaterThanOrEqual(550);
      const sources = analyticsTables(report).find((table) => table.id === "kilder")!;
      const shown = topRows(sources);
      expect(shown.rows).toHaveLength(21);
      expect(shown.rows.at(-1)![0]).toBe("Øvrige");
      expect(shown.rows.reduce((sum, row) => sum + (row[3] as number), 0)).toBe(sources.rows.reduce((sum, row) => sum + (row[3] as number), 0));
      // The CSV keeps every row.
      expect(tableCsv(sources).trim().split("\r\n")).toHaveLength(sources.rows.length + 1);
      await database.db.delete(analyticsEvents);
      await database.db.delete(analyticsDaily);
      await database.db.delete(analyticsDailyPages);
      await database.db.delete(analyticsDailyTotals);
    },
  );

  it("rolls finished days up, deletes raw events after ANALYTICS_RAW_DAYS and keeps the roll-ups, with the same report before and after", async () => {
    const now = new Date();
    const day = (daysAgo: number) => utcDay(new Date(now.getTime() - daysAgo * DAY));
    const view = (daysAgo: number, visitor: bigint, path: string, source = "", campaign = "") => ({
      day: day(daysAgo),
      visitor,
      path,
      entry: source !== "" || path === "/",
      source,
      medium: "",
      campaign,
    });
    await database.db.insert(analyticsEvents).values([
      view(40, 1n, "/", "linkedin", "q1"),
      view(40, 1n, "/priser"),
      view(40, 2n, "/", "google.com"),
      view(1, 3n, "/", "linkedin", "q1"),
      // The same visitor arrives again the same day from elsewhere: still one visitor of "/".
      view(1, 3n, "/", "google.com"),
      view(1, 3n, "/priser"),
      view(0, 4n, "/", "linkedin", "q1"),
      view(0, 4n, "/kontakt"),
    ]);
    await storeEnquiry(
      database.db,
      {
        kind: "quote",
        source: "/priser",
        name: "Eva",
        email: "eva@firma.dk",
        attribution: {
          scope: "visit",
          landingPage: "/",
          referrerHost: null,
          utmSource: "linkedin",
          utmMedium: null,
          utmCampaign: "q1",
          gclid: false,
          fbclid: false,
        },
      },
      notify,
    );
    const period = { from: day(89), to: day(0) };
    const before = await analyticsReport(database.db, period, ["/jobs/inkasso"], (path) => knownPages.has(path));
    expect(before.totals).toMatchObject({ visitors: 4, pageviews: 8 });

    const result = await runAnalyticsRetention(database.db, 30, now);
    expect(result.deleted).toBe(3);
    expect(result.rolledUp).toBeGreaterThanOrEqual(2);
    const remaining = await database.db.select({ day: analyticsEvents.day }).from(analyticsEvents);
    expect(new Set(remaining.map((row) => row.day))).toEqual(new Set([day(1), day(0)]));
    expect(
      await database.db
        .select({ day: analyticsDailyTotals.day, visitors: analyticsDailyTotals.visitors, pageviews: analyticsDailyTotals.pageviews })
        .from(analyticsDailyTotals)
        .where(eq(analyticsDailyTotals.day, day(40))),
    ).toEqual([{ day: day(40), visitors: 2, pageviews: 3 }]);
    expect(
      await database.db
        .select()
        .from(analyticsDaily)
        .where(eq(analyticsDaily.day, day(0))),
    ).toEqual([]);

    const after = await analyticsReport(database.db, period, ["/jobs/inkasso"], (path) => knownPages.has(path));
    expect(after.totals).toEqual(before.totals);
    expect(after.pages).toEqual(before.pages);
    expect(after.sources).toEqual(before.sources);
    const linkedin = after.sources.find((row) => row.source === "linkedin" && row.campaign === "q1");
    expect(linkedin).toEqual({ source: "linkedin", medium: "", campaign: "q1", visitors: 3, enquiries: 1 });
    expect(after.pages.find((row) => row.path === "/priser")).toMatchObject({ visitors: 2, pageviews: 2, enquiries: 1 });
    expect(after.pages.find((row) => row.path === "/")).toMatchObject({ visitors: 4, pageviews: 5, entries: 5 });
    expect(after.sources.find((row) => row.source === "google.com")).toMatchObject({ visitors: 2 });
    expect(after.entryPages[0]).toEqual({ path: "/", entries: 5, visitors: 4 });
    expect(after.kinds.find((row) => row.kind === "quote")?.enquiries).toBe(1);

    // Running it again changes nothing.
    expect(await runAnalyticsRetention(database.db, 30, now)).toEqual({ rolledUp: 0, deleted: 0 });
  });

  it("reads today from a roll-up refreshed every ANALYTICS_REFRESH_SECONDS, not from the raw page views, and gives a finished day its final roll-up (second review, finding 2)", async () => {
    const db = database.db;
    for (const table of [analyticsEvents, analyticsDaily, analyticsDailyPages, analyticsDailyTotals]) await db.delete(table);
    const now = new Date();
    const today = utcDay(now);
    const yesterday = utcDay(new Date(now.getTime() - DAY));
    const view = (day: string, visitor: bigint, path: string) => ({ day, visitor, path, entry: true, source: "", medium: "", campaign: "" });
    await db.insert(analyticsEvents).values([view(yesterday, 1n, "/"), view(today, 2n, "/"), view(today, 3n, "/priser")]);
    // Yesterday was rolled up by the refresh at 23:59, then the beacon's buffer brought one more view.
    await rollupDay(db, yesterday);
    await db
      .update(analyticsDailyTotals)
      .set({ rolledUpAt: new Date(`${yesterday}T23:59:00Z`) })
      .where(eq(analyticsDailyTotals.day, yesterday));
    await db.insert(analyticsEvents).values(view(yesterday, 4n, "/kontakt"));

    expect(await refreshAnalytics(db, now)).toEqual([yesterday, today]);
    const period = { from: yesterday, to: today };
    const report = () => analyticsReport(db, period, [], (path) => knownPages.has(path));
    const first = await report();
    expect(first.totals).toMatchObject({ visitors: 4, pageviews: 4 });
    expect(Math.abs(Date.parse(first.rolledUpAt!) - Date.now())).toBeLessThan(60_000);

    // A page view after the refresh shows after the next one: the report never scans raw events.
    await db.insert(analyticsEvents).values(view(today, 5n, "/om-os"));
    expect((await report()).totals.pageviews).toBe(4);
    expect(await refreshAnalytics(db, now)).toEqual([today]);
    expect((await report()).totals).toMatchObject({ visitors: 5, pageviews: 5 });
    expect((await report()).pages.map((row) => row.path).sort()).toEqual(["/", "/kontakt", "/om-os", "/priser"]);
    // Nothing new: nothing is rolled up again.
    expect(await refreshAnalytics(db, now)).toEqual([]);
    for (const table of [analyticsEvents, analyticsDaily, analyticsDailyPages, analyticsDailyTotals]) await db.delete(table);
  });
});
