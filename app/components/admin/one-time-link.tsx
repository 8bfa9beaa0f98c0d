import { useState } from "react";

/**
 * The one-time link of an invitation or a reset, shown once right after it is made, so the owner
 * can pass it on when mail is not set up or did not go. Selectable without JavaScript; with it, a
 * button copies it.
 */
export function OneTimeLink({ link, delivery, reason, failed }: { link: string; delivery: string; reason: string | null; failed: boolean }) {
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="engangslink-title" className={`mt-4 rounded-xl p-4 ring-1 ${failed ? "bg-amber-50 ring-amber-300" : "bg-white ring-line"}`}>
      <h2 id="engangslink-title" className="font-semibold text-navy-900">
        Engangslink
      </h2>
      <p className="mt-1 text-sm text-ink" data-delivery>
        {delivery}
        {reason ? ` Fejl: ${reason}` : ""}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <label htmlFor="engangslink" className="sr-only">
          Engangslink
        </label>
        <input
          id="engangslink"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-64 rounded-lg border border-line bg-paper px-3 py-2 font-mono text-xs"
        />
        <button
          type="button"
          onClick={() =>
            navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {copied ? "Kopieret" : "Kopiér link"}
        </button>
      </div>
      <p className="mt-2 text-xs text-muted">Linket vises kun denne ene gang. Den, der har linket, kan vælge adgangskode til kontoen.</p>
    </section>
  );
}
