/**
 * What a reader notices when a layout breaks at some width, measured in the page: anything that
 * sticks out past the right edge (the page scrolls sideways), and a header whose items wrap to a
 * second line or row. Used by tests/e2e/layout.test.ts; runs in the browser, so it only uses DOM.
 */
import type { Page } from "playwright-core";

export const layoutWidths = [320, 390, 768, 1024, 1100, 1199, 1280, 1440, 1920] as const;

export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}` : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
    };

    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) problems.push(`siden er ${scrollWidth} px bred i et vindue på ${width} px`);

    // Anything whose box reaches past the edges, unless an ancestor deliberately scrolls or clips
    // it (overflow-x other than visible) or it is visually hidden (the sr-only 1 px boxes).
    const clipped = (el: Element) => {
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    let reported = 0;
    for (const el of document.body.querySelectorAll("*")) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.right <= width + 0.5 && rect.left >= -0.5) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || (style.position === "fixed" && el.closest("[hidden]"))) continue;
      if (clipped(el)) continue;
      problems.push(`${describe(el)} går fra ${Math.round(rect.left)} til ${Math.round(rect.right)} px (vindue ${width} px)`);
      if (++reported >= 5) break;
    }

    // The header: one row of items, each item's text on one line, nothing past the edge.
    const bar = document.querySelector("header.site-header > div");
    if (bar) {
      const barRect = bar.getBoundingClientRect();
      const items = [...bar.children].flatMap((child) => (child.tagName === "NAV" ? [...child.querySelectorAll(":scope > ul > li")] : [child]));
      for (const item of items) {
        const rect = item.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (rect.top < barRect.top - 0.5 || rect.bottom > barRect.bottom + 0.5) problems.push(`${describe(item)} står ikke på headerens ene række`);
        if (rect.right > width + 0.5) problems.push(`${describe(item)} går ud over kanten af headeren`);
        // A text node that wraps has one box per line.
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || !node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).length;
          if (lines > 1) problems.push(`${describe(item)} brydes over ${lines} linjer`);
        }
      }
    }
    return problems;
  });
}
