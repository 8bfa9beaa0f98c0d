import type { Testimonial } from "../../content/types.ts";
import { PersonImage } from "../ui/person-image.tsx";
import { lastCardSpan } from "./even-grid.ts";

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    // A sideways row on a phone (app.css .phone-snap).
    <ul tabIndex={0} className={`phone-snap grid gap-4 sm:gap-6 md:grid-cols-2 ${lastCardSpan(items.length, { md: 2 })}`}>
      {items.map((item, index) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6">
            {/* Danish quotation marks, as docs/content/style-guide.md has them. */}
            <blockquote className="flex-1 leading-relaxed text-ink sm:text-lg">»{item.quote}«</blockquote>
            <figcaption className="mt-4 flex items-center gap-4 sm:mt-6">
              <PersonImage name={item.name} size={56} tone={index % 2 ? "blue" : "amber"} />
              <span>
                <span className="block font-semibold text-navy-900">{item.name}</span>
                <span className="block text-sm text-muted">{item.title}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
