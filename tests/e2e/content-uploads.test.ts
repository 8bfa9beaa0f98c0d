/**
 * Photos of people and client logos uploaded in the admin (issue 36 item 4), on the production
 * build in Chromium, desktop and 390 px: a redaktør uploads a phone photo (a JPEG with EXIF GPS,
 * made here by sharp) for Jonas Friis in /admin/indhold/personer; without a rebuild /om-os shows
 * it instead of his monogram, as AVIF/WebP/JPEG with srcset, the page hydrates without an error
 * and stays within the first TCP window; the served files carry no GPS and are cached by hash.
 * Refused, in Danish and naming the field: a photo too small, missing alt text, an SVG with a
 * script as a logo. Without JavaScript at 390 px a case names its client and gets its logo on
 * /ydelser. Plain staff upload nothing, and every upload needs its CSRF token.
 */
import { request } from "node:http";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bytesOnTheWire, firstTcpWindow } from "../../app/lib/content-checks.ts";
import { hydrate, launchChromium } from "./support/browser.ts";
import { scaled } from "../support/scaled.ts";
import { removeDir, type TestServer } from "./support/server.ts";
import { contentAccounts, contentPage, editorLogIn, logIn, staffGet, staffText, startContentServer, waitUntil } from "./support/staff.ts";

const { owner, editor, staff } = contentAccounts;

let server: TestServer;
let browser: Browser;
const pageErrors: string[] = [];

/** A phone photo: JPEG 900×1125 with the camera's make and where it was taken (EXIF GPS). */
async function phonePhoto(width = 900, height = 1125): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e2e8f0"/><circle cx="${width / 2}" cy="${height * 0.35}" r="${width * 0.2}" fill="#0b1f3a"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg()
    .withExif({
      IFD0: { Make: "Testphone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "55/1 40/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "12/1 34/1 10/1" },
    })
    .toBuffer();
}
/** The GPSInfo pointer (tag 0x8825, type LONG) in little-endian EXIF, as sharp writes it. */
const hasGps = (exif: Buffer | undefined) => !!exif && exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]));

const cleanLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100"><rect width="300" height="100" rx="12" fill="#0b1f3a"/><rect x="20" y="30" width="120" height="40" fill="#fbbf24"/></svg>`;
const scriptLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><script>fetch("/admin")</script><rect width="300" height="100"/></svg>`;

/** A document's bytes on the wire with brotli, headers included (as tests/e2e/budgets.test.ts counts). */
function responseBytes(pathName: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(pathName, server.url), { headers: { "accept-encoding": "br" } }, (res) => {
      let body = 0;
      res.on("data", (chunk: Buffer) => (body += chunk.length));
      res.on("end", () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve(bytesOnTheWire(res.statusCode!, res.statusMessage!, headers, body));
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const newPage = (width: number, javaScript = true) => contentPage(browser, server.url, width, pageErrors, { javaScript });
const editorPage = async (width: number, javaScript = true) => editorLogIn(await newPage(width, javaScript));

const alertText = (page: Page) => page.getByRole("alert").first().innerText();
const html = async (pathName: string) => (await (await fetch(`${server.url}${pathName}`)).text()).replace(/&amp;/g, "&");

beforeAll(async () => {
  server = await startContentServer("salgskraft-content-uploads-");
  browser = await launchChromium();
}, scaled(300_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  expect(pageErrors).toEqual([]);
});

describe("roles and CSRF", () => {
  it("a redaktør and the owner see the people and the cases; plain staff get 403; an upload without the CSRF token is refused", async () => {
    const session = await logIn(server.url, editor);
    expect((await staffGet(session, "/admin/indhold/personer")).status).toBe(200);
    expect((await staffGet(session, "/admin/indhold/cases")).status).toBe(200);
    expect((await staffGet(await logIn(server.url, owner), "/admin/indhold/personer")).status).toBe(200);
    const plain = await logIn(server.url, staff);
    expect((await staffGet(plain, "/admin/indhold/personer")).status).toBe(403);
    expect((await staffGet(plain, "/admin/indhold/cases")).status).toBe(403);
    const form = (csrf?: string) => {
      const body = new FormData();
      if (csrf) body.set("csrf", csrf);
      body.set("person", "jonas-friis");
      body.set("alt", "Jonas Friis");
      body.set("foto", new Blob([new Uint8Array(16)], { type: "image/jpeg" }), "jonas.jpg");
      return body;
    };
    const post = (cookie: string, body: FormData) =>
      fetch(`${server.url}/admin/indhold/personer`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: server.url }, body });
    expect((await post(plain.cookie, form(plain.csrf))).status).toBe(403);
    expect((await post(session.cookie, form())).status).toBe(403);
  });

  it("takes a body over 1 MB only from a signed-in colleague: anyone else gets 413 before the server reads it", async () => {
    const big = (csrf?: string) => {
      const body = new FormData();
      if (csrf) body.set("csrf", csrf);
      body.set("person", "jonas-friis");
      body.set("alt", "Jonas Friis");
      body.set("foto", new Blob([new Uint8Array(3 * 1024 * 1024)], { type: "image/jpeg" }), "jonas.jpg");
      return body;
    };
    for (const path of ["/admin/indhold/personer", "/admin/indhold/cases", "/admin/leads/import"]) {
      const anonymous = await fetch(`${server.url}${path}`, { method: "POST", redirect: "manual", headers: { Origin: server.url }, body: big() });
      expect(anonymous.status, path).toBe(413);
      expect(await anonymous.text(), path).toContain("uden login modtager vi højst 1 MB");
    }
    // A signed-in redaktør's 3 MB gets through to the editor, which names what is wrong with the file.
    const session = await logIn(server.url, editor);
    const answer = await fetch(`${server.url}/admin/indhold/personer`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: session.cookie, Origin: server.url },
      body: big(session.csrf),
    });
    expect(answer.status).not.toBe(413);
    expect(answer.status).toBeLessThan(500);
  });
});

describe("a photo uploaded at 1280 px", () => {
  it(
    "refuses a photo too small and missing alt text; the photo replaces Jonas Friis's monogram on /om-os without a rebuild, with srcset, no GPS, hydrated, in the first window",
    async () => {
      const page = await editorPage(1280);
      await page.goto("/admin/indhold/personer");
      await hydrate(page);
      const jonas = page.locator('li[data-person="jonas-friis"]');
      expect(await jonas.isVisible()).toBe(true);
      // The quoted freelancers are there too.
      expect(await page.locator('li[data-person="julie-andersen"]').count()).toBe(1);

      // Too small.
      await jonas.locator('input[name="foto"]').setInputFiles({ name: "lille.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(400, 500) });
      await jonas.locator('input[name="alt"]').fill("Jonas Friis ved sit skrivebord");
      await jonas.getByRole("button", { name: "Udgiv foto" }).click();
      await page.getByRole("alert").first().waitFor();
      expect(await alertText(page)).toContain("Foto: portrættet er 400×500 px; det skal være mindst 800×1000 px");
      expect(await page.locator('li[data-person="jonas-friis"] input[name="foto"]').getAttribute("aria-invalid")).toBe("true");

      // No alt text.
      const again = page.locator('li[data-person="jonas-friis"]');
      await again.locator('input[name="foto"]').setInputFiles({ name: "jonas.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
      await again.locator('input[name="alt"]').fill("");
      await again.getByRole("button", { name: "Udgiv foto" }).click();
      await page.getByRole("alert").filter({ hasText: "Alternativ tekst" }).first().waitFor();
      expect(await page.locator('li[data-person="jonas-friis"] input[name="alt"]').getAttribute("aria-invalid")).toBe("true");
      expect(await html("/om-os")).not.toContain("/bilder/");

      // The real thing.
      const photo = await phonePhoto();
      expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);
      const form = page.locator('li[data-person="jonas-friis"]');
      await form.locator('input[name="foto"]').setInputFiles({ name: "jonas.jpg", mimeType: "image/jpeg", buffer: photo });
      await form.locator('input[name="alt"]').fill("Jonas Friis ved sit skrivebord");
      await form.getByRole("button", { name: "Udgiv foto" }).click();
      await page.locator('p[role="status"]').filter({ hasText: "Fotoet af Jonas Friis er gemt" }).waitFor();
      expect(await page.locator('li[data-person="jonas-friis"] img').getAttribute("alt")).toBe("Jonas Friis ved sit skrivebord");

      // Every instance renders the pages again (the overlay): no rebuild, no restart.
      const started = Date.now();
      const served = await waitUntil(async () => /\/bilder\/([0-9a-f]{32})\/square-128\.jpg/.exec(await html("/om-os")), scaled(60_000), "fotoet på /om-os");
      console.log(`upload → /om-os shows the photo: ${Date.now() - started} ms after the upload's answer`);
      const prefix = `/bilder/${served[1]}/`;

      const visitor = await newPage(1280);
      const consoleErrors: string[] = [];
      visitor.on("console", (message) => void (message.type() === "error" && consoleErrors.push(message.text())));
      visitor.on("response", (response) => void (response.status() >= 400 && consoleErrors.push(`${response.status()} ${response.url()}`)));
      await visitor.goto("/om-os");
      await hydrate(visitor);
      const card = visitor.locator("main li", { has: visitor.getByRole("heading", { name: "Jonas Friis", exact: true }) });
      const img = card.locator('img[alt="Jonas Friis ved sit skrivebord"]');
      expect(await img.count()).toBe(1);
      expect(await img.getAttribute("srcset")).toBe(`${prefix}square-64.jpg 64w, ${prefix}square-128.jpg 128w, ${prefix}square-192.jpg 192w`);
      expect(await card.locator('source[type="image/avif"]').first().getAttribute("srcset")).toContain(`${prefix}portrait-96.avif 96w`);
      expect(await card.locator('span[aria-hidden="true"]', { hasText: /^JF$/ }).count()).toBe(0);
      await img.scrollIntoViewIfNeeded();
      await visitor.waitForFunction(
        (alt) => ((document.querySelector(`img[alt="${alt}"]`) as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
        "Jonas Friis ved sit skrivebord",
      );
      // At 1280 px the team grid shows the 4:5 crop: the browser chose a portrait file.
      expect(await img.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(/\/portrait-(96|192|288)\.(avif|webp|jpg)$/);
      // Hydrated with the same list the server rendered: no mismatch, no missing file.
      expect(consoleErrors).toEqual([]);
      // Jonas is also on /kontakt: his photo is there too.
      expect(await html("/kontakt")).toContain(`${prefix}square-64.jpg 64w`);

      // The files: immutable by hash, no GPS or camera left.
      for (const name of ["square-128.jpg", "portrait-288.avif", "square-64.webp"]) {
        const response = await fetch(`${server.url}${prefix}${name}`);
        expect(response.status, name).toBe(200);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.exif, name).toBeUndefined();
      }

      // Still within the first TCP window once the overlay has its final (brotli 11) documents.
      const bytes = await waitUntil(
        async () => {
          const size = await responseBytes("/om-os");
          return size <= firstTcpWindow ? size : undefined;
        },
        scaled(60_000),
        `/om-os inden for ${firstTcpWindow} bytes`,
      );
      console.log(`/om-os with the photo: ${bytes} bytes on the wire (window ${firstTcpWindow})`);

      // In the audit log.
      expect(await staffText(await logIn(server.url, owner), "/admin/historik")).toContain(
        "Foto af Jonas Friis udgivet (alternativ tekst »Jonas Friis ved sit skrivebord«)",
      );
      await visitor.context().close();
      await page.context().close();
    },
    scaled(240_000),
  );
});

describe("at 390 px without JavaScript", () => {
  it(
    "a case names its client; an SVG logo with a script is refused; a clean one shows on /ydelser; the photo shows on /om-os",
    async () => {
      const page = await editorPage(390, false);
      await page.goto("/admin/indhold/cases");
      const card = () => page.locator('li[data-case="saas-hr"]');
      await card().getByLabel("Kunden har sagt ja til at blive nævnt").check();
      await card().getByLabel("Kundens navn").fill("Personalia A/S");
      await card().getByRole("button", { name: "Gem" }).click();
      await page.locator('p[role="status"]').first().waitFor();

      await card()
        .locator('input[name="logo"]')
        .setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(scriptLogo) });
      await card().locator('input[name="alt"]').fill("Logo: Personalia A/S");
      await card().getByRole("button", { name: "Udgiv logo" }).click();
      await page.getByRole("alert").first().waitFor();
      expect(await alertText(page)).toContain("Logo: SVG-filen indeholder et script");

      await card()
        .locator('input[name="logo"]')
        .setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(cleanLogo) });
      await card().locator('input[name="alt"]').fill("Logo: Personalia A/S");
      await card().getByRole("button", { name: "Udgiv logo" }).click();
      await page.locator('p[role="status"]').first().waitFor();
      expect(await card().locator("img").getAttribute("alt")).toBe("Logo: Personalia A/S");

      await waitUntil(async () => (await html("/ydelser")).includes('alt="Logo: Personalia A/S"'), scaled(60_000), "logoet på /ydelser");
      const visitor = await newPage(390, false);
      await visitor.goto("/ydelser");
      const caseCard = visitor.locator("main li", { has: visitor.locator('img[alt="Logo: Personalia A/S"]') });
      expect(await caseCard.innerText()).toContain("Personalia A/S ·");
      const logo = caseCard.locator('img[alt="Logo: Personalia A/S"]');
      expect(await logo.getAttribute("srcset")).toMatch(/^\/bilder\/[0-9a-f]{32}\/1x\.png 1x, .*2x\.png 2x, .*3x\.png 3x$/);
      await logo.scrollIntoViewIfNeeded();
      expect(await logo.evaluate((element) => Math.round(element.getBoundingClientRect().height))).toBe(40);

      await visitor.goto("/om-os");
      const jonas = visitor.locator("main li", { has: visitor.getByRole("heading", { name: "Jonas Friis", exact: true }) });
      expect(await jonas.locator('img[alt="Jonas Friis ved sit skrivebord"]').count()).toBe(1);
      // At 390 px the square crop.
      const img = jonas.locator("img");
      await img.scrollIntoViewIfNeeded();
      await visitor.waitForFunction(() => [...document.querySelectorAll("main img")].some((element) => (element as HTMLImageElement).naturalWidth > 0));
      expect(await img.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(/\/square-(64|128|192)\.(avif|webp|jpg)$/);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await visitor.context().close();
      await page.context().close();
    },
    scaled(180_000),
  );
});

describe("the photo history at 390 px without JavaScript", () => {
  it(
    "an editor replaces Jonas Friis's photo, sees the earlier one with its alt text and thumbnail, restores it with one press, and /om-os shows the earlier photo again",
    async () => {
      const shownHash = async () => /\/bilder\/([0-9a-f]{32})\/square-128\.jpg/.exec(await html("/om-os"))?.[1];
      const earlier = await waitUntil(shownHash, scaled(60_000), "Jonas Friis' foto på /om-os");

      const page = await editorPage(390, false);
      await page.goto("/admin/indhold/personer");
      const jonas = () => page.locator('li[data-person="jonas-friis"]');
      await jonas()
        .locator('input[name="foto"]')
        .setInputFiles({ name: "jonas-2.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(1000, 1250) });
      await jonas().locator('input[name="alt"]').fill("Jonas Friis i mødelokalet");
      await jonas().getByRole("button", { name: "Udgiv foto" }).click();
      await page.locator('p[role="status"]').filter({ hasText: "Fotoet af Jonas Friis er gemt" }).waitFor();
      const replaced = await waitUntil(async () => ((await shownHash()) !== earlier ? shownHash() : undefined), scaled(60_000), "det nye foto på /om-os");
      // The replaced photo is off the site; the admin keeps it.
      expect((await fetch(`${server.url}/bilder/${earlier}/square-128.jpg`)).status).toBe(404);

      // The history: the earlier photo, its alt text, who and when, a thumbnail that loads, and the cap stated.
      const history = jonas().getByRole("region", { name: /Tidligere fotos/ });
      expect(await history.innerText()).toContain("Jonas Friis ved sit skrivebord");
      expect(await history.innerText()).toContain("Vi gemmer de seneste 10 fotos");
      const thumbnail = history.locator('img[alt="Jonas Friis ved sit skrivebord"]');
      expect(await thumbnail.getAttribute("src")).toBe(`/admin/indhold/billeder/${earlier}/square-128.jpg`);
      await thumbnail.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (src) => ((document.querySelector(`img[src="${src}"]`) as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
        `/admin/indhold/billeder/${earlier}/square-128.jpg`,
      );
      // Only editors get the earlier versions' files.
      expect((await fetch(`${server.url}/admin/indhold/billeder/${earlier}/square-128.jpg`, { redirect: "manual" })).status).not.toBe(200);
      expect((await staffGet(await logIn(server.url, staff), `/admin/indhold/billeder/${earlier}/square-128.jpg`)).status).toBe(403);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // One press.
      await history.getByRole("button", { name: /^Gendan/ }).click();
      await page.locator('p[role="status"]').filter({ hasText: "Det tidligere foto af Jonas Friis er gendannet" }).waitFor();
      expect(await jonas().locator("img").first().getAttribute("src")).toBe(`/bilder/${earlier}/square-128.jpg`);
      expect(
        await jonas()
          .getByRole("region", { name: /Tidligere fotos/ })
          .innerText(),
      ).toContain("Jonas Friis i mødelokalet");

      const started = Date.now();
      await waitUntil(async () => (await shownHash()) === earlier, scaled(60_000), "det tidligere foto på /om-os igen");
      console.log(`restore → /om-os shows the earlier photo: ${Date.now() - started} ms after the answer`);
      const visitor = await newPage(390, false);
      await visitor.goto("/om-os");
      const card = visitor.locator("main li", { has: visitor.getByRole("heading", { name: "Jonas Friis", exact: true }) });
      expect(await card.locator('img[alt="Jonas Friis ved sit skrivebord"]').getAttribute("srcset")).toContain(`/bilder/${earlier}/square-64.jpg`);
      expect(await html("/om-os")).not.toContain(replaced);
      expect((await fetch(`${server.url}/bilder/${earlier}/square-128.jpg`)).status).toBe(200);

      expect(await staffText(await logIn(server.url, owner), "/admin/historik")).toContain(
        "Foto af Jonas Friis gendannet (alternativ tekst »Jonas Friis ved sit skrivebord«)",
      );
      await visitor.context().close();
      await page.context().close();
    },
    scaled(180_000),
  );
});
