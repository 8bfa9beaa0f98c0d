import { describe, expect, it } from "vitest";
import { meetingTopics } from "../forms/options.ts";
import { services } from "./services.ts";

describe("Book et møde", () => {
  it("offers the four services (as /ydelser names them) and 'Andet' as topics", () => {
    expect(meetingTopics.map((topic) => topic.label)).toEqual([...services.map((service) => service.title), "Andet"]);
  });
});
