/**
 * What a client gets every week and what binds them after the minimum period: shown on /priser
 * and /samarbejdspartner. Its own small module, so /priser does not carry the rest of company.ts
 * in its JavaScript.
 */
import { formatKr, nbsp, prices, salesHour, terms } from "./site.ts";

/** The example week: activity and meetings, from which the price per meeting is computed. */
const exampleWeek = { calls: 412, connections: 131, conversations: 47, meetings: 6, held: 5, heldOf: 6 } as const;

/** The example week's sales hours: a week of Vækst's published monthly hours (12 months over 52 weeks), to one decimal. */
const exampleHours = (): number => Math.round(((prices.growth.hours * 12) / 52) * 10) / 10;

const percent = (part: number, whole: number): string => `${Math.round((part / whole) * 100)}${nbsp}%`;

/** One figure in the weekly report: what it is and how it is counted. */
export type ReportFigure = { label: string; definition: string; example: string };

/**
 * What a client receives every Monday (Vækst and Enterprise; Starter receives the same figures
 * monthly: terms.reportRhythm in ./site). The example is one real-looking week of a Vækst campaign (Vækst's hours a month spread over the weeks).
 */
export const weeklyReport: { eyebrow: string; title: string; intro: string; figures: readonly ReportFigure[]; alsoIncluded: readonly string[] } = {
  eyebrow: "Rapportering",
  title: "Det står i jeres ugerapport",
  get intro() {
    return `Vækst og Enterprise får tallene ${terms.reportRhythm.growth}, Starter ${terms.reportRhythm.starter} – de samme tal, som vi selv styrer efter. Eksemplet er en typisk uge på en Vækst-pakke med omkring ${Math.round(exampleHours())} salgstimer.`;
  },
  figures: [
    {
      label: "Salgstimer",
      definition: "Timer brugt på research, opkald, registrering og opfølgning på jeres kampagne.",
      get example() {
        return String(exampleHours()).replace(".", ",");
      },
    },
    {
      label: "Forbindelsesrate",
      definition: "Opkald, hvor nogen tog telefonen, ud af alle opkald. Antallet af opkald står kun her, som grundlag – det er ikke et mål.",
      example: `${percent(exampleWeek.connections, exampleWeek.calls)} af ${exampleWeek.calls}`,
    },
    {
      label: "Samtaler med beslutningstagere",
      definition: "Samtaler med en person, der matcher jeres målgruppe og titel.",
      example: String(exampleWeek.conversations),
    },
    { label: "Bookede møder", definition: "Møder, der opfylder de aftalte kriterier og ligger i jeres kalender.", example: String(exampleWeek.meetings) },
    {
      label: "Mødekonvertering",
      definition: "Bookede møder divideret med samtaler med beslutningstagere.",
      example: percent(exampleWeek.meetings, exampleWeek.conversations),
    },
    {
      label: "Fremmøde",
      definition: "Møder fra tidligere uger, som kunden faktisk mødte op til (jeres sælgere melder tilbage).",
      example: `${exampleWeek.held} af ${exampleWeek.heldOf} (${percent(exampleWeek.held, exampleWeek.heldOf)})`,
    },
    {
      label: "Pris pr. booket møde",
      get definition() {
        return `Ugens salgstimer à ${formatKr(salesHour.price)}${nbsp}kr. divideret med bookede møder.`;
      },
      get example() {
        return `${formatKr(Math.round((exampleHours() * salesHour.price) / exampleWeek.meetings))}${nbsp}kr.`;
      },
    },
    { label: "Tilbagekald og opfølgninger", definition: "Aftalte nye opkald, med dato, i jeres CRM.", example: "23" },
  ],
  alsoIncluded: [
    "Kvalitetsrate: de møder, jeres sælgere har meldt tilbage som reelle salgsmuligheder, ud af de afholdte",
    "De tre hyppigste indvendinger i ugen og vores svar på dem",
    "Segmenter og titler, der svarer bedst – og dem, vi foreslår at droppe",
    "Næste uges plan: lister, budskaber og hvem der ringer",
  ],
};

/** What happens after the minimum period (claims.minimumCampaign). */
export const contractTerms: { title: string; points: readonly string[] } = {
  title: `Efter de første ${prices.starter.minimumMonths} måneder`,
  points: [
    `Alle pakker har en løbetid på mindst ${prices.starter.minimumMonths} måneder; Enterprise aftales individuelt.`,
    `Derefter løber aftalen videre fra måned til måned med ${terms.noticeMonths} måneds opsigelse til udgangen af en måned.`,
    `Har vi efter ${terms.earlyExit.weeks} uger ikke booket ét møde, der opfylder kriterierne, kan I stoppe med ${terms.earlyExit.noticeDays} dages varsel.`,
    "I kan skifte pakke op eller ned fra den følgende måned – uden ny binding.",
    "Timer, I ikke når at bruge i en måned, kan flyttes til den næste måned én gang.",
    "Ringelister, samtalenoter og data fra kampagnen er jeres og bliver leveret eller slettet, når aftalen slutter.",
    `${prices.payPerMeeting.label}-aftaler har ingen binding ud over de møder, der er aftalt.`,
  ],
};
