import type { JobFile } from "../job-schema.ts";
import { sixRequirements } from "../jobs-shared.ts";

export default {
  slug: "led-belysning",
  /** Place in the "Job søgere" menu, the job grids and the sitemap. */
  order: 3,
  title: "Mødebooker – LED-belysning",
  navLabel: "LED-belysning",
  description: "Ring til lagre, værksteder og butikker, og book gratis lysgennemgange med skift til energibesparende LED.",
  icon: "lightbulb",
  color: "amber",
  meta: {
    title: "Mødebooker job: LED-belysning til erhverv",
    description:
      "Job som mødebooker hjemmefra: Book lysgennemgange hos virksomheder, der vil skifte til LED og spare på elregningen. Fast timebetaling og bonus pr. møde.",
    canonicalPath: "/jobs/led-belysning",
    keywords: ["mødebooker job", "LED-belysning erhverv", "mødebooking LED", "energibesparelse virksomheder", "freelance mødebooker", "job hjemmefra"],
  },
  hero: {
    eyebrow: "Mødebooking · LED-belysning",
    title: "Hjælp virksomheder med at skifte gammelt lys ud med LED",
    lead: "Du ringer til virksomheder med store lokaler og lange driftstimer og booker en gratis lysgennemgang, hvor en lysrådgiver beregner, hvad et skift til LED kan spare.",
  },
  illustration: {
    src: "/images/illustrations/job-led-belysning.svg",
    alt: "Illustration af en lagerhal med reoler under lange LED-armaturer og en måler, der viser et lavere forbrug",
  },
  intro: [
    "Lagerhaller, produktionshaller, værksteder, butikker og parkeringskældre har ofte lyset tændt i mange timer hver dag – og mange steder hænger der stadig lysstofrør, halogenspots og gamle metalhalogenlamper under loftet. Vores kunde leverer LED-armaturer til erhverv, typisk kombineret med bevægelsessensorer og dagslysstyring, så lyset kun bruger strøm, når der er brug for det.",
    "Du taler med driftschefer, tekniske chefer, ejendomsansvarlige og ejere af mindre virksomheder. Målet med opkaldet er en lysgennemgang: En rådgiver kommer ud, tæller armaturer, måler lysniveauet og regner besparelse og tilbagebetalingstid ud. Mange kunder vælger en finansieringsløsning, hvor den månedlige ydelse bliver dækket af det, de sparer på elregningen.",
    "De typiske indvendinger er »vi har lige skiftet et par rør«, »vores elektriker tager sig af det« og »vi har ikke budget til det i år«. Du lærer at flytte samtalen fra pærer til driftsøkonomi: Gennemgangen er gratis, og beregningen viser sort på hvidt, om investeringen giver mening.",
  ],
  benefits: [
    {
      icon: "lightbulb",
      title: "Et produkt med synlig effekt",
      description: "Bedre lys og lavere elforbrug er let at forklare, og kunden kan se forskellen den første arbejdsdag efter skiftet.",
    },
    {
      icon: "calculator",
      title: "Tal, der taler for sig selv",
      description: "Du åbner med driftstimer og elforbrug i stedet for smarte vendinger, og rådgiverens beregning klarer resten.",
    },
    {
      icon: "factory",
      title: "Samtaler med praktikere",
      description: "Driftsfolk og tekniske chefer sætter pris på en direkte snak uden omsvøb. Her kommer du langt med ærlighed og gode spørgsmål.",
    },
    {
      icon: "map-pin",
      title: "Kunder i hele landet",
      description: "Lysrådgiverne dækker hele Danmark, så samme formiddag kan byde på et værksted i Thisted og en lagerhal i Køge.",
    },
  ],
  tasks: [
    "Ringe til virksomheder med lagre, produktion, værksteder og butikker",
    "Finde frem til den person, der har ansvaret for drift, bygninger eller energi",
    "Afdække lokalernes størrelse, driftstimer og nuværende lyskilder",
    "Booke lysgennemgange i lysrådgivernes kalendere ud fra geografi",
    "Registrere oplysninger om bygningen i CRM-systemet, så rådgiveren kommer forberedt",
    "Følge op på virksomheder, der vil vente til næste budgetår",
  ],
  requirements: [
    ...sixRequirements,
    "Lyst til at sætte dig ind i watt, driftstimer og elforbrug",
    "Ro til at tale med tekniske folk uden at lade dig slå ud af fagudtryk",
  ],
  offers: [
    "Oplæring i LED-teknologi, lysstyring og besparelsesberegninger",
    "Et overblik over de mest almindelige gamle lyskilder og deres LED-afløsere",
    "Samtaleguide målrettet drifts- og tekniske chefer",
    "Adgang til kalenderne hos lysrådgivere i hele landet",
    "Sparring med en teamleder, der selv har solgt energiløsninger",
  ],
  pay: "Du får en fast timebetaling for de timer, du ringer, og en bonus for hver lysgennemgang, der faktisk bliver gennemført hos kunden. Fordi rådgiveren kører ud til hver gennemgang, tæller den kun, når du har talt med den rette beslutningstager og fået bekræftet bygningens størrelse og driftstimer. Ender gennemgangen med en ordre, får du derudover en bonus for den underskrevne aftale.",
  bonus: "meeting",
  /** What happens after you apply, for this campaign (the shared steps are on /freelance-telemarketing). */
  applySteps: [
    { title: "Samtale og lyttetest", description: "Vi taler om din erfaring og hører, hvordan du forklarer en besparelse i kroner og øre." },
    {
      title: "Oplæring i LED til erhverv",
      description: "Du lærer, hvor meget en virksomhed sparer ved at skifte lys, og hvilke spørgsmål der afslører, om det kan betale sig.",
    },
    { title: "Dine første møder", description: "Du booker lysgennemgange hos lysrådgiverne med din teamleder på medlyt." },
  ],
  testimonials: [
    {
      quote:
        "Jeg spørger altid, hvor mange timer lyset er tændt på lageret. Når driftschefen svarer ›døgnet rundt‹, er han selv halvvejs overbevist, før jeg overhovedet har sagt LED.",
      name: "Jonas Kristensen",
      title: "Freelance mødebooker siden 2023",
    },
    {
      quote:
        "Jeg var nervøs for de tekniske spørgsmål, men oplæringen gav mig præcis nok viden. Spørger nogen om lux eller farvetemperatur, siger jeg ærligt, at det tager rådgiveren med ud – og det respekterer de.",
      name: "Camilla Bak",
      title: "Freelance mødebooker siden 2025",
    },
  ],
  faq: [
    {
      question: "Sælger jeg LED-lamper over telefonen?",
      answer:
        "Nej, du booker en gratis lysgennemgang. Det er rådgiveren, der laver beregningen og tilbuddet ude hos kunden. Din opgave er at finde de virksomheder, hvor et skift giver mening, og få en aftale i kalenderen.",
    },
    {
      question: "Hvilke virksomheder ringer jeg til?",
      answer:
        "Virksomheder med store lokaler og mange driftstimer: lagre, produktion, værksteder, butikker, sportshaller og parkeringsanlæg. Kontorer er også relevante, men giver som regel en mindre besparelse.",
    },
    {
      question: "Skal jeg vide noget om el og lys på forhånd?",
      answer: "Det er ikke et krav. Du bliver oplært i de vigtigste begreber, og du lærer at stille præcis de spørgsmål, som rådgiveren har brug for svar på.",
    },
    {
      question: "Hvad hvis virksomheden lejer sine lokaler?",
      answer:
        "Så afdækker du, om det er lejer eller udlejer, der betaler elregningen og står for installationerne. Ofte har begge parter interesse i et skift, og rådgiveren kan holde mødet med dem begge.",
    },
  ],
  jobPosting: {
    datePosted: "2026-09-15",
    validThrough: "2027-03-15",
    description:
      "Freelance mødebooker til en leverandør af LED-belysning til erhverv. Du ringer hjemmefra til driftschefer, tekniske chefer og ejere af virksomheder med lagre, produktion, værksteder og butikker og booker gratis lysgennemgange, hvor en lysrådgiver beregner besparelse og tilbagebetalingstid ved skift til LED. Du får oplæring i lysteknik og besparelsesberegninger. Fast timebetaling plus bonus pr. gennemført lysgennemgang og ved ordre.",
  },
} satisfies JobFile;
