/**
 * A runnable example receiver for the inbox's webhooks (docs/integrations.md). It checks the
 * signature and the timestamp (replay window), handles each event once by its id (a delivery
 * retried after a crash carries the same X-Webhook-Id), and appends it as one JSON line to
 * RECEIVER_LOG (or prints it). Self-contained on purpose: copy it next to your own code.
 *
 *   WEBHOOK_SECRET=... PORT=8787 RECEIVER_LOG=./events.jsonl node scripts/webhook-receiver.ts
 *
 * Answer 2xx only once the event is safely stored: anything else makes the sender try again.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";

const secret = process.env.WEBHOOK_SECRET ?? "";
const port = Number(process.env.PORT ?? 8787);
const logFile = process.env.RECEIVER_LOG;
const windowSeconds = 300;

if (secret.length < 16) {
  console.error("WEBHOOK_SECRET mangler (mindst 16 tegn: den hemmelighed, der står ved webhooken)");
  process.exit(1);
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, within 5 minutes of our clock. */
function verified(header: string | undefined, body: string): boolean {
  const parts = Object.fromEntries((header ?? "").split(",").map((part) => part.trim().split("=", 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(Date.now() / 1000 - timestamp) > windowSeconds) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex"));
  const given = Buffer.from(String(parts.v1));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// Ids already handled (survives a restart when RECEIVER_LOG is set).
const seen = new Set<string>();
if (logFile && existsSync(logFile)) {
  for (const line of readFileSync(logFile, "utf8").split("\n")) if (line) seen.add(JSON.parse(line).id);
}

const server = createServer((request, response) => {
  if (request.method !== "POST") return response.writeHead(405).end();
  const chunks: Buffer[] = [];
  let size = 0;
  request.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > 1_000_000) request.destroy();
    else chunks.push(chunk);
  });
  request.on("end", () => {
    const body = Buffer.concat(chunks).toString("utf8");
    if (!verified(request.headers["x-webhook-signature"] as string | undefined, body)) {
      console.error("Afvist: forkert eller for gammel signatur");
      return response.writeHead(401).end("forkert signatur");
    }
    const event = JSON.parse(body) as { id: string; event: string; text: string };
    if (seen.has(event.id)) return response.writeHead(200).end("allerede modtaget");
    // Store first, then answer: a crash in between means the sender tries again, and the id dedupes it.
    if (logFile) appendFileSync(logFile, `${JSON.stringify(event)}\n`);
    else console.log(JSON.stringify(event));
    seen.add(event.id);
    console.error(`Modtaget ${event.event}: ${event.text}`);
    response.writeHead(200).end("ok");
  });
});

server.listen(port, "127.0.0.1", () => console.error(`Lytter på http://127.0.0.1:${port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
