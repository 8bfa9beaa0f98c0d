import type { Person } from "../../content/company.ts";
import { Card } from "../ui/layout.tsx";
import { PersonImage } from "../ui/person-image.tsx";

const officeNames = { dk: "København", es: "Málaga" } as const;
const officeTones = { dk: "navy", es: "blue" } as const;

/**
 * The people behind the company (app/content/company.ts): picture (photo or monogram), name, role,
 * office and one concrete line. The first (the founder) spans the row, so the others fill even rows
 * of two and three.
 */
export function People({ people }: { people: readonly Person[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person, index) => (
        <li key={person.name} className={index === 0 ? "sm:col-span-2 lg:col-span-3" : undefined}>
          <Card className={`h-full ${index === 0 ? "lg:flex lg:items-start lg:gap-10" : ""}`}>
            <div className="flex flex-none items-center gap-4 lg:items-start">
              <PersonImage name={person.name} size={64} tone={officeTones[person.office]} artDirected />
              <div>
                <h3 className="font-semibold text-navy-900">{person.name}</h3>
                <p className="text-sm text-muted">{person.role}</p>
                <p className="text-sm text-muted">
                  {officeNames[person.office]} · med siden {person.since}
                </p>
              </div>
            </div>
            <p className={`mt-4 text-ink ${index === 0 ? "max-w-2xl lg:mt-0" : ""}`}>{person.bio}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The named people who answer on /kontakt, with what each of them answers about. */
export function ContactPeople({ people, title }: { people: readonly (Person & { for: string })[]; title: string }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      <ul className="mt-4 space-y-5">
        {people.map((person) => (
          <li key={person.name} className="flex items-center gap-4">
            <PersonImage name={person.name} size={56} tone={officeTones[person.office]} />
            <p className="leading-snug">
              <span className="block font-semibold text-navy-900">{person.name}</span>
              <span className="block text-sm text-muted">{person.role}</span>
              <span className="mt-1 block text-sm text-ink">{person.for}</span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
