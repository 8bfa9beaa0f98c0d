/**
 * The fields of one photo or logo upload in the admin (app/routes/admin/indhold-personer.tsx,
 * indhold-cases.tsx): the file, its alternative text, the refusal beside them, publish and remove.
 * The form around it (multipart, the CSRF token, whose image it is) is the page's.
 */
export function ImageUploadFields({
  idPrefix,
  file,
  alt,
  problem,
  submitLabel,
  removeLabel,
}: {
  idPrefix: string;
  file: { name: string; label: string; accept: string };
  alt: { defaultValue: string; placeholder: string };
  /** The refusal of this form's last post, and the field it names. */
  problem?: { field?: string; error: string };
  submitLabel: string;
  /** Shown when there is an image to remove. */
  removeLabel?: string;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const describedBy = (field: string) => (problem?.field === field ? id("fejl") : undefined);
  return (
    <>
      <div>
        <label htmlFor={id(file.name)} className="block font-semibold text-navy-900">
          {file.label}
        </label>
        <input
          id={id(file.name)}
          name={file.name}
          type="file"
          accept={file.accept}
          aria-invalid={problem?.field === file.name ? true : undefined}
          aria-describedby={describedBy(file.name)}
          className="mt-1 block w-full text-sm"
        />
      </div>
      <div>
        <label htmlFor={id("alt")} className="block font-semibold text-navy-900">
          Alternativ tekst
        </label>
        <input
          id={id("alt")}
          name="alt"
          maxLength={200}
          defaultValue={alt.defaultValue}
          placeholder={alt.placeholder}
          aria-invalid={problem?.field === "alt" ? true : undefined}
          aria-describedby={describedBy("alt")}
          className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
        />
      </div>
      {problem && (
        <p id={id("fejl")} className="text-sm font-medium text-red-800">
          {problem.error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {submitLabel}
        </button>
        {removeLabel && (
          <button type="submit" name="intent" value="fjern" className="min-h-11 rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-line">
            {removeLabel}
          </button>
        )}
      </div>
    </>
  );
}
