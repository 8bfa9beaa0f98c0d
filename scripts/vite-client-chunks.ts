/**
 * Vite plugin: how the browser build is cut into files (docs/decisions/client-chunks.md).
 *
 * Left to itself, Rolldown splits what every page loads anyway into many small files: React,
 * React DOM and React Router into six (the entry, `components`, `errorBoundaries`, `lib`, the JSX
 * and the Rolldown runtime), the root route's layout into nine more (site facts, header, button,
 * icon, logo, ...), because route modules share pieces of them. Each file is compressed on its
 * own, with its own import/export lists, so the split costs about 5 KB gzip on every page.
 * Two `output.codeSplitting` groups (Rolldown's documented manual code splitting) put them back
 * together:
 *  - `framework`: React, React DOM, React Router and the scheduler, which the client entry loads
 *    on every page (public and staff);
 *  - `shell`: every app module the root route imports statically (layout, header, footer, cookie
 *    banner, the site facts they show), which every page loads with the root route.
 * What a route uses beyond that stays split by Rolldown as before, so no page loads another
 * page's code. tests/e2e/budgets.test.ts fails if either group stops forming.
 */
import type { Plugin } from "vite";

const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const rootRoute = /[\\/]app[\\/]root\.tsx(\?|$)/;

export function clientChunks(): Plugin {
  const shell = new Set<string>();
  return {
    name: "salgskraft:client-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Merged into React Router's client build options (its `entryFileNames` stays).
    config: () => ({
      environments: {
        client: {
          build: {
            rollupOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: "framework", test: framework, priority: 2 },
                    { name: "shell", test: (id: string) => shell.has(id), priority: 1 },
                  ],
                },
              },
            },
          },
        },
      },
    }),
    // The module graph is complete here and chunks are not cut yet: collect the root route and
    // its static imports (its own file is then a two-line facade; dynamic imports stay chunks of their
    // own; node_modules are `framework`'s).
    buildEnd() {
      shell.clear();
      const root = [...this.getModuleIds()].find((id) => rootRoute.test(id));
      if (!root) throw new Error("client-chunks: fandt ikke rod-ruten (app/root.tsx) i klient-buildet");
      const walk = (id: string) => {
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
          if (shell.has(next) || next.includes("node_modules")) continue;
          shell.add(next);
          walk(next);
        }
      };
      shell.add(root);
      walk(root);
    },
  };
}
