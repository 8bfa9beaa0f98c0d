import { data, Form, Link } from "react-router";
import type { Route } from "./+types/tilgaengelighed";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { buildConfig } from "../../config/build-config.ts";
import { danishDate, danishDateTime } from "../../lib/danish-time.ts";
import { MAX_DISPLAY_NAME, parseDisplayName, requireStaff } from "../../server/auth/auth.server.ts";
import { addDays, danishDay, openingByWeekday, TICK_MINUTES } from "../../server/booking/booking-slots.server.ts";
import {
  addDayOff,
  availabilityOf,
  hostProfile,
  removeDayOff,
  removeFeed,
  renewFeedToken,
  saveAvailability,
  saveHostProfile,
} from "../../server/booking/availability.server.ts";
import {
  busyCalendarConfig,
  calendarFeedOf,
  calendarUrlProblem,
  refreshCalendarFeed,
  removeCalendarFeed,
  saveCalendarFeed,
} from "../../server/booking/busy-calendars.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Min tilgængelighed - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

const dayNames = ["", "Mandag", "Tirsdag", "Onsdag", "Torsdag", "Fredag", "Lørdag", "Søndag"];
const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
const minutes = (value: string) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? Number(value.slice(0, 2)) * 60 + Number(value.slice(3)) : null);

/** Each staff member's own weekly availability, days off, name for buyers and private calendar feed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireStaff(request, runtime);
  const today = danishDay(runtime.now()).date;
  const [availability, profile, busyCalendar] = await Promise.all([
    availabilityOf(runtime.db, staff.userId, today),
    hostProfile(runtime.db, staff.userId),
    calendarFeedOf(runtime.db, staff.userId),
  ]);
  const opening = [...openingByWeekday().entries()]
    .sort(([a], [b]) => a - b)
    .map(([weekday, hours]) => ({ weekday, name: dayNames[weekday]!, opens: clock(hours.startMinute), closes: clock(hours.endMinute) }));
  return {
    csrf: staff.csrfToken,
    today,
    opening,
    windows: availability.windows.map((window) => ({ weekday: window.weekday, from: clock(window.startMinute), to: clock(window.endMinute) })),
    daysOff: availability.daysOff,
    // A first profile starts from the staff member's display name (issue 37, item 11).
    profile: profile ?? { displayName: staff.name, topics: [], takesMeetings: true, hasFeed: false },
    maxName: MAX_DISPLAY_NAME,
    busyCalendar: busyCalendar && {
      ...busyCalendar,
      lastOkAt: busyCalendar.lastOkAt?.toISOString() ?? null,
      lastAttemptAt: busyCalendar.lastAttemptAt?.toISOString() ?? null,
    },
    allowPrivate: runtime.env.WEBHOOK_ALLOW_PRIVATE,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  const staff = await requireStaff(request, runtime, form);
  const get = (name: string) => String(form?.get(name) ?? "").trim();
  const { db } = runtime;
  const profile = await hostProfile(db, staff.userId);
  switch (get("intent")) {
    case "weekly": {
      // The one name colleagues and customers see (issue 37, item 11), as on Min konto.
      const named = parseDisplayName(get("displayName"));
      if (!named.ok) return data({ error: named.error }, { status: 422 });
      const displayName = named.name;
      const windows: { weekday: number; startMinute: number; endMinute: number }[] = [];
      for (const [weekday] of openingByWeekday()) {
        if (!form?.get(`day-${weekday}`)) continue;
        const from = minutes(get(`from-${weekday}`));
        const to = minutes(get(`to-${weekday}`));
        if (from === null || to === null || from >= to)
          return data({ error: `${dayNames[weekday]}: skriv et tidsrum som 08:00 til 16:00, hvor det første er før det sidste.` }, { status: 422 });
        if (from % TICK_MINUTES || to % TICK_MINUTES)
          return data({ error: `${dayNames[weekday]}: tiderne skal gå op i ${TICK_MINUTES} minutter.` }, { status: 422 });
        windows.push({ weekday, startMinute: from, endMinute: to });
      }
      await saveHostProfile(db, staff.userId, { displayName, takesMeetings: form?.get("takesMeetings") === "on" });
      await saveAvailability(db, staff.userId, windows);
      return { message: "Din tilgængelighed er gemt. Kunderne ser de nye tider med det samme." };
    }
    case "add-day-off": {
      const day = get("day");
      const today = danishDay(runtime.now()).date;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
        return data({ error: "Vælg en dato for fridagen." }, { status: 422 });
      if (day < today || day > addDays(today, 366)) return data({ error: "En fridag skal ligge fra i dag og op til et år frem." }, { status: 422 });
      await addDayOff(db, staff.userId, day);
      return { message: `Fridag ${danishDate(`${day}T12:00:00Z`)} er gemt.` };
    }
    case "remove-day-off": {
      await removeDayOff(db, staff.userId, get("day"));
      return { message: "Fridagen er fjernet." };
    }
    case "feed-new": {
      if (!profile) return data({ error: "Gem først dit navn og din tilgængelighed." }, { status: 422 });
      const token = await renewFeedToken(db, staff.userId);
      return {
        message: "Din kalender-URL er lavet. Den vises kun nu: kopier den til din kalender (abonnér på kalender via URL).",
        feedUrl: `${buildConfig.siteUrl}/kalender/${token}`,
      };
    }
    case "feed-remove": {
      await removeFeed(db, staff.userId);
      return { message: "Kalender-URL'en virker ikke længere." };
    }
    case "busy-save": {
      // Their own Google or Outlook calendar (issue 37 item 8): fetched now, so they see at once whether it works.
      const config = busyCalendarConfig(runtime.env, runtime.sessionSecret);
      const problem = calendarUrlProblem(get("busyUrl"), config.allowPrivate);
      if (problem) return data({ error: problem }, { status: 422 });
      await saveCalendarFeed(db, staff.userId, get("busyUrl"), config, runtime.now());
      const outcome = await refreshCalendarFeed(db, staff.userId, config, runtime.now());
      // Saved all the same (200, so the page's status below is read again): the job tries again with backoff.
      if (!outcome.ok) return { error: `Adressen er gemt, men kalenderen kunne ikke hentes: ${outcome.error}. Vi prøver igen om lidt.` };
      return { message: `Din kalender er hentet: ${outcome.busy} optagede tider i bookingperioden. Kunderne kan ikke booke dig i dem.` };
    }
    case "busy-remove": {
      await removeCalendarFeed(db, staff.userId);
      return { message: "Din kalender er fjernet. Dine optagede tider derfra blokerer ikke længere." };
    }
    default:
      return data({ error: "Ukendt handling." }, { status: 400 });
  }
}

const input = "mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal";

export default function Tilgaengelighed({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, opening, windows, daysOff, profile, today, maxName, busyCalendar, allowPrivate } = loaderData;
  const csrfField = <input type="hidden" name="csrf" value={csrf} />;
  return (
    <div className="max-w-2xl">
      <Link to="/admin/moeder" className="text-sm font-semibold text-brand-700">
        ← Møder
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-navy-900">Min tilgængelighed</h1>
      <p className="mt-1 text-muted">Kunder kan booke dig inden for dine tider og vores åbningstid, undtagen på helligdage og dine fridage.</p>
      {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      {actionData && "message" in actionData && <Alert tone="ok">{actionData.message}</Alert>}
      {actionData && "feedUrl" in actionData && (
        <p className="mt-2 break-all rounded-lg bg-white p-3 font-mono text-sm ring-1 ring-line" data-testid="feed-url">
          {actionData.feedUrl}
        </p>
      )}

      <Form method="post" className="mt-6 space-y-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
        {csrfField}
        <input type="hidden" name="intent" value="weekly" />
        <label className="block text-sm font-semibold text-navy-900">
          Dit navn, som kunderne og kollegerne ser det
          <input name="displayName" required maxLength={maxName} defaultValue={profile.displayName} autoComplete="name" className={input} />
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold text-navy-900">
          <input type="checkbox" name="takesMeetings" defaultChecked={profile.takesMeetings} className="h-5 w-5" /> Jeg tager møder
        </label>
        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">Ugentlige tider</legend>
          <div className="mt-2 space-y-2">
            {opening.map((day) => {
              const window = windows.find((entry) => entry.weekday === day.weekday);
              return (
                <div key={day.weekday} className="grid grid-cols-[6.5rem_1fr_1fr] items-center gap-2">
                  <label className="flex items-center gap-2 text-sm font-medium">
                    <input type="checkbox" name={`day-${day.weekday}`} defaultChecked={Boolean(window)} className="h-5 w-5" /> {day.name}
                  </label>
                  <label className="text-xs text-muted">
                    Fra
                    <input
                      type="time"
                      step={300}
                      name={`from-${day.weekday}`}
                      defaultValue={window?.from ?? day.opens}
                      min={day.opens}
                      max={day.closes}
                      className={input}
                    />
                  </label>
                  <label className="text-xs text-muted">
                    Til
                    <input
                      type="time"
                      step={300}
                      name={`to-${day.weekday}`}
                      defaultValue={window?.to ?? day.closes}
                      min={day.opens}
                      max={day.closes}
                      className={input}
                    />
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Gem tider
        </button>
      </Form>

      <section className="mt-6 rounded-card bg-white p-5 shadow-card ring-1 ring-line" aria-labelledby="fridage">
        <h2 id="fridage" className="text-lg font-semibold text-navy-900">
          Fridage
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          {csrfField}
          <input type="hidden" name="intent" value="add-day-off" />
          <label className="text-sm font-semibold text-navy-900">
            Dato
            <input type="date" name="day" required min={today} className={input} />
          </label>
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Tilføj fridag
          </button>
        </Form>
        <ul className="mt-3 space-y-1">
          {daysOff.map((day) => (
            <li key={day} className="flex items-center justify-between gap-2">
              <span>{danishDate(`${day}T12:00:00Z`, true)}</span>
              <Form method="post">
                {csrfField}
                <input type="hidden" name="intent" value="remove-day-off" />
                <input type="hidden" name="day" value={day} />
                <button type="submit" className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50">
                  Fjern
                </button>
              </Form>
            </li>
          ))}
          {daysOff.length === 0 && <li className="text-muted">Ingen fridage.</li>}
        </ul>
      </section>

      <section className="mt-6 rounded-card bg-white p-5 shadow-card ring-1 ring-line" aria-labelledby="optaget">
        <h2 id="optaget" className="text-lg font-semibold text-navy-900">
          Optaget i min egen kalender
        </h2>
        <p className="mt-1 text-sm text-muted">
          Indsæt den hemmelige iCal-adresse til din Google- eller Outlook-kalender, så kunderne ikke kan booke dig, når du er optaget. Vi henter den hvert 10.
          minut og gemmer den krypteret.
        </p>
        {busyCalendar && (
          <div className="mt-3 space-y-1 text-sm" data-testid="busy-calendar-status">
            <p>
              Kalender fra <strong className="break-all">{busyCalendar.host}</strong>
            </p>
            <p>
              {busyCalendar.lastOkAt
                ? `Sidst hentet ${danishDateTime(busyCalendar.lastOkAt)}: ${busyCalendar.busyCount} optagede tider.`
                : "Endnu ikke hentet."}
            </p>
            {busyCalendar.lastError && (
              <p className="text-red-700">
                Kalenderen kunne ikke hentes: {busyCalendar.lastError}
                {busyCalendar.lastAttemptAt ? ` (${danishDateTime(busyCalendar.lastAttemptAt)})` : ""}.{" "}
                {busyCalendar.lastOkAt ? "Vi bruger de optagede tider fra sidste gang, indtil den kan hentes igen." : ""}
              </p>
            )}
          </div>
        )}
        <Form method="post" className="mt-3 space-y-2">
          {csrfField}
          <input type="hidden" name="intent" value="busy-save" />
          <label className="block text-sm font-semibold text-navy-900">
            {busyCalendar ? "Ny hemmelig iCal-adresse" : "Hemmelig iCal-adresse"}
            <input
              name="busyUrl"
              type="url"
              required
              maxLength={2000}
              inputMode="url"
              autoComplete="off"
              placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
              className={input}
            />
          </label>
          <p className="text-xs text-muted">
            {allowPrivate ? "https:// eller http://; interne adresser er tilladt på denne server." : "Skal begynde med https:// og være en offentlig adresse."}{" "}
            Google: Indstillinger → din kalender → «Hemmelig adresse i iCal-format». Outlook: Indstillinger → Kalender → Delte kalendere → Udgiv en kalender →
            ICS.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              Gem og hent kalenderen
            </button>
          </div>
        </Form>
        {busyCalendar && (
          <Form method="post" className="mt-2">
            {csrfField}
            <input type="hidden" name="intent" value="busy-remove" />
            <button type="submit" className="rounded-lg px-4 py-2 font-semibold text-red-700 hover:bg-red-50">
              Fjern kalenderen
            </button>
          </Form>
        )}
      </section>

      <section className="mt-6 rounded-card bg-white p-5 shadow-card ring-1 ring-line" aria-labelledby="kalender">
        <h2 id="kalender" className="text-lg font-semibold text-navy-900">
          Mine møder i min egen kalender
        </h2>
        <p className="mt-1 text-sm text-muted">
          En privat adresse, som Outlook, Google eller Apple Kalender kan abonnere på. Alle med adressen kan se dine møder, så del den ikke.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Form method="post">
            {csrfField}
            <input type="hidden" name="intent" value="feed-new" />
            <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              {profile.hasFeed ? "Lav en ny adresse" : "Lav kalender-adresse"}
            </button>
          </Form>
          {profile.hasFeed && (
            <Form method="post">
              {csrfField}
              <input type="hidden" name="intent" value="feed-remove" />
              <button type="submit" className="rounded-lg px-4 py-2 font-semibold text-red-700 hover:bg-red-50">
                Slå adressen fra
              </button>
            </Form>
          )}
        </div>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
