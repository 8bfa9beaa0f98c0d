/**
 * Header, mobile menu and footer links (spec §2 shared layout) that do not depend on content files.
 * The dropdown groups, which list every job and digital service, are in nav-groups.ts: they reach
 * the header through the root loader, so the job and service copy never enters page JavaScript.
 */

export type NavLink = { href: string; label: string };
export type NavGroup = { id: string; label: string; links: readonly NavLink[] };

export const mainLinks: readonly NavLink[] = [
  { href: "/", label: "Forside" },
  { href: "/ydelser", label: "Ydelser" },
  { href: "/om-os", label: "Om os" },
  { href: "/blog", label: "Blog" },
  { href: "/kontakt", label: "Kontakt" },
];

export const contactButton: NavLink = { href: "/kontakt", label: "Kontakt os" };

export const footerQuickLinks: readonly NavLink[] = [
  { href: "/", label: "Forside" },
  { href: "/ydelser", label: "Ydelser" },
  { href: "/jobs/arbejd-hjemmefra", label: "Arbejd hjemmefra" },
  { href: "/samarbejdspartner", label: "Samarbejdspartner" },
  { href: "/priser", label: "Priser" },
  { href: "/om-os", label: "Om os" },
  { href: "/kontakt", label: "Kontakt" },
];

export const legalLinks: readonly NavLink[] = [
  { href: "/privatlivspolitik", label: "Privatlivspolitik" },
  { href: "/cookies", label: "Cookies" },
];
