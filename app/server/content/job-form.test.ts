import { describe, expect, it } from "vitest";
import { campaignsText } from "../../content/freelance-page.ts";
import { jobs, type Job } from "../../content/jobs.ts";
import type { JobFile } from "../../content/job-schema.ts";
import { checkJobAd } from "./checks.server.ts";
import { jobDiff, jobFromForm, sameContent } from "./job-form.ts";
import { snapshotFromFiles } from "./snapshot.server.ts";
import { checkJob, fieldLabel } from "./store.server.ts";

const fileOf = ({ path: _path, file: _file, ...job }: Job): JobFile => job;
const job = (slug: string) => fileOf(jobs.find((item) => item.slug === slug)!);

/** The form as the editor posts it for `job`, every field filled in (the rows the job has). */
function formOf(file: JobFile): FormData {
  const form = new FormData();
  const set = (name: string, value: string | number) => form.set(name, String(value));
  for (const key of ["title", "navLabel", "description", "icon", "color", "order", "pay", "bonus"] as const) set(key, file[key]);
  for (const key of ["intro", "tasks", "requirements", "offers"] as const) set(key, file[key].join("\n"));
  set("meta.title", file.meta.title);
  set("meta.description", file.meta.description);
  set("meta.keywords", file.meta.keywords.join("\n"));
  for (const key of ["eyebrow", "title", "lead"] as const) set(`hero.${key}`, file.hero[key]);
  set("illustration.alt", file.illustration.alt);
  for (const key of ["datePosted", "validThrough", "description"] as const) set(`jobPosting.${key}`, file.jobPosting[key]);
  file.benefits.forEach((item, index) => {
    set(`benefits.${index}.icon`, item.icon ?? "");
    set(`benefits.${index}.title`, item.title);
    set(`benefits.${index}.description`, item.description);
  });
  file.testimonials.forEach((item, index) => {
    for (const key of ["quote", "name", "title"] as const) set(`testimonials.${index}.${key}`, item[key]);
  });
  file.faq.forEach((item, index) => {
    set(`faq.${index}.question`, item.question);
    set(`faq.${index}.answer`, item.answer);
  });
  (file.applySteps ?? []).forEach((step, index) => {
    set(`applySteps.${index}.title`, step.title);
    set(`applySteps.${index}.description`, step.description);
  });
  file.remote?.jobTypes.forEach((type, index) => {
    set(`remote.jobTypes.${index}.icon`, type.icon);
    set(`remote.jobTypes.${index}.title`, type.title);
    set(`remote.jobTypes.${index}.description`, type.description);
    set(`remote.jobTypes.${index}.requirements`, type.requirements.join("\n"));
    set(`remote.jobTypes.${index}.benefits`, type.benefits.join("\n"));
  });
  if (file.remote) {
    set("remote.expectations.ofYou", file.remote.expectations.ofYou.join("\n"));
    set("remote.expectations.ofUs", file.remote.expectations.ofUs.join("\n"));
  }
  return form;
}

describe("the job form edits every field a job page shows", () => {
  it.each(jobs.map((item) => [item.slug, fileOf(item)] as const))("%s comes back unchanged from its own form", (_slug, file) => {
    expect(sameContent(jobFromForm(file, formOf(file)), file)).toBe(true);
  });

  it("a copy gets apply steps of its own; an empty group means the shared steps", () => {
    const base = job("web-bureau");
    const form = formOf(base);
    form.set("applySteps.0.title", "Samtale om IT-sikkerhed");
    form.set("applySteps.0.description", "Vi ringer dig op og fortæller om kunderne.");
    form.set("applySteps.1.title", "Oplæring");
    form.set("applySteps.1.description", "Du lærer produktet at kende.");
    form.set("applySteps.2.title", "");
    form.set("applySteps.2.description", "");
    const edited = jobFromForm(base, form);
    expect(edited.applySteps).toEqual([
      { title: "Samtale om IT-sikkerhed", description: "Vi ringer dig op og fortæller om kunderne." },
      { title: "Oplæring", description: "Du lærer produktet at kende." },
    ]);
    expect(jobDiff(base, edited).map((change) => change.label)).toEqual(["Trin efter ansøgningen"]);

    for (const index of [0, 1, 2]) for (const key of ["title", "description"]) form.set(`applySteps.${index}.${key}`, " ");
    const shared = jobFromForm(base, form);
    expect("applySteps" in shared).toBe(false);
    expect(checkJob(shared).ok).toBe(true);
  });

  it("edits the work-from-home sections on the job that has them, one item per line", () => {
    const base = job("arbejd-hjemmefra");
    const form = formOf(base);
    form.set("remote.jobTypes.0.requirements", "Godt humør\n\n  Et headset  ");
    form.set("remote.expectations.ofUs", "Svar samme dag");
    const edited = jobFromForm(base, form);
    expect(edited.remote?.jobTypes[0]?.requirements).toEqual(["Godt humør", "Et headset"]);
    expect(edited.remote?.expectations.ofUs).toEqual(["Svar samme dag"]);
    expect(jobDiff(base, edited).map((change) => change.label)).toEqual(["Jobtyper hjemmefra", "Forventninger hjemmefra"]);
    // A job without them does not get them from a posted form.
    expect("remote" in jobFromForm(job("solenergi"), form)).toBe(false);
  });

  it("the site's checks read the new fields and name them in Danish", async () => {
    const base = job("arbejd-hjemmefra");
    const remote = base.remote!;
    const edited: JobFile = {
      ...base,
      applySteps: [
        { title: "Samtale", description: "Vi har over 900 kunder, der venter på dig." },
        { title: "Oplæring", description: "Du lærer produktet at kende." },
      ],
      remote: { ...remote, jobTypes: [{ ...remote.jobTypes[0]!, requirements: ["Et headset", "Ingen no-show på vagterne"] }, ...remote.jobTypes.slice(1)] },
    };
    const result = await checkJobAd(edited, { snapshot: snapshotFromFiles(), label: fieldLabel });
    const found = result.problems.map((problem) => `${problem.check} ${problem.label}`);
    expect(found).toContain("faktaark Trin efter ansøgningen, nr. 1, beskrivelse");
    expect(found).toContain("ordliste Jobtyper hjemmefra, nr. 1, krav, linje 2");
  });
});

describe("/freelance-telemarketing names the open campaigns", () => {
  it("by their menu names in menu order, without the work-from-home page", () => {
    const rest = "du kan skifte kampagne.";
    const open = jobs.filter((item) => item.slug !== "inkasso");
    const text = campaignsText(open, rest);
    expect(text).toBe("Webbureau, LED-belysning, energisalg, kaffeservice, solenergi, måtteservice og pension – du kan skifte kampagne.");
    expect(campaignsText([...open, { slug: "it-sikkerhed", navLabel: "IT-sikkerhed" }], rest)).toContain("pension og IT-sikkerhed – ");
    expect(campaignsText([{ slug: "arbejd-hjemmefra", navLabel: "Arbejd hjemmefra" }], rest)).toBe("Du kan skifte kampagne.");
  });
});
