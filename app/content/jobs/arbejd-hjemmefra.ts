import type { JobFile } from "../job-schema.ts";
import { minHours, quietWorkplace, stableInternet, computer, headset, selfDiscipline, hoursPerWeek } from "../jobs-shared.ts";
import { brand, claims, freelancerRequirements } from "../site.ts";

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
    title: "Arbejd hjemmefra – på rigtige kampagner for danske virksomheder",
    lead: `Som freelancer hos ${brand.name} ringer du til danske virksomheder fra dit eget hjemmekontor. Du lægger selv dine timer inden for almindelig kontortid, og du har oplæring, samtaleguides og en fast teamleder fra første dag.`,
  },
  illustration: { src: "/images/illustrations/job-arbejd-hjemmefra.svg", alt: "Illustration af et hjemmekontor med bærbar computer, headset og plante" },
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
      icon: "repeat",
      title: "Skift kampagne, ikke job",
      description: "Når du kender systemet, kan du prøve en anden branche eller jobtype – med samme login, samme teamleder og uden en ny ansøgning.",
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
    "Samtaleguide og svar på typiske indvendinger til hver kampagne",
    `En arbejdsplads med ${claims.yearsOfExperience.text} i telemarketing og mødebooking`,
  ],
  pay: "Du får en fast timebetaling for de timer, du er logget på og ringer, så du altid ved, hvad en arbejdsuge mindst giver. Oven i kommer en bonus for hvert kvalificeret møde, du booker, eller for hver aftale, kunden skriver under på – alt efter kampagnen. Bonusmodellen står skriftligt i kampagnebeskrivelsen, før du starter, og du bliver afregnet én gang om måneden.",
  testimonials: [
    {
      quote:
        "Jeg har to børn i skolealderen, og at kunne logge på kvart over otte efter aflevering har ændret min hverdag. Oplæringen var grundig, og jeg har aldrig følt mig alene, selvom jeg sidder derhjemme.",
      name: "Maria Østergaard",
      title: "Freelance mødebooker siden 2022",
    },
    {
      quote:
        "Jeg læser ved siden af og lægger mine timer på de dage, hvor jeg ikke har undervisning. Det bedste er at se bonussen vokse i takt med, at jeg bliver skarpere til at åbne samtalen.",
      name: "Oliver Hjort",
      title: "Freelance telefonsælger siden 2024",
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
        benefits: ["Aftalen lukket i samme samtale", "Korte, strukturerede samtaler", "Mange samtaler om dagen – du lærer hurtigt"],
      },
      {
        title: "Mødebooker hjemmefra",
        description:
          "Til dig, der er nysgerrig, stiller gode spørgsmål og har tålmodighed til at finde den rigtige person i virksomheden.",
        requirements: [minHours, quietWorkplace, "Sans for at skrive præcise mødenoter"],
        benefits: [
          "Besked fra rådgiveren om, hvordan mødet gik",
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
      "Du kan forvente at blive afregnet til tiden hver måned – også i de uger, hvor det går langsomt.",
    ],
  },
} satisfies JobFile;
