import { Resolver } from "node:dns/promises";
import { isIP } from "node:net";

/** What DNS holds for a domain, as far as custom-domain verification cares. */
export interface DnsFindings {
  /** Each TXT record of `_foliocraft.{domain}` (its strings joined, as RFC 7208 reads long records). */
  txt: string[];
  cname: string[];
  addresses: string[];
  /** The target's own addresses, to compare A/AAAA records with when the domain has no CNAME (apex domains). */
  targetAddresses: string[];
  /** Set when the resolver failed (time-out, refused, SERVFAIL): the findings are then incomplete. */
  error: string | undefined;
}

/** Looks up a domain's verification and routing records. */
export interface DnsChecker {
  lookup(domain: string, txtName: string, target: string): Promise<DnsFindings>;
}

// "No such name" and "no records of this type" are answers, not failures.
const emptyAnswers = new Set(["ENOTFOUND", "ENODATA", "NXDOMAIN", "NODATA"]);

const stripDot = (name: string) => name.toLowerCase().replace(/\.$/, "");

/**
 * DNS lookups through node:dns with its own Resolver: the system's servers, or `servers` (DNS_RESOLVER, e.g.
 * "127.0.0.1:5353") so operators can use a resolver they trust and tests a local server. Short time-outs: a check
 * runs while the owner waits for "Verify now".
 */
export function createDnsChecker(options: { servers?: string[] | undefined; timeoutMs?: number } = {}): DnsChecker {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 2500, tries: 2 });
  if (options.servers?.length) resolver.setServers(options.servers);

  async function answer<T>(query: () => Promise<T[]>, failures: string[]): Promise<T[]> {
    try {
      return await query();
    } catch (err) {
      const code = (err as { code?: string }).code ?? "";
      if (!emptyAnswers.has(code)) failures.push(code || (err as Error).message);
      return [];
    }
  }

  return {
    async lookup(domain, txtName, target) {
      const failures: string[] = [];
      const [txt, cname] = await Promise.all([
        answer(() => resolver.resolveTxt(txtName), failures),
        answer(() => resolver.resolveCname(domain), failures),
      ]);
      const addressesOf = async (name: string) =>
        isIP(name)
          ? [name]
          : (
              await Promise.all([
                answer(() => resolver.resolve4(name), failures),
                answer(() => resolver.resolve6(name), failures),
              ])
            ).flat();
      // With a CNAME the addresses are the target's anyway; without one (an apex domain) they are what routes it.
      const [addresses, targetAddresses] = cname.length
        ? [[], []]
        : await Promise.all([addressesOf(domain), addressesOf(target)]);
      return {
        txt: txt.map((chunks) => chunks.join("")),
        cname: cname.map(stripDot),
        addresses,
        targetAddresses,
        error: failures.length ? [...new Set(failures)].join(", ") : undefined,
      };
    },
  };
}
