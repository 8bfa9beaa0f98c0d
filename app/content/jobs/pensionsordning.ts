import type { JobFile } from "../job-schema.ts";
import { sixRequirements, pensionMonths } from "../jobs-shared.ts";

export default {
  slug: "pensionsordning",
  /** Place in the "Job søgere" menu, the job grids and the sitemap. */
  order: 8,
  title: "Mødebooker – pensionsrådgivning",
  navLabel: "Pension",
  description: "Book uforpligtende pensionstjek for uafhængige rådgivere med ejere af små og mellemstore virksomheder.",
  icon: "piggy-bank",
  color: "indigo",
  meta: {
    title: "Mødebooker for pensionsrådgivere",
    description: `Book møder om firmapension og sundhedsforsikring med virksomhedsejere – hjemmefra. Selv får du pension og sundhedsforsikring efter ${pensionMonths} måneder.`,
    canonicalPath: "/jobs/pensionsordning",
    keywords: ["mødebooker pension", "pensionsrådgivning", "firmapension", "sundhedsforsikring", "mødebooking hjemmefra", "freelance mødebooker"],
  },
  hero: {
    eyebrow: "Mødebooking · pensionsrådgivning",
    title: "Book møder, der giver virksomhedsejere styr på pensionen",
    lead: `Du ringer til ejere af mindre virksomheder og booker et uforpligtende pensionstjek med en uafhængig rådgiver. Og du får selv pension og sundhedsforsikring efter ${pensionMonths} måneder hos os.`,
  },
  illustration: {
    src: "/images/illustrations/job-pensionsordning.svg",
    alt: "Illustration af en sparegris, en voksende stak mønter og et skjold med et hjerte for pension og tryghed",
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
      title: "Seriøse samtaler med beslutnings\u00adtagere",
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
    ...sixRequirements,
    "En rolig og tillidsvækkende telefonstemme",
    "Respekt for, at rådgivning kun gives af rådgiveren",
    "Diskretion med kundernes økonomiske oplysninger",
  ],
  offers: [
    "En godkendt samtaleguide, der holder dig på den rigtige side af reglerne",
    "Et kort opslag over de mest almindelige firmapensioner, du kan bruge under samtalen",
    "Rådgivernes kalendere, så pensionstjekket er booket, før du lægger på",
  ],
  pay: "Du får en fast timebetaling for dine timer og en bonus for hvert pensionstjek, der bliver gennemført med virksomhedens ejer eller direktør. Et møde tæller, når beslutningstageren deltager, og virksomheden har ansatte eller en ejer, der kan have gavn af en gennemgang. Din bonus afhænger aldrig af, hvilke produkter kunden ender med at vælge – det sikrer, at mødet handler om kundens behov.",
  bonus: "meeting",
  /** What happens after you apply, for this campaign (the shared steps are on /freelance-telemarketing). */
  applySteps: [
    {
      title: "Samtale med Sofie fra rekrutteringen",
      description:
        "Vi taler om din erfaring og lytter efter en rolig, tillidsvækkende stemme. Har du arbejdet i bank eller forsikring, så nævn det – det er en fordel, ikke et krav.",
    },
    {
      title: "To dages oplæring i pension",
      description: "Du lærer firmapension, dækninger og sundhedsforsikring at kende og øver den godkendte samtaleguide, så du aldrig kommer til at rådgive.",
    },
    {
      title: "Dine første pensionstjek",
      description:
        "Du booker dine første møder med din teamleder på medlyt. Rådgiverne melder tilbage efter hvert møde, så du hurtigt lærer, hvad et godt pensionstjek er.",
    },
  ],
  testimonials: [
    {
      quote:
        "Efter mange år i en bank kender jeg emnet godt, men her skal jeg bare åbne døren. Det er befriende at kunne sige ærligt: Jeg er ikke rådgiver, men jeg kan sætte dig i forbindelse med en, der er.",
      name: "Birgitte Møller",
      title: "Freelance mødebooker siden 2022",
    },
    {
      quote: `Det overraskede mig, hvor mange ejere der slet ikke selv har en pension. Når jeg spørger, hvem der sidst har set deres ordning igennem, bliver der tit stille – og så har rådgiveren et møde.`,
      name: "Kasper Frost",
      title: "Freelance mødebooker siden 2025",
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
} satisfies JobFile;
