/**
 * Copy shared by every job: the freelancer requirements (from ./site) under short names the job
 * files use, the slug of the general work-from-home page and the shared application steps. One
 * job's own copy lives in ./jobs/<slug>.ts; the /freelance-telemarketing page in ./freelance-page.ts.
 */
import { formatKr, freelancePay, freelancePayExample, freelancerRequirements, nbsp } from "./site.ts";
import type { Step } from "./types.ts";

export const [minHours, quietWorkplace, stableInternet, computer, headset, selfDiscipline] = freelancerRequirements.items;
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
    description:
      "Udfyld formularen herunder med lidt om dig selv, din erfaring og de timer, du kan arbejde.",
  },
  {
    title: "Vi ringer dig op",
    description:
      "En uformel samtale om dine forventninger og de kampagner, der er åbne lige nu – og om, hvordan du lyder i telefonen.",
  },
  {
    title: "Oplæring",
    description:
      "En online introduktion til systemet, samtaleteknik og din første kampagne, og du lytter med på erfarne kollegers opkald.",
  },
  {
    title: "Din første kampagne",
    description:
      "Du går i gang, og din teamleder giver dig feedback på samtalerne, til du har fundet din egen stil.",
  },
];

/**
 * The pay a job seeker can count on, as a worked month (site.ts freelancePay): the hourly rate,
 * the hours, an example bonus and the total before tax. Every job page shows it under its own
 * description of the bonus.
 */
export const payExample: { title: string; rows: readonly { label: string; value: string }[]; total: { label: string; value: string }; note: string } = (() => {
  const example = freelancePayExample();
  const kr = (n: number) => `${formatKr(n)}${nbsp}kr.`;
  return {
    title: `Eksempel: en måned med ${freelancePay.exampleHoursPerWeek} timer om ugen`,
    rows: [
      { label: `${example.hours} timer à ${kr(freelancePay.hourly)}`, value: kr(example.base) },
      { label: `Bonus for ${freelancePay.exampleResults} møder à ${kr(freelancePay.exampleBonus)}`, value: kr(example.bonus) },
    ],
    total: { label: "I alt før skat", value: kr(example.total) },
    note: `Timebetalingen er ${kr(freelancePay.hourly)} på alle kampagner. Hvad der giver bonus, og hvor meget, står i kampagnebeskrivelsen, før du starter; du afregnes én gang om måneden.`,
  };
})();
