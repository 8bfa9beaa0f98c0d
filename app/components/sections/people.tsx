import type { Person } from "../../content/company.ts";
import { lastCardSpan } from "./even-grid.ts";
import { Card } from "../ui/layout.tsx";

const officeNames = { dk: "København", es: "Málaga" } as const;

/** A person's drawn portrait; width and height are given so nothing shifts while it loads. */
const portraitSizes = { 56: "h-14 w-14", 64: "h-16 w-16" } as const;

function Portrait({ person, size }: { person: Person; size: keyof typeof portraitSizes }) {
  return (
    <img
      src={person.image}
      alt={`Portræt af ${person.name}`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`flex-none rounded-full bg-brand-50 ${portraitSizes[size]}`}
    />
  );
}

/** The people behind the company (app/content/company.ts): portrait, name, role, office and one line. */
export function People({ people }: { people: readonly Person[] }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${lastCardSpan(people.length, { sm: 2, lg: 3 })}`}>
      {people.map((person) => (
        <li key={person.name}>
          <Card className="h-full">
            <div className="flex items-center gap-4">
              <Portrait person={person} size={64} />
              <div>
                <h3 className="font-semibold text-navy-900">{person.name}</h3>
                <p className="text-sm text-muted">
                  {person.role} · {officeNames[person.office]} · med siden {person.since}
                </p>
              </div>
            </div>
            <p className="mt-4 text-ink">{person.bio}</p>
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
            <Portrait person={person} size={56} />
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
