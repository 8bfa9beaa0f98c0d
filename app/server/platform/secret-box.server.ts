/**
 * Secrets the server must read back (a webhook's signing secret, a calendar's secret address):
 * AES-256-GCM under a key derived from SESSION_SECRET and the secret's purpose, so one purpose's
 * ciphertext cannot be read as another's. Stored as `v1:<iv>:<tag>:<data>` (base64).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

function keyFor(purpose: string, sessionSecret: string): Buffer {
  return createHash("sha256").update(`${purpose}:${sessionSecret}`).digest();
}

export function sealSecret(value: string, sessionSecret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose, sessionSecret), iv);
  const data = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), data.toString("base64")].join(":");
}

/** Throws when the stored text is not ours or SESSION_SECRET changed. */
export function openSecret(stored: string, sessionSecret: string, purpose: string): string {
  const [version, iv, tag, data] = stored.split(":");
  if (version !== "v1" || !iv || !tag || !data) throw new Error("Ukendt format for en gemt hemmelighed");
  const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose, sessionSecret), Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]).toString("utf8");
}
