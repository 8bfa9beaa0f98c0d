/**
 * The site's own checks at the top of a preview (job ads and articles,
 * app/server/content/checks.server.ts): what a publish would refuse, or that the page passes.
 */
export function ChecksBanner({ checks }: { checks: { problems: readonly string[]; measured: boolean } }) {
  return (
    <div data-checks={checks.problems.length ? "afvist" : "godkendt"} className="mx-auto mt-2 max-w-7xl">
      {checks.problems.length ? (
        <>
          <p className="font-semibold text-red-800">Siden består ikke sitets kontrol og kan ikke udgives, før du har rettet:</p>
          <ul className="mt-1 list-disc pl-5 text-red-800">
            {checks.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          Siden består sitets kontrol (faktaark, ordliste, du-form, metatekster, alternative tekster, links
          {checks.measured ? " og sidens størrelse" : ""}).
        </p>
      )}
    </div>
  );
}
