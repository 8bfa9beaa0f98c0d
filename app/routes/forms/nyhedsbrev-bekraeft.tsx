import { data } from "react-router";
import type { Route } from "./+types/nyhedsbrev-bekraeft";
import { LinkConfirmation } from "../../components/forms/link-confirmation.tsx";
import { checkLinkToken } from "../../server/platform/link-token.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { confirmSubscription } from "../../server/intake/newsletter.server.ts";
import { newsletterRhythm } from "../../content/site.ts";

/**
 * The double opt-in link from the newsletter mail. Opening it shows a button; the press confirms
 * (a POST), so a mail scanner that fetches every link cannot sign anybody up.
 */
export const meta: Route.MetaFunction = () => [{ title: "Bekræft tilmelding til nyhedsbrevet" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

const INVALID = "Linket er ugyldigt eller ufuldstændigt. Kopiér hele linket fra mailen, eller tilmeld dig igen på siden Nyhedsbrev.";

function readLink(url: URL) {
  return { id: url.searchParams.get("id") ?? "", token: url.searchParams.get("token") ?? "" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { id, token } = readLink(new URL(request.url));
  const { sessionSecret } = context.get(runtimeContext);
  if (!checkLinkToken(sessionSecret, "newsletter-confirm", id, token)) return data({ id: "", token: "", error: INVALID }, { status: 404 });
  return { id, token, error: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => undefined);
  const id = String(form?.get("id") ?? url.searchParams.get("id") ?? "");
  const token = String(form?.get("token") ?? url.searchParams.get("token") ?? "");
  const { db, sessionSecret } = context.get(runtimeContext);
  const result = await confirmSubscription(db, sessionSecret, id, token);
  if (!result.ok) return data({ message: INVALID, ok: false }, { status: 404 });
  if (result.state === "unsubscribed")
    return { ok: false, message: "Du har afmeldt nyhedsbrevet, så linket gælder ikke længere. Vil du have det igen, så tilmeld dig på siden Nyhedsbrev." };
  return { ok: true, message: "Tak! Din tilmelding er bekræftet. Du får næste nyhedsbrev i din indbakke." };
}

export default function ConfirmNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LinkConfirmation
      title="Bekræft din tilmelding"
      text={`Tryk på knappen for at bekræfte, at du vil have vores nyhedsbrev – ${newsletterRhythm}.`}
      button="Bekræft tilmelding"
      error={loaderData.error}
      answer={actionData}
    >
      <input type="hidden" name="id" value={loaderData.id} />
      <input type="hidden" name="token" value={loaderData.token} />
    </LinkConfirmation>
  );
}
