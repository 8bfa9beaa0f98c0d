/**
 * Server configuration, validated once at start: a bad value stops the server with a message
 * naming the variable. Nothing here reaches the browser.
 */
import { z } from "zod";

const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().regex(/^[a-z][a-z0-9+.-]*:\/\//i, message).optional())
    .optional();

const trustProxyMessage = "TRUST_PROXY skal være antallet af proxyer foran serveren (0-10)";

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1, "PORT skal være et tal mellem 1 og 65535").max(65535, "PORT skal være et tal mellem 1 og 65535").default(3000),
    HOST: z.string().default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalUrl("DATABASE_URL skal være en postgres://-URL"),
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
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Confirmation mails to senders per hour over all forms; above it they pause (enquiries and staff mail go on). */
    CONFIRMATIONS_PER_HOUR: z.coerce.number({ error: "CONFIRMATIONS_PER_HOUR skal være et antal mails" }).int().min(1, "CONFIRMATIONS_PER_HOUR skal være mindst 1").default(100),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5000),
    /**
     * The mailbox staff replies' answers arrive in (app/server/inbound-mail.server.ts):
     * imaps://user:password@imap.example.dk:993/INBOX (imap:// for plain or STARTTLS). Without it
     * replies still go out and answers stay in the shared mailbox.
     */
    IMAP_URL: optionalUrl("IMAP_URL skal være en imap://- eller imaps://-URL").pipe(z.string().regex(/^imaps?:\/\//i, "IMAP_URL skal være en imap://- eller imaps://-URL").optional()),
    /** How often the mailbox is read for answers (ms). */
    IMAP_POLL_MS: z.coerce.number({ error: "IMAP_POLL_MS skal være et antal millisekunder" }).int().min(200, "IMAP_POLL_MS skal være mindst 200").default(60_000),
    /** Reply-To of staff replies: the address of the mailbox IMAP_URL reads (default NOTIFY_TO, the shared mailbox). */
    REPLY_TO: z.string().trim().optional().transform((value) => value || undefined),
    /** First wait before a failed webhook delivery is tried again (doubles each time, at most 1 hour). */
    WEBHOOK_RETRY_MS: z.coerce.number({ error: "WEBHOOK_RETRY_MS skal være et antal millisekunder" }).int().min(100, "WEBHOOK_RETRY_MS skal være mindst 100").default(15_000),
    /** How long a webhook receiver may take to answer (ms); a delivery in flight when an instance dies is retried after twice this plus 5 s. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number({ error: "WEBHOOK_TIMEOUT_MS skal være et antal millisekunder" }).int().min(500, "WEBHOOK_TIMEOUT_MS skal være mindst 500").max(60_000, "WEBHOOK_TIMEOUT_MS kan højst være 60000").default(10_000),
    /** 1 = webhooks may go to loopback and private addresses (a CRM on the internal network; tests). Default: public addresses only. */
    WEBHOOK_ALLOW_PRIVATE: z.enum(["0", "1"], { error: "WEBHOOK_ALLOW_PRIVATE skal være 0 eller 1" }).default("0").transform((value) => value === "1"),
    /** Open connections the server accepts at once; more are closed at once until some end. */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(2048),
    /** Days a job application is kept before it is deleted automatically (0 = keep). */
    RETENTION_APPLICATIONS_DAYS: z.coerce.number({ error: "RETENTION_APPLICATIONS_DAYS skal være et antal dage (0 = behold)" }).int("RETENTION_APPLICATIONS_DAYS skal være et helt antal dage").min(0, "RETENTION_APPLICATIONS_DAYS kan ikke være negativ").max(36_500).default(180),
    /** Days other enquiries are kept after their last change (0 = keep). */
    RETENTION_ENQUIRIES_DAYS: z.coerce.number({ error: "RETENTION_ENQUIRIES_DAYS skal være et antal dage (0 = behold)" }).int("RETENTION_ENQUIRIES_DAYS skal være et helt antal dage").min(0, "RETENTION_ENQUIRIES_DAYS kan ikke være negativ").max(36_500).default(730),
    /** Days raw page-view events are kept before only their daily roll-ups remain (1-365). */
    ANALYTICS_RAW_DAYS: z.coerce.number({ error: "ANALYTICS_RAW_DAYS skal være et antal dage (1-365)" }).int("ANALYTICS_RAW_DAYS skal være et helt antal dage").min(1, "ANALYTICS_RAW_DAYS skal være mindst 1").max(365, "ANALYTICS_RAW_DAYS kan højst være 365").default(30),
    /** Seconds between roll-ups of today's page views; /admin/analytics reads only roll-ups, so today's figures are at most this old. */
    ANALYTICS_REFRESH_SECONDS: z.coerce.number({ error: "ANALYTICS_REFRESH_SECONDS skal være et antal sekunder (1-3600)" }).int("ANALYTICS_REFRESH_SECONDS skal være et helt antal sekunder").min(1, "ANALYTICS_REFRESH_SECONDS skal være mindst 1").max(3600, "ANALYTICS_REFRESH_SECONDS kan højst være 3600").default(300),
    /** Where the server writes its nightly backup (app/server/backup.server.ts); never under public/ or build/, nor inside DATA_DIR. */
    BACKUP_DIR: z.string().trim().min(1, "BACKUP_DIR skal være en mappe").default("./backups"),
    /** How many nightly backups are kept in BACKUP_DIR; older ones are deleted. */
    BACKUP_KEEP: z.coerce.number({ error: "BACKUP_KEEP skal være et antal backupper (1-365)" }).int("BACKUP_KEEP skal være et helt tal").min(1, "BACKUP_KEEP skal være mindst 1").max(365, "BACKUP_KEEP kan højst være 365").default(14),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET er påkrævet i produktion med DATABASE_URL (alle instanser skal dele den)",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "miljø"}: ${issue.message}`);
    throw new Error(`Ugyldig konfiguration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
