// Records the build-time configuration beside the build, so `npm start` knows when to rebuild.
import { writeFileSync } from "node:fs";
import { readBuildConfig } from "../app/config/build-config.ts";

writeFileSync("build/build-config.json", `${JSON.stringify(readBuildConfig(process.env), null, 2)}\n`);
