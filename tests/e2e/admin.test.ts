import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrate, launchChromium } from "./support/browser.ts";
import { postForm, removeDir, startServer, type TestServer, migratedDataDir } from "./support/server.ts";
import type { Browser, Page } from "playwright-core";
import { createUser } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const staff = { email: "indbakke@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };

let server: TestServer;
let browser: Browser;
const consoleErrors: string[] = [];

async function newPage(javaScript = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: javaScript, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return page;
}

async function login(page: Page, password = staff.password, email = staff.email) {
  await page.goto("/admin/login");
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  // Clear an earlier answer, so the wait below sees this attempt's outcome.
  await page.evaluate(() => document.querySelector('[role="alert"]')?.remove());
  await page.click('button[type="submit"]');
  // With JavaScript the login is a client-side submission: wait for its outcome, not a page load.
  await page.waitForFunction(() =>
    location.pathname.startsWith("/admin/login")
      ? document.querySelector('[role="alert"]') !== null
      : document.querySelector("h1")?.textContent !== "Log ind i indbakken",
  );
  await page.waitForLoadState();
}

beforeAll(async () => {
  const dataDir = migratedDataDir("salgskraft-admin-");
  const short = await createUser(dataDir, { email: staff.email, password: "for-kort" });
  expect(short.status).toBe(1);
  expect(short.stderr).toContain("mindst 12 tegn");
  const created = await createUser(dataDir, staff);
  expect(created.stdout).toContain("Bruger oprettet");
  server = await startServer({ TRUST_PROXY: "1", LOGIN_RATE_LIMIT: "8" }, dataDir);
  browser = await launchChromium();
  // Enquiries sent through the public forms, the way visitors send them.
  const send = (pathName: string, fields: Record<string, string>, ip: string) => postForm(`${server.url}${pathName}`, fields, { "X-Forwarded-For": ip });
  expect(
    (
      await send(
        "/kontakt",
        {
          name: "Karen Holm",
          company: "Holm Rådgivning",
          email: "karen@holm.dk",
          phone: "+45 40 50 60 70",
          interest: "business",
          message: "Vi vil gerne have booket møder.",
          source: "/samarbejdspartner",
        },
        "10.1.0.1",
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await send(
        "/digital/ai-integration/kontakt",
        {
          name: "Peter Kjær",
          email: "peter@kjaer.dk",
          phone: "22 33 44 55",
          projectType: "ai-integration",
          budget: "50000-100000",
          message: "En AI-assistent til kundeservice.",
        },
        "10.1.0.2",
      )
    ).status,
  ).toBe(200);
  expect((await send("/nyhedsbrev", { email: "laeser@post.dk", consent: "on" }, "10.1.0.3")).status).toBe(200);
  expect(
    (
      await send(
        "/kontakt",
        { name: "Freja Lund", email: "freja@lund.dk", phone: "30303030", interest: "freelancer", message: "Jeg vil gerne ringe for jer." },
        "10.1.0.4",
      )
    ).status,
  ).toBe(200);
  for (let i = 0; i < 55; i++) {
    expect(
      (
        await send(
          "/kontakt",
          { name: `Lead ${String(i).padStart(2, "0")}`, email: `lead${i}@firma.dk`, phone: "12345678", interest: "other", message: `Spørgsmål ${i}` },
          `10.2.0.${i}`,
        )
      ).status,
    ).toBe(200);
  }
}, scaled(120_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  expect(consoleErrors).toEqual([]);
});

describe("the inbox refuses anyone not logged in", () => {
  it("sends pages and their data to the login and answers actions and exports with 401", async () => {
    const list = await fetch(`${server.url}/admin/contact-submissions?status=new`, { redirect: "manual" });
    expect(list.status).toBe(302);
    expect(list.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fcontact-submissions%3Fstatus%3Dnew");
    expect((await fetch(`${server.url}/admin`, { redirect: "manual" })).status).toBe(302);
    const post = await postForm(`${server.url}/admin/contact-submissions`, { id: "00000000-0000-0000-0000-000000000000", status: "completed" });
    expect(post.status).toBe(401);
    expect((await fetch(`${server.url}/admin/contact-submissions/export.csv`)).status).toBe(401);
    // A page's data fetched by the browser after the session ended: React Router's redirect to the
    // login (the browser follows it), never the data.
    const pageData = await fetch(`${server.url}/admin/contact-submissions.data`, { redirect: "manual" });
    const body = await pageData.text();
    expect(body).toContain("/admin/login?next=%2Fadmin%2Fcontact-submissions");
    expect(body).not.toContain("Karen Holm");
  });

  it("keeps the admin out of search engines and caches", async () => {
    const login = await fetch(`${server.url}/admin/login`);
    expect(login.headers.get("cache-control")).toBe("no-store");
    expect(await login.text()).toContain('content="noindex, nofollow"');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/admin");
  });

  it("refuses a wrong password and rate-limits repeated attempts on an account", async () => {
    const page = await newPage();
    await login(page, "forkert-adgangskode", "angriber@example.dk");
    expect(await page.getByRole("alert").textContent()).toBe("Forkert e-mail eller adgangskode.");
    // After LOGIN_RATE_LIMIT (8) failures for an account from one address, that address waits
    // before its ninth try (tests/e2e/security-auth.test.ts covers the rest).
    for (let i = 0; i < 7; i++) await login(page, `forkert-${i}`, "angriber@example.dk");
    expect(await page.getByRole("alert").textContent()).toBe("Forkert e-mail eller adgangskode.");
    await login(page, "forkert-sidste", "angriber@example.dk");
    expect(await page.getByRole("alert").textContent()).toContain("For mange loginforsøg");
    await page.context().close();
  });
});

describe("staff at work", () => {
  it("log in and see the enquiries from the public forms in the spec's table", async () => {
    const page = await newPage();
    await login(page);
    expect(new URL(page.url()).pathname).toBe("/admin/contact-submissions");
    expect(await page.locator("h1").textContent()).toBe("Kontaktformular Henvendelser");
    const headings = await page.locator('table[aria-label="Henvendelser"] thead th').allTextContents();
    expect(headings).toEqual(["Dato", "Navn", "Email", "Telefon", "Interesse", "Status", "Handling"]);
    await page.goto("/admin/contact-submissions?q=holm");
    const row = page.locator('table[aria-label="Henvendelser"] tbody tr', { hasText: "Karen Holm" });
    expect(await row.textContent()).toContain("Holm Rådgivning");
    expect(await row.locator('a[href="mailto:karen@holm.dk"]').count()).toBe(1);
    expect(await row.locator('a[href="tel:+4540506070"]').count()).toBe(1);
    expect(await row.locator("td").nth(4).textContent()).toBe("Samarbejdspartner");
    expect(await row.locator('[data-status="new"]').textContent()).toBe("Ny");
    const date = await row.locator("td").first().textContent();
    expect(date).toMatch(/\d{1,2}\. \w+\.? \d{4}/);
    await page.goto("/admin/contact-submissions?q=freja");
    expect(await page.locator('table[aria-label="Henvendelser"] tbody tr td').nth(4).textContent()).toBe("Freelancer");
    await page.goto("/admin/contact-submissions?type=newsletter");
    expect(await page.locator('table[aria-label="Henvendelser"] tbody tr td').nth(4).textContent()).toBe("Information");
    await page.context().close();
  });

  it("change a status both ways with JavaScript; the list reloads with the new badge", async () => {
    const page = await newPage();
    await login(page, staff.password, staff.email);
    await page.goto("/admin/contact-submissions?q=peter");
    await hydrate(page);
    const row = page.locator('table[aria-label="Henvendelser"] tbody tr', { hasText: "Peter Kjær" });
    await row.locator("select").selectOption("in_progress");
    await row.locator('[data-status="in_progress"]').waitFor();
    expect(await row.locator('[data-status="in_progress"]').textContent()).toBe("I gang");
    await row.locator("select").selectOption("completed");
    await row.locator('[data-status="completed"]').waitFor();
    await row.locator("select").selectOption("new");
    await row.locator('[data-status="new"]').waitFor();
    await page.reload();
    expect(
      await page.locator('table[aria-label="Henvendelser"] tbody tr', { hasText: "Peter Kjær" }).locator("[data-status]").getAttribute("data-status"),
    ).toBe("new");
    await page.context().close();
  });

  it("change a status without JavaScript", async () => {
    const page = await newPage(false);
    await login(page);
    await page.goto("/admin/contact-submissions?q=karen");
    await page.click('table[aria-label="Henvendelser"] >> text=Karen Holm');
    await page.waitForLoadState();
    await page.selectOption('select[name="status"]', "completed");
    await page.click("text=Gem status");
    await page.waitForLoadState();
    expect(await page.locator('[data-status="completed"]').textContent()).toBe("Afsluttet");
    await page.selectOption('select[name="status"]', "in_progress");
    await page.click("text=Gem status");
    await page.waitForLoadState();
    expect(await page.locator('[data-status="in_progress"]').textContent()).toBe("I gang");
    await page.context().close();
  });

  it("filter by status, interest and kind, search, and page through many enquiries", async () => {
    const page = await newPage();
    await login(page);
    await page.goto("/admin/contact-submissions?type=quote");
    expect(await page.locator('table[aria-label="Henvendelser"] tbody tr').count()).toBe(1);
    await page.goto("/admin/contact-submissions?interesse=freelancer");
    expect(await page.locator('table[aria-label="Henvendelser"] tbody tr').allTextContents()).toEqual([expect.stringContaining("Freja Lund")]);
    await page.goto("/admin/contact-submissions?status=in_progress");
    expect(await page.locator('table[aria-label="Henvendelser"] tbody tr').allTextContents()).toEqual([expect.stringContaining("Karen Holm")]);
    await page.goto("/admin/contact-submissions?q=lead");
    expect(await page.locator('table[aria-label="Henvendelser"] tbody tr').count()).toBe(50);
    expect(await page.getByText("55 henvendelser · side 1 af 2").count()).toBe(1);
    await page.click("text=Næste");
    await page.getByText("55 henvendelser · side 2 af 2").waitFor();
    expect(await page.locator('table[aria-label="Henvendelser"] tbody tr').count()).toBe(5);
    expect(page.url()).toContain("q=lead");
    await page.goto("/admin/contact-submissions?q=ingen-findes");
    expect(await page.getByText("Ingen henvendelser matcher.").count()).toBe(1);
    await page.context().close();
  });

  it("show the counts, the weekly chart, every field of an enquiry, and export CSV", async () => {
    const page = await newPage();
    await login(page);
    expect(await page.locator("figure figcaption").textContent()).toContain("seneste 12 uger");
    expect(await page.locator("figure table tbody tr").count()).toBe(12);
    await page.goto("/admin/contact-submissions?q=peter");
    await page.click("text=Peter Kjær");
    await page.locator("h1", { hasText: "Peter Kjær" }).waitFor();
    const details = await page.locator("main, body").first().textContent();
    for (const text of ["AI Integration", "50.000–100.000 kr.", "En AI-assistent til kundeservice.", "/digital/ai-integration/kontakt", "Tilbud"])
      expect(details).toContain(text);
    const cookies = await page.context().cookies();
    // Production cookies are Secure, so the name carries the __Host- prefix (auth.server.ts).
    const session = cookies.find((cookie) => cookie.name === "__Host-session")!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    const csv = await fetch(`${server.url}/admin/contact-submissions/export.csv?type=quote`, { headers: { Cookie: `__Host-session=${session.value}` } });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    const header = text.replace(/^\uFEFF/, "").split("\r\n")[0]!;
    expect(header.startsWith('"Id";"Modtaget";"Senest ændret";"Type";"Status";"Fase";"Sandsynlighed (%)";"Forventet lukning";"Udfald"')).toBe(true);
    expect(header).toContain('"Navn";"Virksomhed";"E-mail";"Telefon"');
    expect(text).toContain("Peter Kjær");
    expect(text).not.toContain("Karen Holm");
    await page.context().close();
  });

  it("refuses a state change without the session's CSRF token", async () => {
    const page = await newPage();
    await login(page);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "__Host-session")!;
    const response = await postForm(
      `${server.url}/admin/contact-submissions`,
      { id: "00000000-0000-0000-0000-000000000000", status: "completed" },
      { Cookie: `__Host-session=${session.value}` },
    );
    expect(response.status).toBe(403);
    await page.context().close();
  });

  it("delete an enquiry after confirmation (GDPR), then log out", async () => {
    const page = await newPage();
    await login(page);
    await page.goto("/admin/contact-submissions?q=freja");
    await page.click("text=Freja Lund");
    await page.locator("h1", { hasText: "Freja Lund" }).waitFor();
    await page.getByRole("link", { name: "Slet henvendelse" }).click();
    await page.check('input[name="confirm"]');
    await page.click("text=Slet permanent");
    await page.waitForURL(/slettet=1/);
    await page.goto("/admin/contact-submissions?q=freja");
    expect(await page.getByText("Ingen henvendelser matcher.").count()).toBe(1);
    await page.click("text=Log ud");
    await page.waitForURL(/\/admin\/login/);
    await page.goto("/admin/contact-submissions");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await page.context().close();
  });
});
