import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ContentFileError } from "./content-files.ts";
import { digitalPages, loadDigitalPages } from "./digital.ts";
import { getJobListing, getJobPage, jobListings, jobPages, jobs, loadJobs, remoteJobSlug } from "./jobs.ts";
import inkasso from "./jobs/inkasso.ts";
import webudvikling from "./digital/webudvikling.ts";

const filesIn = (folder: string) =>
  readdirSync(`app/content/${folder}`)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => name.replace(/\.ts$/, ""));
/** A copy of a real job file with one change. */
const jobWith = (change: (job: Record<string, unknown>) => void) => {
  const job = structuredClone(inkasso) as unknown as Record<string, unknown>;
  change(job);
  return job;
};
const errorOf = (load: () => unknown): string => {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentFileError);
    return (error as Error).message;
  }
  throw new Error("expected the file to be rejected");
};

describe("job files (app/content/jobs/<slug>.ts)", () => {
  it("are all collected, one job per file, in menu order", () => {
    expect(jobs.map((job) => job.slug).sort()).toEqual(filesIn("jobs").sort());
    expect(jobs.map((job) => job.order)).toEqual([...jobs.map((job) => job.order)].sort((a, b) => a - b));
    expect(jobListings.map((job) => job.path)).toEqual(jobs.map((job) => `/jobs/${job.slug}`));
    expect(Object.keys(jobPages)).toEqual(jobs.map((job) => job.slug));
  });

  it("are served exactly as written: validation adds, drops or trims nothing", () => {
    const written = import.meta.glob<unknown>("./jobs/*.ts", { eager: true, import: "default" });
    for (const { path: _path, file, ...job } of jobs) expect(JSON.stringify(job), file).toBe(JSON.stringify(written[file.replace("app/content/", "./")]));
    const writtenServices = import.meta.glob<Record<string, unknown>>("./digital/*.ts", { eager: true, import: "default" });
    for (const { path: _path, ...page } of digitalPages) {
      const { order: _order, ...service } = writtenServices[`./digital/${page.slug}.ts`]!;
      expect(page, page.slug).toStrictEqual(service);
    }
  });

  it("serve the listing card and the page copy by slug, and nothing for an unknown slug", () => {
    for (const job of jobs) {
      expect(getJobListing(job.slug)).toEqual({
        slug: job.slug,
        path: job.path,
        title: job.title,
        navLabel: job.navLabel,
        description: job.description,
        icon: job.icon,
        color: job.color,
      });
      expect(getJobPage(job.slug)?.hero).toEqual(job.hero);
      expect(getJobPage(job.slug)).not.toHaveProperty("order");
    }
    expect(getJobListing("findes-ikke")).toBeUndefined();
    expect(getJobPage("toString")).toBeUndefined();
    expect(jobPages[remoteJobSlug]?.remote).toBeDefined();
  });

  it("rejects a malformed file with a message naming the file and the field", () => {
    const message = errorOf(() => loadJobs({ "./jobs/inkasso.ts": { default: jobWith((job) => delete (job.hero as Record<string, unknown>).title) } }));
    expect(message).toContain("app/content/jobs/inkasso.ts");
    expect(message).toContain('feltet "hero.title"');

    const color = errorOf(() => loadJobs({ "./jobs/inkasso.ts": { default: jobWith((job) => (job.color = "pink")) } }));
    expect(color).toMatch(/app\/content\/jobs\/inkasso\.ts[\s\S]*feltet "color": skal være en af: blue/);

    const extra = errorOf(() => loadJobs({ "./jobs/inkasso.ts": { default: jobWith((job) => (job.salary = "høj")) } }));
    expect(extra).toContain("filen har felter, skemaet ikke kender: salary");
  });

  it("rejects a file whose slug, canonical path, dates or remote section do not fit", () => {
    expect(errorOf(() => loadJobs({ "./jobs/rykkere.ts": { default: inkasso } }))).toMatch(
      /app\/content\/jobs\/rykkere\.ts[\s\S]*feltet "slug" \("inkasso"\) skal svare til filnavnet \(rykkere\.ts\)/,
    );
    expect(
      errorOf(() => loadJobs({ "./jobs/inkasso.ts": { default: jobWith((job) => ((job.meta as Record<string, unknown>).canonicalPath = "/jobs/andet")) } })),
    ).toContain('feltet "meta.canonicalPath": skal være /jobs/inkasso');
    expect(
      errorOf(() =>
        loadJobs({ "./jobs/inkasso.ts": { default: jobWith((job) => ((job.jobPosting as Record<string, unknown>).validThrough = "2020-01-01")) } }),
      ),
    ).toContain('feltet "jobPosting.validThrough": skal ligge efter datePosted');
    expect(errorOf(() => loadJobs({ "./jobs/inkasso.ts": { default: jobWith((job) => (job.remote = jobPages[remoteJobSlug]!.remote)) } }))).toContain(
      'feltet "remote": hører kun til',
    );
    expect(errorOf(() => loadJobs({ "./jobs/inkasso.ts": {} }))).toContain("ingen default-eksport");
  });

  it("rejects a job that drops one of the spec's six requirements or words it its own way (issue 38: one source), as a publish in the admin does", () => {
    const without = jobWith((job) => (job.requirements = (job.requirements as string[]).filter((item) => item !== "Stabil internetforbindelse")));
    expect(errorOf(() => loadJobs({ "./jobs/inkasso.ts": { default: without } }))).toContain(
      'feltet "requirements": mangler »Stabil internetforbindelse«: alle job nævner de seks krav fra faktaarket',
    );
    const reworded = jobWith((job) => (job.requirements = (job.requirements as string[]).map((item) => (item === "Headset" ? "Et godt headset" : item))));
    expect(errorOf(() => loadJobs({ "./jobs/inkasso.ts": { default: reworded } }))).toContain("mangler »Headset«");
  });

  it("rejects a booking job titled »Telefonsælger« and a sales job titled »Mødebooker« (issue 38: title by what the job is)", () => {
    const booking = jobWith((job) => (job.bonus = "meeting"));
    expect(errorOf(() => loadJobs({ "./jobs/inkasso.ts": { default: booking } }))).toContain(
      'feltet "title": jobbet giver bonus pr. afholdt møde: titlen begynder med »Mødebooker«, ikke »Telefonsælger«',
    );
    const sales = jobWith((job) => {
      job.bonus = "deal";
      job.title = "Mødebooker – inkasso";
    });
    expect(errorOf(() => loadJobs({ "./jobs/inkasso.ts": { default: sales } }))).toContain("titlen begynder med »Telefonsælger«, ikke »Mødebooker«");
    expect(loadJobs({ "./jobs/inkasso.ts": { default: jobWith((job) => (job.bonus = "deal")) } })).toHaveLength(1);
  });

  it("rejects a file without its own illustration, or with another page's", () => {
    expect(errorOf(() => loadJobs({ "./jobs/inkasso.ts": { default: jobWith((job) => delete job.illustration) } }))).toContain('feltet "illustration"');
    const borrowed = errorOf(() =>
      loadJobs({
        "./jobs/inkasso.ts": { default: jobWith((job) => (job.illustration = { ...inkasso.illustration, src: "/images/illustrations/job-solenergi.svg" })) },
      }),
    );
    expect(borrowed).toContain('feltet "illustration.src": skal være /images/illustrations/job-inkasso.svg');
    expect(
      errorOf(() => loadJobs({ "./jobs/inkasso.ts": { default: jobWith((job) => (job.illustration = { ...inkasso.illustration, alt: "" })) } })),
    ).toContain('feltet "illustration.alt"');
  });

  it("rejects two files with the same order", () => {
    const twin = {
      ...structuredClone(inkasso),
      slug: "inkasso-2",
      meta: { ...inkasso.meta, canonicalPath: "/jobs/inkasso-2" },
    };
    const message = errorOf(() => loadJobs({ "./jobs/inkasso.ts": { default: inkasso }, "./jobs/inkasso-2.ts": { default: twin } }));
    expect(message).toContain('feltet "order"');
    expect(message).toContain("app/content/jobs/inkasso.ts");
  });
});

describe("illustrations of the job and service pages", () => {
  const pages = [...jobs.map((job) => ({ path: job.path, ...job.illustration })), ...digitalPages.map((page) => ({ path: page.path, ...page.illustration }))];

  it("give every job and service its own picture and its own alt text", () => {
    const owners = new Map<string, string>();
    for (const page of pages) {
      expect(owners.get(page.src), `${page.path} bruger samme illustration som ${owners.get(page.src)}`).toBeUndefined();
      owners.set(page.src, page.path);
    }
    expect(new Set(pages.map((page) => page.alt)).size).toBe(pages.length);
  });

  it.each(pages.map((page) => [page.path, page] as const))("%s: the file exists, is 480x360 with a Danish title and stays small", (_path, page) => {
    const svg = readFileSync(`public${page.src}`, "utf8");
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 480 360"[^>]*role="img"[^>]*><title>[^<]{20,}<\/title>/);
    expect(svg).not.toMatch(/<(script|image|foreignObject)\b|href="(https?:)?\/\//);
    expect(gzipSync(svg).length).toBeLessThan(4 * 1024);
  });
});

describe("digital-service files (app/content/digital/<slug>.ts)", () => {
  it("are all collected, one page per file", () => {
    expect(digitalPages.map((page) => page.slug).sort()).toEqual(filesIn("digital").sort());
  });

  it("rejects a malformed file with a message naming the file and the field", () => {
    const broken = { ...structuredClone(webudvikling), faq: webudvikling.faq.slice(1) };
    const message = errorOf(() => loadDigitalPages({ "./digital/webudvikling.ts": { default: broken } }));
    expect(message).toContain("app/content/digital/webudvikling.ts");
    expect(message).toContain('feltet "faq": skal have præcis 5 spørgsmål');
    const type = errorOf(() => loadDigitalPages({ "./digital/webudvikling.ts": { default: { ...webudvikling, projectType: "print" } } }));
    expect(type).toContain('feltet "projectType": skal være en af: web-development');
  });
});

describe("each job page says a thing once", () => {
  const payWords = /(?<!\p{L})(?:timebetaling|timeløn|bonus\p{L}*|betaling|løn)(?!\p{L})/iu;
  const texts = (job: (typeof jobs)[number]) => [
    ...job.benefits.flatMap((b) => [`fordel »${b.title}«: ${b.title}`, `fordel »${b.title}«: ${b.description}`]),
    ...job.offers.map((offer) => `tilbud: ${offer}`),
    ...(job.remote?.jobTypes ?? []).flatMap((type) => type.benefits.map((b) => `jobtype »${type.title}«: ${b}`)),
    ...[...(job.remote?.expectations.ofYou ?? []), ...(job.remote?.expectations.ofUs ?? [])].map((line) => `forventning: ${line}`),
    `kortets tekst: ${job.description}`,
  ];

  it("tells the pay in its own section only (the hero's fact line aside): no benefit, offer or listing text restates it", () => {
    const restated = jobs.flatMap((job) =>
      texts(job)
        .filter((text) => payWords.test(text.replace(/^[^:]*: /, "")))
        .map((text) => `${job.slug}: ${text}`),
    );
    expect(restated).toEqual([]);
    // The rule can fail: a benefit card about bonus is caught.
    expect(payWords.test("Du får bonus for hver aftale, der bliver underskrevet.")).toBe(true);
  });

  it("shares no benefit, offer or task with another job page: a coffee-service job is not the solar job with words swapped", () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const job of jobs) {
      for (const text of [...job.benefits.map((b) => b.title), ...job.benefits.map((b) => b.description), ...job.offers, ...job.tasks]) {
        const key = text.toLowerCase();
        if (seen.has(key) && seen.get(key) !== job.slug) shared.push(`${seen.get(key)} og ${job.slug}: ${text}`);
        seen.set(key, job.slug);
      }
    }
    expect(shared).toEqual([]);
  });
});
