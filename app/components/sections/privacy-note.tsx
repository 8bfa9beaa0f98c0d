import { Icon } from "../ui/icon.tsx";

/** The line beside every business form: what we do with the data, and where to read more. */
export function PrivacyNote({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p className={`flex gap-3 text-sm text-muted ${className}`}>
      <Icon name="shield-check" className="mt-0.5 h-4 w-4 flex-none text-brand-700" />
      <span>
        {text}{" "}
        <a href="/privatlivspolitik" className="font-semibold text-brand-700 underline">
          Læs privatlivspolitikken
        </a>
      </span>
    </p>
  );
}
