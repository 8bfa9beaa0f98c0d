import { Link } from "react-router";
import { buttonClass } from "../ui/button.tsx";

/**
 * Rendered hidden on every page; app/lib/enhance.ts shows it 2 s after load when no choice is
 * stored and records the choice. The site sets no tracking cookies and counts visits without
 * storing anything on the device; "Accepter" only lets the tab remember where the visit started
 * (sessionStorage), so an enquiry can name its campaign. Both answers carry equal weight.
 *
 * On a phone it is a slim bar along the bottom edge (about 15 % of a 390 × 844 screen, buttons side
 * by side), and app.css pads the page by its height while it shows, so nothing stays hidden under it.
 */
export function CookieBanner() {
  return (
    <section id="cookie-banner" hidden aria-labelledby="cookie-banner-title" className="cookie-bar">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2.5">
        <div className="min-w-0 flex-1 basis-72">
          <h2 id="cookie-banner-title" className="sr-only font-semibold text-navy-900 sm:not-sr-only">
            Vi passer på dine data
          </h2>
          <p className="text-sm text-muted sm:mt-1">
            Vi bruger ingen sporings- eller markedsføringscookies. Accepterer du, husker siden i denne fane, hvor dit besøg startede, så vi kan se, hvad der
            fører til henvendelser.{" "}
            <Link to="/cookies" className="font-medium text-brand-700 underline underline-offset-2">
              Læs cookiepolitikken
            </Link>
            .
          </p>
        </div>
        <div className="flex flex-none gap-2 max-sm:w-full">
          <button type="button" data-cookie-choice="accept" className={buttonClass("secondary", "flex-1 !px-5 !py-2")}>
            Accepter
          </button>
          <button type="button" data-cookie-choice="reject" className={buttonClass("secondary", "flex-1 !px-5 !py-2")}>
            Afvis
          </button>
        </div>
      </div>
    </section>
  );
}
