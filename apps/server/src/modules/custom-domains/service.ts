import { randomBytes } from "node:crypto";
import {
  apiMessage,
  customDomainInputSchema,
  customDomainTxtPrefix,
  dnsPropagationHours,
  type CustomDomain,
  type CustomDomainCheck,
  type CustomDomainRecord,
  type CustomDomainServingIssue,
  type CustomDomainState,
  type CustomDomainStatus,
} from "@foliocraft/schemas";
import { isIP } from "node:net";
import { defaultCustomDomainPendingDays } from "../../config";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import { hasPro } from "../plans/entitlements";
import type { DnsChecker, DnsFindings } from "./dns-check";
import { domainRefusal, isSameOrSubdomain, normalizeDomain } from "./domain-name";
import type { CustomHostTable } from "./host-table";
import { isUniqueViolation } from "../../db/database-errors";
import type { CustomDomainRepository, DomainWithOwner } from "./repository";

const propagationMs = dnsPropagationHours * 60 * 60 * 1000;

const notFound = () => new AppError("not-found", apiMessage("customDomainNotFound"));

/** The TXT value that proves control of a domain: a random token, recognisable among the owner's other records. */
export function verificationValue(token: string): string {
  return `foliocraft-verify=${token}`;
}

/** Why a domain does not serve now, or null when it does. */
export function servingIssueOf(d: DomainWithOwner, now: Date): CustomDomainServingIssue | null {
  if (d.row.status !== "verified") return "not-verified";
  if (!hasPro(d.owner, now)) return "no-pro";
  if (!d.published || !d.username) return "not-published";
  return null;
}

/** The records to create: routing (CNAME to the target, or A/AAAA when the target is an address) and the TXT. */
export function recordsFor(domain: string, token: string, target: string): CustomDomainRecord[] {
  const version = isIP(target);
  const routing: CustomDomainRecord = {
    type: version === 4 ? "A" : version === 6 ? "AAAA" : "CNAME",
    name: domain,
    value: target,
    purpose: "routing",
  };
  return [
    routing,
    {
      type: "TXT",
      name: `${customDomainTxtPrefix}.${domain}`,
      value: verificationValue(token),
      purpose: "verification",
    },
  ];
}

/** Turns what DNS holds into a status and the check to show (the routing part is reported, not required). */
export function judge(
  findings: DnsFindings,
  expected: string,
  target: string,
  age: { createdAt: Date; now: Date },
  previous: CustomDomainStatus,
): { status: CustomDomainStatus; check: CustomDomainCheck } {
  const pointsHere =
    findings.cname.includes(target) ||
    (findings.addresses.length > 0 && findings.addresses.every((a) => findings.targetAddresses.includes(a)));
  const base = {
    txtFound: findings.txt,
    cnameFound: findings.cname,
    addressesFound: findings.addresses,
    pointsHere,
  };
  const routing = pointsHere ? "" : ` The domain does not point to ${target} yet.`;
  if (findings.txt.some((t) => t.trim() === expected)) {
    return { status: "verified", check: { ...base, outcome: "verified", message: `Verified.${routing}` } };
  }
  if (findings.txt.length > 0) {
    return {
      status: "failed",
      check: {
        ...base,
        outcome: "wrong-txt",
        message: `The TXT record holds ${findings.txt.map((t) => `"${t}"`).join(", ")}, not "${expected}".${routing}`,
      },
    };
  }
  if (findings.error) {
    // The resolver did not answer: say so and keep the status, so a flaky resolver never fails a domain.
    return {
      status: previous,
      check: {
        ...base,
        outcome: "lookup-failed",
        message: `The DNS lookup failed (${findings.error}). Try again later.`,
      },
    };
  }
  if (age.now.getTime() - age.createdAt.getTime() > propagationMs) {
    return {
      status: "failed",
      check: {
        ...base,
        outcome: "no-txt-expired",
        message: `No TXT record found after ${dnsPropagationHours} hours. Check the record and verify again.${routing}`,
      },
    };
  }
  return {
    status: "pending",
    check: {
      ...base,
      outcome: "no-txt",
      message: `No TXT record found yet. DNS changes can take up to ${dnsPropagationHours} hours to propagate.${routing}`,
    },
  };
}

/** A check result that is a notice rather than a DNS lookup (a claim that expired, or lost to another account). */
export function noticeCheck(outcome: "claim-expired" | "claimed-elsewhere", pendingDays: number): CustomDomainCheck {
  return {
    outcome,
    message:
      outcome === "claim-expired"
        ? `The domain was not verified within ${pendingDays} days, so the claim expired. Add the TXT record and verify again.`
        : "Another account proved control of this domain first, so it is connected there. Remove it here.",
    txtFound: [],
    cnameFound: [],
    addressesFound: [],
    pointsHere: false,
  };
}

/**
 * Custom domains (Pro, issue 11 §4): claim, show the records, verify by DNS, serve the portfolio on the domain.
 * `target` is the host the CNAME points to; `ownHosts` are names nobody may claim (the app's own). A claim holds
 * nothing until it is verified: several accounts may claim one name, the first to prove control through DNS gets
 * it (the others are released with a notice), and a claim not verified within `pendingDays` expires.
 */
export function createCustomDomainService(deps: {
  repository: CustomDomainRepository;
  profiles: ProfileRepository;
  dns: DnsChecker;
  target: string;
  ownHosts: string[];
  hostTable: CustomHostTable;
  pendingDays?: number | undefined;
  now?: () => Date;
}) {
  const { repository, profiles, dns, target, hostTable } = deps;
  const now = deps.now ?? (() => new Date());
  const pendingDays = deps.pendingDays ?? defaultCustomDomainPendingDays;
  const ownHosts = [...new Set(deps.ownHosts.map((h) => h.toLowerCase()))];

  function present(d: DomainWithOwner, at: Date): CustomDomain {
    const { row } = d;
    const issue = servingIssueOf(d, at);
    return {
      id: row.id,
      domain: row.domain,
      displayDomain: normalizeDomain(row.domain).display,
      status: row.status,
      records: recordsFor(row.domain, row.verificationToken, target),
      createdAt: row.createdAt.toISOString(),
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      check: row.lastCheck ?? null,
      serving: issue === null,
      servingIssue: issue,
    };
  }

  async function owned(userId: string, id: string): Promise<DomainWithOwner> {
    const found = await repository.findForUser(userId);
    if (!found || found.row.id !== id) throw notFound();
    return found;
  }

  /** Looks the domain up and stores the result; the Host table follows when the status changes. */
  async function check(d: DomainWithOwner): Promise<void> {
    const { row } = d;
    if (row.status !== "verified" && (await repository.verifiedByAnother(row.domain, row.userId))) {
      await repository.markClaimedElsewhere(row.id, noticeCheck("claimed-elsewhere", pendingDays), now());
      return;
    }
    const findings = await dns.lookup(row.domain, `${customDomainTxtPrefix}.${row.domain}`, target);
    const at = now();
    const { status, check: result } = judge(
      findings,
      verificationValue(row.verificationToken),
      target,
      { createdAt: row.createdAt, now: at },
      row.status,
    );
    const verifiedAt = status === "verified" ? (row.verifiedAt ?? at) : null;
    const recorded = await repository.recordCheck(
      row.userId,
      row.id,
      { status, lastCheck: result, lastCheckedAt: at, verifiedAt },
      noticeCheck("claimed-elsewhere", pendingDays),
    );
    // Verified at the same moment by another account, whose write came first: theirs it is.
    if (!recorded) await repository.markClaimedElsewhere(row.id, noticeCheck("claimed-elsewhere", pendingDays), at);
    if (recorded && status !== row.status) await refreshHosts();
  }

  /** Rebuilds the Host table from the database: verified domains, serving or not. */
  async function refreshHosts(): Promise<void> {
    const at = now();
    const verified = await repository.listVerified();
    hostTable.replace(verified.map((d) => [d.row.domain, servingIssueOf(d, at) === null ? d.username : null]));
  }

  return {
    refreshHosts,

    /** The owner's domain, whether their plan allows one, and the CNAME target. */
    async state(userId: string): Promise<CustomDomainState> {
      const at = now();
      const [found, profile] = await Promise.all([repository.findForUser(userId), profiles.get(userId)]);
      return { domain: found ? present(found, at) : null, allowed: hasPro(profile, at), target };
    },

    /** Claims a domain for the owner (the route admits Pro accounts only). A second domain, or one another account claimed, is a 409. */
    async add(userId: string, input: unknown): Promise<CustomDomain> {
      const at = now();
      const parsed = customDomainInputSchema.safeParse(input);
      if (!parsed.success) {
        // The schema refuses only a missing or empty domain and one too long to be a name.
        const typed = (input as { domain?: unknown } | undefined)?.domain;
        throw domainRefusal(typeof typed === "string" && typed.trim().length > 0 ? "too-long" : "empty");
      }
      const { ascii } = normalizeDomain(parsed.data.domain);
      if (ownHosts.some((own) => isSameOrSubdomain(ascii, own))) {
        throw new AppError("invalid-argument", apiMessage("customDomainOwnHost"), {
          field: "domain",
          reason: "own-host",
        });
      }
      const hasDomain = () =>
        new AppError("aborted", apiMessage("customDomainAlreadyHave"), {
          reason: "has-domain",
        });
      if (await repository.findForUser(userId)) throw hasDomain();
      // Only a verified domain is taken: another account's unverified claim never blocks the name.
      if (await repository.verifiedByAnother(ascii, userId)) {
        throw new AppError("aborted", apiMessage("customDomainTaken"), {
          field: "domain",
          reason: "taken",
        });
      }
      const token = randomBytes(18).toString("base64url");
      try {
        await repository.insert(userId, ascii, token);
      } catch (err) {
        // The one-domain-per-account index: the same user racing themselves.
        if (!isUniqueViolation(err)) throw err;
        throw hasDomain();
      }
      const created = await repository.findForUser(userId);
      if (!created) throw new Error("custom domain vanished after insert");
      return present(created, at);
    },

    /** Checks the owner's domain in DNS now (the route admits Pro accounts only) and returns it with the result. */
    async verify(userId: string, id: string): Promise<CustomDomain> {
      await check(await owned(userId, id));
      return present(await owned(userId, id), now());
    },

    /** Removes the owner's domain; it stops serving at once on this server (others follow with their refresh). */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(userId, id))) throw notFound();
      await refreshHosts();
    },

    /** For an on-demand-TLS proxy: may a certificate be issued for `host`? The app's own hosts and serving domains. */
    async isAllowedHost(rawHost: string): Promise<boolean> {
      const host = rawHost.trim().toLowerCase().replace(/\.$/, "");
      if (ownHosts.includes(host)) return true;
      let ascii: string;
      try {
        ascii = normalizeDomain(host).ascii;
      } catch {
        return false;
      }
      const found = await repository.findVerifiedByDomain(ascii);
      return found !== undefined && servingIssueOf(found, now()) === null;
    },

    /**
     * The periodic re-check: first pending claims older than the claim period expire, then pending domains not checked in the last `minAgeMs`, at most `limit` per run, one at a
     * time (DNS lookups are slow, not heavy). A single function so a job queue can call it instead of the timer.
     */
    async runRecheckJob(options: { minAgeMs?: number; limit?: number } = {}): Promise<{ checked: number }> {
      const claimPeriodMs = pendingDays * 24 * 60 * 60 * 1000;
      const expireClaims = (at: Date) =>
        repository.expirePending(new Date(at.getTime() - claimPeriodMs), noticeCheck("claim-expired", pendingDays), at);
      await expireClaims(now());
      const due = await repository.listDuePending(
        new Date(now().getTime() - (options.minAgeMs ?? 5 * 60 * 1000)),
        options.limit ?? 50,
      );
      for (const row of due) {
        const d = await repository.findForUser(row.userId);
        if (!d || d.row.id !== row.id) continue;
        // A claim can pass its period while this run works through the list (or a run on another server expired
        // the rest before this one read it): it expires, it is not judged by DNS as an ordinary late check.
        const at = now();
        if (d.row.status === "pending" && d.row.createdAt.getTime() < at.getTime() - claimPeriodMs) {
          await expireClaims(at);
          continue;
        }
        await check(d);
      }
      return { checked: due.length };
    },
  };
}

/** Custom domains. */
export type CustomDomainService = ReturnType<typeof createCustomDomainService>;
