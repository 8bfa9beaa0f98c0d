import type { Person } from "../../content/company.ts";
import { Card } from "../ui/layout.tsx";

const officeNames = { dk: "København", es: "Málaga" } as const;

/** The people behind the company (app/content/company.ts): name, role, office and one line. */
export function People({ people }: { people: readonly Person[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person) => (
        <li key={person.name}>
          <Card className="h-full">
            <div className="flex items-center gap-4">
              <span aria-hidden="true" className="flex h-12 w-12 flex-none items-center justify-center rounded-full bg-brand-50 text-lg font-bold text-brand-700">
                {person.name
                  .split(" ")
                  .map((part) => part[0])
                  .slice(0, 2)
                  .join("")}
              </span>
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
