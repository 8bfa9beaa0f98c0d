import type { LegalSection } from "../../content/legal.ts";
import { Container } from "../ui/layout.tsx";
import type { ReactNode } from "react";

export function LegalPage({ title, lead, sections, children }: { title: string; lead: string; sections: readonly LegalSection[]; children?: ReactNode }) {
  return (
    <Container className="max-w-2xl pt-32 pb-24">
      <h1 className="text-4xl font-extrabold tracking-tight text-navy-900">{title}</h1>
      <p className="mt-4 text-lg text-muted">{lead}</p>
      {children}
      {sections.map((section) => (
        <section key={section.title} className="mt-10">
          <h2 className="text-2xl font-bold text-navy-900">{section.title}</h2>
          {section.paragraphs.map((text) => (
            <p key={text.slice(0, 32)} className="mt-3 leading-relaxed text-ink">
              {text}
            </p>
          ))}
          {section.list && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-ink">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Container>
  );
}
