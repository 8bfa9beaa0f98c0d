import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages.ts";

export default {
  ssr: true,
  // Every public page is built to static HTML; the server renders only actions, admin and errors.
  prerender: () => prerenderPaths(),
} satisfies Config;
