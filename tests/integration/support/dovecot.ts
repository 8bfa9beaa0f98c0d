/**
 * A real IMAP server for the tests: Debian's Dovecot (dovecot-imapd, installed by .ci/run), started
 * on a free loopback port with its own config, a throw-away mail directory and one mailbox
 * (svar / a password). No root needed: as another user it runs everything as that user; as root
 * its mail belongs to the `dovecot` user, since Dovecot refuses mail access as root.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";
import { freePort } from "../../../scripts/free-port.ts";

export const MAILBOX_USER = "svar";
const PASSWORD = "postkasse-kodeord";

function idOf(user: string, flag: "-u" | "-g"): number {
  return Number(spawnSync("id", [flag, user], { encoding: "utf8" }).stdout.trim());
}

async function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("* OK"));
    });
    socket.once("error", () => resolve(false));
    setTimeout(() => {
      socket.destroy();
      resolve(false);
    }, 1000);
  });
}

export async function startDovecot() {
  const dir = mkdtempSync(path.join(tmpdir(), "salgskraft-dovecot-"));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const me = userInfo();
  const mailUser = root ? "dovecot" : me.username;
  const loginUser = root ? "dovenull" : me.username;
  const uid = root ? idOf("dovecot", "-u") : me.uid;
  const gid = root ? idOf("dovecot", "-g") : me.gid;
  // Explicit modes: a test process that opened a DATA_DIR runs with umask 0077 (data-dir-modes.server.ts),
  // which would leave Dovecot's own processes unable to read their folders and the passwd file.
  for (const sub of ["run", "state", "mail"]) {
    mkdirSync(path.join(dir, sub));
    chmodSync(path.join(dir, sub), 0o755);
  }
  // As root, Dovecot's auth and mail processes run as `dovecot`: they must reach the passwd file and the mail.
  if (root) {
    chmodSync(dir, 0o711);
    chownSync(path.join(dir, "mail"), uid, gid);
  }
  writeFileSync(path.join(dir, "passwd"), `${MAILBOX_USER}:{PLAIN}${PASSWORD}\n`);
  chmodSync(path.join(dir, "passwd"), 0o644);
  const config = path.join(dir, "dovecot.conf");
  writeFileSync(
    config,
    `first_valid_uid = 1
first_valid_gid = 1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_login_user = ${loginUser}
default_internal_user = ${mailUser}
default_internal_group = ${root ? "dovecot" : spawnSync("id", ["-gn"], { encoding: "utf8" }).stdout.trim() || String(gid)}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service stats {
  chroot =
}
service auth {
  user = $default_internal_user
}
service auth-worker {
  user = $default_internal_user
}
`,
  );
  chmodSync(config, 0o644);
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("dovecot", ["-F", "-c", config], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    for (let i = 0; i < 100; i++) {
      if (await greets(port)) return;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    let log = "";
    try {
      log = readFileSync(path.join(dir, "dovecot.log"), "utf8");
    } catch {
      /* none yet */
    }
    throw new Error(`Dovecot startede ikke: ${stderr}\n${log}`);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    // Its children (imap, auth) go with the master; wait until the port is closed.
    for (let i = 0; i < 50 && (await greets(port)); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  await start();
  const url = `imap://${MAILBOX_USER}:${PASSWORD}@127.0.0.1:${port}/INBOX`;
  return {
    url,
    port,
    /** Puts a raw message into the mailbox with IMAP APPEND, as a mail client (or the delivery agent) does. */
    async append(raw: string | Buffer) {
      const client = new ImapFlow({ host: "127.0.0.1", port, secure: false, auth: { user: MAILBOX_USER, pass: PASSWORD }, logger: false });
      client.on("error", () => undefined);
      await client.connect();
      await client.append("INBOX", raw);
      await client.logout();
    },
    log: () => readFileSync(path.join(dir, "dovecot.log"), "utf8"),
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
