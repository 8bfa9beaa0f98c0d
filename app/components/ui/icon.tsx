import type { IconName } from "../../content/icons.ts";
import sprite from "../../../public/icons.svg?raw";

/**
 * The sprite's symbols by name, on the server only: `import.meta.env.SSR` is false in the browser
 * build, so the sprite's text is dropped from every page's JavaScript.
 */
const symbols: ReadonlyMap<string, string> = import.meta.env.SSR
  ? new Map([...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>([\s\S]*?)<\/symbol>/g)].map((match) => [match[1]!, match[2]!]))
  : new Map();

/** What goes inside the <svg>: the drawing itself in served HTML, a reference to the sprite in the browser. */
export function iconMarkup(name: IconName, server = import.meta.env.SSR): string {
  if (!server) return `<use href="/icons.svg#${name}"></use>`;
  const drawing = symbols.get(name);
  if (drawing === undefined) throw new Error(`Ikonet "${name}" findes ikke i public/icons.svg (kør npm run build)`);
  return drawing;
}

/**
 * An icon (app/content/icons.ts; public/icons.svg is built from it by scripts/build-icons.ts).
 * Decorative by default; pass `label` when the icon carries meaning on its own.
 *
 * Served HTML carries each icon's drawing inline, so a page needs no request for the sprite
 * before its first paint (a request there cost ~0.1 s of Lighthouse's LCP). React does not
 * compare or patch the content of an element with dangerouslySetInnerHTML when it hydrates, so
 * the served drawing stays; icons React renders later (client-side navigation) use the sprite,
 * and no icon data reaches the browser bundle. Lucide's stroke style is the `.icon` rule in
 * app/styles/app.css (once in the stylesheet rather than on every icon of every document) (docs/decisions/inline-icons.md; the test is in
 * tests/e2e/foundation.test.ts).
 */
export function Icon({ name, className = "h-5 w-5", label }: { name: IconName; className?: string; label?: string }) {
  return (
    <svg
      className={`icon ${className}`}
      viewBox="0 0 24 24"
      aria-hidden={label ? undefined : true}
      role={label ? "img" : undefined}
      aria-label={label}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: iconMarkup(name) }}
    />
  );
}
