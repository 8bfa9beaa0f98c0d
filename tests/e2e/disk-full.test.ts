/**
 * A full disk (issue 34, item 6): DATA_DIR on a small tmpfs of its own, filled up while the server
 * runs. A form answers the Danish 503, /readyz answers 503 while nothing can be written (reads
 * still work, so `select 1` alone said "klar"), `npm run backup` says "disken er fuld" instead of
 * the failed statement, and once space is back /readyz and the form work again without a restart.
 * Mounting needs root (CI runs as root); elsewhere the file is skipped with a message.
 */
import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { scaled } from "../support/scaled.ts";

const asRoot = process.getuid?.() === 0;
if (!asRoot) console.warn("disk-full.test.ts springes over: at montere en lille tmpfs kræver root (CI kører som root).");

const enquiry = (tag: string) => ({
  name: "Fuld disk",
  email: `fuld-disk-${tag}@firma.dk`,
  phone: "12345678",
  interest: "business",
  message: `Sendt med fuld disk ${tag}`,
});

/** Writes a file until the file system refuses (ENOSPC): the disk is full. */
function fillUp(file: string) {
  const fd = openSync(file, "w");
  const chunk = Buffer.alloc(1024 * 1024, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(fd);
  }
  // The last megabyte's worth too, down to single blocks.
  const small = openSync(`${file}-rest`, "w");
  try {
    for (;;) writeSync(small, Buffer.alloc(4096, 1));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(small);
  }
}

describe.skipIf(!asRoot)("a full disk under the embedded database", () => {
  let mount: string;
  let server: TestServer;
  const filler = () => path.join(mount, "filler");

  beforeAll(async () => {
    mount = mkdtempSync(path.join(tmpdir(), "salgskraft-fuld-"));
    const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=160m,mode=0700", "tmpfs", mount], { encoding: "utf8" });
    expect(mounted.status, mounted.stderr).toBe(0);
    mkdirSync(path.join(mount, "data"), { mode: 0o700 });
    server = await startServer({ FORM_RATE_LIMIT: "1000" }, path.join(mount, "data"));
  }, scaled(400_000));

  afterAll(async () => {
    await server?.stop();
    if (mount) {
      spawnSync("umount", [mount]);
      removeDir(mount);
    }
  });

  it(
    "readyz answers 503 while nothing can be written, the backup says the disk is full, and both recover when space is back",
    async () => {
      expect((await postForm(`${server.url}/kontakt`, enquiry("foer"))).status).toBe(200);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

      fillUp(filler());
      // Enough enquiries that PGlite must grow its files (a page may still have room for one row).
      const answers: Array<{ status: number; body: string }> = [];
      for (let i = 0; i < 20; i++) {
        const response = await postForm(`${server.url}/kontakt`, { ...enquiry(`fuld-${i}`), message: `Sendt med fuld disk ${i} ${"x".repeat(4000)}` });
        answers.push({ status: response.status, body: await response.text() });
        if (response.status === 503) break;
      }
      const refused = answers.at(-1)!;
      expect(refused.status, "a form on a full disk").toBe(503);
      expect(refused.body).toContain("Vi kunne ikke gemme din henvendelse lige nu");

      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status, "readyz while nothing can be written").toBe(503);
      expect(await ready.text()).toContain("disken er fuld");
      // The public pages are still served.
      expect((await fetch(`${server.url}/`)).status).toBe(200);

      const backup = spawnSync(process.execPath, ["scripts/backup.ts", path.join(tmpdir(), `salgskraft-fuld-${process.pid}.backup`)], {
        env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "" },
        encoding: "utf8",
      });
      expect(backup.status, backup.stdout).not.toBe(0);
      expect(backup.stderr).toContain("disken er fuld");
      expect(backup.stderr).not.toMatch(/Failed query|insert into/i);
      rmSync(path.join(tmpdir(), `salgskraft-fuld-${process.pid}.backup`), { force: true });

      // Space back: readyz notices by itself (its own small write), and the form works again.
      rmSync(filler(), { force: true });
      rmSync(`${filler()}-rest`, { force: true });
      const started = Date.now();
      let status = 0;
      while (status !== 200) {
        status = (await fetch(`${server.url}/readyz`)).status;
        if (status !== 200) {
          expect(Date.now() - started, "ready within 10 s of space coming back").toBeLessThan(10_000);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      console.log(`Fuld disk: klar igen ${Date.now() - started} ms efter pladsen kom tilbage`);
      const after = await postForm(`${server.url}/kontakt`, enquiry("efter"));
      expect(after.status).toBe(200);
      expect(await after.text()).toContain("Tak for din besked!");
      expect(server.child.exitCode).toBeNull();
    },
    scaled(120_000),
  );
});
