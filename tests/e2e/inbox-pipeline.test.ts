/**
 * The inbox as a team works it, against the production server and a real SMTP server: the
 * sender's confirmation, newsletter double opt-in, staff invitations, owner-only pages, notes,
 * assignment, history, the audit view and disabled accounts. Without JavaScript unless a test
 * says otherwise (plain HTML forms), and with it where staff use the browser.
 */
import { spawnSync } from "node:child_process";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { header, startSmtp } from "../integration/support/smtp.ts";
import { axeViolations, launchChromium } from "./support/browser.ts";
import { listEnquiries, postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import {
  enquiryId,
  logIn as logInOver,
  staffGet as get,
  staffPost as post,
  userId,
  type Account,
  type StaffSession as Session,
  signIn,
  staffDataDir,
} from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };
const colleague = { email: "kollega@salgskraft.dk", password: "solsort-kaffekop-vindmoelle-rejse" };

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let browser: Browser;
const pageErrors: string[] = [];

/** The path and query of a link in a mail (mails carry SITE_URL from the build). */
const linkPath = (text: string, pattern: RegExp) => {
  const url = new URL(text.match(pattern)![0]);
  return url.pathname + url.search;
};

const logIn = (account: Account, ip: string) => logInOver(server.url, account, ip);

async function newPage(javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: javaScript, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return page;
}

let ownerSession: Session;
let colleagueSession: Session;

beforeAll(async () => {
  smtp = await startSmtp();
  // The first account is the owner.
  const dataDir = staffDataDir("salgskraft-pipeline-", owner);
  server = await startServer({ TRUST_PROXY: "1", SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100" }, dataDir);
  browser = await launchChromium();
  ownerSession = await logIn(owner, "10.9.0.1");
}, scaled(120_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await smtp?.close();
  expect(pageErrors).toEqual([]);
});

describe("the sender hears from us", () => {
  it("gets a Danish confirmation with a summary (never the sender's own text) and when we answer; staff can reply straight to the sender", async () => {
    const sent = await postForm(
      `${server.url}/kontakt`,
      {
        name: "Karen Holm",
        company: "Holm Rådgivning",
        email: "karen@holm.dk",
        phone: "+45 40 50 60 70",
        interest: "business",
        message: "Vi vil gerne have booket møder.",
      },
      { "X-Forwarded-For": "10.9.1.1" },
    );
    expect(sent.status).toBe(200);
    const confirmation = await smtp.waitFor("karen@holm.dk");
    expect(header(confirmation.body, "Subject")).toContain("Tak for din henvendelse");
    expect(confirmation.text).toContain("inden for 24 timer på hverdage");
    expect(confirmation.text).toContain("Udfyldt: navn, e-mail");
    expect(confirmation.text).not.toContain("Vi vil gerne have booket møder.");
    expect(confirmation.text).not.toContain("Holm Rådgivning");
    const notification = await smtp.waitFor("kontakt@salgskraft.dk", (text) => text.includes("Karen Holm"));
    expect(header(notification.body, "Reply-To")).toBe("karen@holm.dk");
  });

  it("signs up for the newsletter only by the link in the mail, and leaves with one click", async () => {
    for (const [email, ip] of [
      ["bekraefter@post.dk", "10.9.1.2"],
      ["fortryder@post.dk", "10.9.1.3"],
      ["venter@post.dk", "10.9.1.4"],
    ] as const) {
      expect((await postForm(`${server.url}/nyhedsbrev`, { email, consent: "on" }, { "X-Forwarded-For": ip })).status).toBe(200);
    }
    const optIn = await smtp.waitFor("bekraefter@post.dk");
    expect(header(optIn.body, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const page = await newPage(false);
    await page.goto(linkPath(optIn.text, /https?:\/\/\S+\/nyhedsbrev\/bekraeft\?\S+/));
    await page.getByRole("button", { name: "Bekræft tilmelding" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Din tilmelding er bekræftet");
    await page.context().close();

    // A mail program's one-click unsubscribe (RFC 8058): a POST to the List-Unsubscribe address.
    const leaving = await smtp.waitFor("fortryder@post.dk");
    const unsubscribeUrl = header(leaving.body, "List-Unsubscribe")!.slice(1, -1);
    const oneClick = await postForm(`${server.url}${linkPath(unsubscribeUrl, /.+/)}`, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("Du er afmeldt");

    // A made-up link confirms nothing.
    const forged = await fetch(`${server.url}/nyhedsbrev/bekraeft?id=00000000-0000-4000-8000-000000000000&token=gaet`);
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain("Linket er ugyldigt");

    const list = await (await get(ownerSession, "/admin/contact-submissions?type=newsletter")).text();
    expect(list).toContain("Nyhedsbrev: bekræftet");
    expect(list).toContain("Nyhedsbrev: afmeldt");
    expect(list).toContain("Nyhedsbrev: afventer bekræftelse");
  });
});

describe("the privacy policy", () => {
  it("states how long applications and other enquiries are kept", async () => {
    const html = await (await fetch(`${server.url}/privatlivspolitik`)).text();
    expect(html).toContain("Jobansøgninger slettes automatisk 180 dage efter");
    expect(html).toContain("slettes automatisk 2 år efter den seneste aktivitet");
  });
});

describe("the owner brings in a colleague", () => {
  let invitePath: string;

  it("invites by e-mail; the colleague chooses a password through the link, which works once", async () => {
    const invited = await post(ownerSession, "/admin/medarbejdere", { intent: "invite", email: colleague.email, name: "Kim Kollega" });
    expect(await invited.text()).toContain(`Kim Kollega (${colleague.email}) er inviteret`);
    const invitation = await smtp.waitFor(colleague.email, (text) => text.includes("/admin/adgang/"));
    invitePath = linkPath(invitation.text, /https?:\/\/\S+\/admin\/adgang\/\S+/);

    const page = await newPage(false);
    await page.goto(invitePath);
    expect(await page.locator("h1").textContent()).toBe("Velkommen til indbakken");
    await page.fill('input[name="password"]', "kort");
    await page.fill('input[name="repeat"]', "kort");
    await page.evaluate(() => document.querySelectorAll("input").forEach((input) => input.removeAttribute("minlength")));
    await page.click('button[type="submit"]');
    expect(await page.getByRole("alert").textContent()).toContain("mindst 12 tegn");
    await page.fill('input[name="password"]', colleague.password);
    await page.fill('input[name="repeat"]', colleague.password);
    // Success is a redirect to the login page with a notice, answered 200 (it was a 410 page).
    const [saved] = await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
    expect(saved!.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(await page.getByRole("status").textContent()).toContain("Din adgangskode er gemt");
    await page.context().close();
    colleagueSession = await logIn(colleague, "10.9.0.2");
  });

  it("refuses the same link a second time, and a made-up one, in Danish", async () => {
    const reused = await fetch(`${server.url}${invitePath}`);
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain("Linket er allerede brugt");
    const again = await postForm(`${server.url}${invitePath}`, { password: "et-helt-tredje-langt-kodeord-99", repeat: "et-helt-tredje-langt-kodeord-99" });
    expect(again.status).toBe(410);
    const madeUp = await fetch(`${server.url}/admin/adgang/${"a".repeat(64)}`);
    expect(madeUp.status).toBe(404);
    expect(await madeUp.text()).toContain("Linket er ugyldigt");
  });

  it("keeps staff out of every owner function with a Danish 403", async () => {
    for (const pathName of ["/admin/medarbejdere", "/admin/historik"]) {
      const page = await get(colleagueSession, pathName);
      expect(page.status, pathName).toBe(403);
      expect(await page.text()).toContain("Kun kontoens ejer har adgang");
    }
    const ownerId = await userId(ownerSession, owner.email);
    for (const intent of ["invite", "reset", "disable"]) {
      const refused = await post(colleagueSession, "/admin/medarbejdere", { intent, userId: ownerId, email: "ny@salgskraft.dk" });
      expect(refused.status, intent).toBe(403);
    }
    // The menu only offers what the account may use.
    const menu = await (await get(colleagueSession, "/admin/contact-submissions")).text();
    expect(menu).not.toContain('href="/admin/medarbejdere"');
    expect(await (await get(ownerSession, "/admin/contact-submissions")).text()).toContain('href="/admin/medarbejdere"');
  });
});

describe("working an enquiry as a team", () => {
  it("adds a note and assigns the enquiry in the browser; the assignee is mailed and the history says who did what", async () => {
    const page = await newPage(true);
    const id = await enquiryId(ownerSession, "karen");
    await signIn(page, owner, `/admin/contact-submissions/${id}`);
    await page.getByLabel("Ny note").fill("Ringede tirsdag. Sender tilbud fredag.");
    await page.getByRole("button", { name: "Gem note" }).click();
    await page.getByRole("list", { name: "Noter" }).getByText("Ringede tirsdag. Sender tilbud fredag.").waitFor();
    await page.getByLabel("Ansvarlig").selectOption({ label: "Kim Kollega" });
    await page.getByRole("button", { name: "Gem ansvarlig" }).click();
    await page.getByRole("status").getByText("Henvendelsen er tildelt.").waitFor();
    await page.getByLabel("Status", { exact: true }).selectOption("in_progress");
    await page.getByRole("button", { name: "Gem status" }).click();
    // The history section (the contact timeline further down says it too).
    await page.getByRole("region", { name: "Historik" }).getByText("Status ændret fra Ny til I gang").waitFor();
    const history = await page.getByRole("region", { name: "Historik" }).textContent();
    expect(history).toContain("Tildelt Kim Kollega");
    expect(history).toContain("Note tilføjet");
    expect(history).toContain("Ejer");
    await page.context().close();

    const notice = await smtp.waitFor(colleague.email, (text) => text.includes("har tildelt dig"));
    expect(notice.text).toContain(`/admin/contact-submissions/${id}`);
  });

  it("works without JavaScript too: a note is a plain form post", async () => {
    const page = await newPage(false);
    await signIn(page, colleague, `/admin/contact-submissions/${await enquiryId(colleagueSession, "karen")}`);
    await page.getByLabel("Ny note").fill("Kunden bekræftede mødet.");
    await page.getByRole("button", { name: "Gem note" }).click();
    expect(await page.getByRole("list", { name: "Noter" }).textContent()).toContain("Kunden bekræftede mødet.");
    // Staff are named by their display name (issue 37, item 11).
    expect(await page.getByRole("list", { name: "Noter" }).textContent()).toContain("Kim Kollega");
    await page.context().close();
  });

  it("filters the list to my enquiries and the unassigned ones, and shows who has each", async () => {
    const mine = await (await get(colleagueSession, "/admin/contact-submissions?ansvarlig=mine")).text();
    expect(mine).toContain("Karen Holm");
    expect(mine).toContain("Ansvarlig: Kim Kollega");
    expect(mine).not.toContain("bekraefter@post.dk");
    const unassigned = await (await get(colleagueSession, "/admin/contact-submissions?ansvarlig=unassigned")).text();
    expect(unassigned).not.toContain("Karen Holm");
    expect(unassigned).toContain("bekraefter@post.dk");
  });

  it("shows the owner every export and deletion, without the deleted enquiry's personal data", async () => {
    // Only the owner may export until the owner allows staff to.
    expect((await get(colleagueSession, "/admin/contact-submissions/export.csv?type=newsletter")).status).toBe(403);
    expect((await post(ownerSession, "/admin/medarbejdere", { intent: "permissions", staffMayExport: "ja" })).status).toBe(200);
    expect((await get(colleagueSession, "/admin/contact-submissions/export.csv?type=newsletter")).status).toBe(200);
    expect(
      (
        await postForm(
          `${server.url}/kontakt`,
          { name: "Slet Mig", email: "slet@mig.dk", phone: "11223344", interest: "other", message: "Fortroligt" },
          { "X-Forwarded-For": "10.9.1.9" },
        )
      ).status,
    ).toBe(200);
    const id = await enquiryId(ownerSession, "slet@mig.dk");
    const deleted = await post(ownerSession, `/admin/contact-submissions/${id}`, { intent: "delete", confirm: "ja" });
    expect(deleted.status).toBe(302);
    const audit = await (await get(ownerSession, "/admin/historik")).text();
    expect(audit).toContain("Slettet (Kontakt)");
    expect(audit).toContain("Eksporterede 3 henvendelser som CSV");
    expect(audit).toContain("Kim Kollega");
    expect(audit).toContain(id);
    expect(audit).not.toContain("slet@mig.dk");
    expect(audit).not.toContain("Slet Mig");
  });
});

describe("the new pages are accessible", () => {
  it("the enquiry, staff, audit, account, invitation and newsletter pages pass axe (WCAG 2.2 AA)", async () => {
    const page = await newPage(true);
    await signIn(page, owner);
    const id = await enquiryId(ownerSession, "karen");
    for (const pathName of [
      `/admin/contact-submissions/${id}`,
      "/admin/contact-submissions?ansvarlig=mine",
      "/admin/medarbejdere",
      "/admin/historik",
      "/admin/konto",
    ]) {
      await page.goto(pathName);
      expect(await axeViolations(page), pathName).toEqual([]);
    }
    await page.context().close();
    const visitor = await newPage(true); // axe runs as script; the pages are the same without it
    for (const pathName of [`/admin/adgang/${"b".repeat(64)}`, "/nyhedsbrev/bekraeft?id=x&token=y"]) {
      await visitor.goto(pathName);
      expect(await axeViolations(visitor), pathName).toEqual([]);
    }
    await visitor.context().close();
  });
});

describe("malformed input", () => {
  it("a made-up enquiry or account id is refused in Danish, never a server error", async () => {
    const missing = "not-a-uuid-------------------------";
    const note = await post(ownerSession, `/admin/contact-submissions/${missing}`, { intent: "note", note: "Hej" });
    expect(note.status).toBe(404);
    const id = await enquiryId(ownerSession, "karen");
    const assign = await post(ownerSession, `/admin/contact-submissions/${id}`, { intent: "assign", assignee: missing });
    expect(assign.status).toBe(422);
    expect(await assign.text()).toContain("Medarbejderen findes ikke");
    const disable = await post(ownerSession, "/admin/medarbejdere", { intent: "disable", userId: missing });
    expect(disable.status).toBe(404);
    const emptyNote = await post(ownerSession, `/admin/contact-submissions/${id}`, { intent: "note", note: "   " });
    expect(emptyNote.status).toBe(422);
    expect(await emptyNote.text()).toContain("Skriv noten, før du gemmer den.");
  });
});

describe("accounts", () => {
  it("everyone changes their own password", async () => {
    const wrong = await post(colleagueSession, "/admin/konto", {
      current: "forkert",
      password: "nyt-langt-kodeord-med-ord-2026",
      repeat: "nyt-langt-kodeord-med-ord-2026",
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("Din nuværende adgangskode er forkert.");
    colleague.password = "havkajak-regnbue-torden-skovsti";
    const changed = await post(colleagueSession, "/admin/konto", {
      current: "solsort-kaffekop-vindmoelle-rejse",
      password: colleague.password,
      repeat: colleague.password,
    });
    expect(await changed.text()).toContain("Din adgangskode er skiftet.");
  });

  it("a disabled account is logged out at once and cannot log in", async () => {
    const id = await userId(ownerSession, colleague.email);
    expect(await (await post(ownerSession, "/admin/medarbejdere", { intent: "disable", userId: id, handover: "unassigned" })).text()).toContain(
      "er deaktiveret og logget ud",
    );
    const after = await get(colleagueSession, "/admin/contact-submissions");
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toContain("/admin/login");
    const again = await postForm(`${server.url}/admin/login`, colleague, { "X-Forwarded-For": "10.9.0.3" });
    expect(again.status).toBe(403);
    expect(await again.text()).toContain("Din konto er deaktiveret");
  });

  it("the CLI lists newsletter sign-ups as confirmed, pending or unsubscribed", async () => {
    await server.stop();
    const rows = listEnquiries({ DATA_DIR: server.dataDir });
    const state = (email: string) => rows.find((row) => row.email === email)?.subscription;
    expect([state("bekraefter@post.dk"), state("venter@post.dk"), state("fortryder@post.dk")]).toEqual(["confirmed", "pending", "unsubscribed"]);
    const text = spawnSync(process.execPath, ["scripts/enquiries.ts", "list", "--kind", "newsletter"], {
      env: { ...process.env, DATA_DIR: server.dataDir },
      encoding: "utf8",
    }).stdout;
    expect(text).toContain("Nyhedsbrev: bekræftet");
    expect(text).toContain("Nyhedsbrev: afmeldt");
    expect(text).toContain("Nyhedsbrev: afventer bekræftelse");
  });
});
