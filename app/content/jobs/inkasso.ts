import type { JobFile } from "../job-schema.ts";
import { sixRequirements } from "../jobs-shared.ts";

export default {
  slug: "inkasso",
  /** Place in the "Job søgere" menu, the job grids and the sitemap. */
  order: 9,
  title: "Telefonsælger – inkasso",
  navLabel: "Inkasso",
  description: "Tilbyd virksomheder rykkerservice og inkasso, og book møder med inkassorådgivere.",
  icon: "receipt-text",
  color: "rose",
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
  illustration: {
    src: "/images/illustrations/job-inkasso.svg",
    alt: "Illustration af en faktura med et rykkerstempel, en telefon med en venlig samtale og betalte mønter",
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
      description:
        "Mindre kunder kan komme i gang efter samtalen, og større kunder booker du til et møde. Du lærer både at lukke en aftale og at booke et møde.",
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
    ...sixRequirements,
    "En saglig og professionel tone, også når emnet er penge",
    "Grundlæggende forståelse for fakturaer og betalingsfrister – resten lærer du",
    "Diskretion og ansvarlig omgang med fortrolige oplysninger",
  ],
  offers: [
    "Oplæring i rykkerforløbet, de vigtigste inkassoregler og regnskabskoblingen",
    "Samtaleguide, der er udarbejdet sammen med inkassofirmaets jurister",
    "Tæt samarbejde med inkassorådgiverne om de større kunder",
    "Et seriøst produkt, du kan præsentere med god samvittighed",
    "En teamleder, der lytter dine samtaler igennem sammen med dig",
  ],
  pay: "Du får en fast timebetaling for dine timer i telefonen. Derudover får du en bonus for hver mindre virksomhed, der bliver kunde efter din samtale, og for hvert møde, der bliver gennemført mellem en større virksomhed og en inkassorådgiver. Kriterierne for, hvornår en ny kunde eller et møde tæller, får du skriftligt, før du starter.",
  bonus: "either",
  /** What happens after you apply, for this campaign (the shared steps are on /freelance-telemarketing). */
  applySteps: [
    {
      title: "Samtale om tone og takt",
      description: "Inkasso kræver en venlig og saglig tone. I samtalen hører vi, hvordan du forklarer noget svært på en enkel måde.",
    },
    {
      title: "Oplæring i rykkerforløbet",
      description: "Du lærer forløbet fra påmindelse til inkasso og reglerne for, hvad du må love i telefonen, og du får svar på de typiske indvendinger.",
    },
    {
      title: "Første uge på kampagnen",
      description:
        "Du starter på mindre virksomheder, der kan komme i gang direkte efter samtalen, og booker møder med en inkassorådgiver, når sagen er større.",
    },
  ],
  testimonials: [
    {
      quote:
        "Jeg har selv haft et lille firma og ventet tre måneder på at blive betalt af en kunde. Den historie fortæller jeg, og så forstår de fleste ejere med det samme, hvorfor jeg ringer.",
      name: "Thomas Rask",
      title: "Freelance telefonsælger siden 2023",
    },
    {
      quote:
        "Jeg troede, inkasso ville være et tungt emne, men samtalerne er overraskende konstruktive. De fleste bogholdere er lettede over, at nogen kan tage rykkerne fra dem.",
      name: "Line Hviid",
      title: "Freelance telefonsælger siden 2024",
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
      answer: "Virksomheder, der fakturerer andre virksomheder med betalingsfrist – fx håndværkere, grossister, vikarbureauer, vognmænd og IT-konsulenter.",
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
      "Freelance telefonsælger til et inkassofirma, der hjælper virksomheder med rykkerservice og inkasso. Du ringer hjemmefra til bogholdere, økonomichefer og ejere, afdækker, hvordan de håndterer forfaldne fakturaer, hjælper mindre virksomheder i gang med rykkerservicen og booker møder mellem større kunder og en inkassorådgiver. Du får oplæring i rykkerforløb og inkassoregler. Fast timebetaling plus bonus pr. ny kunde og pr. gennemført møde.",
  },
} satisfies JobFile;
