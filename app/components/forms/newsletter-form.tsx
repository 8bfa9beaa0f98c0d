/**
 * TEMPORARY stand-in for the newsletter form, which the forms engineer is building on main (same
 * export name and props). It posts plainly to /nyhedsbrev; delete this file when the real
 * component is merged.
 */
import { useId } from "react";

export function NewsletterForm({ source }: { source: string }) {
  const id = useId();
  return (
    <form method="post" action="/nyhedsbrev" className="mt-4 space-y-3">
      <input type="hidden" name="source" value={source} />
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-navy-900">
          Din e-mail
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink"
        />
      </div>
      <div className="flex items-start gap-2 text-sm text-muted">
        <input id={`${id}-consent`} type="checkbox" name="consent" value="yes" required className="mt-1 h-4 w-4 flex-none" />
        <label htmlFor={`${id}-consent`}>
          Ja tak, send mig nyhedsbrevet. Jeg kan altid afmelde mig igen. Læs vores{" "}
          <a href="/privatlivspolitik" className="font-medium text-brand-700 underline">privatlivspolitik</a>.
        </label>
      </div>
      <button type="submit" className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Tilmeld
      </button>
    </form>
  );
}
