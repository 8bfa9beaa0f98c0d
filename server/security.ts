/**
 * Security headers for every response. HTML gets a Content-Security-Policy that allows exactly
 * the inline scripts it contains and no 'unsafe-inline' for scripts: a prerendered file by the
 * hashes of its scripts (computed when the build is loaded, server/static-files.ts), a page
 * rendered per request by a fresh nonce (server/main.ts, app/lib/csp-nonce.ts).
 */
import { createHash } from "node:crypto";

const inlineScript = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/.test(attributes) || /application\/ld\+json/.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: readonly string[], frameOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // data: for the wordmark's font inlined in the stylesheet; the headings' font is handed to FontFace as bytes (docs/decisions/typeface.md).
    "font-src 'self' data:",
    `frame-src ${frameOrigins.length ? frameOrigins.join(" ") : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    // connect-src and manifest-src are 'self' through default-src; every byte of the headers
    // counts against the first TCP window of a prerendered page (docs/decisions/inline-icons.md).
  ].join("; ");
}

export function baseSecurityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (production) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}
