import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";

type Variant = "primary" | "secondary" | "ghost" | "light";

const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  secondary: "bg-white text-navy-900 ring-1 ring-inset ring-line hover:bg-paper",
  ghost: "text-brand-700 hover:bg-brand-50",
  light: "bg-accent-400 text-navy-900 hover:bg-accent-500",
};

export function buttonClass(variant: Variant = "primary", extra = ""): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;
}

/** A link styled as a button. In-page anchors ("#apply") render a plain <a>. */
export function ButtonLink({
  to,
  variant = "primary",
  children,
  className = "",
  ...rest
}: { to: string; variant?: Variant; children: ReactNode; className?: string } & Omit<ComponentProps<"a">, "href">) {
  if (to.startsWith("#") || /^(mailto|tel|https?):/.test(to)) {
    return (
      <a href={to} className={buttonClass(variant, className)} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={buttonClass(variant, className)} {...rest}>
      {children}
    </Link>
  );
}
