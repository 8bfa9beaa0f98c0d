/** Real HTTP receivers for the webhook tests: one that checks the signature, optionally failing its first N calls. */
import { createServer } from "node:http";
import { verifySignature } from "../../../app/server/webhooks/webhooks.server.ts";

export type Received = { id: string; event: string; body: Record<string, unknown>; signed: boolean; replay?: string };

export async function startReceiver(secret: string, options: { failFirst?: number; delayMs?: number } = {}) {
  const received: Received[] = [];
  let calls = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    // A sender killed mid-call resets the connection: normal for a receiver, not a test failure.
    request.on("error", () => undefined);
    response.on("error", () => undefined);
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      calls++;
      const raw = Buffer.concat(chunks).toString("utf8");
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (calls <= (options.failFirst ?? 0)) return response.writeHead(503).end("nede");
      const signed = verifySignature(request.headers["x-webhook-signature"] as string, raw, secret);
      if (!signed) return response.writeHead(401).end("forkert signatur");
      const body = JSON.parse(raw) as Record<string, unknown>;
      const replay = request.headers["x-webhook-replay"] as string | undefined;
      received.push({
        id: String(request.headers["x-webhook-id"]),
        event: String(request.headers["x-webhook-event"]),
        body,
        signed,
        ...(replay ? { replay } : {}),
      });
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
