import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every public page and static resource of the route table (app/routes.ts) is built to a file;
  // the server renders only actions, admin and errors.
  prerender: async () => {
    // Validates every blog article first: a broken one stops the build with a message naming the
    // file and the field (inside the prerender requests the same error would only be a bare 500).
    // Job and digital-service files are validated when the route table loads them.
    await import("./app/content/blog.server.ts");
    const { assertRouteTable, prerenderPaths } = await import("./app/lib/route-table.ts");
    // Fails the build, naming the path, when a page's meta, a menu item or a redirect target does not fit.
    assertRouteTable();
    return prerenderPaths();
  },
} satisfies Config;
