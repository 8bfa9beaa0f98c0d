import type { ReactNode } from "react";
import { Icon } from "../ui/icon.tsx";

/**
 * Content folded behind a native disclosure on a phone only (issue 38: no page over eight phone
 * screens): closed below 640 px with `summary` as its button, always open from 640 px with the
 * summary hidden (app.css `.fold-phone`), so a wide screen sees the section as before. Works
 * without JavaScript; the headings inside stay in the document.
 */
export function PhoneFold({
  summary,
  children,
  tone = "light",
  className = "",
}: {
  summary: string;
  children: ReactNode;
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <details className={`fold-phone group ${className}`}>
      <summary
        className={`flex min-h-11 cursor-pointer items-center justify-between gap-4 font-semibold ${tone === "dark" ? "text-accent-400 hover:text-white" : "text-brand-700 hover:text-brand-800"}`}
      >
        {summary}
        <Icon name="chevron-down" className="h-5 w-5 flex-none transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
