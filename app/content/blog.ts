/**
 * Copy for the blog pages (/blog and /blog/{slug}): meta, hero, sidebar, calls to action and the
 * author bios. The articles themselves are Markdown in content/blog (see ./blog.server.ts).
 * Claims and constants come from ./site.
 */
import { brand, claims, newsletterRhythm } from "./site.ts";
import type { PageMeta } from "./types.ts";

type Cta = { label: string; to: string };

export const listMeta: PageMeta = {
  title: "Blog om telemarketing, mødebooking og B2B-salg",
  description: `Praktiske artikler om telemarketing, mødebooking, B2B-salg, outsourcing og freelancearbejde i telefonen – skrevet af ${brand.name}s teamledere og rekrutteringsfolk.`,
  canonicalPath: "/blog",
  keywords: ["telemarketing blog", "mødebooking", "B2B salg", "outsourcing af salg", "kold kanvas", "freelance telefonsælger", "salgstips"],
};

export const hero = {
  eyebrow: "Bloggen",
  title: "Viden fra folk, der ringer hver dag",
  lead: `Konkrete råd om kold kanvas, mødebooking, opfølgning og outsourcing – skrevet af dem, der leder vores kampagner og træner vores sælgere. Ingen fine ord – kun det, der virker i telefonen.`,
};

export const listing = {
  featuredTitle: "Udvalgt artikel",
  gridTitle: "Alle artikler",
  searchTitle: "Søgeresultater",
  /** followed by the category, e.g. "Artikler om salg" */
  categoryTitle: "Artikler om",
  filterLabel: "Filtrér efter kategori",
  searchLabel: "Søg i artikler",
  searchPlaceholder: "Fx indvendinger, KPI eller CVR",
  searchButton: "Søg",
  empty: "Ingen artikler matcher dine søgekriterier.",
  emptyHint: "Prøv et andet ord eller en anden kategori – eller se alle artikler.",
  reset: "Nulstil filtre",
  paginationLabel: "Sider i artikellisten",
  previous: "Forrige",
  next: "Næste",
};

export const sidebar = {
  recentTitle: "Seneste artikler",
  categoriesTitle: "Kategorier",
  newsletterTitle: "Få nye artikler i indbakken",
  newsletterText: `Nye artikler om salg og mødebooking i én e-mail, ${newsletterRhythm}. Du kan altid afmelde dig igen.`,
  rssLabel: "Følg bloggen via RSS",
  cta: {
    title: "Skal vi fylde jeres kalender?",
    get text() {
      return `Vi booker kvalificerede møder med de beslutningstagere, I gerne vil tale med. ${claims.responseTime.text[0]!.toUpperCase()}${claims.responseTime.text.slice(1)}.`;
    },
    action: { label: "Book et møde", to: "/book-et-moede" } satisfies Cta,
  },
  /** Under an article to a seller or freelancer (front matter »address: du«). */
  sellerCta: {
    title: "Vil du ringe for os?",
    text: "Freelance telefonsalg og mødebooking hjemmefra med fast timebetaling plus bonus, oplæring og en fast teamleder.",
    action: { label: "Se ledige stillinger", to: "/freelance-telemarketing" } satisfies Cta,
  },
};

export const ctaBand = {
  title: "Fra læsning til flere møder",
  text: `Et hold, der gør det, artiklerne handler om, for jeres virksomhed – ${claims.startTime.text}. Eller et freelancejob som telefonsælger hjemmefra.`,
  actions: [
    { label: "Kontakt os", to: "/kontakt" },
    { label: "Bliv freelance telefonsælger", to: "/freelance-telemarketing" },
  ] satisfies Cta[],
};

export const article = {
  backLabel: "Tilbage til bloggen",
  tagsLabel: "Emner",
  shareTitle: "Del artiklen",
  authorBoxTitle: "Om skribenten",
  relatedTitle: "Læs også",
  loading: "Indlæser artikel...",
};

/** Short bios for the author box, by author name as written in the front matter. */
export const authorBios: Readonly<Record<string, string>> = {
  "Mette Lindholm":
    "Mette har ledt telemarketingkampagner for danske B2B-virksomheder i over ti år og står for samtaleguides, træning og kvalitetssikring af vores sælgere.",
  "Anders Bech":
    "Anders leder vores mødebookere og bygger de processer for kvalificering og bekræftelse, der sørger for, at bookede møder også bliver til afholdte møder.",
  "Jonas Friis": "Jonas arbejder med salgsstrategi og outsourcing og hjælper kunder med at vælge mellem egne sælgere, et eksternt team eller en kombination.",
  "Sofie Kragh":
    "Sofie rekrutterer og onboarder vores freelancere og kender hverdagen som telefonsælger hjemmefra – fra headset og rutiner til skat og fakturering.",
};

export const fallbackBio = `Skribenten arbejder hos ${brand.name} med telemarketing, mødebooking og B2B-salg.`;
