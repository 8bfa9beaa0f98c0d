/**
 * The privacy and cookie pages describe what this site actually stores: form submissions in our
 * own database, the cookie choice in the browser's local storage, and a session cookie for staff
 * who log in to the inbox, the cookieless page statistics (app/server/analytics/) and the
 * visit kept in sessionStorage after »Accepter« (app/lib/enhance.ts). Keep them true when that changes.
 */
import { buildConfig } from "../config/build-config.ts";
import { period } from "./privacy-note.ts";
import { brand, contact, limits, offices } from "./site.ts";
import type { PageMeta } from "./types.ts";

export type LegalSection = { title: string; paragraphs: readonly string[]; list?: readonly string[] };

export const privacyMeta: PageMeta = {
  title: "Privatlivspolitik",
  description: `Sådan behandler ${brand.name} de oplysninger, du sender via vores formularer: hvad vi gemmer, hvorfor, hvor længe og hvilke rettigheder du har.`,
  canonicalPath: "/privatlivspolitik",
  keywords: ["privatlivspolitik", "GDPR", "persondata", "databeskyttelse", brand.name],
};

/** The periods the server's retention job deletes after (RETENTION_*_DAYS), stated as they are configured. */
export function retentionParagraphs(retention: { applicationsDays: number; enquiriesDays: number }): string[] {
  const { applicationsDays, enquiriesDays } = retention;
  return [
    applicationsDays > 0
      ? `Jobansøgninger slettes automatisk ${period(applicationsDays)} efter, at vi har modtaget dem.`
      : "Jobansøgninger gemmes, indtil forløbet er afsluttet; du kan altid bede os slette din ansøgning.",
    enquiriesDays > 0
      ? `Andre henvendelser og tilbudsforespørgsler slettes automatisk ${period(enquiriesDays)} efter den seneste aktivitet på dem. En tilmelding til nyhedsbrevet, som ikke bliver bekræftet, eller som du afmelder, slettes efter samme periode.`
      : "Andre henvendelser og tilbudsforespørgsler gemmes, så længe der er en dialog; du kan altid bede os slette dem.",
    "Tilmeldinger til nyhedsbrevet, som du har bekræftet, gemmes, indtil du afmelder dig – med ét klik i enhver e-mail fra os.",
    "Vores interne noter om en henvendelse slettes sammen med den. Vi noterer, hvem der har slettet eller eksporteret henvendelser og hvornår, men uden dit navn, din e-mail eller din besked.",
  ];
}

export const privacySections: readonly LegalSection[] = [
  {
    title: "Dataansvarlig",
    /** The Danish office and the phone number of the current fact sheet. */
    get paragraphs() {
      const dk = offices().find((office) => office.id === "dk")!;
      return [
        `${brand.legalName}, CVR ${brand.cvr}, ${dk.street}, ${dk.postalCode} ${dk.city}, er dataansvarlig for de oplysninger, der behandles via ${contact.website}. Du kan altid skrive til ${contact.email} eller ringe på ${contact.phone}.`,
      ];
    },
  },
  {
    title: "Hvad vi gemmer, når du skriver til os",
    paragraphs: [
      "Når du sender en formular på siden – kontakt, prisforespørgsel, projektforespørgsel, jobansøgning eller tilmelding til nyhedsbrevet – gemmer vi de oplysninger, du selv skriver i formularen, i vores egen database:",
    ],
    list: [
      "navn, e-mail og telefonnummer",
      "virksomhed, hvis du oplyser den",
      "din besked og de valg, du har truffet i formularen (fx projekttype, budget eller den stilling, du søger)",
      "hvilken side formularen blev sendt fra, og hvornår",
      "hvor besøget kom fra: kampagneparametrene utm_source, utm_medium og utm_campaign i sidens adresse, om adressen havde et annonceklik-id (gclid eller fbclid; kun at det fandtes, ikke selve id'et) og domænet på den side, der linkede til os. Har du valgt »Accepter« i cookiebanneret, er det besøgets første side hos os; ellers kun den side, formularen står på",
      "ved tilmelding til nyhedsbrevet: dit samtykke og tidspunktet for det, og hvornår du bekræftede eller afmeldte det",
    ],
  },
  {
    title: "Hvorfor vi gemmer det",
    paragraphs: [
      "Vi bruger oplysningerne til at besvare din henvendelse, udarbejde et tilbud, behandle din ansøgning eller sende dig nyhedsbrevet. Grundlaget er din anmodning (GDPR art. 6, stk. 1, litra b), vores legitime interesse i at følge op på erhvervshenvendelser (litra f) og – for nyhedsbrevet – dit samtykke (litra a), som du altid kan trække tilbage.",
      "Vi sælger aldrig oplysningerne videre og bruger dem ikke til annoncering.",
    ],
  },
  {
    title: "Hvor længe",
    paragraphs: retentionParagraphs(buildConfig.retention),
  },
  {
    title: "Statistik over besøg",
    paragraphs: [
      "Vi tæller sidevisninger for at se, hvilke sider og kampagner der giver henvendelser. Når en side er vist, sender din browser et lille signal til vores egen server med sidens adresse, kampagneparametrene i adressen (utm_source, utm_medium, utm_campaign) og domænet på den side, der linkede til os. Vi sætter ingen cookie og bruger ingen tredjepart; uden JavaScript tælles visningen ikke, og søgemaskiners robotter tælles ikke.",
      "For at kunne tælle unikke besøgende pr. dag laver serveren et tal ud fra dagens tilfældige nøgle, sidens domæne, din IP-adresse og din browsers navn og version (user agent). Hverken IP-adressen eller browserens navn gemmes, og nøglen slettes efter et døgn, så tallet ikke kan føres tilbage til dig eller kobles til dine besøg på andre dage.",
      `De enkelte sidevisninger gemmes i vores egen database i ${buildConfig.analyticsRawDays} dage og slettes derefter; tilbage er kun optællinger pr. dag, side og kampagne, som ikke siger noget om den enkelte besøgende.`,
    ],
  },
  {
    title: "Hvem der ser oplysningerne",
    paragraphs: [
      "Kun de medarbejdere, der besvarer henvendelser, har adgang – via en indbakke med personligt login. Når en formular sendes, får vores kontaktperson en e-mail med indholdet, og du selv en kvittering, der siger, hvilke felter du udfyldte – men ikke gentager, hvad du skrev – via vores e-mailudbyder, som behandler oplysningerne efter en databehandleraftale og inden for EU.",
    ],
  },
  {
    title: "Dine rettigheder",
    paragraphs: [
      "Du kan få indsigt i de oplysninger, vi har om dig, få dem rettet eller slettet, få dem udleveret og gøre indsigelse mod behandlingen. Skriv til os, så svarer vi inden for en måned – som regel meget hurtigere.",
      "Er du utilfreds med vores behandling, kan du klage til Datatilsynet, Carl Jacobsens Vej 35, 2500 Valby, www.datatilsynet.dk.",
    ],
  },
];

export const cookieMeta: PageMeta = {
  title: "Cookies og lokal lagring",
  description: `${brand.name} bruger ingen sporings- eller markedsføringscookies. Her kan du se præcis, hvad siden gemmer i din browser, og hvordan du sletter det.`,
  canonicalPath: "/cookies",
  keywords: ["cookies", "cookiepolitik", "lokal lagring", "samtykke", brand.name],
};

export type StoredItem = { name: string; type: string; purpose: string; lifetime: string; who: string };

export const storedItems: readonly StoredItem[] = [
  {
    name: limits.cookieConsentKey,
    type: "Lokal lagring (localStorage)",
    purpose: "Husker, at du har svaret på cookiebanneret (true ved accept, false ved afvisning), så det ikke vises igen.",
    lifetime: "Indtil du rydder din browser",
    who: "Alle besøgende, der svarer på banneret",
  },
  {
    name: "visit",
    type: "Sessionslager (sessionStorage)",
    purpose:
      "Kun hvis du har valgt »Accepter«: husker besøgets første side hos os, dens kampagneparametre (utm_source, utm_medium, utm_campaign, om gclid/fbclid fandtes) og domænet, der linkede til os, så en henvendelse senere i besøget kan vise, hvor besøget kom fra. Sendes kun med, når du selv sender en formular.",
    lifetime: "Til du lukker fanen",
    who: "Besøgende, der har valgt »Accepter«",
  },
  {
    name: limits.scrollPositionsKey,
    type: "Sessionslager (sessionStorage, nødvendig)",
    purpose:
      "Husker, hvor langt nede på hver side du var i denne fane, så »Tilbage« bringer dig samme sted hen. Indeholder kun et tal pr. side i fanens historik, intet om dig.",
    lifetime: "Til du lukker fanen",
    who: "Alle besøgende, når siden har startet sin JavaScript (ved første klik, tryk eller tast)",
  },
  {
    name: "__Host-session",
    type: "Cookie (HttpOnly, nødvendig)",
    purpose: "Holder medarbejdere logget ind i den interne indbakke. Sættes kun ved login på /admin.",
    lifetime: "Til man logger ud eller har været inaktiv i 30 minutter, dog højst 8 timer",
    who: `Kun ${brand.name}s medarbejdere`,
  },
];

export const cookieSections: readonly LegalSection[] = [
  {
    title: "Kort fortalt",
    paragraphs: [
      "Siden sætter ingen cookies hos almindelige besøgende. Vi bruger ikke Google Analytics, Facebook-pixel, annoncenetværk eller andre tredjepartsscripts, og alle skrifttyper og billeder hentes fra vores egen server.",
      "Vi tæller sidevisninger uden cookies og uden at gemme din IP-adresse (se »Statistik over besøg« i privatlivspolitikken); det sker, uanset hvad du svarer på banneret, fordi intet gemmes på din enhed til det.",
    ],
  },
  {
    title: "Det ændrer dit valg",
    paragraphs: [
      "Vælger du »Accepter«, husker siden i sessionslageret (»visit« i tabellen ovenfor) den side, du kom ind på, og hvor du kom fra, indtil du lukker fanen. Sender du en formular, følger de oplysninger med, så vi kan se, hvilken kampagne eller side der førte til din henvendelse.",
      `Vælger du »Afvis« eller svarer ikke, gemmes der intet om, hvor du kom fra: sessionslageret rummer så højst din scrollposition (»${limits.scrollPositionsKey}« i tabellen ovenfor). En formular, du sender, fortæller så kun, hvad den side, den står på, ved: kampagneparametrene i dens adresse og domænet, der linkede til den.`,
    ],
  },
  {
    title: "Sådan sletter du dit valg",
    paragraphs: [
      "Dit valg ligger i din browsers lokale lagring for dette domæne. Ryd webstedsdata for siden i browserens indstillinger, så vises banneret igen ved næste besøg.",
    ],
  },
];
