/**
 * Recruitment content: the nine job pages under /jobs/*, the cards that list them and the
 * /freelance-telemarketing page. Requirements, claims and limits come from ./site; nothing here
 * re-types a claim, a price or a requirement.
 */
import { brand, claims, freelancerRequirements } from "./site.ts";
import { remoteJobSlug } from "./job-listings.ts";
export { getJobListing, getJobListingsWithoutRemote, jobListings, remoteJobSlug, type JobColor, type JobListing } from "./job-listings.ts";
import type { FaqItem, Feature, JobOption, PageMeta, Step, Testimonial } from "./types.ts";

/* ------------------------------------------------------------------------------------------------
 * Shared values from site.ts
 * ---------------------------------------------------------------------------------------------- */

const [minHours, quietWorkplace, stableInternet, computer, headset, selfDiscipline] = freelancerRequirements.items;
const hoursPerWeek = freelancerRequirements.minHoursPerWeek;
const pensionMonths = freelancerRequirements.pensionAfterMonths;

/* ------------------------------------------------------------------------------------------------
 * Types
 * ---------------------------------------------------------------------------------------------- */

export type RemoteWorkContent = {
  /** One card per kind of work you can do from home. */
  jobTypes: readonly Feature[];
  jobOptions: readonly JobOption[];
  /** What we expect of you, and what you can expect of us. */
  expectations: readonly string[];
};

export type JobPostingContent = {
  /** ISO date, e.g. "2026-09-14". */
  datePosted: string;
  /** ISO date. */
  validThrough: string;
  /** Plain text for the schema.org JobPosting description. */
  description: string;
};

export type JobPageContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  intro: readonly string[];
  benefits: readonly Feature[];
  tasks: readonly string[];
  requirements: readonly string[];
  offers: readonly string[];
  pay: string;
  testimonials: readonly Testimonial[];
  faq: readonly FaqItem[];
  jobPosting: JobPostingContent;
  /** Only on /jobs/arbejd-hjemmefra. */
  remote?: RemoteWorkContent;
};

export type FreelancePageContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  workFromHome: { title: string; text: string; points: readonly string[] };
  benefits: readonly Feature[];
  /** Freelance telemarketer, then freelance mødebooker. */
  roles: readonly [JobOption, JobOption];
  testimonials: readonly Testimonial[];
  howItWorks: readonly Step[];
  payModel: { title: string; text: string; points: readonly string[] };
  faq: readonly FaqItem[];
  cta: { title: string; text: string };
};

/* ------------------------------------------------------------------------------------------------
 * Listings
 * ---------------------------------------------------------------------------------------------- */

/** Slug of the general work-from-home page, which is not an industry campaign. */
const arbejdHjemmefra: JobPageContent = {
  meta: {
    title: "Arbejd hjemmefra som telefonsælger",
    description:
      "Arbejd hjemmefra som telefonsælger, mødebooker eller med kundeservice. Fast timebetaling, bonus, grundig oplæring og timer, du selv lægger.",
    canonicalPath: "/jobs/arbejd-hjemmefra",
    keywords: [
      "arbejd hjemmefra",
      "job hjemmefra",
      "telefonsælger hjemmefra",
      "mødebooker hjemmefra",
      "freelance telemarketing",
      "deltidsjob hjemmefra",
    ],
  },
  hero: {
    eyebrow: "Job hjemmefra",
    title: "Arbejd hjemmefra – på rigtige kampagner og med fast timebetaling",
    lead: `Som freelancer hos ${brand.name} ringer du til danske virksomheder fra dit eget hjemmekontor. Du lægger selv dine timer inden for almindelig kontortid, og du har oplæring, samtaleguides og en fast teamleder fra første dag.`,
  },
  intro: [
    `Hjemmearbejde i telemarketing er meget mere end en telefonliste og et headset. Hos ${brand.name} arbejder du på kampagner for rigtige kunder – webbureauer, elselskaber, pensionsrådgivere og serviceleverandører – og du ringer udelukkende til virksomheder. Det betyder samtaler med ejere, indkøbere og driftsansvarlige, som tager telefonen i arbejdstiden og er vant til at tale forretning.`,
    "Du logger på vores opkaldssystem fra din egen computer. Hver kampagne har en samtaleguide, svar på de typiske indvendinger og en klar beskrivelse af, hvornår et møde eller en aftale tæller. Du skal altså ikke opfinde det hele selv – men du skal have lyst til at tale med mange mennesker og lytte efter, hvad de faktisk har brug for.",
    `Vi beder om mindst ${hoursPerWeek} timer om ugen, fordi det er det, der skal til for at blive rigtig god til en kampagne. Til gengæld placerer du selv timerne, så jobbet kan gå op med studie, børn eller et andet deltidsjob.`,
  ],
  benefits: [
    {
      icon: "house",
      title: "Ingen transporttid",
      description: "Din arbejdsdag begynder, når du logger på. Ingen kø på motorvejen og ingen aflyste tog – bare et roligt hjørne og dit headset.",
    },
    {
      icon: "clock",
      title: "Du planlægger selv",
      description: `Læg dine mindst ${hoursPerWeek} timer, når det passer dig i kontortiden – om formiddagen, om eftermiddagen eller fordelt over hele ugen.`,
    },
    {
      icon: "graduation-cap",
      title: "Oplæring fra dag ét",
      description: "Du får en online introduktion til kampagnen, træning i samtaleteknik og lytter med på erfarne kollegers opkald, før du selv ringer.",
    },
    {
      icon: "wallet",
      title: "Betaling, der følger indsatsen",
      description: "Fast timebetaling giver tryghed, og bonus for møder og aftaler betyder, at en god uge også kan mærkes på kontoen.",
    },
  ],
  tasks: [
    "Ringe til virksomheder ud fra lister, der er udvalgt til den enkelte kampagne",
    "Præsentere kundens produkt kort og præcist for den rette beslutningstager",
    "Booke møder direkte i rådgivernes kalendere eller indgå aftaler på telefonen",
    "Kvalificere interesserede virksomheder ved at afdække behov, tidsplan og budget",
    "Registrere samtaler, svar og opfølgninger i vores CRM-system",
    "Deltage i korte online teammøder og sparring med din teamleder",
  ],
  requirements: [...freelancerRequirements.items, "Flydende dansk i tale og skrift"],
  offers: [
    "Fast timebetaling og bonus for resultater",
    "Fleksible arbejdstider inden for almindelig kontortid",
    "Grundig online oplæring og løbende sparring med en fast teamleder",
    "Samtaleguide og svar på typiske indvendinger til hver kampagne",
    "Mulighed for at skifte mellem brancher og kampagnetyper",
    `En arbejdsplads med ${claims.yearsOfExperience.text} i telemarketing og mødebooking`,
  ],
  pay: "Du får en fast timebetaling for de timer, du er logget på og ringer, så du altid ved, hvad en arbejdsuge mindst giver. Oven i kommer en bonus for hvert kvalificeret møde, du booker, eller for hver aftale, kunden skriver under på – alt efter kampagnen. Bonusmodellen står skriftligt i kampagnebeskrivelsen, før du starter, og du bliver afregnet én gang om måneden.",
  testimonials: [
    {
      quote:
        "Jeg har to børn i skolealderen, og at kunne logge på kvart over otte efter aflevering har ændret min hverdag. Oplæringen var grundig, og jeg har aldrig følt mig alene, selvom jeg sidder derhjemme.",
      name: "Maria Østergaard",
      title: "Freelance mødebooker siden 2022",
      image: "/images/people/maria-oestergaard.svg",
    },
    {
      quote:
        "Jeg læser ved siden af og lægger mine timer på de dage, hvor jeg ikke har undervisning. Det bedste er at se bonussen vokse i takt med, at jeg bliver skarpere til at åbne samtalen.",
      name: "Oliver Hjort",
      title: "Freelance telefonsælger siden 2024",
      image: "/images/people/oliver-hjort.svg",
    },
  ],
  faq: [
    {
      question: "Skal jeg have erfaring med salg?",
      answer:
        "Nej. Erfaring er en fordel, men vi lægger mest vægt på, at du er god til at tale med mennesker og tager godt imod sparring. Du bliver oplært i både produkt og samtaleteknik, før du ringer dit første opkald.",
    },
    {
      question: "Hvilket udstyr skal jeg selv have?",
      answer: `Du skal bruge: ${computer}, ${stableInternet.toLowerCase()} og ${headset.toLowerCase()}. Opkaldssystemet kører i browseren, så du skal ikke installere særlige programmer.`,
    },
    {
      question: "Hvor mange timer skal jeg arbejde?",
      answer: `Mindst ${hoursPerWeek} timer om ugen. Du fordeler selv timerne inden for almindelig kontortid, og du kan sagtens arbejde mere, hvis du har lyst, og kampagnen har plads.`,
    },
    {
      question: "Ringer I til privatpersoner?",
      answer:
        "Nej. Vi arbejder udelukkende med erhvervskunder, så du ringer til virksomheder i deres åbningstid. Det giver saglige samtaler og langt færre vrede afvisninger.",
    },
  ],
  jobPosting: {
    datePosted: "2026-09-01",
    validThrough: "2027-03-31",
    description: `${brand.name} søger freelancere, der vil arbejde hjemmefra med telemarketing, mødebooking, kundeservice og leadkvalificering for danske virksomheder. Du ringer udelukkende til erhvervskunder i kontortiden, mindst ${hoursPerWeek} timer om ugen, og du lægger selv dine timer. Du får online oplæring, samtaleguides til hver kampagne og en fast teamleder. Aflønningen er fast timebetaling plus bonus for bookede møder eller underskrevne aftaler.`,
  },
  remote: {
    jobTypes: [
      {
        icon: "phone",
        title: "Telemarketing",
        description:
          "Du præsenterer et konkret produkt eller en serviceaftale og lukker aftalen på telefonen – fx el, kaffeservice eller måtteservice til virksomheder.",
      },
      {
        icon: "calendar-check",
        title: "Mødebooking",
        description:
          "Du finder de rette beslutningstagere og booker møder for rådgivere og konsulenter, som selv tager salgssamtalen bagefter.",
      },
      {
        icon: "headset",
        title: "Kundeservice",
        description:
          "Du ringer til eksisterende kunder, følger op på leveringer og sørger for, at aftaler bliver fornyet i god tid, før de udløber.",
      },
      {
        icon: "list-checks",
        title: "Leadkvalificering",
        description:
          "Du afdækker behov, budget og tidsplan hos virksomheder, der har vist interesse, så sælgerne kun bruger tid på de rigtige emner.",
      },
    ],
    jobOptions: [
      {
        title: "Telefonsælger hjemmefra",
        description:
          "Til dig, der kan lide at få et klart ja eller nej og trives med tempoet i mange korte samtaler om dagen.",
        requirements: [minHours, headset, "Lyst til selv at lukke aftaler på telefonen"],
        benefits: ["Bonus for hver underskrevet aftale", "Korte, strukturerede samtaler", "Mulighed for at prøve flere brancher"],
      },
      {
        title: "Mødebooker hjemmefra",
        description:
          "Til dig, der er nysgerrig, stiller gode spørgsmål og har tålmodighed til at finde den rigtige person i virksomheden.",
        requirements: [minHours, quietWorkplace, "Sans for at skrive præcise mødenoter"],
        benefits: [
          "Bonus for hvert kvalificeret møde",
          "Tæt samarbejde med kundens rådgivere",
          "Længere og mere rådgivende samtaler",
        ],
      },
      {
        title: "Leadkvalificering og kundeservice",
        description:
          "Til dig, der foretrækker at tale med virksomheder, som allerede kender produktet, og som kan lide at have styr på detaljerne.",
        requirements: [stableInternet, selfDiscipline, "Omhyggelighed med registrering i CRM-systemet"],
        benefits: [
          "Varme kontakter i stedet for kolde opkald",
          "Roligere tempo med fokus på kvalitet",
          "En god vej ind, hvis du er ny i faget",
        ],
      },
    ],
    expectations: [
      `Vi forventer, at du er logget på i de timer, du har meldt ind – mindst ${hoursPerWeek} om ugen.`,
      "Vi forventer, at du følger kampagnens samtaleguide og registrerer hvert opkald korrekt.",
      "Vi forventer, at du siger til, hvis noget driller, så vi kan hjælpe dig i tide.",
      "Du kan forvente en fast teamleder, der giver dig sparring og lytter samtaler igennem sammen med dig.",
      "Du kan forvente, at bonusmodellen står skriftligt, før du starter på en kampagne.",
      "Du kan forvente at blive afregnet til tiden hver måned – også i de uger, hvor det går langsomt.",
    ],
  },
};

const webBureau: JobPageContent = {
  meta: {
    title: "Job som mødebooker for webbureau",
    description:
      "Bliv mødebooker for et webbureau: Ring til virksomheder om hjemmeside, SEO og annoncering, og book møder hjemmefra. Fast timebetaling plus bonus pr. møde.",
    canonicalPath: "/jobs/web-bureau",
    keywords: [
      "mødebooker job",
      "webbureau",
      "SEO mødebooking",
      "digital markedsføring job",
      "freelance mødebooker",
      "mødebooking hjemmefra",
    ],
  },
  hero: {
    eyebrow: "Mødebooking · webbureau",
    title: "Book møder om hjemmesider, SEO og annoncering",
    lead: "Du ringer til virksomheder, hvis hjemmeside ikke arbejder for dem, og booker et kort møde med en digital rådgiver, der viser, hvad der kan gøres bedre.",
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
    minHours,
    stableInternet,
    computer,
    headset,
    "Interesse for hjemmesider, Google og sociale medier",
    "Evne til at forklare tekniske begreber i et enkelt sprog",
    "Et skarpt øje for, hvad der virker og ikke virker på en hjemmeside",
  ],
  offers: [
    "Introduktion til SEO, Google-annoncer og hjemmesideanalyse",
    "En tjekliste, så du kan vurdere en hjemmeside på et par minutter",
    "Samtaleguide med svar på de typiske indvendinger fra virksomhedsejere",
    "Tilbagemelding fra rådgiverne om hvert møde, du har booket",
    "Fast timebetaling og bonus for hvert kvalificeret møde",
    "Fleksible timer hjemmefra inden for kontortid",
  ],
  pay: "Du får en fast timebetaling for dine timer i telefonen og en bonus for hvert kvalificeret møde, der bliver gennemført med en rådgiver. Et møde tæller, når beslutningstageren deltager, og virksomheden passer til bureauets målgruppe – kriterierne gennemgår vi med dig, før du starter. Bliver mødet til et underskrevet projekt, udløser det en ekstra bonus.",
  testimonials: [
    {
      quote:
        "Det gør en kæmpe forskel at kunne sige: Jeg kiggede lige på jeres hjemmeside, og jeg kunne ikke finde jeres telefonnummer på mobilen. Så lytter folk, fordi det handler om deres egen forretning.",
      name: "Sofie Lindberg",
      title: "Freelance mødebooker siden 2024",
      image: "/images/people/sofie-lindberg.svg",
    },
    {
      quote:
        "Jeg vidste intet om SEO, da jeg startede. Nu kan jeg på et halvt minut forklare en tømrer, hvorfor han ikke dukker op, når nogen søger efter en tømrer i hans by – og det er præcis den forklaring, der giver møderne.",
      name: "Mads Holm",
      title: "Freelance mødebooker siden 2023",
      image: "/images/people/mads-holm.svg",
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
};

const ledBelysning: JobPageContent = {
  meta: {
    title: "Telefonsælger job: LED-belysning til erhverv",
    description:
      "Job som telefonsælger hjemmefra: Book lysgennemgange hos virksomheder, der vil skifte til LED og spare på elregningen. Fast timebetaling og bonus pr. møde.",
    canonicalPath: "/jobs/led-belysning",
    keywords: [
      "telefonsælger job",
      "LED-belysning erhverv",
      "mødebooking LED",
      "energibesparelse virksomheder",
      "freelance telefonsælger",
      "job hjemmefra",
    ],
  },
  hero: {
    eyebrow: "Telefonsalg · LED-belysning",
    title: "Hjælp virksomheder med at skifte gammelt lys ud med LED",
    lead: "Du ringer til virksomheder med store lokaler og lange driftstimer og booker en gratis lysgennemgang, hvor en lysrådgiver beregner, hvad et skift til LED kan spare.",
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
      icon: "trending-up",
      title: "Bonus for gennemgange og ordrer",
      description: "Du får bonus for hver lysgennemgang, der bliver gennemført, og en ekstra bonus, når kunden skriver under.",
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
    minHours,
    quietWorkplace,
    headset,
    selfDiscipline,
    "Lyst til at sætte dig ind i watt, driftstimer og elforbrug",
    "Ro til at tale med tekniske folk uden at lade dig slå ud af fagudtryk",
  ],
  offers: [
    "Oplæring i LED-teknologi, lysstyring og besparelsesberegninger",
    "Et overblik over de mest almindelige gamle lyskilder og deres LED-afløsere",
    "Samtaleguide målrettet drifts- og tekniske chefer",
    "Adgang til kalenderne hos lysrådgivere i hele landet",
    "Fast timebetaling, bonus pr. gennemgang og ekstra bonus ved ordre",
    "Sparring med en teamleder, der selv har solgt energiløsninger",
  ],
  pay: "Du får en fast timebetaling for de timer, du ringer, og en bonus for hver lysgennemgang, der faktisk bliver gennemført hos kunden. Fordi rådgiveren kører ud til hver gennemgang, tæller den kun, når du har talt med den rette beslutningstager og fået bekræftet bygningens størrelse og driftstimer. Ender gennemgangen med en ordre, får du derudover en bonus for den underskrevne aftale.",
  testimonials: [
    {
      quote:
        "Jeg spørger altid, hvor mange timer lyset er tændt på lageret. Når driftschefen svarer »døgnet rundt«, er han selv halvvejs overbevist, før jeg overhovedet har sagt LED.",
      name: "Jonas Kristensen",
      title: "Freelance telefonsælger siden 2023",
      image: "/images/people/jonas-kristensen.svg",
    },
    {
      quote:
        "Jeg var nervøs for de tekniske spørgsmål, men oplæringen gav mig præcis nok viden. Spørger nogen om lux eller farvetemperatur, siger jeg ærligt, at det tager rådgiveren med ud – og det respekterer de.",
      name: "Camilla Bak",
      title: "Freelance telefonsælger siden 2025",
      image: "/images/people/camilla-bak.svg",
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
      answer:
        "Det er ikke et krav. Du bliver oplært i de vigtigste begreber, og du lærer at stille præcis de spørgsmål, som rådgiveren har brug for svar på.",
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
      "Freelance telefonsælger til en leverandør af LED-belysning til erhverv. Du ringer hjemmefra til driftschefer, tekniske chefer og ejere af virksomheder med lagre, produktion, værksteder og butikker og booker gratis lysgennemgange, hvor en lysrådgiver beregner besparelse og tilbagebetalingstid ved skift til LED. Du får oplæring i lysteknik og besparelsesberegninger. Fast timebetaling plus bonus pr. gennemført lysgennemgang og ved ordre.",
  },
};

const energiSalg: JobPageContent = {
  meta: {
    title: "Job som telefonsælger inden for erhvervsel",
    description:
      "Telefonsalg af elaftaler til virksomheder hjemmefra: Forklar fastpris og variabel pris, og luk aftalen på telefonen. Fast timebetaling og bonus pr. aftale.",
    canonicalPath: "/jobs/energi-salg",
    keywords: [
      "telefonsælger el",
      "energisalg job",
      "elaftaler erhverv",
      "salgsjob hjemmefra",
      "freelance telefonsalg",
      "telefonsalg energi",
    ],
  },
  hero: {
    eyebrow: "Telefonsalg · erhvervsel",
    title: "Sælg elaftaler, der giver virksomheder ro i maven",
    lead: "Du ringer til ejere og økonomiansvarlige i mindre virksomheder, sammenligner deres nuværende elaftale med et konkret tilbud og lukker aftalen direkte på telefonen.",
  },
  intro: [
    "For en bager, et autoværksted eller en frisørsalon er elregningen en af de største faste udgifter – og en af de sværeste at gennemskue. Mange har en aftale, de aldrig har fået kigget efter, med et fast månedligt abonnement, tillæg pr. kilowatttime og en prismodel, de ikke helt kan forklare. Vores kunde er et elselskab, der tilbyder erhvervskunder enkle aftaler med fastpris, variabel timepris eller en kombination.",
    "Du ringer til ejere, bogholdere og økonomiansvarlige, spørger ind til forbrug og nuværende aftale og forklarer forskellen på de prismodeller, der passer til virksomheden. Siger kunden ja, sender du aftalen til digital underskrift, mens I stadig taler sammen, og elselskabet står for selve leverandørskiftet. Kunden skal ikke gøre andet end at skrive under.",
    "De mest almindelige indvendinger er »vi er bundet af en aftale«, »vi har lige fået et tilbud fra vores nuværende selskab« og »det er for bøvlet at skifte«. Du lærer at finde ud af, hvornår bindingen udløber, og at aftale en opfølgning i stedet for at presse – en aftale, kunden fortryder, er ikke en god aftale for nogen.",
  ],
  benefits: [
    {
      icon: "zap",
      title: "Et produkt alle virksomheder bruger",
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
      icon: "coins",
      title: "Bonus pr. underskrevet aftale",
      description: "Ud over den faste timebetaling tjener du bonus for hver aftale, der bliver underskrevet og godkendt.",
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
    minHours,
    quietWorkplace,
    computer,
    selfDiscipline,
    "Sans for tal og lyst til at forklare priser enkelt",
    "Omhyggelighed, når du indtaster kundeoplysninger",
    "Tålmodighed med kunder, der er blevet brændt af energisælgere før",
  ],
  offers: [
    "Oplæring i elmarkedet, prismodeller og leverandørskifte",
    "Et sammenligningsark, der gør det let at vise forskellen på to aftaler",
    "Samtaleguide, der er godkendt af elselskabet",
    "Digital underskrift, som du kan sende, mens kunden er i røret",
    "Fast timebetaling og bonus pr. godkendt aftale",
    "Ugentlig gennemgang af dine resultater med en teamleder",
  ],
  pay: "Jobbet kombinerer en fast timebetaling for dine timer i telefonen med en bonus for hver elaftale, som kunden skriver under på, og som elselskabet godkender. Bonussen afhænger af aftaletypen og virksomhedens forventede forbrug, så en aftale med et stort værksted vægter mere end en aftale med et lille kontor. Du kan løbende følge dine godkendte aftaler.",
  testimonials: [
    {
      quote:
        "Mange virksomhedsejere aner ikke, hvad de betaler i abonnement og tillæg. Når jeg går regningen igennem med dem linje for linje, ser de mig ikke som sælger, men som en, der hjælper.",
      name: "Henrik Dahl",
      title: "Freelance telefonsælger siden 2022",
      image: "/images/people/henrik-dahl.svg",
    },
    {
      quote:
        "Jeg kan godt lide, at jeg selv lukker aftalen. Der er noget tilfredsstillende ved at sende underskriftslinket og høre kunden sige: Så er den på plads.",
      name: "Amalie Krogh",
      title: "Freelance telefonsælger siden 2025",
      image: "/images/people/amalie-krogh.svg",
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
        "Så aftaler du et konkret tidspunkt for et nyt opkald og sender et overblik over tilbuddet på mail. Vi presser ikke kunder til en beslutning i første samtale.",
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
};

const kaffeService: JobPageContent = {
  meta: {
    title: "Telefonsælger job: kaffeservice til kontorer",
    description:
      "Bliv telefonsælger for en kaffeleverandør: Ring til kontorchefer om kaffemaskiner, leasing og serviceaftaler, og book prøveperioder. Arbejd hjemmefra.",
    canonicalPath: "/jobs/kaffe-service",
    keywords: [
      "telefonsælger kaffe",
      "kaffeservice erhverv",
      "kaffemaskine leasing",
      "kaffeordning kontor",
      "freelance telefonsælger",
      "job hjemmefra",
    ],
  },
  hero: {
    eyebrow: "Telefonsalg · kaffeservice",
    title: "Giv kontorerne bedre kaffe – og en maskine, der bare virker",
    lead: "Du ringer til kontorchefer og virksomhedsejere og tilbyder en smagning eller en prøveperiode på en kaffemaskine med leasing, fast service og levering af kaffe.",
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
      title: "Du taler med beslutningstageren",
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
  requirements: [
    minHours,
    quietWorkplace,
    stableInternet,
    headset,
    "Imødekommende og god til at skabe en god stemning hurtigt",
    "Struktureret med opfølgningsdatoer og noter",
  ],
  offers: [
    "Kendskab til maskinerne, kaffesorterne og serviceaftalens indhold",
    "Samtaleguide til både kontorchefer og ejere af mindre virksomheder",
    "Regneeksempler på pris pr. kop, som du kan bruge i samtalen",
    "Fast timebetaling og bonus for hver smagning eller prøveperiode",
    "Ekstra bonus, når prøveperioden bliver til en fast aftale",
    "Online teammøder med de andre sælgere på kampagnen",
  ],
  pay: "Du tjener en fast timebetaling for dine timer i telefonen og en bonus for hver smagning eller prøveperiode, der bliver gennemført hos kunden. Ender en prøveperiode med en leasing- og serviceaftale, får du desuden en bonus for den underskrevne aftale – også selvom kunden først beslutter sig nogle uger efter, at du bookede besøget.",
  testimonials: [
    {
      quote:
        "Mit yndlingsspørgsmål er, hvor lang køen er ved kaffemaskinen klokken ni. Kontorchefen griner næsten altid – og så taler vi pludselig om, hvad de egentlig har brug for.",
      name: "Louise Winther",
      title: "Freelance telefonsælger siden 2024",
      image: "/images/people/louise-winther.svg",
    },
    {
      quote:
        "Halvdelen af mine aftaler kommer fra virksomheder, der sagde nej første gang. Jeg skrev bare ned, hvornår deres aftale udløb, og ringede en måned før.",
      name: "Rasmus Juhl",
      title: "Freelance telefonsælger siden 2023",
      image: "/images/people/rasmus-juhl.svg",
    },
  ],
  faq: [
    {
      question: "Sælger jeg kaffemaskiner på telefonen?",
      answer:
        "Du booker en smagning eller en prøveperiode. Selve kontrakten om leasing og service laver salgskonsulenten, når prøveperioden er slut.",
    },
    {
      question: "Hvad indeholder en serviceaftale typisk?",
      answer:
        "Fast rengøring og afkalkning, reparationer og udskiftning ved nedbrud samt faste leverancer af kaffe, mælk og tilbehør. Du får en fuld oversigt i oplæringen.",
    },
    {
      question: "Hvem er de bedste kunder?",
      answer:
        "Arbejdspladser med fra omkring ti medarbejdere og opefter, hvor maskinen kører hele dagen. Meget små kontorer med to-tre ansatte passer sjældent til kampagnen.",
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
      "Freelance telefonsælger til en leverandør af kaffemaskiner og kaffeservice til erhverv. Du ringer hjemmefra til kontorchefer, receptionister og ejere af kontorer og klinikker, afdækker deres nuværende kaffeløsning og aftaleperiode og booker smagninger og prøveperioder på helbønnemaskiner med leasing og serviceaftale. Du får oplæring i maskiner, kaffe og serviceaftaler. Fast timebetaling plus bonus pr. prøveperiode og ved fast aftale.",
  },
};

const solenergi: JobPageContent = {
  meta: {
    title: "Mødebooker job inden for solenergi",
    description:
      "Bliv mødebooker inden for solenergi: Ring til virksomheder og landbrug med store tage, og book besigtigelser med en energirådgiver. Arbejd hjemmefra.",
    canonicalPath: "/jobs/solenergi",
    keywords: [
      "mødebooker solenergi",
      "solceller erhverv",
      "grøn energi job",
      "vedvarende energi",
      "mødebooking hjemmefra",
      "freelance mødebooker",
    ],
  },
  hero: {
    eyebrow: "Mødebooking · solenergi",
    title: "Book møder, der gør virksomheders tage til kraftværker",
    lead: "Du ringer til virksomheder og landbrug med store tagflader og højt elforbrug og booker en tagbesigtigelse med en energirådgiver, der regner investeringen igennem.",
  },
  intro: [
    "Lagerbygninger, produktionshaller, landbrugsbygninger og butikscentre har ofte store tage, der ikke bliver brugt til noget – og et elforbrug, der topper midt på dagen, når solen skinner mest. Vores kunde projekterer og installerer solcelleanlæg til erhverv, ofte kombineret med batterier og ladestandere til firmabilerne.",
    "Du ringer til ejere, direktører, driftschefer og landmænd. Du afdækker, om de ejer bygningen, hvor stort taget er, hvilken stand det er i, og hvor meget strøm virksomheden bruger. Passer det hele, booker du en tagbesigtigelse, hvor en rådgiver vurderer taget, beregner hvor stor en del af strømmen virksomheden selv kan bruge, og regner tilbagebetalingstiden ud – med finansiering og relevante tilskudsordninger med i regnestykket.",
    `Vi ringer ikke til private husejere, men til virksomheder, hvor beslutningen hviler på tal og ofte skal forbi en bestyrelse eller en bank. De typiske indvendinger er »taget skal renoveres først«, »vi lejer bygningen« og »vi har ikke kapitalen lige nu«. Du lærer at skelne mellem et nej og et ikke-endnu – og vi kan dokumentere ${claims.greenEnergyConversion.text}, fordi forberedelsen er grundig.`,
  ],
  benefits: [
    {
      icon: "solar-panel",
      title: "Et job med mening",
      description: "Hver besigtigelse, du booker, kan blive til et anlæg, der producerer grøn strøm i mange år frem.",
    },
    {
      icon: "building",
      title: "Store kunder, store projekter",
      description: "Du taler med virksomheder og landbrug, hvor et anlæg er en reel investering – og hvor et godt møde er meget værd.",
    },
    {
      icon: "calculator",
      title: "Samtaler om økonomi",
      description: "Tilbagebetalingstid, egetforbrug og finansiering er argumenterne. Du lærer at stille de spørgsmål, der viser, om regnestykket holder.",
    },
    {
      icon: "leaf",
      title: "Bliv klog på den grønne omstilling",
      description: "Du lærer om solceller, batterier og elmarkedet – viden, der også er værd at have med i dit næste job.",
    },
  ],
  tasks: [
    "Ringe til virksomheder, ejendomsejere og landbrug med store tagflader",
    "Afdække ejerforhold, tagets areal, retning og stand samt årligt elforbrug",
    "Forklare kort, hvordan egetforbrug og tilbagebetalingstid hænger sammen",
    "Booke tagbesigtigelser og rådgivningsmøder efter rådgivernes ruter",
    "Bede kunden have de seneste elregninger klar til besigtigelsen",
    "Registrere oplysninger om bygning og beslutningstagere i CRM-systemet",
    "Følge op på virksomheder, der venter på tagrenovering eller næste budget",
  ],
  requirements: [
    minHours,
    stableInternet,
    computer,
    selfDiscipline,
    "Interesse for grøn energi og lyst til at lære de tekniske grundbegreber",
    "Evne til at stille uddybende spørgsmål, uden at det føles som et forhør",
    "Vedholdenhed – beslutningerne tager tid, og opfølgning er en stor del af jobbet",
  ],
  offers: [
    "Oplæring i solceller, batterier, egetforbrug og tilbagebetalingstid",
    "Et kvalificeringsskema, så rådgiverne kun kører ud til relevante tage",
    "Direkte adgang til rådgivernes kalendere og ruteplaner",
    "Fast timebetaling og bonus for hver gennemført besigtigelse",
    "Ekstra bonus, når et projekt bliver underskrevet",
    "Et team med mange års erfaring i mødebooking til energibranchen",
  ],
  pay: "Du får en fast timebetaling for tiden i telefonen og en bonus for hver tagbesigtigelse, der bliver gennemført med en beslutningstager, som ejer eller råder over bygningen. Fordi solcelleanlæg er store investeringer med lang beslutningstid, kan der også komme en ekstra bonus, hvis kunden senere skriver under – også selvom det sker måneder efter dit opkald.",
  testimonials: [
    {
      quote:
        "Landmændene er de bedste at ringe til. De kender deres forbrug ned til kilowatttimen og vil have tal på bordet. Når jeg spørger, hvor mange kvadratmeter staldtag de har, er vi i gang.",
      name: "Emil Søndergaard",
      title: "Freelance mødebooker siden 2023",
      image: "/images/people/emil-soendergaard.svg",
    },
    {
      quote:
        "Jeg ville gerne have et job, hvor jeg kan stå inde for det, jeg ringer om. Solceller på en lagerhal, der alligevel bruger strøm hele dagen – det giver bare mening.",
      name: "Ida Thygesen",
      title: "Freelance mødebooker siden 2024",
      image: "/images/people/ida-thygesen.svg",
    },
  ],
  faq: [
    {
      question: "Ringer jeg til private husejere?",
      answer:
        "Nej. Kampagnen er rettet mod virksomheder, ejendomsselskaber og landbrug. Anlæggene er større, beslutningsprocessen er en anden, og samtalerne handler mest om økonomi og drift.",
    },
    {
      question: "Hvad sker der ved en tagbesigtigelse?",
      answer:
        "En rådgiver besøger bygningen, vurderer tagets stand, bæreevne og retning og gennemgår virksomhedens elforbrug. Bagefter får kunden et forslag med forventet produktion, pris og tilbagebetalingstid.",
    },
    {
      question: "Skal jeg kunne forklare tilskud og afskrivninger?",
      answer:
        "Nej. Du skal vide, at rådgiveren gennemgår finansiering og relevante tilskudsordninger på mødet, så du kan fortælle kunden, at det er med i beregningen. Detaljerne er rådgiverens bord.",
    },
    {
      question: "Hvad hvis virksomheden lejer bygningen?",
      answer:
        "Så finder du ud af, hvem der ejer ejendommen. Mange udlejere er interesserede, fordi et anlæg gør bygningen mere attraktiv, og rådgiveren kan holde mødet med både ejer og lejer.",
    },
  ],
  jobPosting: {
    datePosted: "2026-10-06",
    validThrough: "2027-05-31",
    description:
      "Freelance mødebooker til en installatør af solcelleanlæg til erhverv. Du ringer hjemmefra til virksomheder, ejendomsejere og landbrug med store tagflader, afdækker ejerforhold, tagets stand og elforbrug og booker tagbesigtigelser, hvor en energirådgiver beregner egetforbrug, finansiering og tilbagebetalingstid. Du får oplæring i solceller, batterier og kvalificering. Fast timebetaling plus bonus pr. gennemført besigtigelse og ved underskrevet projekt.",
  },
};

const matteService: JobPageContent = {
  meta: {
    title: "Telefonsælger job: måtteservice til erhverv",
    description:
      "Job som telefonsælger hjemmefra: Sælg måtteservice og logomåtter til butikker, kontorer og værksteder. Korte samtaler, fast timebetaling og bonus pr. aftale.",
    canonicalPath: "/jobs/matte-service",
    keywords: [
      "telefonsælger job",
      "måtteservice",
      "logomåtter",
      "salg til erhverv",
      "freelance telefonsalg",
      "job hjemmefra",
      "telefonsalg for begyndere",
    ],
  },
  hero: {
    eyebrow: "Telefonsalg · måtteservice",
    title: "Sælg den service, kunderne går hen over hver dag",
    lead: "Du ringer til virksomheder med kundeindgange og sælger en måtteservice, hvor rene måtter bliver leveret og de snavsede hentet til vask efter en fast plan.",
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
    "Indgå serviceaftaler på telefonen og sende bekræftelse på mail",
    "Booke opmåling hos større kunder, der ønsker logomåtter eller har flere indgange",
    "Opdatere kundekort og aftaler i CRM-systemet",
  ],
  requirements: [
    minHours,
    quietWorkplace,
    headset,
    selfDiscipline,
    "Godt humør og energi til mange samtaler om dagen",
    "Lyst til selv at lukke aftaler",
  ],
  offers: [
    "Kort og effektiv oplæring, så du hurtigt kommer i gang",
    "Prisark og oversigt over måttestørrelser, du kan bruge under samtalen",
    "Samtaleguide med svar på de mest almindelige indvendinger",
    "Fast timebetaling og bonus pr. underskrevet serviceaftale",
    "Sæsonkampagner i efterår og vinter, hvor behovet er tydeligst",
    "Sparring fra erfarne telefonsælgere på kampagnen",
  ],
  pay: "Du får en fast timebetaling for dine timer og en bonus for hver serviceaftale, du lukker på telefonen. Bonussen stiger med aftalens størrelse, så en kunde med flere indgange eller logomåtter giver mere end en enkelt standardmåtte. Booker du en opmåling hos en større kunde, får du også bonus, når opmålingen fører til en aftale.",
  testimonials: [
    {
      quote:
        "Det var min første salgskampagne, og det var et godt sted at starte. Produktet er enkelt, samtalerne er korte, og man lærer hurtigt at høre forskel på et høfligt nej og et »måske, hvis prisen er rigtig«.",
      name: "Anders Lund",
      title: "Freelance telefonsælger siden 2024",
      image: "/images/people/anders-lund.svg",
    },
    {
      quote:
        "Når jeg ringer til en frisør en regnvejrsdag i november og spørger, hvordan gulvet ser ud lige nu, er der ikke meget mere at forklare.",
      name: "Nanna Brix",
      title: "Freelance telefonsælger siden 2023",
      image: "/images/people/nanna-brix.svg",
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
};

const pensionsordning: JobPageContent = {
  meta: {
    title: "Mødebooker for pensionsrådgivere",
    description: `Book møder om firmapension og sundhedsforsikring med virksomhedsejere – hjemmefra. Selv får du pension og sundhedsforsikring efter ${pensionMonths} måneder.`,
    canonicalPath: "/jobs/pensionsordning",
    keywords: [
      "mødebooker pension",
      "pensionsrådgivning",
      "firmapension",
      "sundhedsforsikring",
      "mødebooking hjemmefra",
      "freelance mødebooker",
    ],
  },
  hero: {
    eyebrow: "Mødebooking · pensionsrådgivning",
    title: "Book møder, der giver virksomhedsejere styr på pensionen",
    lead: `Du ringer til ejere af mindre virksomheder og booker et uforpligtende pensionstjek med en uafhængig rådgiver. Og du får selv pension og sundhedsforsikring efter ${pensionMonths} måneder hos os.`,
  },
  intro: [
    "Mange ejere af små virksomheder har travlt med alt andet end deres egen og medarbejdernes pension. Firmapensionsordningen blev oprettet for år tilbage og er aldrig blevet kigget efter, omkostningerne er ukendte, og ejeren selv sparer måske slet ikke op. Vores kunde er et hold af uafhængige pensionsrådgivere, der gennemgår eksisterende ordninger, sammenligner omkostninger og dækninger og hjælper med firmapension og sundhedsforsikring til medarbejderne.",
    "Du ringer til ejere og direktører i virksomheder med typisk 3 til 50 ansatte. Du giver ikke selv rådgivning – det gør kun rådgiveren – men du spørger ind til, om virksomheden har en ordning i dag, hvornår den sidst blev gennemgået, og om ejeren selv er dækket. Derefter booker du et pensionstjek på omkring 45 minutter, enten online eller på virksomhedens adresse.",
    "De typiske indvendinger er »det klarer vores bank«, »revisoren tager sig af det« og »vi har ikke råd til firmapension«. Du lærer at svare sagligt og uden løfter: Mødet er gratis, rådgiveren er uafhængig, og en gennemgang giver overblik – også når ordningen viser sig at være i orden.",
  ],
  benefits: [
    {
      icon: "piggy-bank",
      title: `Pension til dig efter ${pensionMonths} måneder`,
      description: `Efter ${pensionMonths} måneder får du selv pension og sundhedsforsikring – så du ved præcis, hvad det betyder at være godt dækket.`,
    },
    {
      icon: "shield-check",
      title: "Seriøse samtaler med beslutningstagere",
      description: "Du taler med ejere og direktører om noget, der betyder meget for dem selv og deres medarbejdere.",
    },
    {
      icon: "book-open",
      title: "Du lærer pensionens ABC",
      description: "Du får en grundig introduktion til firmapension, dækninger og sundhedsforsikring – uden at du selv skal rådgive.",
    },
    {
      icon: "heart-handshake",
      title: "Rådgivere, der sætter pris på dig",
      description: "Rådgiverne lever af de møder, du booker, og giver dig besked om, hvordan hvert møde er gået.",
    },
  ],
  tasks: [
    "Ringe til ejere og direktører i virksomheder med 3 til 50 ansatte",
    "Afdække, om virksomheden har firmapension og sundhedsforsikring i dag",
    "Spørge ind til, hvornår ordningen sidst blev gennemgået",
    "Booke pensionstjek online eller hos kunden i rådgivernes kalendere",
    "Sende mødebekræftelse med en liste over, hvad kunden skal have klar",
    "Følge samtaleguiden nøje, så du aldrig giver råd eller lover noget om afkast",
  ],
  requirements: [
    minHours,
    quietWorkplace,
    stableInternet,
    selfDiscipline,
    "En rolig og tillidsvækkende telefonstemme",
    "Respekt for, at rådgivning kun gives af rådgiveren",
    "Diskretion med kundernes økonomiske oplysninger",
  ],
  offers: [
    `Pension og sundhedsforsikring efter ${pensionMonths} måneder`,
    "Oplæring i firmapension, dækninger og sundhedsforsikring",
    "En godkendt samtaleguide, der holder dig på den rigtige side af reglerne",
    "Fast timebetaling og bonus for hvert gennemført pensionstjek",
    "Tilbagemelding fra rådgiverne efter hvert møde",
    "Rolige, seriøse samtaler med erfarne virksomhedsejere",
  ],
  pay: "Du får en fast timebetaling for dine timer og en bonus for hvert pensionstjek, der bliver gennemført med virksomhedens ejer eller direktør. Et møde tæller, når beslutningstageren deltager, og virksomheden har ansatte eller en ejer, der kan have gavn af en gennemgang. Din bonus afhænger aldrig af, hvilke produkter kunden ender med at vælge – det sikrer, at mødet handler om kundens behov.",
  testimonials: [
    {
      quote:
        "Efter mange år i en bank kender jeg emnet godt, men her skal jeg bare åbne døren. Det er befriende at kunne sige ærligt: Jeg er ikke rådgiver, men jeg kan sætte dig i forbindelse med en, der er.",
      name: "Birgitte Møller",
      title: "Freelance mødebooker siden 2022",
      image: "/images/people/birgitte-moeller.svg",
    },
    {
      quote: `Det overraskede mig, hvor mange ejere der slet ikke selv har en pension. Og så er det en god detalje, at jeg selv fik pension og sundhedsforsikring efter ${pensionMonths} måneder.`,
      name: "Kasper Frost",
      title: "Freelance mødebooker siden 2025",
      image: "/images/people/kasper-frost.svg",
    },
  ],
  faq: [
    {
      question: "Får jeg selv pension som freelancer?",
      answer: `Ja. Efter ${pensionMonths} måneder på kampagnen får du pension og sundhedsforsikring. Vi gennemgår ordningen med dig, når du når dertil.`,
    },
    {
      question: "Skal jeg have en finansiel uddannelse?",
      answer:
        "Nej. Du giver ikke rådgivning, og du udtaler dig ikke om konkrete produkter eller afkast. Du får en grundig introduktion til emnet, så du kan føre en kompetent samtale og booke det rigtige møde.",
    },
    {
      question: "Hvad er et pensionstjek?",
      answer:
        "Et gratis og uforpligtende møde på omkring 45 minutter, hvor rådgiveren gennemgår virksomhedens og ejerens nuværende ordninger, omkostninger og dækninger og peger på eventuelle huller.",
    },
    {
      question: "Hvem ringer jeg til?",
      answer:
        "Ejere og direktører i mindre virksomheder, typisk med mellem 3 og 50 ansatte – fx håndværksmestre, klinikejere, rådgivende virksomheder og detailhandlere.",
    },
  ],
  jobPosting: {
    datePosted: "2026-10-20",
    validThrough: "2027-04-30",
    description: `Freelance mødebooker for et hold af uafhængige pensionsrådgivere. Du ringer hjemmefra til ejere og direktører i virksomheder med 3 til 50 ansatte, afdækker deres nuværende firmapension og sundhedsforsikring og booker uforpligtende pensionstjek online eller hos kunden. Du giver ikke selv rådgivning. Du får oplæring og en godkendt samtaleguide. Fast timebetaling plus bonus pr. gennemført møde, og pension og sundhedsforsikring efter ${pensionMonths} måneder.`,
  },
};

const inkasso: JobPageContent = {
  meta: {
    title: "Telefonsælger job: inkasso til virksomheder",
    description:
      "Bliv telefonsælger for et inkassofirma: Hjælp virksomheder med rykkerservice og inkasso, og book møder med økonomiansvarlige. Fast timebetaling og bonus.",
    canonicalPath: "/jobs/inkasso",
    keywords: [
      "telefonsælger inkasso",
      "inkassoservice",
      "debitorstyring",
      "rykkerservice",
      "erhvervssalg telefon",
      "freelance telefonsælger",
      "job hjemmefra",
    ],
  },
  hero: {
    eyebrow: "Telefonsalg · inkasso",
    title: "Hjælp virksomheder med at få deres penge hjem",
    lead: "Du ringer til økonomiansvarlige og ejere, der bruger for meget tid på at rykke for betalinger, og tilbyder en rykker- og inkassoløsning, der klarer arbejdet for dem.",
  },
  intro: [
    "For en håndværksvirksomhed, en grossist eller et konsulentfirma kan nogle få ubetalte fakturaer betyde, at likviditeten strammer til. Alligevel venter mange alt for længe med at gøre noget, fordi rykkere er tidskrævende og ubehagelige at sende. Vores kunde er et inkassofirma, der overtager hele forløbet – fra venlige påmindelser og rykkere til inkasso og retslig inddrivelse, hvis det bliver nødvendigt – med kobling til virksomhedens regnskabsprogram.",
    "Du ringer til bogholdere, økonomichefer og ejere og spørger ind til, hvordan de håndterer forfaldne fakturaer i dag, hvor mange dage der typisk går, før pengene kommer, og hvem der sender rykkerne. Mindre virksomheder kan ofte komme i gang direkte efter samtalen, mens du booker et møde med en inkassorådgiver, når der er tale om mange fakturaer eller en særlig branche.",
    "Du møder indvendinger som »vi har ikke dårlige betalere«, »vi vil ikke ødelægge forholdet til vores kunder« og »vores advokat klarer det«. Her lærer du at forklare, at en god rykkerproces netop beskytter kunderelationen, fordi tonen er venlig og professionel, og at en sag først går til inkasso, når alt andet er prøvet.",
  ],
  benefits: [
    {
      icon: "hand-coins",
      title: "Et reelt problem for mange",
      description: "Ubetalte fakturaer rammer især små virksomheder hårdt. Du tilbyder en løsning på noget, der holder ejere vågne om natten.",
    },
    {
      icon: "scale",
      title: "Professionelle samtaler",
      description: "Du taler med bogholdere og økonomichefer om processer og likviditet – saglige samtaler, hvor god forberedelse bliver belønnet.",
    },
    {
      icon: "receipt-text",
      title: "Både aftaler og møder",
      description: "Mindre kunder kan komme i gang efter samtalen, og større kunder booker du til et møde. Du får bonus for begge dele.",
    },
    {
      icon: "briefcase",
      title: "Erfaring, du kan bruge videre",
      description: "Forståelse for fakturering, debitorer og likviditet er værdifuld viden, uanset hvor din karriere går hen.",
    },
  ],
  tasks: [
    "Ringe til økonomiansvarlige i virksomheder, der sender mange fakturaer",
    "Afdække, hvordan de rykker i dag, og hvor længe de typisk venter på betaling",
    "Forklare forløbet fra påmindelse og rykker til inkasso i et roligt sprog",
    "Hjælpe mindre kunder i gang med rykkerservicen",
    "Booke møder mellem større kunder og inkassorådgivere",
    "Registrere samtaler og opfølgninger i CRM-systemet",
  ],
  requirements: [
    minHours,
    quietWorkplace,
    computer,
    selfDiscipline,
    "En saglig og professionel tone, også når emnet er penge",
    "Grundlæggende forståelse for fakturaer og betalingsfrister – resten lærer du",
    "Diskretion og ansvarlig omgang med fortrolige oplysninger",
  ],
  offers: [
    "Oplæring i rykkerforløbet, de vigtigste inkassoregler og regnskabskoblingen",
    "Samtaleguide, der er udarbejdet sammen med inkassofirmaets jurister",
    "Fast timebetaling og bonus pr. ny kunde og pr. gennemført møde",
    "Tæt samarbejde med inkassorådgiverne om de større kunder",
    "Et seriøst produkt, du kan præsentere med god samvittighed",
    "En teamleder, der lytter dine samtaler igennem sammen med dig",
  ],
  pay: "Du får en fast timebetaling for dine timer i telefonen. Derudover får du en bonus for hver mindre virksomhed, der bliver kunde efter din samtale, og for hvert møde, der bliver gennemført mellem en større virksomhed og en inkassorådgiver. Kriterierne for, hvornår en ny kunde eller et møde tæller, får du skriftligt, før du starter.",
  testimonials: [
    {
      quote:
        "Jeg har selv haft et lille firma og ventet tre måneder på at blive betalt af en kunde. Den historie fortæller jeg, og så forstår de fleste ejere med det samme, hvorfor jeg ringer.",
      name: "Thomas Rask",
      title: "Freelance telefonsælger siden 2023",
      image: "/images/people/thomas-rask.svg",
    },
    {
      quote:
        "Jeg troede, inkasso ville være et tungt emne, men samtalerne er overraskende konstruktive. De fleste bogholdere er lettede over, at nogen kan tage rykkerne fra dem.",
      name: "Line Hviid",
      title: "Freelance telefonsælger siden 2024",
      image: "/images/people/line-hviid.svg",
    },
  ],
  faq: [
    {
      question: "Ringer jeg til folk, der skylder penge?",
      answer:
        "Nej. Du ringer til virksomheder, der har penge til gode, og tilbyder dem hjælp til at få dem hjem. Kontakten med skyldnerne står inkassofirmaet for.",
    },
    {
      question: "Skal jeg kende inkassoreglerne?",
      answer:
        "Du får en introduktion til de vigtigste regler og frister, så du kan forklare forløbet. Juridiske spørgsmål sender du videre til inkassorådgiveren.",
    },
    {
      question: "Hvilke virksomheder er de bedste kunder?",
      answer:
        "Virksomheder, der fakturerer andre virksomheder med betalingsfrist – fx håndværkere, grossister, vikarbureauer, vognmænd og IT-konsulenter.",
    },
    {
      question: "Hvad hvis kunden er bange for at skræmme sine egne kunder væk?",
      answer:
        "Det er den mest almindelige bekymring. Du lærer at forklare, at forløbet starter med venlige påmindelser, og at kunden selv bestemmer, hvornår en sag går videre til inkasso.",
    },
  ],
  jobPosting: {
    datePosted: "2026-11-03",
    validThrough: "2027-05-31",
    description:
      "Freelance telefonsælger til et inkassofirma, der hjælper virksomheder med rykkerservice og inkasso. Du ringer hjemmefra til bogholdere, økonomichefer og ejere, afdækker hvordan de håndterer forfaldne fakturaer, hjælper mindre virksomheder i gang med rykkerservicen og booker møder mellem større kunder og en inkassorådgiver. Du får oplæring i rykkerforløb og inkassoregler. Fast timebetaling plus bonus pr. ny kunde og pr. gennemført møde.",
  },
};

const pagesBySlug = {
  "arbejd-hjemmefra": arbejdHjemmefra,
  "web-bureau": webBureau,
  "led-belysning": ledBelysning,
  "energi-salg": energiSalg,
  "kaffe-service": kaffeService,
  solenergi,
  "matte-service": matteService,
  pensionsordning,
  inkasso,
} satisfies Record<string, JobPageContent>;

/** Page content for every job listing, keyed by slug. */
export const jobPages: Record<string, JobPageContent> = pagesBySlug;

export function getJobPage(slug: string): JobPageContent | undefined {
  return Object.hasOwn(jobPages, slug) ? jobPages[slug] : undefined;
}

/* ------------------------------------------------------------------------------------------------
 * /freelance-telemarketing
 * ---------------------------------------------------------------------------------------------- */

export const freelancePage: FreelancePageContent = {
  meta: {
    title: "Freelance telemarketing og mødebooking",
    description:
      "Bliv freelance telemarketer eller mødebooker hjemmefra. Fast timebetaling, bonus for resultater, grundig oplæring og kampagner for danske virksomheder.",
    canonicalPath: "/freelance-telemarketing",
    keywords: [
      "freelance telemarketing",
      "freelance mødebooker",
      "telemarketing hjemmefra",
      "job som telefonsælger",
      "mødebooking job",
      "arbejde hjemmefra",
      "freelancejob salg",
    ],
  },
  hero: {
    eyebrow: `Freelance hos ${brand.name}`,
    title: "Bliv freelance telemarketer eller mødebooker – hjemmefra",
    lead: `Vi søger gode stemmer til kampagner for danske virksomheder. Du arbejder hjemmefra mindst ${hoursPerWeek} timer om ugen, får fast timebetaling plus bonus og lærer faget af folk med ${claims.yearsOfExperience.text}.`,
  },
  workFromHome: {
    title: "Dit kontor er der, hvor du har ro",
    text: "Alle vores freelancere arbejder hjemmefra. Du logger på vores opkaldssystem i browseren, tager headsettet på og ringer – med de samme værktøjer, samtaleguides og den samme sparring, som hvis du sad på et kontor.",
    points: [
      "Ingen transport – du starter arbejdsdagen ved dit eget skrivebord",
      `Du lægger selv dine mindst ${hoursPerWeek} timer om ugen inden for almindelig kontortid`,
      "Opkaldssystemet kører i browseren, så der er intet at installere",
      "Online oplæring, teammøder og sparring med en fast teamleder",
    ],
  },
  benefits: [
    {
      icon: "house",
      title: "Arbejd hjemmefra",
      description: "Du sparer transporttiden og arbejder fra dit eget hjemmekontor – i hele landet.",
    },
    {
      icon: "clock",
      title: "Fleksible timer",
      description: `Du bestemmer selv, hvornår du lægger dine mindst ${hoursPerWeek} timer om ugen inden for kontortid.`,
    },
    {
      icon: "wallet",
      title: "Fast timebetaling plus bonus",
      description: "Et fast grundlag for hver time, du ringer, og bonus for hvert møde eller hver aftale, du skaber.",
    },
    {
      icon: "graduation-cap",
      title: "Grundig oplæring",
      description: "Du lærer samtaleteknik, indvendingshåndtering og kampagnens produkt, før du ringer dit første opkald.",
    },
    {
      icon: "layout-grid",
      title: "Mange brancher",
      description: "Energi, solceller, webbureauer, kaffeservice, pension og inkasso – du kan skifte kampagne, når du er klar til noget nyt.",
    },
    {
      icon: "users",
      title: "Et hold, selvom du sidder alene",
      description: "Teammøder, en fast teamleder og kolleger, du kan spørge til råds, når en samtale har drillet.",
    },
  ],
  roles: [
    {
      title: "Freelance telemarketer",
      description:
        "Du ringer til virksomheder, præsenterer et konkret produkt eller en serviceaftale og lukker aftalen på telefonen. Kampagnerne spænder fra elaftaler og måtteservice til rykker- og inkassoservice.",
      requirements: [
        ...freelancerRequirements.items,
        "Lyst til at lukke aftaler og evnen til at høre et nej uden at tage det personligt",
      ],
      benefits: [
        "Bonus for hver underskrevet aftale",
        "Mange korte samtaler og en stejl læringskurve",
        "Fast timebetaling uanset, hvordan den enkelte dag går",
        "Mulighed for at skifte kampagne, når du er klar",
      ],
    },
    {
      title: "Freelance mødebooker",
      description:
        "Du finder de rette beslutningstagere og booker møder for rådgivere og konsulenter – fx inden for solenergi, LED-belysning, pension og digital markedsføring.",
      requirements: [...freelancerRequirements.items, "Nysgerrighed og evnen til at stille gode, åbne spørgsmål"],
      benefits: [
        "Bonus for hvert kvalificeret møde",
        "Længere og mere rådgivende samtaler",
        "Tilbagemelding fra rådgiverne efter møderne",
        "Brancheviden, du kan tage med i din videre karriere",
      ],
    },
  ],
  testimonials: [
    {
      quote:
        "Jeg startede på en kampagne for et webbureau og har siden booket møder om både solceller og pension. Det, der har holdt mig her, er, at jeg altid ved præcis, hvordan min bonus bliver regnet ud.",
      name: "Julie Andersen",
      title: "Freelance mødebooker siden 2021",
      image: "/images/people/julie-andersen.svg",
    },
    {
      quote:
        "Efter femten år i detailhandlen ville jeg væk fra weekendvagterne. Nu ringer jeg hjemmefra mandag til fredag og får mere ud af min salgserfaring end nogensinde før.",
      name: "Peter Kjær",
      title: "Freelance telemarketer siden 2023",
      image: "/images/people/peter-kjaer.svg",
    },
  ],
  howItWorks: [
    {
      title: "Send din ansøgning",
      description:
        "Udfyld den korte formular med lidt om dig selv, din erfaring og hvor mange timer du kan arbejde. Et CV er velkomment, men ikke et krav.",
    },
    {
      title: "Vi ringer dig op",
      description:
        "Vi tager en uformel samtale om dine forventninger og de kampagner, der er åbne lige nu. Det er også vores måde at høre, hvordan du lyder i telefonen.",
    },
    {
      title: "Oplæring",
      description:
        "Du får en online introduktion til vores systemer, samtaleteknik og den kampagne, du skal starte på, og du lytter med på erfarne kollegers opkald.",
    },
    {
      title: "Din første kampagne",
      description:
        "Du går i gang med støtte fra din teamleder, som lytter samtaler igennem med dig den første tid og hjælper dig med at finde din egen stil.",
    },
  ],
  payModel: {
    title: "Sådan bliver du aflønnet",
    text: "Lønmodellen giver dig et fast grundlag og gør det muligt at tjene mere, når det går godt. Den konkrete bonus afhænger af kampagnen og står altid skriftligt, før du starter.",
    points: [
      "Fast timebetaling for alle de timer, du er logget på og ringer",
      "Bonus pr. kvalificeret møde på mødebookingkampagner",
      "Bonus pr. underskrevet aftale på salgskampagner",
      "Månedlig afregning med en klar opgørelse over timer og resultater",
    ],
  },
  faq: [
    {
      question: "Skal jeg have erfaring med telemarketing?",
      answer:
        "Nej. Vi lægger vægt på, at du er god til at tale med mennesker, er nysgerrig og tager godt imod sparring. Resten lærer du i oplæringen og de første uger på kampagnen.",
    },
    {
      question: "Hvor mange timer skal jeg arbejde?",
      answer: `Mindst ${hoursPerWeek} timer om ugen. Du fordeler selv timerne inden for almindelig kontortid, fordi det er dér, virksomhederne tager telefonen.`,
    },
    {
      question: "Kan jeg arbejde hjemmefra hele tiden?",
      answer:
        "Ja. Alle vores freelancere arbejder hjemmefra, og både oplæring, teammøder og sparring foregår online. Du skal bare have et roligt sted at sidde og det rigtige udstyr.",
      link: { href: "/jobs/arbejd-hjemmefra", label: "Læs mere om at arbejde hjemmefra" },
    },
    {
      question: "Hvad er forskellen på en telemarketer og en mødebooker?",
      answer:
        "Som telemarketer lukker du selv aftalen på telefonen. Som mødebooker finder du den rette beslutningstager og booker et møde, hvor en rådgiver eller konsulent tager salgssamtalen. Mange prøver begge dele.",
      link: { href: "/jobs/arbejd-hjemmefra", label: "Se jobtyperne" },
    },
    {
      question: "Hvordan foregår afregningen?",
      answer:
        "Du bliver afregnet månedligt for dine timer og din bonus. Ved opstart gennemgår vi de praktiske forhold om fakturering og skat med dig, så du ved præcis, hvordan det foregår.",
    },
    {
      question: "Jeg har spørgsmål, før jeg søger – hvem kan jeg tale med?",
      answer: `Ring eller skriv til os med dit spørgsmål – du får svar fra en af os, der arbejder med rekruttering. ${claims.responseTime.text.charAt(0).toUpperCase()}${claims.responseTime.text.slice(1)}.`,
      link: { href: "/kontakt", label: "Kontakt os" },
    },
  ],
  cta: {
    title: "Klar til at tage headsettet på?",
    text: "Send en kort ansøgning i dag. Vi ringer dig op, fortæller om de kampagner, der er åbne lige nu, og finder den, der passer bedst til dig.",
  },
};
