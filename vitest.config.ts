import { defineConfig } from "vitest/config";
import { readBuildConfig } from "./app/config/build-config.ts";
import { articleChunks } from "./scripts/vite-article-chunks.ts";

const buildConfig = readBuildConfig(process.env);

export default defineConfig({
  define: { __BUILD_CONFIG__: JSON.stringify(buildConfig) },
  plugins: [articleChunks()],
  test: {
    // Counts every test's assertions and prints the sum per project (issue 35: none may be lost).
    setupFiles: ["tests/support/count-assertions.ts"],
    reporters: ["default", "./tests/support/assertion-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          sequence: { groupOrder: 2 },
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One production server and one Chromium per file; files run two at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
