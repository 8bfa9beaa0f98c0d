/**
 * Copy shared by every job: the six freelancer requirements (from ./site) every job file lists, the slug of the general work-from-home page and the shared application steps. One
 * job's own copy lives in ./jobs/<slug>.ts; the /freelance-telemarketing page in ./freelance-page.ts.
 */
import { bonusBasis, formatKr, freelancePay, freelancePayExample, freelancerRequirements, nbsp, type BonusBasis } from "./site.ts";
import type { Step } from "./types.ts";

/** The spec's six freelancer requirements: every job page lists all six first, then its own. */
export const sixRequirements = freelancerRequirements.items;
export const hoursPerWeek = freelancerRequirements.minHoursPerWeek;
export const pensionMonths = freelancerRequirements.pensionAfterMonths;

/** The general work-from-home page: not an industry campaign, and the only job with a `remote` section. */
export const remoteJobSlug = "arbejd-hjemmefra";

/**
 * What happens after applying: /freelance-telemarketing shows these steps, and so does every job
 * page whose process does not differ (a job file's own `applySteps` replaces them).
 */
export const applySteps: readonly Step[] = [
  {
    title: "Send din ansøgning",
    description: "En kort ansøgning med lidt om dig selv, din erfaring og de timer, du kan arbejde.",
  },
  {
    title: "Vi ringer dig op",
    description: "En uformel samtale om dine forventninger og de kampagner, der er åbne lige nu – og om, hvordan du lyder i telefonen.",
  },
  {
    title: "Oplæring",
    description: "En online introduktion til systemet, samtaleteknik og din første kampagne, og du lytter med på erfarne kollegers opkald.",
  },
  {
    title: "Din første kampagne",
    description: "Du går i gang, og din teamleder giver dig feedback på samtalerne, til du har fundet din egen stil.",
  },
];

export type PayExampleContent = { title: string; rows: readonly { label: string; value: string }[]; total: { label: string; value: string }; note: string };

/**
 * The pay a job seeker can count on, as a worked month (site.ts freelancePay): the hourly rate,
 * the hours, an example bonus for what this job pays a bonus for (bonusBasis: held meetings on a
 * meeting-booking campaign, signed deals on a sales campaign) and the total before tax. Every job
 * page shows it under its own description of the bonus.
 */
export function payExampleFor(bonus: BonusBasis): PayExampleContent {
  const example = freelancePayExample();
  const kr = (n: number) => `${formatKr(n)}${nbsp}kr.`;
  const results = bonus === "either" ? "møder eller aftaler" : bonusBasis[bonus].many;
  return {
    title: `Eksempel: en måned med ${freelancePay.exampleHoursPerWeek} timer om ugen`,
    rows: [
      { label: `${example.hours} timer à ${kr(freelancePay.hourly)}`, value: kr(example.base) },
      { label: `Bonus for ${freelancePay.exampleResults} ${results} à ${kr(freelancePay.exampleBonus)}`, value: kr(example.bonus) },
    ],
    total: { label: "I alt før skat", value: kr(example.total) },
    note: `Timebetalingen er ${kr(freelancePay.hourly)} på alle kampagner. Bonussens størrelse står i kampagnebeskrivelsen, før du starter; du afregnes én gang om måneden.`,
  };
}

/** A job's own application steps, or the general ones from /freelance-telemarketing. */
export function getApplySteps(page: { applySteps?: readonly Step[] }): readonly Step[] {
  return page.applySteps ?? applySteps;
}
