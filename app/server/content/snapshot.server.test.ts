import { describe, expect, it } from "vitest";
import { jobs } from "../../content/jobs.ts";
import { prerenderPaths } from "../../lib/route-table.ts";
import { routeTable } from "../../routes.ts";
import { danishToday, isFileCopy, openJobOr410, snapshotFromFiles, snapshotFromRows, type JobRow } from "./snapshot.server.ts";

const files = jobs.map(({ path: _path, file: _file, ...job }) => job);
const row = (slug: string, state: string, change: (job: (typeof files)[number]) => unknown = (job) => job): JobRow => ({
  slug,
  state,
  published: change(files.find((job) => job.slug === slug)!),
});

describe("the content snapshot", () => {
  it("at build is the repository's job files, all open, version 0: the build prerenders today's site", () => {
    const snapshot = snapshotFromFiles();
    expect(snapshot.version).toBe(0);
    expect(snapshot.jobs.map((job) => job.path)).toEqual(jobs.map((job) => job.path));
    expect(snapshot.closedJobs).toEqual([]);
    expect(prerenderPaths(routeTable, snapshot)).toEqual(prerenderPaths());
  });

  it("from the store: published jobs open in menu order, closed ones apart, drafts and scheduled ones nowhere", () => {
    const snapshot = snapshotFromRows(
      7,
      [row("inkasso", "udgivet"), row("solenergi", "lukket"), row("energi-salg", "kladde"), row("web-bureau", "planlagt"), row("arbejd-hjemmefra", "udgivet")],
      "2026-11-27",
    );
    expect(snapshot.version).toBe(7);
    expect(snapshot.jobs.map((job) => job.slug)).toEqual(["arbejd-hjemmefra", "inkasso"]);
    expect(snapshot.closedJobs.map((job) => job.path)).toEqual(["/jobs/solenergi"]);
    // The site's lists follow: the sitemap's job pages are the open ones.
    expect(prerenderPaths(routeTable, snapshot).filter((path) => path.startsWith("/jobs/"))).toEqual(["/jobs/arbejd-hjemmefra", "/jobs/inkasso"]);
  });

  it("counts a published job past its validThrough as closed, and open through its last day", () => {
    const lastDay = files.find((job) => job.slug === "inkasso")!.jobPosting.validThrough;
    const dayAfter = new Date(Date.parse(`${lastDay}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(snapshotFromRows(1, [row("inkasso", "udgivet")], lastDay).jobs).toHaveLength(1);
    expect(snapshotFromRows(1, [row("inkasso", "udgivet")], dayAfter).closedJobs.map((job) => job.slug)).toEqual(["inkasso"]);
  });

  it("leaves out a published row that does not pass the job schema instead of breaking the site", () => {
    const snapshot = snapshotFromRows(2, [row("inkasso", "udgivet", (job) => ({ ...job, title: "" })), row("solenergi", "udgivet")], "2026-11-27");
    expect(snapshot.jobs.map((job) => job.slug)).toEqual(["solenergi"]);
  });

  it("answers a closed job's page 410 with the open jobs, an unknown one 404", () => {
    const snapshot = snapshotFromRows(3, [row("inkasso", "lukket"), row("solenergi", "udgivet")], "2026-11-27");
    expect(openJobOr410(snapshot, "solenergi").path).toBe("/jobs/solenergi");
    const answer = (slug: string) => {
      try {
        openJobOr410(snapshot, slug);
      } catch (error) {
        return error as { init: { status: number }; data: unknown };
      }
      throw new Error("ingen fejl");
    };
    expect(answer("inkasso").init.status).toBe(410);
    expect(answer("inkasso").data).toEqual({
      title: files.find((job) => job.slug === "inkasso")!.title,
      open: [{ path: "/jobs/solenergi", title: expect.any(String), description: expect.any(String) }],
    });
    expect(answer("findes-ikke").init.status).toBe(404);
  });

  it("knows a published job that is word for word its file (the page then reads the file's chunk), whatever the key order", () => {
    const reordered = (job: object) => Object.fromEntries(Object.entries(job).reverse());
    const snapshot = snapshotFromRows(
      4,
      [row("inkasso", "udgivet", reordered), row("solenergi", "udgivet", (job) => ({ ...job, pay: `${job.pay} Ny sætning.` }))],
      "2026-11-27",
    );
    expect(isFileCopy(snapshot.jobs.find((job) => job.slug === "inkasso")!)).toBe(true);
    expect(isFileCopy(snapshot.jobs.find((job) => job.slug === "solenergi")!)).toBe(false);
    for (const job of snapshotFromFiles().jobs) expect(isFileCopy(job), job.slug).toBe(true);
  });

  it("takes today in Danish time", () => {
    expect(danishToday(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
});
