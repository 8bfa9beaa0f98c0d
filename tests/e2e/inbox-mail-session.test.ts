/**
 * Issue 22, points 1 and 2: the admin shows every mail's real state and says when mail cannot go
 * out, the owner can hand over an invitation link without mail, and nothing typed is lost when the
 * session ends in the middle of a form (with and without JavaScript). Production server, Chromium,
 * a real SMTP server that can be told to refuse.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp, textOf } from "../integration/support/smtp.ts";
import { launchChromium } from "./support/browser.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { browserLogIn, signIn, staffDataDir } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };

let browser: Browser;
const pageErrors: string[] = [];

function createOwner(): string {
  const dataDir = staffDataDir("salgskraft-mail-", owner);
  return dataDir;
}

async function newPage(server: TestServer, javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: javaScript, viewport: { width: 1400, height: 900 }, locale: "da-DK" });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return page;
}

const logIn = (page: Page) => signIn(page, owner);

async function firstEnquiry(page: Page, search: string): Promise<string> {
  await page.goto(`/admin/contact-submissions?q=${encodeURIComponent(search)}`);
  return (await page.locator("[data-id]").first().getAttribute("data-id"))!;
}

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  expect(pageErrors).toEqual([]);
});

describe("without a mail server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "1" }, createOwner());
    expect(
      (
        await postForm(
          `${server.url}/kontakt`,
          { name: "Karen Holm", email: "karen@holm.dk", phone: "+45 20 30 40 50", interest: "business", message: "Ring gerne." },
          { "X-Forwarded-For": "10.1.1.1" },
        )
      ).status,
    ).toBe(200);
  }, scaled(300_000));
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  it("1. says so on every admin page, shows each mail waiting, and gives the owner the invitation link to pass on", async () => {
    const page = await newPage(server, false);
    await logIn(page);
    const id = await firstEnquiry(page, "karen");
    for (const pathName of [
      "/admin/contact-submissions",
      `/admin/contact-submissions/${id}`,
      "/admin/analytics",
      "/admin/konto",
      "/admin/medarbejdere",
      "/admin/historik",
      "/admin/mails",
    ]) {
      await page.goto(pathName);
      const banner = page.getByRole("region", { name: "Advarsler" });
      expect(await banner.textContent(), pathName).toContain("Der er ikke sat en mailserver op (SMTP_URL), så ingen mails bliver sendt: 2 venter.");
    }
    await page.goto(`/admin/contact-submissions/${id}`);
    const mails = page.getByRole("list", { name: "Mails om henvendelsen" });
    expect(await mails.locator("[data-mail-state]").allTextContents()).toEqual(["Venter", "Venter"]);
    expect(await mails.textContent()).toContain("Ikke forsøgt endnu");
    expect(await mails.textContent()).toContain("Til karen@holm.dk");

    await page.goto("/admin/medarbejdere");
    const invite = page.getByRole("form", { name: "Inviter en medarbejder" });
    await invite.getByLabel("Navn").fill("Kim Kollega");
    await invite.getByLabel("E-mail").fill("kollega@salgskraft.dk");
    await page.getByRole("button", { name: "Inviter" }).click();
    const handover = page.getByRole("region", { name: "Engangslink" });
    expect(await handover.textContent()).toContain("Der er ikke sat en mailserver op (SMTP_URL), så linket er ikke mailet.");
    const link = await handover.getByLabel("Engangslink").inputValue();
    expect(link).toMatch(/\/admin\/adgang\/[0-9a-f]{64}$/);
    await page.goto("/admin/mails?status=waiting");
    expect(await page.getByRole("list", { name: "Mails" }).textContent()).toContain("Til kollega@salgskraft.dk");
    await page.context().close();

    // The colleague opens the link the owner passed on.
    const colleague = await newPage(server, false);
    await colleague.goto(new URL(link).pathname);
    expect(await colleague.locator("h1").textContent()).toBe("Velkommen til indbakken");
    await colleague.context().close();
  });

  for (const javaScript of [true, false]) {
    it(`2. keeps a note typed after the session ended and puts it back after login (${javaScript ? "with" : "without"} JavaScript)`, async () => {
      const page = await newPage(server, javaScript);
      await logIn(page);
      const id = await firstEnquiry(page, "karen");
      await page.goto(`/admin/contact-submissions/${id}`);
      // The session ends in another tab of the same browser.
      const other = await page.context().newPage();
      await other.goto("/admin/konto");
      await other.getByRole("button", { name: "Log ud" }).click();
      await other.waitForURL("**/admin/login**");
      await other.close();

      const text = `Ringede tirsdag, sender tilbud fredag (${javaScript ? "med" : "uden"} JavaScript).`;
      await page.getByLabel("Ny note").fill(text);
      await page.getByRole("button", { name: "Gem note" }).click();
      await page.waitForURL("**/admin/login**");
      await browserLogIn(page, owner, `**/admin/contact-submissions/${id}?kladde=*`);
      expect(await page.getByLabel("Ny note").inputValue()).toBe(text);
      expect(await page.locator("[data-draft]").textContent()).toContain("Det, du skrev, er sat ind igen");
      await page.getByRole("button", { name: "Gem note" }).click();
      await page.getByRole("list", { name: "Noter" }).getByText(text).waitFor();
      expect(await page.getByLabel("Ny note").inputValue()).toBe("");
      await page.context().close();
    });
  }
});

describe("with a mail server that refuses", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    smtp.setRefuse(true);
    server = await startServer({ TRUST_PROXY: "1", SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100" }, createOwner());
    expect(
      (
        await postForm(
          `${server.url}/kontakt`,
          { name: "Pi Jensen", email: "pi@jensen.dk", phone: "31415926", interest: "business", message: "Ring gerne." },
          { "X-Forwarded-For": "10.1.1.2" },
        )
      ).status,
    ).toBe(200);
  }, scaled(300_000));
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
    await smtp?.close();
  });

  it('1. shows each failed mail with its reason and attempts, warns on every page, and sends it on "Prøv igen"', async () => {
    const page = await newPage(server, true);
    await logIn(page);
    const banner = page.getByRole("region", { name: "Advarsler" });
    // Both mails (confirmation and notification) fail on their own: the banner may say "1 mail" first.
    for (let i = 0; i < 100 && !/2 mails/.test((await banner.count()) ? ((await banner.textContent()) ?? "") : ""); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await page.reload();
    }
    expect(await banner.textContent()).toMatch(/2 mails kunne ikke sendes\. Seneste fejl: Mailserveren afviste midlertidigt \(SMTP 451\)/);
    const id = await firstEnquiry(page, "pi@jensen.dk");
    await page.goto(`/admin/contact-submissions/${id}`);
    const mails = page.getByRole("list", { name: "Mails om henvendelsen" });
    expect(await mails.locator("[data-mail-state]").allTextContents()).toEqual(["Fejlede", "Fejlede"]);
    expect(await mails.textContent()).toContain("Årsag:");
    expect(await mails.textContent()).toContain("Årsag: Mailserveren afviste midlertidigt (SMTP 451)");
    expect(await mails.textContent()).toMatch(/\d+ forsøg/);

    smtp.setRefuse(false);
    await page.goto("/admin/mails?status=failed");
    await page.getByRole("button", { name: "Prøv alle fejlede igen" }).click();
    await page.getByRole("status").filter({ hasText: "2 mails prøves igen" }).waitFor();
    for (let i = 0; i < 100 && smtp.to("pi@jensen.dk").length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(textOf(smtp.to("pi@jensen.dk")[0]!.body)).toContain("Hej Pi,");
    await page.goto(`/admin/contact-submissions/${id}`);
    for (let i = 0; i < 50 && (await mails.locator('[data-mail-state="sent"]').count()) < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await page.reload();
    }
    expect(await mails.locator("[data-mail-state]").allTextContents()).toEqual(["Sendt", "Sendt"]);
    expect(await page.getByRole("region", { name: "Advarsler" }).count()).toBe(0);
    await page.context().close();
  });

  it("1. an invitation says whether its mail went", async () => {
    const page = await newPage(server, false);
    await logIn(page);
    await page.goto("/admin/medarbejdere");
    const invite = page.getByRole("form", { name: "Inviter en medarbejder" });
    await invite.getByLabel("Navn").fill("Nina Ny");
    await invite.getByLabel("E-mail").fill("ny@salgskraft.dk");
    await page.getByRole("button", { name: "Inviter" }).click();
    expect(await page.getByRole("region", { name: "Engangslink" }).textContent()).toContain("Mailen med linket er sendt.");
    await page.context().close();
  });
});
