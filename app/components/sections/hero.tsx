import type { ReactNode } from "react";
import { ButtonLink } from "../ui/button.tsx";
import { Container } from "../ui/layout.tsx";

export type HeroAction = { to: string; label: string; variant?: "primary" | "secondary" };

/**
 * The top of every page: the page's only h1. Padding leaves room for the fixed header. The
 * optional illustration has explicit dimensions so nothing shifts while it loads. On a phone it
 * follows the text, kept smaller than the h1 so the heading (painted with the HTML) stays the
 * largest element and the picture never decides LCP.
 */
export function Hero({
  eyebrow,
  title,
  lead,
  actions = [],
  illustration,
  compact = false,
  phoneIllustration = false,
  aside,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  actions?: readonly HeroAction[];
  illustration?: { src: string; alt: string; width: number; height: number };
  /** A short hero for a page whose first section is the point (/priser: the packages). */
  compact?: boolean;
  /** Show the illustration on a phone too (the home page); elsewhere it starts at 640 px, so a phone reaches the content a screen sooner. */
  phoneIllustration?: boolean;
  /** Something worth reading beside the text on a wide screen (instead of an illustration); below it on a phone. */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      className={`relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-24 sm:pt-36 ${compact ? "pb-8 sm:pb-10" : "pb-12 sm:pb-24"}`}
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-96 w-96 rounded-full bg-brand-100 opacity-60 blur-3xl" />
      <Container className={`relative grid items-center gap-8 lg:gap-12 ${illustration || aside ? "lg:grid-cols-[1.15fr_1fr]" : ""}`}>
        <div>
          {eyebrow && <p className="eyebrow text-brand-700">{eyebrow}</p>}
          <h1 className="mt-3 text-[2rem] leading-tight font-extrabold tracking-tight text-balance text-navy-900 sm:text-5xl">{title}</h1>
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-muted sm:mt-6 sm:text-xl">{lead}</div>
          {actions.length > 0 && (
            <div className="mt-8 flex flex-wrap gap-3">
              {actions.map((action, index) => (
                <ButtonLink key={action.to} to={action.to} variant={action.variant ?? (index === 0 ? "primary" : "secondary")}>
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          )}
          {children}
        </div>
        {aside && <div className="lg:self-end">{aside}</div>}
        {illustration && (
          <img
            src={illustration.src}
            alt={illustration.alt}
            width={illustration.width}
            height={illustration.height}
            className={`mx-auto h-auto w-full max-w-52 sm:block sm:max-w-xs lg:max-w-md ${phoneIllustration ? "" : "hidden"}`}
            fetchPriority="low"
          />
        )}
      </Container>
    </section>
  );
}
