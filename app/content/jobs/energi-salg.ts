import type { JobFile } from "../job-schema.ts";
import { sixRequirements } from "../jobs-shared.ts";

export default {
  slug: "energi-salg",
  /** Place in the "Job søgere" menu, the job grids and the sitemap. */
  order: 4,
  title: "Telefonsælger – erhvervsel",
  navLabel: "Energisalg",
  description: "Sælg elaftaler med fastpris, variabel pris eller en blanding til små og mellemstore virksomheder.",
  icon: "zap",
  color: "sky",
  meta: {
    title: "Job som telefonsælger inden for erhvervsel",
    description:
      "Telefonsalg af elaftaler til virksomheder hjemmefra: Forklar fastpris og variabel pris, og luk aftalen på telefonen. Fast timebetaling og bonus pr. aftale.",
    canonicalPath: "/jobs/energi-salg",
    keywords: ["telefonsælger el", "energisalg job", "elaftaler erhverv", "salgsjob hjemmefra", "freelance telefonsalg", "telefonsalg energi"],
  },
  hero: {
    eyebrow: "Telefonsalg · erhvervsel",
    title: "Sælg elaftaler, der giver virksomheder ro i maven",
    lead: "Du ringer til ejere og økonomiansvarlige i mindre virksomheder, sammenligner deres nuværende elaftale med et konkret tilbud og lukker aftalen direkte på telefonen.",
  },
  illustration: { src: "/images/illustrations/job-energi-salg.svg", alt: "Illustration af en graf med en svingende og en fast elpris, et lyn og en elmåler" },
  intro: [
    "For en bager, et autoværksted eller en frisørsalon er elregningen en af de største faste udgifter – og en af de sværeste at gennemskue. Mange har en aftale, de aldrig har fået kigget efter, med et fast månedligt abonnement, tillæg pr. kilowatttime og en prismodel, de ikke helt kan forklare. Vores kunde er et elselskab, der tilbyder erhvervskunder enkle aftaler med fastpris, variabel timepris eller en kombination.",
    "Du ringer til ejere, bogholdere og økonomiansvarlige, spørger ind til forbrug og nuværende aftale og forklarer forskellen på de prismodeller, der passer til virksomheden. Siger kunden ja, sender du aftalen til digital underskrift, mens I stadig taler sammen, og elselskabet står for selve leverandørskiftet. Kunden skal ikke gøre andet end at skrive under.",
    "De mest almindelige indvendinger er »vi er bundet af en aftale«, »vi har lige fået et tilbud fra vores nuværende selskab« og »det er for bøvlet at skifte«. Du lærer at finde ud af, hvornår bindingen udløber, og at aftale en opfølgning i stedet for at presse – en aftale, kunden fortryder, er ikke en god aftale for nogen.",
  ],
  benefits: [
    {
      icon: "zap",
      title: "Et produkt, alle virksomheder bruger",
      description: "Alle har en elregning, så behovet er aldrig til diskussion. Spørgsmålet er kun, om deres nuværende aftale er den rigtige.",
    },
    {
      icon: "badge-check",
      title: "Du lukker aftalen selv",
      description: "Du fører samtalen hele vejen fra første goddag til digital underskrift – og ser resultatet af din indsats med det samme.",
    },
    {
      icon: "chart-line",
      title: "Lær elmarkedet at kende",
      description: "Du får styr på timepriser, fastpriser, tillæg og abonnementer og bliver den, der kan forklare det, så kunden forstår det.",
    },
    {
      icon: "user-check",
      title: "Du taler med den, der betaler",
      description: "I mindre virksomheder er det ejeren, der betaler elregningen og selv kan sige ja – ingen indkøbsafdeling, intet udvalg.",
    },
  ],
  tasks: [
    "Ringe til små og mellemstore virksomheder inden for butik, håndværk, restauration og service",
    "Afdække nuværende elleverandør, prismodel, forbrug og eventuel binding",
    "Forklare forskellen på fastpris, variabel pris og blandede aftaler",
    "Sende aftalen til digital underskrift under samtalen",
    "Indtaste CVR-nummer, adresse og forbrugsoplysninger korrekt i systemet",
    "Planlægge opfølgning hos virksomheder, hvis binding snart udløber",
  ],
  requirements: [
    ...sixRequirements,
    "Sans for tal og lyst til at forklare priser enkelt",
    "Omhyggelighed, når du indtaster kundeoplysninger",
    "Tålmodighed med kunder, der er blevet brændt af energisælgere før",
  ],
  offers: [
    "Et sammenligningsark, der gør det let at vise forskellen på to aftaler",
    "Samtaleguide, der er godkendt af elselskabet",
    "Digital underskrift, som du kan sende, mens kunden er i røret",
    "Ugentlig gennemgang af dine resultater med en teamleder",
  ],
  pay: "Jobbet kombinerer en fast timebetaling for dine timer i telefonen med en bonus for hver elaftale, som kunden skriver under på, og som elselskabet godkender. Bonussen afhænger af aftaletypen og virksomhedens forventede forbrug, så en aftale med et stort værksted vægter mere end en aftale med et lille kontor. Du kan løbende følge dine godkendte aftaler.",
  bonus: "deal",
  /** What happens after you apply, for this campaign (the shared steps are on /freelance-telemarketing). */
  applySteps: [
    { title: "Samtale og lyttetest", description: "Vi taler om din salgserfaring og hører, hvordan du lyder, når du skal lukke en aftale i telefonen." },
    {
      title: "Oplæring i elaftaler",
      description: "Du lærer forskellen på fast og variabel pris, og hvordan du læser en elregning, så du kan sammenligne med kundens nuværende aftale.",
    },
    {
      title: "Dine første aftaler",
      description: "Du ringer til mindre virksomheder med din teamleder på medlyt, og hver underskrevet aftale giver bonus fra første dag.",
    },
  ],
  testimonials: [
    {
      quote:
        "Mange virksomhedsejere aner ikke, hvad de betaler i abonnement og tillæg. Når jeg går regningen igennem med dem linje for linje, ser de mig ikke som sælger, men som en, der hjælper.",
      name: "Henrik Dahl",
      title: "Freelance telefonsælger siden 2022",
    },
    {
      quote:
        "Jeg kan godt lide, at jeg selv lukker aftalen. Der er noget tilfredsstillende ved at sende underskriftslinket og høre kunden sige: Så er den på plads.",
      name: "Amalie Krogh",
      title: "Freelance telefonsælger siden 2025",
    },
  ],
  faq: [
    {
      question: "Skal kunden selv opsige sin gamle elaftale?",
      answer:
        "Nej. Elselskabet klarer leverandørskiftet, når aftalen er underskrevet. Har kunden en binding, bliver skiftet planlagt til den dag, bindingen udløber.",
    },
    {
      question: "Ringer jeg også til private husstande?",
      answer: "Nej. Kampagnen er udelukkende rettet mod virksomheder, og du ringer i deres åbningstid.",
    },
    {
      question: "Hvad hvis kunden vil tænke over det?",
      answer:
        "Så aftaler du et konkret tidspunkt for et nyt opkald og sender et overblik over tilbuddet på e-mail. Vi presser ikke kunder til en beslutning i første samtale.",
    },
    {
      question: "Hvordan lærer jeg prismodellerne?",
      answer:
        "I oplæringen gennemgår vi fastpris, variabel pris og blandede modeller med rigtige eksempler på elregninger. Du får også et opslagsark, du kan have ved siden af dig under samtalerne.",
    },
  ],
  jobPosting: {
    datePosted: "2026-09-22",
    validThrough: "2027-03-31",
    description:
      "Freelance telefonsælger til et elselskab med fokus på erhvervskunder. Du ringer hjemmefra til ejere, bogholdere og økonomiansvarlige i små og mellemstore virksomheder, gennemgår deres nuværende elaftale, forklarer fastpris, variabel pris og blandede modeller og sender aftalen til digital underskrift under samtalen. Elselskabet står for leverandørskiftet. Du får oplæring i elmarkedet. Fast timebetaling plus bonus pr. godkendt aftale.",
  },
} satisfies JobFile;
