/**
 * The control socket: `npm run backup` while the server holds the embedded database. Only one
 * process may open DATA_DIR, so the CLI asks the running server over a Unix socket in DATA_DIR.
 */
import { once } from "node:events";
import { chmodSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import path from "node:path";
import { type Db } from "../platform/db.server.ts";
import { errorFields, log } from "../platform/log.server.ts";
import { type EngineName, type Manifest, BackupError } from "./format.server.ts";
import { takeBackup } from "./runs.server.ts";

// ---------------------------------------------------------------------------------------------
// The control socket: `npm run backup` while the server holds the embedded database
// ---------------------------------------------------------------------------------------------

export const controlSocketPath = (dataDir: string) => path.resolve(dataDir, "control.sock");

/**
 * A Unix socket in DATA_DIR on which the server takes a backup for `npm run backup`. Only the
 * server's own user can connect: the socket is 0600 inside DATA_DIR (0700), so the file system
 * is the authentication and nothing listens on the network.
 */
export async function startControlSocket(dataDir: string, db: Db, engine: EngineName): Promise<{ stop: () => Promise<void> }> {
  const socket = controlSocketPath(dataDir);
  if (socket.length > 100) {
    log.warn("DATA_DIR er for lang en sti til backup-soklen; npm run backup virker kun med serveren stoppet", { socket });
    return { stop: async () => {} };
  }
  rmSync(socket, { force: true });
  const server: Server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/backup") {
      res.writeHead(404).end();
      return;
    }
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk.slice(0, 10_000)));
    req.on("end", async () => {
      try {
        const { file } = JSON.parse(body) as { file: string };
        if (typeof file !== "string" || !path.isAbsolute(file)) throw new BackupError("Ugyldig forespørgsel til serveren.");
        const result = await takeBackup(db, engine, file, "manual");
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(result));
      } catch (error) {
        log.error("Backup via npm run backup fejlede", errorFields(error));
        res
          .writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
          .end(
            error instanceof BackupError ? error.message : `Serveren kunne ikke tage backuppen (${error instanceof Error ? error.message : String(error)}).`,
          );
      }
    });
  });
  server.listen(socket);
  await once(server, "listening");
  chmodSync(socket, 0o600);
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(socket, { force: true });
      }),
  };
}

/** Asks the running server (over its control socket) to write a backup into file. */
export function backupThroughServer(dataDir: string, file: string): Promise<{ manifest: Manifest; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { socketPath: controlSocketPath(dataDir), method: "POST", path: "/backup", headers: { "Content-Type": "application/json" } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => {
          if (res.statusCode === 200) resolve(JSON.parse(body));
          else reject(new BackupError(body || `Serveren svarede ${res.statusCode}.`));
        });
      },
    );
    req.on("error", (error) => {
      const code = (error as NodeJS.ErrnoException).code;
      reject(
        new BackupError(
          code === "ENOENT" || code === "ECONNREFUSED"
            ? `Serveren kører, men svarer ikke på ${controlSocketPath(dataDir)}. Genstart den med denne version af programmet, og prøv igen.`
            : `Kan ikke nå den kørende server gennem ${controlSocketPath(dataDir)} (${code ?? error.message}). Kører serveren som en anden bruger, så kør kommandoen som den bruger (sudo -u …).`,
        ),
      );
    });
    req.end(JSON.stringify({ file: path.resolve(file) }));
  });
}
