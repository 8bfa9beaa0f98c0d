/**
 * Issue 10: buyers' AI assistants can read the offer and send an enquiry. The forms as the browser
 * presents them to agents (WebMCP, read through Chromium's own implementation), /llms.txt, the
 * Agentic Resource Discovery catalog and its discovery signals, and the agent skill documents.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConformanceTester } from "lighthouse/third-party/ard/ard.js";
import { absoluteUrl } from "../../app/config/build-config.ts";
import { getPosts } from "../../app/content/blog.server.ts";
import { formatted } from "../../app/content/cost-comparison.ts";
import { jobListings } from "../../app/content/job-listings.ts";
import { publicPages, sitemapEntries, staticResources } from "../../app/lib/route-table.ts";
import { brand, claims, contact, formatKr, formatOpeningHours, offices, openingHours, prices } from "../../app/content/site.ts";
import { agentTools, jobApplicationDescription, jobApplicationTool, type AgentTool } from "../../app/forms/tools.ts";
import { hiddenFields } from "../../app/forms/result.ts";
import { messages } from "./support/messages.ts";
import { agentFilledHint } from "../../app/components/forms/enquiry-form.tsx";
import { agentSkillPath, aiCatalogPath, llmsTxtPath } from "../../app/lib/agent-paths.ts";
import { agentSkillMediaType, toolPlacements } from "../../app/lib/agents.server.ts";
import type { Page } from "playwright-core";
import { baseUrl, useBrowser } from "./support/browser.ts";

const { open } = useBrowser({ args: ["--enable-features=WebMCP"] });

const get = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: "manual" });
/** Absolute URLs in the generated files carry SITE_URL; the test server listens elsewhere. */
const local = (url: string) => url.replace(absoluteUrl("/").replace(/\/$/, ""), baseUrl());

type Schema = { type: string; properties: Record<string, { type: string; description?: string; enum?: string[] }>; required?: string[] };

/** Every <form> in a page's served HTML, with its attributes. */
function formsIn(html: string): Record<string, string>[] {
  return [...html.matchAll(/<form\b([^>]*)>/g)].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((attr) => [attr[1]!, attr[2]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&")])),
  );
}

/** Page -> tools, from the placements in app/lib/agents.server.ts. */
const toolsByPage = new Map<string, string[]>();
for (const [name, placement] of Object.entries(toolPlacements)) {
  for (const page of placement.pages) toolsByPage.set(page, [...(toolsByPage.get(page) ?? []), name]);
}

const toolCases = agentTools.flatMap((tool) => toolPlacements[tool.name]!.pages.map((page) => [`${tool.name} on ${page}`, tool, page] as const));

function expectedDescription(tool: AgentTool, page: string): string {
  if (tool !== jobApplicationTool) return tool.description;
  return jobApplicationDescription(jobListings.find((job) => job.path === page)!.title);
}

describe("forms as WebMCP tools", () => {
  it("every form on every public page is an annotated tool, and the tools are where the catalog says", async () => {
    for (const { path } of sitemapEntries()) {
      const forms = formsIn(await (await get(path)).text());
      for (const form of forms) {
        expect(form.toolname, `${path}: <form id="${form.id}">`).toMatch(/^[a-z_]+$/);
        expect(form.tooldescription?.length, `${path}: ${form.toolname}`).toBeGreaterThan(40);
      }
      expect(forms.map((form) => form.toolname).sort(), path).toEqual([...(toolsByPage.get(path) ?? [])].sort());
    }
  });

  it.each(toolCases)(
    "%s: the browser's tool has the description, every visible field as a described parameter, and the required ones",
    async (_label, tool, page) => {
      const browserPage = await open(page);
      const registered = () => browserPage.webmcp.tools().then((tools) => tools.find((candidate) => candidate.name === tool.name));
      await expect.poll(registered, { message: `${tool.name} er ikke registreret på ${page}` }).toBeDefined();
      const found = await registered();
      expect(found!.description).toBe(expectedDescription(tool, page));
      const schema = found!.inputSchema as Schema;
      // Hidden inputs (source page, start time, job) and the read-only honeypot are no parameters.
      expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(tool.params).sort());
      expect(schema.properties).not.toHaveProperty(hiddenFields.honeypot);
      for (const [name, param] of Object.entries(tool.params)) expect(schema.properties[name]!.description, `${tool.name}.${name}`).toBe(param.description);
      const required = Object.entries(tool.params)
        .filter(([, param]) => param.required)
        .map(([name]) => name);
      expect([...(schema.required ?? [])].sort()).toEqual(required.sort());
    },
  );

  it("the tools are there before any JavaScript runs", async () => {
    const page = await open("/priser", { javaScript: false });
    expect((await page.webmcp.tools()).map((tool) => tool.name)).toEqual(["request_price_quote"]);
  });

  it.each([
    ["before React runs (the browser submits the form)", false],
    ["after React has taken over (the page answers the tool call itself)", true],
  ])("an agent can search the blog through its tool %s", async (_label, hydrated) => {
    const page = await open("/blog", { hydrate: hydrated });
    const post = getPosts()[0]!;
    const word = post.title
      .split(/\s+/)
      .find((part) => part.length > 6)!
      .replace(/[^\p{L}\p{N}-]/gu, "");
    const call = page.webmcp.callTool("search_blog_articles", { q: word });
    const [, result] = await Promise.all([
      page.waitForURL((url) => url.searchParams.get("q") === word),
      // Before React runs the browser submits the form: that navigation can end the page the call
      // runs in before the call returns (its answer is not asserted then; the navigation is).
      hydrated
        ? call
        : call.catch((error: Error) => {
            if (!error.message.includes("Execution context was destroyed")) throw error;
          }),
    ]);
    if (hydrated) expect(result).toEqual({ results: expect.stringContaining(`q=${encodeURIComponent(word)}`) });
    await expect.poll(() => page.getByRole("heading", { name: post.title }).count()).toBeGreaterThan(0);
  });

  // Enquiry forms have no toolautosubmit: the agent fills the form in, the browser focuses its
  // button, and the visitor checks and sends it. The call then resolves with the server's answer.
  // Before React runs, the visitor's click starts it; the scripts are held back a little so the
  // submit always comes first (a native post would answer the agent with null).
  it.each([
    ["before React runs", false],
    ["after React has taken over", true],
  ])("an agent fills in the contact form %s, the visitor sends it, and the agent gets the answer", async (_label, hydrated) => {
    const slowScripts = (page: Page) =>
      page.route(/\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
    const page = await open("/kontakt", { hydrate: hydrated, prepare: hydrated ? undefined : slowScripts });
    const email = `agent-${hydrated ? "react" : "html"}@indkoeb.dk`;
    const form = page.locator('form[toolname="send_contact_enquiry"]');
    const hint = form.getByText(agentFilledHint);
    expect(await hint.isVisible()).toBe(false);
    const call = page.webmcp.callTool("send_contact_enquiry", {
      name: "Agent Andersen",
      email,
      phone: "+45 70 11 22 33",
      interest: "business",
      message: "Min kunde vil gerne høre om mødebooking til industrien.",
    });
    await expect.poll(() => form.locator('[name="email"]').inputValue()).toBe(email);
    expect(await form.locator('[name="interest"]').inputValue()).toBe("business");
    // The visitor is told to check the filled-in form and send it themselves.
    await hint.waitFor();
    await form.locator('button[type="submit"]').click();
    if (!hydrated) expect(await form.getAttribute("aria-busy"), "the submit is held until React runs").toBe("true");
    expect(await call).toEqual({ ok: true, message: expect.stringContaining("Modtaget") });
    await page.getByText("Tak for din besked!").waitFor();
  });

  it("an agent whose input the form refuses gets the field messages back, and the form stays for the visitor", async () => {
    const page = await open("/kontakt");
    const call = page.webmcp.callTool("send_contact_enquiry", {
      name: "Agent Andersen",
      email: "ikke-en-adresse",
      phone: "+45 70 11 22 33",
      interest: "business",
      message: "Hej",
    });
    const form = page.locator('form[toolname="send_contact_enquiry"]');
    await expect.poll(() => form.locator('[name="email"]').inputValue()).toBe("ikke-en-adresse");
    await form.locator('button[type="submit"]').click();
    expect(await call).toEqual({ ok: false, errors: { email: messages.emailInvalid } });
    await page.getByText(messages.emailInvalid, { exact: true }).waitFor();
  });
});

describe("discovery", () => {
  it("every page links the AI catalog in its head", async () => {
    for (const { path } of sitemapEntries()) {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).toContain(`<link rel="ai-catalog" href="${aiCatalogPath}"/>`);
    }
  });

  it("robots.txt points to the sitemap and, in a comment crawlers ignore, to the AI catalog", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toMatch(new RegExp(`^Sitemap: ${absoluteUrl("/sitemap.xml")}$`, "m"));
    expect(text).toMatch(new RegExp(`^# Agentmap: ${absoluteUrl(aiCatalogPath)}$`, "m"));
    expect(text).not.toMatch(/^Agentmap:/m);
  });

  it("the agent files are built as static files, the same the server answers with", async () => {
    const files = [llmsTxtPath, aiCatalogPath, ...agentTools.map((tool) => agentSkillPath(tool.name))];
    expect(staticResources()).toEqual(expect.arrayContaining(files));
    for (const file of files) {
      const built = path.join("build/client", file);
      expect(existsSync(built), `${built} is missing from the build`).toBe(true);
      expect(readFileSync(built, "utf8"), file).toBe(await (await get(file)).text());
    }
  });
});

describe("/.well-known/ai-catalog.json", () => {
  async function catalog() {
    const response = await get(aiCatalogPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    return response.text();
  }

  it("passes the ARD 1.0 schema and conformance checks of Lighthouse's ard-schema audit without errors or warnings", async () => {
    const tester = new ConformanceTester();
    tester.validate_manifest(await catalog(), "ai-catalog.json");
    expect(tester.errors).toEqual([]);
    expect(tester.warnings).toEqual([]);
  });

  it("lists every form tool with its page and parameters, and the guide with sitemap and RSS; every URL answers", async () => {
    const data = JSON.parse(await catalog()) as {
      host: { documentationUrl: string; logoUrl: string };
      entries: { identifier: string; type: string; url: string; capabilities?: string[]; metadata: Record<string, string | number> }[];
    };
    expect(data.host.documentationUrl).toBe(absoluteUrl(llmsTxtPath));
    for (const tool of agentTools) {
      const entry = data.entries.find((candidate) => candidate.capabilities?.includes(tool.name));
      expect(entry, tool.name).toBeDefined();
      expect(entry!.type).toBe(agentSkillMediaType);
      expect(entry!.url).toBe(absoluteUrl(agentSkillPath(tool.name)));
      expect(entry!.metadata.pageUrl).toBe(absoluteUrl(toolPlacements[tool.name]!.pages[0]!));
      const params = Object.entries(tool.params);
      expect(entry!.metadata.requiredParameters).toBe(
        params
          .filter(([, p]) => p.required)
          .map(([name]) => name)
          .join(","),
      );
      expect(entry!.metadata.optionalParameters).toBe(
        params
          .filter(([, p]) => !p.required)
          .map(([name]) => name)
          .join(","),
      );
    }
    const guide = data.entries.find((entry) => entry.url === absoluteUrl(llmsTxtPath))!;
    expect(guide.metadata).toMatchObject({ sitemap: absoluteUrl("/sitemap.xml"), rss: absoluteUrl("/blog/rss.xml") });
    const urls = [
      data.host.documentationUrl,
      data.host.logoUrl,
      ...data.entries.flatMap((entry) => [
        entry.url,
        ...Object.values(entry.metadata).filter((v): v is string => typeof v === "string" && v.startsWith("http")),
      ]),
    ];
    for (const url of new Set(urls)) expect((await fetch(local(url))).status, url).toBe(200);
  });

  it.each(agentTools.map((tool) => [agentSkillPath(tool.name), tool] as const))(
    "%s is Markdown describing the tool, its pages and every parameter",
    async (path, tool) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      const text = await response.text();
      expect(text).toContain(`\`${tool.name}\``);
      for (const page of toolPlacements[tool.name]!.pages) expect(text).toContain(`](${absoluteUrl(page)})`);
      for (const [name, param] of Object.entries(tool.params)) expect(text).toContain(`| \`${name}\` | ${param.required ? "yes" : "no"} |`);
    },
  );

  it("an unknown skill is a 404", async () => {
    expect((await get("/.well-known/agent-skills/findes-ikke.md")).status).toBe(404);
  });
});

describe("/llms.txt", () => {
  async function llms() {
    const response = await get(llmsTxtPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    return response.text();
  }

  it("follows the llms.txt format: H1 with the name, a summary quote, then sections of links", async () => {
    const text = await llms();
    expect(text.split("\n")[0]).toBe(`# ${brand.name}`);
    expect(text).toMatch(/^> .{80,}$/m);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual([
      `Om ${brand.name}`,
      "Ydelser",
      "Priser",
      "Tilbud, kontakt og ansøgning",
      "Job som freelancer",
      "Kontor, kontakt og åbningstider",
      "Blog",
      "Optional",
    ]);
    expect(text).not.toMatch(/^#{3,} /m);
  });

  it("states the prices, claims and contact facts exactly as site.ts has them", async () => {
    const text = await llms();
    for (const price of [
      prices.starter,
      prices.growth,
      prices.enterprise,
      prices.leadQualification,
      prices.singleMeeting,
      prices.marketSurvey,
      prices.databaseBuilding,
    ]) {
      expect(text).toContain(`fra ${formatKr(price.from)} ${price.unit}`);
    }
    // The in-house comparison as the pricing page prints it (app/content/cost-comparison.ts).
    expect(text).toContain(formatted.inHouseMonthly);
    expect(formatted.inHouseMonthly).toContain(`${formatKr(prices.inHouseBooker.min)}–${formatKr(prices.inHouseBooker.max)}\u00a0kr.`);
    expect(text).toContain(`${prices.payPerMeeting.label}: ${prices.payPerMeeting.text}`);
    expect(text).toContain(`${prices.starter.hours} salgstimer om måneden`);
    expect(text).toContain(`${prices.growth.hours} salgstimer om måneden`);
    for (const claim of [claims.responseTime, claims.yearsOfExperience, claims.startTime, claims.inHouseSaving])
      expect(text.toLowerCase()).toContain(claim.text.toLowerCase());
    for (const value of [contact.phone, contact.email, brand.cvr, brand.legalName]) expect(text).toContain(value);
    for (const office of offices()) expect(text).toContain(`${office.street}, ${office.postalCode} ${office.city}`);
    for (const row of openingHours()) expect(text).toContain(`${row.label} ${formatOpeningHours(row)}`);
  });

  it("tells an agent how to ask for a quote or apply: page, tool and fields", async () => {
    const text = await llms();
    for (const tool of agentTools) {
      const placement = toolPlacements[tool.name]!;
      const line = text.split("\n").find((candidate) => candidate.includes(`\`${tool.name}\``))!;
      expect(line, tool.name).toContain(`](${absoluteUrl(placement.pages[0]!)})`);
      const block = text.slice(text.indexOf(line));
      const fields = block.split("\n").find((candidate) => candidate.startsWith("  - Felter: "))!;
      for (const [name, param] of Object.entries(tool.params)) expect(fields).toContain(`\`${name}\`${param.required ? " (påkrævet)" : ""}`);
      expect(block).toContain(`(${absoluteUrl(agentSkillPath(tool.name))})`);
    }
  });

  it("links every public page and article with absolute URLs, and every link answers 200", async () => {
    const text = await llms();
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
    for (const url of links) expect(url.startsWith(absoluteUrl("/")), url).toBe(true);
    const mentioned = new Set([...links, ...[...text.matchAll(/https?:\/\/[^\s),]+/g)].map((match) => match[0])]);
    for (const { path } of publicPages()) expect(mentioned.has(absoluteUrl(path)), path).toBe(true);
    for (const post of getPosts()) expect(links, post.slug).toContain(absoluteUrl(`/blog/${post.slug}`));
    for (const url of new Set(links)) expect((await fetch(local(url), { redirect: "manual" })).status, url).toBe(200);
  });
});
