/** Waiting for a mail on the test SMTP server (tests/integration/support/smtp.ts). */
import type { Received } from "../../integration/support/smtp.ts";
import { scaled } from "../../support/scaled.ts";

/** The first mail to `address` that `match` accepts, waiting up to `timeoutMs`. */
export async function waitForMail(
  smtp: { to: (address: string) => Received[] },
  address: string,
  match: (mail: Received) => boolean = () => true,
  timeoutMs = scaled(15_000),
): Promise<Received> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.to(address).find(match);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`Ingen mail til ${address} inden for ${timeoutMs} ms (modtaget: ${smtp.to(address).length})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
