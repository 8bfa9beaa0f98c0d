/**
 * A graceful stop (SIGTERM) exits 0 whatever a background job is doing at that moment: here the
 * outbox waits on a relay that never greets, the webhook worker on a receiver that never answers
 * and the mailbox poller on an IMAP server that never speaks. What they hold is claimed with a
 * lease and tried again after it (the SIGKILL tests in hardening.test.ts show nothing is lost).
 */
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { logIn, staffPost, waitUntil, staffDataDir } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer@salgskraft.dk", password: "Stop-roligt-2026-ejer" };

/** A TCP server that accepts connections and never says a word (a stalled SMTP relay or IMAP server). */
async function silentServer(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: TcpServer = createTcpServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An HTTP webhook receiver that reads the request and never answers. */
async function hangingReceiver(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server: HttpServer = createHttpServer((request) => {
    requests++;
    request.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`,
    requests: () => requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let relay: Awaited<ReturnType<typeof silentServer>>;
let imap: Awaited<ReturnType<typeof silentServer>>;
let receiver: Awaited<ReturnType<typeof hangingReceiver>>;
let server: TestServer;

beforeAll(async () => {
  [relay, imap, receiver] = await Promise.all([silentServer(), silentServer(), hangingReceiver()]);
});

afterAll(async () => {
  await Promise.all([relay?.close(), imap?.close(), receiver?.close()]);
  if (server) removeDir(server.dataDir);
});

describe("a graceful stop while every background job is busy", () => {
  it(
    "exits 0 on SIGTERM while the outbox, the webhooks and the mailbox wait on servers that never answer, and names them in the log",
    async () => {
      const settings = {
        SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
        IMAP_URL: `imap://svar:hemmeligt@127.0.0.1:${imap.port}/INBOX`,
        IMAP_POLL_MS: "200",
        OUTBOX_POLL_MS: "100",
        WEBHOOK_ALLOW_PRIVATE: "1",
        WEBHOOK_TIMEOUT_MS: "60000",
      };
      const dataDir = staffDataDir("salgskraft-stop-", owner);
      server = await startServer(settings, dataDir);
      const session = await logIn(server.url, owner);
      const hook = await staffPost(
        session,
        "/admin/webhooks",
        new URLSearchParams([
          ["intent", "add"],
          ["url", receiver.url],
          ["secret", "a".repeat(32)],
          ["events", "enquiry.created"],
        ]),
      );
      expect(hook.status).toBe(200);
      const sent = await postForm(`${server.url}/kontakt`, {
        name: "Stine Holm",
        email: "stine@holm.dk",
        phone: "+45 40 50 60 70",
        interest: "business",
        message: "Ring mig op i morgen.",
      });
      expect(sent.status).toBe(200);
      // Each job is inside its wait: the relay, the mailbox and the receiver have been reached.
      await waitUntil(() => relay.connections() > 0 && imap.connections() > 0 && receiver.requests() > 0, 60_000, "at alle tre job er i gang");

      const code = await server.stop("SIGTERM");
      expect(code, server.output()).toBe(0);
      const busy = server
        .output()
        .split("\n")
        .find((line) => line.includes("Baggrundsjob var stadig i gang"));
      expect(busy, server.output()).toBeDefined();
      for (const job of ["outbox", "webhooks", "imap"]) expect(JSON.parse(busy!).jobs).toContain(job);
      expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    },
    scaled(180_000),
  );
});
