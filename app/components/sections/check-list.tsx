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
}: {
  items: readonly string[];
  className?: string;
  tone?: "light" | "dark";
  dense?: boolean;
}) {
  return (
    <ul className={`check-list ${tone === "dark" ? "check-list-dark " : ""}${dense ? "space-y-2" : "space-y-3"} ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
