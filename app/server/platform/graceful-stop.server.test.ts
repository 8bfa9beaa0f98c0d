import { describe, expect, it } from "vitest";
import { stopAll } from "./graceful-stop.server.ts";

describe("stopAll", () => {
  it("waits for jobs that end, moves on from one that never does, and survives one that throws", async () => {
    let ended = false;
    const busy = await stopAll(
      [
        { name: "quick", stop: () => new Promise<void>((resolve) => setTimeout(() => ((ended = true), resolve()), 20)) },
        { name: "stalled", stop: () => new Promise<void>(() => undefined) },
        { name: "broken", stop: () => Promise.reject(new Error("forbindelsen er lukket")) },
      ],
      200,
    );
    expect(ended).toBe(true);
    expect(busy).toEqual(["stalled"]);
  });
});
