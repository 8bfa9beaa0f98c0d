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
  route("blog", "routes/blog/blog-index.tsx"),
  route("blog/:slug", "routes/blog/blog-post.tsx"),

  // Resources
  route("sitemap.xml", "routes/resources/sitemap.xml.ts"),
  route("robots.txt", "routes/resources/robots.txt.ts"),
  route("blog/rss.xml", "routes/resources/rss.xml.ts"),

  // Errors
  route("test/render-fejl", "routes/public/render-error.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
