/**
 * Values baked into the build: prerendered HTML contains absolute URLs and the brand, so these are
 * read from the environment when `react-router build` runs (vite.config.ts defines __BUILD_CONFIG__)
 * and `npm start` rebuilds when they change (scripts/start.ts compares build/build-config.json).
 * Plain Node (CLI scripts, the server's start) reads the same variables directly. The schema is
 * app/config/settings.ts, the one declaration of every setting.
 *
 * This module reaches every page's JavaScript: there `__BUILD_CONFIG__` is defined, so the call to
 * readBuildConfig (and with it zod and the schema) is dropped from the browser build
 * (tests/e2e/server-boundary.test.ts and the JavaScript budget notice if it is not).
 */
import { stripTrailingSlashes } from "../lib/paths.ts";
import { parseBuildSettings } from "./settings.ts";

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

/** Reads and validates the build-time variables (app/config/settings.ts); throws one Danish message naming every bad one. */
export function readBuildConfig(env: Record<string, string | undefined>): BuildConfig {
  const settings = parseBuildSettings(env);
  return {
    siteUrl: stripTrailingSlashes(settings.SITE_URL ?? `http://localhost:${settings.PORT}`),
    brandName: settings.BRAND_NAME,
    brandSlug: settings.BRAND_SLUG,
    legacyHost: settings.LEGACY_HOST,
    formEmbeds: Object.fromEntries(
      Object.entries({ contact: settings.CONTACT_FORM_EMBED_URL, quote: settings.QUOTE_FORM_EMBED_URL, job: settings.JOB_FORM_EMBED_URL }).filter(
        ([, url]) => url,
      ),
    ),
    retention: { applicationsDays: settings.RETENTION_APPLICATIONS_DAYS, enquiriesDays: settings.RETENTION_ENQUIRIES_DAYS },
    analyticsRawDays: settings.ANALYTICS_RAW_DAYS,
  };
}

declare const __BUILD_CONFIG__: BuildConfig | undefined;

export const buildConfig: BuildConfig = typeof __BUILD_CONFIG__ !== "undefined" ? __BUILD_CONFIG__ : readBuildConfig(process.env);

/** Absolute URL on this site for a path such as "/priser". */
export function absoluteUrl(path: string): string {
  return `${buildConfig.siteUrl}${path === "/" ? "/" : path}`;
}

/** Origins the CSP must allow in frame-src for the configured external forms. */
export function embedOrigins(config: BuildConfig): string[] {
  return [...new Set(Object.values(config.formEmbeds).map((url) => new URL(url).origin))];
}
