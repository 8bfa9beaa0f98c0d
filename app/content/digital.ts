/**
 * Content of the four digital-service pages under /digital/<slug>: web development, API & SaaS,
 * company websites and AI integration. Company facts are read from ./site; nothing here states a
 * price or a marketing number as a literal.
 */

import { digitalListings, type DigitalListing, type DigitalSlug } from "./digital-listings.ts";
import { claims } from "./site.ts";
import type { FaqItem, Feature, PageMeta, ServiceCard, Step } from "./types.ts";

export type { DigitalSlug } from "./digital-listings.ts";


export type DigitalPage = DigitalListing & {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  /** The hero's original illustration (public/images/illustrations/digital-<slug>.svg, 480x360). */
  illustration: { src: string; alt: string };
  /** Exactly four cards. */
  services: ServiceCard[];
  checklistTitle: string;
  /** 8-12 technologies or features. */
  checklist: string[];
  /** Four benefits, each with an icon. */
  benefits: Feature[];
  /** Four to five steps. */
  process: Step[];
  /** Five questions. */
  faq: FaqItem[];
  cta: { title: string; text: string };
};

const responseTime = claims.responseTime.value;

const listing = (slug: DigitalSlug): DigitalListing => digitalListings.find((entry) => entry.slug === slug)!;

const quoteLink = (slug: DigitalSlug) => ({ href: `/digital/${slug}/kontakt`, label: "Få et tilbud" });

const webudvikling: DigitalPage = {
  ...listing("webudvikling"),
  meta: {
    title: "Webudvikling: skræddersyede webapplikationer",
    description:
      "Vi udvikler webapplikationer, kundeportaler og bookingsystemer i React og TypeScript, integreret med e-conomic, Dinero og HubSpot og hostet i EU.",
    canonicalPath: "/digital/webudvikling",
    keywords: [
      "webudvikling",
      "webapplikation",
      "kundeportal",
      "bookingsystem",
      "React udvikling",
      "e-conomic integration",
      "skræddersyet software",
    ],
  },
  hero: {
    eyebrow: "Webudvikling",
    title: "Webapplikationer, der passer til den måde, I arbejder på",
    lead: "Når standardsystemerne ikke slår til, bygger vi den løsning, jeres forretning mangler: kundeportaler, booking- og bestillingssystemer og interne værktøjer, der taler sammen med e-conomic, Dinero og HubSpot. Moderne teknologi, hosting i EU og kode, som I selv ejer.",
  },
  illustration: { src: "/images/illustrations/digital-webudvikling.svg", alt: "Illustration af en webapplikation med kundeportal, kalender og tandhjul, der forbinder systemerne" },
  services: [
    {
      icon: "layout-dashboard",
      title: "Kundeportaler og selvbetjening",
      description:
        "Giv jeres kunder ét sted at se ordrer, fakturaer, dokumenter og sager, så jeres medarbejdere slipper for at besvare de samme spørgsmål på mail og telefon.",
      features: [
        "Login med roller og rettigheder",
        "Ordrer, fakturaer og dokumenter samlet ét sted",
        "Oprettelse og opfølgning på sager",
        "Tilpasset jeres design og brand",
      ],
    },
    {
      icon: "calendar-check",
      title: "Booking- og bestillingssystemer",
      description:
        "Onlinebooking af tider, lokaler eller serviceydelser og bestilling af varer, med jeres egne regler for priser, kapacitet og godkendelse.",
      features: [
        "Kalender og kapacitetsstyring",
        "Automatiske bekræftelser og påmindelser",
        "Betaling med kort og MobilePay",
        "Overblik og planlægning for jeres medarbejdere",
      ],
    },
    {
      icon: "workflow",
      title: "Interne værktøjer og forretningssystemer",
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
      description:
        "Vi forbinder webapplikationen med de systemer, I allerede bruger, så data kun skal tastes ind én gang og altid er opdateret.",
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
      description:
        "Kildekoden ligger i jeres eget repository, og I får de fulde rettigheder, når projektet er betalt. Ingen indlåsning i et lukket system.",
    },
    {
      icon: "shield-check",
      title: "Sikkerhed og GDPR fra start",
      description:
        "Kryptering, adgangsstyring, logning og databehandleraftale er en del af leverancen, og jeres data bliver i EU.",
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
      description:
        "En gennemtænkt arkitektur, automatiske tests og overvågning giver færre fejl i produktion og korte svartider for brugerne.",
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
      description:
        "Vi skitserer skærmbillederne og laver en klikbar prototype, som I kan afprøve med rigtige brugere, før der skrives en linje kode.",
    },
    {
      title: "Udvikling i sprints",
      description:
        "Vi udvikler i sprints på to uger og viser jer den fungerende løsning efter hvert sprint, så I løbende kan prioritere og justere.",
    },
    {
      title: "Test og lancering",
      description:
        "Automatiske tests, brugertest og tjek af tilgængelighed. Vi flytter data fra de gamle systemer, introducerer jeres medarbejdere og går live i et aftalt vindue.",
    },
    {
      title: "Drift og videreudvikling",
      description:
        "Efter lanceringen står vi for hosting, opdateringer, backup og overvågning og udvikler løsningen videre, når jeres behov ændrer sig.",
    },
  ],
  faq: [
    {
      question: "Hvad koster det at få udviklet en webapplikation?",
      answer:
        "Prisen afhænger af omfanget, antallet af brugertyper og de integrationer, løsningen skal have. Efter en kort afklaring får I et tilbud med fast pris på første version, så I kender budgettet, før vi går i gang. Videreudvikling efter lanceringen aftaler vi enten som nye fastprisopgaver eller efter medgået tid.",
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
    text: `Fortæl os kort, hvad løsningen skal kunne, og hvilke systemer den skal tale sammen med. Vi svarer inden for ${responseTime} og aftaler en afklaring, der ender i et tilbud med fast pris.`,
  },
};

const apiSaas: DigitalPage = {
  ...listing("api-saas"),
  meta: {
    title: "API- og SaaS-udvikling til B2B-virksomheder",
    description:
      "Vi designer og bygger API'er og multi-tenant SaaS med abonnementer, SSO og MitID Erhverv, overvågning og dokumentation, der gør integrationen let.",
    canonicalPath: "/digital/api-saas",
    keywords: [
      "API udvikling",
      "SaaS udvikling",
      "REST API",
      "GraphQL",
      "multi-tenant SaaS",
      "systemintegration",
      "MitID Erhverv",
      "SSO",
    ],
  },
  hero: {
    eyebrow: "API & SaaS",
    title: "API'er og SaaS-produkter, der kan vokse med jeres kunder",
    lead: "Vi hjælper softwarevirksomheder og virksomheder med en digital forretningsidé med at bygge robuste API'er, integrationer og SaaS-platforme, fra det første API-design til et produkt med betalende kunder, login via SSO og automatisk overvågning.",
  },
  illustration: { src: "/images/illustrations/digital-api-saas.svg", alt: "Illustration af et API i midten, forbundet med databaser, apps og betaling i et netværk" },
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
      features: [
        "e-conomic, Dinero og HubSpot",
        "Webhooks og beskedkøer",
        "Automatiske genforsøg ved fejl",
        "Log over hver synkronisering",
      ],
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
      description:
        "Abonnementer, prøveperioder og forbrugsafregning koblet direkte på produktet, så jeres omsætning ikke afhænger af manuelle opgaver.",
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
      description:
        "Interaktiv API-dokumentation med eksempler og et testmiljø, så jeres partnere kan integrere uden at skulle ringe til jer.",
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
      description:
        "Svartider, fejlrater og integrationer overvåges automatisk, så vi får besked, før en fejl bliver til en supportsag.",
    },
    {
      icon: "trending-up",
      title: "Bygget til at vokse",
      description:
        "Arkitekturen kan bære flere kunder, flere kald og nye funktioner uden en dyr omskrivning, når produktet får succes.",
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
      title: "Udvikling i sprints",
      description:
        "Vi udvikler i sprints på to uger og leverer løbende til et testmiljø, hvor I og jeres pilotkunder kan afprøve de nye funktioner.",
    },
    {
      title: "Test, sikkerhed og lancering",
      description:
        "Automatiske tests, belastningstest og en gennemgang af adgangsstyring og dataadskillelse, før vi åbner for kunder og partnere.",
    },
    {
      title: "Drift og videreudvikling",
      description:
        "Vi overvåger platformen, holder afhængigheder opdateret og udvikler nye funktioner i takt med, at jeres kunder efterspørger dem.",
    },
  ],
  faq: [
    {
      question: "Hvad koster det at udvikle en API eller en SaaS-platform?",
      answer:
        "Det afhænger af antallet af integrationer og brugertyper og af kravene til betaling og login. Efter en kort afklaring får I et tilbud med fast pris på første version. Mange starter med en afgrænset MVP og bygger videre, når de første kunder er i gang.",
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
    title: "Skal jeres produkt have en API eller blive til SaaS?",
    text: `Beskriv kort, hvad platformen skal kunne, og hvilke systemer den skal integrere med. Vi svarer inden for ${responseTime} og foreslår en afklaring, der ender i et tilbud med fast pris.`,
  },
};

const hjemmesider: DigitalPage = {
  ...listing("hjemmesider"),
  meta: {
    title: "Hjemmesider til virksomheder, der skaffer leads",
    description:
      "Hurtige, SEO-optimerede hjemmesider med CMS, skarpe tekster og GDPR-korrekt cookiehåndtering, bygget til at gøre besøgende til kvalificerede B2B-leads.",
    canonicalPath: "/digital/hjemmesider",
    keywords: [
      "hjemmeside til virksomhed",
      "B2B hjemmeside",
      "webdesign",
      "SEO",
      "Core Web Vitals",
      "CMS",
      "GDPR cookies",
      "leadgenerering",
    ],
  },
  hero: {
    eyebrow: "Hjemmesider",
    title: "En hjemmeside, der skaffer leads, ikke bare ser pæn ud",
    lead: "Vi bygger hurtige hjemmesider til B2B-virksomheder med tekster, der taler til jeres købere, tydelige veje til kontakt og teknisk SEO i orden. I kan selv opdatere indholdet, og cookies og statistik håndteres efter reglerne.",
  },
  illustration: { src: "/images/illustrations/digital-hjemmesider.svg", alt: "Illustration af en hjemmeside på skærm og mobil med en tydelig knap til kontakt og en stigende kurve" },
  services: [
    {
      icon: "monitor-smartphone",
      title: "Strategi og webdesign",
      description:
        "Vi tager udgangspunkt i jeres målgruppe og salgsproces og designer en struktur, der leder de rigtige besøgende hen mod en henvendelse.",
      features: [
        "Målgruppe og budskaber",
        "Sitemap og brugerrejser",
        "Responsivt design til mobil og desktop",
        "Designsystem i jeres brand",
      ],
    },
    {
      icon: "pen-line",
      title: "Tekster og indhold",
      description:
        "Tekster skrevet til danske B2B-købere og til søgemaskinerne: klare budskaber om, hvad I løser, for hvem, og hvorfor man skal vælge jer.",
      features: [
        "Copywriting til alle sider",
        "Cases og kundeudtalelser",
        "Søgeordsanalyse",
        "Call-to-actions, der er til at handle på",
      ],
    },
    {
      icon: "search",
      title: "SEO og hastighed",
      description:
        "Teknisk SEO og gode Core Web Vitals, så Google kan finde, forstå og rangere jeres sider, og de besøgende ikke forsvinder, mens siden loader.",
      features: [
        "Hurtige sider målt på LCP, INP og CLS",
        "Strukturerede data og metadata",
        "Redirects fra jeres gamle hjemmeside",
        "Opsætning af Google Search Console",
      ],
    },
    {
      icon: "cookie",
      title: "CMS, cookies og måling",
      description:
        "Et CMS, hvor jeres marketingfolk selv kan rette tekster og oprette sider, og måling af henvendelser, der respekterer de besøgendes samtykke.",
      features: [
        "Brugervenligt CMS",
        "Samtykkeløsning efter Datatilsynets vejledning",
        "Cookiefri besøgsstatistik",
        "Måling af formularer og klik på telefonnummer",
      ],
    },
  ],
  checklistTitle: "Det får I med på jeres nye hjemmeside",
  checklist: [
    "Responsivt design til mobil, tablet og desktop",
    "Core Web Vitals i det grønne område",
    "Teknisk SEO og strukturerede data",
    "Brugervenligt CMS",
    "Professionelle tekster",
    "Kontaktformularer koblet til jeres CRM",
    "GDPR-korrekt cookiebanner",
    "Cookiefri besøgsstatistik",
    "Tilgængelighed efter WCAG 2.2 AA",
    "SSL-certifikat og hosting i EU",
    "Redirects fra den gamle hjemmeside",
  ],
  benefits: [
    {
      icon: "target",
      title: "Bygget til at konvertere",
      description:
        "Hver side har ét klart formål og en tydelig næste handling, uanset om det er at booke et møde, ringe op eller bede om et tilbud.",
    },
    {
      icon: "zap",
      title: "Hurtig på alle enheder",
      description:
        "Vi sigter efter Googles grænser for en god oplevelse: LCP under 2,5 sekunder, INP under 200 ms og CLS under 0,1, også på mobilnettet.",
    },
    {
      icon: "shield-check",
      title: "Statistik uden overvågning",
      description:
        "Vi måler det, der betyder noget for salget, uden skjulte trackere. Ingen cookies til markedsføring før samtykke, og det er lige så let at afvise som at acceptere.",
    },
    {
      icon: "chart-line",
      title: "Synlig på Google",
      description:
        "Teknisk SEO, søgeordsanalyse og tekster, der svarer på det, jeres købere søger efter, giver et solidt fundament for organisk trafik.",
    },
  ],
  process: [
    {
      title: "Afklaring",
      description:
        "Vi gennemgår jeres nuværende hjemmeside, målgruppe og mål for henvendelser og aftaler sidestruktur og indhold. Derefter får I et tilbud med fast pris.",
    },
    {
      title: "Design og prototype",
      description:
        "I ser forsiden og de vigtigste undersider som klikbart design og giver feedback, inden vi bygger.",
    },
    {
      title: "Indhold og udvikling i sprints",
      description:
        "Vi skriver tekster og bygger siderne i sprints, så I løbende kan følge resultatet på en testadresse og godkende indholdet.",
    },
    {
      title: "Test og lancering",
      description:
        "Vi tester hastighed, tilgængelighed, formularer og cookies, sætter redirects op fra de gamle adresser og lancerer, så I bevarer den synlighed på Google, I har opbygget.",
    },
    {
      title: "Måling og optimering",
      description:
        "Efter lanceringen følger vi henvendelser og placeringer, holder systemet opdateret og foreslår forbedringer ud fra det, der virker.",
    },
  ],
  faq: [
    {
      question: "Hvad koster en ny hjemmeside?",
      answer:
        "Prisen afhænger af antallet af sider, hvor meget tekst vi skal skrive, og hvilke integrationer I har brug for. Efter en kort afklaring får I et tilbud med fast pris, hvor det står klart, hvad der er med. Hosting og vedligehold kan I få som en fast månedlig aftale, hvis I ønsker det.",
      link: quoteLink("hjemmesider"),
    },
    {
      question: "Hvor lang tid tager det at lave en ny hjemmeside?",
      answer:
        "Tidsplanen afhænger mest af, hvor hurtigt indhold og feedback er på plads. I tilbuddet får I en plan med datoer for design, tekster, test og lancering, og vi aftaler fra start, hvem hos jer der godkender hvad.",
    },
    {
      question: "Kan vi selv opdatere hjemmesiden?",
      answer:
        "Ja. I får et CMS, hvor I selv kan rette tekster, skifte billeder, skrive nyheder og oprette nye sider ud fra færdige skabeloner, uden at designet går i stykker. Vi gennemgår det med jer ved lanceringen.",
    },
    {
      question: "Overholder hjemmesiden GDPR og cookiereglerne?",
      answer:
        "Ja. Der sættes ingen cookies til statistik eller markedsføring, før den besøgende har givet samtykke, og det er lige så nemt at afvise som at acceptere. Vi anbefaler cookiefri statistik, der ikke gemmer noget på de besøgendes enheder, og formularerne spørger kun om de oplysninger, I faktisk har brug for.",
    },
    {
      question: "Hvem ejer hjemmesiden, og hvem står for driften?",
      answer:
        "I ejer hjemmesiden, indholdet og koden, når projektet er betalt, og domænet står i jeres navn. Vi kan stå for hosting i EU, sikkerhedsopdateringer, backup og overvågning, så I kan koncentrere jer om indholdet.",
    },
  ],
  cta: {
    title: "Klar til en hjemmeside, der arbejder for jeres salg?",
    text: `Send os et par linjer om jeres virksomhed og jeres nuværende hjemmeside. Vi svarer inden for ${responseTime}, og efter en kort afklaring får I et tilbud med fast pris.`,
  },
};

const aiIntegration: DigitalPage = {
  ...listing("ai-integration"),
  meta: {
    title: "AI-integration med styr på GDPR og AI Act",
    description:
      "Vi integrerer AI i kundeservice, dokumenthåndtering og salg med databehandling i EU, menneskelig kontrol og målbar effekt. GDPR og AI Act er på plads.",
    canonicalPath: "/digital/ai-integration",
    keywords: [
      "AI integration",
      "AI-assistent",
      "AI kundeservice",
      "RAG",
      "dokumentbehandling med AI",
      "AI Act",
      "GDPR og AI",
      "leadkvalificering",
    ],
  },
  hero: {
    eyebrow: "AI Integration",
    title: "AI, der løser konkrete opgaver i jeres forretning",
    lead: "Vi bygger AI-løsninger, der sparer tid i kundeservice, salg og administration: assistenter, der svarer ud fra jeres egne dokumenter, automatisk behandling af fakturaer og kontrakter og referater af salgsopkald. Med databehandling i EU, et menneske i loopet og målinger, der viser effekten.",
  },
  illustration: { src: "/images/illustrations/digital-ai-integration.svg", alt: "Illustration af en AI-assistent, der læser et dokument og svarer i en chat, med en medarbejder, der godkender" },
  services: [
    {
      icon: "messages-square",
      title: "AI-assistenter til kundeservice",
      description:
        "En assistent på hjemmesiden eller i supporten, der besvarer kundernes spørgsmål ud fra jeres egne produktdata og vilkår og sender sagen videre til en medarbejder, når den ikke er sikker.",
      features: [
        "Svar med henvisning til kilden",
        "Overdragelse til en medarbejder",
        "Chat, mail eller intern support",
        "Tydelig markering af, at det er AI",
      ],
    },
    {
      icon: "scan-text",
      title: "Dokumentbehandling",
      description:
        "Træk data ud af fakturaer, ordrer, kontrakter og formularer og send dem direkte videre til jeres ERP- eller økonomisystem, så ingen skal taste dem ind.",
      features: [
        "PDF'er, scannede dokumenter og mails",
        "Validering mod jeres stamdata",
        "Manuel godkendelse ved tvivl",
        "Overførsel til e-conomic og andre systemer",
      ],
    },
    {
      icon: "phone-call",
      title: "AI til salgsteams",
      description:
        "Referater af salgsopkald, kvalificering af indkomne leads og forslag til næste skridt, skrevet direkte ind i jeres CRM.",
      features: [
        "Referat og opgaver efter hvert opkald",
        "Lead-scoring ud fra jeres egne kriterier",
        "Automatisk opdatering af HubSpot",
        "Udkast til opfølgningsmails",
      ],
    },
    {
      icon: "brain-circuit",
      title: "Søgning i virksomhedens viden (RAG)",
      description:
        "Spørg jeres håndbøger, procedurer, tilbud og kontrakter på almindeligt dansk, og få svar med henvisning til det dokument, svaret bygger på.",
      features: [
        "Retrieval-augmented generation (RAG)",
        "Adgang styret af brugerens rettigheder",
        "SharePoint, Google Drive og intranet",
        "Løbende opdatering af vidensbasen",
      ],
    },
  ],
  checklistTitle: "Det bygger vi AI-løsningerne med",
  checklist: [
    "Sprogmodeller med databehandling i EU",
    "Azure OpenAI i europæiske datacentre",
    "Europæiske modeller som Mistral",
    "RAG med vektorsøgning i PostgreSQL (pgvector)",
    "Integration med SharePoint, HubSpot og e-conomic",
    "Menneskelig godkendelse af kritiske beslutninger",
    "Logning og sporbarhed for alle svar",
    "Beskyttelse mod prompt injection",
    "Evaluering på jeres egne testdata",
    "Dashboards for tidsforbrug og kvalitet",
  ],
  benefits: [
    {
      icon: "shield-check",
      title: "GDPR og AI Act på plads",
      description:
        "Data behandles i EU hos udbydere, der ikke træner på jeres data, og vi hjælper med databehandleraftaler, konsekvensanalyse og de krav om gennemsigtighed, som AI-forordningen stiller.",
    },
    {
      icon: "user-check",
      title: "Mennesket har det sidste ord",
      description:
        "Hvor fejl koster, godkender en medarbejder AI'ens forslag, før de sendes til kunder eller bogføres. Usikre svar går altid videre til et menneske.",
    },
    {
      icon: "chart-line",
      title: "Effekt, I kan måle",
      description:
        "Før start fastlægger vi målepunkter som behandlingstid, løsningsgrad eller tid brugt pr. opkald og følger dem i et dashboard efter lanceringen.",
    },
    {
      icon: "workflow",
      title: "Bygget ind i jeres systemer",
      description:
        "AI'en arbejder i de værktøjer, I allerede bruger, som CRM, helpdesk og økonomisystem, så medarbejderne ikke skal lære endnu et system.",
    },
  ],
  process: [
    {
      title: "Afklaring og business case",
      description:
        "Vi finder de opgaver, hvor AI giver mest værdi, vurderer data, risici og krav efter GDPR og AI-forordningen og aftaler, hvordan effekten skal måles. Derefter får I et tilbud med fast pris.",
    },
    {
      title: "Prototype på jeres data",
      description:
        "Vi bygger en prototype på et udsnit af jeres egne dokumenter eller sager og tester kvaliteten sammen med de medarbejdere, der skal bruge løsningen.",
    },
    {
      title: "Udvikling i sprints",
      description:
        "Vi integrerer løsningen med jeres systemer, bygger godkendelsesflow og logning og forbedrer svarkvaliteten sprint for sprint målt på et fast testsæt.",
    },
    {
      title: "Test og lancering",
      description:
        "Vi tester kvalitet, sikkerhed og svære grænsetilfælde, introducerer medarbejderne og ruller løsningen gradvist ud, så I kan følge resultaterne fra første dag.",
    },
    {
      title: "Drift, måling og forbedring",
      description:
        "Vi overvåger svarkvalitet, omkostninger og effekt, opdaterer modeller og data og rapporterer løbende på de aftalte målepunkter.",
    },
  ],
  faq: [
    {
      question: "Hvad koster en AI-integration?",
      answer:
        "Prisen afhænger af opgaven, datagrundlaget og de systemer, løsningen skal kobles på. Efter en kort afklaring får I et tilbud med fast pris på udviklingen. Forbruget af sprogmodellen afregnes efter faktisk brug, og I får et estimat på de månedlige driftsomkostninger, før I beslutter jer.",
      link: quoteLink("ai-integration"),
    },
    {
      question: "Hvor hurtigt kan vi se, om AI virker for os?",
      answer:
        "Det ser I allerede i prototypefasen, hvor vi tester på jeres egne data og sammenligner med de svar, jeres medarbejdere ville have givet. Viser prototypen ikke den forventede effekt, siger vi det ærligt, før I investerer i den fulde løsning.",
    },
    {
      question: "Bliver vores data brugt til at træne AI-modeller?",
      answer:
        "Nej. Vi bruger udbydere, der behandler data i EU og kontraktligt ikke træner på jeres data, og vi indgår en databehandleraftale med jer. Følsomme oplysninger kan maskeres, før de sendes til modellen, og adgangen til dokumenter følger brugerens rettigheder. I ejer selv koden, prompts og den opbyggede vidensbase.",
    },
    {
      question: "Hvad betyder AI Act for os?",
      answer:
        "AI-forordningen stiller krav efter risiko. De fleste løsninger til kundeservice, dokumenter og salg ligger i den lave ende, hvor det vigtigste er gennemsigtighed: Brugerne skal vide, at de taler med en AI, og jeres medarbejdere skal have en tilstrækkelig forståelse af værktøjerne. Rammer løsningen et højrisikoområde som rekruttering eller kreditvurdering, bygger vi dokumentation og menneskelig kontrol ind fra start.",
    },
    {
      question: "Hvad sker der, hvis AI'en tager fejl?",
      answer:
        "Sprogmodeller kan tage fejl, og derfor designer vi efter det. Svarene bygger på jeres egne kilder med henvisning, usikre sager sendes til en medarbejder, og beslutninger med konsekvenser for kunder eller økonomi kræver menneskelig godkendelse. Alle svar logges, så I altid kan se, hvad der skete og hvorfor.",
    },
  ],
  cta: {
    title: "Hvor kan AI spare jer mest tid?",
    text: `Fortæl os, hvilke opgaver der fylder mest i kundeservice, salg eller administration. Vi svarer inden for ${responseTime} og foreslår en afklaring, der ender i et tilbud med fast pris.`,
  },
};

export const digitalPages: readonly DigitalPage[] = [webudvikling, apiSaas, hjemmesider, aiIntegration];

/** The page for a known slug; for an arbitrary string (a route param) undefined when unknown. */
export function getDigitalPage(slug: DigitalSlug): DigitalPage;
export function getDigitalPage(slug: string): DigitalPage | undefined;
export function getDigitalPage(slug: string): DigitalPage | undefined {
  return digitalPages.find((page) => page.slug === slug);
}
