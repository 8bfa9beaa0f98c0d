/**
 * The site's own checks on copy (issue 36), in one place: the repository's content tests
 * (app/content/consistency.test.ts, tests/e2e/copy.test.ts, tests/e2e/budgets.test.ts) and the
 * content store's preview and publish (app/server/content/checks.server.ts) read these rules, so
 * what the build refuses in a file and what the editor refuses in a job ad or an article is one
 * rule, not two copies.
 *
 * Every check takes a content item's fields as a flat list (`ContentField`: the field's path, its
 * Danish label and its text) and answers problems naming the field, in Danish. Which item they come
 * from does not matter: a job ad, an article or a page's meta.
 *
 * Server-side, build-time and test code only (no component imports it).
 */
import { smallCountWords } from "../content/site.ts";
import { fullTitle } from "./meta.ts";

/** What a text is on its page: prose a reader reads, a quotation (the speaker's own words), a search keyword, a link target, an image's alt text. */
export type FieldKind = "prose" | "quote" | "keyword" | "link" | "alt" | "id";

export type ContentField = { path: string; label: string; text: string; kind: FieldKind };

/** Which rule found it; the editor shows the message, tests may filter on the rule. */
export type CheckName = "faktaark" | "ordliste" | "tiltale" | "meta" | "alt" | "link" | "tcp-vindue";

/** A field that does not pass: the same shape as the store's schema problems. */
export type CheckProblem = { path: string; label: string; message: string; check: CheckName };

/**
 * Every string in a value as a field, with its path ("faq.2.answer") and kind. `label` names the
 * path in Danish; `kindOf` may say what a path is, else it is read from the last key.
 */
export function fieldsOf(
  value: unknown,
  label: (path: readonly string[]) => string,
  kindOf: (path: readonly string[]) => FieldKind | undefined = () => undefined,
): ContentField[] {
  const out: ContentField[] = [];
  const walk = (item: unknown, path: string[]) => {
    if (typeof item === "string") {
      const kind = kindOf(path) ?? defaultKind(path);
      out.push({ path: path.join("."), label: label(path), text: item, kind });
    } else if (Array.isArray(item)) item.forEach((inner, index) => walk(inner, [...path, String(index)]));
    else if (item && typeof item === "object") for (const [key, inner] of Object.entries(item)) walk(inner, [...path, key]);
  };
  walk(value, []);
  return out;
}

function defaultKind(path: readonly string[]): FieldKind {
  const last = path.at(-1) ?? "";
  if (path.includes("keywords")) return "keyword";
  if (["href", "canonicalPath", "path", "to", "link"].includes(last)) return "link";
  if (["alt", "imageAlt"].includes(last)) return "alt";
  if (["slug", "src", "image", "icon", "color", "bonus", "id", "value", "type", "datePosted", "validThrough", "publishedTime", "modifiedTime"].includes(last))
    return "id";
  if (last === "quote" || last === "quoteType") return "quote";
  return "prose";
}

/** Fields a reader reads as text (prose, quotations, alt texts). */
const readable = (field: ContentField) => field.kind === "prose" || field.kind === "quote" || field.kind === "alt";

// ---------------------------------------------------------------------------------------------
// The glossary (docs/content/style-guide.md)

/** Words we do not use, and what we write instead. */
export const bannedTerms: readonly (readonly [RegExp, string])[] = [
  [/\bshow[ -]?rate\b/i, "fremmøde"],
  [/\bno-show\b/i, "udeblivelse"],
  [/\bperform(?:er|e)\b/i, "giver resultater / leverer"],
  [/\bloopet\b/i, "et menneske, der godkender"],
  [/\bloader\b/i, "indlæses"],
  [/\bcall[- ]to[- ]actions?\b/i, "knap / opfordring"],
  [/\bpay[- ]per[- ]meeting\b/i, "betaling pr. møde / No Cure No Pay"],
  [/\btelesell?ers?\b/i, "telefonsælger"],
  [/\btelemarketer(?:e|en|ne)?\b/i, "telefonsælger"],
  [/\bfreelance-sælger/i, "freelance telefonsælger"],
  [/\bholdleder/i, "teamleder"],
  [/\bcall ?center/i, "salgshold"],
  [/\bMest populære\b/, "Mest valgt"],
  [/\buanset, (?:hvordan|hvad|hvor|om)\b/, "uanset hvordan (intet komma efter uanset)"],
  [/\ben API\b(?!-)/, "et API"],
  [/\bEmail\b/, "e-mail (feltet 'Email' og fejlteksterne i formularerne er specifikationens ordlyd og bor ikke i app/content)"],
  [/\bvirksomheder bag os\b/, "vi har hjulpet over 200 virksomheder"],
  [/\bin-house\b/i, "egen mødebooker / fastansat"],
  [/\bteamcheck-in\b/i, "kort teammøde"],
  [/\bfreelance-setup\b/i, "sådan arbejder vi med freelancere"],
  [/\bkick-?off/i, "opstartsmøde"],
  [/\btager ejerskab\b/i, "har ansvaret"],
  [/\bbuzzwords?\b/i, "modeord / fine ord"],
  [/\bdedikere(?:t|de)\b/i, "fast (fast projektleder)"],
  [/\bpasser (?:perfekt )?på (?:jeres |vores )?ICP\b/i, "matcher jeres ICP / kundeprofil"],
  [/\bscripts?\b/i, "samtaleguide"],
  [/\bmanus\b/i, "samtaleguide"],
  [/\blead-kvalificering/i, "leadkvalificering"],
  [/\bAI Integration\b/, "AI-integration (»AI Integration« er kun tilbudsformularens valgmulighed fra specifikationen)"],
  [/\bsalgstime\b[^.]*\bpr\. salgstime\b/i, "skriv salgstime én gang i sætningen"],
  [/\bi otte brancher\b/i, "så mange brancher, som siden viser"],
  [/\btimeløn/i, "timebetaling (en freelancer er ikke ansat)"],
  [/\bFAQ\b/, "Spørgsmål og svar"],
  [/\btilkøb/i, "tilvalg"],
  [/\bHar det travlt\b/i, "Har du travlt / Haster det"],
];

/** The glossary's banned words in what a reader reads (not in search keywords or the spec's »AI Integration« option). */
export function glossaryProblems(fields: readonly ContentField[]): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const field of fields) {
    if (!readable(field) || field.path.endsWith("quoteType")) continue;
    for (const [pattern, instead] of bannedTerms) {
      const match = pattern.exec(field.text);
      if (match)
        problems.push({ path: field.path, label: field.label, check: "ordliste", message: `»${match[0]}« bruger vi ikke; skriv i stedet: ${instead}` });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The fact sheet: no figure the fact sheet (app/content/facts.ts, from app/content/site.ts) does not hold

/** A number (a range, a "+") followed by a unit we check. Case-insensitive: "200+ Virksomheder". */
export const figurePattern =
  /(\d[\d.]*(?:,\d+)?(?:\s?[-–]\s?\d[\d.]*(?:,\d+)?)?\+?)[\s\u00a0]?(kr\.|%|timer|timers|kunder|virksomheder|IT-virksomheder|medarbejdere|freelancere|brancher|kampagner|møder|måneder|måneds|uger|dage|hverdage|års|år)(?![a-zæøå])/gi;

/** "200+ Virksomheder" and "over 200 virksomheder" are the same figure: no spaces, no "+", lower case. */
export function normaliseFigure(number: string, unit: string): string {
  return `${number.replace(/[\s\u00a0]/g, "").replace(/\+$/, "")} ${unit.toLowerCase().replace(/^timers$/, "timer")}`;
}

/** Small counts in words, so "otte brancher" is checked like "8 brancher". */
const spelledCount = new RegExp(`\\b(${smallCountWords.join("|")}) (brancher|kampagner|kontorer)\\b`, "gi");

/** Every figure in a text, normalised; "otte brancher" counts as "8 brancher". */
export function figuresIn(text: string): string[] {
  const spelled = text.replace(
    spelledCount,
    (_m, word: string, unit: string) => `${smallCountWords.indexOf(word.toLowerCase() as (typeof smallCountWords)[number]) + 2} ${unit}`,
  );
  return [...spelled.matchAll(figurePattern)].map((m) => normaliseFigure(m[1]!, m[2]!));
}

/** Figures in a field that the fact sheet does not hold (`allowed`: app/content/facts.ts statedFigures()). */
export function figureProblems(fields: readonly ContentField[], allowed: ReadonlySet<string>): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const field of fields) {
    if (!readable(field)) continue;
    for (const figure of new Set(figuresIn(field.text))) {
      if (allowed.has(figure)) continue;
      problems.push({
        path: field.path,
        label: field.label,
        check: "faktaark",
        message: `nævner »${figure}«, som faktaarket ikke har. Skriv et tal, faktaarket har (priser, antal kunder, timer, løn), eller skriv det uden tal`,
      });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// One form of address per page: buyer pages say I/jer/jeres, freelancer and job pages du/dig/din

// Letter boundaries that know æ, ø and å: "værktøjer" does not end in the word "jer".
export const singularAddress = /(?<!\p{L})(?:du|dig|din|dit|dine)(?!\p{L})/giu;
export const pluralAddress = /(?<!\p{L})(?:jer|jeres)(?!\p{L})/giu;

export type Address = "du" | "I";

/** A digital quote page says »du«, like the spec's confirmation it shows (»… vil kontakte dig …«). */
const quotePage = (p: string) => /^\/digital\/[^/]+\/kontakt$/.test(p);

/** How a page speaks to its reader, by its path; null for pages for both readers (/kontakt, the blog's lists, the legal pages). */
export function addressOf(pagePath: string): Address | null {
  if (pagePath === "/freelance-telemarketing" || pagePath.startsWith("/jobs/") || quotePage(pagePath)) return "du";
  if (
    ["/", "/ydelser", "/priser", "/samarbejdspartner", "/om-os", "/book-et-moede"].includes(pagePath) ||
    pagePath.startsWith("/hvorfor-") ||
    pagePath.startsWith("/digital/")
  )
    return "I";
  return null;
}

/** The words in a text that address the reader the other way; quotations (»…«) keep the speaker's words. */
export function wrongAddressWords(text: string, address: Address): { word: string; index: number; text: string }[] {
  const plain = text.replace(/»[^«]*«/g, (quoted) => " ".repeat(quoted.length));
  const wrong = address === "I" ? singularAddress : pluralAddress;
  return [...plain.matchAll(wrong)].map((m) => ({ word: m[0], index: m.index, text: plain }));
}

/** Fields that speak to the reader the other way (quotations and testimonials excepted). */
export function addressProblems(fields: readonly ContentField[], address: Address): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const wanted = address === "I" ? "en virksomhed: I, jer, jeres" : "én person: du, dig, din";
  for (const field of fields) {
    if (field.kind !== "prose") continue;
    const words = [...new Set(wrongAddressWords(field.text, address).map((m) => m.word))];
    if (words.length)
      problems.push({ path: field.path, label: field.label, check: "tiltale", message: `siger »${words.join("«, »")}«, men siden taler til ${wanted}` });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Meta title and description: the build's rules (app/lib/route-table.ts routeTableProblems)

/**
 * The lengths search results show: a title (with » | Salgskraft«) is cut after about 60
 * characters; a description after about 155-160, and one of a few words says nothing. The longest
 * description on the site is 193 characters (/book-et-moede), so the limit is 200 until that copy
 * is shortened.
 */
export const metaLimits = { titleMax: 60, descriptionMin: 50, descriptionMax: 200 } as const;
/** The shortest meta description a page may have. */
export const minDescriptionLength = metaLimits.descriptionMin;

/** A page's meta title and description against the limits; `path` of each problem is "meta.title" / "meta.description". */
export function metaProblems(
  meta: { title: string; description: string },
  labels: { title: string; description: string } = { title: "meta.title", description: "meta.description" },
): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const title = meta.title.trim();
  const full = fullTitle(title);
  if (!title) problems.push({ path: "meta.title", label: labels.title, check: "meta", message: "mangler" });
  else if (full.length > metaLimits.titleMax)
    problems.push({
      path: "meta.title",
      label: labels.title,
      check: "meta",
      message: `er ${full.length} tegn som »${full}«; højst ${metaLimits.titleMax}, ellers skærer søgemaskinerne den over`,
    });
  const length = meta.description.trim().length;
  if (length < metaLimits.descriptionMin)
    problems.push({
      path: "meta.description",
      label: labels.description,
      check: "meta",
      message: `har ${length} tegn; skriv mindst ${metaLimits.descriptionMin} (en sætning eller to om, hvad siden giver den besøgende)`,
    });
  else if (length > metaLimits.descriptionMax)
    problems.push({
      path: "meta.description",
      label: labels.description,
      check: "meta",
      message: `har ${length} tegn; højst ${metaLimits.descriptionMax}, ellers skærer søgemaskinerne den over (skær ${length - metaLimits.descriptionMax} tegn væk)`,
    });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Alt texts: every image says what it shows

const markdownImage = /!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g;
const htmlImage = /<img\b[^>]*>/gi;
const genericAlt = /^(?:billede|image|foto|photo|illustration|img|grafik|logo)\.?$/i;
const fileNameAlt = /^[\w-]+\.(?:png|jpe?g|gif|webp|avif|svg)$/i;

function altMessage(alt: string | undefined): string | undefined {
  const text = (alt ?? "").trim();
  if (!text) return "mangler en alternativ tekst: skriv, hvad billedet viser, for dem der ikke kan se det";
  if (genericAlt.test(text) || fileNameAlt.test(text)) return `»${text}« siger ikke, hvad billedet viser; beskriv det med en sætning`;
  return undefined;
}

/** Alt-text fields that are empty or say nothing, and images in Markdown or HTML text without one. */
export function altProblems(fields: readonly ContentField[]): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const field of fields) {
    if (field.kind === "alt") {
      const message = altMessage(field.text);
      if (message) problems.push({ path: field.path, label: field.label, check: "alt", message });
      continue;
    }
    if (field.kind !== "prose") continue;
    for (const m of field.text.matchAll(markdownImage)) {
      const message = altMessage(m[1]);
      if (message) problems.push({ path: field.path, label: field.label, check: "alt", message: `billedet ${m[2]} ${message}` });
    }
    for (const m of field.text.matchAll(htmlImage)) {
      const message = altMessage(/\balt\s*=\s*"([^"]*)"/i.exec(m[0])?.[1]);
      const src = /\bsrc\s*=\s*"([^"]*)"/i.exec(m[0])?.[1] ?? "";
      if (message) problems.push({ path: field.path, label: field.label, check: "alt", message: `billedet ${src} ${message}` });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Internal links: every link to our own site leads to a page

/** The internal links in a field: a link field ("/kontakt"), Markdown links and HTML hrefs in prose. */
export function internalLinks(field: ContentField): string[] {
  const found: string[] = [];
  if (field.kind === "link") found.push(field.text);
  else if (field.kind === "prose") {
    for (const m of field.text.matchAll(/\]\(([^)\s]+)[^)]*\)/g)) if (!field.text.slice(0, m.index).endsWith("!")) found.push(m[1]!);
    for (const m of field.text.matchAll(/<a\b[^>]*\bhref\s*=\s*"([^"]*)"/gi)) found.push(m[1]!);
  }
  return found.filter((href) => href.startsWith("/") && !href.startsWith("//"));
}

/** A link's page: without query and fragment, without a trailing slash. */
export const linkPath = (href: string) => href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1") || "/";

/**
 * Links to a path of our own that is not a page (`known`: the route table's pages and resources
 * of the content as it will be, and the redirects). A path with a file extension (an image, a
 * PDF) is a file, not checked here.
 */
export function linkProblems(fields: readonly ContentField[], known: (path: string) => boolean): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const field of fields) {
    for (const href of internalLinks(field)) {
      const path = linkPath(href);
      if (/\.[a-z0-9]{2,5}$/i.test(path) || known(path)) continue;
      problems.push({
        path: field.path,
        label: field.label,
        check: "link",
        message: `linker til ${href}, som ikke er en side på sitet; ret adressen eller fjern linket`,
      });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The HTML budget of the first TCP window (docs/decisions/inline-icons.md)

/** 10 segments of 1,460 bytes: a document larger than this, headers included, costs a round trip before the first paint. */
export const firstTcpWindow = 10 * 1460;

/** Bytes of a response as they cross the wire: status line, headers (name: value CRLF each, then CRLF) and the body. */
export function bytesOnTheWire(status: number, statusText: string, rawHeaders: readonly (readonly [string, string])[], bodyBytes: number): number {
  const statusLine = `HTTP/1.1 ${status} ${statusText}\r\n`.length;
  let headers = 2;
  for (const [name, value] of rawHeaders) headers += Buffer.byteLength(name) + 2 + Buffer.byteLength(value) + 2;
  return statusLine + headers + bodyBytes;
}

/** The page's document over the first TCP window, with what to do about it; `path` is "" (the whole page). */
export function windowProblems(pagePath: string, bytes: number): CheckProblem[] {
  if (bytes <= firstTcpWindow) return [];
  return [
    {
      path: "",
      label: "Hele siden",
      check: "tcp-vindue",
      message: `${pagePath} fylder ${bytes.toLocaleString("da-DK")} byte komprimeret med headere, ${(bytes - firstTcpWindow).toLocaleString("da-DK")} over det første TCP-vindue på ${firstTcpWindow.toLocaleString("da-DK")} byte, så den åbner langsommere. Gør de lange tekster kortere (intro, fordele, spørgsmål og svar)`,
    },
  ];
}
