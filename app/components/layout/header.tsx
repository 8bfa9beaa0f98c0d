import { Icon } from "../ui/icon.tsx";
import { Link, useLocation } from "react-router";
import { brand } from "../../content/site.ts";
import { buttonClass } from "../ui/button.tsx";
import { Logo } from "./logo.tsx";
import { normalizePath } from "../../lib/paths.ts";
import type { Navigation } from "../../lib/route-table.ts";

/**
 * Fixed site header, part of the root Layout. Dropdowns and the mobile menu are native <details>
 * (they work before hydration and without JavaScript); app/lib/enhance.ts adds Escape,
 * outside-click and close-on-navigation, and sets the scrolled state that turns the header white.
 * The current page is marked from the router's location, so it follows client-side navigation.
 */
/** `navigation` comes from the root loader (the menus of app/routes.ts). */
export function Header({ navigation }: { navigation: Navigation }) {
  const { main: mainLinks, button: contactButton, dropdowns: navGroups } = navigation;
  // Prerendering requests "/blog/" for build/client/blog/index.html while the browser is at
  // "/blog"; NavLink's `end` match would then differ between the HTML and hydration, so the
  // current page is compared without a trailing slash.
  const { pathname } = useLocation();
  const current = normalizePath(pathname);
  return (
    <header className="site-header fixed inset-x-0 top-0 z-40">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700"
      >
        Spring til indhold
      </a>
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
        <Link to="/" aria-label={`${brand.name} - til forsiden`}>
          <Logo />
        </Link>
        <nav aria-label="Hovedmenu" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map(([href, label]) => (
              // Between 1024 and 1279 px the row has no room for everything: "Forside" (the logo
              // links home) and "Kontakt" (the button beside the menu) step aside there.
              <li key={href} className={href === "/" || href === contactButton[0] ? "hidden xl:block" : undefined}>
                <Link to={href} aria-current={current === href ? "page" : undefined} className="nav-item aria-[current=page]:text-brand-700">
                  {label}
                </Link>
              </li>
            ))}
            {navGroups.map((group) => (
              <li key={group.id} className="relative">
                <details name="site-nav" data-menu={group.id}>
                  <summary className="nav-item flex items-center gap-1">
                    {group.label}
                    <Icon name="chevron-down" className="h-4 w-4" />
                  </summary>
                  <ul className="dropdown-panel absolute top-full left-0 mt-2 hidden w-64 rounded-xl bg-white p-2 shadow-card ring-1 ring-line">
                    {group.links.map(([href, label]) => (
                      <li key={href}>
                        <Link to={href} className="menu-link py-2 hover:text-brand-800">
                          {label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">
          <Link to={contactButton[0]} className={buttonClass("primary", "!min-h-10 !px-5 !py-2 whitespace-nowrap")}>
            {contactButton[1]}
          </Link>
        </div>
        <details className="lg:hidden" data-menu="mobile">
          <summary className="flex h-11 w-11 items-center justify-center rounded-lg text-navy-900 hover:bg-brand-50" aria-label="Menu">
            <Icon name="menu" className="h-6 w-6 in-open:hidden" />
            <Icon name="x" className="hidden h-6 w-6 in-open:block" />
          </summary>
          <nav
            aria-label="Mobilmenu"
            className="absolute inset-x-0 top-18 max-h-[calc(100vh-4.5rem)] overflow-y-auto border-t border-line bg-white px-5 pb-8 shadow-card"
          >
            <ul className="py-3">
              {mainLinks.map(([href, label]) => (
                <li key={href}>
                  <Link to={href} className="block rounded-lg px-3 py-3 text-lg font-medium text-navy-900 hover:bg-brand-50">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
            {navGroups.map((group) => (
              <div key={group.id} className="border-t border-line py-3">
                <p className="px-3 py-2 text-sm font-semibold uppercase tracking-wider text-muted">{group.label}</p>
                <ul>
                  {group.links.map(([href, label]) => (
                    <li key={href}>
                      <Link to={href} className="menu-link py-2.5">
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <Link to={contactButton[0]} className={buttonClass("primary", "mt-4 w-full")}>
              {contactButton[1]}
            </Link>
          </nav>
        </details>
      </div>
    </header>
  );
}
