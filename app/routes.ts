/**
 * The route table. Public pages are prerendered: the build takes this file's static paths plus the
 * pages behind each parameter route (from the content files), and app/content/pages.ts says how
 * each public path is listed; app/lib/route-table.ts fails the build when the two disagree.
 * Admin and actions are rendered by the server.
 */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { whyPath } from "./content/site.ts";

export default [
  // Public pages
  index("routes/public/home.tsx"),
  route("privatlivspolitik", "routes/public/privatlivspolitik.tsx"),
  route("cookies", "routes/public/cookies.tsx"),
  // The four digital services share one module; an unknown slug answers 404.
  route("digital/:slug", "routes/digital/digital-page.tsx"),
  route("kontakt", "routes/public/kontakt.tsx"),
  route("ydelser", "routes/public/ydelser.tsx"),
  route("samarbejdspartner", "routes/public/samarbejdspartner.tsx"),
  route("priser", "routes/public/priser.tsx"),
  // /hvorfor-{brand slug}: the path follows BRAND_SLUG
  route(whyPath.slice(1), "routes/public/hvorfor.tsx"),
  route("om-os", "routes/public/om-os.tsx"),
  route("freelance-telemarketing", "routes/jobs/freelance-telemarketing.tsx"),
  route("jobs/:slug", "routes/jobs/job.tsx"),

  // Forms that live on their own route
  route("digital/:slug/kontakt", "routes/digital/quote.tsx"),
  route("nyhedsbrev", "routes/forms/nyhedsbrev.tsx"),
  // Links in the newsletter mail (double opt-in, one-click unsubscribe); never prerendered
  route("nyhedsbrev/bekraeft", "routes/forms/nyhedsbrev-bekraeft.tsx"),
  route("nyhedsbrev/afmeld", "routes/forms/nyhedsbrev-afmeld.tsx"),
  route("forms/start", "routes/forms/start.ts"),
  // The page-view beacon (app/server/analytics.server.ts); never prerendered
  route("api/event", "routes/resources/event.ts"),

  // Staff inbox (never prerendered; every loader and action calls requireStaff)
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  // One-time link from an invitation or a reset (no session yet)
  route("admin/adgang/:token", "routes/admin/invitation.tsx"),
  route("admin/contact-submissions/export.csv", "routes/admin/export.tsx"),
  route("admin/analytics/export.csv", "routes/admin/analytics-export.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.tsx"),
    route("admin/contact-submissions", "routes/admin/contact-submissions.tsx"),
    route("admin/contact-submissions/:id", "routes/admin/contact-submission.tsx"),
    route("admin/analytics", "routes/admin/analytics.tsx"),
    route("admin/konto", "routes/admin/account.tsx"),
    // Owner only (requireOwner: 403 for staff)
    route("admin/medarbejdere", "routes/admin/staff.tsx"),
    route("admin/mails", "routes/admin/mails.tsx"),
    route("admin/historik", "routes/admin/audit.tsx"),
  ]),
  route("blog", "routes/blog/blog-index.tsx"),
  route("blog/:slug", "routes/blog/blog-post.tsx"),

  // Resources
  route("sitemap.xml", "routes/resources/sitemap.xml.ts"),
  route("robots.txt", "routes/resources/robots.txt.ts"),
  route("blog/rss.xml", "routes/resources/rss.xml.ts"),
  // For AI agents (app/lib/agents.server.ts)
  route("llms.txt", "routes/resources/llms.txt.ts"),
  route(".well-known/ai-catalog.json", "routes/resources/ai-catalog.json.ts"),
  route(".well-known/agent-skills/:file", "routes/resources/agent-skill.ts"),

  // Errors
  route("test/render-fejl", "routes/public/render-error.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
