import maintainedList from "reserved-usernames" with { type: "json" };

// Which usernames cannot be claimed, so no one can pose as us, as a well-known company, or take a path of the app.
// The general list is the `reserved-usernames` package (role accounts, mail and system names, common site paths);
// this file adds the app's own paths and the names people would mistake for an official account.

/** Every path of this app a username must not shadow: the spec's route table, the web router, the server's files. */
const appPaths = [
  "about",
  "account",
  "admin",
  "analytics",
  "api",
  "api-docs",
  "app",
  "assets",
  "auth",
  "blog",
  "callback",
  "careers",
  "contact",
  "custom-domains",
  "dashboard",
  "deploy",
  "docs",
  "export",
  "favicon",
  "forgot-password",
  "generate",
  "github",
  "health",
  "help",
  "login",
  "logout",
  "netlify",
  "newsletter",
  "oauth",
  "onboarding",
  "oob",
  "p",
  "portfolios",
  "prerendered",
  "pricing",
  "reset-password",
  "robots",
  "settings",
  "showcase",
  "signup",
  "sitemap",
  "static",
  "status",
  "talent-community",
  "uploads",
  "usernames",
  "webhooks",
  "www",
];

/** Roles an impostor would pick to look official (the package has most; these complete the set). */
const roles = [
  "abuse",
  "admins",
  "administrator",
  "administrators",
  "billing",
  "compliance",
  "customer-service",
  "customer-support",
  "helpdesk",
  "hostmaster",
  "mod",
  "moderator",
  "moderators",
  "no-reply",
  "noreply",
  "official",
  "payments",
  "postmaster",
  "root",
  "safety",
  "security",
  "staff",
  "superuser",
  "support",
  "sysadmin",
  "system",
  "team",
  "trust",
  "trust-and-safety",
  "verified",
  "webmaster",
];

/** Our own name and the companies whose names appear in the app or that people would take for an official page. */
const brands = [
  "amazon",
  "anthropic",
  "apple",
  "aws",
  "behance",
  "bitbucket",
  "chatgpt",
  "cloudflare",
  "devto",
  "digitalocean",
  "discord",
  "dribbble",
  "facebook",
  "flutterwave",
  "foliocraft",
  "gitlab",
  "gmail",
  "google",
  "heroku",
  "icloud",
  "instagram",
  "linkedin",
  "mastodon",
  "medium",
  "meta",
  "microsoft",
  "netflix",
  "openai",
  "outlook",
  "paypal",
  "paystack",
  "slack",
  "stackoverflow",
  "stripe",
  "telegram",
  "tiktok",
  "twitter",
  "vercel",
  "whatsapp",
  "yahoo",
  "youtube",
];

const usernameShape = /^[a-z0-9-]+$/;

/**
 * Words that cannot be usernames, sorted. The package's entries with characters a username cannot have (`_`, `.`)
 * are left out: no one can type them anyway.
 */
export const reservedUsernames: readonly string[] = [
  ...new Set([...(maintainedList as string[]), ...appPaths, ...roles, ...brands].map((w) => w.toLowerCase())),
]
  .filter((word) => usernameShape.test(word))
  .sort();

/** The word without hyphens: `api-docs`, `apidocs` and `a-p-i-docs` are one name to a reader. */
const compact = (word: string) => word.replace(/-/g, "");

// Digits that pass for letters, and the letters they pass for ("1" and "i" both look like an "l" in many fonts).
const lookalikes: Record<string, string> = { "0": "o", "1": "l", i: "l", "3": "e", "4": "a", "5": "s", "7": "t" };

/** The name as it reads: no hyphens, lookalike digits as their letters (`g00gle`, `adm1n-istrator`). */
const skeleton = (word: string) => compact(word).replace(/[0134579i]/g, (ch) => lookalikes[ch] ?? ch);

const reservedCompact = new Set(reservedUsernames.map(compact));
// Lookalike spellings are refused for the names worth impersonating only: applied to the whole list, a digit in an
// ordinary name ("l00p", "ma1l") would too often land on some reserved word.
const impersonated = new Set([...roles, ...brands, "admin", "help", "info"].map(skeleton));

/**
 * True when `username` (already lower-cased) is reserved: a reserved word with or without hyphens, a lookalike
 * spelling of a role or a brand, or any name containing ours.
 */
export function isReservedUsername(username: string): boolean {
  const read = skeleton(username);
  return reservedCompact.has(compact(username)) || impersonated.has(read) || read.includes(skeleton("foliocraft"));
}

/**
 * Why a name is reserved, so the person choosing it is told more than "reserved" (issue 20): it contains our name,
 * it is one of the app's own addresses, a company's or service's name, a role people take for an official account,
 * or a common web or mail name from the maintained list.
 */
export const reservedUsernameReasons = ["ours", "app-path", "brand", "role", "common"] as const;

/** One of `reservedUsernameReasons`. */
export type ReservedUsernameReason = (typeof reservedUsernameReasons)[number];

const compactSet = (words: readonly string[]) => new Set(words.map((w) => compact(w.toLowerCase())));
const appPathsCompact = compactSet(appPaths);
const brandsCompact = compactSet(brands);
const rolesCompact = compactSet([...roles, "admin", "help", "info"]);
const brandSkeletons = new Set(brands.map(skeleton));

/** Why `username` (already lower-cased) is reserved, or undefined when it is not (same rules as isReservedUsername). */
export function reservedUsernameReason(username: string): ReservedUsernameReason | undefined {
  if (!isReservedUsername(username)) return undefined;
  const read = skeleton(username);
  const word = compact(username);
  if (read.includes(skeleton("foliocraft"))) return "ours";
  if (appPathsCompact.has(word)) return "app-path";
  if (brandsCompact.has(word) || brandSkeletons.has(read)) return "brand";
  if (rolesCompact.has(word) || impersonated.has(read)) return "role";
  return "common";
}
