/**
 * Rewrites React Router's <Scripts /> output so no JavaScript is fetched before first paint:
 * the modulepreload links go, and the boot module becomes an inert script that enhance.ts starts
 * later. React 19 hoists <link> elements and does not patch attributes while hydrating, so the
 * hydrated tree still matches. Tested against the real build output in tests/e2e.
 */
export const BOOT_MODULE_TYPE = "text/x-boot-module";

export function deferBootModule(html: string): string {
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<script( nonce="[^"]*")? type="module" async="">/g, `<script$1 type="${BOOT_MODULE_TYPE}">`);
}
