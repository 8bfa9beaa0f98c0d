import type { JobFile } from "../job-schema.ts";
import { sixRequirements } from "../jobs-shared.ts";

export default {
  slug: "matte-service",
  /** Place in the "Job søgere" menu, the job grids and the sitemap. */
  order: 7,
  title: "Telefonsælger – måtteservice",
  navLabel: "Måtteservice",
  description: "Sælg måtteservice til butikker, klinikker og kontorer – rene måtter leveret og byttet efter fast plan.",
  icon: "footprints",
  color: "teal",
  meta: {
    title: "Telefonsælger job: måtteservice til erhverv",
    description:
      "Job som telefonsælger hjemmefra: Sælg måtteservice og logomåtter til butikker, kontorer og værksteder. Korte samtaler, fast timebetaling og bonus pr. aftale.",
    canonicalPath: "/jobs/matte-service",
    keywords: ["telefonsælger job", "måtteservice", "logomåtter", "salg til erhverv", "freelance telefonsalg", "job hjemmefra", "telefonsalg for begyndere"],
  },
  hero: {
    eyebrow: "Telefonsalg · måtteservice",
    title: "Sælg den service, kunderne går hen over hver dag",
    lead: "Du ringer til virksomheder med kundeindgange og sælger en måtteservice, hvor rene måtter bliver leveret og de snavsede hentet til vask efter en fast plan.",
  },
  illustration: {
    src: "/images/illustrations/job-matte-service.svg",
    alt: "Illustration af en butiksindgang med en ren måtte foran døren og en servicebil, der bytter måtterne",
  },
  intro: [
    "Det meste af det snavs, der ender på gulvet i en butik, en klinik eller et kontor, kommer ind under skoene. En god måtte ved indgangen fanger det meste – men kun, hvis den bliver skiftet, før den er mættet. Vores kunde leverer måtteservice til erhverv: Måtterne bliver hentet, vasket og byttet med rene efter en fast frekvens, fx hver uge eller hver fjortende dag, og kunden kan få måtter med sit eget logo.",
    "Du ringer til butiksejere, butikschefer, klinikejere, driftsansvarlige og rengøringsansvarlige. Samtalerne er korte og konkrete: Hvor mange indgange har I, hvor mange kunder går der ind og ud, og hvem tager sig af måtterne i dag? Ofte lukker du serviceaftalen direkte på telefonen, og hos større virksomheder booker du en opmåling, hvor en servicekonsulent kommer forbi.",
    "Indvendingerne lyder typisk »vi har en måtte fra byggemarkedet«, »rengøringen klarer det« og »det er for dyrt«. Du lærer at regne ud, hvad slidte gulve, ekstra rengøring og et glat indgangsparti koster – og du får god medvind i efteråret og vinteren, når regn, sne og vejsalt bliver båret ind i lokalerne.",
  ],
  benefits: [
    {
      icon: "footprints",
      title: "Let at forstå, let at forklare",
      description: "Alle kender til beskidte gulve i regnvejr. Du skal ikke forklare et kompliceret produkt, men stille de rigtige spørgsmål.",
    },
    {
      icon: "phone-call",
      title: "Mange samtaler, hurtige svar",
      description: "Opkaldene er korte, så du når mange samtaler om dagen og lærer hurtigt, hvad der virker.",
    },
    {
      icon: "store",
      title: "Alle brancher har en indgang",
      description: "Butikker, klinikker, frisører, værksteder, hoteller og kontorer – du møder hele erhvervslivet på én kampagne.",
    },
    {
      icon: "award",
      title: "Et godt sted at begynde",
      description: "Produktet er enkelt, og beslutningen bliver ofte truffet med det samme. Derfor er måtteservice et af de bedste steder at lære telefonsalg.",
    },
  ],
  tasks: [
    "Ringe til butikker, klinikker, kontorer, værksteder og hoteller",
    "Afdække antal indgange, kundetrafik og den nuværende løsning",
    "Anbefale måttestørrelser og skiftefrekvens ud fra kundens behov",
    "Indgå serviceaftaler på telefonen og sende bekræftelse på e-mail",
    "Booke opmåling hos større kunder, der ønsker logomåtter eller har flere indgange",
    "Opdatere kundekort og aftaler i CRM-systemet",
  ],
  requirements: [...sixRequirements, "Godt humør og energi til mange samtaler om dagen", "Lyst til selv at lukke aftaler"],
  offers: [
    "Kort og effektiv oplæring, så du hurtigt kommer i gang",
    "Prisark og oversigt over måttestørrelser, du kan bruge under samtalen",
    "Samtaleguide med svar på de mest almindelige indvendinger",
    "Sæsonkampagner i efterår og vinter, hvor behovet er tydeligst",
    "Sparring fra erfarne telefonsælgere på kampagnen",
  ],
  pay: "Du får en fast timebetaling for dine timer og en bonus for hver serviceaftale, du lukker på telefonen. Bonussen stiger med aftalens størrelse, så en kunde med flere indgange eller logomåtter giver mere end en enkelt standardmåtte. Booker du en opmåling hos en større kunde, får du også bonus, når opmålingen fører til en aftale.",
  bonus: "deal",
  /** What happens after you apply, for this campaign (the shared steps are on /freelance-telemarketing). */
  applySteps: [
    { title: "Kort samtale", description: "Vi taler om din erfaring med kundekontakt og mange korte samtaler om dagen." },
    { title: "Oplæring i måtteservice", description: "Du lærer måttetyper, skifteintervaller og prisen pr. måned, så du kan lave et tilbud i telefonen." },
    { title: "Dine første aftaler", description: "Du ringer til butikker, klinikker og værksteder med din teamleder på medlyt, og hver aftale giver bonus." },
  ],
  testimonials: [
    {
      quote:
        "Det var min første salgskampagne, og det var et godt sted at starte. Produktet er enkelt, samtalerne er korte, og man lærer hurtigt at høre forskel på et høfligt nej og et ›måske, hvis prisen er rigtig‹.",
      name: "Anders Lund",
      title: "Freelance telefonsælger siden 2024",
    },
    {
      quote: "Når jeg ringer til en frisør en regnvejrsdag i november og spørger, hvordan gulvet ser ud lige nu, er der ikke meget mere at forklare.",
      name: "Nanna Brix",
      title: "Freelance telefonsælger siden 2023",
    },
  ],
  faq: [
    {
      question: "Hvor ofte bliver måtterne skiftet?",
      answer:
        "Det aftales med den enkelte kunde. De fleste vælger skift hver uge eller hver anden uge, mens steder med få besøgende klarer sig med sjældnere skift. Du lærer at anbefale den rigtige frekvens.",
    },
    {
      question: "Kan jeg lukke aftalen selv?",
      answer:
        "Ja, hos de fleste mindre kunder. Større virksomheder med mange indgange eller ønske om logomåtter booker du til en opmåling med en servicekonsulent.",
    },
    {
      question: "Er jobbet noget for mig, hvis jeg aldrig har solgt før?",
      answer:
        "Ja. Måtteservice er en af vores mest overskuelige kampagner, og mange af vores dygtigste sælgere startede her, før de gik videre til kampagner med længere salgsforløb.",
    },
    {
      question: "Hvornår på året er der mest at lave?",
      answer:
        "Efterår og vinter giver den største medvind, fordi regn, sne og salt gør behovet tydeligt. Kampagnen kører dog hele året – forårets grus og sommerens sand er også argumenter.",
    },
  ],
  jobPosting: {
    datePosted: "2026-10-13",
    validThrough: "2027-02-28",
    description:
      "Freelance telefonsælger til en leverandør af måtteservice til erhverv. Du ringer hjemmefra til butikker, klinikker, kontorer, værksteder og hoteller, afdækker antal indgange og kundetrafik og sælger serviceaftaler, hvor måtterne bliver hentet, vasket og byttet efter en fast plan. Hos større kunder booker du opmåling til logomåtter. Kampagnen egner sig også til nye sælgere. Fast timebetaling plus bonus pr. underskrevet serviceaftale.",
  },
} satisfies JobFile;
