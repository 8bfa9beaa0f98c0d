/**
 * Content of the about page (/om-os). Company facts and claims come from ./site.
 */
import { foundedYear, trackRecord } from "./company.ts";
import { brand, claims, industries as siteIndustries, offices, responsePromise, type Office } from "./site.ts";
import type { Feature, PageMeta } from "./types.ts";

/** Same shape as HeroAction in components/sections/hero.tsx: a link button. */
type Cta = { label: string; to: string };
type IndustryId = (typeof siteIndustries)[number]["id"];

const lc = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

function office(id: Office["id"]): Office {
  const found = offices().find((o) => o.id === id);
  if (!found) throw new Error(`Office "${id}" is missing from site.ts`);
  return found;
}

export const meta: PageMeta = {
  title: "Om os – telemarketing fra Danmark og Spanien",
  get description() {
    return `Mød ${brand.name}: ${claims.employees.text} i ${office("dk").city} og ${office("es").city}, der hjælper danske B2B-virksomheder med telemarketing, mødebooking og digitale løsninger.`;
  },
  canonicalPath: "/om-os",
  keywords: [`om ${brand.name}`, "telemarketingbureau", "call center Spanien", "B2B salg Danmark", "mødebooking bureau", "outsourcet salg"],
};

export const hero: { eyebrow: string; title: string; lead: string } = {
  eyebrow: "Om os",
  title: "Salgsfolk med telefonen som værktøj og resultater som målestok",
  lead: `${brand.name} er et B2B-salgsbureau med rødder i dansk telemarketing. Vi hjælper virksomheder med at få flere og bedre samtaler med deres kunder – og vi bliver målt på, hvad de samtaler fører til.`,
};

/** The story's paragraphs: a function, since the second names the offices of the current fact sheet. */
export const story = (): readonly string[] => {
  const dk = office("dk");
  const es = office("es");
  return [
    `${brand.name} blev grundlagt i ${foundedYear} af folk, der selv havde solgt i telefonen siden 1990'erne – i dag har vi ${claims.yearsOfExperience.text} med telemarketing og B2B-salg. Vi har selv siddet med headsettet på, kæmpet os forbi omstillingen og lært, hvad der skal til for at få en travl direktør til at sige ja til et møde. Den erfaring er fundamentet for alt, hvad vi laver i dag: Godt telefonsalg er et håndværk, og det kan læres, måles og forbedres.`,
    `Vores danske kontor ligger på ${dk.street} i ${dk.city}. Her foregår ${lc(dk.description)} I ${es.city}, hvor vi åbnede i ${trackRecord.spainOfficeYear}, har vi ${lc(es.description)} Kombinationen giver os tæt kontakt til det danske marked og samtidig kapacitet til at skalere, når vores kunder har brug for det.`,
    `Vores telefonkampagner har kørt for alt fra ejerledede rådgivningshuse til store industrivirksomheder og hurtigtvoksende softwareselskaber. Fælles for dem er, at de har et godt produkt og brug for flere af de rigtige samtaler. Vores opgave er at finde beslutningstagerne, skabe interessen og aflevere møder, der er forberedt og kvalificeret.`,
    `I takt med at salget er blevet mere digitalt, har vi siden ${trackRecord.digitalSinceYear} også bygget hjemmesider og AI-løsninger. Det betyder, at vi kan hjælpe hele vejen fra den første kontakt på jeres hjemmeside til den samtale, der ender med en underskrift. Men kernen er den samme som altid: dygtige mennesker, der ringer til de rigtige og gør det ordentligt.`,
  ];
};

export const facts: readonly { value: string; label: string }[] = [
  {
    get value() {
      return claims.employees.value;
    },
    label: "Medarbejdere",
  },
  {
    get value() {
      return claims.customers.value;
    },
    label: "Kunder",
  },
  { value: String(foundedYear), label: "Grundlagt" },
];

export const values: readonly Feature[] = [
  {
    icon: "heart-handshake",
    title: "Kundefokus",
    description:
      "Vi repræsenterer jeres navn i hver eneste samtale. Derfor lærer vi jeres forretning at kende i dybden og behandler jeres kunder, som I selv ville gøre det.",
  },
  {
    icon: "badge-check",
    title: "Kvalitet",
    description:
      "Vi lytter med på samtaler, giver sælgerne løbende feedback og skærper samtaleguiderne hver uge. Et møde skal være værd at tage ud til – ellers tæller det ikke.",
  },
  {
    icon: "trending-up",
    title: "Resultater",
    description:
      "Vi bliver målt på møder, leads og omsætning – ikke på antal opkald. Derfor står prisen pr. booket møde i rapporten, og derfor siger vi det højt, når et segment ikke giver møder.",
  },
];

/**
 * /om-os says who we call in each industry and who at our place stands behind it; the home page
 * says which companies and one result, /ydelser one case per industry in full, with what else we do there.
 */
const specialtyCopy: Record<IndustryId, Omit<Feature, "title">> = {
  it: {
    icon: "cpu",
    description: "Vi ringer til IT-chefer, CTO'er og indkøbere. Når et spørgsmål er for teknisk til samtaleguiden, svarer vores eget web- og AI-hold.",
  },
  consulting: {
    icon: "briefcase",
    description:
      "Vi ringer til partnere og ejere af revisions-, HR- og advokathuse. Vores kampagnechef skriver samtaleguiden sammen med kundens egne rådgivere.",
  },
  industry: {
    icon: "factory",
    description:
      "Vi ringer til produktionsledere, tekniske chefer og indkøbere. Samtaleguiden skrives med kundens teknikere, så sælgeren kan tale om linjen – ikke kun om prisen.",
  },
  energy: {
    icon: "leaf",
    description:
      "Vi ringer til ejendomsdirektører, driftschefer og landmænd. Sælgerne lærer elpriser, egetforbrug og tilbagebetalingstid, før de tager det første opkald.",
  },
};

/** The four industries of site.industries, in the same order. */
export const specialties: readonly Feature[] = siteIndustries.map((industry) => ({
  // A soft hyphen where the four narrow cards at 1024 px would break the word (not in llms.txt, which reads site.ts).
  title: industry.name.replace("konsulentydelser", "konsulent\u00adydelser"),
  ...specialtyCopy[industry.id],
}));

/** Closing band; same props as CtaBand in components/sections/cta-band.tsx. */
export const cta: { title: string; text: string; actions: readonly Cta[] } = {
  title: "Lad os tage en snak",
  get text() {
    return `Vil I høre, hvordan vi kan hjælpe jeres salg? Vi svarer ${responsePromise.short}.`;
  },
  actions: [{ label: "Kontakt os", to: "/kontakt" }],
};

/** Headings of the page's sections, in the order they appear. */
export const sections = {
  story: { eyebrow: "Vores historie", title: `Hvem er ${brand.name}?` },
  facts: { title: `${brand.name} i tal` },
  values: { eyebrow: "Værdier", title: "Tre værdier, vi bliver målt på" },
  specialties: {
    eyebrow: "Specialer",
    title: "Fire brancher, vi kender indefra",
    lead: "Hvem vi ringer til i hver branche, og hvem hos os der står bag. Cases og specialer pr. branche står under Ydelser.",
  },
} as const;
