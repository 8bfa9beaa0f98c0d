// ESLint (flat config): the recommended JavaScript, TypeScript, React and react-hooks rules.
// Formatting is Prettier's job (.prettierrc), so no stylistic rules here.
import js from "@eslint/js";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// React and its hooks rules for the app only: scripts and tests have no components, and their
// fixtures' `use` callbacks (vitest) are not React's use().
const appFiles = ["app/**/*.{ts,tsx}"];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-data/", "coverage/", "bench-results/", "screenshots/", "public/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  { ...react.configs.flat.recommended, files: appFiles },
  { ...react.configs.flat["jsx-runtime"], files: appFiles },
  { ...reactHooks.configs.flat.recommended, files: appFiles },
  {
    files: appFiles,
    settings: { react: { version: "detect" } },
    rules: {
      // Every hooks rule is an error: a missing dependency is a stale value a user would notice.
      "react-hooks/exhaustive-deps": "error",
      "react-hooks/incompatible-library": "error",
      "react-hooks/unsupported-syntax": "error",
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // A leading underscore marks a binding kept on purpose (a callback's position, a rest split).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // Stripping control characters (\x00-\x1f) from what visitors, mail and webhooks send is
      // what those regular expressions are for (log lines, headers, CSV cells).
      "no-control-regex": "off",
    },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    rules: {
      // The test files of a worker share their modules (vitest.config.ts, `isolate: false`); a
      // hoisted vi.mock would stay in place for the files after it.
      "no-restricted-properties": [
        "error",
        {
          object: "vi",
          property: "mock",
          message:
            "Brug vi.doMock og vi.doUnmock med vi.resetModules omkring de tests, der skal have mocken (se app/components/forms/embeds.test.tsx): filerne deler moduler.",
        },
      ],
    },
  },
);
