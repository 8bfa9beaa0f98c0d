import type { DigitalServiceFile } from "../digital-schema.ts";
import { responseTime, quoteLink } from "../digital-shared.ts";

export default {
  slug: "ai-integration",
  /** Place in the Digital menu and the sitemap. */
  order: 4,
  navLabel: "AI-integration",
  /** The {type} in the quote page's title 'Få tilbud på {type}'. */
  quoteType: "AI Integration",
  /** Pre-selected project type on the quote form (a value of projectTypes in app/forms/options.ts). */
  projectType: "ai-integration",
  meta: {
    title: "AI-integration med styr på GDPR og AI Act",
    description:
      "Vi integrerer AI i kundeservice, dokumenthåndtering og salg med databehandling i EU, menneskelig kontrol og målbar effekt. GDPR og AI Act er på plads.",
    canonicalPath: "/digital/ai-integration",
    keywords: ["AI integration", "AI-assistent", "AI kundeservice", "RAG", "dokumentbehandling med AI", "AI Act", "GDPR og AI", "leadkvalificering"],
  },
  hero: {
    eyebrow: "AI-integration",
    title: "AI, der løser konkrete opgaver i jeres forretning",
    lead: "Vi bygger AI-løsninger, der sparer tid i kundeservice, salg og administration: assistenter, der svarer ud fra jeres egne dokumenter, automatisk behandling af fakturaer og kontrakter og referater af salgsopkald. Med databehandling i EU, et menneske, der godkender svarene, og målinger, der viser effekten.",
  },
  illustration: {
    src: "/images/illustrations/digital-ai-integration.svg",
    alt: "Illustration af en AI-assistent, der læser et dokument og svarer i en chat, med en medarbejder, der godkender",
  },
  services: [
    {
      icon: "messages-square",
      title: "AI-assistenter til kundeservice",
      description:
        "En assistent på hjemmesiden eller i supporten, der besvarer kundernes spørgsmål ud fra jeres egne produktdata og vilkår og sender sagen videre til en medarbejder, når den ikke er sikker.",
      features: [
        "Svar med henvisning til kilden",
        "Overdragelse til en medarbejder",
        "Chat, e-mail eller intern support",
        "Tydelig markering af, at det er AI",
      ],
    },
    {
      icon: "scan-text",
      title: "Dokument\u00adbehandling",
      description:
        "Træk data ud af fakturaer, ordrer, kontrakter og formularer og send dem direkte videre til jeres ERP- eller økonomisystem, så ingen skal taste dem ind.",
      features: [
        "PDF'er, scannede dokumenter og e-mails",
        "Validering mod jeres stamdata",
        "Manuel godkendelse ved tvivl",
        "Overførsel til e-conomic og andre systemer",
      ],
    },
    {
      icon: "phone-call",
      title: "AI til salgsteams",
      description: "Referater af salgsopkald, kvalificering af indkomne leads og forslag til næste skridt, skrevet direkte ind i jeres CRM.",
      features: [
        "Referat og opgaver efter hvert opkald",
        "Leadscoring ud fra jeres egne kriterier",
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
    "Beskyttelse mod skjulte instrukser i dokumenter og beskeder (prompt injection)",
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
      description: "AI'en arbejder i de værktøjer, I allerede bruger, som CRM, helpdesk og økonomisystem, så medarbejderne ikke skal lære endnu et system.",
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
      title: "Udvikling i etaper på to uger",
      description:
        "Vi integrerer løsningen med jeres systemer, bygger godkendelsesflow og logning og forbedrer svarkvaliteten etape for etape, målt på et fast testsæt.",
    },
    {
      title: "Test og lancering",
      description:
        "Vi tester kvalitet, sikkerhed og svære grænsetilfælde, introducerer medarbejderne og ruller løsningen gradvist ud, så I kan følge resultaterne fra første dag.",
    },
    {
      title: "Drift, måling og forbedring",
      description: "Vi overvåger svarkvalitet, omkostninger og effekt, opdaterer modeller og data og rapporterer løbende på de aftalte målepunkter.",
    },
  ],
  /** What the from-price in app/content/site.ts (digitalFromPrices) buys. */
  included: [
    "En gennemgang af arbejdsgangen og de data, løsningen må bruge",
    "Én løsning – for eksempel en assistent, der svarer ud fra jeres egne dokumenter, eller udtræk af data fra fakturaer",
    "Kobling til ét system, for eksempel jeres helpdesk, e-mail eller økonomisystem",
    "Et menneske godkender svarene, indtil I har set, at de holder",
    "Databehandling i EU og en databehandleraftale",
    "En måling før og efter, så I kan se, hvor meget tid den sparer",
  ],
  includedNote: "Flere arbejdsgange, flere systemer eller egen drift af modellen prissætter vi i tilbuddet.",
  faq: [
    {
      question: "Hvad koster en AI-integration?",
      answer:
        "Fra-prisen dækker punkterne i afsnittet om pris ovenfor. Hvad jeres projekt ellers koster, afhænger af opgaven, datagrundlaget og de systemer, løsningen skal kobles på. Efter en kort afklaring får I et tilbud med fast pris på udviklingen. Forbruget af sprogmodellen afregnes efter faktisk brug, og I får et estimat på de månedlige driftsomkostninger, før I beslutter jer.",
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
    get text() {
      return `Fortæl os, hvilke opgaver der fylder mest i kundeservice, salg eller administration. Vi svarer inden for ${responseTime()} og foreslår en afklaring, der ender i et tilbud med fast pris.`;
    },
  },
} satisfies DigitalServiceFile;
