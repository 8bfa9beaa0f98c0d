import { describe, expect, it } from "vitest";
import { clientAddress, validHost } from "./request-info.ts";

describe("clientAddress", () => {
  it("uses the connection's address when no proxy is trusted", () => {
    expect(clientAddress("203.0.113.9", "10.0.0.2", 0)).toBe("10.0.0.2");
  });

  it("takes the entry one hop from the right behind one proxy, whatever the client wrote to its left", () => {
    expect(clientAddress("198.51.100.1", "10.0.0.2", 1)).toBe("198.51.100.1");
    expect(clientAddress("1.2.3.4, 198.51.100.1", "10.0.0.2", 1)).toBe("198.51.100.1");
    expect(clientAddress("spoofed, 198.51.100.1", "10.0.0.2", 1)).toBe("198.51.100.1");
    expect(clientAddress(["1.2.3.4", "198.51.100.1"], "10.0.0.2", 1)).toBe("198.51.100.1");
  });

  it("counts hops from the right behind a CDN and a load balancer", () => {
    expect(clientAddress("6.6.6.6, 198.51.100.1, 172.16.0.5", "10.0.0.2", 2)).toBe("198.51.100.1");
    expect(clientAddress("198.51.100.1", "10.0.0.2", 2)).toBe("198.51.100.1");
  });

  it("falls back to the connection when the header is missing, empty or not an address", () => {
    expect(clientAddress(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddress(" , ", "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddress("1.2.3.4, <script>", "10.0.0.2", 1)).toBe("10.0.0.2");
  });
});

describe("validHost", () => {
  it("accepts names, IP literals and ports", () => {
    expect(validHost("www.example.dk")).toBe("www.example.dk");
    expect(validHost("127.0.0.1:3000")).toBe("127.0.0.1:3000");
    expect(validHost("[::1]:3000")).toBe("[::1]:3000");
    expect(validHost("Example.DK")).toBe("Example.DK");
    expect(validHost(undefined)).toBe("localhost");
  });

  it.each(["user@evil.com", "a b", "a:99999", "", "a/b", "a?b", "a#b", "x".repeat(300)])("refuses %j", (host) => {
    expect(validHost(host)).toBeNull();
  });
});
