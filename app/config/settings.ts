/**
 * Every setting of the site, in one zod schema: name, type, default and the Danish message a bad
 * value gets. The server validates all of them at start (`parseSettings`, through
 * app/server/platform/env.server.ts); the build validates the subset that is baked into the prerendered
 * pages (`parseBuildSettings`, through readBuildConfig in app/config/build-config.ts). README.md's
 * configuration table and .env.example document the same names, and app/config/settings.test.ts
 * fails when either lists a name the schema lacks or leaves one out.
 *
 * Not for the browser: build-config.ts reaches every page's JavaScript, but only calls this module
 * where the build's `__BUILD_CONFIG__` is missing (plain Node), a branch the browser build drops;
 * tests/e2e/server-boundary.test.ts fails if a setting's name reaches a client asset.
 */
import { z } from "zod";

const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^[a-z][a-z0-9+.-]*:\/\//i, message)
        .optional(),
    )
    .optional();

const trustProxyMessage = "TRUST_PROXY skal være antallet af proxyer foran serveren (0-10)";

/** An optional https:// URL (the external hosted forms). */
const optionalHttpsUrl = (variable: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^https:\/\/[^/\s]+/, `${variable} skal være en https-URL`)
        .optional(),
    )
    .optional();

/** "0" or "1" (empty = not set). */
const optionalFlag = (variable: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.enum(["0", "1"], { error: `${variable} skal være 0 eller 1` }).optional())
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "1"));

/**
 * Built on first use, not at import: the module then has no top-level work, so where the browser
 * build drops the call to readBuildConfig, the bundler drops this module and zod with it.
 */
const makeFields = () => ({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1, "PORT skal være et tal mellem 1 og 65535").max(65535, "PORT skal være et tal mellem 1 og 65535").default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl("DATABASE_URL skal være en postgres://-URL"),
  /** Seconds a request waits for one of the 10 PostgreSQL connections before it is answered with a Danish 503 (below the proxy's read timeout). */
  DATABASE_POOL_WAIT_SECONDS: z.coerce
    .number({ error: "DATABASE_POOL_WAIT_SECONDS skal være et antal sekunder" })
    .int("DATABASE_POOL_WAIT_SECONDS skal være et helt antal sekunder")
    .min(1, "DATABASE_POOL_WAIT_SECONDS skal være mindst 1")
    .max(3600, "DATABASE_POOL_WAIT_SECONDS kan højst være 3600")
    .default(30),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET skal være mindst 32 tegn").optional(),
  SMTP_URL: optionalUrl("SMTP_URL skal være en smtp://- eller smtps://-URL"),
  MAIL_FROM: z.string().default("Salgskraft <no-reply@salgskraft.dk>"),
  NOTIFY_TO: z.string().default("kontakt@salgskraft.dk"),
  /**
   * How many proxies you control stand in front (load balancer, CDN): the client address is the
   * X-Forwarded-For entry that many hops from the right. Entries further left are written by
   * the client and never trusted. 0 = use the connection's address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("0")
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value)))
    .pipe(z.number({ error: trustProxyMessage }).int(trustProxyMessage).min(0, trustProxyMessage).max(10, trustProxyMessage)),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  FORM_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2500),
  /** Meetings booked from one address (an IPv6 /64) a day (third review, finding 3). */
  BOOKING_RATE_LIMIT: z.coerce
    .number({ error: "BOOKING_RATE_LIMIT skal være et antal møder" })
    .int()
    .min(1, "BOOKING_RATE_LIMIT skal være mindst 1")
    .default(3),
  /**
   * Meetings booked at /book-et-moede per clock hour, all visitors together (fourth review,
   * finding 2): when they are spent, the page asks visitors to call or write, and the owner is warned.
   */
  BOOKING_BUDGET_PER_HOUR: z.coerce
    .number({ error: "BOOKING_BUDGET_PER_HOUR skal være et antal møder" })
    .int("BOOKING_BUDGET_PER_HOUR skal være et helt antal møder")
    .min(1, "BOOKING_BUDGET_PER_HOUR skal være mindst 1")
    .default(8),
  /** Pages of free times (/book-et-moede with a topic) one address (an IPv6 /64) may load in 10 minutes. */
  BOOKING_TIMES_RATE_LIMIT: z.coerce
    .number({ error: "BOOKING_TIMES_RATE_LIMIT skal være et antal sider" })
    .int("BOOKING_TIMES_RATE_LIMIT skal være et helt antal sider")
    .min(1, "BOOKING_TIMES_RATE_LIMIT skal være mindst 1")
    .default(120),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Confirmation mails to senders per hour over all forms; above it they pause (enquiries and staff mail go on). */
  CONFIRMATIONS_PER_HOUR: z.coerce
    .number({ error: "CONFIRMATIONS_PER_HOUR skal være et antal mails" })
    .int()
    .min(1, "CONFIRMATIONS_PER_HOUR skal være mindst 1")
    .default(100),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5000),
  /** Follow-ups' morning mail (issue 26): from this hour, Danish time; how often each instance looks. */
  FOLLOW_UP_MAIL_HOUR: z.coerce
    .number({ error: "FOLLOW_UP_MAIL_HOUR skal være en time fra 0 til 23" })
    .int("FOLLOW_UP_MAIL_HOUR skal være en hel time")
    .min(0, "FOLLOW_UP_MAIL_HOUR skal være fra 0 til 23")
    .max(23, "FOLLOW_UP_MAIL_HOUR skal være fra 0 til 23")
    .default(7),
  FOLLOW_UP_POLL_MS: z.coerce
    .number({ error: "FOLLOW_UP_POLL_MS skal være et antal millisekunder" })
    .int()
    .min(100, "FOLLOW_UP_POLL_MS skal være mindst 100")
    .default(300_000),
  /**
   * The mailbox staff replies' answers arrive in (app/server/mail/inbound-mail.server.ts):
   * imaps://user:password@imap.example.dk:993/INBOX (imap:// for plain or STARTTLS). Without it
   * replies still go out and answers stay in the shared mailbox.
   */
  IMAP_URL: optionalUrl("IMAP_URL skal være en imap://- eller imaps://-URL").pipe(
    z
      .string()
      .regex(/^imaps?:\/\//i, "IMAP_URL skal være en imap://- eller imaps://-URL")
      .optional(),
  ),
  /** How often the mailbox is read for answers (ms). */
  IMAP_POLL_MS: z.coerce.number({ error: "IMAP_POLL_MS skal være et antal millisekunder" }).int().min(200, "IMAP_POLL_MS skal være mindst 200").default(60_000),
  /** Reply-To of staff replies: the address of the mailbox IMAP_URL reads (default NOTIFY_TO, the shared mailbox). */
  REPLY_TO: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  /** First wait before a failed webhook delivery is tried again (doubles each time, at most 1 hour). */
  WEBHOOK_RETRY_MS: z.coerce
    .number({ error: "WEBHOOK_RETRY_MS skal være et antal millisekunder" })
    .int()
    .min(100, "WEBHOOK_RETRY_MS skal være mindst 100")
    .default(15_000),
  /** How long a webhook receiver may take to answer (ms); a delivery in flight when an instance dies is retried after twice this plus 5 s. */
  WEBHOOK_TIMEOUT_MS: z.coerce
    .number({ error: "WEBHOOK_TIMEOUT_MS skal være et antal millisekunder" })
    .int()
    .min(500, "WEBHOOK_TIMEOUT_MS skal være mindst 500")
    .max(60_000, "WEBHOOK_TIMEOUT_MS kan højst være 60000")
    .default(10_000),
  /** 1 = webhooks and calendar feeds may go to loopback and private addresses (a CRM on the internal network; tests). Default: public addresses only. */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(["0", "1"], { error: "WEBHOOK_ALLOW_PRIVATE skal være 0 eller 1" })
    .default("0")
    .transform((value) => value === "1"),
  /** Open connections the server accepts at once; more are closed at once until some end. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(2048),
  /** Seconds requests in flight get to finish after SIGTERM before they are cut (keep it under the service manager's stop timeout). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: "SHUTDOWN_DRAIN_SECONDS skal være et antal sekunder" })
    .int("SHUTDOWN_DRAIN_SECONDS skal være et helt antal sekunder")
    .min(1, "SHUTDOWN_DRAIN_SECONDS skal være mindst 1")
    .max(3600, "SHUTDOWN_DRAIN_SECONDS kan højst være 3600")
    .default(25),
  /** Days a job application is kept before it is deleted automatically (0 = keep). */
  RETENTION_APPLICATIONS_DAYS: z.coerce
    .number({ error: "RETENTION_APPLICATIONS_DAYS skal være et antal dage (0 = behold)" })
    .int("RETENTION_APPLICATIONS_DAYS skal være et helt antal dage")
    .min(0, "RETENTION_APPLICATIONS_DAYS kan ikke være negativ")
    .max(36_500)
    .default(180),
  /** Days other enquiries are kept after their last change (0 = keep). */
  RETENTION_ENQUIRIES_DAYS: z.coerce
    .number({ error: "RETENTION_ENQUIRIES_DAYS skal være et antal dage (0 = behold)" })
    .int("RETENTION_ENQUIRIES_DAYS skal være et helt antal dage")
    .min(0, "RETENTION_ENQUIRIES_DAYS kan ikke være negativ")
    .max(36_500)
    .default(730),
  /** Days raw page-view events are kept before only their daily roll-ups remain (1-365). */
  ANALYTICS_RAW_DAYS: z.coerce
    .number({ error: "ANALYTICS_RAW_DAYS skal være et antal dage (1-365)" })
    .int("ANALYTICS_RAW_DAYS skal være et helt antal dage")
    .min(1, "ANALYTICS_RAW_DAYS skal være mindst 1")
    .max(365, "ANALYTICS_RAW_DAYS kan højst være 365")
    .default(30),
  /** Seconds between roll-ups of today's page views; /admin/analytics reads only roll-ups, so today's figures are at most this old. */
  ANALYTICS_REFRESH_SECONDS: z.coerce
    .number({ error: "ANALYTICS_REFRESH_SECONDS skal være et antal sekunder (1-3600)" })
    .int("ANALYTICS_REFRESH_SECONDS skal være et helt antal sekunder")
    .min(1, "ANALYTICS_REFRESH_SECONDS skal være mindst 1")
    .max(3600, "ANALYTICS_REFRESH_SECONDS kan højst være 3600")
    .default(300),
  /** Where the server writes its nightly backup (app/server/backup/runs.server.ts); never under public/ or build/, nor inside DATA_DIR. */
  BACKUP_DIR: z.string().trim().min(1, "BACKUP_DIR skal være en mappe").default("./backups"),
  /** How many nightly backups are kept in BACKUP_DIR; older ones are deleted. */
  BACKUP_KEEP: z.coerce
    .number({ error: "BACKUP_KEEP skal være et antal backupper (1-365)" })
    .int("BACKUP_KEEP skal være et helt tal")
    .min(1, "BACKUP_KEEP skal være mindst 1")
    .max(365, "BACKUP_KEEP kan højst være 365")
    .default(14),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** Baked into the build: absolute base of canonical links, sitemap and share tags (default http://localhost:PORT). */
  SITE_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/, "SITE_URL skal være en absolut http(s)-URL, fx https://www.salgskraft.dk")
        .optional(),
    )
    .optional(),
  BRAND_NAME: z.string().trim().min(1, "BRAND_NAME må ikke være tom").default("Salgskraft"),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "BRAND_SLUG må kun indeholde små bogstaver, tal og bindestreger")
    .default("salgskraft"),
  LEGACY_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, "LEGACY_HOST skal være et værtsnavn, fx salgskraft.dk")
    .default("salgskraft.dk"),
  /** The old site's reading of the forms: that external hosted form (lazy 400 px iframe) instead of our own. */
  CONTACT_FORM_EMBED_URL: optionalHttpsUrl("CONTACT_FORM_EMBED_URL"),
  QUOTE_FORM_EMBED_URL: optionalHttpsUrl("QUOTE_FORM_EMBED_URL"),
  JOB_FORM_EMBED_URL: optionalHttpsUrl("JOB_FORM_EMBED_URL"),
  /** 1 = the session cookie is Secure (__Host-session), 0 = plain (http); default: Secure in production. */
  COOKIE_SECURE: optionalFlag("COOKIE_SECURE"),
  /** Password hashes (scrypt, ~64 MB each) computed at once, and logins waiting for one before "try again". */
  SCRYPT_CONCURRENCY: z.coerce
    .number({ error: "SCRYPT_CONCURRENCY skal være et antal" })
    .int()
    .min(1, "SCRYPT_CONCURRENCY skal være mindst 1")
    .max(16, "SCRYPT_CONCURRENCY kan højst være 16")
    .default(1),
  /**
   * Tests only: the server's clock (booking slots, follow-ups, morning mail, retention, analytics
   * days, link expiries) starts at this instant (ISO 8601 with offset) and runs on. Refused in
   * production unless E2E_ERROR_ROUTE=1, the end-to-end suite's flag.
   */
  TEST_CLOCK: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.iso.datetime({ offset: true, error: "TEST_CLOCK skal være et tidspunkt som 2027-03-17T07:55:00+01:00" }).optional())
    .optional()
    .transform((value) => (value === undefined ? undefined : new Date(value))),
  /** 1 = the end-to-end suite runs this server: its render-error route, and TEST_CLOCK accepted under NODE_ENV=production. */
  E2E_ERROR_ROUTE: optionalFlag("E2E_ERROR_ROUTE"),
  SCRYPT_QUEUE: z.coerce
    .number({ error: "SCRYPT_QUEUE skal være et antal" })
    .int()
    .min(0, "SCRYPT_QUEUE kan ikke være negativ")
    .max(1000, "SCRYPT_QUEUE kan højst være 1000")
    .default(8),
  /** scrypt's cost as a power of two (N = 2^15). Below 15 only with NODE_ENV=test: the test suites hash with 2^10. */
  SCRYPT_COST: z.coerce
    .number({ error: "SCRYPT_COST skal være et tal" })
    .int()
    .min(10, "SCRYPT_COST skal være mindst 10")
    .max(20, "SCRYPT_COST kan højst være 20")
    .default(15),
});

type Fields = ReturnType<typeof makeFields>;

const makeSchema = (fields: Fields) =>
  z.object(fields).superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET er påkrævet i produktion med DATABASE_URL (alle instanser skal dele den)",
      });
    }
    if (env.TEST_CLOCK && env.NODE_ENV === "production" && !env.E2E_ERROR_ROUTE) {
      ctx.addIssue({ code: "custom", path: ["TEST_CLOCK"], message: "TEST_CLOCK er kun til test og afvises i produktion: fjern den" });
    }
    if (env.SCRYPT_COST < 15 && env.NODE_ENV !== "test") {
      ctx.addIssue({
        code: "custom",
        path: ["SCRYPT_COST"],
        message: "SCRYPT_COST under 15 er kun til testene (NODE_ENV=test): adgangskoderne ville være for lette at gætte",
      });
    }
  });

let cache: { fields: Fields; schema: ReturnType<typeof makeSchema> } | undefined;
const built = () => {
  if (!cache) {
    const fields = makeFields();
    cache = { fields, schema: makeSchema(fields) };
  }
  return cache;
};

/** The schema of every setting. */
export function settingsSchema() {
  return built().schema;
}

export type Settings = z.infer<ReturnType<typeof makeSchema>>;

/** The settings the build bakes into prerendered pages (readBuildConfig): the brand, the site's address, what the privacy policy states. */
export const buildSettingNames = [
  "PORT",
  "SITE_URL",
  "BRAND_NAME",
  "BRAND_SLUG",
  "LEGACY_HOST",
  "CONTACT_FORM_EMBED_URL",
  "QUOTE_FORM_EMBED_URL",
  "JOB_FORM_EMBED_URL",
  "RETENTION_APPLICATIONS_DAYS",
  "RETENTION_ENQUIRIES_DAYS",
  "ANALYTICS_RAW_DAYS",
] as const satisfies readonly (keyof Fields)[];

type BuildFields = Pick<Fields, (typeof buildSettingNames)[number]>;

export type BuildSettings = z.infer<z.ZodObject<BuildFields>>;

function parsed<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "miljø"}: ${issue.message}`);
  throw new Error(`Ugyldig konfiguration:\n${lines.join("\n")}`);
}

/** Every setting, validated: throws one Danish message naming each bad variable. */
export function parseSettings(source: Record<string, string | undefined>): Settings {
  return parsed(settingsSchema().safeParse(source));
}

/** The build's settings only (a build needs no database or mail settings). */
export function parseBuildSettings(source: Record<string, string | undefined>): BuildSettings {
  const { fields } = built();
  const picked = Object.fromEntries(buildSettingNames.map((name) => [name, fields[name]])) as BuildFields;
  return parsed(z.object(picked).safeParse(source));
}

/** One setting read on its own (a module-level default such as the log level before start), from the same schema. */
export function readSetting<K extends keyof Fields>(name: K, source: Record<string, string | undefined> = process.env): Settings[K] {
  return parsed(built().fields[name].safeParse(source[name]) as z.ZodSafeParseResult<Settings[K]>);
}
