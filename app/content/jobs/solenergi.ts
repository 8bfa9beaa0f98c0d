import type { JobFile } from "../job-schema.ts";
import { sixRequirements } from "../jobs-shared.ts";
import { claims } from "../site.ts";

export default {
  slug: "solenergi",
  /** Place in the "Job søgere" menu, the job grids and the sitemap. */
  order: 6,
  title: "Mødebooker – solenergi",
  navLabel: "Solenergi",
  description: "Book tagbesigtigelser for virksomheder og landbrug, der vil producere deres egen strøm med solceller.",
  icon: "solar-panel",
  color: "emerald",
  meta: {
    title: "Mødebooker job inden for solenergi",
    description:
      "Bliv mødebooker inden for solenergi: Ring til virksomheder og landbrug med store tage, og book besigtigelser med en energirådgiver. Arbejd hjemmefra.",
    canonicalPath: "/jobs/solenergi",
    keywords: ["mødebooker solenergi", "solceller erhverv", "grøn energi job", "vedvarende energi", "mødebooking hjemmefra", "freelance mødebooker"],
  },
  hero: {
    eyebrow: "Mødebooking · solenergi",
    title: "Book møder, der gør virksomheders tage til kraftværker",
    lead: "Du ringer til virksomheder og landbrug med store tagflader og højt elforbrug og booker en tagbesigtigelse med en energirådgiver, der regner investeringen igennem.",
  },
  illustration: {
    src: "/images/illustrations/job-solenergi.svg",
    alt: "Illustration af en erhvervsbygning med solceller på taget i solskin og en kalender med en booket tagbesigtigelse",
  },
  /** The third paragraph states a lift of the fact sheet: read when the page renders. */
  get intro() {
    return [
      "Lagerbygninger, produktionshaller, landbrugsbygninger og butikscentre har ofte store tage, der ikke bliver brugt til noget – og et elforbrug, der topper midt på dagen, når solen skinner mest. Vores kunde projekterer og installerer solcelleanlæg til erhverv, ofte kombineret med batterier og ladestandere til firmabilerne.",
      "Du ringer til ejere, direktører, driftschefer og landmænd. Du afdækker, om de ejer bygningen, hvor stort taget er, hvilken stand det er i, og hvor meget strøm virksomheden bruger. Passer det hele, booker du en tagbesigtigelse, hvor en rådgiver vurderer taget, beregner, hvor stor en del af strømmen virksomheden selv kan bruge, og regner tilbagebetalingstiden ud – med finansiering og relevante tilskudsordninger med i regnestykket.",
      `Vi ringer ikke til private husejere, men til virksomheder, hvor beslutningen hviler på tal og ofte skal forbi en bestyrelse eller en bank. De typiske indvendinger er »taget skal renoveres først«, »vi lejer bygningen« og »vi har ikke kapitalen lige nu«. Du lærer at skelne mellem et nej og et ikke-endnu. Og grundig forberedelse betaler sig: I vores kampagne for en leverandør af solcelleanlæg til erhverv blev ${claims.greenEnergyConversion.value} af samtalerne med beslutningstagere til et booket møde.`,
    ];
  },
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
    ...sixRequirements,
    "Interesse for grøn energi og lyst til at lære de tekniske grundbegreber",
    "Evne til at stille uddybende spørgsmål, uden at det føles som et forhør",
    "Vedholdenhed – beslutningerne tager tid, og opfølgning er en stor del af jobbet",
  ],
  offers: [
    "Et kvalificeringsskema, så rådgiverne kun kører ud til relevante tage",
    "Direkte adgang til rådgivernes kalendere og ruteplaner",
    "Et team med mange års erfaring i mødebooking til energibranchen",
  ],
  pay: "Du får en fast timebetaling for tiden i telefonen og en bonus for hver tagbesigtigelse, der bliver gennemført med en beslutningstager, som ejer eller råder over bygningen. Fordi solcelleanlæg er store investeringer med lang beslutningstid, kan der også komme en ekstra bonus, hvis kunden senere skriver under – også selvom det sker måneder efter dit opkald.",
  bonus: "meeting",
  /** What happens after you apply, for this campaign (the shared steps are on /freelance-telemarketing). */
  applySteps: [
    {
      title: "Samtale om din nysgerrighed",
      description: "Solceller til erhverv handler om tagflader, forbrug og økonomi. Vi taler om, hvordan du stiller spørgsmål og lytter efter svarene.",
    },
    {
      title: "Oplæring i solceller til erhverv",
      description: "Du lærer, hvad der gør en bygning egnet, og hvordan tilbagebetalingstid og ESG fylder hos ejendomsdirektører og driftschefer.",
    },
    {
      title: "Dine første møder",
      description: "Du booker møder hos energirådgiverne med din teamleder på medlyt og får besked efter hvert møde om, hvordan det gik.",
    },
  ],
  testimonials: [
    {
      quote:
        "Landmændene er de bedste at ringe til. De kender deres forbrug ned til kilowatttimen og vil have tal på bordet. Når jeg spørger, hvor mange kvadratmeter staldtag de har, er vi i gang.",
      name: "Emil Søndergaard",
      title: "Freelance mødebooker siden 2023",
    },
    {
      quote:
        "Jeg ville gerne have et job, hvor jeg kan stå inde for det, jeg ringer om. Solceller på en lagerhal, der alligevel bruger strøm hele dagen – det giver bare mening.",
      name: "Ida Thygesen",
      title: "Freelance mødebooker siden 2024",
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
} satisfies JobFile;
