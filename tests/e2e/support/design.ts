/**
 * What a designer notices on a page at one width, measured in the browser (tests/e2e/design.test.ts):
 * - a card grid whose last row is not full (an orphan card, five cards in three columns);
 * - a two-column layout at ≥ 1280 px with one column empty beside the text (the hero of a page
 *   without a figure, a text block left-heavy with 40 % of the width unused);
 * - a line of running text longer than ~75 characters (measured: characters ÷ line boxes);
 * - an arrow "→" that wraps onto a line of its own;
 * - a footer opening-hours row that wraps;
 * - a word in a heading or a figure's label broken in the middle (»bestillingssystem/er«) – a
 *   compound too long for its column needs a soft hyphen (\u00ad) where it may break.
 * Runs in the page, so it only uses the DOM.
 */
import type { Page } from "playwright-core";

/** A measure of 75 characters, with a little room for a proportional face's wide lines. */
export const maxLineCharacters = 80;

export function designProblems(page: Page, maxChars = maxLineCharacters): Promise<string[]> {
  return page.evaluate((maxChars) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const label = (el: Element) => {
      const id = el.closest("[id]")?.id;
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
      return `${id ? `#${id} ` : ""}<${el.tagName.toLowerCase()}> "${text}"`;
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.display !== "none" && style.visibility !== "hidden" && rect.width > 1 && rect.height > 1;
    };
    const main = document.querySelector("main") ?? document.body;

    // Grids: columns as laid out (grid-template-columns resolves to one length per track).
    for (const grid of main.querySelectorAll("*")) {
      const style = getComputedStyle(grid);
      if (style.display !== "grid" || !visible(grid)) continue;
      const columns = style.gridTemplateColumns.split(" ").filter((track) => track.endsWith("px")).length;
      const items = [...grid.children].filter(visible);
      if (columns < 2 || items.length === 0) continue;
      const box = grid.getBoundingClientRect();
      const inner = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // Rows as the eye sees them: a card lifted a little (the popular package) is in the same row.
      const rects = items.map((item) => item.getBoundingClientRect()).sort((x, y) => x.top - y.top);
      const rows: DOMRect[][] = [];
      for (const rect of rects) {
        const row = rows[rows.length - 1];
        // Same row when it overlaps the row vertically (a lifted card, a box aligned to the bottom).
        if (row && rect.top < Math.min(...row.map((r) => r.bottom)) - 1) row.push(rect);
        else rows.push([rect]);
      }
      const coverage = (row: DOMRect[]) => (Math.max(...row.map((r) => r.right)) - Math.min(...row.map((r) => r.left))) / inner;
      if (rows.length === 1) {
        if (width >= 1280 && items.length === 1) problems.push(`tom kolonne ved siden af ${label(grid)} (${columns} kolonner, ${items.length} element)`);
        continue;
      }
      const last = rows[rows.length - 1]!;
      if (coverage(last) < 0.9)
        problems.push(`ujævnt gitter: ${items.length} elementer i ${columns} kolonner, sidste række har ${last.length} (${label(grid)})`);
    }

    // Line length of running text.
    for (const el of main.querySelectorAll("p, li, dd, blockquote, figcaption")) {
      if (!visible(el) || el.querySelector("p, li, ul, ol, div")) continue;
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text.length < 120) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      const lines = tops.size;
      if (lines < 2) {
        if (text.length > maxChars) problems.push(`${text.length} tegn på én linje: ${label(el)}`);
        continue;
      }
      const perLine = text.length / lines;
      if (perLine > maxChars) problems.push(`${Math.round(perLine)} tegn pr. linje: ${label(el)}`);
    }

    // "→" alone on a line: its box starts a new line after the word before it.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? "";
      const at = value.indexOf("→");
      if (at < 0 || !node.parentElement || !visible(node.parentElement)) continue;
      const arrow = document.createRange();
      arrow.setStart(node, at);
      arrow.setEnd(node, at + 1);
      const arrowRect = arrow.getBoundingClientRect();
      const link = node.parentElement.closest("a, button, p, li") ?? node.parentElement;
      const whole = document.createRange();
      whole.selectNodeContents(link);
      const rects = [...whole.getClientRects()].filter((r) => r.width > 0);
      const sameLine = rects.filter((r) => Math.abs(r.top - arrowRect.top) < 2 && Math.abs(r.left - arrowRect.left) > 1);
      if (rects.length > 1 && sameLine.length === 0) problems.push(`»→« står alene på en linje: ${label(link)}`);
    }

    // A heading word broken mid-word: its letters sit on two lines without a hyphen between them.
    for (const el of main.querySelectorAll("h1, h2, h3, h4, dt")) {
      if (!visible(el)) continue;
      const words = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        const value = node.textContent ?? "";
        for (const match of value.matchAll(/[^\s\u00ad-]{2,}/g)) {
          // A part of a hyphenated or soft-hyphenated compound may end a line; a plain word may not.
          if (/[-\u00ad]/.test(value.slice(Math.max(0, match.index - 1), match.index + match[0].length + 1))) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) problems.push(`ordet »${match[0]}« brydes midt i: ${label(el)}`);
        }
      }
    }

    // Footer opening hours: each row on one line on a desktop.
    for (const row of width >= 1280 ? document.querySelectorAll("footer [data-opening-hours] > *") : []) {
      for (const cell of row.children.length ? [...row.children] : [row]) {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) problems.push(`åbningstiden brydes: ${label(cell)}`);
      }
    }
    return problems;
  }, maxChars);
}
