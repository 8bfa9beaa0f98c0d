/**
 * Requests the server makes to addresses someone typed (webhooks, calendar feeds): never into our
 * own network (SSRF). The URL is checked when it is saved, and DNS again when we connect (a name
 * may point anywhere by then), so the address used is the one checked. `allowPrivate` lets a
 * server reach loopback and private addresses (a CRM on the internal network; tests), as
 * WEBHOOK_ALLOW_PRIVATE says.
 */
import { BlockList, isIP, type LookupFunction } from "node:net";
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import { codedError, PRIVATE_ADDRESS } from "../mail/delivery-errors.server.ts";

// Every block of IANA's IPv4 and IPv6 special-purpose address registries that is not globally
// reachable (checked against both registries, November 2026), plus multicast. The 192.0.0.0/24 and
// 2001::/23 protocol blocks are refused whole: the few anycast services in them (PCP, TURN, AMT)
// are no CRM's address. Globally reachable entries (AS112 192.31.196.0/24, 192.175.48.0/24,
// 2620:4f:8000::/48) stay allowed.
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv4");
// Besides loopback, unique-local, link-local and multicast: the forms that carry an IPv4 address
// a gateway may translate into our network (IPv4-compatible ::a.b.c.d, SIIT ::ffff:0:a.b.c.d, NAT64
// 64:ff9b::/96 and the local-use 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32 inside the
// protocol block 2001::/23), the discard and dummy prefixes, both documentation ranges, SRv6
// segment identifiers and the old site-local range (third review, finding 5; fourth review).
for (const [network, prefix] of [
  ["::", 96],
  ["::1", 128],
  ["::ffff:0:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["100:0:0:1::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
  ["5f00::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv6");

/** Loopback, private, link-local (cloud metadata at 169.254.169.254), multicast and reserved addresses. */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return privateRanges.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** What a refusal says: what the address is for, in Danish ("Webhooks kan kun sendes til offentlige adresser."). */
export type UrlWording = { credentials: string; internal: string };

/** Why a typed URL cannot be used (Danish, for the person who typed it), or null. */
export function outboundUrlProblem(raw: string, allowPrivate: boolean, wording: UrlWording): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return "Skriv en hel adresse, der begynder med https://.";
  }
  if (raw.length > 2000) return "Adressen er for lang (højst 2.000 tegn).";
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) return "Adressen skal begynde med https://.";
  if (url.username || url.password) return wording.credentials;
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (!allowPrivate && (host === "localhost" || host.endsWith(".localhost") || (isIP(host) !== 0 && isPrivateAddress(host))))
    return `Adressen peger på et internt netværk. ${wording.internal}`;
  return null;
}

/** How a name becomes addresses: the system's resolver (`dns.lookup`) unless a test passes its own. */
export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** A lookup for http(s).request that refuses private addresses (unless allowed); `what` ends the error ("webhooks sendes kun til offentlige adresser"). */
export function guardedLookup(allowPrivate: boolean, resolve: Resolve = dnsLookup, what = "webhooks sendes kun til offentlige adresser"): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return (callback as (e: Error | null, a: string, f: number) => void)(error, "", 0);
      const list = (addresses as { address: string; family: number }[]).filter((entry) => allowPrivate || !isPrivateAddress(entry.address));
      if (list.length === 0)
        return (callback as (e: Error | null, a: string, f: number) => void)(
          codedError(`${hostname} peger på en intern adresse; ${what}`, PRIVATE_ADDRESS),
          "",
          0,
        );
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      (callback as (e: null, a: string, f: number) => void)(null, list[0]!.address, list[0]!.family);
    });
  };
}
