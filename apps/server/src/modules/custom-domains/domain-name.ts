import { isIP } from "node:net";
import { domainToASCII, domainToUnicode } from "node:url";
import { apiMessage, type ApiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";

/** A host name in both forms: ASCII (punycode) for DNS and the Host header, Unicode for people. */
export interface DomainName {
  ascii: string;
  display: string;
}

/** Why a domain was refused: the web app shows its own translation of it. */
export type DomainRefusal = "empty" | "ip" | "port" | "single-label" | "invalid" | "too-long";

/** The longest host name DNS can hold (RFC 1035), in ASCII. */
export const maxDomainLength = 253;

const invalid = (reason: DomainRefusal, message: ApiMessage) =>
  new AppError("invalid-argument", message, { field: "domain", reason });

/** The refusal of an empty or over-long input (the input schema's two messages), by reason. */
export function domainRefusal(reason: "empty" | "too-long"): AppError {
  return reason === "empty"
    ? invalid("empty", apiMessage("customDomainEmpty"))
    : invalid("too-long", apiMessage("customDomainTooLong", { count: maxDomainLength }));
}

// One DNS label of a host name (RFC 1123): letters, digits and inner hyphens, at most 63 characters.
const labelShape = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Normalises what an owner typed into a host name: lower case, punycode for internationalised names (WHATWG's
 * domainToASCII, as browsers send them), without a pasted scheme, path or trailing dot. Refuses IP addresses,
 * ports, single-label names and anything DNS could not hold, with a message that says what to type instead.
 */
export function normalizeDomain(raw: string): DomainName {
  let value = raw.trim().toLowerCase();
  // People paste addresses from the browser bar: keep only the host.
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/[/?#].*$/, "");
  value = value.replace(/\.$/, "");
  if (!value) throw domainRefusal("empty");
  if (isIP(value) || isIP(value.replace(/^\[|\]$/g, ""))) throw invalid("ip", apiMessage("customDomainIpAddress"));
  if (value.includes(":")) throw invalid("port", apiMessage("customDomainWithPort"));
  const ascii = domainToASCII(value);
  if (!ascii) throw invalid("invalid", apiMessage("customDomainInvalid", { domain: raw.trim() }));
  if (ascii.length > maxDomainLength) throw domainRefusal("too-long");
  const labels = ascii.split(".");
  if (labels.length < 2) throw invalid("single-label", apiMessage("customDomainSingleLabel"));
  if (!labels.every((label) => labelShape.test(label)))
    throw invalid("invalid", apiMessage("customDomainInvalid", { domain: raw.trim() }));
  // A numeric top-level label is an IP address in disguise (e.g. 10.1 or 127.1), never a registrable name.
  if (/^\d+$/.test(labels[labels.length - 1]!)) throw invalid("ip", apiMessage("customDomainIpAddress"));
  return { ascii, display: domainToUnicode(ascii) || ascii };
}

/** True when `host` is `base` or one of its subdomains. */
export function isSameOrSubdomain(host: string, base: string): boolean {
  return host === base || host.endsWith(`.${base}`);
}
