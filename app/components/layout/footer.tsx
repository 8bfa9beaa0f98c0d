import { Icon } from "../ui/icon.tsx";
import { Link } from "react-router";
import { brand, contact, formatOpeningHours, offices, openingHours } from "../../content/site.ts";
import { Container } from "../ui/layout.tsx";
import { Logo } from "./logo.tsx";
import type { Navigation } from "../../lib/route-table.ts";

/** A footer link: 44 px tall on a phone (app.css .footer-link). */
const tapLink = "footer-link";

/** `navigation` and `year` come from the root loader (the menus of app/routes.ts). */
export function Footer({ navigation, year }: { navigation: Navigation; year: number }) {
  return (
    <footer className="on-dark bg-navy-950 text-slate-300" aria-labelledby="footer-title">
      <h2 id="footer-title" className="sr-only">
        Om {brand.name}
      </h2>
      {/* On a phone the two link lists stand side by side, one 44 px row per link. */}
      <Container className="grid grid-cols-2 gap-x-6 gap-y-6 py-10 sm:gap-y-8 sm:py-14 md:gap-12 lg:grid-cols-4">
        <div className="col-span-2 md:col-span-1">
          <Logo tone="light" />
          {/* The offices are named under »Kontorer og åbningstider«; on a phone the number and the address share a row. */}
          <p className="mt-4 text-sm leading-relaxed">{brand.tagline}.</p>
          <ul className="mt-4 flex flex-wrap gap-x-6 text-sm md:mt-6 md:block md:space-y-3">
            <li className="flex items-center gap-3">
              <Icon name="phone" className="h-4 w-4 text-accent-400" />
              <a href={contact.phoneHref} className={tapLink}>
                {contact.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Icon name="mail" className="h-4 w-4 text-accent-400" />
              <a href={`mailto:${contact.email}`} className={tapLink}>
                {contact.email}
              </a>
            </li>
          </ul>
        </div>
        {navigation.footer.map((group) => (
          <nav key={group.id} aria-label={group.label}>
            <h3 className="font-semibold text-white">{group.label}</h3>
            <ul className="mt-2 text-sm md:mt-4 md:space-y-2">
              {group.links.map(([href, label]) => (
                <li key={href}>
                  <Link to={href} className={tapLink}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 md:col-span-1">
          <h3 className="font-semibold text-white">Kontorer og åbningstider</h3>
          <ul className="mt-4 space-y-4 text-sm">
            {offices().map((office) => (
              <li key={office.id} className="flex gap-3">
                <Icon name="map-pin" className="mt-0.5 h-4 w-4 flex-none text-accent-400" />
                <span>
                  <span className="block font-medium text-white">{office.name}</span>
                  {office.street}, {office.postalCode} {office.city}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex gap-3 text-sm">
            <Icon name="clock" className="mt-0.5 h-4 w-4 flex-none text-accent-400" />
            <dl data-opening-hours className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 xl:whitespace-nowrap">
              {openingHours().map((row) => (
                <div key={row.label} className="contents">
                  <dt>{row.label}</dt>
                  <dd className="text-white">{formatOpeningHours(row)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Container>
      <div className="border-t border-navy-800">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {brand.legalName} · CVR {brand.cvr}
          </p>
          <ul className="flex flex-wrap gap-x-6">
            {navigation.legal.map(([href, label]) => (
              <li key={href}>
                <Link to={href} className={`${tapLink} underline-offset-2 hover:underline`}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
