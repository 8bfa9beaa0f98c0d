/**
 * Content of the front page (/). Claims, prices and constants come from ./site, read when the
 * loader runs (getters and functions), never when this module loads: a published fact sheet must
 * reach them.
 */
import { bookingCta } from "./booking.ts";
import { caseSummary } from "./cases.ts";
import { homeHero, trackRecord } from "./company.ts";
import { bonusBasis, brand, claims, formatKr, freelancerRequirements, industries as siteIndustries, packageIncludes, prices, reportShows } from "./site.ts";
import type { Illustration, IndustryCard, PageMeta, ServiceCard } from "./types.ts";

/** Same shape as HeroAction in components/sections/hero.tsx: a link button. */
type Cta = { label: string; to: string };
type IndustryId = (typeof siteIndustries)[number]["id"];

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const meta: PageMeta = {
  title: "Telemarketing og mødebooking til B2B",
  description: `${brand.name} booker kvalificerede B2B-møder, skaffer leads og bygger web- og AI-løsninger til danske virksomheder. Trænede danske sælgere og klare priser.`,
  canonicalPath: "/",
  keywords: ["telemarketing", "mødebooking", "leadgenerering", "outsourcet salg", "B2B telemarketing", "kundeservice", "freelance telemarketing"],
};

/** Buyer first: the partner action leads, the career action follows (./company.ts, homeHero). Copied when called, so its facts are the current ones. */
export const hero = () => ({
  ...homeHero,
  illustration: {
    src: "/images/illustrations/home-booked-meetings.svg",
    alt: "Illustration af en kalender, der fyldes med bookede møder, og en ugerapport, hvor antallet af møder stiger og prisen pr. møde falder",
    width: 480,
    height: 400,
  },
});

export const services: readonly ServiceCard[] = [
  {
    icon: "phone-call",
    title: "Telemarketing",
    description: "Udgående opkald til jeres målgruppe, ført af trænede sælgere, der kan holde en faglig samtale – ikke bare læse en samtaleguide op.",
    get features() {
      return [
        "Målgruppe og ideel kundeprofil (ICP) defineret sammen med jer",
        "Samtaleguide og svar på indvendinger skrevet til jeres marked",
        "Opfølgning på tilbud, events og kampagner",
        // The fact sheet's third item (the calls in the client's CRM), when the sheet has one.
        ...packageIncludes.items.slice(2, 3),
      ];
    },
    href: "/ydelser",
    linkLabel: "Se alle vores ydelser",
  },
  {
    icon: "calendar-check",
    title: "Mødebooking",
    description:
      "Vi finder de rette beslutningstagere, vækker interessen og lægger mødet direkte i jeres sælgeres kalender – med et kort brief om, hvad kunden er optaget af.",
    features: [
      "Kvalificering efter jeres kriterier, før mødet bookes",
      "Kalenderinvitation og mødebrief til sælgeren",
      "Påmindelse dagen før, så kunden også møder op",
      `Mulighed for ${prices.payPerMeeting.label}-afregning pr. møde`,
    ],
    href: "/priser",
    linkLabel: "Se priser på mødebooking",
  },
  {
    icon: "target",
    title: "Leadgenerering",
    description: "Fra rå lister til salgsklare leads: Vi bygger data, ringer markedet igennem og overleverer kun kontakter med et reelt behov.",
    features: [
      "Opbygning og vask af B2B-databaser",
      "Kvalificering efter budget, behov, beslutningstager og tidsplan (BANT) – eller jeres egen model",
      "Markedsundersøgelser og behovsafdækning",
      "GDPR-korrekt håndtering af alle data",
    ],
    href: "/priser",
    linkLabel: "Se priser på leads og lister",
  },
  {
    icon: "bot",
    title: "Digitale løsninger",
    description: "Hjemmesider, landingssider og AI-assistenter, der understøtter salget – bygget af det samme firma, som ringer jeres leads op.",
    features: [
      "Hjemmesider og landingssider bygget til at konvertere",
      "AI-chatbots, der kvalificerer besøgende døgnet rundt",
      "Integration med CRM og bookingsystemer",
    ],
    href: "/digital/webudvikling",
    linkLabel: "Se webudvikling og AI",
  },
];

export const growth: { title: string; text: string; points: readonly string[]; cta: Cta } = {
  title: "Vækst, I kan måle i bookede møder",
  get text() {
    return `Mange virksomheder har et stærkt produkt, men for få samtaler med de rigtige kunder. Vi tager den tunge del af prospekteringen: research, opkald, opfølgning og booking. Jeres sælgere bruger tiden på møderne, og når kampagnen har fået lov at køre, ser vores kunder ${claims.qualifiedLeadsLift.text}.`;
  },
  get points() {
    const [manager, , , , statusMeeting] = packageIncludes.items;
    return [
      cap(claims.startTime.text),
      `Rapport med ${reportShows.short} – ugentligt fra Vækst-pakken`,
      // The fact sheet's first and fifth items (the fixed project manager, the monthly status meeting).
      // Not its fourth (the report with the price per meeting): the line above already says the
      // report, and two report lines in a list of four read as padding (issue 38, tenth pass).
      ...(manager ? [`${manager}, der kender jeres produkt`] : []),
      ...(statusMeeting ? [statusMeeting] : []),
    ];
  },
  cta: { label: "Tal med os om jeres mål", to: "/kontakt" },
};

export const freelancers: { title: string; text: string; points: readonly string[]; cta: Cta; illustration: Illustration } = {
  title: "Sælger med hjemmekontor? Vi har kampagnerne",
  illustration: {
    src: "/images/illustrations/freelancers-across-denmark.svg",
    alt: "Illustration af freelancere med headset i hver sit hjem, forbundet med en teamleder og en fælles kampagne",
  },
  text: "Vores freelancere bor over hele landet og ringer hjemmefra for vores kunder. Du får faste kampagner, grundig oplæring i produktet og en teamleder, du kan ringe til, når en samtale driller.",
  points: [
    `Fleksible timer – mindst ${freelancerRequirements.minHoursPerWeek} om ugen`,
    "Arbejd hjemmefra – dér, hvor du har ro",
    "Oplæring i produkt, samtaleguide og CRM før dit første opkald",
    "Kampagner om alt fra solenergi til inkasso",
  ],
  cta: { label: "Se mulighederne som freelancer", to: "/freelance-telemarketing" },
};

const industryCopy: Record<IndustryId, Omit<IndustryCard, "title">> = {
  it: {
    icon: "cpu",
    description: "SaaS, hosting, IT-sikkerhed og konsulenthuse. Vi kan tale med både IT-chefen om teknikken og økonomichefen om værdien.",
    get successStory() {
      return `Vi har hjulpet over ${Number.parseInt(claims.itCompaniesHelped.value, 10)} IT-virksomheder – fra nystartede SaaS-selskaber til etablerede leverandører af drift og sikkerhed.`;
    },
  },
  consulting: {
    icon: "briefcase",
    description: "Revision, rådgivning, HR og ledelseskonsulenter – brancher, hvor tillid og timing afgør, om der bliver et møde.",
    get successStory() {
      return caseSummary("consulting");
    },
  },
  industry: {
    icon: "factory",
    description: "Producenter og underleverandører, der sælger til indkøbere, produktionschefer og teknikere med lange beslutningsprocesser.",
    get successStory() {
      return caseSummary("industry");
    },
  },
  energy: {
    icon: "leaf",
    description: "Solceller, varmepumper, energirådgivning og grøn omstilling hos virksomheder, kommuner og boligforeninger.",
    get successStory() {
      return caseSummary("energy");
    },
  },
};

/** The four industries of site.industries, in the same order; copied when called, so their facts are the current ones. */
export const industries = (): readonly IndustryCard[] =>
  siteIndustries.map((industry) => ({
    title: industry.name,
    ...industryCopy[industry.id],
  }));

/**
 * The closing signpost: one line and one button per reader. The points a recruit looks for are in
 * the recruiting section above (`freelancers`), a buyer's in `growth`; this does not repeat them.
 */
type Audience = {
  id: "companies" | "sellers";
  title: string;
  text: string;
  cta: Cta;
};

export const audiences: readonly [Audience, Audience] = [
  {
    id: "companies",
    title: "For virksomheder",
    get text() {
      return `Fortæl os, hvem I vil i kontakt med. Vi foreslår en pakke – fra ${formatKr(prices.starter.from)} ${prices.starter.unit} ekskl. moms – og regner prisen pr. møde med jer, før I binder jer.`;
    },
    // »Book et møde« lives here, not as a third hero button (issue 38); prices are linked under the hero's buttons.
    cta: bookingCta,
  },
  {
    id: "sellers",
    title: "For sælgere",
    text: `Freelance telefonsalg og mødebooking hjemmefra, mindst ${freelancerRequirements.minHoursPerWeek} timer om ugen, med fast timebetaling, ${bonusBasis.either.text} og en teamleder at ringe til.`,
    cta: { label: "Arbejd hjemmefra", to: "/jobs/arbejd-hjemmefra" },
  },
];

/** Different figures from /ydelser and /om-os, so each page's numbers say something of their own. */
export const stats: readonly { value: string; label: string }[] = [
  {
    get value() {
      return claims.companiesHelped.value;
    },
    label: "Virksomheder har fået møder gennem os",
  },
  { value: claims.startTime.value, label: "Fra aftale til første opkald" },
  { value: String(trackRecord.foundedYear), label: "Grundlagt i København" },
  { value: String(trackRecord.activeFreelancers), label: "Freelancere ringer for os lige nu" },
];
