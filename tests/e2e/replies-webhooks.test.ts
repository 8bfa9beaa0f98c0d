/**
 * Issue 26 items 5 and 6 end to end, against the production server and real parts: Debian's
 * Dovecot (IMAP, tests/integration/support/dovecot.ts), a real SMTP server, the runnable example
 * receiver (scripts/webhook-receiver.ts, a process of its own) and Chromium. A visitor's enquiry →
 * a reply from the inbox → the visitor's answer (In-Reply-To) on the enquiry within one polling
 * interval; nothing lost with SMTP, IMAP or a receiver down, or the server killed mid-delivery;
 * two instances on one PostgreSQL thread each answer once and deliver each webhook once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { startDovecot } from "../integration/support/dovecot.ts";
import { createScratchDatabase } from "../integration/support/databases.ts";
import { header, startSmtp } from "../integration/support/smtp.ts";
import { startReceiver } from "../integration/support/webhook-receivers.ts";
import { launchChromium } from "./support/browser.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import {
  createAccount,
  enquiryId,
  logIn,
  staffGet as get,
  staffPost as post,
  staffText as pageText,
  waitUntil as waitFor,
  type StaffSession as Session,
  signIn,
  staffDataDir,
} from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };
const secret = "receiver-hemmelighed-0123456789";
const IMAP_POLL_MS = 3000;

/** The example receiver as its own process, logging each event it accepted once to a file. */
function exampleReceiver(port: number, log: string) {
  let child: ChildProcess | undefined;
  return {
    async start() {
      child = spawn(process.execPath, ["scripts/webhook-receiver.ts"], {
        env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(port), RECEIVER_LOG: log },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let output = "";
      child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(() => output.includes("Lytter på"), 10_000, "modtageren");
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
    events: (): { id: string; event: string; enquiry: { email: string } }[] =>
      existsSync(log)
        ? readFileSync(log, "utf8")
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : [],
  };
}

/** The id of the webhook row on /admin/webhooks that shows `url`. */
function webhookIdOf(list: string, url: string): string {
  const row = list
    .split('data-webhook="')
    .slice(1)
    .find((part) => part.split("</li>")[0]!.includes(url));
  return row!.slice(0, 36);
}

function answer(from: string, inReplyTo: string, body: string, contentType = "text/plain; charset=utf-8") {
  return [
    `From: ${from}`,
    "To: svar@salgskraft.dk",
    "Subject: Sv: Vedrørende din henvendelse",
    `Message-ID: <${randomBytes(8).toString("hex")}@kunde.dk>`,
    `In-Reply-To: ${inReplyTo}`,
    `References: ${inReplyTo}`,
    "MIME-Version: 1.0",
    `Content-Type: ${contentType}`,
    "",
    body,
    "",
  ].join("\r\n");
}

let server: TestServer;
let env: Record<string, string>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dovecot: Awaited<ReturnType<typeof startDovecot>>;
let receiver: ReturnType<typeof exampleReceiver>;
let receiverPort: number;
let browser: Browser;
let session: Session;
const pageErrors: string[] = [];

beforeAll(async () => {
  [smtp, dovecot] = await Promise.all([startSmtp(), startDovecot()]);
  receiverPort = await freePort();
  receiver = exampleReceiver(receiverPort, path.join(mkdtempSync(path.join(tmpdir(), "salgskraft-receiver-")), "events.jsonl"));
  await receiver.start();
  const dataDir = staffDataDir("salgskraft-replies-", owner);
  env = {
    TRUST_PROXY: "1",
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: "100",
    IMAP_URL: dovecot.url,
    IMAP_POLL_MS: String(IMAP_POLL_MS),
    REPLY_TO: "svar@salgskraft.dk",
    WEBHOOK_ALLOW_PRIVATE: "1",
    WEBHOOK_RETRY_MS: "300",
    WEBHOOK_TIMEOUT_MS: "2000",
    LOG_LEVEL: "info",
  };
  server = await startServer(env, dataDir);
  browser = await launchChromium();
  session = await logIn(server.url, owner, "10.26.0.1");
}, scaled(120_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await receiver?.stop();
  await dovecot?.close();
  await smtp?.close();
  expect(pageErrors).toEqual([]);
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 }, locale: "da-DK" });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("dialog", (dialog) => {
    pageErrors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return page;
}

describe("reply from the enquiry, and the answer on it", () => {
  let id: string;
  let replyMessageId: string;

  it("the owner adds a webhook; its secret is never shown again", async () => {
    const saved = await post(
      session,
      "/admin/webhooks",
      new URLSearchParams([
        ["intent", "add"],
        ["url", `http://127.0.0.1:${receiverPort}/`],
        ["secret", secret],
        ...["enquiry.created", "enquiry.status_changed", "enquiry.assigned", "enquiry.outcome"].map((event) => ["events", event]),
      ]),
    );
    expect(saved.status).toBe(200);
    expect(await saved.text()).not.toContain(secret);
    const page = await (await get(session, "/admin/webhooks")).text();
    expect(page).toContain(`http://127.0.0.1:${receiverPort}/`);
    expect(page).not.toContain(secret);
    expect(server.output()).not.toContain(secret);
  });

  it("a visitor's enquiry reaches the CRM receiver, signed", async () => {
    expect(
      (
        await postForm(
          `${server.url}/kontakt`,
          {
            name: "Karen Holm",
            company: "Holm Rådgivning",
            email: "karen@holm.dk",
            phone: "+45 40 50 60 70",
            interest: "business",
            message: "Vi vil gerne have booket møder.",
          },
          { "X-Forwarded-For": "10.26.1.1" },
        )
      ).status,
    ).toBe(200);
    const created = await waitFor(
      () => receiver.events().find((event) => event.event === "enquiry.created" && event.enquiry.email === "karen@holm.dk"),
      15_000,
      "enquiry.created",
    );
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    id = await enquiryId(session, "karen@holm.dk");
  });

  it("staff reply from the enquiry page with a template; it shows at once with its delivery state and reaches the visitor from the agency", async () => {
    const page = await newPage();
    await signIn(page, owner, `/admin/contact-submissions/${id}`);
    await page.getByText("Kundens svar kommer til svar@salgskraft.dk og vises her.").waitFor();
    await page.selectOption("#skabelon", { label: "Hvornår kan vi ringe?" });
    await page.click('button:has-text("Indsæt")');
    await expect.poll(() => page.inputValue("#reply-body"), { timeout: scaled(15_000) }).toContain("Hvornår passer det dig, at vi ringer?");
    await page.fill("#reply-signed", "Mette Lund");
    await page.click('button:has-text("Send svar")');
    await page.getByText("Svaret er sat i kø").waitFor();
    const sent = page.locator('[data-direction="out"]');
    await expect.poll(() => sent.innerText(), { timeout: scaled(15_000) }).toContain("Sendt af Mette Lund");
    const mail = await smtp.waitFor("karen@holm.dk", (text) => text.includes("Hvornår passer det dig"));
    expect(header(mail.body, "From")).toContain("no-reply@salgskraft.dk");
    expect(header(mail.body, "Reply-To")).toBe("svar@salgskraft.dk");
    expect(mail.text.replace(/\r\n/g, "\n")).toContain("Venlig hilsen\nMette Lund\nSalgskraft");
    replyMessageId = header(mail.body, "Message-ID")!;
    expect(replyMessageId).toMatch(/^<svar\.[0-9a-f-]+@salgskraft\.dk>$/);
    await page.reload();
    await expect.poll(() => page.locator('[data-direction="out"] [data-mail-state]').getAttribute("data-mail-state"), { timeout: scaled(15_000) }).toBe("sent");
    await page.context().close();
  });

  it("the visitor's answer (In-Reply-To) appears on the enquiry within one polling interval, as text, marked Svar modtaget", async () => {
    const page = await newPage();
    await signIn(page, owner, `/admin/contact-submissions/${id}`);
    const sentAt = Date.now();
    await dovecot.append(answer("Karen Holm <karen@holm.dk>", replyMessageId, "Ring gerne torsdag kl. 10."));
    const seenAfter = await waitFor(
      async () => {
        await page.reload();
        return (await page.locator('[data-direction="in"]').count()) > 0 && Date.now() - sentAt;
      },
      15_000,
      "svaret på siden",
    );
    // Read on the poller's schedule (one interval, measured 4.1 s on a quiet run: docs/benchmarks.md),
    // not after a back-off: a bound generous enough for a loaded 2-core machine (7.8 s seen there).
    console.log(`Svar på siden efter ${seenAfter} ms (IMAP_POLL_MS=${IMAP_POLL_MS})`);
    expect(seenAfter).toBeLessThan(3 * IMAP_POLL_MS + 5000);
    expect(await page.locator('[data-direction="in"]').innerText()).toContain("Ring gerne torsdag kl. 10.");
    await page.locator("[data-answer-received]").waitFor();
    // The inbox list says it too, until someone answers or marks it as seen.
    const list = await pageText(session, "/admin/contact-submissions");
    expect(list.split("<tr").find((row) => row.includes("karen@holm.dk"))).toContain("Svar modtaget");

    // An HTML answer with a script and an event handler: shown as text, nothing runs.
    await dovecot.append(
      answer(
        "karen@holm.dk",
        replyMessageId,
        `<p>Vi er <b>klar</b>.</p><img src="x" onerror="document.title='xss'"><script>document.title='xss'</script>`,
        "text/html; charset=utf-8",
      ),
    );
    await waitFor(
      async () => {
        await page.reload();
        return (await page.locator('[data-direction="in"]').count()) > 1;
      },
      15_000,
      "HTML-svaret",
    );
    const html = page.locator('[data-direction="in"]').last();
    expect(await html.innerText()).toContain("Vi er klar .".replace(" .", "."));
    expect(await html.locator("img, script, b").count()).toBe(0);
    expect(await page.title()).not.toBe("xss");
    await page.context().close();
  });

  it("a stranger answering in the thread is held as usikker for staff, not attached", async () => {
    await dovecot.append(answer("fremmed@andet.dk", replyMessageId, "Send fakturaen til mig i stedet."));
    const html = await waitFor(
      async () => {
        const text = await (await get(session, `/admin/contact-submissions/${id}`)).text();
        return text.includes("data-held") && text.replace(/<!-- -->/g, "");
      },
      15_000,
      "det usikre svar",
    );
    expect(html).toContain("Usikkert svar: afsenderen fremmed@andet.dk er ikke den, vi skrev til.");
    const messageId = html.match(/data-message="([0-9a-f-]{36})" data-held/)![1]!;
    const rejected = await post(session, `/admin/contact-submissions/${id}`, { intent: "answer-reject", messageId });
    expect(rejected.status).toBe(200);
    expect(await (await get(session, `/admin/contact-submissions/${id}`)).text()).not.toContain("Send fakturaen til mig i stedet.");
    expect(server.output()).toContain("holdt som usikker");
  });

  it("a status change and an assignment reach the receiver", async () => {
    expect((await post(session, `/admin/contact-submissions/${id}`, { intent: "status", status: "in_progress" })).status).toBe(200);
    await waitFor(
      () => receiver.events().find((event) => event.event === "enquiry.status_changed" && event.enquiry.email === "karen@holm.dk"),
      15_000,
      "enquiry.status_changed",
    );
  });
});

describe("the shared mailbox (issue 37, item 6)", () => {
  it("a stranger's mail to the mailbox is a new enquiry at 390 px: kind Mail, the text, the subject and the attachments; staff told by mail, the CRM by webhook", async () => {
    const boundary = "graense-42";
    await dovecot.append(
      [
        "From: Birte Holm <birte@holmsolar.dk>",
        "To: svar@salgskraft.dk",
        "Subject: Kan I ringe til 400 installatører?",
        `Message-ID: <delt-${Date.now()}@holmsolar.dk>`,
        "MIME-Version: 1.0",
        `Content-Type: multipart/mixed; boundary="${boundary}"`,
        "",
        `--${boundary}`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Vi søger mødebooking til vores solcelleanlæg i Jylland.",
        `--${boundary}`,
        'Content-Type: application/pdf; name="kampagnebrief.pdf"',
        'Content-Disposition: attachment; filename="kampagnebrief.pdf"',
        "Content-Transfer-Encoding: base64",
        "",
        Buffer.alloc(3000, 7).toString("base64"),
        `--${boundary}--`,
        "",
      ].join("\r\n"),
    );
    const page = await newPage(390);
    await signIn(page, owner);
    const link = await waitFor(
      async () => {
        await page.goto("/admin/contact-submissions");
        const found = page.locator("a", { hasText: "Birte Holm" });
        return (await found.count()) > 0 && found.first();
      },
      30_000,
      "mailen i indbakken",
    );
    const row = (await pageText(session, "/admin/contact-submissions")).split("<tr").find((item) => item.includes("birte@holmsolar.dk"))!;
    expect(row).toContain("Mail");
    await link.click();
    await page.getByText("Vi søger mødebooking til vores solcelleanlæg i Jylland.").first().waitFor();
    const text = await page.locator("main").innerText();
    expect(text).toContain("Kan I ringe til 400 installatører?");
    expect(text).toContain("kampagnebrief.pdf (3 KB)");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const notice = await smtp.waitFor("kontakt@salgskraft.dk", (mail) => mail.includes("har skrevet til den fælles postkasse"), scaled(30_000));
    expect(notice.text).toContain(`${page.url().replace(/^https?:\/\/[^/]+/, "")}`);
    await waitFor(
      () => receiver.events().find((event) => event.event === "enquiry.created" && event.enquiry.email === "birte@holmsolar.dk"),
      30_000,
      "webhooken",
    );
    await page.context().close();
  });
});

describe("nothing lost", () => {
  it("SMTP down: the reply is kept, shown as failed on the enquiry and in the banner, and sent once when it is back", async () => {
    const id = await enquiryId(session, "karen@holm.dk");
    smtp.setRefuse(true);
    let html: string;
    try {
      expect(
        (
          await post(session, `/admin/contact-submissions/${id}`, {
            intent: "reply",
            subject: "Opfølgning",
            body: "Vi ringer i morgen.",
            signedAs: "Mette Lund",
          })
        ).status,
      ).toBe(200);
      // This reply's own entry (another mail of the enquiry may have failed before it), and the
      // banner: the layout's loader runs beside the page's, so one response may show the entry
      // failed while the banner was read a moment before the failure was recorded.
      html = await waitFor(
        async () => {
          const text = await pageText(session, `/admin/contact-submissions/${id}`);
          const entry = text.split('<li data-mail="').find((part) => part.split("</li>")[0]!.includes(">Opfølgning<"));
          return entry?.split("</li>")[0]!.includes('data-mail-state="failed"') && / kunne ikke sendes\. Seneste fejl: /.test(text) && text;
        },
        15_000,
        "den fejlede mail",
      );
    } finally {
      smtp.setRefuse(false);
    }
    const entry = html
      .split('<li data-mail="')
      .find((part) => part.split("</li>")[0]!.includes(">Opfølgning<"))!
      .split("</li>")[0]!;
    expect(entry).toContain("Mailserveren afviste midlertidigt (SMTP 451)");
    // The banner on every admin page (other mail queued meanwhile may have failed too).
    expect(html).toMatch(/\d+ mails? kunne ikke sendes\. Seneste fejl: /);
    const mailId = entry.match(/name="mailId" value="(\d+)"/)![1]!;
    expect((await post(session, `/admin/contact-submissions/${id}`, { intent: "retry-mail", mailId })).status).toBe(200);
    await smtp.waitFor("karen@holm.dk", (text) => text.includes("Vi ringer i morgen."));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.to("karen@holm.dk").filter((mail) => header(mail.body, "Subject") === "Opfølgning")).toHaveLength(1);
  });

  it("IMAP down: every admin page says so; what arrived meanwhile is read once it is back", async () => {
    const id = await enquiryId(session, "karen@holm.dk");
    await dovecot.stop();
    await waitFor(
      async () => (await (await get(session, "/admin/contact-submissions")).text()).includes("Kundernes svar kan ikke hentes fra postkassen"),
      20_000,
      "IMAP-advarslen",
    );
    await dovecot.start();
    const mail = smtp.to("karen@holm.dk").find((received) => header(received.body, "Subject") === "Opfølgning")!;
    await dovecot.append(answer("karen@holm.dk", header(mail.body, "Message-ID")!, "Skrevet mens postkassen var nede."));
    await waitFor(
      async () => (await (await get(session, `/admin/contact-submissions/${id}`)).text()).includes("Skrevet mens postkassen var nede."),
      20_000,
      "svaret efter nedbruddet",
    );
    await waitFor(
      async () => !(await (await get(session, "/admin/contact-submissions")).text()).includes("Kundernes svar kan ikke hentes"),
      20_000,
      "advarslen væk",
    );
  });

  it("a webhook receiver down is retried and shown; restarted, it gets each event once", async () => {
    await receiver.stop();
    expect(
      (
        await postForm(
          `${server.url}/kontakt`,
          { name: "Bo Nielsen", email: "bo@nede.dk", phone: "20 30 40 50", interest: "business", message: "Ring til mig." },
          { "X-Forwarded-For": "10.26.1.2" },
        )
      ).status,
    ).toBe(200);
    const hooks = await waitFor(
      async () => {
        const text = await pageText(session, "/admin/webhooks");
        return /fejler [1-9]/.test(text) && text;
      },
      15_000,
      "den fejlende webhook",
    );
    expect(hooks).toMatch(/webhook-levering(er)? er ikke kommet igennem endnu/);
    await receiver.start();
    await waitFor(() => receiver.events().some((event) => event.enquiry.email === "bo@nede.dk"), 30_000, "leveringen efter genstart");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.events().filter((event) => event.enquiry.email === "bo@nede.dk")).toHaveLength(1);
  });

  it("a receiver that fails the first three times gets the event on the fourth, and the log says so", async () => {
    const flaky = await startReceiver(secret, { failFirst: 3 });
    const saved = await post(
      session,
      "/admin/webhooks",
      new URLSearchParams([
        ["intent", "add"],
        ["url", flaky.url],
        ["secret", secret],
        ["events", "enquiry.created"],
      ]),
    );
    expect(saved.status).toBe(200);
    expect(
      (
        await postForm(
          `${server.url}/kontakt`,
          { name: "Tre Forsøg", email: "tre@forsoeg.dk", phone: "20 30 40 51", interest: "business", message: "Hej" },
          { "X-Forwarded-For": "10.26.1.3" },
        )
      ).status,
    ).toBe(200);
    await waitFor(() => flaky.received.length > 0, 30_000, "fjerde forsøg");
    expect(flaky.calls()).toBe(4);
    const list = await (await get(session, "/admin/webhooks")).text();
    const hookId = webhookIdOf(list, flaky.url);
    // The receiver has answered; the log says so once the worker has recorded it.
    const log = await waitFor(
      async () => {
        const text = await pageText(session, `/admin/webhooks/${hookId}`);
        return text.includes('data-state="delivered"') && text;
      },
      10_000,
      "leveret i loggen",
    );
    expect(log.match(/data-state="delivered"[\s\S]*?(\d+ forsøg[^<]*)</)?.[1]).toMatch(/^4 forsøg · HTTP 200/);
    await flaky.close();
  });

  it(
    "the server killed with SIGKILL mid-delivery: the event is delivered after restart, with the same id, so it is handled once",
    async () => {
      // Answers after 1.5 s (within WEBHOOK_TIMEOUT_MS=2000), time enough to kill the server while it waits.
      const slow = await startReceiver(secret, { delayMs: 1500 });
      expect(
        (
          await post(
            session,
            "/admin/webhooks",
            new URLSearchParams([
              ["intent", "add"],
              ["url", slow.url],
              ["secret", secret],
              ["events", "enquiry.created"],
            ]),
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await postForm(
            `${server.url}/kontakt`,
            { name: "Midt Levering", email: "midt@levering.dk", phone: "20 30 40 52", interest: "business", message: "Hej" },
            { "X-Forwarded-For": "10.26.1.4" },
          )
        ).status,
      ).toBe(200);
      // The POST is at the receiver, its answer not yet back: kill the server now.
      await waitFor(() => slow.calls() > 0, 15_000, "kaldet");
      await server.stop("SIGKILL");
      server = await startServer(env, server.dataDir);
      session = await logIn(server.url, owner, "10.26.0.1");
      await waitFor(() => slow.received.length >= 2, 40_000, "leveringen efter genstart");
      const ids = slow.received.map((item) => item.id);
      const list = await pageText(session, "/admin/webhooks");
      const hookId = webhookIdOf(list, slow.url);
      await waitFor(async () => (await pageText(session, `/admin/webhooks/${hookId}`)).includes('data-state="delivered"'), 10_000, "leveret i loggen");
      // At least once: sent again with the same X-Webhook-Id, which the receiver deduplicates by.
      expect(new Set(ids).size).toBe(1);
      // The example receiver (not killed) got it exactly once, and the other events once each.
      const events = receiver.events();
      expect(events.filter((event) => event.enquiry.email === "midt@levering.dk")).toHaveLength(1);
      expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
      await slow.close();
    },
    scaled(90_000),
  );
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("two instances on one PostgreSQL", () => {
  const instances: TestServer[] = [];
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let mailbox: Awaited<ReturnType<typeof startDovecot>>;

  beforeAll(async () => {
    database = await createScratchDatabase(postgresUrl!, "salgskraft_mailhook");
    mailbox = await startDovecot();
    const shared = { ...env, DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString("hex"), IMAP_URL: mailbox.url, IMAP_POLL_MS: "300" };
    instances.push(await startServer(shared));
    await createAccount({ DATABASE_URL: database.url }, owner);
    instances.push(await startServer(shared));
  }, scaled(120_000));

  afterAll(async () => {
    for (const instance of instances) {
      await instance.stop();
      removeDir(instance.dataDir);
    }
    await mailbox?.close();
    await database?.drop();
  });

  it(
    "deliver each webhook once and thread each answer once",
    async () => {
      const counting = await startReceiver(secret, { delayMs: 20 });
      const [a, b] = [await logIn(instances[0]!.url, owner, "10.26.2.1"), await logIn(instances[1]!.url, owner, "10.26.2.2")];
      expect(
        (
          await post(
            a,
            "/admin/webhooks",
            new URLSearchParams([
              ["intent", "add"],
              ["url", counting.url],
              ["secret", secret],
              ["events", "enquiry.created"],
            ]),
          )
        ).status,
      ).toBe(200);
      for (let i = 0; i < 20; i++) {
        const target = instances[i % 2]!;
        expect(
          (
            await postForm(
              `${target.url}/kontakt`,
              {
                name: `To Instanser ${i}`,
                email: `to${i}@instanser.dk`,
                phone: `30 40 50 ${String(i).padStart(2, "0")}`,
                interest: "business",
                message: "Hej",
              },
              { "X-Forwarded-For": `10.26.3.${i}` },
            )
          ).status,
        ).toBe(200);
      }
      await waitFor(() => counting.received.length >= 20, 30_000, "20 leveringer");
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(counting.received).toHaveLength(20);
      expect(new Set(counting.received.map((item) => item.id)).size).toBe(20);

      const id = await enquiryId(b, "to0@instanser.dk");
      expect(
        (
          await post(b, `/admin/contact-submissions/${id}`, {
            intent: "reply",
            subject: "Vedrørende din henvendelse",
            body: "Hvornår kan vi ringe?",
            signedAs: "Mette Lund",
          })
        ).status,
      ).toBe(200);
      const reply = await smtp.waitFor("to0@instanser.dk", (text) => text.includes("Hvornår kan vi ringe?"));
      for (let i = 0; i < 6; i++) await mailbox.append(answer("to0@instanser.dk", header(reply.body, "Message-ID")!, `Svar nummer ${i}`));
      const html = await waitFor(
        async () => {
          const text = await (await get(a, `/admin/contact-submissions/${id}`)).text();
          return (text.match(/data-direction="in"/g) ?? []).length >= 6 && text;
        },
        30_000,
        "seks svar",
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const again = await (await get(a, `/admin/contact-submissions/${id}`)).text();
      expect((again.match(/data-direction="in"/g) ?? []).length).toBe(6);
      for (let i = 0; i < 6; i++) expect(html).toContain(`Svar nummer ${i}`);
      await counting.close();
    },
    scaled(120_000),
  );
});
