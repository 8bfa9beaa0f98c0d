import type { JobColor } from "../../content/job-listings.ts";

/**
 * Each job listing's colour as an icon-badge tint. The -800 shades on -100 stay well above WCAG AA.
 * Written out in full so Tailwind finds every class in the source.
 */
export const jobTints: Record<JobColor, string> = {
  blue: "bg-blue-100 text-blue-800",
  emerald: "bg-emerald-100 text-emerald-800",
  amber: "bg-amber-100 text-amber-800",
  rose: "bg-rose-100 text-rose-800",
  violet: "bg-violet-100 text-violet-800",
  sky: "bg-sky-100 text-sky-800",
  orange: "bg-orange-100 text-orange-800",
  teal: "bg-teal-100 text-teal-800",
  indigo: "bg-indigo-100 text-indigo-800",
};
