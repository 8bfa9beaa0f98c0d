import { data } from "react-router";
import type { Route } from "./+types/nyhedsbrev-afmeld";
import { LinkConfirmation } from "../../components/forms/link-confirmation.tsx";
import { checkLinkToken } from "../../server/platform/link-token.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { unsubscribe } from "../../server/intake/newsletter.server.ts";

/**
 * One-click unsubscribe: the link in every newsletter mail opens a page with one button, and mail
 * programs POST to the same address (List-Unsubscribe-Post, RFC 8058), which unsubscribes at once.
 */
export const meta: Route.MetaFunction = () => [{ title: "Afmeld nyhedsbrevet" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

const INVALID = "Linket er ugyldigt eller ufuldstændigt. Kopiér hele linket fra mailen, eller skriv til os, så afmelder vi dig.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get("id") ?? "";
  const token = url.searchParams.get("token") ?? "";
  const { sessionSecret } = context.get(runtimeContext);
  if (!checkLinkToken(sessionSecret, "newsletter-unsubscribe", id, token)) return data({ error: INVALID }, { status: 404 });
  return { error: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The id and token are in the URL: a mail program's one-click POST carries only List-Unsubscribe=One-Click.
  const url = new URL(request.url);
  const { db, sessionSecret } = context.get(runtimeContext);
  const result = await unsubscribe(db, sessionSecret, url.searchParams.get("id") ?? "", url.searchParams.get("token"));
  if (!result.ok) return data({ ok: false, message: INVALID }, { status: 404 });
  return { ok: true, message: "Du er afmeldt. Du får ikke flere nyhedsbreve fra os." };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LinkConfirmation
      title="Afmeld nyhedsbrevet"
      text="Tryk på knappen, så sender vi dig ikke flere nyhedsbreve."
      button="Afmeld"
      error={loaderData.error}
      answer={actionData}
    >
      <input type="hidden" name="List-Unsubscribe" value="One-Click" />
    </LinkConfirmation>
  );
}
