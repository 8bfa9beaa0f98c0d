import type { JobFile } from "../job-schema.ts";
import { sixRequirements } from "../jobs-shared.ts";

export default {
  slug: "kaffe-service",
  /** Place in the "Job søgere" menu, the job grids and the sitemap. */
  order: 5,
  title: "Mødebooker – kaffeservice",
  navLabel: "Kaffeservice",
  description: "Ring til kontorer, og book smagninger og prøveperioder på kaffemaskiner med leasing og serviceaftale.",
  icon: "coffee",
  color: "orange",
  meta: {
    title: "Mødebooker job: kaffeservice til kontorer",
    description:
      "Bliv mødebooker for en kaffeleverandør: Ring til kontorchefer om kaffemaskiner, leasing og serviceaftaler, og book prøveperioder. Arbejd hjemmefra.",
    canonicalPath: "/jobs/kaffe-service",
    keywords: ["mødebooker kaffe", "kaffeservice erhverv", "kaffemaskine leasing", "kaffeordning kontor", "freelance mødebooker", "job hjemmefra"],
  },
  hero: {
    eyebrow: "Mødebooking · kaffeservice",
    title: "Giv kontorerne bedre kaffe – og en maskine, der bare virker",
    lead: "Du ringer til kontorchefer og virksomhedsejere og tilbyder en smagning eller en prøveperiode på en kaffemaskine med leasing, fast service og levering af kaffe.",
  },
  illustration: {
    src: "/images/illustrations/job-kaffe-service.svg",
    alt: "Illustration af en kaffemaskine på et kontor med en kop kaffe, kaffebønner og en kasse med levering",
  },
  intro: [
    "På de fleste arbejdspladser er kaffemaskinen et af de mest brugte stykker udstyr – og et af dem, folk klager mest over, når den driller. Vores kunde leverer helbønnemaskiner til kontorer, klinikker og mindre produktionsvirksomheder på leasing med en serviceaftale, der dækker rengøring, afkalkning, reparationer og faste leverancer af kaffe, mælk og kakao.",
    "Du taler med kontorchefer, receptionister, HR-ansvarlige og ejere af mindre virksomheder. Du spørger ind til, hvor mange de er på kontoret, hvor mange kopper der bliver drukket om dagen, hvilken maskine de har nu, og hvornår deres nuværende aftale udløber. Passer det, tilbyder du en smagning på kontoret eller en prøveperiode, hvor maskinen bliver stillet op uden binding.",
    "Typiske indvendinger er »vi har lige fået en ny maskine«, »vi køber bare kaffe i supermarkedet« og »det er direktøren, der bestemmer«. Dit bedste værktøj er at notere udløbsdatoen på deres aftale og ringe igen i god tid – og at regne prisen pr. kop ud, når kunden tror, at supermarkedskaffen er det billigste.",
  ],
  benefits: [
    {
      icon: "coffee",
      title: "Et emne, alle har en mening om",
      description: "Alle har en holdning til kontorets kaffe, så samtalerne kommer hurtigt i gang – ofte med et grin.",
    },
    {
      icon: "users",
      title: "Du taler med beslutnings\u00adtageren",
      description: "Kontorchefer og receptionister har typisk budgettet til kaffe og kantine og kan selv sige ja til en smagning.",
    },
    {
      icon: "sparkles",
      title: "Prøveperioden gør ja'et let",
      description: "Kunden kan prøve maskinen på kontoret uden binding – det er langt lettere at sige ja til end en kontrakt.",
    },
    {
      icon: "calendar-clock",
      title: "Opfølgning, der betaler sig",
      description: "Mange siger nej i dag og ja, når deres aftale udløber. Dine noter om udløbsdatoer bliver til aftaler måneder senere.",
    },
  ],
  tasks: [
    "Ringe til kontorer, klinikker og virksomheder med 10 til 150 ansatte",
    "Afdække antal medarbejdere, kopper pr. dag og den nuværende kaffeløsning",
    "Finde ud af, hvornår den nuværende leasing- eller serviceaftale udløber",
    "Booke smagninger og prøveperioder i salgskonsulenternes kalendere",
    "Sende en kort bekræftelse med dato, tidspunkt og hvad kunden kan forvente",
    "Følge op efter prøveperioden sammen med konsulenten",
  ],
  requirements: [...sixRequirements, "Imødekommende og god til at skabe en god stemning hurtigt", "Struktureret med opfølgningsdatoer og noter"],
  offers: [
    "Kendskab til maskinerne, kaffesorterne og serviceaftalens indhold",
    "Samtaleguide til både kontorchefer og ejere af mindre virksomheder",
    "Regneeksempler på pris pr. kop, som du kan bruge i samtalen",
    "Online teammøder med de andre sælgere på kampagnen",
  ],
  pay: "Du tjener en fast timebetaling for dine timer i telefonen og en bonus for hver smagning eller prøveperiode, der bliver gennemført hos kunden. Ender en prøveperiode med en leasing- og serviceaftale, får du desuden en bonus for den underskrevne aftale – også selvom kunden først beslutter sig nogle uger efter, at du bookede besøget.",
  bonus: "meeting",
  /** What happens after you apply, for this campaign (the shared steps are on /freelance-telemarketing). */
  applySteps: [
    { title: "Kort samtale", description: "Vi taler om din erfaring med kundekontakt og hører, om du kan få en kontorchef til at smile i telefonen." },
    {
      title: "Oplæring i maskiner og aftaler",
      description: "Du lærer maskinerne, kaffesorterne og serviceaftalen at kende og får regneeksempler på pris pr. kop.",
    },
    {
      title: "Dine første smagninger",
      description: "Du booker smagninger og prøveperioder med din teamleder på medlyt og lærer at notere udløbsdatoer, der bliver til aftaler senere.",
    },
  ],
  testimonials: [
    {
      quote:
        "Mit yndlingsspørgsmål er, hvor lang køen er ved kaffemaskinen klokken ni. Kontorchefen griner næsten altid – og så taler vi pludselig om, hvad de egentlig har brug for.",
      name: "Louise Winther",
      title: "Freelance mødebooker siden 2024",
    },
    {
      quote:
        "Halvdelen af mine aftaler kommer fra virksomheder, der sagde nej første gang. Jeg skrev bare ned, hvornår deres aftale udløb, og ringede en måned før.",
      name: "Rasmus Juhl",
      title: "Freelance mødebooker siden 2023",
    },
  ],
  faq: [
    {
      question: "Sælger jeg kaffemaskiner på telefonen?",
      answer: "Du booker en smagning eller en prøveperiode. Selve kontrakten om leasing og service laver salgskonsulenten, når prøveperioden er slut.",
    },
    {
      question: "Hvad indeholder en serviceaftale typisk?",
      answer:
        "Fast rengøring og afkalkning, reparationer og udskiftning ved nedbrud samt faste leverancer af kaffe, mælk og tilbehør. Du får en fuld oversigt i oplæringen.",
    },
    {
      question: "Hvem er de bedste kunder?",
      answer:
        "Arbejdspladser med omkring ti medarbejdere eller flere, hvor maskinen kører hele dagen. Meget små kontorer med to–tre ansatte passer sjældent til kampagnen.",
    },
    {
      question: "Hvad gør jeg, når kunden er bundet af en aftale?",
      answer:
        "Så spørger du, hvornår den udløber, og hvad de er mest og mindst tilfredse med. Du registrerer datoen, og vi ringer igen i god tid, før de skal tage stilling.",
    },
  ],
  jobPosting: {
    datePosted: "2026-10-01",
    validThrough: "2027-04-30",
    description:
      "Freelance mødebooker til en leverandør af kaffemaskiner og kaffeservice til erhverv. Du ringer hjemmefra til kontorchefer, receptionister og ejere af kontorer og klinikker, afdækker deres nuværende kaffeløsning og aftaleperiode og booker smagninger og prøveperioder på helbønnemaskiner med leasing og serviceaftale. Du får oplæring i maskiner, kaffe og serviceaftaler. Fast timebetaling plus bonus pr. prøveperiode og ved fast aftale.",
  },
} satisfies JobFile;
