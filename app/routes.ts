/**
 * The route table. Public pages are prerendered (see app/content/pages.ts for the list);
 * admin and actions are rendered by the server.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Public pages
  index("routes/public/home.tsx"),
  route("privatlivspolitik", "routes/public/privatlivspolitik.tsx"),
  route("cookies", "routes/public/cookies.tsx"),
  // The four digital services share one module; an unknown slug answers 404.
  route("digital/:slug", "routes/digital/digital-page.tsx"),
  route("kontakt", "routes/public/kontakt.tsx"),
  route("freelance-telemarketing", "routes/jobs/freelance-telemarketing.tsx"),
  route("jobs/:slug", "routes/jobs/job.tsx"),

  // Forms that live on their own route
  route("digital/:slug/kontakt", "routes/digital/quote.tsx"),
  route("nyhedsbrev", "routes/forms/nyhedsbrev.tsx"),

  // Resources
  route("sitemap.xml", "routes/resources/sitemap.xml.ts"),
  route("robots.txt", "routes/resources/robots.txt.ts"),

  // Errors
  route("test/render-fejl", "routes/public/render-error.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
