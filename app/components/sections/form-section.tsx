import type { ReactNode } from "react";
import { Icon } from "../ui/icon.tsx";
import { Card, Container } from "../ui/layout.tsx";
import { PrivacyNote } from "./privacy-note.tsx";

/**
 * The section that holds a page's enquiry form, always at #contact-form so hero buttons and
 * package cards can point at it. The intro and reassurances sit beside the form on wide screens.
 * It renders in the browser together with the form, so it imports nothing beyond the basics.
 */
export function FormSection({
  title,
  text,
  points = [],
  privacyNote,
  tone = "paper",
  children,
}: {
  title: string;
  text: string;
  points?: readonly string[];
  /** What we do with the visitor's data (app/content/privacy-note.ts), beside every business form. */
  privacyNote?: string;
  tone?: "white" | "paper";
  children: ReactNode;
}) {
  return (
    <section id="contact-form" aria-labelledby="contact-form-title" className={`py-10 sm:py-20 ${tone === "paper" ? "bg-paper" : "bg-white"}`}>
      <Container className="grid gap-6 sm:gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div>
          <p className="eyebrow text-brand-700">Kontakt</p>
          <h2 id="contact-form-title" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-muted">{text}</p>
          {points.length > 0 && (
            <ul className="mt-5 space-y-2 text-ink sm:mt-6 sm:space-y-3">
              {points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Icon name="check" className="mt-0.5 h-5 w-5 flex-none text-brand-700" />
                  {point}
                </li>
              ))}
            </ul>
          )}
          {privacyNote && <PrivacyNote text={privacyNote} className="mt-5 sm:mt-6" />}
        </div>
        <Card className="p-5 sm:p-10">{children}</Card>
      </Container>
    </section>
  );
}
