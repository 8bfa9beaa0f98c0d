import type { JobFile } from "../job-schema.ts";
import { hoursPerWeek } from "../jobs-shared.ts";
import { brand, claims, freelanceHours, freelancerRequirements, sellers } from "../site.ts";

export default {
  slug: "arbejd-hjemmefra",
  /** Place in the "Job søgere" menu, the job grids and the sitemap. */
  order: 1,
  title: "Arbejd hjemmefra",
  navLabel: "Arbejd hjemmefra",
  description: "Telemarketing, mødebooking og kundeservice fra dit eget hjemmekontor – vælg den jobtype, der passer dig.",
  icon: "house",
  color: "blue",
  meta: {
    title: "Arbejd hjemmefra som telefonsælger",
    description:
      "Arbejd hjemmefra som telefonsælger, mødebooker eller med kundeservice. Fast timebetaling, bonus og grundig oplæring – og du arbejder, hvor du har ro.",
    canonicalPath: "/jobs/arbejd-hjemmefra",
    keywords: ["arbejd hjemmefra", "job hjemmefra", "telefonsælger hjemmefra", "mødebooker hjemmefra", "freelance telemarketing", "deltidsjob hjemmefra"],
  },
  hero: {
    eyebrow: "Job hjemmefra",
    title: "Arbejd hjemmefra – på rigtige kampagner for danske virksomheder",
    lead: `Som freelancer hos ${brand.name} ringer du til danske virksomheder fra dit eget hjemmekontor – som telefonsælger, mødebooker eller med kundeservice.`,
  },
  illustration: { src: "/images/illustrations/job-arbejd-hjemmefra.svg", alt: "Illustration af et hjemmekontor med bærbar computer, headset og plante" },
  intro: [
    "Kampagnerne kører for rigtige kunder – webbureauer, elselskaber, pensionsrådgivere og serviceleverandører – og du ringer udelukkende til virksomheder. Du taler med ejere, indkøbere og driftsansvarlige, som tager telefonen i arbejdstiden og er vant til at tale forretning.",
    "Du logger på vores opkaldssystem fra din egen computer, og hver kampagne er forberedt, før du ringer første gang. Du skal ikke opfinde det hele selv – men du skal have lyst til at tale med mange mennesker.",
  ],
  benefits: [
    {
      icon: "house",
      title: "Ingen transporttid",
      description: "Arbejdsdagen begynder, når du logger på – ikke efter en time i bil eller tog.",
    },
    {
      icon: "clock",
      title: "Dine egne timer",
      description: `${freelanceHours.short} Så går jobbet op med studie, børn eller et andet deltidsjob.`,
    },
    {
      icon: "repeat",
      title: "Skift kampagne, ikke job",
      description: "Når din teamleder har hørt dig ringe, kan du komme på en branchekampagne eller skifte jobtype – uden en ny ansøgning.",
    },
  ],
  tasks: [
    "Ringe til virksomheder fra lister, der er udvalgt til kampagnen",
    "Finde den rette beslutningstager og præsentere kundens produkt kort",
    "Registrere hver samtale og hver aftalt opfølgning i CRM-systemet",
    "Deltage i korte online teammøder med din teamleder",
  ],
  requirements: [...freelancerRequirements.items, "Flydende dansk i tale og skrift"],
  offers: [
    "Samtaleguide og svar på typiske indvendinger til hver kampagne",
    `En arbejdsplads med ${claims.yearsOfExperience.text} i telemarketing og mødebooking`,
  ],
  pay: "Du får fast timebetaling for de timer, du er logget på, så du ved, hvad en arbejdsuge mindst giver. Oven i kommer bonus for hvert afholdt møde eller hver underskrevet aftale – alt efter kampagnen.",
  bonus: "either",
  testimonials: [
    {
      quote:
        "Jeg kan logge på kvart over otte, når børnene er afleveret – det har ændret min hverdag. Og jeg har aldrig følt mig alene, selvom jeg sidder derhjemme.",
      name: "Maria Østergaard",
      title: "Freelance mødebooker siden 2022",
    },
    {
      quote:
        "Jeg læser ved siden af og ringer de dage, hvor jeg ikke har undervisning. Det bedste er at se bonussen vokse, når jeg bliver skarpere til at åbne samtalen.",
      name: "Oliver Hjort",
      title: "Freelance telefonsælger siden 2024",
    },
  ],
  faq: [
    {
      question: "Skal jeg have erfaring med salg?",
      answer: sellers.noExperience,
    },
    {
      question: "Skal jeg installere noget?",
      answer: "Nej. Opkaldssystemet kører i browseren på din egen computer.",
    },
    {
      question: "Hvor mange timer skal jeg arbejde?",
      answer: `Mindst ${hoursPerWeek} timer om ugen – det skal der til for at blive god til en kampagne. ${freelanceHours.short}`,
    },
  ],
  jobPosting: {
    datePosted: "2026-09-01",
    validThrough: "2027-03-31",
    description: `${brand.name} søger freelancere til telemarketing, mødebooking, kundeservice og leadkvalificering hjemmefra. Du ringer til virksomheder i kontortiden, mindst ${hoursPerWeek} timer om ugen, og får oplæring, en fast teamleder og fast timebetaling plus bonus.`,
  },
  remote: {
    jobTypes: [
      {
        icon: "phone",
        title: "Telemarketing",
        description: "Du præsenterer et produkt eller en serviceaftale og lukker aftalen i samme samtale – fx erhvervsel, måtteservice eller inkasso.",
        requirements: ["Lyst til selv at lukke aftaler", "Godt humør – også efter et nej"],
        benefits: ["Et klart ja eller nej i hver samtale", "Mange korte samtaler – du lærer hurtigt"],
      },
      {
        icon: "calendar-check",
        title: "Mødebooking",
        description: "Du finder den rette beslutningstager og booker et møde for en rådgiver, som selv tager salgssamtalen bagefter.",
        requirements: ["Nysgerrighed og gode spørgsmål", "Sans for præcise mødenoter"],
        benefits: ["Længere og mere rådgivende samtaler", "Besked fra rådgiveren om, hvordan mødet gik"],
      },
      {
        icon: "headset",
        title: "Kundeservice og leadkvalificering",
        description: "Du ringer til virksomheder, der kender produktet: følger op, fornyer aftaler og afdækker behov, budget og tidsplan for sælgerne.",
        requirements: ["Overblik over mange aftaler", "Omhyggelighed i CRM-systemet"],
        benefits: ["Varme kontakter i stedet for kolde opkald", "En god vej ind, hvis du er ny i faget"],
      },
    ],
    expectations: {
      ofYou: ["Vær logget på i de timer, du har meldt ind", "Hold dig til kampagnens samtaleguide", "Sig til i tide, hvis noget driller"],
      ofUs: ["En fast teamleder, der lytter samtaler igennem med dig", "En kampagnebeskrivelse, der siger præcis, hvornår et møde eller en aftale tæller"],
    },
  },
} satisfies JobFile;
