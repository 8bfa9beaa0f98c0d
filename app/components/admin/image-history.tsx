import { Form } from "react-router";
import { dateFormat } from "./badges.tsx";

/** One earlier photo or logo of a subject, as the loader hands it to the page. */
export type EarlierImage = { id: number; src: string; alt: string; at: string; by: string | null };

/**
 * The earlier photos or logos of one person or case (app/routes/admin/indhold-personer.tsx,
 * indhold-cases.tsx), newest first: a thumbnail, who put it in and when, its alt text, and
 * »Gendan«, which makes it the one the site shows again in one press (a plain form, so it works
 * without JavaScript). `kept` is how many versions the store keeps per subject.
 */
export function ImageHistory({
  idPrefix,
  csrf,
  subject,
  versions,
  noun,
  kept,
  thumbnail,
}: {
  idPrefix: string;
  csrf: string;
  /** The hidden field naming whose image it is: person=<slug> or case=<id>. */
  subject: { name: "person" | "case"; value: string };
  versions: readonly EarlierImage[];
  /** "fotos" or "logoer". */
  noun: string;
  kept: number;
  thumbnail: "square" | "logo";
}) {
  if (!versions.length) return null;
  const headingId = `${idPrefix}-tidligere`;
  return (
    <section aria-labelledby={headingId} className="mt-5 border-t border-line pt-4">
      <h3 id={headingId} className="font-semibold text-navy-900">
        Tidligere {noun} ({versions.length})
      </h3>
      <p className="text-xs text-muted">
        »Gendan« viser det igen på sitet med det samme. Vi gemmer de seneste {kept} {noun} inkl. det nuværende; det ældste slettes, når et nyt udgives.
      </p>
      <ul className="mt-2 space-y-2">
        {versions.map((version) => (
          <li key={version.id} data-version={version.id} className="flex items-center gap-3">
            <img
              src={version.src}
              alt={version.alt}
              width={thumbnail === "square" ? 48 : undefined}
              height={thumbnail === "square" ? 48 : 24}
              loading="lazy"
              className={thumbnail === "square" ? "h-12 w-12 flex-none rounded-xl object-cover" : "h-6 w-auto max-w-24 flex-none object-contain"}
            />
            <div className="min-w-0 flex-1 text-xs text-muted">
              <p className="break-words text-sm text-navy-900">{version.alt}</p>
              <p>
                {dateFormat.format(new Date(version.at))}
                {version.by ? ` af ${version.by}` : ""}
              </p>
            </div>
            <Form method="post" className="flex-none">
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name={subject.name} value={subject.value} />
              <input type="hidden" name="intent" value="gendan" />
              <input type="hidden" name="version" value={version.id} />
              <button
                type="submit"
                aria-label={`Gendan ${thumbnail === "square" ? "fotoet" : "logoet"} fra ${dateFormat.format(new Date(version.at))}: ${version.alt}`}
                className="min-h-11 rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-line hover:bg-paper"
              >
                Gendan
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
