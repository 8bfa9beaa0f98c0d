import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { jobs } from "../../content/jobs.ts";
import { prerenderPaths } from "../../lib/route-table.ts";
import { dataPath, loadPersistedOverlay, overlayPaths, persistOverlay, renderOverlay, type OverlayFile } from "./overlay.server.ts";
import { snapshotFromFiles, snapshotFromRows } from "./snapshot.server.ts";

const files = jobs.map(({ path: _path, file: _file, ...job }) => job);
const storeSnapshot = (version: number, closed: string[] = []) =>
  snapshotFromRows(
    version,
    files.map((job) => ({ slug: job.slug, state: closed.includes(job.slug) ? "lukket" : "udgivet", published: job })),
    "2026-11-27",
  );

/** Answers every path with its name and a content version: what changes is what a new version changes. */
function site(changed: (path: string) => boolean) {
  const asked: string[] = [];
  const handle = async (request: Request) => {
    const { pathname } = new URL(request.url);
    asked.push(pathname);
    const type = pathname.endsWith(".data") ? "text/x-script" : /\.\w+$/.test(pathname) ? "text/plain; charset=utf-8" : "text/html; charset=utf-8";
    return new Response(`${pathname} ${changed(pathname) ? "ny" : "som før"} `.repeat(100), { headers: { "Content-Type": type } });
  };
  return { handle, asked };
}

describe("the regenerated pages (overlay)", () => {
  it("covers what the build prerenders, plus the closed jobs' pages", () => {
    const { pages, resources } = overlayPaths(snapshotFromFiles());
    expect([...pages, ...resources]).toEqual(prerenderPaths());
    const closed = overlayPaths(storeSnapshot(2, ["inkasso"]));
    expect(closed.pages).toContain("/jobs/inkasso");
    expect(prerenderPaths(undefined, storeSnapshot(2, ["inkasso"]))).not.toContain("/jobs/inkasso");
  });

  it("renders each page's .data, and its document only when the data changed", async () => {
    const snapshot = storeSnapshot(3);
    const before = site(() => false);
    const first = await renderOverlay(before.handle, () => new RouterContextProvider(), snapshot, "build-a");
    expect(first.kept).toBe(0);
    expect(first.files.get("/jobs/solenergi")?.status).toBe(200);
    expect(first.files.get("/jobs/solenergi")?.br?.length).toBeGreaterThan(0);

    const after = site((path) => path.startsWith("/jobs/solenergi"));
    const second = await renderOverlay(
      after.handle,
      () => new RouterContextProvider(),
      snapshot,
      "build-a",
      (path) => first.files.get(path),
    );
    const pages = overlayPaths(snapshot).pages;
    expect(after.asked.filter((path) => !path.endsWith(".data") && pages.includes(path))).toEqual(["/jobs/solenergi"]);
    expect(second.kept).toBe(pages.length - 1);
    expect(second.files.get("/jobs/solenergi")?.body.toString()).toContain("ny");
    expect(second.files.get("/om-os")).toBe(first.files.get("/om-os"));
    expect(second.files.get(dataPath("/"))).toBe(first.files.get("/_.data"));
  });

  it("is never swapped in half made: a page that fails stops the render", async () => {
    const handle = async (request: Request) => new Response("fejl", { status: new URL(request.url).pathname === "/priser" ? 500 : 200 });
    await expect(renderOverlay(handle, () => new RouterContextProvider(), storeSnapshot(4), "build-a")).rejects.toThrow(/\/priser svarede 500/);
  });

  it("is kept in DATA_DIR for this build only", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "overlay-"));
    expect(loadPersistedOverlay(dir, "build-a")).toBeUndefined();
    const overlay = await renderOverlay(site(() => true).handle, () => new RouterContextProvider(), storeSnapshot(5), "build-a");
    persistOverlay(dir, overlay);
    const loaded = loadPersistedOverlay(dir, "build-a")!;
    expect(loaded.version).toBe(5);
    expect([...loaded.files.keys()]).toEqual([...overlay.files.keys()]);
    const page = loaded.files.get("/jobs/solenergi") as OverlayFile;
    expect(page.body.equals(overlay.files.get("/jobs/solenergi")!.body)).toBe(true);
    expect(Buffer.isBuffer(page.br)).toBe(true);
    // A new build renders the same content with other assets: the old pages must not be served.
    expect(loadPersistedOverlay(dir, "build-b")).toBeUndefined();
    writeFileSync(path.join(dir, "content-overlay.bin"), "halvt skrevet");
    expect(loadPersistedOverlay(dir, "build-a")).toBeUndefined();
  });
});
