/**
 * What AI agents read about the site, generated from the same content modules as the pages:
 *
 *  - /llms.txt (https://llmstxt.org): who the agency is, services and prices, how to ask for a
 *    quote or apply (which page, which WebMCP tool, which fields), offices and opening hours, and
 *    links to the key pages and articles;
 *  - /.well-known/ai-catalog.json: the Agentic Resource Discovery (ARD) catalog, valid against the
 *    ARD 1.0 schema and conformance checks that Lighthouse's `ard-schema` audit runs;
 *  - /.well-known/agent-skills/<tool>.md: one Agent Skill document per form tool.
 *
 * The tools themselves (names, descriptions, fields) are app/forms/tools.ts, which the forms also
 * render as WebMCP annotations. Every amount comes from `prices` in app/content/site.ts.
 */
import { absoluteUrl, buildConfig } from "../config/build-config.ts";
import type { BlogPost } from "../content/blog.server.ts";
import { postsOf } from "../server/content/article-snapshot.server.ts";
import { digitalPages } from "../content/digital.ts";
import * as pricing from "../content/pricing.ts";
import * as services from "../content/services.ts";
import { formatted } from "../content/cost-comparison.ts";
import { brand, claims, contact, formatOpeningHours, freelancerRequirements, industries, offices, openingHours, prices, whyPath } from "../content/site.ts";
import type { PageMeta } from "../content/types.ts";
import {
  agentTools,
  blogSearchTool,
  contactTool,
  digitalQuoteTool,
  jobApplicationTool,
  newsletterTool,
  priceQuoteTool,
  bookingTool,
  meetingTimesTool,
  type AgentTool,
} from "../forms/tools.ts";
import { rssPath } from "./blog-structured-data.ts";
import { agentSkillPath, aiCatalogPath, llmsTxtPath } from "./agent-paths.ts";
import { fileContent, menus, routeTable } from "../routes.ts";
import { navigation, pagesWithForm as formPages, publicPages, type FormId, type SiteContent } from "./route-table.ts";

/* ---------- where each tool is, and how the catalog presents it ---------- */

type ToolPlacement = {
  /** Short English title for the catalog and the skill document. */
  title: string;
  /** Every public page that renders the form: the pages whose route carries it in app/routes.ts (tests/e2e/agents.test.ts checks both directions). */
  pages: readonly string[];
  /** Two to five requests a buyer might give an assistant (ARD `representativeQueries`). */
  queries: readonly string[];
};

/** Where each tool is with this content (the job application form is on every open job's page). */
export function placementsFor(content: SiteContent): Readonly<Record<string, ToolPlacement>> {
  const pagesWithForm = (form: FormId) => formPages(form, routeTable, content);
  return {
    [priceQuoteTool.name]: {
      title: "Request a price quote for telemarketing or meeting booking",
      pages: pagesWithForm("price-quote"),
      queries: [
        "Get a price quote for outsourced B2B meeting booking in Denmark",
        "How much does outsourced telemarketing cost per month?",
        "Find a Danish agency that books sales meetings on a no cure no pay basis",
      ],
    },
    [digitalQuoteTool.name]: {
      title: "Request a quote for a digital project",
      pages: pagesWithForm("quote"),
      queries: [
        "Get a fixed-price quote for a web application from a Danish agency",
        "Find a developer for an AI integration or chatbot project in Denmark",
        "Request a quote for a new company website",
      ],
    },
    [contactTool.name]: {
      title: "Send an enquiry to the agency",
      pages: pagesWithForm("contact"),
      queries: [
        "Contact a Danish telemarketing agency about outsourcing our sales calls",
        "Propose a partnership with a B2B meeting booking agency",
        "Ask a Danish lead generation agency a question",
      ],
    },
    [jobApplicationTool.name]: {
      title: "Apply for a freelance telemarketing job",
      pages: pagesWithForm("job-application"),
      queries: [
        "Apply for a work-from-home telemarketing job in Denmark",
        "Find a freelance meeting booker position I can do from home",
        "Apply for a part-time telesales job with hourly pay and bonus",
      ],
    },
    [newsletterTool.name]: {
      title: "Subscribe to the newsletter",
      pages: pagesWithForm("newsletter"),
      queries: ["Subscribe to a Danish newsletter about B2B sales and meeting booking", "Get monthly tips on telemarketing by email"],
    },
    [meetingTimesTool.name]: {
      title: "List free times for a meeting with the agency",
      pages: pagesWithForm("meeting-times"),
      queries: ["When can I have a call with a Danish telemarketing agency?", "Find a free time next week to talk about outsourced meeting booking"],
    },
    [bookingTool.name]: {
      title: "Book a meeting with the agency",
      pages: pagesWithForm("booking"),
      queries: [
        "Book a call with a Danish agency about outsourced meeting booking",
        "Schedule a 20-minute meeting about lead generation next week",
        "Book a video meeting about telemarketing for our company",
      ],
    },
    [blogSearchTool.name]: {
      title: "Search the blog",
      pages: pagesWithForm("blog-search"),
      queries: ["Find articles about handling objections in cold calls", "Read about outsourcing meeting booking versus hiring in-house"],
    },
  };
}

/** The placements of the repository's content (what the build prerenders). */
export const toolPlacements: Readonly<Record<string, ToolPlacement>> = placementsFor(fileContent);

for (const tool of agentTools) {
  if (!toolPlacements[tool.name]) throw new Error(`agents.server.ts: værktøjet ${tool.name} mangler i toolPlacements`);
  if (!toolPlacements[tool.name]!.pages.length) throw new Error(`agents.server.ts: ingen side i app/routes.ts har formularen til ${tool.name} (forms)`);
}

/* ---------- helpers ---------- */

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Ends a text with a full stop unless it already ends with one. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const link = (title: string, path: string, note?: string) => `- [${title}](${absoluteUrl(path)})${note ? `: ${oneLine(note)}` : ""}`;

/** Every public page's meta that lives in content, from the route table (app/routes.ts). */
const metasOf = (content: SiteContent): readonly PageMeta[] => publicPages(routeTable, content).flatMap((page) => page.meta ?? []);
const fileMetas = metasOf(fileContent);

/** A public page's meta description, by path (undefined for pages whose meta lives in the route). */
function describe(path: string, pageMetas = fileMetas): string | undefined {
  return pageMetas.find((meta) => meta.canonicalPath === path)?.description;
}

function pageTitle(path: string, pageMetas = fileMetas): string {
  return pageMetas.find((meta) => meta.canonicalPath === path)?.title ?? path;
}

function fieldList(tool: AgentTool): string {
  return Object.entries(tool.params)
    .map(([name, param]) => {
      const options = param.options?.map((option) => option.value).join(" | ");
      return `\`${name}\`${param.required ? " (påkrævet)" : ""}${options ? ` [${options}]` : ""}`;
    })
    .join(", ");
}

/** The catalog's publisher: this deployment's host name (e.g. www.salgskraft.dk). */
function publisher(): string {
  return new URL(buildConfig.siteUrl).hostname;
}

/* ---------- /llms.txt ---------- */

export function llmsTxt(content: SiteContent = fileContent): string {
  const toolPlacements = placementsFor(content);
  // The titles and descriptions as published (/admin/indhold/sider) over the files'.
  const metas = metasOf(content);
  // The published articles of the snapshot (the files at build): SiteContent carries their slugs and dates, a snapshot the posts.
  const posts = [...postsOf(content as { articles?: readonly BlogPost[] })].sort((a, b) => b.date.localeCompare(a.date));
  const officeCities = offices()
    .map((office) => office.city)
    .join(" og ");
  const toolLine = (tool: AgentTool, title: string) => {
    const placement = toolPlacements[tool.name]!;
    // No open job: no application form to point to.
    if (!placement.pages.length) return [];
    const path = placement.pages[0]!;
    const others = placement.pages.filter((page) => page !== path);
    return [
      link(title, path, `WebMCP-værktøjet \`${tool.name}\` – ${tool.description}`),
      `  - Felter: ${fieldList(tool)}.`,
      ...(others.length && tool !== jobApplicationTool
        ? [`  - Samme formular findes også på ${others.map((page) => `[${page}](${absoluteUrl(page)})`).join(", ")}.`]
        : []),
      `  - [Vejledning for AI-agenter](${absoluteUrl(agentSkillPath(tool.name))})`,
    ];
  };

  const lines = [
    `# ${brand.name}`,
    "",
    `> ${brand.name} (${brand.legalName}) er et dansk B2B-bureau: ${brand.tagline.toLowerCase()}. ${capitalize(claims.yearsOfExperience.text)}, ${claims.companiesHelped.text} og kontorer i ${officeCities}. Sitet er på dansk; alle priser er i danske kroner ekskl. moms.`,
    "",
    "Nøgletal og fakta (samme tal som på sitet):",
    "",
    `- ${capitalize(claims.responseTime.text)}.`,
    `- ${capitalize(claims.startTime.text)}; ${claims.minimumCampaign.text}.`,
    `- ${capitalize(claims.averageLeadLift.text)}, ${claims.qualifiedLeadsLift.text}.`,
    `- ${capitalize(claims.greenEnergyConversion.text)}.`,
    `- ${capitalize(claims.inHouseSaving.text)}.`,
    `- Brancher: ${industries.map((industry) => industry.name).join(", ")}.`,
    `- Telefon ${contact.phone}, e-mail ${contact.email}, CVR ${brand.cvr}.`,
    "",
    `AI-agenter kan sende henvendelser direkte: formularerne er WebMCP-værktøjer (deklarativ API) med beskrevne felter, se "Tilbud, kontakt og ansøgning". Spørg altid brugeren, før du sender personoplysninger eller giver samtykke på brugerens vegne. Et maskinlæsbart katalog over værktøjerne ligger i ${absoluteUrl(aiCatalogPath)}.`,
    "",
    `## Om ${brand.name}`,
    "",
    link(pageTitle("/", metas), "/", describe("/", metas)),
    link(pageTitle("/om-os", metas), "/om-os", describe("/om-os", metas)),
    link(pageTitle(whyPath, metas), whyPath, describe(whyPath, metas)),
    "",
    "## Ydelser",
    "",
    link(pageTitle("/ydelser", metas), "/ydelser", describe("/ydelser", metas)),
    ...services.services.map((service) => link(service.title, service.href ?? "/ydelser", service.description)),
    ...digitalPages.map((page) => link(`${page.navLabel} (digital)`, page.path, describe(page.path, metas))),
    "",
    "## Priser",
    "",
    link(pageTitle("/priser", metas), "/priser", describe("/priser", metas)),
    ...pricing.packages.map((pkg) => `  - ${pkg.name}: ${sentence(pkg.priceText.toLowerCase())} ${pkg.description} Indhold: ${pkg.features.join("; ")}.`),
    `  - ${pricing.payPerMeeting.label}: ${prices.payPerMeeting.text}. ${pricing.payPerMeeting.text} ${pricing.payPerMeeting.points.join("; ")}.`,
    ...pricing.answers.map((item) => `  - ${item.question} ${item.answer}`),
    ...pricing.addOns.map((addOn) => `  - ${addOn.service}: ${sentence(addOn.price.toLowerCase())} ${addOn.description}`),
    `  - Til sammenligning koster en fastansat mødebooker typisk ${formatted.inHouseMonthly}.`,
    "  - Alle priser er ekskl. moms.",
    "",
    "## Tilbud, kontakt og ansøgning",
    "",
    ...toolLine(priceQuoteTool, "Prisforespørgsel på telemarketing og mødebooking"),
    ...toolLine(digitalQuoteTool, "Tilbud på et digitalt projekt"),
    ...toolLine(contactTool, "Kontakt og generelle henvendelser"),
    ...toolLine(meetingTimesTool, "Se ledige tider til et uforpligtende møde (næste 3 uger, dansk tid)"),
    ...toolLine(bookingTool, "Book mødet på en af de ledige tider (efter list_meeting_times); bekræftelse og kalenderinvitation kommer på mail"),
    ...toolLine(jobApplicationTool, "Ansøg om et freelancejob (formularen står på hver stillingsside, se Job)"),
    ...toolLine(newsletterTool, "Tilmeld nyhedsbrevet"),
    link("Bliv samarbejdspartner", "/samarbejdspartner", describe("/samarbejdspartner", metas)),
    "",
    "## Job som freelancer",
    "",
    link(pageTitle("/freelance-telemarketing", metas), "/freelance-telemarketing", describe("/freelance-telemarketing", metas)),
    ...content.jobs.map((job) => link(job.title, job.path, job.description)),
    `- Krav: ${freelancerRequirements.items.join(", ")}.`,
    "",
    "## Kontor, kontakt og åbningstider",
    "",
    link(pageTitle("/kontakt", metas), "/kontakt", describe("/kontakt", metas)),
    `- Telefon: ${contact.phone}`,
    `- E-mail: ${contact.email}`,
    ...offices().map((office) => `- ${office.name}: ${office.street}, ${office.postalCode} ${office.city}, ${office.country}. ${office.description}`),
    `- Åbningstider: ${openingHours()
      .map((row) => `${row.label} ${formatOpeningHours(row)}`)
      .join("; ")}.`,
    "",
    "## Blog",
    "",
    link(pageTitle("/blog", metas), "/blog", describe("/blog", metas)),
    ...toolLine(blogSearchTool, "Søg i artiklerne"),
    link("RSS-feed med alle artikler", rssPath),
    ...posts.map((post) => link(post.title, `/blog/${post.slug}`, `${post.excerpt} (${post.categoryLabel}, ${post.date})`)),
    "",
    "## Optional",
    "",
    link("Nyhedsbrev", "/nyhedsbrev"),
    ...navigation(routeTable, menus, content).legal.map(([href, label]) => link(label, href, describe(href, metas))),
  ];
  // A page the sections above do not name (a new page in app/routes.ts) is listed here.
  const named = lines.join("\n");
  const others = publicPages(routeTable, content).filter((page) => !named.includes(`(${absoluteUrl(page.path)})`));
  lines.push(
    ...others.map((page) => link(page.meta?.title ?? page.label ?? page.path, page.path, page.meta?.description)),
    link("Sitemap", "/sitemap.xml", "Alle sider og artikler"),
    link("AI-katalog (Agentic Resource Discovery)", aiCatalogPath, "Formularerne som værktøjer, maskinlæsbart"),
    "",
  );
  return lines.join("\n");
}

/* ---------- /.well-known/ai-catalog.json ---------- */

/** Agent Skills in Markdown: one of the discovery types the ARD conformance checks accept. */
export const agentSkillMediaType = 'text/markdown; profile="urn:air:agent-skills"';

export type AiCatalog = {
  specVersion: "1.0";
  host: { displayName: string; identifier: string; documentationUrl: string; logoUrl: string };
  entries: {
    identifier: string;
    displayName: string;
    type: string;
    url: string;
    description: string;
    tags: string[];
    capabilities?: string[];
    representativeQueries: string[];
    metadata: Record<string, string | number | boolean>;
  }[];
};

export function aiCatalog(content: SiteContent = fileContent): AiCatalog {
  const toolPlacements = placementsFor(content);
  const host = publisher();
  return {
    specVersion: "1.0",
    host: {
      displayName: `${brand.name} (${brand.legalName})`,
      identifier: absoluteUrl("/"),
      documentationUrl: absoluteUrl(llmsTxtPath),
      logoUrl: absoluteUrl("/apple-touch-icon.png"),
    },
    entries: [
      {
        identifier: `urn:air:${host}:docs:llms-txt`,
        displayName: `${brand.name}: guide for AI agents (llms.txt)`,
        type: agentSkillMediaType,
        url: absoluteUrl(llmsTxtPath),
        description: `Who ${brand.name} is, services and prices in DKK, how to request a quote or apply for a job (pages, WebMCP tools and fields), offices, opening hours and links to every key page and article. In Danish.`,
        tags: ["documentation", "llms.txt", "b2b", "telemarketing", "meeting-booking", "denmark"],
        representativeQueries: [
          "Which Danish agencies offer outsourced telemarketing and meeting booking?",
          `What does ${brand.name} charge for B2B meeting booking?`,
          `How do I contact ${brand.name}?`,
        ],
        metadata: {
          language: "da",
          sitemap: absoluteUrl("/sitemap.xml"),
          rss: absoluteUrl(rssPath),
          robots: absoluteUrl("/robots.txt"),
        },
      },
      ...agentTools
        .filter((tool) => toolPlacements[tool.name]!.pages.length)
        .map((tool) => {
          const placement = toolPlacements[tool.name]!;
          const params = Object.entries(tool.params);
          return {
            identifier: `urn:air:${host}:webmcp:${tool.name}`,
            displayName: `${brand.name}: ${placement.title}`,
            type: agentSkillMediaType,
            url: absoluteUrl(agentSkillPath(tool.name)),
            description: tool.description,
            tags: ["webmcp", "html-form", tool === blogSearchTool ? "search" : "enquiry"],
            capabilities: [tool.name],
            representativeQueries: [...placement.queries],
            metadata: {
              webmcpTool: tool.name,
              webmcpApi: "declarative",
              pageUrl: absoluteUrl(placement.pages[0]!),
              pageCount: placement.pages.length,
              requiredParameters: params
                .filter(([, param]) => param.required)
                .map(([name]) => name)
                .join(","),
              optionalParameters: params
                .filter(([, param]) => !param.required)
                .map(([name]) => name)
                .join(","),
            },
          };
        }),
    ],
  };
}

/* ---------- /.well-known/agent-skills/<tool>.md ---------- */

/** The skill documents' file names (without .md), e.g. "request-price-quote". */
export function agentSkillName(tool: AgentTool): string {
  return agentSkillPath(tool.name).split("/").at(-1)!.replace(/\.md$/, "");
}

/** The Agent Skill document for a tool (YAML front matter + Markdown), or undefined. */
export function agentSkill(skillName: string, content: SiteContent = fileContent): string | undefined {
  const toolPlacements = placementsFor(content);
  const tool = agentTools.find((candidate) => agentSkillName(candidate) === skillName);
  if (!tool) return undefined;
  const placement = toolPlacements[tool.name]!;
  const yaml = (text: string) => JSON.stringify(oneLine(text));
  const rows = Object.entries(tool.params).map(([name, param]) => {
    const options = param.options?.map((option) => `\`${option.value}\` (${option.label})`).join(", ") ?? "";
    return `| \`${name}\` | ${param.required ? "yes" : "no"} | ${param.description.replaceAll("|", "\\|")} | ${options} |`;
  });
  const pageList = placement.pages.map((path) => {
    const title = tool === jobApplicationTool ? (content.jobs.find((job) => job.path === path)?.title ?? path) : pageTitle(path);
    return link(title, path);
  });
  const notes: string[] = [];
  if (tool === priceQuoteTool) {
    notes.push(
      "Prices (DKK excl. VAT, as on the pricing page):",
      "",
      ...pricing.packages.map((pkg) => `- ${pkg.name}: ${pkg.priceText}${pkg.features[0] ? ` (${pkg.features[0]})` : ""}`),
      `- ${prices.payPerMeeting.label}: ${prices.payPerMeeting.text}`,
      ...pricing.addOns.map((addOn) => `- ${addOn.service}: ${addOn.price}`),
      "",
    );
  }
  if (tool === jobApplicationTool) {
    notes.push(`Requirements for freelancers (in Danish): ${freelancerRequirements.items.join(", ")}.`, "");
  }
  if (tool !== blogSearchTool && tool !== meetingTimesTool) {
    notes.push(
      `The agency's promise (in Danish): "${capitalize(claims.responseTime.text)}." Phone ${contact.phone}, email ${contact.email}.`,
      "",
      "Ask the user before sending personal details, and set a consent field only when the user has agreed. The page adds its own hidden fields (source page, start time); leave them alone.",
      "",
    );
  }
  return [
    "---",
    `name: ${agentSkillName(tool)}`,
    `description: ${yaml(tool.description)}`,
    "---",
    "",
    `# ${placement.title} (${brand.name})`,
    "",
    tool.description,
    "",
    "## How",
    "",
    `Open ${placement.pages.length > 1 ? "one of the pages below" : "the page below"}. In a browser with WebMCP the form is the declarative tool \`${tool.name}\`: call it with the parameters in the table${tool === blogSearchTool ? " (it submits itself)" : "; the browser fills in the form and the user reviews and sends it"}. Without WebMCP, fill in the form on the page the same way.`,
    "",
    ...pageList,
    "",
    "## Parameters",
    "",
    "| Parameter | Required | Description | Allowed values |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
    ...(notes.length ? ["## Good to know", "", ...notes] : []),
    `More about ${brand.name}: ${absoluteUrl(llmsTxtPath)}`,
    "",
  ].join("\n");
}
