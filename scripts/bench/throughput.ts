/**
 * Throughput of a prerendered page on loopback: our server against nginx serving the same file
 * from the same build directory, both measured with wrk (Debian's wrk and nginx packages).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

type WrkRun = { requestsPerSecond: number; p99: string };

export type ThroughputRow = WrkRun & { server: string; path: string };

function wrk(url: string, seconds: number): WrkRun {
  const result = spawnSync("wrk", ["-t2", "-c64", `-d${seconds}s`, "--latency", url], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk fejlede: ${result.stderr}`);
  const rps = Number(result.stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const p99 = result.stdout.match(/99%\s+(\S+)/)?.[1] ?? "?";
  return { requestsPerSecond: Math.round(rps), p99 };
}

export async function startNginx(root: string, port: number): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), "salgskraft-nginx-"));
  const config = `
daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  types { text/html html; }
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn("nginx", ["-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return () => child.kill("SIGQUIT");
}

/**
 * wrk and the servers share this machine's two cores, so one run can be 30 % off. Each server is
 * warmed up first (discarded; measured here: Node's first 4-5 s on a page run at two-thirds
 * speed), then measured in `rounds` alternating runs; the row is the median run.
 */
export function benchThroughput(appUrl: string, nginxUrl: string, paths: readonly string[], seconds = 5, rounds = 3): ThroughputRow[] {
  const rows: ThroughputRow[] = [];
  const median = (runs: WrkRun[]) => runs.sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)]!;
  for (const pagePath of paths) {
    wrk(`${nginxUrl}${pagePath}`, 3);
    wrk(`${appUrl}${pagePath}`, 8);
    const nginx: WrkRun[] = [];
    const node: WrkRun[] = [];
    for (let round = 0; round < rounds; round++) {
      nginx.push(wrk(`${nginxUrl}${pagePath}`, seconds));
      node.push(wrk(`${appUrl}${pagePath}`, seconds));
    }
    rows.push({ server: "nginx", path: pagePath, ...median(nginx) });
    rows.push({ server: "Node (server/main.ts)", path: pagePath, ...median(node) });
  }
  return rows;
}
