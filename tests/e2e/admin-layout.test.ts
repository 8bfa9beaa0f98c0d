/**
 * Every admin page at a phone (390 px), a tablet (768 px) and a desktop (1440 px): nothing scrolls
 * sideways (tests/e2e/support/layout.ts). The pages come from the route table (app/routes.ts), so
 * a new admin page is checked without editing this file. Issue 22 point 8: on a phone the list is
 * readable rows, the menu is one button, and an enquiry opens with who, how to reach them and the
 * actions on top.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../../app/routes.ts";
import type { RouteEntry } from "../../app/lib/route-table.ts";
import { launchChromium } from "./support/browser.ts";
import { layoutProblems } from "./support/layout.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { signIn, staffDataDir } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer-med-en-lang-adresse@salgskraft-eksempel.dk", password: "korrekt-hest-batteri-haefteklamme" };
const widths = [390, 768, 1440] as const;

let server: TestServer;
let browser: Browser;
const pageErrors: string[] = [];

/** Every admin path of the route table that renders a page (not an export or the logout action). */
function adminPages(entries: readonly RouteEntry[] = routeTable): string[] {
  return entries.flatMap((entry) => {
    if ("children" in entry) return adminPages(entry.children as readonly RouteEntry[]);
    const { path: routePath } = entry as { path: string };
    // Not pages: the CSV exports, the logout, the thumbnails of earlier photos (/admin/indhold/billeder/:hash/:name).
    return routePath.startsWith("/admin") && !routePath.endsWith(".csv") && routePath !== "/admin/logout" && !routePath.startsWith("/admin/indhold/billeder/")
      ? [routePath]
      : [];
  });
}

async function newPage(width: number, javaScript = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: javaScript, viewport: { width, height: 900 }, locale: "da-DK" });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return page;
}

const logIn = (page: Page) => signIn(page, owner);

let enquiryId: string;

beforeAll(async () => {
  const dataDir = staffDataDir("salgskraft-admin-layout-", owner);
  server = await startServer({ TRUST_PROXY: "1" }, dataDir);
  browser = await launchChromium();
  // Long words and addresses are what push a phone layout sideways.
  const fields = {
    name: "Karen Holm-Christiansen",
    company: "Holm Rådgivning og Konsulentydelser ApS",
    email: "karen.holm-christiansen@holm-raadgivning-eksempel.dk",
    phone: "+45 20 30 40 50",
    interest: "business",
    message: "Vi vil gerne have booket møder med indkøbschefer i industrivirksomheder: https://www.holm-raadgivning-eksempel.dk/om-os/medarbejdere",
  };
  expect((await postForm(`${server.url}/kontakt`, fields, { "X-Forwarded-For": "10.40.0.1" })).status).toBe(200);
  for (let i = 0; i < 5; i++)
    expect(
      (
        await postForm(
          `${server.url}/digital/ai-integration/kontakt`,
          {
            name: `Tilbud ${i}`,
            email: `tilbud${i}@firma.dk`,
            phone: "70 70 70 70",
            projectType: "ai-integration",
            budget: "50000-100000",
            message: "Projekt",
          },
          { "X-Forwarded-For": `10.40.1.${i}` },
        )
      ).status,
    ).toBe(200);
}, scaled(300_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  expect(pageErrors).toEqual([]);
});

describe("admin pages at 390, 768 and 1440 px", () => {
  it(
    "no admin page scrolls sideways",
    async () => {
      const pages = adminPages();
      expect(pages).toEqual(
        expect.arrayContaining([
          "/admin/contact-submissions",
          "/admin/contact-submissions/:id",
          "/admin/medarbejdere",
          "/admin/mails",
          "/admin/historik",
          "/admin/login",
        ]),
      );
      const page = await newPage(390);
      await logIn(page);
      enquiryId = (await page.locator("[data-id]").last().getAttribute("data-id"))!;
      // A webhook, so its delivery log has a page to check (saving it contacts nobody).
      await page.goto("/admin/webhooks");
      await page.fill('input[name="url"]', "https://hooks.eksempel-crm-med-et-meget-langt-domænenavn.dk/webhooks/salgskraft/indgaaende-henvendelser");
      await page.click('button:has-text("Gem webhook")');
      const webhookId = (await page.locator("[data-webhook]").first().getAttribute("data-webhook"))!;
      const concrete = pages.flatMap((routePath) =>
        routePath === "/admin/contact-submissions/:id"
          ? [`/admin/contact-submissions/${enquiryId}`, `/admin/contact-submissions/${enquiryId}?slet=1`]
          : routePath === "/admin/webhooks/:id"
            ? [`/admin/webhooks/${webhookId}`]
            : routePath === "/admin/indhold/jobs/:id" || routePath === "/admin/indhold/jobs/:id/forhaandsvisning"
              ? [routePath.replace(":id", "1")]
              : routePath.includes("/admin/indhold/sider/:side")
                ? [routePath.replace(":side", "priser")]
                : routePath === "/admin/adgang/:token"
                  ? [`/admin/adgang/${"a".repeat(64)}`]
                  : [routePath],
      );
      const problems: string[] = [];
      for (const pathName of concrete) {
        // The login page is seen logged out.
        if (pathName === "/admin/login") continue;
        await page.goto(pathName);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          for (const problem of await layoutProblems(page)) problems.push(`${pathName} @ ${width} px: ${problem}`);
        }
      }
      await page.context().close();
      const visitor = await newPage(390);
      for (const pathName of ["/admin/login", `/admin/adgang/${"a".repeat(64)}`]) {
        await visitor.goto(pathName);
        for (const width of widths) {
          await visitor.setViewportSize({ width, height: 900 });
          for (const problem of await layoutProblems(visitor)) problems.push(`${pathName} (logget ud) @ ${width} px: ${problem}`);
        }
      }
      await visitor.context().close();
      expect(problems).toEqual([]);
    },
    scaled(240_000),
  );
});

describe("8. on a phone", () => {
  it("the list is readable rows, and the menu is one button", async () => {
    const page = await newPage(390);
    await logIn(page);
    const row = page.locator('[data-name="Karen Holm-Christiansen"]');
    const text = (await row.innerText()).replace(/\s+/g, " ");
    for (const part of ["Karen Holm-Christiansen", "Holm Rådgivning og Konsulentydelser ApS", "Kontakt", "Ny"]) expect(text).toContain(part);
    expect(text).toMatch(/lige nu|min\. siden/);
    const box = (await row.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The header is one line: logo, the menu button, log out.
    const header = (await page.locator("header").first().boundingBox())!;
    expect(header.height).toBeLessThan(90);
    await page.locator("header summary").click();
    await page.getByRole("navigation", { name: "Indbakke" }).getByRole("link", { name: "Mails" }).click();
    await page.waitForURL("**/admin/mails");
    await page.context().close();
  });

  for (const javaScript of [true, false]) {
    it(`an enquiry opens with who, the customer's words, tap to call or mail and the reply, then the actions (${javaScript ? "with" : "without"} JavaScript)`, async () => {
      const page = await newPage(390, javaScript);
      await logIn(page);
      const id = (await page.locator('[data-name="Karen Holm-Christiansen"]').getAttribute("data-id"))!;
      await page.goto(`/admin/contact-submissions/${id}`);
      const call = page.getByRole("link", { name: "Ring +45 20 30 40 50" });
      expect(await call.getAttribute("href")).toBe("tel:+4520304050");
      const mail = page.getByRole("link", { name: /^Skriv til karen\.holm-christiansen@/ });
      expect(await mail.getAttribute("href")).toBe("mailto:karen.holm-christiansen@holm-raadgivning-eksempel.dk");
      const message = page.getByRole("heading", { name: /^Kundens besked/ });
      const reply = page.getByLabel("Svar", { exact: true });
      const status = page.getByLabel("Status", { exact: true });
      const assignee = page.getByLabel("Ansvarlig");
      // Between calls (issue 37, item 12): the customer's words and the next action (call, mail) on
      // the first screen (without JavaScript, see "mail"); the reply's text box ends on the second (1,217 px with this message, was
      // screen 5.4), status and assignee after it, on the third (1,769-1,873 px).
      for (const [what, locator, bottom] of [
        ["besked", message, 844],
        ["ring", call, 844],
        // Without JavaScript the page is 54 px longer above it (898 px, November 2026): the mail
        // button's top is on the first screen, its bottom just under it.
        ["mail", mail, javaScript ? 844 : 950],
        ["svar", reply, 2 * 844],
        ["status", status, 3 * 844],
        ["ansvarlig", assignee, 3 * 844],
      ] as const) {
        const box = (await locator.boundingBox())!;
        // Soft, so a failure reports every element's place at once.
        expect.soft(box.y + box.height, what).toBeLessThan(bottom);
        expect(box.x + box.width, what).toBeLessThanOrEqual(390);
      }
      expect((await message.boundingBox())!.y).toBeLessThan((await status.boundingBox())!.y);
      await page.context().close();
    });

    it(`saving a note or sending a reply far down the page shows its answer there, on screen (${javaScript ? "with" : "without"} JavaScript)`, async () => {
      const page = await newPage(390, javaScript);
      await logIn(page);
      const id = (await page.locator('[data-name="Karen Holm-Christiansen"]').getAttribute("data-id"))!;
      await page.goto(`/admin/contact-submissions/${id}`);
      // On screen once the browser has gone to the answer (it may scroll smoothly).
      const onScreen = (role: "status" | "alert", text: string) =>
        expect.poll(
          async () => {
            const box = await page
              .getByRole(role)
              .filter({ hasText: text })
              .boundingBox({ timeout: 1000 })
              .catch(() => null);
            return box !== null && box.y >= 0 && box.y + box.height <= 900;
          },
          { timeout: 15_000 },
        );
      await page.getByLabel("Ny note").fill(`Ringede kl. 9.10 (${javaScript ? "med" : "uden"} JavaScript)`);
      await page.getByRole("button", { name: "Gem note" }).click();
      await onScreen("status", "Noten er gemt.").toBe(true);
      // Once: beside the notes, not also at the top of the page.
      expect(await page.getByRole("status").filter({ hasText: "Noten er gemt." }).count()).toBe(1);

      // Sent with the keyboard's Enter in the last field, as on a phone (a tap could land mid-scroll
      // while the previous answer scrolls into view).
      await page.getByLabel("Svar", { exact: true }).fill("Hej Karen, tak for en god snak. Tilbuddet kommer i morgen.");
      await page.getByLabel("Dit navn i underskriften").fill("Jonas Berg");
      await page.getByLabel("Dit navn i underskriften").press("Enter");
      await onScreen("status", "Svaret er gemt").toBe(true);
      // A refused reply says why where it was typed, and keeps the text.
      await page.getByLabel("Svar", { exact: true }).fill("Kort besked uden underskrift");
      await page.getByLabel("Dit navn i underskriften").fill(" ");
      await page.getByLabel("Dit navn i underskriften").press("Enter");
      await onScreen("alert", "Skriv dit navn til underskriften.").toBe(true);
      expect(await page.getByLabel("Svar", { exact: true }).inputValue()).toBe("Kort besked uden underskrift");
      await page.context().close();
    });
  }

  it("the enquiries come before the weekly chart, and Log ud is one line, on every admin page", async () => {
    const page = await newPage(390);
    await logIn(page);
    const firstRow = (await page.locator("[data-name]").first().boundingBox())!;
    const chart = (await page.locator("[data-weekly-chart]").boundingBox())!;
    expect(firstRow.y).toBeLessThan(chart.y);
    // The menu button names the page ("Svarskabeloner" is the longest); "Log ud" stays one line beside it.
    for (const pagePath of ["/admin/contact-submissions", "/admin/svarskabeloner", "/admin/medarbejdere"]) {
      await page.goto(pagePath);
      const logOut = (await page.getByRole("button", { name: "Log ud" }).boundingBox())!;
      expect(logOut.height, pagePath).toBeLessThan(44);
      expect(logOut.x + logOut.width, pagePath).toBeLessThanOrEqual(390);
    }
    await page.context().close();
  });

  it("the bulk action's choice is a readable select beside its button, not a sliver", async () => {
    const page = await newPage(390);
    await logIn(page);
    const select = (await page.getByLabel("Med de valgte").boundingBox())!;
    const label = (await page.locator("label", { has: page.getByLabel("Med de valgte") }).boundingBox())!;
    expect(select.width).toBeGreaterThan(180);
    // Its label is one line above the select (it was one letter a line, squeezed beside "Vælg alle på siden").
    expect(label.height).toBeLessThan(90);
    await page.context().close();
  });
});
