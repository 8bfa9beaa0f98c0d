/**
 * Throughput of a prerendered page on loopback: our server against nginx serving the same file
 * from the same build directory, both measured with wrk (Debian's wrk and nginx packages).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type ThroughputRow = { server: string; path: string; requestsPerSecond: number; p99: string };

function wrk(url: string, seconds: number): { requestsPerSecond: number; p99: string } {
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

export function benchThroughput(appUrl: string, nginxUrl: string, paths: readonly string[], seconds = 10): ThroughputRow[] {
  const rows: ThroughputRow[] = [];
  for (const pagePath of paths) {
    // Warm both up first (discarded): Node's JIT needs a few thousand requests to reach its speed.
    wrk(`${nginxUrl}${pagePath}`, 3);
    wrk(`${appUrl}${pagePath}`, 3);
    rows.push({ server: "nginx", path: pagePath, ...wrk(`${nginxUrl}${pagePath}`, seconds) });
    rows.push({ server: "Node (server/main.ts)", path: pagePath, ...wrk(`${appUrl}${pagePath}`, seconds) });
  }
  return rows;
}
