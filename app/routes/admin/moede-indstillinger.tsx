import { data, Form, Link } from "react-router";
import type { Route } from "./+types/moede-indstillinger";
import { AdminError, Alert } from "../../components/admin/admin-error.tsx";
import { meetingLengthChoices, meetingTopics } from "../../forms/options.ts";
import { requireOwner } from "../../server/auth/auth.server.ts";
import { getMeetingSettings, meetingHostsFor, saveMeetingSettings, type MeetingSettings } from "../../server/booking/settings.server.ts";
import { setHostTopics, hostProfile } from "../../server/booking/availability.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Indstillinger for møder - indbakke" }, { name: "robots", content: "noindex, nofollow" }];

const buffers = [0, 5, 10, 15, 20, 30] as const;

/** The owner's settings for "Book et møde": lengths, buffer, notice, phone or video, and who takes which topic. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(runtimeContext);
  const staff = await requireOwner(request, runtime);
  const settings = await getMeetingSettings(runtime.db);
  const hosts = await meetingHostsFor(runtime.db, undefined, "round_robin");
  const withTopics = await Promise.all(hosts.map(async (host) => ({ ...host, topics: (await hostProfile(runtime.db, host.id))?.topics ?? [] })));
  return { csrf: staff.csrfToken, settings, hosts: withTopics };
}

export async function action({ request, context }: Route.ActionArgs) {
  const runtime = context.get(runtimeContext);
  const form = await request.formData().catch(() => undefined);
  await requireOwner(request, runtime, form);
  const get = (name: string) => String(form?.get(name) ?? "").trim();
  const lengths = meetingLengthChoices.filter((length) => form?.get(`length-${length}`) === "on");
  if (!lengths.length) return data({ error: "Vælg mindst én mødelængde." }, { status: 422 });
  const bufferMinutes = Number(get("bufferMinutes"));
  if (!buffers.includes(bufferMinutes as (typeof buffers)[number])) return data({ error: "Vælg en pause mellem møderne fra listen." }, { status: 422 });
  const noticeHours = Number(get("noticeHours"));
  if (!Number.isInteger(noticeHours) || noticeHours < 0 || noticeHours > 40)
    return data({ error: "Varslet skal være et helt antal arbejdstimer fra 0 til 40." }, { status: 422 });
  const mode = get("mode") === "video" ? "video" : "phone";
  const videoUrl = get("videoUrl");
  if (mode === "video" && !/^https:\/\/[^\s]{4,300}$/.test(videoUrl))
    return data({ error: "Et videomøde skal have et link, der starter med https://." }, { status: 422 });
  const routing = get("routing") === "by_topic" ? "by_topic" : "round_robin";
  const settings: MeetingSettings = { lengths, bufferMinutes, noticeHours, horizonDays: 21, mode, videoUrl: videoUrl || null, routing };
  await saveMeetingSettings(runtime.db, settings);
  for (const host of await meetingHostsFor(runtime.db, undefined, "round_robin")) {
    await setHostTopics(runtime.db, host.id, form?.getAll(`topics-${host.id}`).map(String) ?? []);
  }
  return { message: "Indstillingerne er gemt og gælder med det samme." };
}

const input = "mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal";

export default function MoedeIndstillinger({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, hosts, csrf } = loaderData;
  return (
    <div className="max-w-2xl">
      <Link to="/admin/moeder" className="text-sm font-semibold text-brand-700">
        ← Møder
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-navy-900">Indstillinger for møder</h1>
      {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      {actionData && "message" in actionData && <Alert tone="ok">{actionData.message}</Alert>}
      <Form method="post" className="mt-6 space-y-5 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
        <input type="hidden" name="csrf" value={csrf} />
        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">Mødelængder, kunderne kan vælge</legend>
          <div className="mt-2 flex gap-4">
            {meetingLengthChoices.map((length) => (
              <label key={length} className="flex items-center gap-2">
                <input type="checkbox" name={`length-${length}`} defaultChecked={settings.lengths.includes(length)} className="h-5 w-5" /> {length} min.
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-semibold text-navy-900">
            Pause efter hvert møde
            <select name="bufferMinutes" defaultValue={settings.bufferMinutes} className={input}>
              {buffers.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} min.
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold text-navy-900">
            Mindste varsel (arbejdstimer)
            <input type="number" name="noticeHours" min={0} max={40} defaultValue={settings.noticeHours} className={input} />
          </label>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">Sådan foregår mødet</legend>
          <label className="mt-2 flex items-center gap-2">
            <input type="radio" name="mode" value="phone" defaultChecked={settings.mode === "phone"} className="h-5 w-5" /> Vi ringer kunden op
          </label>
          <label className="mt-1 flex items-center gap-2">
            <input type="radio" name="mode" value="video" defaultChecked={settings.mode === "video"} className="h-5 w-5" /> Videomøde
          </label>
          <label className="mt-2 block text-sm font-semibold text-navy-900">
            Link til videomødet
            <input type="url" name="videoUrl" defaultValue={settings.videoUrl ?? ""} placeholder="https://" className={input} />
          </label>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">Hvem tager mødet?</legend>
          <label className="mt-2 flex items-center gap-2">
            <input type="radio" name="routing" value="round_robin" defaultChecked={settings.routing === "round_robin"} className="h-5 w-5" /> Skiftevis blandt
            dem, der er ledige
          </label>
          <label className="mt-1 flex items-center gap-2">
            <input type="radio" name="routing" value="by_topic" defaultChecked={settings.routing === "by_topic"} className="h-5 w-5" /> Efter emne (herunder;
            ingen emner = alle emner)
          </label>
        </fieldset>
        {hosts.length === 0 ? (
          <p className="text-sm text-muted">Ingen medarbejdere tager møder endnu. Hver medarbejder sætter sine tider under Møder → Min tilgængelighed.</p>
        ) : (
          <div className="space-y-3">
            {hosts.map((host) => (
              <fieldset key={host.id} className="rounded-lg p-3 ring-1 ring-line">
                <legend className="px-1 text-sm font-semibold text-navy-900 break-all">
                  {host.name} ({host.email})
                </legend>
                <div className="flex flex-wrap gap-x-4 gap-y-1">
                  {meetingTopics.map((topic) => (
                    <label key={topic.value} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name={`topics-${host.id}`}
                        value={topic.value}
                        defaultChecked={host.topics.includes(topic.value)}
                        className="h-5 w-5"
                      />{" "}
                      {topic.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        )}
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Gem indstillinger
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
