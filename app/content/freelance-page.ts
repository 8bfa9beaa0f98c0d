/**
 * The /freelance-telemarketing page: the way in for everyone who wants to sell or book meetings
 * from home. Its own module, so the job pages' chunks do not carry it.
 */
import { applySteps, hoursPerWeek, remoteJobSlug } from "./jobs-shared.ts";
import { bonusBasis, brand, claims, formatKr, freelanceHours, freelancePay, freelancerRequirements, responsePromise, sellers } from "./site.ts";
import type { FaqItem, Feature, Illustration, JobOption, PageMeta, Step, Testimonial } from "./types.ts";

export type FreelancePageContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  workFromHome: { title: string; text: string; points: readonly string[]; illustration: Illustration };
  benefits: readonly Feature[];
  /** Freelance telefonsælger, then freelance mødebooker. */
  roles: readonly [JobOption, JobOption];
  testimonials: readonly Testimonial[];
  howItWorks: readonly Step[];
  payModel: { title: string; text: string; points: readonly string[] };
  faq: readonly FaqItem[];
  cta: { title: string; text: string };
};

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A menu name inside a sentence: "Kaffeservice" → "kaffeservice"; an abbreviation keeps its capitals ("LED-belysning", "IT-sikkerhed"). */
const inSentence = (name: string): string => (/^\p{Lu}{2}/u.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1));

/**
 * The benefit »Mange brancher« on /freelance-telemarketing: the open campaigns by their names in
 * the menu, in menu order, then the benefit's own words ("Energisalg, webbureau, … og inkasso – du
 * kan skifte kampagne …"). The page's loader hands in the open jobs of the content snapshot, so a
 * closed job leaves the sentence and a new one joins it; the work-from-home page is no campaign.
 */
export function campaignsText(jobs: readonly { slug: string; navLabel: string }[], rest: string): string {
  const names = jobs.filter((job) => job.slug !== remoteJobSlug).map((job, index) => (index === 0 ? cap(job.navLabel) : inSentence(job.navLabel)));
  if (names.length === 0) return cap(rest);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} og ${names.at(-1)}`;
  return `${list} – ${rest}`;
}

export const freelancePage: FreelancePageContent = {
  meta: {
    title: "Freelance telemarketing og mødebooking",
    description:
      "Bliv freelance telefonsælger eller mødebooker hjemmefra. Fast timebetaling, bonus for resultater, grundig oplæring og kampagner for danske virksomheder.",
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
    eyebrow: `Freelance telefonsælger eller mødebooker hos ${brand.name}`,
    // Pay first (issue 38): the hourly figure is what a person looking for work reads first.
    title: `${formatKr(freelancePay.hourly)} kr. i timen plus bonus – hjemmefra`,
    lead: `Ring for danske virksomheder mindst ${hoursPerWeek} timer om ugen fra dit eget hjem. Du får fast timebetaling og bonus for dine resultater, afregnet hver måned, og lærer faget af folk med ${claims.yearsOfExperience.text}.`,
  },
  workFromHome: {
    title: "Dit kontor er der, hvor du har ro",
    illustration: {
      src: "/images/illustrations/freelance-own-hours.svg",
      alt: "Illustration af en ugeplan, hvor freelanceren selv lægger sine vagter, med et ur og et headset",
    },
    text: "Alle vores freelancere arbejder hjemmefra. Du logger på vores opkaldssystem i browseren, tager headsettet på og ringer – med de samme værktøjer, samtaleguides og den samme sparring, som hvis du sad på et kontor.",
    points: [
      "Ingen transport – du starter arbejdsdagen ved dit eget skrivebord",
      freelanceHours.text,
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
      description: freelanceHours.short,
    },
    {
      icon: "wallet",
      title: "Fast timebetaling plus bonus",
      description: `Et fast grundlag for hver time, du ringer, og ${bonusBasis.either.text}.`,
    },
    {
      icon: "graduation-cap",
      title: "Grundig oplæring",
      description: "Du lærer samtaleteknik, indvendingshåndtering og kampagnens produkt, før du ringer dit første opkald.",
    },
    {
      icon: "layout-grid",
      title: "Mange brancher",
      // The campaigns open now go in front of this (campaignsText): a closed job leaves the sentence, a new one joins it.
      description: "du kan skifte kampagne, når du er klar til noget nyt.",
    },
    {
      icon: "users",
      title: "Et hold, selvom du sidder alene",
      description: "Teammøder, en fast teamleder og kolleger, du kan spørge til råds, når en samtale har drillet.",
    },
  ],
  // The roles name no campaign: the open ones are named once, in »Mange brancher« (campaignsText), from the open jobs.
  roles: [
    {
      title: "Freelance telefonsælger",
      description: "Du ringer til virksomheder, præsenterer et konkret produkt eller en serviceaftale og lukker aftalen på telefonen.",
      requirements: [...freelancerRequirements.items, "Lyst til at lukke aftaler og evnen til at høre et nej uden at tage det personligt"],
      benefits: [
        cap(bonusBasis.deal.text),
        "Mange korte samtaler og en stejl læringskurve",
        "Fast timebetaling, uanset hvordan den enkelte dag går",
        "Mulighed for at skifte kampagne, når du er klar",
      ],
    },
    {
      title: "Freelance mødebooker",
      description: "Du finder de rette beslutningstagere og booker møder, smagninger eller besigtigelser for kundens rådgivere og sælgere.",
      requirements: [...freelancerRequirements.items, "Nysgerrighed og evnen til at stille gode, åbne spørgsmål"],
      benefits: [
        cap(bonusBasis.meeting.text),
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
    },
    {
      quote:
        "Efter femten år i detailhandlen ville jeg væk fra weekendvagterne. Nu ringer jeg hjemmefra mandag til fredag og får mere ud af min salgserfaring end nogensinde før.",
      name: "Peter Kjær",
      title: "Freelance telefonsælger siden 2023",
    },
  ],
  howItWorks: applySteps,
  payModel: {
    title: "Sådan bliver du aflønnet",
    text: "Lønmodellen giver dig et fast grundlag og gør det muligt at tjene mere, når det går godt. Den konkrete bonus afhænger af kampagnen og står altid skriftligt, før du starter.",
    points: [
      "Fast timebetaling for alle de timer, du er logget på og ringer",
      `${cap(bonusBasis.meeting.text)} på mødebookingkampagner`,
      `${cap(bonusBasis.deal.text)} på salgskampagner`,
      "Månedlig afregning med en klar opgørelse over timer og resultater",
    ],
  },
  faq: [
    {
      question: "Skal jeg have erfaring med telemarketing?",
      answer: sellers.noExperience,
    },
    {
      question: "Hvor mange timer skal jeg arbejde?",
      answer: `Mindst ${hoursPerWeek} timer om ugen inden for kontortid, fordi det er dér, virksomhederne tager telefonen. ${freelanceHours.short}`,
    },
    {
      question: "Kan jeg arbejde hjemmefra hele tiden?",
      answer:
        "Ja. Alle vores freelancere arbejder hjemmefra, og både oplæring, teammøder og sparring foregår online. Hvad du skal have af udstyr, står under »Krav« på hver stilling.",
      link: { href: "/jobs/arbejd-hjemmefra", label: "Læs mere om at arbejde hjemmefra" },
    },
    {
      question: "Hvad er forskellen på en telefonsælger og en mødebooker?",
      answer:
        "Som telefonsælger lukker du selv aftalen på telefonen. Som mødebooker finder du den rette beslutningstager og booker et møde, hvor kundens rådgiver eller sælger tager salgssamtalen. Mange prøver begge dele.",
      link: { href: "/jobs/arbejd-hjemmefra", label: "Se jobtyperne" },
    },
    {
      question: "Hvordan foregår afregningen?",
      answer:
        "Du bliver afregnet månedligt for dine timer og din bonus. Ved opstart gennemgår vi de praktiske forhold om fakturering og skat med dig, så du ved præcis, hvordan det foregår.",
    },
    {
      question: "Jeg har spørgsmål, før jeg søger – hvem kan jeg tale med?",
      get answer() {
        return `Ring eller skriv til os med dit spørgsmål – du får svar fra en af os, der arbejder med rekruttering. Vi svarer ${responsePromise.short}.`;
      },
      link: { href: "/kontakt", label: "Kontakt os" },
    },
  ],
  cta: {
    title: "Klar til at tage headsettet på?",
    text: "Send en kort ansøgning i dag. Vi ringer dig op, fortæller om de kampagner, der er åbne lige nu, og finder den, der passer bedst til dig.",
  },
};
