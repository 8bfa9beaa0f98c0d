/**
 * Values baked into the build: prerendered HTML contains absolute URLs and the brand, so these are
 * read from the environment when `react-router build` runs (vite.config.ts defines __BUILD_CONFIG__)
 * and `npm start` rebuilds when they change (scripts/start.ts compares build/build-config.json).
 * Plain Node (CLI scripts, unit tests) reads the same variables directly.
 *
 * Deliberately free of zod: this module reaches every page's JavaScript.
 */
import { stripTrailingSlashes } from "../lib/paths.ts";

export type BuildConfig = {
  siteUrl: string;
  brandName: string;
  brandSlug: string;
  legacyHost: string;
  /**
   * The old site's reading of the forms: an external hosted form shown in a lazy 400 px iframe.
   * When a URL is set, that form slot shows the iframe instead of our own form.
   */
  formEmbeds: { contact?: string; quote?: string; job?: string };
  /**
   * Days before automatic deletion (0 = keep): job applications after arrival, other enquiries
   * after their last change. The server's retention job and the privacy policy read the same values.
   */
  retention: { applicationsDays: number; enquiriesDays: number };
  /** Days raw page-view events are kept before only daily totals remain (ANALYTICS_RAW_DAYS, 1-365); stated in the privacy policy. */
  analyticsRawDays: number;
};

const retentionVariables = { applicationsDays: ["RETENTION_APPLICATIONS_DAYS", 180], enquiriesDays: ["RETENTION_ENQUIRIES_DAYS", 730] } as const;

const embedVariables = { contact: "CONTACT_FORM_EMBED_URL", quote: "QUOTE_FORM_EMBED_URL", job: "JOB_FORM_EMBED_URL" } as const;

/** Reads and validates the build-time variables; throws one Danish message naming every bad one. */
export function readBuildConfig(env: Record<string, string | undefined>): BuildConfig {
  const config: BuildConfig = {
    siteUrl: stripTrailingSlashes(env.SITE_URL ?? `http://localhost:${env.PORT ?? "3000"}`),
    brandName: (env.BRAND_NAME ?? "Salgskraft").trim(),
    brandSlug: env.BRAND_SLUG ?? "salgskraft",
    legacyHost: env.LEGACY_HOST ?? "salgskraft.dk",
    formEmbeds: Object.fromEntries(
      Object.entries(embedVariables).flatMap(([slot, variable]) => (env[variable] ? [[slot, env[variable]!.trim()]] : [])),
    ),
    retention: {
      applicationsDays: Number(env.RETENTION_APPLICATIONS_DAYS?.trim() || retentionVariables.applicationsDays[1]),
      enquiriesDays: Number(env.RETENTION_ENQUIRIES_DAYS?.trim() || retentionVariables.enquiriesDays[1]),
    },
    analyticsRawDays: Number(env.ANALYTICS_RAW_DAYS?.trim() || 30),
  };
  const problems: string[] = [];
  for (const [key, [variable]] of Object.entries(retentionVariables)) {
    const days = config.retention[key as keyof BuildConfig["retention"]];
    if (!Number.isInteger(days) || days < 0 || days > 36_500) problems.push(`${variable} skal være et helt antal dage fra 0 til 36500 (0 = behold)`);
  }
  if (!Number.isInteger(config.analyticsRawDays) || config.analyticsRawDays < 1 || config.analyticsRawDays > 365) problems.push("ANALYTICS_RAW_DAYS skal være et helt antal dage fra 1 til 365");
  for (const [slot, url] of Object.entries(config.formEmbeds)) {
    if (!/^https:\/\/[^/\s]+/.test(url)) problems.push(`${embedVariables[slot as keyof typeof embedVariables]} skal være en https-URL`);
  }
  if (!/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(config.siteUrl))
    problems.push(`SITE_URL skal være en absolut http(s)-URL, fx https://www.salgskraft.dk (fik "${env.SITE_URL}")`);
  if (!config.brandName) problems.push("BRAND_NAME må ikke være tom");
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(config.brandSlug))
    problems.push("BRAND_SLUG må kun indeholde små bogstaver, tal og bindestreger");
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(config.legacyHost))
    problems.push("LEGACY_HOST skal være et værtsnavn, fx salgskraft.dk");
  if (problems.length) throw new Error(`Ugyldig konfiguration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return config;
}

declare const __BUILD_CONFIG__: BuildConfig | undefined;

export const buildConfig: BuildConfig =
  typeof __BUILD_CONFIG__ !== "undefined" ? __BUILD_CONFIG__ : readBuildConfig(process.env);

/** Absolute URL on this site for a path such as "/priser". */
export function absoluteUrl(path: string): string {
  return `${buildConfig.siteUrl}${path === "/" ? "/" : path}`;
}

/** Origins the CSP must allow in frame-src for the configured external forms. */
export function embedOrigins(config: BuildConfig): string[] {
  return [...new Set(Object.values(config.formEmbeds).map((url) => new URL(url).origin))];
}
