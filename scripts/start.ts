/**
 * `npm start`: builds when there is no build, when the build-time configuration (SITE_URL, brand)
 * differs from the one the build was made with, or when a source file is newer than the build;
 * then starts the production server (which validates the rest of the configuration and migrates).
 */
import { spawnSync } from "node:child_process";
import { buildReason } from "./build-reason.ts";

process.env.NODE_ENV ??= "production";

const reason = buildReason();
if (reason) {
  console.log(`Bygger siden (${reason}) ...`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");
