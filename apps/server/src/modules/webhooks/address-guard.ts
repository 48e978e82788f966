import dns from "node:dns";
import type { LookupAddress, LookupOptions } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";

/** Which addresses a webhook may reach: public unicast only, and loopback too when the config allows it (tests). */
export interface AddressPolicy {
  /** FOLIOCRAFT_WEBHOOKS_ALLOW_LOOPBACK (refused in production by config.ts): lets tests use a local receiver. */
  allowLoopback: boolean;
  /** DNS servers to ask (DNS_RESOLVER); unset: the system's resolver (getaddrinfo, /etc/hosts included). */
  dnsServers?: string[] | undefined;
}

/**
 * Whether an address is one a webhook may reach. ipaddr.js names every special range (private, loopback,
 * link-local, unique-local, carrier-grade NAT, multicast, reserved, 6to4/Teredo wrappers…); only plain "unicast" is
 * public. An IPv4-mapped IPv6 address is judged as its IPv4 address.
 */
export function isAllowedAddress(address: string, policy: Pick<AddressPolicy, "allowLoopback">): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === "unicast" || (policy.allowLoopback && range === "loopback");
}

const refused = () => new AppError("invalid-argument", apiMessage("webhookAddressPrivate"));
const unknownHost = () => new AppError("invalid-argument", apiMessage("webhookHostUnknown"));

/** The host of a URL as node:net wants it (IPv6 without brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

// A resolver that does not answer in this time counts as "not found": a request never waits on DNS for long.
const dnsTimeoutMs = 5000;

/** Every address a host name resolves to (an IP literal is itself); none when it does not resolve in time. */
async function resolveAll(host: string, policy: AddressPolicy): Promise<LookupAddress[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<LookupAddress[]>((resolve) => {
    timer = setTimeout(() => resolve([]), dnsTimeoutMs);
  });
  try {
    return await Promise.race([resolveNow(host, policy), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function resolveNow(host: string, policy: AddressPolicy): Promise<LookupAddress[]> {
  const family = isIP(host);
  if (family) return [{ address: host, family }];
  if (policy.dnsServers?.length) {
    const resolver = new dns.promises.Resolver();
    resolver.setServers(policy.dnsServers);
    const settle = (p: Promise<string[]>) => p.catch(() => [] as string[]);
    const [v4, v6] = await Promise.all([settle(resolver.resolve4(host)), settle(resolver.resolve6(host))]);
    return [...v4.map((address) => ({ address, family: 4 })), ...v6.map((address) => ({ address, family: 6 }))];
  }
  return dns.promises.lookup(host, { all: true, verbatim: true }).catch(() => []);
}

/**
 * The addresses a webhook host resolves to, all of them allowed; otherwise a 400: a host that does not resolve, or
 * one with any private or local address (a name answering both a public and a private address is refused whole).
 */
export async function checkedAddresses(host: string, policy: AddressPolicy): Promise<LookupAddress[]> {
  const addresses = await resolveAll(host, policy);
  if (addresses.length === 0) throw unknownHost();
  if (!addresses.every((a) => isAllowedAddress(a.address, policy))) throw refused();
  return addresses;
}

/**
 * A `lookup` for http.request that resolves the host at connect time and hands the socket only checked addresses:
 * the connection goes to the address that was checked, so a DNS answer changed after registration (rebinding) to
 * a private address is refused then and there. Node skips `lookup` for an IP literal: check those before the request.
 */
export function guardedLookup(policy: AddressPolicy) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    checkedAddresses(hostname, policy).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if (usable.length === 0)
          return callback(Object.assign(new Error("host not found"), { code: "ENOTFOUND" }), "", 0);
        if (options.all) return callback(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: AppError) => {
        // A host that no longer resolves may come back (retry); one that resolves to a private address is refused.
        const code = err.messageId === "webhookHostUnknown" ? "ENOTFOUND" : "EWEBHOOKADDRESS";
        callback(Object.assign(new Error(err.message), { code }), "", 0);
      },
    );
  };
}
