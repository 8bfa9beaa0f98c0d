// The last build step: the compressed variants of the built files (scripts/compress-build.ts),
// then the build-time configuration beside the build, so `npm start` knows when to rebuild.
import { writeFileSync } from "node:fs";
import { readBuildConfig } from "../app/config/build-config.ts";
import { compressBuild } from "./compress-build.ts";

await compressBuild("build/client");
writeFileSync("build/build-config.json", `${JSON.stringify(readBuildConfig(process.env), null, 2)}\n`);
