import type { DigitalServiceFile } from "../digital-schema.ts";
import { responseTime, quoteLink } from "../digital-shared.ts";

export default {
  slug: "hjemmesider",
  /** Place in the Digital menu and the sitemap. */
  order: 3,
  navLabel: "Hjemmesider",
  /** The {type} in the quote page's title 'Få tilbud på {type}'. */
  quoteType: "Hjemmeside",
  /** Pre-selected project type on the quote form (a value of projectTypes in app/forms/options.ts). */
  projectType: "websites",
  meta: {
    title: "Hjemmesider til virksomheder, der skaffer leads",
    description:
      "Hurtige, SEO-optimerede hjemmesider med CMS, skarpe tekster og GDPR-korrekt cookiehåndtering, bygget til at gøre besøgende til kvalificerede B2B-leads.",
    canonicalPath: "/digital/hjemmesider",
    keywords: ["hjemmeside til virksomhed", "B2B hjemmeside", "webdesign", "SEO", "Core Web Vitals", "CMS", "GDPR cookies", "leadgenerering"],
  },
  hero: {
    eyebrow: "Hjemmesider",
    title: "En hjemmeside, der skaffer leads, ikke bare ser pæn ud",
    lead: "Vi bygger hurtige hjemmesider til B2B-virksomheder med tekster, der taler til jeres købere, tydelige veje til kontakt og teknisk SEO i orden. I kan selv opdatere indholdet, og cookies og statistik håndteres efter reglerne.",
  },
  illustration: {
    src: "/images/illustrations/digital-hjemmesider.svg",
    alt: "Illustration af en hjemmeside på skærm og mobil med en tydelig knap til kontakt og en stigende kurve",
  },
  services: [
    {
      icon: "monitor-smartphone",
      title: "Strategi og webdesign",
      description: "Vi tager udgangspunkt i jeres målgruppe og salgsproces og designer en struktur, der leder de rigtige besøgende hen mod en henvendelse.",
      features: ["Målgruppe og budskaber", "Sitemap og brugerrejser", "Responsivt design til mobil og desktop", "Designsystem i jeres brand"],
    },
    {
      icon: "pen-line",
      title: "Tekster og indhold",
      description: "Tekster skrevet til danske B2B-købere og til søgemaskinerne: klare budskaber om, hvad I løser, for hvem, og hvorfor man skal vælge jer.",
      features: ["Copywriting til alle sider", "Cases og kundeudtalelser", "Søgeordsanalyse", "Tydelige knapper og opfordringer, der er til at handle på"],
    },
    {
      icon: "search",
      title: "SEO og hastighed",
      description:
        "Teknisk SEO og gode Core Web Vitals, så Google kan finde, forstå og rangere jeres sider, og de besøgende ikke forsvinder, mens siden indlæses.",
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
      description: "Hver side har ét klart formål og en tydelig næste handling, uanset om det er at booke et møde, ringe op eller bede om et tilbud.",
    },
    {
      icon: "zap",
      title: "Hurtig på alle enheder",
      description: "Vi sigter efter Googles grænser for en god oplevelse: LCP under 2,5 sekunder, INP under 200 ms og CLS under 0,1, også på mobilnettet.",
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
      description: "Teknisk SEO, søgeordsanalyse og tekster, der svarer på det, jeres købere søger efter, giver et solidt fundament for organisk trafik.",
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
      description: "I ser forsiden og de vigtigste undersider som klikbart design og giver feedback, inden vi bygger.",
    },
    {
      title: "Indhold og udvikling i etaper",
      description: "Vi skriver tekster og bygger siderne i etaper på to uger, så I løbende kan følge resultatet på en testadresse og godkende indholdet.",
    },
    {
      title: "Test og lancering",
      description:
        "Vi tester hastighed, tilgængelighed, formularer og cookies, sætter redirects op fra de gamle adresser og lancerer, så I bevarer den synlighed på Google, I har opbygget.",
    },
    {
      title: "Måling og optimering",
      description: "Efter lanceringen følger vi henvendelser og placeringer, holder systemet opdateret og foreslår forbedringer ud fra det, der virker.",
    },
  ],
  /** What the from-price in app/content/site.ts (digitalFromPrices) buys. */
  included: [
    "Struktur og design til op til 8 sider, på mobil og computer",
    "Tekster til forside, ydelser, om jer og kontakt, skrevet til jeres købere",
    "CMS, så I selv kan rette tekster og lægge nye cases ind",
    "En kontaktformular, der sender henvendelsen til jeres e-mail eller CRM",
    "Teknisk SEO: titler, beskrivelser, sitemap og hurtige sider",
    "Cookiebanner og statistik, der først måler efter samtykke",
  ],
  includedNote: "Flere sider, flere sprog, en webshop eller integrationer prissætter vi i tilbuddet.",
  faq: [
    {
      question: "Hvad koster en ny hjemmeside?",
      answer:
        "Fra-prisen dækker punkterne i afsnittet om pris ovenfor. Hvad jeres projekt ellers koster, afhænger af antallet af sider, hvor meget tekst vi skal skrive, og hvilke integrationer I har brug for. Efter en kort afklaring får I et tilbud med fast pris, hvor det står klart, hvad der er med. Hosting og vedligehold kan I få som en fast månedlig aftale, hvis I ønsker det.",
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
    get text() {
      return `Send os et par linjer om jeres virksomhed og jeres nuværende hjemmeside. Vi svarer inden for ${responseTime()}, og efter en kort afklaring får I et tilbud med fast pris.`;
    },
  },
} satisfies DigitalServiceFile;
