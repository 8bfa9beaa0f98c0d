import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/aendr";
import { SlotSelect, WeekNav } from "../../components/forms/booking-form.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { Card, Container } from "../../components/ui/layout.tsx";
import { bookingPath } from "../../content/booking.ts";
import { danishMeetingTime } from "../../lib/danish-time.ts";
import { manageAction, manageState } from "../../server/booking/actions.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

/** The links in the booking mails: reading one changes nothing (mail programs open links to check them); the button does. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await manageState(new URL(request.url).searchParams, context.get(runtimeContext));
  // A forged, truncated or missing token: the Danish page, with 403 as docs/security.md says.
  return data(state, { status: state.state === "invalid" ? 403 : 200 });
}

export function action({ request, context }: Route.ActionArgs) {
  return manageAction(request, context.get(runtimeContext));
}

export const meta: Route.MetaFunction = () => [{ title: "Flyt eller aflys dit møde" }, { name: "robots", content: "noindex, nofollow" }];

export default function Aendr({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (loaderData.state !== "ok") {
    return (
      <Container className="max-w-2xl pt-32 pb-24">
        <h1 className="text-3xl font-extrabold text-navy-900">
          {loaderData.state === "used" ? "Linket er brugt" : loaderData.state === "limit" ? "Mødet kan ikke flyttes igen her" : "Linket virker ikke"}
        </h1>
        <p role="alert" className="mt-4 text-lg text-ink">
          {actionData && !actionData.ok ? actionData.message : loaderData.message}
        </p>
        <Link to={bookingPath} className={buttonClass("primary", "mt-8")}>
          Book et møde
        </Link>
      </Container>
    );
  }
  const { meeting, action, version, token, slots } = loaderData;
  const hidden = (
    <>
      <input type="hidden" name="handling" value={action === "move" ? "flyt" : "aflys"} />
      <input type="hidden" name="id" value={meeting.id} />
      <input type="hidden" name="v" value={version} />
      <input type="hidden" name="token" value={token} />
    </>
  );
  const query = { handling: action === "move" ? "flyt" : "aflys", id: meeting.id, v: String(version), token };
  return (
    <Container className="max-w-2xl pt-32 pb-24">
      <h1 className="text-3xl font-extrabold text-navy-900 sm:text-4xl">{action === "move" ? "Flyt dit møde" : "Aflys dit møde"}</h1>
      <p className="mt-3 text-lg text-ink">
        Mødet om {meeting.topic.toLowerCase()} med {meeting.host}: <strong>{danishMeetingTime(meeting.time.start, meeting.time.end)}</strong>.
      </p>
      {actionData && !actionData.ok && (
        <div role="alert" className="mt-6 flex gap-3 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200">
          <Icon name="circle-alert" className="h-5 w-5 flex-none" />
          <p>{actionData.message}</p>
        </div>
      )}
      <Card className="mt-6 p-6">
        {action === "cancel" ? (
          <Form method="post" className="space-y-4">
            {hidden}
            <p>Tiden bliver frigivet, og du får en mail, der fjerner mødet fra din kalender.</p>
            <button type="submit" disabled={busy} className={buttonClass("primary")}>
              {busy ? "Aflyser..." : "Aflys mødet"}
            </button>
          </Form>
        ) : (
          <div className="space-y-5">
            {slots && <WeekNav slots={slots} query={query} />}
            <Form method="post" className="space-y-5">
              {hidden}
              <SlotSelect
                slots={slots}
                label="Ny tid"
                placeholder="Ingen ledige tider i denne uge"
                error={actionData && !actionData.ok && actionData.state === "taken" ? actionData.message : undefined}
              />
              <button type="submit" disabled={busy} className={buttonClass("primary")}>
                {busy ? "Flytter..." : "Flyt mødet"}
              </button>
            </Form>
          </div>
        )}
      </Card>
    </Container>
  );
}
