/**
 * Server-rendered pages allow only the inline scripts we emit: server/main.ts makes a fresh nonce
 * per response, hands it to the render in this request header (overwriting anything a client
 * sent) and names it in the Content-Security-Policy. Prerendered pages have no nonce; their
 * scripts are allowed by hashes computed when the build is loaded (server/static-files.ts).
 */
import { createContext, useContext } from "react";

export const CSP_NONCE_HEADER = "x-csp-nonce";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
