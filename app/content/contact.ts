/**
 * Content of the contact page (/kontakt). Contact details, claims and constants come from ./site.
 */
import {
  brand,
  contact,
  formatKr,
  freelanceHours,
  freelancerRequirements,
  freelancerRequirementsText,
  offices,
  openingHoursInText,
  packageIncludes,
  prices,
  responsePromise,
  sellers,
} from "./site.ts";
import { bookingCta } from "./booking.ts";
import { privacyNote } from "./privacy-note.ts";
import type { FaqItem, PageMeta } from "./types.ts";

/** Same shape as HeroAction in components/sections/hero.tsx: a link button. */
type Cta = { label: string; to: string };

/** "Vesterbrogade 42, 2. sal, 1620 København V": the Danish office of the current fact sheet. */
function danishOfficeAddress(): string {
  const office = offices().find((candidate) => candidate.countryCode === "DK");
  return office ? `${office.street}, ${office.postalCode} ${office.city}` : "vores kontor i Danmark";
}

const requirementsText = freelancerRequirementsText;

export const meta: PageMeta = {
  title: "Kontakt os – få et tilbud på outsourcet salg",
  get description() {
    return `Kontakt ${brand.name} om telemarketing, mødebooking eller freelancejob. Ring, skriv eller udfyld formularen – vi svarer ${responsePromise.short}.`;
  },
  canonicalPath: "/kontakt",
  keywords: [`kontakt ${brand.name}`, "tilbud på telemarketing", "mødebooking tilbud", "outsourcet salg", "freelance telemarketing job"],
};

export const hero: { eyebrow: string; title: string; lead: string; actions: readonly Cta[] } = {
  eyebrow: "Kontakt",
  title: "Lad os tage en snak om jeres salg",
  get lead() {
    return `Vil I have flere kvalificerede møder i kalenderen? Ring på ${contact.phoneInText}, skriv til ${contact.email} eller brug formularen – vi svarer ${responsePromise.short}. Søger du arbejde som freelancer, søger du på selve stillingen under freelance telemarketing.`;
  },
  actions: [{ label: "Skriv til os", to: "#contact-form" }, bookingCta],
};

export const formIntro: { title: string; text: string; privacyNote?: string } = {
  title: "Send os en besked",
  get text() {
    return `Fortæl kort, hvem I er, og hvad I gerne vil opnå. Har du som freelancer et spørgsmål, før du søger, kan du også skrive her. Vi svarer ${responsePromise.short}.`;
  },
  /** One line under the submit button (./company.ts). */
  privacyNote,
};

export const companyFaq: readonly FaqItem[] = [
  {
    question: "Hvad sker der, når vi har sendt formularen?",
    get answer() {
      return `En af vores konsulenter kontakter jer ${responsePromise.short} og aftaler en kort, uforpligtende samtale. Her gennemgår vi jeres målgruppe, jeres salgsmål og det, I har prøvet indtil nu, og bagefter får I et konkret forslag ${responsePromise.offer}.`;
    },
  },
  {
    question: "Kan vi få et tilbud uden at binde os til noget?",
    get answer() {
      return `Ja. Tilbuddet er gratis og uforpligtende. Vores pakker starter ved ${formatKr(prices.starter.from)} ${prices.starter.unit} ekskl. moms, og I kan også vælge ${prices.payPerMeeting.label}, hvor I betaler pr. booket møde.`;
    },
    link: { href: "/priser", label: "Se priser og pakker" },
  },
  {
    question: "Hvordan foregår et samarbejde i praksis?",
    get answer() {
      return `Vi starter med at definere jeres ideelle kunde og et kvalificeret møde, skriver samtaleguiden og sætter CRM op. Derefter ringer vores sælgere. ${packageIncludes.text}`;
    },
    link: { href: "/samarbejdspartner", label: "Læs om at blive samarbejdspartner" },
  },
  {
    question: "Kan vi mødes med jer fysisk?",
    get answer() {
      return `Selvfølgelig. Vi holder gerne møde på vores kontor på ${danishOfficeAddress()} eller kommer ud til jer. Mange opstartsmøder foregår dog lige så godt online.`;
    },
  },
  {
    question: "Hvornår kan vi fange jer på telefonen?",
    get answer() {
      return `Vi sidder klar på ${contact.phoneInText} ${openingHoursInText()}. Uden for åbningstiden kan I skrive til ${contact.email}; en henvendelse fra fredag eftermiddag eller weekenden besvarer vi mandag.`;
    },
  },
];

export const freelancerFaq: readonly FaqItem[] = [
  {
    question: "Hvordan søger jeg som freelance telefonsælger eller mødebooker?",
    answer:
      "Læs om arbejdet og de kampagner, vi har lige nu, og send din ansøgning via siden om freelance telemarketing. Skriv gerne kort om din erfaring med salg og kundekontakt – et CV er ikke et krav.",
    link: { href: "/freelance-telemarketing", label: "Læs om freelance telemarketing" },
  },
  {
    question: "Hvad kræver det at arbejde hjemmefra for jer?",
    answer: `Det kræver ${requirementsText}. Resten – adgang til systemer, samtaleguider og træning – sørger vi for.`,
    link: { href: "/jobs/arbejd-hjemmefra", label: "Se jobbet som hjemmearbejdende sælger" },
  },
  {
    question: "Skal jeg have erfaring med telemarketing?",
    answer: sellers.noExperience,
  },
  {
    question: "Hvor mange timer skal jeg arbejde?",
    answer: `Vi forventer mindst ${freelancerRequirements.minHoursPerWeek} timer om ugen, så du kan komme ind i kampagnen og holde en god rytme. ${freelanceHours.short}`,
    link: { href: "/jobs/arbejd-hjemmefra", label: "Læs mere om at arbejde hjemmefra" },
  },
  {
    question: "Hvilke goder får jeg som freelancer?",
    answer:
      "Du får fast timebetaling plus bonus, faste kampagner, oplæring og løbende sparring med en teamleder – og du arbejder hjemmefra. Som freelancer er du ikke ansat, så du sparer selv op til ferie og pension; hvilke ekstra goder en kampagne giver, står på jobsiden.",
    link: { href: "/freelance-telemarketing", label: "Se alle fordele" },
  },
];
