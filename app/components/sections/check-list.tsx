/**
 * Ticked points; `dense` for a price list, where many short lists sit on one page. The tick is a
 * CSS mask on `li::before` (app.css, `.check-list`), not an <svg> per item: a job page has ~40 of
 * them, and the markup alone cost 0.4 KB gzip of its HTML budget.
 */
export function CheckList({
  items,
  className = "",
  tone = "light",
  dense = false,
  fold,
}: {
  items: readonly string[];
  className?: string;
  tone?: "light" | "dark";
  dense?: boolean;
  /**
   * On a phone, show this many points and fold the rest into a native disclosure (»Vis 4 mere«);
   * from 640 px the whole list shows (app.css, `.fold-phone`). A list only one longer is not folded.
   */
  fold?: number;
}) {
  const list = `check-list ${tone === "dark" ? "check-list-dark " : ""}${dense ? "space-y-2" : "space-y-3"}`;
  const shown = fold !== undefined && items.length > fold + 1 ? items.slice(0, fold) : items;
  const rest = items.slice(shown.length);
  const points = (slice: readonly string[]) =>
    slice.map((item) => (
      <li key={item}>
        <span>{item}</span>
      </li>
    ));
  if (rest.length === 0) return <ul className={`${list} ${className}`}>{points(items)}</ul>;
  return (
    <div className={className}>
      <ul className={list}>{points(shown)}</ul>
      <details className="fold-phone group">
        <summary
          className={`mt-2 inline-flex min-h-11 items-center gap-1 font-semibold ${tone === "dark" ? "text-accent-400 hover:text-white" : "text-brand-700 hover:text-brand-800"}`}
        >
          Vis {rest.length} mere
        </summary>
        <ul className={`${list} mt-3`}>{points(rest)}</ul>
      </details>
    </div>
  );
}
