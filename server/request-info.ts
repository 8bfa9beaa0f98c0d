/**
 * What the server may believe about a request before React Router sees it: the client's address
 * (behind a known number of proxies) and a Host header that can form a URL.
 */
import { isIP } from "node:net";

/**
 * The client address. With `trustedHops` proxies in front, each of them appended the address it
 * received the request from to X-Forwarded-For, so the client is the entry `trustedHops` places
 * from the right. Everything to the left of it was written by the client and is ignored: a
 * visitor who sends "X-Forwarded-For: spoofed" only adds an entry nobody reads.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustedHops: number): string {
  const direct = socketAddress ?? "unknown";
  if (trustedHops <= 0 || !forwardedFor) return direct;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return direct;
  // Fewer entries than proxies: the request skipped the outer proxies; the leftmost is the
  // furthest any of ours has seen.
  const picked = entries[Math.max(0, entries.length - trustedHops)]!;
  return isIP(picked) ? picked : direct;
}

/**
 * A Host header we can build the request URL from: a host name or IP literal with an optional
 * port, nothing else ("user@evil.com", "a b", "a:99999" are refused with 400).
 */
export function validHost(host: string | undefined): string | null {
  if (host === undefined) return "localhost";
  if (!host || host.length > 255) return null;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return null;
  return url.host === host.toLowerCase() || `${url.host}:80` === host.toLowerCase() ? host : null;
}
