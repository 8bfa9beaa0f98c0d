import type { IconName } from "../../content/icons.ts";

/**
 * An icon from the sprite (public/icons.svg, built from app/content/icons.ts). Decorative by
 * default; pass `label` when the icon carries meaning on its own. The stroke style is on the
 * sprite's symbols (scripts/build-icons.ts), so each page's markup does not repeat it.
 */
export function Icon({ name, className = "h-5 w-5", label }: { name: IconName; className?: string; label?: string }) {
  return (
    <svg
      className={className}
      aria-hidden={label ? undefined : true}
      role={label ? "img" : undefined}
      aria-label={label}
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
