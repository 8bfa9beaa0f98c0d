/**
 * Fast recovery and the input gaps of issue 34 (items 2 and 8), against the production build:
 * the server loads the compressed variants the build made instead of compressing at start; a form
 * body that is not UTF-8 or has thousands of fields is refused in Danish; a body that stops or
 * trickles gets a Danish 408 in seconds, while a slow honest upload is not cut.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listEnquiries, removeDir, startServer, type TestServer } from "./support/server.ts";
import { scaled } from "../support/scaled.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, scaled(300_000));
afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

const contact = { name: "Sofie Krog", phone: "12345678", interest: "business", source: "/kontakt" };
const urlencoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function post(body: string | Buffer, type = "application/x-www-form-urlencoded") {
  return fetch(`${server.url}/kontakt`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": type },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
}

/** A raw HTTP/1.1 POST whose body is written by `write`; resolves with the status line and body the server sent, and when. */
function rawPost(headers: Record<string, string>, write: (send: (chunk: string) => void) => Promise<void>) {
  return new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), "127.0.0.1");
    const started = performance.now();
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", ...rest] = received.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1] ?? 0), text: rest.join("\r\n\r\n"), ms: performance.now() - started });
    });
    socket.on("connect", () => {
      const lines = [
        `POST /kontakt HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        "Content-Type: application/x-www-form-urlencoded",
        "Connection: close",
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
      write((chunk) => socket.write(chunk)).catch(reject);
    });
  });
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("start-up does no compression work", () => {
  it("serves the brotli and gzip files the build wrote beside each asset, byte for byte", async () => {
    const assets = path.resolve("build/client/assets");
    const script = readdirSync(assets).find((name) => name.endsWith(".js") && existsSync(path.join(assets, `${name}.br`)));
    expect(script, "the build writes x.js.br beside x.js").toBeDefined();
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      const response = await fetch(`${server.url}/assets/${script}`, { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      // fetch decodes the body; the length on the wire is the prebuilt file's.
      expect(response.headers.get("content-length")).toBe(String(readFileSync(path.join(assets, script! + suffix)).length));
      expect(await response.text()).toBe(readFileSync(path.join(assets, script!), "utf8"));
    }
    // The variants are not pages of their own.
    expect((await fetch(`${server.url}/assets/${script}.br`)).status).toBe(404);
  });
});

describe("form bodies a person's browser never sends", () => {
  it("refuses a body that is not UTF-8 in Danish instead of storing replacement characters", async () => {
    const percent = await post(`${urlencoded({ ...contact, email: "utf8-procent@firma.dk" })}&message=Hej+%FF%FE+med+dig`);
    expect(percent.status).toBe(400);
    expect(await percent.text()).toContain("Formularen indeholder tegn, vi ikke kan læse");
    const raw = await post(
      Buffer.concat([Buffer.from(`${urlencoded({ ...contact, email: "utf8-raa@firma.dk" })}&message=Hej `), Buffer.from([0xff, 0xfe, 0x41])]),
    );
    expect(raw.status).toBe(400);
    // A real U+FFFD, typed or pasted, is text like any other.
    const honest = await post(urlencoded({ ...contact, email: "utf8-ok@firma.dk", message: "Tegnet \uFFFD kom med i min tekst." }));
    expect(honest.status).toBe(200);
  });

  it("refuses a valid form with 10,000 extra fields (413, in Danish) without parsing them all", async () => {
    const extra = Array.from({ length: 10_000 }, (_, i) => `x${i}=y`).join("&");
    const response = await post(`${urlencoded({ ...contact, email: "mange-felter@firma.dk", message: "Mange felter" })}&${extra}`);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Formularen har for mange felter");
    const boundary = "----mange";
    const parts = [
      ...Object.entries({ ...contact, email: "mange-multipart@firma.dk", message: "Mange felter" }),
      ...Array.from({ length: 10_000 }, (_, i) => [`x${i}`, "y"]),
    ];
    const multipart =
      parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") + `--${boundary}--\r\n`;
    expect((await post(multipart, `multipart/form-data; boundary=${boundary}`)).status).toBe(413);
  });

  it(
    "answers a body that stops short of its Content-Length with a Danish 408 within seconds",
    async () => {
      const body = urlencoded({ ...contact, email: "stopper@firma.dk", message: "Denne tekst kommer aldrig helt frem." });
      const answer = await rawPost({ "Content-Length": String(body.length + 500) }, async (send) => send(body));
      expect(answer.status).toBe(408);
      expect(answer.text).toContain("Forespørgslen kom for langsomt frem");
      expect(answer.ms).toBeLessThan(20_000);
    },
    scaled(40_000),
  );

  it(
    "answers a body that trickles a few bytes at a time with a Danish 408",
    async () => {
      const body = urlencoded({ ...contact, email: "drypper@firma.dk", message: "x".repeat(400) });
      let open = true;
      const answer = await rawPost({ "Content-Length": String(body.length) }, async (send) => {
        for (let at = 0; at < body.length && open; at += 4) {
          send(body.slice(at, at + 4));
          await sleep(1000);
        }
      }).finally(() => (open = false));
      expect(answer.status).toBe(408);
      expect(answer.text).toContain("Forespørgslen kom for langsomt frem");
    },
    scaled(60_000),
  );

  it(
    "does not cut a slow honest upload from a phone (64 KB over ~13 seconds)",
    async () => {
      // The size of a long enquiry and then some: a field the form does not know carries the bulk.
      const body = urlencoded({ ...contact, email: "langsom@firma.dk", message: "Langsom men ærlig.", note: "x".repeat(64_000) });
      const chunk = Math.ceil(body.length / 13);
      const answer = await rawPost({ "Content-Length": String(Buffer.byteLength(body)) }, async (send) => {
        for (let at = 0; at < body.length; at += chunk) {
          send(body.slice(at, at + chunk));
          await sleep(1000);
        }
      });
      expect(answer.status).toBe(200);
    },
    scaled(60_000),
  );

  it(
    "stored the honest ones and nothing of the refused ones",
    async () => {
      await server.stop();
      const stored = listEnquiries({ DATA_DIR: server.dataDir }).map((row) => String(row.email));
      expect(stored.sort()).toEqual(["langsom@firma.dk", "utf8-ok@firma.dk"]);
    },
    scaled(300_000),
  );
});
