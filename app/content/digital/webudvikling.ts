import type { DigitalServiceFile } from "../digital-schema.ts";
import { responseTime, quoteLink } from "../digital-shared.ts";

export default {
  slug: "webudvikling",
  /** Place in the Digital menu and the sitemap. */
  order: 1,
  navLabel: "Webudvikling",
  /** The {type} in the quote page's title 'Få tilbud på {type}'. */
  quoteType: "Webudvikling",
  /** Pre-selected project type on the quote form (a value of projectTypes in app/forms/options.ts). */
  projectType: "web-development",
  meta: {
    title: "Webudvikling: skræddersyede webapplikationer",
    description:
      "Vi udvikler webapplikationer, kundeportaler og bookingsystemer i React og TypeScript, integreret med e-conomic, Dinero og HubSpot og hostet i EU.",
    canonicalPath: "/digital/webudvikling",
    keywords: ["webudvikling", "webapplikation", "kundeportal", "bookingsystem", "React udvikling", "e-conomic integration", "skræddersyet software"],
  },
  hero: {
    eyebrow: "Webudvikling",
    title: "Web\u00adapplikationer, der passer til den måde, I arbejder på",
    lead: "Når standardsystemerne ikke slår til, bygger vi den løsning, jeres forretning mangler: kundeportaler, booking- og bestillingssystemer og interne værktøjer, der taler sammen med e-conomic, Dinero og HubSpot. Moderne teknologi, hosting i EU og kode, som I selv ejer.",
  },
  illustration: {
    src: "/images/illustrations/digital-webudvikling.svg",
    alt: "Illustration af en webapplikation med kundeportal, kalender og tandhjul, der forbinder systemerne",
  },
  services: [
    {
      icon: "layout-dashboard",
      title: "Kundeportaler og selvbetjening",
      description:
        "Giv jeres kunder ét sted at se ordrer, fakturaer, dokumenter og sager, så jeres medarbejdere slipper for at besvare de samme spørgsmål på e-mail og telefon.",
      features: [
        "Login med roller og rettigheder",
        "Ordrer, fakturaer og dokumenter samlet ét sted",
        "Oprettelse og opfølgning på sager",
        "Tilpasset jeres design og brand",
      ],
    },
    {
      icon: "calendar-check",
      title: "Booking- og bestillings\u00adsystemer",
      description: "Onlinebooking af tider, lokaler eller serviceydelser og bestilling af varer, med jeres egne regler for priser, kapacitet og godkendelse.",
      features: [
        "Kalender og kapacitetsstyring",
        "Automatiske bekræftelser og påmindelser",
        "Betaling med kort og MobilePay",
        "Overblik og planlægning for jeres medarbejdere",
      ],
    },
    {
      icon: "workflow",
      title: "Interne værktøjer og forretnings\u00adsystemer",
      description:
        "Erstat regneark og manuelle arbejdsgange med et system, der er bygget til jeres processer, fx til tilbud, planlægning, lager eller kvalitetsstyring.",
      features: [
        "Digitale arbejdsgange og godkendelser",
        "Dashboards og rapporter",
        "Import af data fra eksisterende regneark",
        "Virker på computer, tablet og mobil",
      ],
    },
    {
      icon: "plug-zap",
      title: "Integrationer",
      description: "Vi forbinder webapplikationen med de systemer, I allerede bruger, så data kun skal tastes ind én gang og altid er opdateret.",
      features: [
        "Bogføring og fakturering i e-conomic og Dinero",
        "Kunder og leads i HubSpot",
        "Betalingsløsninger og fragtsystemer",
        "Synkronisering via API og webhooks",
      ],
    },
  ],
  checklistTitle: "Teknologi og standarder, vi bygger med",
  checklist: [
    "React og TypeScript",
    "Node.js",
    "PostgreSQL",
    "Server-side rendering for hurtige sider",
    "REST-API'er og webhooks",
    "Integration med e-conomic og Dinero",
    "Integration med HubSpot",
    "Tilgængelighed efter WCAG 2.2 AA",
    "Hosting i EU-datacentre",
    "Automatiske tests og CI/CD",
    "Logning, overvågning og backup",
  ],
  benefits: [
    {
      icon: "code-xml",
      title: "I ejer koden",
      description: "Kildekoden ligger i jeres eget repository, og I får de fulde rettigheder, når projektet er betalt. Ingen indlåsning i et lukket system.",
    },
    {
      icon: "shield-check",
      title: "Sikkerhed og GDPR fra start",
      description: "Kryptering, adgangsstyring, logning og databehandleraftale er en del af leverancen, og jeres data bliver i EU.",
    },
    {
      icon: "accessibility",
      title: "Tilgængelig for alle brugere",
      description:
        "Vi bygger efter WCAG 2.2 AA, så løsningen kan bruges med tastatur og skærmlæser. Det bliver i stigende grad et krav, også for private virksomheder.",
    },
    {
      icon: "gauge",
      title: "Hurtig og stabil i drift",
      description: "En gennemtænkt arkitektur, automatiske tests og overvågning giver færre fejl i produktion og korte svartider for brugerne.",
    },
  ],
  process: [
    {
      title: "Afklaring",
      description:
        "På en workshop gennemgår vi jeres arbejdsgange, brugere og systemer og beskriver, hvad første version skal kunne. Derefter får I et tilbud med fast pris og tidsplan.",
    },
    {
      title: "Design og prototype",
      description: "Vi skitserer skærmbillederne og laver en klikbar prototype, som I kan afprøve med rigtige brugere, før der skrives en linje kode.",
    },
    {
      title: "Udvikling i etaper på to uger",
      description: "Vi udvikler i etaper på to uger og viser jer den fungerende løsning efter hver etape, så I løbende kan prioritere og justere.",
    },
    {
      title: "Test og lancering",
      description:
        "Automatiske tests, brugertest og tjek af tilgængelighed. Vi flytter data fra de gamle systemer, introducerer jeres medarbejdere og går i luften på en aftalt dato.",
    },
    {
      title: "Drift og videreudvikling",
      description: "Efter lanceringen står vi for hosting, opdateringer, backup og overvågning og udvikler løsningen videre, når jeres behov ændrer sig.",
    },
  ],
  /** What the from-price in app/content/site.ts (digitalFromPrices) buys. */
  included: [
    "En workshop, hvor vi beskriver processen, og hvem der skal bruge løsningen",
    "Login og brugerroller",
    "Én kerneproces – for eksempel bestilling, booking eller sagsbehandling",
    "Integration til ét system, for eksempel e-conomic, Dinero eller HubSpot",
    "Hosting i EU med backup og overvågning",
    "Koden og rettighederne er jeres",
  ],
  includedNote: "Flere processer, en app eller flere integrationer prissætter vi i tilbuddet.",
  faq: [
    {
      question: "Hvad koster det at få udviklet en webapplikation?",
      answer:
        "Fra-prisen dækker punkterne i afsnittet om pris ovenfor. Hvad jeres projekt ellers koster, afhænger af omfanget, antallet af brugertyper og de integrationer, løsningen skal have. Efter en kort afklaring får I et tilbud med fast pris på første version, så I kender budgettet, før vi går i gang. Videreudvikling efter lanceringen aftaler vi enten som nye fastprisopgaver eller efter medgået tid.",
      link: quoteLink("webudvikling"),
    },
    {
      question: "Hvor lang tid tager projektet?",
      answer:
        "Det afhænger af omfanget, og tilbuddet indeholder en tidsplan med konkrete milepæle. Vi anbefaler at starte med en afgrænset første version, der løser det vigtigste problem, så I hurtigt får noget i hænderne og kan bygge videre ud fra brugernes erfaringer.",
    },
    {
      question: "Hvem ejer koden?",
      answer:
        "Det gør I. Når projektet er betalt, har I de fulde rettigheder til kildekoden, som ligger i jeres eget repository. Vi bygger på udbredte open source-teknologier som React, Node.js og PostgreSQL, så andre udviklere også kan arbejde videre på løsningen.",
    },
    {
      question: "Hvem står for drift og hosting efter lanceringen?",
      answer:
        "Det kan vi gøre. Med en driftsaftale får I hosting i EU, sikkerhedsopdateringer, backup, overvågning og en fast kontaktperson, der kender løsningen. Vil I hellere drive den selv, leverer vi dokumentation og en grundig overdragelse til jeres IT-afdeling.",
    },
    {
      question: "Hvordan håndterer I sikkerhed og GDPR?",
      answer:
        "Løsningen hostes i EU-datacentre, data krypteres både under overførsel og i databasen, og adgang styres med roller og totrinslogin. Vi indgår en databehandleraftale med jer og hjælper med at dokumentere, hvilke personoplysninger systemet behandler, og hvor længe de gemmes.",
    },
  ],
  cta: {
    title: "Har I en idé til en webapplikation?",
    get text() {
      return `Fortæl os kort, hvad løsningen skal kunne, og hvilke systemer den skal tale sammen med. Vi svarer inden for ${responseTime()} og aftaler en afklaring, der ender i et tilbud med fast pris.`;
    },
  },
} satisfies DigitalServiceFile;
