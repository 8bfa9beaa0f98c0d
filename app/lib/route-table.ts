/**
 * What the one route table (app/routes.ts) declares, and everything derived from it: the public
 * pages (sitemap, llms.txt, the pages analytics counts), the
 * prerender list, the pages that carry each form, the paths whose query string changes the page,
 * and the menus. `routeTableProblems` is the check that runs in the build (react-router.config.ts)
 * and in route-table.test.ts: page paths that do not fit their route, meta under another path, a
 * menu or redirect that leads nowhere.
 *
 * Server-side and build-time only: components get the menus from the root loader and import the
 * types here with `import type`.
 */
import type { JobFile } from "../content/job-schema.ts";
import type { PageMeta } from "../content/types.ts";
import { fileContent, menus as siteMenus, routeTable } from "../routes.ts";
import { metaProblems } from "./content-checks.ts";
import { redirectTargets } from "./redirects.ts";

export type Changefreq = "daily" | "weekly" | "monthly" | "yearly";

/** The forms a page may carry (their ids in app/forms/, plus the blog's search). */
export type FormId = "contact" | "price-quote" | "quote" | "job-application" | "newsletter" | "blog-search" | "booking" | "meeting-times";

/**
 * The content that decides which pages a parameter route has: at build (and in tests) the
 * repository's files (`fileContent` in app/routes.ts), at run time the published snapshot of the
 * content store (app/server/content/snapshot.server.ts). Every function below takes it last.
 */
export type SiteContent = {
  jobs: readonly (JobFile & { path: string })[];
  /** The published articles (slug and date); undefined: the repository's files (content/blog). */
  articles?: readonly { slug: string; date: string }[];
  /**
   * Published titles and descriptions by page path (/admin/indhold/sider), over the page's own meta;
   * undefined or without the path: the page's own (app/server/content/page-meta.server.ts).
   */
  pageMeta?: Readonly<Record<string, PageMetaText>>;
};

/** A page's title (without » | Salgskraft«) and meta description as an editor publishes them. */
export type PageMetaText = { title: string; description: string };

/** A page's meta with its published title and description, when it has them. */
const withPublished = (meta: PageMeta | undefined, content: SiteContent): PageMeta | undefined => {
  const text = meta && content.pageMeta?.[meta.canonicalPath];
  return text ? { ...meta, title: text.title, description: text.description } : meta;
};

/** One page behind a parameter route, from its content file. */
export type ContentPage = { path: string; label?: string; meta?: PageMeta; lastmod?: string };

export type PageListing = {
  /** Sitemap priority (0.1-1.0) and change frequency. */
  sitemap: readonly [priority: number, changefreq: Changefreq];
  /** How the menus name the page (a menu may word it differently, see `menus`). */
  label?: string;
  /** The page's meta when it lives in content: llms.txt describes the page with it. */
  meta?: PageMeta;
  /** The forms on the page; the agent catalog and llms.txt say where each form is. */
  forms?: readonly FormId[];
  /** Its query string changes the content: the server renders it instead of serving the prerendered file. */
  queryAware?: boolean;
  /** A parameter route's pages, from the content (files at build, the published store at run time). */
  pages?: (content: SiteContent) => readonly ContentPage[];
  /** The sitemap's lastmod, when the page has one. */
  lastmod?: () => string | undefined;
};

/** A public page: prerendered, in the sitemap, counted by the statistics. */
export type PageRoute = { path: string; file: string; page: PageListing };
/** A file that is prerendered but is not a page (sitemap.xml, llms.txt, ...); `files` for a parameter route. */
export type ResourceRoute = { path: string; file: string; resource: { files?: () => readonly string[] } };
/** Rendered by the server on every request and listed nowhere (admin, form endpoints, 404). */
export type ServerRoute = { path: string; file: string; serverOnly: true };
/** A layout route around server-only routes (the admin). */
export type LayoutRoute = { layout: string; children: readonly ServerRoute[] };

export type RouteEntry = PageRoute | ResourceRoute | ServerRoute | LayoutRoute;

/** A menu item: a path of the table, [path, label] where the menu words it differently, or a parameter route for all its pages. */
export type MenuItem = string | readonly [path: string, label: string];
export type MenuGroup = { id: string; label: string; items: readonly MenuItem[] };
export type Menus = {
  /** The header's row and the top of the mobile menu. */
  main: readonly MenuItem[];
  /** The header's call to action. */
  button: readonly [path: string, label: string];
  /** The header's dropdowns (and the mobile menu's groups), in order. */
  dropdowns: readonly MenuGroup[];
  /** The footer's link columns. */
  footer: readonly MenuGroup[];
  /** The footer's bottom row. */
  legal: readonly MenuItem[];
};

/** [href, label]: a pair rather than an object, because every page carries the menus as loader data. */
export type NavLink = readonly [href: string, label: string];
export type NavGroup = { id: string; label: string; links: readonly NavLink[] };
export type Navigation = { main: NavLink[]; button: NavLink; dropdowns: NavGroup[]; footer: NavGroup[]; legal: NavLink[] };

export type PublicPage = {
  path: string;
  /** The route that answers it: the path itself, or e.g. "/jobs/:slug". */
  route: string;
  label?: string;
  meta?: PageMeta;
  priority: number;
  changefreq: Changefreq;
  lastmod?: string;
  forms: readonly FormId[];
};

type Route = PageRoute | ResourceRoute | ServerRoute;
const flat = (table: readonly RouteEntry[]): Route[] => table.flatMap((entry): readonly Route[] => ("layout" in entry ? entry.children : [entry]));

const hasParam = (path: string) => path.split("/").some((segment) => segment.startsWith(":") || segment === "*");

/** Every public page, with the pages behind each parameter route, in table order. */
export function publicPages(table: readonly RouteEntry[] = routeTable, content: SiteContent = fileContent): PublicPage[] {
  return flat(table).flatMap((entry) => {
    if (!("page" in entry)) return [];
    const { sitemap, label, meta, forms = [], pages, lastmod } = entry.page;
    const common = { route: entry.path, priority: sitemap[0], changefreq: sitemap[1], forms };
    if (pages) return pages(content).map((page) => ({ ...common, ...page, ...(page.meta && { meta: withPublished(page.meta, content) }) }));
    const modified = lastmod?.();
    const shown = withPublished(meta, content);
    return [{ ...common, path: entry.path, ...(label && { label }), ...(shown && { meta: shown }), ...(modified && { lastmod: modified }) }];
  });
}

/** The pages behind one parameter route ("/jobs/:slug"), or the static page itself. */
export function pagesOf(route: string, table: readonly RouteEntry[] = routeTable, content: SiteContent = fileContent): PublicPage[] {
  return publicPages(table, content).filter((page) => page.route === route);
}

/** The sitemap: every public page (the blog's articles included), in table order. */
export function sitemapEntries(table: readonly RouteEntry[] = routeTable, content: SiteContent = fileContent): PublicPage[] {
  return publicPages(table, content);
}

/** Every prerendered file that is not a page: sitemap.xml, robots.txt, RSS, llms.txt, the agent files. */
export function staticResources(table: readonly RouteEntry[] = routeTable): string[] {
  return flat(table).flatMap((entry) => ("resource" in entry ? (entry.resource.files?.() ?? [entry.path]) : []));
}

/** What the build prerenders: every public page and static resource; nothing server-only. */
export function prerenderPaths(table: readonly RouteEntry[] = routeTable, content: SiteContent = fileContent): string[] {
  return [...publicPages(table, content).map((page) => page.path), ...staticResources(table)];
}

/** The public pages that carry a form (where llms.txt and the agent catalog send an agent). */
export function pagesWithForm(form: FormId, table: readonly RouteEntry[] = routeTable, content: SiteContent = fileContent): string[] {
  return publicPages(table, content)
    .filter((page) => page.forms.includes(form))
    .map((page) => page.path);
}

/** Pages whose query string changes the content, with their client-navigation data path (`/blog.data`). */
export function queryAwarePaths(table: readonly RouteEntry[] = routeTable): string[] {
  return flat(table).flatMap((entry) => ("page" in entry && entry.page.queryAware ? [entry.path, `${entry.path}.data`] : []));
}

/**
 * The header's and footer's links, resolved from the menus and the pages' labels. A link that
 * several menus show is one object, so the loader data carries it once.
 */
export function navigation(table: readonly RouteEntry[] = routeTable, menus: Menus = siteMenus, content: SiteContent = fileContent): Navigation {
  const pages = publicPages(table, content);
  const made = new Map<string, NavLink>();
  const linkTo = (path: string, label: string): NavLink => {
    const key = `${path} ${label}`;
    if (!made.has(key)) made.set(key, [path, label]);
    return made.get(key)!;
  };
  const links = (items: readonly MenuItem[]) =>
    items.flatMap((item) => {
      const [path, label] = typeof item === "string" ? [item, undefined] : item;
      const found = hasParam(path) ? pages.filter((page) => page.route === path) : pages.filter((page) => page.path === path);
      return found.map((page) => linkTo(page.path, label ?? page.label ?? page.path));
    });
  const group = ({ id, label, items }: MenuGroup): NavGroup => ({ id, label, links: links(items) });
  return {
    main: links(menus.main),
    button: linkTo(...menus.button),
    dropdowns: menus.dropdowns.map(group),
    footer: menus.footer.map(group),
    legal: links(menus.legal),
  };
}

const matches = (route: string, path: string) => new RegExp(`^${route.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+")}$`).test(path);

/** The shortest meta description a page may have (the checks' rule, app/lib/content-checks.ts, which the editor applies too). */
export { minDescriptionLength } from "./content-checks.ts";

/** Everything that does not fit; empty when the table, the content, the menus and the redirects agree. */
export function routeTableProblems(
  table: readonly RouteEntry[] = routeTable,
  menus: Menus = siteMenus,
  redirects: readonly string[] = [...new Set(redirectTargets.values())],
): string[] {
  const problems: string[] = [];
  const entries = flat(table);
  const routePaths = new Set<string>();
  for (const entry of entries) {
    if (routePaths.has(entry.path)) problems.push(`${entry.path}: står to gange i app/routes.ts`);
    routePaths.add(entry.path);
    if (!entry.path.startsWith("/") || (entry.path !== "/" && entry.path.endsWith("/")))
      problems.push(`${entry.path}: en sti begynder med / og slutter ikke med /`);
    if ("page" in entry && hasParam(entry.path) && !entry.page.pages)
      problems.push(`${entry.path}: en side med parameter skal sige, hvilke sider den har (pages)`);
    if ("page" in entry && !hasParam(entry.path) && entry.page.pages) problems.push(`${entry.path}: en side uden parameter har ingen pages`);
    if ("page" in entry && entry.page.pages?.(fileContent).length === 0) problems.push(`${entry.path}: ingen indholdsfiler giver sider til ruten`);
    if ("resource" in entry && hasParam(entry.path) && !entry.resource.files?.().length) problems.push(`${entry.path}: ingen filer til ressourcen`);
  }
  const pages = publicPages(table);
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) problems.push(`${page.path}: står to gange blandt de offentlige sider`);
    seen.add(page.path);
    if (!matches(page.route, page.path)) problems.push(`${page.path}: passer ikke til ruten ${page.route}`);
    if (page.meta && page.meta.canonicalPath !== page.path) problems.push(`${page.path}: sidens meta har canonicalPath ${page.meta.canonicalPath}`);
    // Title and description lengths: the same rule the editor's checks apply before a publish.
    if (page.meta) for (const problem of metaProblems(page.meta)) problems.push(`${page.path}: ${problem.path} ${problem.message}`);
    if (page.meta && !page.meta.keywords.some((keyword) => keyword.trim()))
      problems.push(`${page.path}: meta.keywords er tom; skriv de søgeord, siden skal findes på`);
  }
  for (const file of staticResources(table)) {
    if (!entries.some((entry) => "resource" in entry && matches(entry.path, file))) problems.push(`${file}: passer ikke til nogen ressource-rute`);
  }
  const menuItems = [...menus.main, menus.button, ...menus.dropdowns.flatMap((g) => g.items), ...menus.footer.flatMap((g) => g.items), ...menus.legal];
  for (const item of menuItems) {
    const path = typeof item === "string" ? item : item[0];
    const known = hasParam(path) ? pages.some((page) => page.route === path) : seen.has(path);
    if (!known) problems.push(`${path}: menuen i app/routes.ts linker til en sti, der ikke er en offentlig side`);
  }
  for (const target of redirects) {
    if (!seen.has(target)) problems.push(`${target}: en omdirigering (app/lib/redirects.ts) fører til en sti, der ikke er en offentlig side`);
  }
  return problems;
}

export class RouteTableError extends Error {
  override name = "RouteTableError";
}

/** The build's check (react-router.config.ts): throws, naming every problem. */
export function assertRouteTable(table: readonly RouteEntry[] = routeTable): void {
  const problems = routeTableProblems(table);
  if (problems.length) throw new RouteTableError(`Rutetabellen (app/routes.ts) passer ikke:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
}
