import { Link } from "react-router";
import { buttonClass } from "../ui/button.tsx";

/**
 * Rendered hidden on every page; app/lib/enhance.ts shows it 2 s after load when no choice is
 * stored and records the choice. The site sets no tracking cookies and counts visits without
 * storing anything on the device; "Accepter" only lets the tab remember where the visit started
 * (sessionStorage), so an enquiry can name its campaign. Both answers carry equal weight.
 */
export function CookieBanner() {
  return (
    <section
      id="cookie-banner"
      hidden
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id="cookie-banner-title" className="text-lg font-semibold text-navy-900">Vi passer på dine data</h2>
      <p className="mt-2 text-sm text-muted">
        Vi bruger ingen sporings- eller markedsføringscookies. Accepterer du, husker siden i denne fane, hvor dit besøg startede, så vi kan se, hvad der fører til henvendelser. Læs mere i vores{" "}
        <Link to="/cookies" className="font-medium text-brand-700 underline underline-offset-2">cookiepolitik</Link>.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" data-cookie-choice="accept" className={buttonClass("secondary", "!min-h-10 !py-2")}>
          Accepter
        </button>
        <button type="button" data-cookie-choice="reject" className={buttonClass("secondary", "!min-h-10 !py-2")}>
          Afvis
        </button>
      </div>
    </section>
  );
}
