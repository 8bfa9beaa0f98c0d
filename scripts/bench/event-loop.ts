/**
 * Responsiveness under form load (security review, finding 12): 50 wrk connections post the
 * /kontakt contact form back to back (each body different, so every post is a new row + outbox
 * message), while this process asks for /healthz and / every 20 ms and times each answer.
 *
 * The probes are open-loop (sent on a clock, not after the previous answer), so a stalled event
 * loop shows as the full stall in the percentiles instead of as a few slow samples. The server must
 * run with FORM_MIN_FILL_MS=0 and a FORM_RATE_LIMIT far above the posts it will see (all come from
 * 127.0.0.1).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type EventLoopRow = { path: string; samples: number; p50: number; p99: number; max: number };
export type EventLoopResult = { rows: EventLoopRow[]; postsPerSecond: number; postP99: string; postErrors: number };

// One Lua state per wrk thread: the random part keeps bodies (and so dedupe keys) distinct.
const postScript = `
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
math.randomseed(os.time())
local n = 0
request = function()
  n = n + 1
  local id = n .. "-" .. math.random(1, 1000000000)
  local body = "name=Kunde+" .. id .. "&email=bench" .. id .. "%40firma.dk&phone=12345678&interest=business&message=Besked+" .. id
  return wrk.format(nil, nil, nil, body)
end
`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function benchEventLoop(siteUrl: string, seconds = 10, warmupSeconds = 2): Promise<EventLoopResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "salgskraft-event-loop-"));
  writeFileSync(path.join(dir, "post.lua"), postScript);
  const duration = seconds + warmupSeconds;
  const wrk = spawn("wrk", ["-t1", "-c50", `-d${duration}s`, "--latency", "--timeout", "30s", "-s", path.join(dir, "post.lua"), `${siteUrl}/kontakt`], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  wrk.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<void>((resolve, reject) =>
    wrk.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`wrk stoppede med kode ${code}`)))),
  );

  await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
  const latencies = new Map<string, number[]>([
    ["/healthz", []],
    ["/", []],
  ]);
  const probes: Promise<void>[] = [];
  const probe = (pathName: string) => {
    const started = performance.now();
    probes.push(
      fetch(`${siteUrl}${pathName}`).then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${pathName} svarede ${response.status}`);
        latencies.get(pathName)!.push(performance.now() - started);
      }),
    );
  };
  const until = performance.now() + seconds * 1000;
  let tick = 0;
  while (performance.now() < until) {
    probe(tick++ % 2 ? "/" : "/healthz");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(probes);
  await finished;

  const rows = [...latencies].map(([pathName, values]) => {
    const sorted = values.sort((a, b) => a - b);
    return { path: pathName, samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
  });
  const requests = Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const errors = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0) + Number(output.match(/Socket errors:.*timeout (\d+)/)?.[1] ?? 0);
  return { rows, postsPerSecond: Math.round(requests), postP99: output.match(/^\s*99%\s+(\S+)/m)?.[1] ?? "?", postErrors: errors };
}
