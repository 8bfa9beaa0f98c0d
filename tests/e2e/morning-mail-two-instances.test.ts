/**
 * Issue 26 scale-out bar for the follow-ups' morning mail: two server processes on one PostgreSQL,
 * both looking every 200 ms whether a morning mail is due, send the assignee exactly one mail (the
 * database's follow_up_digests key decides which instance does it). Needs TEST_DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../integration/support/databases.ts";
import { header, startSmtp, textOf } from "../integration/support/smtp.ts";
import { waitForMail } from "./support/mail.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { createAccount, enquiryId, logIn, staffPost, userId } from "./support/staff.ts";
import { danishToday, noonOf } from "./support/clock.ts";
import { scaled } from "../support/scaled.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const owner = { email: "ejer@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };

describe.skipIf(!postgresUrl)("the morning mail with two instances on one PostgreSQL", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const instances: TestServer[] = [];
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createScratchDatabase(postgresUrl!, "salgskraft_morning");
    // Both clocks start at noon of today's Danish date and the morning mail is due from 12:00 (it goes
    // out from FOLLOW_UP_MAIL_HOUR until MORNING_MAIL_WINDOW_HOURS later), whatever the real time.
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "1",
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "100",
      FOLLOW_UP_MAIL_HOUR: "12",
      FOLLOW_UP_POLL_MS: "200",
      TEST_CLOCK: noonOf(danishToday()),
    };
    instances.push(await startServer(env));
    instances.push(await startServer(env));
    await createAccount({ DATABASE_URL: database.url }, owner);
  }, scaled(180_000));

  afterAll(async () => {
    for (const server of instances) {
      await server.stop();
      removeDir(server.dataDir);
    }
    await smtp?.close();
    await database?.drop();
  });

  it(
    "sends one morning mail, not two",
    async () => {
      const [a, b] = instances as [TestServer, TestServer];
      expect(
        (
          await postForm(
            `${a.url}/kontakt`,
            { name: "Ida Holm", email: "ida@holm.dk", phone: "+45 60 70 80 90", interest: "business", message: "Ring gerne." },
            { "X-Forwarded-For": "10.27.0.1" },
          )
        ).status,
      ).toBe(200);
      const session = await logIn(b.url, owner, "10.27.0.2");
      const id = await enquiryId(session, "ida@holm.dk");
      expect((await staffPost(session, `/admin/contact-submissions/${id}`, { intent: "assign", assignee: await userId(session, owner.email) })).status).toBe(
        200,
      );
      const today = danishToday(new Date(Date.parse(noonOf(danishToday()))));
      expect(
        (await staffPost(session, `/admin/contact-submissions/${id}`, { intent: "follow-up", date: today, time: "23:59", what: "Ring til Ida om tilbuddet" }))
          .status,
      ).toBe(200);
      const mail = await waitForMail(smtp, owner.email, (received) => textOf(received.body).includes("Ring til Ida om tilbuddet"), 30_000);
      expect(header(mail.body, "Subject")).toBe("Din opfølgning i dag");
      // Both instances keep looking every 200 ms for three seconds: still one.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(smtp.to(owner.email).filter((received) => header(received.body, "Subject")?.includes("opfølgning"))).toHaveLength(1);
    },
    scaled(90_000),
  );
});
