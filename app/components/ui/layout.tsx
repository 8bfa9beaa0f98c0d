import type { ReactNode } from "react";

/** The page column: 72rem wide unless `className` sets its own max-w-… (a narrow legal page, a quote form). */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  const width = /(?:^|\s)max-w-/.test(className) ? "" : "max-w-6xl";
  return <div className={`mx-auto w-full ${width} px-5 sm:px-8 ${className}`}>{children}</div>;
}

type Tone = "white" | "paper" | "navy";

const tones: Record<Tone, string> = {
  white: "bg-white",
  paper: "bg-paper",
  navy: "on-dark bg-navy-900 text-white",
};

/**
 * A page section with an optional eyebrow, heading and lead. Headings are h2: the page's h1 lives
 * in its hero.
 */
export function Section({
  id,
  tone = "white",
  eyebrow,
  title,
  lead,
  children,
  className = "",
  center = false,
  side = false,
}: {
  id?: string;
  tone?: Tone;
  eyebrow?: string;
  title?: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
  center?: boolean;
  /** From 1024 px the heading sits in a left third and the content in the right two thirds (a FAQ, a worked example), so a narrow column does not leave the right half empty. */
  side?: boolean;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`py-10 sm:py-20 ${tones[tone]} ${className}`}>
      <Container className={side ? "lg:grid lg:grid-cols-3 lg:gap-12" : ""}>
        {(eyebrow || title || lead) && (
          <div className={`mb-6 max-w-3xl sm:mb-8 ${center ? "mx-auto text-center" : ""}`}>
            {eyebrow && <p className={`eyebrow ${tone === "navy" ? "text-accent-400" : "text-brand-700"}`}>{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className={`section-title text-balance ${tone === "navy" ? "text-white" : "text-navy-900"}`}>
                {title}
              </h2>
            )}
            {lead && <div className={`mt-4 sm:text-lg ${tone === "navy" ? "text-slate-200" : "text-muted"}`}>{lead}</div>}
          </div>
        )}
        {side ? <div className="lg:col-span-2">{children}</div> : children}
      </Container>
    </section>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-card bg-white p-6 shadow-card ring-1 ring-line ${className}`}>{children}</div>;
}

export function Prose({ paragraphs, className = "" }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={`space-y-4 text-base leading-relaxed text-muted sm:text-lg ${className}`}>
      {paragraphs.map((text) => (
        <p key={text.slice(0, 40)}>{text}</p>
      ))}
    </div>
  );
}
