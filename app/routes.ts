/**
 * The route table: every route of the site, the module that answers it, and how it is listed.
 *
 * - `page`: a public page. It is prerendered, in the sitemap (`sitemap: [priority, changefreq]`),
 *   in llms.txt (its `meta`), counted by the statistics, and can be put in a menu (`label`, and
 *   `menus` below). `forms` says which forms it carries; a parameter route lists its pages from the
 *   content files (`pages`). The first page that carries a form is where llms.txt and the agent
 *   catalog send an agent for it.
 * - `resource`: a file that is prerendered but is not a page (sitemap.xml, llms.txt, ...).
 * - `serverOnly`: rendered by the server on every request and listed nowhere (admin, form
 *   endpoints, the 404).
 *
 * Everything else is derived in app/lib/route-table.ts: React Router's route config (the default
 * export below), the prerender list (react-router.config.ts), the sitemap, llms.txt, the known
 * pages, the query-aware paths of the server and the menus. The build fails, naming the path,
 * when a page's meta, a menu item or a redirect target does not fit (routeTableProblems).
 * Adding a page: docs/architecture.md, "Add a page".
 */
import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";
import * as about from "./content/about.ts";
import * as blog from "./content/blog.ts";
import * as booking from "./content/booking.ts";
import { blogPostPaths } from "./content/blog-sources.ts";
import * as contact from "./content/contact.ts";
import { digitalPages } from "./content/digital.ts";
import * as home from "./content/home.ts";
import { freelancePage, jobs } from "./content/jobs.ts";
import { cookieMeta, privacyMeta } from "./content/legal.ts";
import * as partner from "./content/partner.ts";
import * as pricing from "./content/pricing.ts";
import * as services from "./content/services.ts";
import { brand, whyPath } from "./content/site.ts";
import * as why from "./content/why.ts";
import { agentTools } from "./forms/tools.ts";
import { agentSkillPath, aiCatalogPath, llmsTxtPath } from "./lib/agent-paths.ts";
import { rssPath } from "./lib/blog-structured-data.ts";
import type { Menus, RouteEntry, SiteContent } from "./lib/route-table.ts";

/** The blog's articles: the published ones of the content store at run time, else the files. */
const articles = (content?: SiteContent) =>
  (content?.articles ? [...content.articles].sort((a, b) => `${a.slug}.md`.localeCompare(`${b.slug}.md`)) : blogPostPaths()).map(({ slug, date }) => ({
    path: `/blog/${slug}`,
    lastmod: date,
  }));

/** The content as the repository's files hold it: what the build prerenders, and the store's starting content. */
export const fileContent: SiteContent = { jobs };

export const routeTable: readonly RouteEntry[] = [
  // Public pages
  { path: "/", file: "routes/public/home.tsx", page: { sitemap: [1.0, "weekly"], label: "Forside", meta: home.meta } },
  { path: "/ydelser", file: "routes/public/ydelser.tsx", page: { sitemap: [0.9, "monthly"], label: "Ydelser", meta: services.meta } },
  { path: "/kontakt", file: "routes/public/kontakt.tsx", page: { sitemap: [0.9, "monthly"], label: "Kontakt", meta: contact.meta, forms: ["contact"] } },
  {
    path: "/samarbejdspartner",
    file: "routes/public/samarbejdspartner.tsx",
    page: { sitemap: [0.9, "monthly"], label: "Samarbejdspartner", meta: partner.meta, forms: ["contact"] },
  },
  { path: "/priser", file: "routes/public/priser.tsx", page: { sitemap: [0.9, "monthly"], label: "Priser", meta: pricing.meta, forms: ["price-quote"] } },
  // /hvorfor-{brand slug}: the path follows BRAND_SLUG
  { path: whyPath, file: "routes/public/hvorfor.tsx", page: { sitemap: [0.8, "monthly"], label: `Hvorfor ${brand.name}`, meta: why.meta, forms: ["contact"] } },
  { path: "/om-os", file: "routes/public/om-os.tsx", page: { sitemap: [0.7, "monthly"], label: "Om os", meta: about.meta } },
  {
    path: "/privatlivspolitik",
    file: "routes/public/privatlivspolitik.tsx",
    page: { sitemap: [0.2, "yearly"], label: "Privatlivspolitik", meta: privacyMeta },
  },
  { path: "/cookies", file: "routes/public/cookies.tsx", page: { sitemap: [0.2, "yearly"], label: "Cookies", meta: cookieMeta } },

  // Digital services: one module for the four service files, one for their quote pages; an unknown slug answers 404
  {
    path: "/digital/:slug",
    file: "routes/digital/digital-page.tsx",
    page: { sitemap: [0.8, "monthly"], pages: () => digitalPages.map(({ path, navLabel, meta }) => ({ path, label: navLabel, meta })) },
  },
  {
    path: "/digital/:slug/kontakt",
    file: "routes/digital/quote.tsx",
    page: { sitemap: [0.5, "monthly"], forms: ["quote"], pages: () => digitalPages.map(({ path }) => ({ path: `${path}/kontakt` })) },
  },

  // Jobs: the overview and one page per job file
  {
    path: "/freelance-telemarketing",
    file: "routes/jobs/freelance-telemarketing.tsx",
    page: { sitemap: [0.9, "weekly"], label: "Alle stillinger", meta: freelancePage.meta },
  },
  {
    path: "/jobs/:slug",
    file: "routes/jobs/job.tsx",
    page: {
      sitemap: [0.8, "weekly"],
      forms: ["job-application"],
      pages: (content) => content.jobs.map(({ path, navLabel, meta }) => ({ path, label: navLabel, meta })),
    },
  },

  // Newsletter sign-up (the blog carries the form too)
  { path: "/nyhedsbrev", file: "routes/forms/nyhedsbrev.tsx", page: { sitemap: [0.3, "yearly"], label: "Nyhedsbrev", forms: ["newsletter"] } },

  // Blog: the list's query string (category, search, page) is rendered by the server
  {
    path: "/blog",
    file: "routes/blog/blog-index.tsx",
    page: {
      sitemap: [0.8, "weekly"],
      label: "Blog",
      meta: blog.listMeta,
      forms: ["newsletter", "blog-search"],
      queryAware: true,
      lastmod: () =>
        articles()
          .map((post) => post.lastmod)
          .sort()
          .at(-1),
    },
  },
  { path: "/blog/:slug", file: "routes/blog/blog-post.tsx", page: { sitemap: [0.6, "yearly"], pages: articles } },

  // Book et møde: the first step is prerendered; with its query (topic, length, week) the server renders the free times
  {
    path: booking.bookingPath,
    file: "routes/booking/book-et-moede.tsx",
    page: { sitemap: [0.8, "weekly"], label: "Book et møde", meta: booking.meta, forms: ["meeting-times", "booking"], queryAware: true },
  },
  // The confirmation, its .ics and the move/cancel page, by the signed links in the booking mails
  { path: `${booking.bookingPath}/bekraeftet`, file: "routes/booking/bekraeftet.tsx", serverOnly: true },
  { path: `${booking.bookingPath}/moede.ics`, file: "routes/booking/moede-ics.ts", serverOnly: true },
  { path: `${booking.bookingPath}/aendr`, file: "routes/booking/aendr.tsx", serverOnly: true },
  // A job's copy published since the build, read by its page (app/lib/edited-copy.ts)
  { path: "/indhold/jobs/:file", file: "routes/resources/job-copy.ts", serverOnly: true },
  // A photo or logo uploaded in the admin, by its content hash (app/server/content/images.server.ts)
  { path: "/bilder/:hash/:name", file: "routes/resources/bilder.ts", serverOnly: true },
  // A staff member's private calendar feed of their meetings (secret token)
  { path: "/kalender/:token", file: "routes/resources/kalender.ts", serverOnly: true },

  // The links in the newsletter's mails (double opt-in, one-click unsubscribe)
  { path: "/nyhedsbrev/bekraeft", file: "routes/forms/nyhedsbrev-bekraeft.tsx", serverOnly: true },
  { path: "/nyhedsbrev/afmeld", file: "routes/forms/nyhedsbrev-afmeld.tsx", serverOnly: true },
  // The form token (app/server/intake/form-token.server.ts) and the page-view beacon (app/server/analytics/)
  { path: "/forms/start", file: "routes/forms/start.ts", serverOnly: true },
  { path: "/api/event", file: "routes/resources/event.ts", serverOnly: true },

  // Staff inbox: every loader and action calls requireStaff
  { path: "/admin/login", file: "routes/admin/login.tsx", serverOnly: true },
  { path: "/admin/logout", file: "routes/admin/logout.tsx", serverOnly: true },
  // One-time link from an invitation or a reset (no session yet)
  { path: "/admin/adgang/:token", file: "routes/admin/invitation.tsx", serverOnly: true },
  { path: "/admin/contact-submissions/export.csv", file: "routes/admin/export.tsx", serverOnly: true },
  { path: "/admin/analytics/export.csv", file: "routes/admin/analytics-export.ts", serverOnly: true },
  { path: "/admin/leads/import/:id/rapport.csv", file: "routes/admin/leads-import-report.ts", serverOnly: true },
  // A draft job rendered by the job page itself, for staff only (noindex), without the admin's frame
  { path: "/admin/indhold/jobs/:id/forhaandsvisning", file: "routes/admin/indhold-job-preview.tsx", serverOnly: true },
  // A draft article rendered by the article page itself, for staff only (noindex)
  { path: "/admin/indhold/blog/:id/forhaandsvisning", file: "routes/admin/indhold-blog-preview.tsx", serverOnly: true },
  // /priser or / rendered with the draft fact sheet, for staff only (noindex)
  { path: "/admin/indhold/fakta/forhaandsvisning", file: "routes/admin/indhold-fakta-preview.tsx", serverOnly: true },
  // Thumbnails of the kept photos and logos, earlier versions included (owners and redaktører)
  { path: "/admin/indhold/billeder/:hash/:name", file: "routes/admin/indhold-billede.ts", serverOnly: true },
  {
    layout: "routes/admin/layout.tsx",
    children: [
      { path: "/admin", file: "routes/admin/index.tsx", serverOnly: true },
      { path: "/admin/contact-submissions", file: "routes/admin/contact-submissions.tsx", serverOnly: true },
      { path: "/admin/contact-submissions/:id", file: "routes/admin/contact-submission.tsx", serverOnly: true },
      { path: "/admin/analytics", file: "routes/admin/analytics.tsx", serverOnly: true },
      // Issue 26: follow-ups (mine or everyone's) and the owner's reasons for won/lost (requireOwner)
      { path: "/admin/foelg-op", file: "routes/admin/foelg-op.tsx", serverOnly: true },
      { path: "/admin/aarsager", file: "routes/admin/aarsager.tsx", serverOnly: true },
      { path: "/admin/tavle", file: "routes/admin/tavle.tsx", serverOnly: true },
      { path: "/admin/prognose", file: "routes/admin/prognose.tsx", serverOnly: true },
      { path: "/admin/faser", file: "routes/admin/faser.tsx", serverOnly: true },
      { path: "/admin/konto", file: "routes/admin/account.tsx", serverOnly: true },
      // Issue 37: leads by hand and imported lists (owners and staff)
      { path: "/admin/leads/ny", file: "routes/admin/leads-ny.tsx", serverOnly: true },
      { path: "/admin/leads/import", file: "routes/admin/leads-import.tsx", serverOnly: true },
      { path: "/admin/leads/import/:id", file: "routes/admin/leads-import-step.tsx", serverOnly: true },
      // Book et møde: the meetings, each one's own availability, the owner's settings (requireOwner)
      { path: "/admin/moeder", file: "routes/admin/moeder.tsx", serverOnly: true },
      { path: "/admin/moeder/tilgaengelighed", file: "routes/admin/tilgaengelighed.tsx", serverOnly: true },
      { path: "/admin/moeder/indstillinger", file: "routes/admin/moede-indstillinger.tsx", serverOnly: true },
      // Owner only (requireOwner: 403 for staff)
      { path: "/admin/medarbejdere", file: "routes/admin/staff.tsx", serverOnly: true },
      { path: "/admin/mails", file: "routes/admin/mails.tsx", serverOnly: true },
      { path: "/admin/historik", file: "routes/admin/audit.tsx", serverOnly: true },
      // Replies by mail and outgoing webhooks (owner only)
      { path: "/admin/svarskabeloner", file: "routes/admin/svarskabeloner.tsx", serverOnly: true },
      // Content (issue 36): owners and redaktører; staff edit nothing
      { path: "/admin/indhold", file: "routes/admin/indhold.tsx", serverOnly: true },
      { path: "/admin/indhold/jobs", file: "routes/admin/indhold-jobs.tsx", serverOnly: true },
      { path: "/admin/indhold/jobs/:id", file: "routes/admin/indhold-job.tsx", serverOnly: true },
      { path: "/admin/indhold/blog", file: "routes/admin/indhold-blog.tsx", serverOnly: true },
      { path: "/admin/indhold/blog/:id", file: "routes/admin/indhold-blog-article.tsx", serverOnly: true },
      { path: "/admin/indhold/personer", file: "routes/admin/indhold-personer.tsx", serverOnly: true },
      { path: "/admin/indhold/cases", file: "routes/admin/indhold-cases.tsx", serverOnly: true },
      // Titles and descriptions of the public pages (issue 36 item 5)
      { path: "/admin/indhold/sider", file: "routes/admin/indhold-sider.tsx", serverOnly: true },
      { path: "/admin/indhold/sider/:side", file: "routes/admin/indhold-side.tsx", serverOnly: true },
      { path: "/admin/indhold/sider/:side/forhaandsvisning", file: "routes/admin/indhold-side-preview.tsx", serverOnly: true },
      // The fact sheet: counts, prices, opening hours, offices (issue 36 item 3)
      { path: "/admin/indhold/fakta", file: "routes/admin/indhold-fakta.tsx", serverOnly: true },
      { path: "/admin/webhooks", file: "routes/admin/webhooks.tsx", serverOnly: true },
      { path: "/admin/webhooks/:id", file: "routes/admin/webhook.tsx", serverOnly: true },
    ],
  },

  // Resources, built to static files; the last three for AI agents (app/lib/agents.server.ts)
  { path: "/sitemap.xml", file: "routes/resources/sitemap.xml.ts", resource: {} },
  { path: "/robots.txt", file: "routes/resources/robots.txt.ts", resource: {} },
  { path: rssPath, file: "routes/resources/rss.xml.ts", resource: {} },
  { path: llmsTxtPath, file: "routes/resources/llms.txt.ts", resource: {} },
  { path: aiCatalogPath, file: "routes/resources/ai-catalog.json.ts", resource: {} },
  {
    path: "/.well-known/agent-skills/:file",
    file: "routes/resources/agent-skill.ts",
    resource: { files: () => agentTools.map((tool) => agentSkillPath(tool.name)) },
  },

  // Errors: the deliberate render error (tests) and the 404 for every other path
  { path: "/test/render-fejl", file: "routes/public/render-error.tsx", serverOnly: true },
  { path: "/*", file: "routes/public/not-found.tsx", serverOnly: true },
];

/**
 * The menus. An item is a page's path (shown with the page's `label`), [path, label] where the menu
 * words it differently, or a parameter route, which stands for all its pages in content order.
 */
export const menus: Menus = {
  // Priser beside the services (issue 24: a buyer looks for prices first); it stays in "Samarbejde" as the spec has it.
  main: ["/", "/ydelser", "/priser", "/om-os", "/blog", "/kontakt"],
  button: ["/kontakt", "Kontakt os"],
  dropdowns: [
    { id: "digital", label: "Digital", items: ["/digital/:slug"] },
    { id: "jobs", label: "Job søgere", items: ["/jobs/:slug", ["/freelance-telemarketing", "Se alle stillinger"]] },
    { id: "samarbejde", label: "Samarbejde", items: [["/samarbejdspartner", "Bliv samarbejdspartner"], "/priser", whyPath] },
  ],
  footer: [
    { id: "genveje", label: "Genveje", items: ["/", "/ydelser", "/jobs/arbejd-hjemmefra", "/samarbejdspartner", "/priser", "/om-os", "/kontakt"] },
    { id: "digital", label: "Digital", items: ["/digital/:slug", "/blog"] },
  ],
  legal: ["/privatlivspolitik", "/cookies"],
};

/** React Router's route config: "/" is the index route, the admin's pages sit in its layout. */
function routeConfig(table: readonly RouteEntry[]): RouteConfigEntry[] {
  return table.map((entry) => {
    if ("layout" in entry) return { file: entry.layout, children: routeConfig(entry.children) };
    return entry.path === "/" ? { index: true, file: entry.file } : { path: entry.path.slice(1), file: entry.file };
  });
}

export default routeConfig(routeTable) satisfies RouteConfig;
