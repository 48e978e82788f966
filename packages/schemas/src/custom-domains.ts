import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { storableText } from "./text";

/** Where the verification TXT record lives: `_foliocraft.{domain}`. */
export const customDomainTxtPrefix = "_foliocraft";

/** How long DNS changes may take to reach every resolver (spec §9: up to 24 hours). */
export const dnsPropagationHours = 24;

/** A custom domain's verification state. */
export const customDomainStatuses = ["pending", "verified", "failed"] as const;

/** A custom domain's verification state. */
export type CustomDomainStatus = (typeof customDomainStatuses)[number];

/**
 * What the last DNS check found, as a code the web app translates:
 * verified (the TXT value matched), wrong-txt (TXT records exist, none is the value), no-txt (no TXT record yet),
 * no-txt-expired (still none after the propagation window), lookup-failed (the resolver did not answer),
 * claim-expired (not verified within the claim period: the claim no longer holds the name),
 * claimed-elsewhere (another account proved control of the domain first and now has it).
 */
export const customDomainCheckOutcomes = [
  "verified",
  "wrong-txt",
  "no-txt",
  "no-txt-expired",
  "lookup-failed",
  "claim-expired",
  "claimed-elsewhere",
] as const;

/** What the last DNS check found. */
export type CustomDomainCheckOutcome = (typeof customDomainCheckOutcomes)[number];

/** Why a verified domain does not serve the portfolio right now (null when it does). */
export const customDomainServingIssues = ["not-verified", "not-published", "no-pro"] as const;

/** Why a verified domain does not serve the portfolio right now. */
export type CustomDomainServingIssue = (typeof customDomainServingIssues)[number];

/** The domain the owner types. The server normalises it (lower case, punycode) and checks the rest. */
export const customDomainInputSchema = storableText(
  z.object({
    domain: z
      .string({ error: schemaMessage("customDomainEmpty") })
      .trim()
      .min(1, schemaMessage("customDomainEmpty"))
      .max(300, schemaMessage("customDomainTooLong", { count: 253 })),
  }),
);

/** The domain the owner types. */
export type CustomDomainInput = z.infer<typeof customDomainInputSchema>;

/** One DNS record the owner creates at their DNS provider. */
export const customDomainRecordSchema = z.object({
  type: z.enum(["CNAME", "A", "AAAA", "TXT"]),
  /** The record's full name, e.g. `www.example.com` or `_foliocraft.www.example.com`. */
  name: z.string(),
  value: z.string(),
  purpose: z.enum(["routing", "verification"]),
});

/** One DNS record the owner creates. */
export type CustomDomainRecord = z.infer<typeof customDomainRecordSchema>;

/** What the last DNS check found. */
export const customDomainCheckSchema = z.object({
  outcome: z.enum(customDomainCheckOutcomes),
  /** A sentence for API users; the web app shows its own translation of `outcome`. */
  message: z.string(),
  txtFound: z.array(z.string()),
  cnameFound: z.array(z.string()),
  addressesFound: z.array(z.string()),
  /** True when the domain's CNAME (or its A/AAAA addresses) lead to this server. */
  pointsHere: z.boolean(),
});

/** What the last DNS check found. */
export type CustomDomainCheck = z.infer<typeof customDomainCheckSchema>;

/** The owner's custom domain, the records to create and what the last check found. */
export const customDomainSchema = z.object({
  id: z.string(),
  /** ASCII form (punycode for internationalised names): what DNS and the Host header use. */
  domain: z.string(),
  /** The same name as people read it (Unicode). */
  displayDomain: z.string(),
  status: z.enum(customDomainStatuses),
  records: z.array(customDomainRecordSchema),
  createdAt: z.iso.datetime(),
  lastCheckedAt: z.iso.datetime().nullable(),
  verifiedAt: z.iso.datetime().nullable(),
  check: customDomainCheckSchema.nullable(),
  serving: z.boolean(),
  servingIssue: z.enum(customDomainServingIssues).nullable(),
});

/** The owner's custom domain. */
export type CustomDomain = z.infer<typeof customDomainSchema>;

/** GET /api/custom-domains: the owner's domain (at most one) and whether their plan includes custom domains. */
export const customDomainStateSchema = z.object({
  domain: customDomainSchema.nullable(),
  /** Custom domains are a Pro feature (spec §6). */
  allowed: z.boolean(),
  /** The host name the CNAME record points to. */
  target: z.string(),
});

/** GET /api/custom-domains. */
export type CustomDomainState = z.infer<typeof customDomainStateSchema>;
