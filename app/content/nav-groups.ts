/**
 * The header's dropdowns and the footer's digital list. Job and digital entries come from their
 * own content files, so a new job page appears in the dropdown, the grid and the sitemap. Read on
 * the server only (root loader, route table): importing it in a component would put every job's
 * and service's copy into each page's JavaScript.
 */
import { digitalListings } from "./digital-listings.ts";
import { jobListings } from "./job-listings.ts";
import type { NavGroup } from "./navigation.ts";
import { brand, whyPath } from "./site.ts";

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

