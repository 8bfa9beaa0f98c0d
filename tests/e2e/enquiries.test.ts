import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { digitalListings, fallbackQuoteType } from "../../app/content/digital-listings.ts";
import { quoteConfirmation } from "../../app/components/forms/quote-form.tsx";
import { hiddenFields } from "../../app/forms/result.ts";
import { messages } from "./support/messages.ts";
import { pleaseConfirm } from "../../app/server/intake/forms.server.ts";
import type { Page } from "playwright-core";
import * as pricing from "../../app/content/pricing.ts";
import { packages } from "../../app/forms/options.ts";
import { baseUrl, hydrate, useBrowser } from "./support/browser.ts";
import { listEnquiries, postForm, removeDir, startServer, type TestServer } from "./support/server.ts";

const validQuote = {
  name: "Line Hviid",
  email: "line@webshop.dk",
  phone: "+45 31 22 44 55",
  company: "Webshop ApS",
  projectType: "websites",
  budget: "25000-50000",
  timeline: "1-3-months",
  message: "Vi skal have en ny hjemmeside med booking af møder.",
};

describe("quote page (digital path + /kontakt)", () => {
  const { open } = useBrowser();

  it("titles each quote page by its path, with the spec's fallback", async () => {
    for (const listing of digitalListings) {
      const html = await (await fetch(`${baseUrl()}${listing.path}/kontakt`)).text();
      expect(html).toContain(`Få tilbud på ${listing.quoteType.replace("&", "&amp;")}</h1>`);
      expect(html).toContain(`href="${listing.path}"`);
    }
    const fallback = await fetch(`${baseUrl()}/digital/noget-andet/kontakt`);
    expect(await fallback.text()).toContain(`Få tilbud på ${fallbackQuoteType}`);
  });

  it("with JavaScript: the spec's validation texts, errors cleared by editing, 'Sender...', confirmation, back to an empty form", async () => {
    const page = await open("/digital/webudvikling/kontakt");
    expect(await page.locator("h1").textContent()).toBe("Få tilbud på Webudvikling");
    const form = page.locator('form[toolname="request_digital_project_quote"]');
    await form.locator('button[type="submit"]').click();
    for (const text of [messages.nameRequired, messages.emailRequired, messages.phoneRequired, messages.projectRequired]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await form.locator('[name="name"]').fill("Line Hviid");
    await page.getByText(messages.nameRequired, { exact: true }).waitFor({ state: "detached" });
    expect(await page.getByText(messages.emailRequired, { exact: true }).count()).toBe(1);

    await form.locator('[name="email"]').fill("line@");
    await form.locator('button[type="submit"]').click();
    await page.getByText(messages.emailInvalid, { exact: true }).waitFor();

    await form.locator('[name="email"]').fill(validQuote.email);
    await form.locator('[name="phone"]').fill(validQuote.phone);
    await form.locator('[name="message"]').fill(validQuote.message);
    expect(await form.locator('[name="projectType"]').inputValue()).toBe("web-development");
    expect(await form.locator('[name="message"]').getAttribute("rows")).toBe("4");

    // Hold the request so the pending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/digital/webudvikling/kontakt.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => window.scrollTo(0, 400));
    await form.locator('button[type="submit"]').click();
    const button = form.locator('button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('form[toolname] button[type="submit"]')?.textContent?.includes("Sender..."));
    expect(await button.isDisabled()).toBe(true);
    release();

    await page.getByText(quoteConfirmation.title, { exact: true }).waitFor();
    expect(await page.getByText(quoteConfirmation.text, { exact: true }).count()).toBe(1);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByText(quoteConfirmation.again).click();
    const fresh = page.locator('form[toolname="request_digital_project_quote"]');
    await fresh.waitFor();
    expect(await fresh.locator('[name="name"]').inputValue()).toBe("");
    expect(await fresh.locator('[name="message"]').inputValue()).toBe("");
  });

  it("holds a submit pressed while React is still starting, then validates it in place instead of reloading", async () => {
    let releaseChunk!: () => void;
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    const page = await open("/digital/hjemmesider/kontakt", {
      hydrate: false,
      prepare: (page) =>
        page.route("**/assets/quote-*.js", async (route) => {
          await chunkHeld;
          await route.continue();
        }),
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      // Form posts only: the page-view beacon (POST /api/event, sent after load) is not one.
      if (request.method() === "POST" && new URL(request.url()).pathname !== "/api/event") posts.push(request.url());
    });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const form = page.locator('form[toolname="request_digital_project_quote"]');
    // The press is the visitor's first interaction: it starts React, whose code is still on its way.
    await form.locator('button[type="submit"]').click();
    await page.waitForTimeout(300);
    expect(await form.getAttribute("aria-busy")).toBe("true");
    expect(posts).toEqual([]);
    releaseChunk();
    // Once React runs, the held submit gets the browser-side validation: the spec's texts, no reload.
    for (const text of [messages.nameRequired, messages.emailRequired, messages.phoneRequired, messages.projectRequired]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    expect(posts).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await form.getAttribute("aria-busy")).toBeNull();
  });

  it("after the server refused a form sent before React ran, the first keystroke in a field clears its error", async () => {
    const page = await open("/digital/hjemmesider/kontakt", { hydrate: false });
    const form = page.locator('form[toolname="request_digital_project_quote"]');
    // A submission React never saw (sent before anything started it): the server answers with errors.
    await Promise.all([page.waitForEvent("load"), form.evaluate((element) => (element as HTMLFormElement).submit())]);
    for (const text of [messages.nameRequired, messages.emailRequired]) expect(await page.getByText(text, { exact: true }).count(), text).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // This keystroke is also what starts React.
    await page.locator('form[toolname="request_digital_project_quote"] [name="name"]').press("L");
    await page.getByText(messages.nameRequired, { exact: true }).waitFor({ state: "detached" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.locator('form[toolname="request_digital_project_quote"] [name="name"]').inputValue()).toBe("L");
    expect(await page.getByText(messages.emailRequired, { exact: true }).count()).toBe(1);
  });

  it("without JavaScript: plain POST, server-rendered errors, then the confirmation", async () => {
    const page = await open("/digital/hjemmesider/kontakt", { javaScript: false });
    const form = page.locator('form[toolname="request_digital_project_quote"]');
    await form.locator('[name="name"]').fill("   ");
    await form.locator('button[type="submit"]').click();
    await page.waitForLoadState();
    for (const text of [messages.nameRequired, messages.emailRequired, messages.phoneRequired, messages.projectRequired]) {
      expect(await page.getByText(text, { exact: true }).count(), text).toBe(1);
    }
    for (const [name, value] of Object.entries(validQuote)) {
      if (name === "projectType" || name === "budget" || name === "timeline") await form.locator(`[name="${name}"]`).selectOption(value);
      else await form.locator(`[name="${name}"]`).fill(value);
    }
    await form.locator('button[type="submit"]').click();
    await page.waitForLoadState();
    expect(await page.getByText(quoteConfirmation.title, { exact: true }).count()).toBe(1);
    expect(await page.getByText(quoteConfirmation.text, { exact: true }).count()).toBe(1);
    await page.getByText(quoteConfirmation.again).click();
    await page.waitForLoadState();
    expect(await page.locator('form[toolname="request_digital_project_quote"] [name="name"]').inputValue()).toBe("");
  });
});

describe("contact form", () => {
  const { open } = useBrowser();

  it("sends from /kontakt with JavaScript and shows the confirmation in place", async () => {
    const page = await open("/kontakt");
    const form = page.locator('form[toolname="send_contact_enquiry"]');
    await form.locator('[name="name"]').fill("Henrik Dahl");
    await form.locator('[name="email"]').fill("henrik@industri.dk");
    await form.locator('[name="phone"]').fill("70 70 70 70");
    await form.locator('[name="interest"]').selectOption("business");
    await form.locator('[name="message"]').fill("Vi vil gerne have booket møder med indkøbschefer.");
    await form.locator('button[type="submit"]').click();
    await page.getByText("Tak for din besked!").waitFor();
  });
});

describe("price quote on /priser", () => {
  const { open } = useBrowser();
  const cardButton = (page: Page, pkg: (typeof pricing.packages)[number]) => page.locator("#pricing-packages").getByRole("link", { name: pkg.ctaText });

  it("each package card's button chooses its package in the form, before React has taken over and after", async () => {
    const page = await open("/priser", { hydrate: false });
    const choice = page.locator('#contact-form form[toolname="request_price_quote"] [name="package"]');
    expect(await choice.inputValue()).toBe("");
    const [first, second] = pricing.packages;
    // The first click also starts React: the choice made before it ran must survive hydration.
    await cardButton(page, first!).click();
    expect(await choice.inputValue()).toBe(first!.formValue);
    await hydrate(page);
    expect(await choice.inputValue()).toBe(first!.formValue);
    await cardButton(page, second!).click();
    expect(await choice.inputValue()).toBe(second!.formValue);
    expect(new URL(page.url()).hash).toBe("#contact-form");
    for (const pkg of pricing.packages)
      expect(
        packages.some((option) => option.value === pkg.formValue),
        pkg.name,
      ).toBe(true);
  });
});

describe("a visitor who types before React has taken over", () => {
  const { open } = useBrowser();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ FORM_MIN_FILL_MS: "2500" });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  it("asks a form sent faster than a person can type to be sent again, and keeps its text", async () => {
    const response = await postForm(`${server.url}/kontakt`, {
      name: "Bot",
      email: "bot@spam.dk",
      phone: "12345678",
      interest: "other",
      message: "Hurtig",
      startedAt: String(Date.now()),
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Formularen blev sendt lidt for hurtigt");
    expect(html).toContain('value="bot@spam.dk"');
  });

  // Without JavaScript the form has no fill-time token (the page's script fetches it): an empty
  // press must still show every field message, and only a valid form is asked for a second press.
  it("without JavaScript: the first press of an empty quote form shows every field message, a valid one is asked to press again and says why", async () => {
    const path = `${server.url}/digital/hjemmesider/kontakt`;
    const fieldMessages = [messages.nameRequired, messages.emailRequired, messages.phoneRequired, messages.projectRequired];
    const fill = async (page: Page) => {
      const form = page.locator('form[toolname="request_digital_project_quote"]');
      for (const [name, value] of Object.entries(validQuote)) {
        if (name === "projectType" || name === "budget" || name === "timeline") await form.locator(`[name="${name}"]`).selectOption(value);
        else await form.locator(`[name="${name}"]`).fill(value);
      }
    };
    const press = async (page: Page) => {
      await page.locator('form[toolname="request_digital_project_quote"] button[type="submit"]').click();
      await page.waitForLoadState();
    };
    const shown = async (page: Page, text: string) => page.getByText(text, { exact: true }).count();

    const page = await open(path, { javaScript: false });
    await press(page);
    for (const text of fieldMessages) expect(await shown(page, text), text).toBe(1);
    expect(await page.getByText("tryk på knappen igen").count()).toBe(0);
    // Corrected at a person's pace, the next press sends it: the answer carried a token.
    await fill(page);
    await page.waitForTimeout(2600);
    await press(page);
    expect(await shown(page, quoteConfirmation.title)).toBe(1);

    // Valid on the first press: not sent yet, the page says why, and the second press sends it.
    const second = await open(path, { javaScript: false });
    await fill(second);
    await press(second);
    expect(await shown(second, pleaseConfirm)).toBe(1);
    for (const text of fieldMessages) expect(await shown(second, text), text).toBe(0);
    expect(await second.locator('form[toolname="request_digital_project_quote"] [name="email"]').inputValue()).toBe(validQuote.email);
    await second.waitForTimeout(2600);
    await press(second);
    expect(await shown(second, quoteConfirmation.title)).toBe(1);
  });

  it("keeps what was typed while the form's code was still loading, and sends it", async () => {
    let releaseChunk!: () => void;
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    const page = await open(`${server.url}/kontakt`, {
      hydrate: false,
      prepare: (page) =>
        // The page's route module (the form is part of it): React cannot take over without it.
        page.route("**/assets/kontakt-*.js", async (route) => {
          await chunkHeld;
          await route.continue();
        }),
    });
    const form = page.locator('form[toolname="send_contact_enquiry"]');
    // Typing starts React (first interaction) while the page's code is held back.
    await form.locator('[name="name"]').fill("Karen Holm");
    await form.locator('[name="email"]').fill("karen@maskinfabrik.dk");
    // The visitor has had the form (its server-issued fill-time token arrives once the page has
    // loaded) for longer than the minimum fill time; React takes over only now.
    await page.waitForFunction(() => (document.querySelector('form#contact input[name="startedAt"]') as HTMLInputElement | null)?.value);
    const tokenAt = await page.evaluate(() => performance.now());
    await page.waitForFunction((ms) => performance.now() > ms, tokenAt + 2600);
    releaseChunk();
    await form.locator('[name="phone"]').fill("+45 86 12 34 56");
    await form.locator('[name="message"]').fill("Vi søger mødebooking mod produktionschefer i Jylland.");
    expect(await form.locator('[name="name"]').inputValue()).toBe("Karen Holm");
    expect(await form.locator('[name="email"]').inputValue()).toBe("karen@maskinfabrik.dk");
    // Sent moments after React took over: the fill time counts from when the page was shown.
    await form.locator('button[type="submit"]').click();
    await page.getByText("Tak for din besked!").waitFor();

    await server.stop();
    const stored = listEnquiries({ DATA_DIR: server.dataDir }).filter((row) => row.email === "karen@maskinfabrik.dk");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "Karen Holm", phone: "+45 86 12 34 56", source: "/kontakt" });
  });
});

describe("bad input never answers 500 and is refused in Danish", () => {
  const url = () => `${baseUrl()}/kontakt`;
  const valid = { name: "A", email: "a@b.dk", phone: "12345678", interest: "other", message: "Hej" };

  it("refuses a body that is not a form", async () => {
    const json = await fetch(url(), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(valid) });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain("Formularen skal sendes fra siden");
    const empty = await fetch(url(), { method: "POST" });
    expect([400, 415]).toContain(empty.status);
  });

  it("answers missing and wrong fields with 422 and the field messages", async () => {
    const response = await postForm(url(), { name: "", email: "ikke-en-mail", interest: "hacker" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(messages.nameRequired);
    expect(html).toContain(messages.emailInvalid);
    expect(html).toContain(messages.choiceInvalid);
  });

  it("refuses oversized bodies and fields", async () => {
    const huge = await postForm(url(), { ...valid, message: "x".repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain("for stor");
    const long = await postForm(url(), { ...valid, message: "x".repeat(6000) });
    expect(long.status).toBe(422);
    expect(await long.text()).toContain("Feltet må højst være 5000 tegn");
  });

  it("survives invalid UTF-8 and escapes markup it echoes back", async () => {
    const bytes = Buffer.concat([Buffer.from("name="), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from("&email=%FF%FE&phone=abc")]);
    const response = await fetch(url(), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: bytes });
    // Refused as a whole, in Danish, rather than stored with replacement characters (issue 34).
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Formularen indeholder tegn, vi ikke kan læse");
    const script = await postForm(url(), { name: "<script>alert(1)</script>", email: "x" });
    const html = await script.text();
    expect(script.status).toBe(422);
    expect(html).not.toContain("<script>alert(1)</script>");
  });
});

describe("nothing lost: 1,000 concurrent posts, the honeypot, the job recorded", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Every post comes from its own address (through a trusted proxy), within the real rate limit.
    server = await startServer({ TRUST_PROXY: "1", FORM_RATE_LIMIT: "10" });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  it("stores every one of 1,000 concurrent submissions exactly once, and no bot submission", async () => {
    const posts = Array.from({ length: 1000 }, (_, i) =>
      postForm(
        `${server.url}/kontakt`,
        {
          ...{ name: `Kunde ${i}`, email: `kunde${i}@firma.dk`, phone: "12345678", interest: "business", message: `Besked ${i}`, source: "/samarbejdspartner" },
        },
        { "X-Forwarded-For": `10.0.${Math.floor(i / 250)}.${i % 250}` },
      ),
    );
    const statuses = await Promise.all(posts.map(async (p) => (await p).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1000);
    // A double click: the same content again stores nothing new.
    expect(
      (
        await postForm(
          `${server.url}/kontakt`,
          { name: "Kunde 1", email: "kunde1@firma.dk", phone: "12345678", interest: "business", message: "Besked 1", source: "/samarbejdspartner" },
          { "X-Forwarded-For": "10.9.9.9" },
        )
      ).status,
    ).toBe(200);
    // A bot filling the hidden field is answered like a person and stored nowhere.
    expect(
      (
        await postForm(
          `${server.url}/kontakt`,
          { name: "Bot", email: "bot@spam.dk", phone: "1", interest: "other", message: "køb", [hiddenFields.honeypot]: "http://spam" },
          { "X-Forwarded-For": "10.9.9.10" },
        )
      ).status,
    ).toBe(200);
    // An application records its job.
    expect(
      (
        await postForm(
          `${server.url}/jobs/kaffe-service`,
          { name: "Ida", email: "ida@mail.dk", phone: "22334455", job: "kaffe-service", hours: "20-25", message: "Jeg har solgt kaffe før.", consent: "on" },
          { "X-Forwarded-For": "10.9.9.11" },
        )
      ).status,
    ).toBeLessThan(500);
    // The rate limit holds per address.
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postForm(
          `${server.url}/kontakt`,
          { name: `Burst ${i}`, email: `b${i}@x.dk`, phone: "1", interest: "other", message: "x" },
          { "X-Forwarded-For": "10.8.8.8" },
        ),
      ),
    );
    expect(burst.filter((r) => r.status === 429)).toHaveLength(2);
    expect(await burst.find((r) => r.status === 429)!.text()).toContain("Du har sendt mange henvendelser");

    await server.stop();
    const rows = listEnquiries({ DATA_DIR: server.dataDir });
    const contacts = rows.filter((row) => String(row.name).startsWith("Kunde "));
    expect(contacts).toHaveLength(1000);
    expect(new Set(contacts.map((row) => row.email)).size).toBe(1000);
    expect(contacts.every((row) => row.source === "/samarbejdspartner" && row.status === "new" && row.interest === "business")).toBe(true);
    expect(rows.some((row) => row.email === "bot@spam.dk")).toBe(false);
    expect(rows.filter((row) => String(row.name).startsWith("Burst "))).toHaveLength(10);
  });
});
