// The last build step: the compressed variants of the built files (scripts/compress-build.ts),
// then the build-time configuration and a hash of the sources beside the build, so `npm start`
// and the end-to-end suite know when to rebuild (scripts/build-reason.ts).
import { writeFileSync } from "node:fs";
import { readBuildConfig } from "../app/config/build-config.ts";
import { SOURCE_HASH_FILE, sourceHash } from "./build-reason.ts";
import { compressBuild } from "./compress-build.ts";

await compressBuild("build/client");
writeFileSync("build/build-config.json", `${JSON.stringify(readBuildConfig(process.env), null, 2)}\n`);
writeFileSync(SOURCE_HASH_FILE, `${sourceHash()}\n`);
