/**
 * The digital-service files (./digital/<slug>.ts) as one chunk per service, for the service page's
 * component; the server validates the same files when ./digital.ts loads them.
 */
import { contentChunks } from "../lib/content-chunks.ts";
import type { DigitalServiceFile } from "./digital-schema.ts";

export const digitalFiles = contentChunks<DigitalServiceFile>(import.meta.glob<{ default: DigitalServiceFile }>("./digital/*.ts"));
