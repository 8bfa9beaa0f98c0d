/**
 * Renders every document to a complete string (pages are small; prerendering needs the whole
 * document anyway), then holds back React Router's boot module so hydration starts on the
 * visitor's first interaction instead of competing with first paint (see app/lib/enhance.ts and
 * docs/decisions/deferred-hydration.md).
 */
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToReadableStream } from "react-dom/server";
import { CSP_NONCE_HEADER, NonceContext } from "./lib/csp-nonce.ts";
import { deferBootModule } from "./lib/defer-hydration.ts";

export const streamTimeout = 5_000;

/**
 * Expected refusals (a POST to a page without a form, an unknown path) are answered with 4xx and
 * are not errors worth a stack trace in the log; everything else is logged.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router's refusal of a cross-origin POST (npm run dev; the production server refuses
  // those before React Router): an expected refusal, not a stack trace per request.
  if (error instanceof Error && error.message.includes("`origin` header")) return;
  console.error(error);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const nonce = request.headers.get(CSP_NONCE_HEADER) || undefined;
  let status = responseStatusCode;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), streamTimeout + 1000);
  try {
    const stream = await renderToReadableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        signal: controller.signal,
        // Inline every Suspense boundary: large boundaries would otherwise be streamed out of order
        // and put in place by a script, leaving them invisible without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        nonce,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    return new Response(deferBootModule(html), { status, headers: responseHeaders });
  } finally {
    clearTimeout(timeout);
  }
}
