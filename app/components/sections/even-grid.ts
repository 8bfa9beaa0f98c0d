/**
 * Card grids without an orphan: when the cards do not fill the last row at some width, the last
 * card spans the empty columns, so every row is full (five cards in three columns read as 3 + a
 * wide 2, seven people in three as 3 + 3 + a wide 1). The class names are written out in full so
 * Tailwind finds them; tests/e2e/design.test.ts measures the rows at 390–1440 px.
 */
type Breakpoint = "base" | "sm" | "md" | "lg";

const span: Record<Breakpoint, Record<number, string>> = {
  base: { 1: "[&>:last-child]:col-span-1", 2: "[&>:last-child]:col-span-2", 3: "[&>:last-child]:col-span-3" },
  sm: { 1: "sm:[&>:last-child]:col-span-1", 2: "sm:[&>:last-child]:col-span-2", 3: "sm:[&>:last-child]:col-span-3" },
  md: { 1: "md:[&>:last-child]:col-span-1", 2: "md:[&>:last-child]:col-span-2", 3: "md:[&>:last-child]:col-span-3" },
  lg: { 1: "lg:[&>:last-child]:col-span-1", 2: "lg:[&>:last-child]:col-span-2", 3: "lg:[&>:last-child]:col-span-3", 4: "lg:[&>:last-child]:col-span-4" },
};

/**
 * The span classes for `count` cards in a grid with `columns` per breakpoint (the grid's own
 * grid-cols classes stay where they are). Breakpoints not given keep the smaller one's columns.
 */
export function lastCardSpan(count: number, columns: Partial<Record<Breakpoint, number>>): string {
  const order: Breakpoint[] = ["base", "sm", "md", "lg"];
  const classes: string[] = [];
  let current = 1;
  let spanning = 1;
  for (const bp of order) {
    const cols = columns[bp] ?? current;
    current = cols;
    const rest = count % cols;
    const want = count > cols && rest !== 0 ? cols - rest + 1 : 1;
    if (want !== spanning) {
      classes.push(span[bp][want] ?? "");
      spanning = want;
    }
  }
  return classes.join(" ");
}
