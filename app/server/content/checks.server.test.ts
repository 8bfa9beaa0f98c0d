import { describe, expect, it } from "vitest";
import { jobs } from "../../content/jobs.ts";
import { checkJobAd } from "./checks.server.ts";
import { snapshotFromFiles } from "./snapshot.server.ts";
import { fieldLabel } from "./store.server.ts";

describe("the nine job files pass the editor's checks", () => {
  it.each(jobs.map((job) => [job.slug, job] as const))("%s", async (_slug, { path: _path, file: _file, ...job }) => {
    const result = await checkJobAd(job, { snapshot: snapshotFromFiles(), label: fieldLabel });
    expect(result.problems).toEqual([]);
  });
});
