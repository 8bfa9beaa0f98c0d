/**
 * The fact sheet as a reader with a calculator sees it: every number-with-unit ("15.000 kr.",
 * "35 %", "40 timer", "over 200 virksomheder") the site may state, derived from the one typed
 * source of facts (./site.ts and the modules that compute from it: ./company.ts,
 * ./cost-comparison.ts, ./client-terms.ts, ./cases.ts, the form options). tests/e2e/copy.test.ts
 * reads every prerendered page and fails on a figure that is not in this set, so a page can not
 * state a count, price, lift or term the fact sheet does not hold.
 */
import * as formOptions from "../forms/options.ts";
import { figuresIn } from "../lib/content-checks.ts";
import { contractTerms, weeklyReport } from "./client-terms.ts";
import { cases } from "./cases.ts";
import { jobs } from "./jobs.ts";
import { privacyNote } from "./privacy-note.ts";
import { trackRecord } from "./company.ts";
import * as costComparison from "./cost-comparison.ts";
import * as site from "./site.ts";

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) strings(item, out);
  return out;
}

/** The set of figures the site may state. */
export function statedFigures(): Set<string> {
  const kr = (n: number) => `${site.formatKr(n)} kr.`;
  const { prices, terms, freelancePay, claims } = site;
  const pay = site.freelancePayExample();
  const texts: string[] = [
    ...strings(claims),
    site.customerCounts.text,
    ...strings(site.responsePromise),
    ...strings(site.openingHours().map(site.formatOpeningHours)),
    ...strings(costComparison.formatted),
    ...costComparison.inHouseMonthlyCosts.map((line) => `${site.formatKr(line.low)}–${kr(line.high)}`),
    ...costComparison.inHouseLostHours.map((line) => `${line.hours} timer`),
    `${costComparison.inHouseLostHours.reduce((total, line) => total + line.hours, 0)} timer`,
    privacyNote,
    `${jobs.filter((job) => job.slug !== "arbejd-hjemmefra").length} kampagner`,
    ...strings(weeklyReport),
    ...strings(contractTerms),
    ...strings(cases),
    ...strings([formOptions.budgets, formOptions.timelines, formOptions.weeklyHours]),
    // Figures kept as numbers in the fact sheet, in the units the pages print them in.
    ...[prices.starter, prices.growth, prices.enterprise, prices.leadQualification, prices.singleMeeting, prices.marketSurvey, prices.databaseBuilding].map(
      (p) => kr(p.from),
    ),
    ...Object.values(site.digitalFromPrices).map((price) => kr(price.from)),
    kr(prices.inHouseBooker.min),
    kr(prices.inHouseBooker.max),
    kr(prices.payPerMeeting.from),
    `${site.formatKr(prices.payPerMeeting.typicalLow)}–${kr(prices.payPerMeeting.typicalHigh)}`,
    kr(site.salesHour.price),
    `${prices.starter.hours} timer`,
    `${prices.growth.hours} timer`,
    `${prices.enterprise.hours} timer`,
    `${Number.parseInt(prices.enterprise.hours, 10)} timer`,
    `${terms.minimumMonths} måneder`,
    `${terms.noticeMonths} måneds`,
    `${terms.earlyExit.weeks} uger`,
    `${terms.earlyExit.noticeDays} dage`,
    `${terms.meetingComplaintDays} hverdage`,
    `${site.freelancerRequirements.minHoursPerWeek} timer`,
    `${site.freelancerRequirements.pensionAfterMonths} måneder`,
    `${freelancePay.exampleHoursPerWeek} timer`,
    `${pay.hours} timer`,
    kr(freelancePay.hourly),
    kr(freelancePay.exampleBonus),
    kr(pay.base),
    kr(pay.bonus),
    kr(pay.total),
    `${freelancePay.exampleResults} møder`,
    `${freelancePay.exampleWeeks} uger`,
    `${trackRecord.activeFreelancers} freelancere`,
    `${site.industries.length} brancher`,
    `${costComparison.paidHoursPerMonth} timer`,
    `${costComparison.inHouseSellingHours} timer`,
    `${costComparison.exampleHoursPerMeeting} timer`,
    `${claims.customers.value} kunder`,
    `${claims.companiesHelped.value} virksomheder`,
    `${claims.itCompaniesHelped.value} IT-virksomheder`,
    `${claims.employees.value} medarbejdere`,
    `${claims.employees.value} ansatte`,
    `${claims.successfulCampaigns.value} kampagner`,
    `${claims.yearsOfExperience.value} års`,
    `${new Date().getFullYear() - site.foundedYear} år`,
  ];
  return new Set(texts.flatMap(figuresIn));
}
