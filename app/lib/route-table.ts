/**
 * One route table: app/routes.ts says which module answers a path, app/content/pages.ts how each
 * public path is listed, and the content files which pages sit behind a route parameter. This
 * module derives the prerender list from them and fails, naming every disagreement, when they do
 * not fit together. It runs in the build (react-router.config.ts) and in pages.test.ts.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { navGroups } from "../content/nav-groups.ts";
import { contactButton, footerQuickLinks, legalLinks, mainLinks } from "../content/navigation.ts";
import { blogPaths, paramPages, paramResources, publicPages, resourceRoutes, serverOnlyRoutes, staticPages } from "../content/pages.ts";

export class RouteTableError extends Error {
  override name = "RouteTableError";
}

/** Every route's full path as app/routes.ts declares it: "/", "/om-os", "/jobs/:slug", "/*". */
export function routePaths(routes: readonly RouteConfigEntry[], prefix = ""): string[] {
  return routes.flatMap((route) => {
    const path = `/${[prefix, route.path ?? ""].join("/")}`.replace(/\/\/+/g, "/").replace(/(.+)\/$/, "$1");
    const own = route.path !== undefined || route.index ? [path] : [];
    return [...own, ...routePaths(route.children ?? [], path)];
  });
}

const hasParam = (path: string) => path.split("/").some((segment) => segment.startsWith(":") || segment === "*");

export function isServerOnly(path: string): boolean {
  return (
    serverOnlyRoutes.paths.some((serverPath) => serverPath === path) ||
    serverOnlyRoutes.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

/** The concrete paths behind each parameter route: pages, blog articles and resource files. */
function paramPaths(): Record<string, readonly string[]> {
  return {
    ...Object.fromEntries(Object.entries(paramPages).map(([route, pages]) => [route, pages.map((page) => page.path)])),
    "/blog/:slug": blogPaths(),
    ...paramResources,
  };
}

const matches = (route: string, path: string) =>
  new RegExp(`^${route.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+")}$`).test(path);

/** Everything that does not fit; empty when the route table, pages.ts and the content agree. */
export function routeTableProblems(routes: readonly string[]): string[] {
  const problems: string[] = [];
  const staticRoutes = new Set(routes.filter((path) => !hasParam(path)));
  const paramRoutes = new Set(routes.filter(hasParam));
  const byParam = paramPaths();

  for (const path of staticRoutes) {
    const listed = [Object.hasOwn(staticPages, path), resourceRoutes.includes(path), isServerOnly(path)].filter(Boolean).length;
    if (listed === 0) problems.push(`${path}: ruten i app/routes.ts mangler i app/content/pages.ts (staticPages, resourceRoutes eller serverOnlyRoutes)`);
    if (listed > 1) problems.push(`${path}: står mere end ét sted i app/content/pages.ts`);
  }
  for (const path of [...Object.keys(staticPages), ...resourceRoutes]) {
    if (!staticRoutes.has(path)) problems.push(`${path}: står i app/content/pages.ts, men ingen rute i app/routes.ts har den sti`);
  }
  for (const route of paramRoutes) {
    if (!isServerOnly(route) && !Object.hasOwn(byParam, route)) problems.push(`${route}: ruten i app/routes.ts har ingen sider i app/content/pages.ts (paramPages, paramResources) eller serverOnlyRoutes`);
  }
  for (const [route, paths] of Object.entries(byParam)) {
    if (!paramRoutes.has(route)) problems.push(`${route}: står i app/content/pages.ts, men ingen rute i app/routes.ts har den sti`);
    if (paths.length === 0) problems.push(`${route}: ingen indholdsfiler giver sider til ruten`);
    for (const path of paths) if (!matches(route, path)) problems.push(`${path}: passer ikke til ruten ${route}`);
  }
  const seen = new Set<string>();
  for (const page of publicPages) {
    if (seen.has(page.path)) problems.push(`${page.path}: står to gange i listen over offentlige sider`);
    seen.add(page.path);
    if (page.meta && page.meta.canonicalPath !== page.path) problems.push(`${page.path}: sidens meta har canonicalPath ${page.meta.canonicalPath}`);
  }
  const navigation = [...mainLinks, ...navGroups.flatMap((group) => group.links), contactButton, ...footerQuickLinks, ...legalLinks];
  for (const link of navigation) {
    if (!seen.has(link.href)) problems.push(`${link.href}: menuen eller footeren (app/content/navigation.ts) linker til en sti, der ikke er en offentlig side`);
  }
  return problems;
}

export function assertRouteTable(routes: readonly string[]): void {
  const problems = routeTableProblems(routes);
  if (problems.length) throw new RouteTableError(`Rutetabellen og app/content/pages.ts passer ikke sammen:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
}

/**
 * What the build prerenders: React Router's static paths (getStaticPaths() in the config) minus
 * the server-only ones, plus every page and file behind a parameter route. Checks the table first.
 */
export function prerenderPaths(routes: readonly RouteConfigEntry[], staticPaths: readonly string[]): string[] {
  const declared = routePaths(routes);
  assertRouteTable(declared);
  const expected = declared.filter((path) => !hasParam(path));
  const missing = expected.filter((path) => !staticPaths.includes(path));
  if (missing.length) throw new RouteTableError(`React Routers statiske stier mangler ${missing.join(", ")}`);
  const byParam = paramPaths();
  return [...new Set([...staticPaths.filter((path) => !isServerOnly(path)), ...Object.values(byParam).flat()])];
}
