/**
 * The tables of /admin/analytics, defined once: the page renders them and
 * /admin/analytics/export.csv downloads each one (through the inbox's formula-safe csvCell).
 */
import { kindLabels } from "../../content/enquiry-labels.ts";
import { conversionRate, type AnalyticsReport } from "./report.server.ts";
import { OTHER_LABEL } from "./rollup.server.ts";
import { csvCell } from "../inbox/csv.server.ts";

export type Cell = string | number;
/**
 * `rows`: every row (the CSV has them all). `rate`: the columns (numerator, denominator) the last
 * column's conversion is computed from, so the "Øvrige" row of `topRows` gets its own.
 */
export type AnalyticsTable = { id: string; title: string; description: string; columns: string[]; rows: Cell[][]; rate?: [number, number] };

/**
 * The tables leave the admin as files under the inbox export's rule ("staff may export", off by
 * default): the owner always, staff when allowed (fourth review).
 */
export const analyticsExportRefusal =
  "Kun kontoens ejer må hente statistikken som CSV. Ejeren kan give medarbejdere lov under Medarbejdere (»Medarbejdere må eksportere henvendelser og statistik som CSV«).";

/** How many rows a table shows on the page; the rest are summed in one "Øvrige" row. */
const TOP_ROWS = 20;

export const tableIds = ["sider", "kilder", "salg", "typer", "indgange", "job", "uger"] as const;
export type TableId = (typeof tableIds)[number];

const sourceLabel = (source: string) => source || "Direkte / ukendt";
const dash = (value: string) => value || "–";
/** Won of all decided (won + lost), as "40 %"; "–" when none is decided. */
const winRate = (won: number, lost: number) => (won + lost === 0 ? "–" : `${Math.round((won / (won + lost)) * 100)} %`);

export function analyticsTables(report: AnalyticsReport): AnalyticsTable[] {
  return [
    {
      id: "sider",
      title: "Sider",
      description: "Besøgende og sidevisninger pr. side, og henvendelser sendt fra siden.",
      columns: ["Side", "Besøgende", "Sidevisninger", "Indgange", "Henvendelser", "Konvertering"],
      rate: [4, 1],
      rows: report.pages.map((row) => [row.path, row.visitors, row.pageviews, row.entries, row.enquiries, conversionRate(row.enquiries, row.visitors)]),
    },
    {
      id: "kilder",
      title: "Kilder og kampagner",
      description: "Hvor besøgene startede (utm_source eller henvisende domæne), og henvendelser fra besøg med samme kilde.",
      columns: ["Kilde", "Medie", "Kampagne", "Besøgende", "Henvendelser", "Konvertering"],
      rate: [4, 3],
      rows: report.sources.map((row) => [
        sourceLabel(row.source),
        dash(row.medium),
        dash(row.campaign),
        row.visitors,
        row.enquiries,
        conversionRate(row.enquiries, row.visitors),
      ]),
    },
    {
      id: "salg",
      title: "Vundne kunder pr. kilde og kampagne",
      description: "Erhvervshenvendelser fra perioden, der er markeret som vundet eller tabt: vinderrate og den forventede månedlige værdi af de vundne.",
      columns: ["Kilde", "Medie", "Kampagne", "Vundet", "Tabt", "Vinderrate", "Vundet værdi pr. md. (kr.)"],
      rows: report.sales.map((row) => [
        sourceLabel(row.source),
        dash(row.medium),
        dash(row.campaign),
        row.won,
        row.lost,
        winRate(row.won, row.lost),
        row.wonValue,
      ]),
    },
    {
      id: "typer",
      title: "Henvendelser pr. type",
      description: "Konvertering er henvendelser af typen pr. besøgende i perioden.",
      columns: ["Type", "Henvendelser", "Konvertering"],
      rows: report.kinds.map((row) => [kindLabels[row.kind], row.enquiries, conversionRate(row.enquiries, report.totals.visitors)]),
    },
    {
      id: "indgange",
      title: "Indgangssider",
      description: "De ti sider flest besøg startede på.",
      columns: ["Side", "Indgange", "Besøgende"],
      rows: report.entryPages.map((row) => [row.path, row.entries, row.visitors]),
    },
    {
      id: "job",
      title: "Jobsider og ansøgninger",
      description: "Visninger af hver jobside mod ansøgninger til jobbet.",
      columns: ["Jobside", "Sidevisninger", "Besøgende", "Ansøgninger", "Konvertering"],
      rate: [3, 2],
      rows: report.jobs.map((row) => [row.path, row.pageviews, row.visitors, row.applications, conversionRate(row.applications, row.visitors)]),
    },
    {
      id: "uger",
      title: "Pr. uge",
      description: "Uger starter mandag.",
      columns: ["Uge (mandag)", "Besøgende", "Sidevisninger", "Henvendelser"],
      rows: report.weeks.map((row) => [row.week, row.visitors, row.pageviews, Object.values(row.enquiries).reduce((sum, count) => sum + count, 0)]),
    },
  ];
}

/**
 * The table as the page shows it: the first `limit` rows and, when there are more, one "Øvrige"
 * row summing the rest (numbers added, conversion recomputed from the sums, text as "–").
 * Tables in time order ("Pr. uge") and the fixed list of enquiry types are shown whole.
 */
export function topRows(table: AnalyticsTable, limit = TOP_ROWS): AnalyticsTable {
  if (table.id === "uger" || table.id === "typer" || table.rows.length <= limit) return table;
  const rest = table.rows.slice(limit);
  const sums = table.columns.map((_, index) => rest.reduce<number>((sum, row) => sum + (typeof row[index] === "number" ? (row[index] as number) : 0), 0));
  const other: Cell[] = table.columns.map((_, index) => {
    if (index === 0) return OTHER_LABEL;
    if (table.rate && index === table.columns.length - 1) return conversionRate(sums[table.rate[0]]!, sums[table.rate[1]]!);
    return typeof rest[0]![index] === "number" ? sums[index]! : "–";
  });
  return { ...table, rows: [...table.rows.slice(0, limit), other] };
}

export function tableCsv(table: AnalyticsTable): string {
  const lines = [table.columns, ...table.rows].map((cells) => cells.map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
