/**
 * Server configuration, validated once at start: a bad value stops the server with a message
 * naming the variable. The schema of every setting is app/config/settings.ts; nothing here reaches
 * the browser.
 */
import { parseSettings, type Settings } from "../../config/settings.ts";

export type Env = Settings;

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseSettings(source);
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
