import { isbot } from "isbot";
import type { DeviceClass } from "@foliocraft/schemas";

/**
 * True for crawlers, link previewers, monitors and scripted clients: isbot's maintained list of agent patterns.
 * A request without a user agent is not a browser either.
 */
export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

// Three coarse classes need no user-agent database (ua-parser-js 2 is AGPL): tablets first, since Android tablets
// and iPads would otherwise match the phone patterns. iPadOS 13+ reports a Mac, so it counts as a desktop.
const tabletPattern = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b|SM-T\d|Android(?!.*Mobile)/i;
const mobilePattern = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|webOS/i;

/** mobile, tablet or desktop from a user agent (anything unknown is a desktop). */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  if (!userAgent) return "desktop";
  if (tabletPattern.test(userAgent)) return "tablet";
  if (mobilePattern.test(userAgent)) return "mobile";
  return "desktop";
}

/** The longest host name DNS allows; anything longer is not a real referrer. */
const maxHostLength = 253;

/**
 * The referring site's host name (lower case, without a leading `www.`), or undefined for a direct visit, a
 * non-web referrer, and a visit from the same site (`ownHosts`: the app's own host, the exported site's host).
 * Only the host name is ever kept: paths and queries can carry personal data.
 */
export function referrerDomainOf(referrer: string | undefined, ownHosts: readonly string[]): string | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!host || host.length > maxHostLength) return undefined;
  const bare = (h: string) => h.toLowerCase().replace(/^www\./, "");
  if (ownHosts.some((own) => own && bare(own) === bare(host))) return undefined;
  return bare(host);
}
