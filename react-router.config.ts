import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages.ts";

export default {
  ssr: true,
  // Every public page is built to static HTML; the server renders only actions, admin and errors.
  prerender: async () => {
    // Validates every blog article first: a broken one stops the build with a message naming the
    // file and the field (inside the prerender requests the same error would only be a bare 500).
    await import("./app/content/blog.server.ts");
    return prerenderPaths();
  },
} satisfies Config;
