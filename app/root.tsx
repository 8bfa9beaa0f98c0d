import { use } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { CookieBanner } from "./components/layout/cookie-banner.tsx";
import { Footer } from "./components/layout/footer.tsx";
import { Header } from "./components/layout/header.tsx";
import { brand, limits, locale } from "./content/site.ts";
import { enhanceScript } from "./lib/enhance.ts";
// A script of its own with a hashed name, built by Vite (`?worker&url`; see app/lib/after-load.ts).
import afterLoad from "./lib/after-load.ts?worker&url";
import { faviconHref } from "./lib/favicon.ts";
import { aiCatalogPath } from "./lib/agent-paths.ts";
import { navigation } from "./lib/route-table.ts";
import { menus, routeTable } from "./routes.ts";
import { publishedMetaOf } from "./server/content/page-meta.server.ts";
import { contentContext, imagesOf } from "./server/content/snapshot.server.ts";
import { hasImages, noImages } from "./content/image-slots.ts";
import { SiteImagesContext } from "./lib/site-images.ts";
import type { ClosedJobData } from "./components/layout/closed-job.tsx";
import { organizationLd } from "./lib/structured-data.ts";
import { adoptFactEdits, factEdits } from "./lib/site-facts.ts";
import { withFacts } from "./server/content/facts.server.ts";
import stylesheet from "./styles/app.css?url";
import { useNonce } from "./lib/csp-nonce.ts";
import { useMarkHydrated } from "./lib/defer-hydration.ts";
import { formTokenPath, hiddenFields } from "./forms/result.ts";
import { analyticsClient } from "./lib/analytics-client.ts";
import { useAnalytics } from "./lib/use-analytics.ts";

/** Error pages have no loader data of their own: give them a title (and keep them out of search). */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? `Siden findes ikke | ${brand.name}` : `Der opstod en fejl | ${brand.name}` }, { name: "robots", content: "noindex" }];
};

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  // Drawn from a data: URI, not fetched: see app/lib/favicon.ts.
  { rel: "icon", href: faviconHref, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The Agentic Resource Discovery catalog of the site's tools for AI agents.
  { rel: "ai-catalog", href: aiCatalogPath },
];

/*
 * Inline script and Organization JSON-LD are rendered on the server only. React neither compares
 * nor patches the content of these elements when it hydrates, so the browser bundle leaves the
 * code out entirely (import.meta.env.SSR is false there and the imports are dropped).
 */
const enhance = import.meta.env.SSR
  ? enhanceScript({
      scrollThreshold: limits.headerScrollThresholdPx,
      cookieKey: limits.cookieConsentKey,
      cookieDelayMs: limits.cookieBannerDelayMs,
      tokenField: hiddenFields.startedAt,
      tokenPath: formTokenPath,
      eventPath: analyticsClient.eventPath,
      visitKey: analyticsClient.visitKey,
      // Added by the script once the page has loaded and painted: see app/lib/enhance.ts.
      afterLoad,
    })
  : "";

/**
 * Every fact a page states (prices, counts, opening hours …, app/content/site.ts) is read from the
 * fact sheet of the request's content snapshot: the published one, or the one a regeneration or a
 * preview renders with (app/server/content/facts.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [({ context }, next) => withFacts(context.get(contentContext).facts, next)];

type Handle = { hydrate?: "eager"; bare?: boolean };

/**
 * The menus come from the route table (app/routes.ts) and the content files, which carry every
 * page's copy: as loader data the header and footer get the links (about 1 KB) instead of the
 * table in their JavaScript. The footer's year is the year the page was built or rendered. The
 * photos and logos the site shows (app/lib/site-images.ts) come along when there are any, so a
 * page without them is byte for byte what it was.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  // The published content of this request: the job menu follows what is open.
  const snapshot = context.get(contentContext);
  const images = imagesOf(snapshot);
  const edits = factEdits(snapshot.facts);
  return {
    navigation: navigation(routeTable, menus, snapshot),
    year: new Date().getFullYear(),
    ...(hasImages(images) && { images }),
    // The fact sheet's changes since the build (app/lib/site-facts.ts); none: nothing is sent.
    ...(edits && { factEdits: edits }),
    ...publishedMetaOf(snapshot, request.url),
  };
}

/**
 * The menus are the same on every page, but the root carries the title and description published
 * in the admin for the page it answers (app/lib/meta.ts): a client-side navigation to another page
 * fetches the root's data with the page's (one request; the page's own loader, if any, rides along).
 */
export function shouldRevalidate({ nextUrl, currentUrl }: { nextUrl: URL; currentUrl: URL }) {
  return nextUrl.pathname !== currentUrl.pathname;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const handles = matches.map((match) => (match.handle ?? {}) as Handle);
  const eager = handles.some((handle) => handle.hydrate === "eager");
  const bare = handles.some((handle) => handle.bare);
  // Page views are counted on public pages only: not on staff pages nor error pages.
  const error = useRouteError();
  const nonce = useNonce();
  const site = useRouteLoaderData<typeof loader>("root");
  // In the browser, before any child reads a fact: the figures the server rendered with.
  adoptFactEdits(site?.factEdits);
  const organization = import.meta.env.SSR ? JSON.stringify(organizationLd()) : "";
  // Before useMarkHydrated: a submit held until React runs is sent once the attribution field is ready.
  useAnalytics(limits.cookieConsentKey);
  useMarkHydrated();
  return (
    <html lang={locale.lang} data-hydrate={eager ? "eager" : undefined} data-analytics={bare || error ? "off" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
        <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: organization }} />
      </head>
      <body className="flex min-h-screen flex-col">
        {!bare && site && <Header navigation={site.navigation} />}
        <main id="main" className="flex-1">
          <SiteImagesContext value={site?.images ?? noImages}>{children}</SiteImagesContext>
        </main>
        {!bare && site && <Footer navigation={site.navigation} year={site.year} />}
        {!bare && <CookieBanner />}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: enhance }} />
        <ScrollRestoration nonce={nonce} storageKey={limits.scrollPositionsKey} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The 404 box is a chunk of its own: every page loads the root route, few ever show it. Hydrating
 * a 404 page waits for it (no Suspense boundary, so the served markup is unchanged).
 */
let notFoundModule: Promise<typeof import("./components/layout/not-found.tsx")> | undefined;
function NotFoundBox() {
  const { NotFound } = use((notFoundModule ??= import("./components/layout/not-found.tsx")));
  return <NotFound />;
}

/** A closed job's page (410), a chunk of its own like the 404 box. */
let closedJobModule: Promise<typeof import("./components/layout/closed-job.tsx")> | undefined;
function ClosedJobBox(props: ClosedJobData) {
  const { ClosedJob } = use((closedJobModule ??= import("./components/layout/closed-job.tsx")));
  return <ClosedJob {...props} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundBox />;
  if (isRouteErrorResponse(error) && error.status === 410 && error.data) return <ClosedJobBox {...(error.data as ClosedJobData)} />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText || ""}`.trim() : error instanceof Error ? error.message : "Ukendt fejl";
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div className="mx-auto max-w-3xl px-5 pt-32 pb-24">
      <h1 className="text-3xl font-bold text-navy-900">Unexpected Application Error!</h1>
      <h2 className="mt-4 text-xl text-muted">{message}</h2>
      {stack && <pre className="mt-6 overflow-auto rounded-lg bg-paper p-4 text-sm">{stack}</pre>}
      <p className="mt-8">
        Noget gik galt hos os. Prøv igen om lidt, eller{" "}
        <a className="font-semibold text-brand-700 underline" href="/kontakt">
          kontakt os
        </a>
        .
      </p>
    </div>
  );
}
