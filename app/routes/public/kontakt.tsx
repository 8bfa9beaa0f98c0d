import type { Route } from "./+types/kontakt";
import { FaqList } from "../../components/sections/faq.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { ContactForm } from "../../components/forms/contact-form.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { ContactPeople } from "../../components/sections/people.tsx";
import { PrivacyNote } from "../../components/sections/privacy-note.tsx";
import { Card, Container, Section } from "../../components/ui/layout.tsx";
import { contactPeople, contactPeopleTitle } from "../../content/company.ts";
import * as content from "../../content/contact.ts";
import { contact, formatOpeningHours, offices, openingHours } from "../../content/site.ts";
import { breadcrumbLd, faqLd, pageMeta } from "../../lib/meta.ts";
import { contactAction } from "../../server/intake/actions.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(content.meta, [breadcrumbLd([{ name: "Kontakt", path: "/kontakt" }]), faqLd([...content.companyFaq, ...content.freelancerFaq])], matches);

/** Every contact form on the site posts here (with JavaScript the visitor stays where they were). */
export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context.get(runtimeContext));
}

export default function Kontakt() {
  const { hero, formIntro, companyFaq, freelancerFaq } = content;
  const hours = openingHours().map((row) => ({ label: row.label, value: formatOpeningHours(row) }));
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={
          <Card>
            <h2 className="text-lg font-semibold text-navy-900">Ring eller skriv</h2>
            <ul className="mt-4 space-y-3">
              <li className="flex items-center gap-3">
                <Icon name="phone" className="h-5 w-5 text-brand-700" />
                <a href={contact.phoneHref} className="font-medium text-navy-900 hover:text-brand-700">
                  {contact.phone}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Icon name="mail" className="h-5 w-5 text-brand-700" />
                <a href={`mailto:${contact.email}`} className="font-medium text-navy-900 hover:text-brand-700">
                  {contact.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Icon name="globe" className="h-5 w-5 text-brand-700" />
                <a href={contact.websiteHref} className="font-medium text-navy-900 hover:text-brand-700">
                  {contact.website}
                </a>
              </li>
            </ul>
          </Card>
        }
      />
      <section id="contact-form" aria-labelledby="contact-form-title" className="pb-16 sm:pb-20">
        <Container className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <Card className="p-6 sm:p-10">
            <h2 id="contact-form-title" className="text-2xl font-bold text-navy-900">
              {formIntro.title}
            </h2>
            <p className="mt-2 mb-8 text-muted">{formIntro.text}</p>
            <ContactForm />
            {formIntro.privacyNote && <PrivacyNote text={formIntro.privacyNote} className="mt-6" />}
          </Card>
          <aside aria-label="Kontaktoplysninger" className="space-y-6">
            <ContactPeople people={contactPeople} title={contactPeopleTitle} />
            {offices().map((office) => (
              <Card key={office.id}>
                <h2 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
                  <Icon name="map-pin" className="h-5 w-5 text-brand-700" /> {office.name}
                </h2>
                <address className="mt-3 not-italic text-ink">
                  {office.street}
                  <br />
                  {office.postalCode} {office.city}
                  <br />
                  {office.country}
                </address>
                <p className="mt-2 text-sm text-muted">{office.description}</p>
              </Card>
            ))}
            <Card>
              <h2 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
                <Icon name="clock" className="h-5 w-5 text-brand-700" /> Åbningstider
              </h2>
              <dl className="mt-3 space-y-1">
                {hours.map((row) => (
                  <div key={row.label} className="flex justify-between gap-4">
                    <dt className="text-muted">{row.label}</dt>
                    <dd className="font-medium text-navy-900">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </aside>
        </Container>
      </section>
      <Section id="faq" tone="paper" eyebrow="Spørgsmål og svar" title="Det spørger mange om">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="mb-4 text-xl font-semibold text-navy-900">For virksomheder</h3>
            <FaqList items={companyFaq} />
          </div>
          <div>
            <h3 className="mb-4 text-xl font-semibold text-navy-900">For freelancere</h3>
            <FaqList items={freelancerFaq} />
          </div>
        </div>
      </Section>
    </>
  );
}
