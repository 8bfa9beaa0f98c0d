/**
 * The floor for Lighthouse (issue 35, item 10): a bare HTML page, no stylesheet, no script, no
 * image, served from a plain node:http server on loopback. What Lighthouse measures for it (LCP,
 * total blocking time) is what this machine's CPU and Lighthouse's simulated phone cost for any
 * page; `npm run bench` measures it in the same run as the site's pages and prints every page's
 * distance from it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const page = `<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gulvet: en side uden stylesheet og script</title>
<meta name="description" content="En bar side, som benchmarken måler maskinens og Lighthouses egen omkostning med.">
</head>
<body>
<h1>Outsourcet telemarketing og mødebooking</h1>
<p>Vi ringer til jeres kunder, booker møder i jeres kalender og sender en rapport hver mandag med det, vi har hørt i markedet.</p>
<p>Denne side har ingen stylesheet, intet script og intet billede. Den er gulvet, som sidens egne sider måles imod.</p>
</body>
</html>
`;

export async function startFloorPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
