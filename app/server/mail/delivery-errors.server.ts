/**
 * What the owner is told when a webhook or a mail could not be delivered: a Danish category, never
 * the raw error. The raw text named ports, addresses and certificate names ("connect ECONNREFUSED
 * 203.0.113.7:22", "Host: x is not in the cert's altnames: DNS:intern.firma.dk"), which made the
 * webhook page a port scanner of any host the owner chose (fourth review). The raw text goes to the
 * server log only (the callers log it beside the delivery's id).
 */

type ErrorLike = { code?: unknown; originalCode?: unknown; responseCode?: unknown; cause?: unknown; errors?: unknown };

/**
 * Every code on the error: its own, nodemailer's `originalCode` (ESOCKET over ECONNREFUSED), its
 * cause's and (for Happy Eyeballs' AggregateError) its inner errors'.
 */
function codesOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== "object" || depth > 3) return [];
  const { code, originalCode, cause, errors } = error as ErrorLike;
  return [
    ...[code, originalCode].filter((value): value is string => typeof value === "string"),
    ...codesOf(cause, depth + 1),
    ...(Array.isArray(errors) ? errors.flatMap((inner) => codesOf(inner, depth + 1)) : []),
  ];
}

const certificateUnknown = [
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "CERT_UNTRUSTED",
  "CERT_REJECTED",
  "CERT_SIGNATURE_FAILURE",
];

/** Set by the webhook code on the errors it makes itself, so they are told apart without reading messages. */
export const PRIVATE_ADDRESS = "SALGSKRAFT_PRIVATE_ADDRESS";
export const DELIVERY_TIMEOUT = "SALGSKRAFT_TIMEOUT";
export const UNREADABLE_SECRET = "SALGSKRAFT_UNREADABLE_SECRET";

export function codedError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/** The Danish category of a failed delivery, as "Modtageren svarede HTTP 503" is written (after "Seneste fejl:" or "Årsag:"). */
export function deliveryProblem(error: unknown): string {
  const codes = codesOf(error);
  const has = (...wanted: string[]) => codes.some((code) => wanted.includes(code));
  const smtp = (error as ErrorLike | null)?.responseCode;
  if (typeof smtp === "number" && smtp >= 400 && smtp < 600) {
    if (has("EAUTH")) return `Mailserveren afviste login (SMTP ${smtp}); tjek brugernavn og adgangskode i SMTP_URL`;
    if (smtp < 500) return `Mailserveren afviste midlertidigt (SMTP ${smtp})`;
    return has("EENVELOPE") ? `Mailserveren afviste modtageren (SMTP ${smtp})` : `Mailserveren afviste mailen (SMTP ${smtp})`;
  }
  if (has(PRIVATE_ADDRESS)) return "Navnet peger på en intern adresse; webhooks sendes kun til offentlige adresser";
  if (has(DELIVERY_TIMEOUT, "ETIMEDOUT", "ESOCKETTIMEDOUT", "ECONNABORTED")) return "Tidsgrænsen blev overskredet";
  if (has("ECONNREFUSED")) return "Forbindelsen blev afvist";
  if (has("ENOTFOUND", "EAI_AGAIN", "EAI_FAIL", "EAI_NONAME", "EDNS")) return "Navnet kunne ikke slås op (DNS)";
  if (has("EHOSTUNREACH", "ENETUNREACH", "EHOSTDOWN", "ENETDOWN", "EADDRNOTAVAIL")) return "Adressen kan ikke nås";
  if (has("ERR_TLS_CERT_ALTNAME_INVALID", "HOSTNAME_MISMATCH")) return "Certifikatet passer ikke til adressen";
  if (has("CERT_HAS_EXPIRED")) return "Certifikatet er udløbet";
  if (has("CERT_NOT_YET_VALID")) return "Certifikatet er ikke gyldigt endnu";
  if (has(...certificateUnknown)) return "Certifikatet er ikke udstedt af en kendt udsteder";
  if (has("EPROTO", "ETLS") || codes.some((code) => code.startsWith("ERR_SSL_") || code.startsWith("ERR_TLS_")))
    return "Den sikre forbindelse (TLS) kunne ikke oprettes";
  if (has("ECONNRESET", "EPIPE", "ESOCKET", "ECONNECTION")) return "Forbindelsen blev afbrudt";
  if (has("EAUTH")) return "Mailserveren afviste login; tjek brugernavn og adgangskode i SMTP_URL";
  if (has(UNREADABLE_SECRET)) return "Hemmeligheden kan ikke læses (er SESSION_SECRET skiftet?); tilføj webhooken igen";
  return "Ukendt fejl; se serverens log";
}
