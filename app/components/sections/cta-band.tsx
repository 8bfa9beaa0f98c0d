import type { HeroAction } from "./hero.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Container } from "../ui/layout.tsx";

export function CtaBand({ title, text, actions }: { title: string; text: string; actions: readonly HeroAction[] }) {
  return (
    <section className="on-dark bg-navy-900 py-10 text-white sm:py-20" aria-labelledby="cta-title">
      <Container className="flex flex-col items-start gap-6 sm:gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-4 text-slate-200 sm:text-lg">{text}</p>
        </div>
        {/* Three or more buttons beside the text stack as one column of equal width, so none wraps to a row of its own. */}
        <div className={`flex flex-wrap gap-3 ${actions.length > 2 ? "lg:flex-none lg:flex-col" : ""}`}>
          {actions.map((action, index) => (
            <ButtonLink key={action.to} to={action.to} variant={index === 0 ? "light" : "secondary"}>
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </Container>
    </section>
  );
}
