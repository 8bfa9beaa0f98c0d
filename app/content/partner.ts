/**
 * Content of the partner page (/samarbejdspartner). Claims, prices and constants come from ./site.
 */
import { contractTerms, weeklyReport } from "./client-terms.ts";
import { privacyNote } from "./privacy-note.ts";
import { brand, claims, contact, formatKr, offices, prices, responsePromise, sellers } from "./site.ts";
import type { FaqItem, Feature, PageMeta, Step } from "./types.ts";

/** Same shape as HeroAction in components/sections/hero.tsx: a link button. */
type Cta = { label: string; to: string };

const officeCities = offices.map((office) => office.city).join(" og ");

export const meta: PageMeta = {
  title: "Bliv samarbejdspartner – outsourcet B2B-salg",
  description: `Få et fast hold til telemarketing og mødebooking, der arbejder i jeres CRM og efter jeres mål. Sådan foregår et samarbejde med ${brand.name}.`,
  canonicalPath: "/samarbejdspartner",
  keywords: [
    "samarbejdspartner telemarketing",
    "outsourcet mødebooking",
    "ekstern salgsafdeling",
    "B2B salgspartner",
    "outsourcing af salg",
    "telemarketingbureau",
  ],
};

export const hero: { eyebrow: string; title: string; lead: string; actions: readonly Cta[] } = {
  eyebrow: "Samarbejdspartner",
  title: "Lad os blive jeres forlængede salgsafdeling",
  lead: "Som samarbejdspartner får I et hold af trænede danske sælgere, der arbejder efter jeres mål, i jeres CRM og med jeres budskaber. I bestemmer retningen – vi leverer samtalerne, møderne og tallene, der viser, hvad der virker.",
  actions: [
    { label: "Book en uforpligtende snak", to: "#contact-form" },
    { label: "Se priser", to: "/priser" },
  ],
};

export const benefits: readonly Feature[] = [
  {
    icon: "users",
    title: "Fast projektleder",
    description:
      "Én fast kontaktperson, der kender jeres produkt, jeres målgruppe og jeres sælgere – og som tager ansvar for, at kampagnen leverer.",
  },
  {
    icon: "graduation-cap",
    title: "Sælgere med branchekendskab",
    description:
      "Vi sætter sælgere på, der har ringet til jeres type kunder før. Det betyder færre spildte opkald og mere troværdige samtaler fra første dag.",
  },
  {
    icon: "database",
    title: "Data direkte i jeres CRM",
    description:
      "Alle opkald, noter og bookede møder registreres dér, hvor jeres salgsteam arbejder. Intet går tabt, når leadet skifter hænder.",
  },
  {
    icon: "layers",
    title: "Kapacitet, der følger jeres behov",
    description:
      "Skru op før en lancering eller en messe, og ned i de stille måneder. I betaler for de timer, I har brug for – ikke for en fast lønudgift.",
  },
  {
    icon: "shield-check",
    title: "GDPR og god skik",
    description:
      "Vi behandler jeres data efter en databehandleraftale, respekterer frabedelser og ringer kun til virksomheder, der må kontaktes.",
  },
];

export const process: readonly Step[] = [
  {
    title: "Behovsafklaring",
    description:
      "Vi tager en grundig snak om jeres produkt, jeres ideelle kunde og jeres salgsmål. Hvad er et godt møde for jer, og hvem skal sidde på den anden side af bordet?",
  },
  {
    title: "Kampagneplan og samtaleguide",
    description:
      "Vi definerer ICP, bygger eller vasker listen og skriver en samtaleguide med åbninger, spørgsmål og svar på de typiske indvendinger. I godkender, før vi ringer.",
  },
  {
    title: "Opstart og første opkald",
    description: `Sælgerne bliver trænet i jeres produkt, og kampagnen går i luften. Fra aftale til første opkald går der typisk ${claims.startTime.value}, og de første dage følger projektlederen samtalerne tæt.`,
  },
  {
    title: "Rapportering og optimering",
    description:
      "I får løbende tal på opkald, samtaler og møder. Hver måned gennemgår vi resultaterne sammen og justerer målgruppe, budskaber og tidspunkter.",
  },
];

export const longText: readonly string[] = [
  `Et godt samarbejde om outsourcet salg starter ikke med en samtaleguide, men med en fælles forståelse af, hvad succes er. Derfor bruger vi tid på at lære jeres forretning at kende, før vi løfter røret. Hvilke kunder giver jer den bedste forretning? Hvilke titler har købskraften? Og hvad skal der til, før jeres sælgere synes, at et møde var tiden værd? Svarene bliver til en kampagneplan, som begge parter kan holde hinanden op på.`,
  `Vores sælgere arbejder fra vores kontorer i ${officeCities} og fra hjemmekontorer rundt om i Danmark, men for jeres kunder lyder det, som om opkaldet kommer direkte fra jer. Vi præsenterer os i jeres navn, bruger jeres terminologi og følger jeres tone – om den er teknisk og præcis eller uformel og direkte. Med ${claims.yearsOfExperience.text} ved vi, at troværdighed i telefonen er det, der adskiller et booket møde fra et høfligt nej tak.`,
  `Gennemsigtighed er bærende i alt, hvad vi gør. I ser de samme tal som os: antal opkald, gennemførte samtaler, bookede møder og hvor mange af dem, der rent faktisk bliver til noget. Når et segment ikke giver møder, siger vi det højt og foreslår en ny vinkel i stedet for at blive ved med at ringe for at fylde timerne ud.`,
  `De fleste partnerskaber starter med en kampagne på ${claims.minimumCampaign.value}, fordi det giver tid til at teste, lære og skalere det, der virker. Herefter kan I fortsætte på samme niveau, udvide med flere timer eller flere markeder – eller supplere med vores digitale ydelser, så jeres hjemmeside og jeres telefonsalg trækker i samme retning.`,
];

export const formIntro: { title: string; text: string; privacyNote?: string } = {
  privacyNote,
  title: "Fortæl os om jeres salgsmål",
  text: `Udfyld formularen med lidt om jeres virksomhed og jeres målgruppe. En af vores konsulenter vender tilbage ${responsePromise.short} med et konkret bud på, hvordan en kampagne kan se ud for jer.`,
};

export const faq: readonly FaqItem[] = [
  {
    question: "Hvad koster det at blive samarbejdspartner?",
    answer: `Prisen afhænger af, hvor mange timer og hvor mange sælgere I har brug for. Vores mindste pakke starter ved ${formatKr(prices.starter.from)} ${prices.starter.unit} ekskl. moms for ${prices.starter.hours} timer om måneden, og vi laver altid et konkret tilbud efter den første snak.`,
    link: { href: "/priser", label: "Se alle priser og pakker" },
  },
  {
    question: "Hvor hurtigt kan vi komme i gang?",
    answer: `Vi tilbyder ${claims.startTime.text}, fra aftalen er underskrevet. Den tid bruger vi på målgruppe, lister, samtaleguide og træning af de sælgere, der skal ringe for jer.`,
  },
  {
    question: "Hvor lang er bindingsperioden?",
    answer: `Vores faste pakker løber som udgangspunkt i mindst ${claims.minimumCampaign.value}. Det er ikke for at binde jer, men fordi en kampagne skal have tid til at blive finjusteret, før resultaterne står mål med indsatsen. Derefter løber aftalen fra måned til måned med 1 måneds opsigelse, og I kan skifte pakke op eller ned uden ny binding.`,
  },
  {
    question: "Hvem er det, der ringer for os?",
    answer: `${sellers.text} ${sellers.training} Vi vælger sælgere, der kender jeres branche, og de bliver trænet i jeres produkt, før de taler med jeres kunder.`,
  },
  {
    question: "Kan I arbejde direkte i vores CRM?",
    answer:
      "Ja. Vi arbejder gerne i jeres eget system, uanset om det er HubSpot, Pipedrive, Salesforce, Dynamics eller et andet CRM. Har I ikke et, sætter vi en enkel løsning op, så I stadig har fuld historik på alle leads.",
  },
  {
    question: "Hvordan sikrer I, at møderne er kvalificerede?",
    answer:
      "Vi aftaler kriterierne for et kvalificeret møde på forhånd – for eksempel branche, størrelse, titel og konkret behov. Sælgeren stiller de spørgsmål, der afdækker kriterierne, og hvert møde bliver sendt med et kort brief, så jeres sælger er forberedt.",
  },
  {
    question: "Kan vi betale pr. møde i stedet for pr. time?",
    answer: `Ja, med ${prices.payPerMeeting.label} betaler I en ${prices.payPerMeeting.text}. Modellen passer bedst til virksomheder med en klart defineret målgruppe og et tydeligt tilbud.`,
    link: { href: "/priser", label: `Læs mere om ${prices.payPerMeeting.label}` },
  },
  {
    question: "Hvordan håndterer I GDPR?",
    answer:
      "Vi indgår en databehandleraftale med jer, behandler kun de data, kampagnen kræver, og respekterer frabedelser og Robinsonlisten, hvor den gælder. Data slettes eller tilbageleveres, når samarbejdet slutter.",
  },
  {
    question: `Hvad adskiller ${brand.name} fra andre telemarketingbureauer?`,
    answer: `Vi kombinerer ${claims.yearsOfExperience.text} i B2B-salg med branchespecialiserede sælgere, en rapport med pris pr. booket møde og digitale kompetencer i samme firma. Kampagner, der har kørt mindst 3 måneder, giver ${claims.averageLeadLift.text}.`,
    link: { href: `/hvorfor-${brand.slug}`, label: `Hvorfor vælge ${brand.name}?` },
  },
  {
    question: "Hvordan kommer vi i kontakt med jer?",
    answer: `Udfyld formularen her på siden, ring til os på ${contact.phone} eller skriv til ${contact.email}. Vi svarer på alle henvendelser ${responsePromise.short}.`,
    link: { href: "/kontakt", label: "Gå til kontaktsiden" },
  },
];

/** Headings of the page's sections, in the order they appear. */
export const sections = {
  benefits: {
    eyebrow: "Det får I",
    title: "Et salgshold uden ansættelser",
    lead: "Som samarbejdspartner får I alt det, en intern salgsafdeling giver – uden rekruttering, oplæring og faste lønomkostninger.",
  },
  process: { eyebrow: "Sådan foregår det", title: "Fra første snak til første møde i fire trin" },
  longText: { eyebrow: "Partnerskab", title: "Et samarbejde bygget på fælles mål og åbne tal" },
  formPoints: [
    responsePromise.bullet,
    claims.startTime.text.replace(/^./, (c) => c.toUpperCase()),
    "Helt uforpligtende",
  ],
  faq: { eyebrow: "Spørgsmål og svar", title: "Det spørger kommende samarbejds\u00adpartnere om" },
} as const;

/** What a partner receives every week and the terms after the minimum period (./company.ts). */
export { contractTerms, weeklyReport };
