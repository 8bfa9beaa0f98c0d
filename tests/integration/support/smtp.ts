/** A real SMTP server on loopback that records what it receives and can be told to refuse mail or to stall before accepting each one. */
import { SMTPServer } from "smtp-server";

export type Received = { to: string[]; body: string };

/** A raw message's header value (unfolded), e.g. header(mail.body, "Reply-To"). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

/** The text body, decoded from quoted-printable as nodemailer writes it. */
export function textOf(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  if (!/quoted-printable/i.test(raw)) return body;
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

export async function startSmtp() {
  const received: Received[] = [];
  let refuse = false;
  let stallMs = 0;
  let inData = 0;
  let mostAtOnce = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      stream.on("end", async () => {
        inData++;
        mostAtOnce = Math.max(mostAtOnce, inData);
        // A relay that scans each mail before it answers the end of DATA.
        if (stallMs) await new Promise((resolve) => setTimeout(resolve, stallMs));
        inData--;
        if (refuse) {
          const error = new Error("Midlertidig fejl, prøv igen") as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  // A client that vanishes mid-conversation (a server killed with SIGKILL while it sends) is a
  // normal event for a relay; without a listener smtp-server throws it in the test process.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The mails received for one address. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    /** Waits until a mail for `address` whose text matches has arrived (the outbox worker sends it). */
    async waitFor(address: string, match: (text: string) => boolean = () => true, timeoutMs = 30_000): Promise<Received & { text: string }> {
      for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 100))) {
        const found = received.find((mail) => mail.to.includes(address) && match(textOf(mail.body)));
        if (found) return { ...found, text: textOf(found.body) };
      }
      throw new Error(`Ingen mail til ${address}`);
    },
    setRefuse: (value: boolean) => (refuse = value),
    /** Each mail is answered this long after its data arrived. */
    setStall: (ms: number) => (stallMs = ms),
    /** The most mails this server was holding at once (one per connection in DATA). */
    mostAtOnce: () => mostAtOnce,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
