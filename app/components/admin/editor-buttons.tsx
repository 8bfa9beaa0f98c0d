/**
 * The content editors' buttons (issue 36): »Gem kladde«, »Forhåndsvis« and »Udgiv nu«, each a
 * submit button of the editor's form with its `intent`, so they work without JavaScript. With
 * `schedule` (job ads and articles) they stand in a bar that stays at the bottom of the screen,
 * with »Udgiv på tidspunktet« and its date and time.
 */
export function EditorButtons({ className = "flex flex-wrap gap-2", schedule }: { className?: string; schedule?: { defaultValue: string; invalid: boolean } }) {
  const buttons = (
    <div className={className}>
      <button type="submit" name="intent" value="save" className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Gem kladde
      </button>
      <button
        type="submit"
        name="intent"
        value="preview"
        className="min-h-11 rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
      >
        Forhåndsvis
      </button>
      <button type="submit" name="intent" value="publish" className="min-h-11 rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800">
        Udgiv nu
      </button>
    </div>
  );
  if (!schedule) return buttons;
  return (
    <div className="sticky bottom-0 z-10 -mx-5 space-y-3 border-t border-line bg-white/95 px-5 py-3 shadow-card sm:mx-0 sm:rounded-card sm:ring-1 sm:ring-line">
      {buttons}
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="publishAt" className="block text-sm font-semibold text-navy-900">
            Udgiv på tidspunkt (dansk tid)
          </label>
          <input
            id="publishAt"
            name="publishAt"
            type="datetime-local"
            defaultValue={schedule.defaultValue}
            aria-invalid={schedule.invalid || undefined}
            className="mt-1 rounded-lg border border-line bg-white px-3 py-2"
          />
        </div>
        <button
          type="submit"
          name="intent"
          value="schedule"
          className="min-h-11 rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
        >
          Udgiv på tidspunktet
        </button>
      </div>
    </div>
  );
}
