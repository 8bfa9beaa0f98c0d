import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every public page is built to static HTML; the server renders only actions, admin and errors.
  prerender: async ({ getStaticPaths }) => {
    // Validates every blog article first: a broken one stops the build with a message naming the
    // file and the field (inside the prerender requests the same error would only be a bare 500).
    // Job and digital-service files are validated when app/content/pages.ts loads them.
    await import("./app/content/blog.server.ts");
    const { default: routes } = await import("./app/routes.ts");
    const { prerenderPaths } = await import("./app/lib/route-table.ts");
    // The static paths of app/routes.ts plus the content's parameter paths; throws when
    // app/routes.ts and app/content/pages.ts disagree (app/lib/route-table.ts).
    return prerenderPaths(routes, getStaticPaths());
  },
} satisfies Config;
