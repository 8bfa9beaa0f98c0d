import type { JobFile } from "../job-schema.ts";
import { sixRequirements } from "../jobs-shared.ts";

export default {
  slug: "web-bureau",
  /** Place in the "Job søgere" menu, the job grids and the sitemap. */
  order: 2,
  title: "Mødebooker for webbureau",
  navLabel: "Webbureau",
  description: "Book møder for et webbureau, der laver hjemmesider, SEO og annoncering til små og mellemstore virksomheder.",
  icon: "globe",
  color: "violet",
  meta: {
    title: "Job som mødebooker for webbureau",
    description:
      "Bliv mødebooker for et webbureau: Ring til virksomheder om hjemmeside, SEO og annoncering, og book møder hjemmefra. Fast timebetaling plus bonus pr. møde.",
    canonicalPath: "/jobs/web-bureau",
    keywords: ["mødebooker job", "webbureau", "SEO mødebooking", "digital markedsføring job", "freelance mødebooker", "mødebooking hjemmefra"],
  },
  hero: {
    eyebrow: "Mødebooking · webbureau",
    title: "Book møder om hjemmesider, SEO og annoncering",
    lead: "Du ringer til virksomheder, hvis hjemmeside ikke arbejder for dem, og booker et kort møde med en digital rådgiver, der viser, hvad der kan gøres bedre.",
  },
  illustration: {
    src: "/images/illustrations/job-web-bureau.svg",
    alt: "Illustration af en skitse til en hjemmeside på en skærm og en kalender med et booket møde",
  },
  intro: [
    "Mange små og mellemstore virksomheder har en hjemmeside, der blev lavet for mange år siden og har stået stille lige siden. Den er langsom på mobilen, den dukker ikke op på Google, når kunderne søger lokalt, og kontaktformularen giver sjældent henvendelser. Her kan vores kunde – et dansk webbureau – hjælpe med ny hjemmeside, søgemaskineoptimering og annoncering på Google og sociale medier.",
    "Din opgave er ikke at sælge en hjemmeside over telefonen. Du kigger kort på virksomhedens nuværende side, før du ringer, så du kan åbne med en konkret iagttagelse – fx at telefonnummeret er svært at finde på mobilen, eller at firmaet ikke kommer frem, når man søger på fag og by. Derefter booker du et online møde på en halv time med skærmdeling, hvor en rådgiver gennemgår en gratis analyse.",
    "Du taler typisk med ejere af håndværksvirksomheder, klinikker, webshops og lokale servicevirksomheder og i lidt større firmaer med den marketingansvarlige. De hyppigste indvendinger er »vi har allerede en, der passer siden«, »vi får vores kunder via anbefalinger« og »vi har prøvet SEO, og det virkede ikke«. Til hver af dem får du et ærligt svar, som du kan bruge med god samvittighed.",
  ],
  benefits: [
    {
      icon: "search",
      title: "Du ringer med en pointe",
      description: "Fordi du har set virksomhedens hjemmeside på forhånd, starter samtalen med noget konkret i stedet for en standardåbning.",
    },
    {
      icon: "mouse-pointer-click",
      title: "Lær digital markedsføring",
      description: "Du får en enkel gennemgang af SEO, Google-annoncer og konverteringer, så du kan tale med om det, kunden selv oplever.",
    },
    {
      icon: "calendar-check",
      title: "Møder, der er lette at sige ja til",
      description: "En halv time online med en gratis analyse er en lav tærskel for en travl virksomhedsejer, der alligevel undrer sig over sin hjemmeside.",
    },
    {
      icon: "handshake",
      title: "Tæt på rådgiverne",
      description: "Rådgiverne fortæller dig, hvordan møderne gik, så du hurtigt lærer, hvilke virksomheder der er de bedste emner.",
    },
  ],
  tasks: [
    "Tjekke virksomhedens hjemmeside og synlighed på Google, før du ringer",
    "Ringe til ejere og marketingansvarlige i små og mellemstore virksomheder",
    "Afdække, hvor kunderne kommer fra i dag, og hvad hjemmesiden skal kunne",
    "Booke online møder med skærmdeling direkte i rådgivernes kalendere",
    "Sende mødebekræftelse med dagsorden og link til mødet",
    "Følge op på aflyste møder og på virksomheder, der bad dig ringe igen senere",
  ],
  requirements: [
    ...sixRequirements,
    "Interesse for hjemmesider, Google og sociale medier",
    "Evne til at forklare tekniske begreber med enkle ord",
    "Et skarpt øje for, hvad der virker og ikke virker på en hjemmeside",
  ],
  offers: [
    "En tjekliste, så du kan vurdere en hjemmeside på et par minutter",
    "Samtaleguide med svar på de typiske indvendinger fra virksomhedsejere",
    "Adgang til rådgivernes onlinekalendere, så kunden selv vælger tidspunktet",
  ],
  pay: "Du får en fast timebetaling for dine timer i telefonen og en bonus for hvert kvalificeret møde, der bliver gennemført med en rådgiver. Et møde tæller, når beslutningstageren deltager, og virksomheden passer til bureauets målgruppe – kriterierne gennemgår vi med dig, før du starter. Bliver mødet til et underskrevet projekt, udløser det en ekstra bonus.",
  bonus: "meeting",
  /** What happens after you apply, for this campaign (the shared steps are on /freelance-telemarketing). */
  applySteps: [
    {
      title: "Samtale om digital markedsføring",
      description: "Du behøver ikke kunne kode, men du skal kunne tale om hjemmesider, SEO og annoncer uden at gå i stå. Det taler vi om i samtalen.",
    },
    {
      title: "Oplæring i bureauets ydelser",
      description: "Du lærer at se på en virksomheds hjemmeside før opkaldet og finde det, der kan blive bedre, så samtalen starter med noget konkret.",
    },
    { title: "Dine første møder", description: "Du booker møder med bureauets rådgivere og får feedback på hvert møde, du har booket." },
  ],
  testimonials: [
    {
      quote:
        "Det gør en kæmpe forskel at kunne sige: Jeg kiggede lige på jeres hjemmeside, og jeg kunne ikke finde jeres telefonnummer på mobilen. Så lytter folk, fordi det handler om deres egen forretning.",
      name: "Sofie Lindberg",
      title: "Freelance mødebooker siden 2024",
    },
    {
      quote:
        "Jeg vidste intet om SEO, da jeg startede. Nu kan jeg på et halvt minut forklare en tømrer, hvorfor han ikke dukker op, når nogen søger efter en tømrer i hans by – og det er præcis den forklaring, der giver møderne.",
      name: "Mads Holm",
      title: "Freelance mødebooker siden 2023",
    },
  ],
  faq: [
    {
      question: "Skal jeg selv kunne lave hjemmesider eller SEO?",
      answer:
        "Nej. Du skal forstå det grundlæggende godt nok til at føre en samtale, og det lærer du i oplæringen. Selve analysen og rådgivningen står bureauets konsulenter for.",
    },
    {
      question: "Hvem ringer jeg til?",
      answer:
        "Primært ejere af virksomheder med op til omkring 50 ansatte: håndværkere, klinikker, webshops, revisorer og lokale servicevirksomheder. I større virksomheder taler du med den marketingansvarlige.",
    },
    {
      question: "Hvor lange er de møder, jeg booker?",
      answer:
        "Typisk 30 minutter online med skærmdeling. Nogle rådgivere tager også fysiske møder i deres eget område – det kan du se i kalenderen, når du booker.",
    },
    {
      question: "Hvad gør jeg, hvis kunden allerede har et bureau?",
      answer:
        "Så spørger du ind til, om de er tilfredse med resultaterne. Mange er glade for en uafhængig vurdering af deres side. Er de tilfredse, noterer du det og går videre – vi presser ikke nogen.",
    },
  ],
  jobPosting: {
    datePosted: "2026-09-08",
    validThrough: "2027-02-28",
    description:
      "Freelance mødebooker til et dansk webbureau. Du ringer hjemmefra til ejere og marketingansvarlige i små og mellemstore virksomheder, kigger på deres hjemmeside og synlighed på Google før opkaldet og booker online møder, hvor en digital rådgiver gennemgår en gratis analyse af hjemmeside, SEO og annoncering. Du får oplæring i digital markedsføring, samtaleguide og tilbagemelding fra rådgiverne. Fast timebetaling plus bonus pr. kvalificeret møde.",
  },
} satisfies JobFile;
