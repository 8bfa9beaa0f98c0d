import { data, Form } from "react-router";
import type { Route } from "./+types/nyhedsbrev-afmeld";
import { Card, Container } from "../../components/ui/layout.tsx";
import { checkLinkToken } from "../../server/link-token.server.ts";
import { getRuntime } from "../../server/lifecycle.server.ts";
import { unsubscribe } from "../../server/newsletter.server.ts";

/**
 * One-click unsubscribe: the link in every newsletter mail opens a page with one button, and mail
 * programs POST to the same address (List-Unsubscribe-Post, RFC 8058), which unsubscribes at once.
 */
export const meta: Route.MetaFunction = () => [{ title: "Afmeld nyhedsbrevet" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

const INVALID = "Linket er ugyldigt eller ufuldstændigt. Kopiér hele linket fra mailen, eller skriv til os, så afmelder vi dig.";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get("id") ?? "";
  const token = url.searchParams.get("token") ?? "";
  const { sessionSecret } = await getRuntime();
  if (!checkLinkToken(sessionSecret, "newsletter-unsubscribe", id, token)) return data({ error: INVALID }, { status: 404 });
  return { error: null };
}

export async function action({ request }: Route.ActionArgs) {
  // The id and token are in the URL: a mail program's one-click POST carries only List-Unsubscribe=One-Click.
  const url = new URL(request.url);
  const { db, sessionSecret } = await getRuntime();
  const result = await unsubscribe(db, sessionSecret, url.searchParams.get("id") ?? "", url.searchParams.get("token"));
  if (!result.ok) return data({ ok: false, message: INVALID }, { status: 404 });
  return { ok: true, message: "Du er afmeldt. Du får ikke flere nyhedsbreve fra os." };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="max-w-2xl pt-32 pb-24">
      <h1 className="text-4xl font-extrabold tracking-tight text-navy-900">Afmeld nyhedsbrevet</h1>
      <Card className="mt-8 p-6 sm:p-8">
        {actionData ? (
          <p role={actionData.ok ? "status" : "alert"} className="text-lg text-navy-900">{actionData.message}</p>
        ) : loaderData.error ? (
          <p role="alert" className="text-lg text-navy-900">{loaderData.error}</p>
        ) : (
          <Form method="post" className="space-y-4">
            <p className="text-lg text-muted">Tryk på knappen, så sender vi dig ikke flere nyhedsbreve.</p>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">Afmeld</button>
          </Form>
        )}
      </Card>
    </Container>
  );
}
