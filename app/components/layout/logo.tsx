import { brand } from "../../content/site.ts";

/** The brand mark: a speech bubble with a rising line, drawn inline so it costs no request. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg aria-hidden="true" width="36" height="36" viewBox="0 0 36 36" className="flex-none">
        <rect width="36" height="36" rx="10" fill="#1d4ed8" />
        <path d="M9 24.5V11a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H13.5z" fill="#fff" />
        <path d="M12.5 18.5l3.5-3.5 2.5 2.5 4.5-4.5" fill="none" stroke="#f59e0b" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={`font-brand text-xl font-extrabold tracking-tight ${tone === "dark" ? "text-navy-900" : "text-white"}`}>{brand.name}</span>
    </span>
  );
}
