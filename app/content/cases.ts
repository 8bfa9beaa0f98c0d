/**
 * Customer cases, one per industry of site.industries: where the client started, what we did and
 * what was measured. Our own clients, named by what they are, not by name (they have asked us not
 * to publish it). Packages and prices come from ./site; results stay inside the claims of ./site
 * (e.g. a lead lift inside "35-50 %"), and app/content/consistency.test.ts checks it.
 *
 * Shown on /ydelser in full, one card per industry (with what else we call about there); on the
 * home page as one sentence on each industry card (caseSummary); on /om-os as a pull quote.
 */
import { claims, currentFacts, formatKr, industries, nbsp, prices } from "./site.ts";

type IndustryId = (typeof industries)[number]["id"];

export type CaseResult = {
  label: string;
  /** As printed: "42 %", "21", "1.333 kr." */
  value: string;
  /** How it was measured. */
  basis: string;
};

/**
 * The client without its name (they asked us not to publish it), but precise enough for a buyer
 * to see whether it is like them: what it does, its size in round figures, and where it sits.
 */
type Company = { kind: string; size: string; region: string };

export type CustomerCase = {
  /** Also the file name of the client's logo, if they allow one: content/images/logos/<id>.svg (README, "Photos and logos"). */
  id: string;
  industry: IndustryId;
  company: Company;
  /** "SaaS-leverandør af HR-software · ca. 60 ansatte · Aarhus": the company in one line. */
  client: string;
  title: string;
  /** The starting point, in the client's numbers. */
  before: string;
  /** What we did. */
  done: readonly string[];
  /** Package or model, as sold on /priser. */
  model: string;
  /** How long the campaign has run when the results were measured. */
  period: string;
  /** One sentence with the headline figures, for an industry card. */
  summary: string;
  results: readonly CaseResult[];
  /** What someone at the client said, by their role; `by` adds the kind of company ("Salgschef, SaaS-leverandør af HR-software"). */
  quote?: { text: string; role: string; by: string };
};

type CaseSource = Omit<CustomerCase, "client" | "quote"> & { quote?: { text: string; role: string } };

const pct = (n: number): string => `${n}${nbsp}%`;
const kr = (n: number): string => `${formatKr(n)} kr.`;

/** Monthly price ÷ meetings, rounded: the price per meeting a case reports. */
/** The solar case's record: meetings booked in its 6 months. */
const solarMeetings = 120;

const perMeeting = (monthly: number, meetings: number): string => kr(Math.round(monthly / meetings));

const caseSources: readonly CaseSource[] = [
  {
    id: "saas-hr",
    industry: "it",
    company: { kind: "SaaS-leverandør af HR-software", size: `ca.${nbsp}60${nbsp}ansatte`, region: "Aarhus" },
    title: "Fra 5 til 21 demomøder om måneden med HR-chefer",
    before:
      "To sælgere lavede selv deres prospektering ved siden af salget og fik omkring 5 demomøder om måneden. Pipelinen gik i stå, hver gang de havde travlt med at lukke.",
    done: [
      "Målgruppe: HR-chefer og HR-partnere i virksomheder med 100–500 ansatte",
      "Samtaleguide bygget op om onboarding af nye medarbejdere frem for om systemet",
      "Demoer booket direkte i sælgernes kalendere med et kort brief",
      "Ugentlig gennemgang af indvendinger med kundens salgschef",
    ],
    get model() {
      return `Vækst, ${prices.growth.hours} timer om måneden (${kr(prices.growth.from)} ekskl. moms)`;
    },
    period: "Målt i tredje måned",
    get summary() {
      return `En SaaS-leverandør af HR-software gik fra 5 til 21 demomøder om måneden og fik ${pct(42)} flere kvalificerede leads i tredje måned – til ${perMeeting(prices.growth.from, 21)} pr. møde.`;
    },
    results: [
      { label: "Demomøder om måneden", value: "21", basis: "Bookede møder i måned 3 mod gennemsnittet i de 3 måneder før start (5)." },
      { label: "Flere kvalificerede leads", value: pct(42), basis: "Leads, der opfyldte kundens kriterier, i måned 3 mod måneden før start." },
      {
        label: "Pris pr. booket møde",
        get value() {
          return perMeeting(prices.growth.from, 21);
        },
        basis: "Pakkeprisen for måned 3 divideret med møderne.",
      },
      { label: "Fremmøde", value: pct(86), basis: "Afholdte møder ud af bookede i måned 3." },
    ],
    quote: { text: "Mine sælgere sælger nu i stedet for at lede efter nogen at sælge til.", role: "Salgschef" },
  },
  {
    id: "revision-raadgivning",
    industry: "consulting",
    company: { kind: "Revisions- og rådgivningshus", size: `ca.${nbsp}45${nbsp}ansatte`, region: "fire kontorer på Sjælland" },
    title: "Nye kunder uden for partnernes netværk",
    before:
      "Huset levede af anbefalinger. Partnerne havde ikke tid til at ringe selv, og et forsøg med en studentermedhjælper gav få og dårligt forberedte møder.",
    done: [
      "Målgruppe: ejerledede virksomheder med 10–50 ansatte, der lige har skiftet direktør eller ejer",
      "Samtaler, der åbner med generationsskifte og rapportering – ikke med revision",
      "Møder booket hos fire partnere efter hver partners speciale",
    ],
    get model() {
      return `Starter, ${prices.starter.hours} timer om måneden (${kr(prices.starter.from)} ekskl. moms)`;
    },
    period: "Målt efter 3 måneder",
    summary: `Et revisions- og rådgivningshus, der før levede af anbefalinger, fik 11 bookede møder om måneden, ${pct(38)} flere kvalificerede leads og 4 nye kunder i første kvartal.`,
    results: [
      { label: "Bookede møder om måneden", value: "11", basis: "Gennemsnit af måned 2 og 3." },
      { label: "Flere kvalificerede leads", value: pct(38), basis: "Henvendelser og møder, der opfyldte kriterierne, mod kvartalet før." },
      { label: "Nye kunder i første kvartal", value: "4", basis: "Underskrevne aftaler fra møder, vi bookede (kundens egen opgørelse)." },
    ],
  },
  {
    id: "automation-foedevarer",
    industry: "industry",
    company: { kind: "Producent af industriel automation", size: `ca.${nbsp}140${nbsp}ansatte`, region: "Trekantområdet" },
    title: "Ind på et nyt marked: fødevareindustrien",
    before: "Virksomheden solgte til metalindustrien og havde ingen kontakter i fødevareindustrien. Ingen liste, ingen navne – kun et produkt, der passede.",
    get done() {
      return [
        `Databaseopbygning: ca. 1.400 produktionsledere og tekniske chefer, verificeret (${kr(prices.databaseBuilding.from)} pr. kontakt)`,
        "Samtaler om hygiejnekrav og omstillingstid på linjen, skrevet sammen med kundens teknikere",
        "Opfølgning gennem lange beslutningsforløb med faste genopkald",
      ];
    },
    get model() {
      return `Databaseopbygning og derefter Vækst, ${prices.growth.hours} timer om måneden`;
    },
    period: "Målt efter 6 måneder",
    summary: `En producent af industriel automation kom ind i fødevareindustrien: 34 møder med produktionsledere og 9 tilbud på 6 måneder – fra en liste, vi byggede fra bunden.`,
    results: [
      { label: "Møder med produktions\u00adledere", value: "34", basis: "Afholdte møder over 6 måneder." },
      { label: "Tilbud sendt", value: "9", basis: "Kundens egen opgørelse." },
      { label: "Flere kvalificerede leads", value: pct(47), basis: "Leads i måned 3 mod første måned med den nye liste." },
    ],
  },
  {
    id: "solceller-erhverv",
    industry: "energy",
    company: { kind: "Leverandør af solcelleanlæg til erhvervsbygninger", size: `ca.${nbsp}25${nbsp}ansatte`, region: "Fyn" },
    get title() {
      return `${claims.greenEnergyConversion.value} af samtalerne blev til møder`;
    },
    before: "Leverandøren fik mange henvendelser fra private, men nåede ikke ejendomsselskaber og produktionsvirksomheder med de store tage.",
    done: [
      "Målgruppe: ejendomsdirektører, driftschefer og økonomichefer med store tagflader",
      "Samtaler om elforbrug, tilbagebetalingstid og ESG-rapportering",
      "Kvalificering før booking: tagflade, ejerforhold og forbrug afdækket i samtalen",
    ],
    get model() {
      return `Vækst, ${prices.growth.hours} timer om måneden`;
    },
    period: "Målt over 6 måneder",
    get summary() {
      return `For en leverandør af solcelleanlæg til erhverv blev ${claims.greenEnergyConversion.value} af samtalerne med beslutningstagere til et booket møde – ${solarMeetings} møder på 6 måneder.`;
    },
    results: [
      {
        label: "Samtaler med beslutnings\u00adtagere",
        // The meetings are the record; the conversations follow from them and the published lift.
        get value() {
          return formatKr(Math.round(solarMeetings / (currentFacts().lifts.greenEnergyConversion / 100)));
        },
        basis: "Gennemførte samtaler med en person i målgruppen.",
      },
      { label: "Bookede møder", value: String(solarMeetings), basis: "Møder, der opfyldte kriterierne." },
      {
        label: "Fra samtale til møde",
        get value() {
          return claims.greenEnergyConversion.value;
        },
        basis: "Bookede møder divideret med samtaler med beslutningstagere.",
      },
      {
        label: "Pris pr. booket møde",
        get value() {
          return perMeeting(prices.growth.from, solarMeetings / 6);
        },
        basis: `Pakkeprisen divideret med ${solarMeetings / 6} møder om måneden i gennemsnit.`,
      },
    ],
    quote: { text: "Vi taler nu med dem, der ejer tagene – ikke med dem, der bor under dem.", role: "Salgsdirektør" },
  },
];

/**
 * A case as pages read it: the source with `client` and the quote's `by` added. Copied by property
 * descriptors, not spread, so a price or a lift stays a getter that reads the current fact sheet.
 */
function customerCase(source: CaseSource): CustomerCase {
  const { quote: _quote, ...rest } = Object.getOwnPropertyDescriptors(source);
  const { quote, company } = source;
  const field = (value: unknown): PropertyDescriptor => ({ value, enumerable: true, writable: true, configurable: true });
  return Object.defineProperties(
    {},
    {
      ...rest,
      client: field([company.kind, company.size, company.region].join(" · ")),
      ...(quote && { quote: field({ ...quote, by: `${quote.role} · ${company.kind}` }) }),
    },
  ) as CustomerCase;
}

export const cases: readonly CustomerCase[] = caseSources.map(customerCase);

/** The cases whose client is quoted, for the pull quote beside /om-os's long text. */
export const quotedCases = cases.filter((item) => item.quote);

/** An industry's case in one sentence (the home page's and /ydelser's industry cards), so the figures are written once. */
export function caseSummary(industry: IndustryId): string {
  const found = cases.find((c) => c.industry === industry);
  if (!found) throw new Error(`cases.ts has no case for the industry "${industry}"`);
  return found.summary;
}
