import type { ReactNode } from "react";
import { Card, Container } from "../ui/layout.tsx";
import { CheckList } from "./cards.tsx";

/**
 * The section that holds a page's enquiry form, always at #contact-form so hero buttons and
 * package cards can point at it. The intro and reassurances sit beside the form on wide screens.
 */
export function FormSection({
  title,
  text,
  points = [],
  tone = "paper",
  children,
}: {
  title: string;
  text: string;
  points?: readonly string[];
  tone?: "white" | "paper";
  children: ReactNode;
}) {
  return (
    <section id="contact-form" aria-labelledby="contact-form-title" className={`py-16 sm:py-20 ${tone === "paper" ? "bg-paper" : "bg-white"}`}>
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Kontakt</p>
          <h2 id="contact-form-title" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-muted">{text}</p>
          {points.length > 0 && <CheckList items={points} className="mt-6 text-ink" />}
        </div>
        <Card className="p-6 sm:p-10">{children}</Card>
      </Container>
    </section>
  );
}
