/** The React Router server build as @react-router/dev generates it (re-exported by server/app.ts). */
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  export const entry: ServerBuild["entry"];
  export const routes: ServerBuild["routes"];
  export const assets: ServerBuild["assets"];
  export const assetsBuildDirectory: ServerBuild["assetsBuildDirectory"];
  export const basename: ServerBuild["basename"];
  export const future: ServerBuild["future"];
  export const ssr: ServerBuild["ssr"];
  export const isSpaMode: ServerBuild["isSpaMode"];
  export const prerender: ServerBuild["prerender"];
  export const routeDiscovery: ServerBuild["routeDiscovery"];
  export const publicPath: ServerBuild["publicPath"];
  export const allowedActionOrigins: ServerBuild["allowedActionOrigins"];
  export const unstable_getCriticalCss: ServerBuild["unstable_getCriticalCss"];
}
