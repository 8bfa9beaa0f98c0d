/**
 * Header, mobile menu and footer links (spec §2 shared layout). Job and digital entries come from
 * their own content modules so a new job page appears in the dropdown, the grid and the sitemap.
 */
import { digitalListings } from "./digital-listings.ts";
import { jobListings } from "./job-listings.ts";
import { brand, whyPath } from "./site.ts";

export type NavLink = { href: string; label: string };
export type NavGroup = { id: string; label: string; links: readonly NavLink[] };

export const mainLinks: readonly NavLink[] = [
  { href: "/", label: "Forside" },
  { href: "/ydelser", label: "Ydelser" },
  { href: "/om-os", label: "Om os" },
  { href: "/blog", label: "Blog" },
  { href: "/kontakt", label: "Kontakt" },
];

export const navGroups: readonly NavGroup[] = [
  {
    id: "digital",
    label: "Digital",
    links: digitalListings.map((page) => ({ href: page.path, label: page.navLabel })),
  },
  {
    id: "jobs",
    label: "Job søgere",
    links: [
      ...jobListings.map((job) => ({ href: job.path, label: job.navLabel })),
      { href: "/freelance-telemarketing", label: "Se alle stillinger" },
    ],
  },
  {
    id: "samarbejde",
    label: "Samarbejde",
    links: [
      { href: "/samarbejdspartner", label: "Bliv samarbejdspartner" },
      { href: "/priser", label: "Priser" },
      { href: whyPath, label: `Hvorfor ${brand.name}` },
    ],
  },
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
