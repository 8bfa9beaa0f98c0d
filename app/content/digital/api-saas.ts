import type { DigitalServiceFile } from "../digital-schema.ts";
import { responseTime, quoteLink } from "../digital-shared.ts";

export default {
  slug: "api-saas",
  /** Place in the Digital menu and the sitemap. */
  order: 2,
  navLabel: "API & SaaS",
  /** The {type} in the quote page's title 'Få tilbud på {type}'. */
  quoteType: "API & SaaS",
  /** Pre-selected project type on the quote form (a value of projectTypes in app/forms/options.ts). */
  projectType: "api-saas",
  meta: {
    title: "API- og SaaS-udvikling til B2B-virksomheder",
    description:
      "Vi designer og bygger API'er og multi-tenant SaaS med abonnementer, SSO og MitID Erhverv, overvågning og dokumentation, der gør integrationen let.",
    canonicalPath: "/digital/api-saas",
    keywords: ["API udvikling", "SaaS udvikling", "REST API", "GraphQL", "multi-tenant SaaS", "systemintegration", "MitID Erhverv", "SSO"],
  },
  hero: {
    eyebrow: "API & SaaS",
    title: "API'er og SaaS-produkter, der kan vokse med jeres kunder",
    lead: "Vi hjælper softwarevirksomheder og virksomheder med en digital forretningsidé med at bygge robuste API'er, integrationer og SaaS-platforme, fra det første API-design til et produkt med betalende kunder, login via SSO og automatisk overvågning.",
  },
  illustration: {
    src: "/images/illustrations/digital-api-saas.svg",
    alt: "Illustration af et API i midten, forbundet med databaser, apps og betaling i et netværk",
  },
  services: [
    {
      icon: "network",
      title: "API-design og -udvikling",
      description:
        "REST- og GraphQL-API'er med klare kontrakter, versionering og adgangsstyring, så jeres partnere og jeres egne apps kan bygge videre på jeres data.",
      features: [
        "OpenAPI-specifikation fra start",
        "REST eller GraphQL efter behov",
        "Versionering uden at bryde eksisterende klienter",
        "API-nøgler, OAuth og rate limiting",
      ],
    },
    {
      icon: "webhook",
      title: "Integrationer",
      description:
        "Vi forbinder jeres systemer med ERP, CRM, økonomi og betalingsløsninger, så data flyder automatisk, og fejl opdages, før kunderne mærker dem.",
      features: ["e-conomic, Dinero og HubSpot", "Webhooks og beskedkøer", "Automatiske genforsøg ved fejl", "Log over hver synkronisering"],
    },
    {
      icon: "layers",
      title: "Multi-tenant SaaS-platforme",
      description:
        "Én kodebase, mange kunder: Vi bygger SaaS-produkter, hvor hver kundes data holdes adskilt, og nye kunder kan komme i gang uden manuelt arbejde.",
      features: [
        "Dataadskillelse pr. kunde",
        "Selvbetjent onboarding",
        "Brugere, roller og rettigheder pr. organisation",
        "Administrationspanel til jeres eget team",
      ],
    },
    {
      icon: "credit-card",
      title: "Abonnementer og betaling",
      description: "Abonnementer, prøveperioder og forbrugsafregning koblet direkte på produktet, så jeres omsætning ikke afhænger af manuelle opgaver.",
      features: [
        "Stripe eller en dansk betalingsudbyder",
        "Månedlige og årlige planer",
        "Forbrugsbaseret afregning",
        "Fakturaer med moms og automatisk bogføring",
      ],
    },
  ],
  checklistTitle: "Det indgår typisk i en API- eller SaaS-løsning",
  checklist: [
    "REST og GraphQL",
    "OpenAPI-dokumentation med kodeeksempler",
    "OAuth 2.0 og OpenID Connect",
    "SSO med Microsoft Entra ID og Google Workspace",
    "MitID Erhverv via NemLog-in eller en MitID-broker",
    "Multi-tenant datamodel i PostgreSQL",
    "Abonnementsbetaling og fakturering",
    "Webhooks og beskedkøer",
    "Overvågning, alarmer og logning",
    "Automatiske tests og CI/CD",
    "Hosting i EU",
  ],
  benefits: [
    {
      icon: "book-open",
      title: "Dokumentation, udviklere gider læse",
      description: "Interaktiv API-dokumentation med eksempler og et testmiljø, så jeres partnere kan integrere uden at skulle ringe til jer.",
    },
    {
      icon: "key-round",
      title: "Login, som kunderne kender",
      description:
        "SSO med Microsoft og Google til den daglige brug og MitID Erhverv, hvor brugerne skal identificeres sikkert som medarbejdere i en bestemt virksomhed.",
    },
    {
      icon: "activity",
      title: "Overvågning fra første dag",
      description: "Svartider, fejlrater og integrationer overvåges automatisk, så vi får besked, før en fejl bliver til en supportsag.",
    },
    {
      icon: "trending-up",
      title: "Bygget til at vokse",
      description: "Arkitekturen kan bære flere kunder, flere kald og nye funktioner uden en dyr omskrivning, når produktet får succes.",
    },
  ],
  process: [
    {
      title: "Afklaring og arkitektur",
      description:
        "Vi kortlægger brugere, datamodel og integrationer og beslutter arkitektur, hosting og sikkerhedsniveau. I får et tilbud med fast pris og en klar afgrænsning af første version.",
    },
    {
      title: "API-design og prototype",
      description:
        "Vi skriver API-kontrakten som en OpenAPI-specifikation og laver en prototype af de vigtigste skærmbilleder, så både udviklere og forretning kan give feedback, før vi bygger.",
    },
    {
      title: "Udvikling i etaper på to uger",
      description: "Vi udvikler i etaper på to uger og leverer løbende til et testmiljø, hvor I og jeres pilotkunder kan afprøve de nye funktioner.",
    },
    {
      title: "Test, sikkerhed og lancering",
      description: "Automatiske tests, belastningstest og en gennemgang af adgangsstyring og dataadskillelse, før vi åbner for kunder og partnere.",
    },
    {
      title: "Drift og videreudvikling",
      description: "Vi overvåger platformen, holder afhængigheder opdateret og udvikler nye funktioner i takt med, at jeres kunder efterspørger dem.",
    },
  ],
  /** What the from-price in app/content/site.ts (digitalFromPrices) buys. */
  included: [
    "Et API-design, som I godkender, før vi koder",
    "Et REST-API med adgangsnøgler og logning",
    "Dokumentation, som jeres kunder og partnere kan bygge efter",
    "Automatiske tests og overvågning",
    "Hosting i EU",
    "Koden og rettighederne er jeres",
  ],
  includedNote: "Abonnementer og betaling, SSO, flere integrationer eller en hel SaaS-platform prissætter vi i tilbuddet.",
  faq: [
    {
      question: "Hvad koster det at udvikle et API eller en SaaS-platform?",
      answer:
        "Fra-prisen dækker punkterne i afsnittet om pris ovenfor. Hvad jeres projekt ellers koster, afhænger af antallet af integrationer og brugertyper og af kravene til betaling og login. Efter en kort afklaring får I et tilbud med fast pris på første version. Mange starter med netop det, de første kunder skal bruge, og bygger videre, når de er i gang.",
      link: quoteLink("api-saas"),
    },
    {
      question: "Skal vi vælge REST eller GraphQL?",
      answer:
        "REST er det sikre valg til offentlige API'er og integrationer med partnere, fordi det er nemt at dokumentere, cache og bruge fra alle programmeringssprog. GraphQL giver mening, når jeres egne web- og mobilapps har brug for fleksible forespørgsler på tværs af mange datatyper. Vi anbefaler ud fra jeres konkrete brugere, og nogle gange er svaret begge dele.",
    },
    {
      question: "Kan vores kunder logge ind med MitID Erhverv?",
      answer:
        "Ja, når løsningen kræver, at brugerne identificeres som medarbejdere i en bestemt virksomhed. Vi integrerer via NemLog-in eller en certificeret MitID-broker og kombinerer det typisk med SSO via Microsoft Entra ID eller Google Workspace til den daglige brug.",
    },
    {
      question: "Hvordan sikrer I, at kunderne ikke kan se hinandens data?",
      answer:
        "Dataadskillelsen er bygget ind i arkitekturen: Hver forespørgsel er knyttet til en organisation, og databasen håndhæver adskillelsen, fx med row-level security i PostgreSQL. Vi tester det automatisk ved hver ændring, data hostes i EU, og vi indgår en databehandleraftale med jer.",
    },
    {
      question: "Hvem ejer koden, og hvem står for driften?",
      answer:
        "I ejer koden og alle rettigheder, når projektet er betalt, og den ligger i jeres eget repository. Driften kan vi stå for med overvågning, opdateringer og backup, eller vi overdrager platformen med dokumentation til jeres eget udviklingsteam.",
    },
  ],
  cta: {
    title: "Skal jeres produkt have et API eller blive til SaaS?",
    get text() {
      return `Beskriv kort, hvad platformen skal kunne, og hvilke systemer den skal integrere med. Vi svarer inden for ${responseTime()} og foreslår en afklaring, der ender i et tilbud med fast pris.`;
    },
  },
} satisfies DigitalServiceFile;
