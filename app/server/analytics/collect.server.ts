/**
 * Page analytics: collecting. `EventCollector` buffers accepted events in memory and inserts them
 * in batches (every second, at 500 events, and on shutdown), so collecting costs the request no
 * database round trip.
 */
import { isbot } from "isbot";
import { type Db } from "../platform/db.server.ts";
import { errorFields, log } from "../platform/log.server.ts";
import { limitAddress } from "../platform/rate-limit.server.ts";
import { analyticsEvents } from "./schema.server.ts";
import { MAX_EVENT_BYTES, urlHost, parseEvent } from "./parsing.server.ts";
import { utcDay, visitorHash, daySalt } from "./visitor.server.ts";

// ---------------------------------------------------------------------------------------------
// Collecting

type EventRow = typeof analyticsEvents.$inferInsert;

export type CollectorOptions = {
  siteHosts: readonly string[];
  knownPages: Pick<ReadonlySet<string>, "has">;
  /** The SESSION secret; the day's visitor salt is derived from it (`daySalt`). */
  secret: string;
  flushMs?: number;
  batchSize?: number;
  maxBuffered?: number;
  now?: () => Date;
  /** Beacons one address (an IPv6 /64) may send a minute; more answer 429 and count nothing (second review, finding 2). */
  perAddressPerMinute?: number;
};

export class EventCollector {
  private buffer: EventRow[] = [];
  private salt: { day: string; value: string } | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly flushMs: number;
  private readonly batchSize: number;
  private readonly maxBuffered: number;
  private readonly now: () => Date;

  private readonly db: Db;
  private readonly options: CollectorOptions;

  constructor(db: Db, options: CollectorOptions) {
    this.db = db;
    this.options = options;
    this.flushMs = options.flushMs ?? 1000;
    this.batchSize = options.batchSize ?? 500;
    this.maxBuffered = options.maxBuffered ?? 100_000;
    this.now = options.now ?? (() => new Date());
  }

  private saltFor(day: string): string {
    if (this.salt?.day !== day) this.salt = { day, value: daySalt(this.options.secret, day) };
    return this.salt.value;
  }

  /** The answer to one beacon: 202 (counted, or a bot quietly not counted) or a 4xx, storing nothing. */
  async collect(request: Request): Promise<Response> {
    const answer = (status: number, message?: string) =>
      new Response(message ?? null, {
        status,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
      });
    if (request.method !== "POST") return answer(405, "Kun POST.");
    if (Number(request.headers.get("content-length") ?? 0) > MAX_EVENT_BYTES) return answer(413, "Hændelsen er for stor.");
    // Another site's page cannot count views here (the browser says where the beacon came from).
    const site = request.headers.get("sec-fetch-site");
    if (site && site !== "same-origin") return answer(403, "Kun fra sidens egne sider.");
    const host = new URL(request.url).host.toLowerCase();
    const parsed = parseEvent(await request.text(), [...this.options.siteHosts, urlHost(request.url) ?? host], (path) => this.options.knownPages.has(path));
    if (!parsed.ok) return answer(parsed.status, parsed.message);
    const userAgent = request.headers.get("user-agent") ?? "";
    if (!userAgent || isbot(userAgent)) return answer(202);
    if (this.stopped) return answer(503, "Serveren lukker ned.");
    const address = limitAddress(request.headers.get("x-client-ip") ?? "");
    if (!this.withinLimit(address)) return answer(429, "For mange hændelser fra samme adresse. Prøv igen om et minut.");
    const day = utcDay(this.now());
    const salt = this.saltFor(day);
    // The address (an IPv6 /64) and the day's salt: rotating the User-Agent no longer makes new visitors.
    const visitor = visitorHash(salt, host, address, "");
    this.push({ day, visitor, ...parsed.event });
    return answer(202);
  }

  /** Per-process fixed one-minute windows; the map is emptied when a new minute starts. */
  private window = { minute: -1, counts: new Map<string, number>() };
  private withinLimit(address: string): boolean {
    const minute = Math.floor(Date.now() / 60_000);
    if (this.window.minute !== minute) this.window = { minute, counts: new Map() };
    const count = (this.window.counts.get(address) ?? 0) + 1;
    this.window.counts.set(address, count);
    return count <= (this.options.perAddressPerMinute ?? 120);
  }

  private push(row: EventRow) {
    this.buffer.push(row);
    if (this.buffer.length >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Inserts what is buffered; on a database error the events stay buffered for the next try. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      clearTimeout(this.timer);
      this.timer = undefined;
      while (this.buffer.length) {
        const batch = this.buffer.splice(0, this.batchSize);
        try {
          await this.db.insert(analyticsEvents).values(batch);
        } catch (error) {
          this.buffer.unshift(...batch);
          const dropped = this.buffer.length - this.maxBuffered;
          if (dropped > 0) this.buffer.splice(0, dropped);
          log.error("Sidevisninger kunne ikke gemmes; prøver igen", { ...errorFields(error), buffered: this.buffer.length, dropped: Math.max(0, dropped) });
          if (!this.stopped) this.timer ??= setTimeout(() => void this.flush(), this.flushMs * 5).unref();
          return;
        }
      }
    });
    return this.flushing;
  }

  get pending(): number {
    return this.buffer.length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.flush();
  }
}
