import type { ReactNode } from "react";
import { Form } from "react-router";
import { dateFormat } from "./badges.tsx";
import type { FieldChange } from "../../server/content/job-form.ts";
import type { RevisionAction } from "../../server/content/schema.server.ts";

/** One saved version of a content item, as the editors' loaders hand it to the page, with what changed since the one before. */
export type RevisionEntry = {
  id: number;
  version: number;
  action: RevisionAction;
  staff: string | null;
  createdAt: Date | string;
  changes: FieldChange[];
};

const actionLabels: Record<Exclude<RevisionAction, "importeret">, string> = {
  gemt: "Kladde gemt",
  udgivet: "Udgivet",
  planlagt: "Udgivelse planlagt",
  lukket: "Lukket",
  genåbnet: "Genåbnet",
  gendannet: "Gendannet",
};

/**
 * An editor's »Historik« (issue 36): every version, newest first, who and when, what changed as a
 * diff, and »Gendan« on each older one, which posts `intent=restore` with the revision's id and the
 * item's current version (a plain form: it works without JavaScript). The oldest version has no
 * diff; `first` says what it is.
 */
export function RevisionHistory<R extends RevisionEntry>(props: {
  csrf: string;
  /** The item's current version: a restore on a page that is out of date is refused as stale. */
  version: number;
  revisions: readonly R[];
  /** The paragraph under the heading: what »Gendan« does to this kind of item. */
  intro: string;
  /** What a version read from the site's own files is called (`importeret`; default »Importeret fra filer«). */
  imported?: string;
  /** The oldest version's line (default »Første version.«). */
  first?: (revision: R) => ReactNode;
  /** A version that changed nothing the diff shows (default »Ingen ændringer i teksten.«). */
  unchanged?: string;
  /** Shown when there is no version at all. */
  empty?: string;
}) {
  const { csrf, version, revisions, intro, imported = "Importeret fra filer", first, unchanged = "Ingen ændringer i teksten.", empty } = props;
  return (
    <section aria-labelledby="historik" className="mt-10">
      <h2 id="historik" className="text-xl font-semibold text-navy-900">
        Historik
      </h2>
      <p className="text-sm text-muted">{intro}</p>
      {empty && revisions.length === 0 && <p className="mt-3 text-sm">{empty}</p>}
      <ol className="mt-3 space-y-3">
        {revisions.map((revision, index) => (
          <li
            key={revision.id}
            data-revision={revision.version}
            data-action={revision.action}
            className="rounded-card bg-white p-4 shadow-card ring-1 ring-line"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-navy-900">
                Version {revision.version} · {revision.action === "importeret" ? imported : actionLabels[revision.action]}
                <span className="block text-sm font-normal text-muted sm:inline">
                  {" "}
                  · {dateFormat.format(new Date(revision.createdAt))} · {revision.staff ?? "systemet"}
                </span>
              </p>
              {index > 0 && (
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="version" value={version} />
                  <input type="hidden" name="revision" value={revision.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="restore"
                    className="min-h-11 rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
                  >
                    Gendan<span className="sr-only"> version {revision.version}</span>
                  </button>
                </Form>
              )}
            </div>
            {index === revisions.length - 1 ? (
              <p className="mt-1 text-sm break-words text-muted">{first ? first(revision) : "Første version."}</p>
            ) : revision.changes.length === 0 ? (
              <p className="mt-1 text-sm text-muted">{unchanged}</p>
            ) : (
              <Changes changes={revision.changes} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Field by field: the text before, struck through, and after; a value emptied or filled in shows »(tom)« on its empty side. */
function Changes({ changes }: { changes: FieldChange[] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {changes.map((change, index) => (
        <li key={index} className="break-words">
          <span className="font-semibold">{change.label}</span>
          {change.before !== undefined || change.after !== undefined ? (
            <>
              : <del className="text-red-800">{change.before || "(tom)"}</del> → <ins className="text-green-800 no-underline">{change.after || "(tom)"}</ins>
            </>
          ) : (
            " ændret"
          )}
        </li>
      ))}
    </ul>
  );
}
