import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { z } from "zod";
import * as schemas from "./index";
import {
  cleanText,
  clipText,
  firstGrapheme,
  graphemeLength,
  graphemes,
  initialOf,
  findUnstorableText,
  isStorableText,
  storableText,
  truncateCodeUnits,
  truncateGraphemes,
} from "./text";
import {
  fullPortfolioFixture,
  portfolioContentFromJsonResume,
  portfolioContentSchema,
  parseSchemaMessage,
  resumePortfolioFixture,
  schemaMessageText,
  socialNetworks,
} from "./index";

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

// The characters that broke text before: astral letters and emoji, flags, ZWJ families, skin tones, combining
// marks, right-to-left marks and scripts, and the two things no field may hold: lone surrogates and NUL.
const piece = fc.oneof(
  fc.constantFrom(
    "😀",
    "𝓐",
    "𠀀",
    "🇬🇭",
    "👨‍👩‍👧‍👦",
    "👍🏾",
    "e\u0301",
    "ก\u0e49\u0e33",
    "\u200f",
    "\u202e",
    "مرحبا",
    "\u200d",
    "\ufe0f",
    "a",
    " ",
  ),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  fc.constant("\u0000"),
  fc.string({ unit: "binary", maxLength: 4 }),
);
const unicodeText = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));

describe("graphemes", () => {
  it("counts and cuts user-perceived characters, never half of one", () => {
    expect(graphemes("a🇬🇭👨‍👩‍👧b")).toEqual(["a", "🇬🇭", "👨‍👩‍👧", "b"]);
    expect(graphemeLength("😀𝓐𠀀")).toBe(3);
    expect(firstGrapheme("😀 Ama")).toBe("😀");
    expect(firstGrapheme("")).toBe("");
    expect(initialOf("\u200f مرحبا")).toBe("م");
    expect(initialOf("\ud83d😀")).toBe("😀");
    expect(initialOf(" \u200d")).toBe("");
    expect(truncateGraphemes("🇬🇭🇬🇭🇬🇭", 2)).toBe("🇬🇭🇬🇭");
    expect(truncateGraphemes("e\u0301e\u0301", 1)).toBe("e\u0301");
  });

  it("never leaves a lone surrogate when cutting well-formed text", () => {
    fc.assert(
      fc.property(unicodeText.map(cleanText), fc.nat(20), (text, max) => {
        const cut = truncateGraphemes(text, max);
        expect(text.startsWith(cut)).toBe(true);
        expect(graphemeLength(cut)).toBeLessThanOrEqual(max);
        expect(cut).not.toMatch(loneSurrogate);
        const clipped = clipText(text, max);
        expect(clipped).not.toMatch(loneSurrogate);
        expect(graphemeLength(clipped)).toBeLessThanOrEqual(max);
      }),
    );
  });

  it("counts and cuts ASCII text without segmenting it, exactly as segmenting would (a CR LF is one character)", () => {
    const segmented = (text: string) => [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)];
    expect(graphemeLength("a\r\nb")).toBe(3);
    expect(truncateGraphemes("a\r\nb", 2)).toBe("a\r\n");
    expect(truncateCodeUnits("a\r\nb", 2)).toBe("a");
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."ab \r\n\t\u0000\u007f.é") }), fc.nat(12), (text, max) => {
        const parts = segmented(text);
        expect(graphemeLength(text)).toBe(parts.length);
        expect(truncateGraphemes(text, max)).toBe(
          parts
            .slice(0, max)
            .map((p) => p.segment)
            .join(""),
        );
        const units = parts.filter((p) => p.index + p.segment.length <= max);
        expect(truncateCodeUnits(text, max)).toBe(units.map((p) => p.segment).join(""));
      }),
    );
  });

  it("cleans lone surrogates and NUL, keeping whole pairs", () => {
    expect(cleanText("a\ud83db\u0000c😀\udc00")).toBe("abc😀");
    expect(isStorableText("😀")).toBe(true);
    expect(isStorableText("\ud83d")).toBe(false);
    expect(isStorableText("\u0000")).toBe(false);
    fc.assert(
      fc.property(unicodeText, (text) => {
        expect(isStorableText(cleanText(text))).toBe(true);
      }),
    );
  });
});

// Every string leaf of a value, with its path.
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

function withLeaf<T>(value: T, path: (string | number)[], text: string): T {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1] as string | number] = text;
  return copy as T;
}

// The content fixture with every optional field present (the résumé sections and fields, all social networks).
function everyFieldContent() {
  const content = resumePortfolioFixture();
  content.social = Object.fromEntries(socialNetworks.map((n) => [n, `https://example.com/${n}`]));
  return content;
}

// The string leaves a JSON Schema describes, with arrays as index 0: what the content model can hold.
function schemaStringPaths(schema: unknown, path: string[] = []): string[] {
  const node = schema as {
    type?: string;
    properties?: Record<string, unknown>;
    items?: unknown;
    enum?: unknown;
    pattern?: unknown;
  };
  // An enum or a pattern (a colour, an id) refuses any other string by itself: not free text.
  if (node.enum || node.pattern) return [];
  if (node.type === "string") return [path.join(".")];
  if (node.type === "array") return schemaStringPaths(node.items, [...path, "0"]);
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) => schemaStringPaths(child, [...path, key]));
}

describe("portfolio content: every text field", () => {
  const content = everyFieldContent();
  // Free-text fields only (an enum such as a service's icon refuses any other string by itself).
  const modelled = schemaStringPaths(z.toJSONSchema(portfolioContentSchema, { io: "input" }));
  const pathKey = (path: (string | number)[]) => path.map((k) => (typeof k === "number" ? "0" : k)).join(".");
  const leaves = stringLeaves(content).filter((path) => modelled.includes(pathKey(path)));

  it("the property test below reaches every string field of the content model", () => {
    const reached = new Set(leaves.map(pathKey));
    expect(modelled.length).toBeGreaterThan(40);
    expect(modelled.filter((p) => !reached.has(p))).toEqual([]);
  });

  it("refuses lone surrogates and NUL in the pattern-checked fields too (accent colour, font pairing)", () => {
    for (const bad of ["#12345\u0000", "#1234\ud800", "inter\u0000", "\udc00inter"]) {
      const styled = { ...content, style: { ...content.style, accent: bad, fontPairing: bad } };
      const issues = portfolioContentSchema.safeParse(styled).error?.issues ?? [];
      expect(issues.map((i) => i.path.join("."))).toEqual(
        expect.arrayContaining(["style.accent", "style.fontPairing"]),
      );
    }
  });

  it("accepts any well-formed text (within limits) and refuses lone surrogates and NUL, naming the field", () => {
    fc.assert(
      fc.property(fc.constantFrom(...leaves), unicodeText, (path, text) => {
        const result = portfolioContentSchema.safeParse(withLeaf(content, path, text));
        const issues = result.error?.issues ?? [];
        const refused = issues.filter((i) => parseSchemaMessage(i.message)?.id === "textUnstorable");
        if (isStorableText(text)) {
          expect(refused).toEqual([]);
          if (result.success) expect(JSON.stringify(result.data)).not.toMatch(loneSurrogate);
        } else {
          expect(refused).toHaveLength(1);
          expect(refused[0]?.path).toEqual(path);
          expect(schemaMessageText(refused[0]?.message ?? "")).toMatch(
            /^\S.* contains a character that cannot be saved/,
          );
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it("counts user-facing limits in characters people see: 120 flags fit a 120-character name", () => {
    const name = "🇬🇭".repeat(120);
    expect(portfolioContentSchema.safeParse(withLeaf(content, ["personal", "fullName"], name)).success).toBe(true);
    const tooLong = withLeaf(content, ["personal", "fullName"], `${name}a`);
    expect(schemaMessageText(portfolioContentSchema.safeParse(tooLong).error?.issues[0]?.message ?? "")).toBe(
      "Full name must be at most 120 characters",
    );
  });
});

describe("JSON Resume import", () => {
  it("cleans and cuts between characters: the result always passes the content schema", () => {
    const resume = fc.record({
      basics: fc.record({ name: unicodeText, label: unicodeText, summary: unicodeText, email: unicodeText }),
      work: fc.array(fc.record({ position: unicodeText, name: unicodeText, summary: unicodeText }), { maxLength: 3 }),
      skills: fc.array(fc.record({ name: unicodeText, keywords: fc.array(unicodeText, { maxLength: 3 }) })),
      projects: fc.array(fc.record({ name: unicodeText, description: unicodeText, url: unicodeText })),
      awards: fc.array(fc.record({ title: unicodeText, date: unicodeText, summary: unicodeText })),
    });
    fc.assert(
      fc.property(resume, (input) => {
        const content = portfolioContentFromJsonResume(input);
        expect(JSON.stringify(content)).not.toMatch(/\\u0000|\\ud[89a-f]/i);
        expect(portfolioContentSchema.safeParse(content).success).toBe(true);
      }),
    );
  }, 30_000);

  it("keeps a flag whole at the name's limit instead of cutting it in half", () => {
    const content = portfolioContentFromJsonResume({ basics: { name: `${"a".repeat(119)}🇬🇭🇬🇭` } });
    expect(content.personal.fullName).toBe(`${"a".repeat(119)}🇬🇭`);
    expect(portfolioContentSchema.safeParse(content).success).toBe(true);
  });
});

const onboarding = {
  name: "Ama",
  profession: "Developer",
  experience: "mid",
  skills: ["Go"],
  interests: [],
  preferredStyle: "minimal",
};

// A valid body for every request schema: each of its strings is replaced in turn by a NUL and a lone surrogate.
const requestSamples: Record<string, unknown> = {
  aiWriteRequestSchema: {
    field: "bio",
    action: "improve",
    language: "en",
    text: "I build web apps.",
    content: fullPortfolioFixture(),
  },
  signUpInputSchema: { name: "Ama", email: "ama@example.com", password: "secret12", confirmPassword: "secret12" },
  signInInputSchema: { email: "ama@example.com", password: "secret12" },
  passwordResetRequestSchema: { email: "ama@example.com" },
  passwordResetConfirmSchema: { token: "t0ken", password: "secret12", confirmPassword: "secret12" },
  passwordChangeSchema: { currentPassword: "secret12", password: "secret34", confirmPassword: "secret34" },
  contactMessageInputSchema: { name: "Ama", email: "ama@example.com", subject: "Other", message: "Hello" },
  customDomainInputSchema: { domain: "www.example.com" },
  emailSignupInputSchema: { email: "ama@example.com" },
  newsletterTokenInputSchema: { token: "t0ken" },
  onboardingDataSchema: onboarding,
  onboardingSubmitSchema: { data: onboarding },
  portfolioNameSchema: "My portfolio",
  portfolioCreateSchema: { name: "Mine", content: fullPortfolioFixture() },
  portfolioSaveSchema: { baseVersion: 1, name: "Mine", content: fullPortfolioFixture() },
  twoFactorConfirmSchema: { code: "123456" },
  usernameSchema: "ama",
  deployRequestSchema: { target: "github-repo", repo: "ama-portfolio", siteName: "ama-portfolio" },
  apiDeployRequestSchema: { portfolioId: "p1", target: "netlify", siteName: "ama-portfolio" },
  apiKeyCreateSchema: { name: "Nightly build", scope: "read", expiresAt: null },
  webhookCreateSchema: { url: "https://hooks.example.com/foliocraft" },
  aiTranslateRequestSchema: { language: "fr", paths: ["personal.title"], content: fullPortfolioFixture() },
  imageCropRequestSchema: { source: `/assets/${"a".repeat(64)}.webp`, zoom: 2, x: 40, y: 60 },
  usernameClaimSchema: { username: "ama" },
  verifyEmailRequestSchema: { token: "eyJhbGciOiJIUzI1NiJ9.e30.c2ln", choice: "switch" },
  displayNameSchema: "Ama",
  profileUpdateSchema: { displayName: "Ama" },
  incidentInputSchema: {
    title: "Slow pages",
    status: "degraded",
    impact: "minor",
    description: "Pages load slowly.",
    startsAt: "2026-01-01T00:00:00.000Z",
    updates: [{ at: "2026-01-01T00:00:00.000Z", message: "Looking" }],
  },
  incidentUpdateSchema: { at: "2026-01-01T00:00:00.000Z", message: "Looking" },
  incidentPatchSchema: { title: "Slow pages" },
  visitorMessageInputSchema: { name: "Kofi", email: "kofi@example.com", message: "Hi", fc_homepage: "" },
};

// Request schemas whose strings are all enums, ids or formats that refuse anything else (no free text).
const noFreeText = new Set([
  "analyticsQuerySchema",
  "paymentStartSchema",
  "adminUpgradeSchema",
  "portfolioRestoreSchema",
]);
// A request schema's name, by the convention of this package.
const isRequestSchema = (name: string) =>
  /(Input|Request|Confirm|Change|Update|Create|Save|Submit|Claim|Patch|Start|Query|Restore|Upgrade)Schema$|^(portfolioName|username|displayName|onboardingData)Schema$/.test(
    name,
  );

describe("every request schema refuses what cannot be stored, naming the field", () => {
  const requestSchemas = (Object.entries(schemas) as [string, unknown][]).filter(
    ([name, value]) => value instanceof z.ZodType && isRequestSchema(name),
  );

  it("has a sample for each request schema (a new one must be added here)", () => {
    const missing = requestSchemas.map(([name]) => name).filter((n) => !(n in requestSamples) && !noFreeText.has(n));
    expect(missing).toEqual([]);
  });

  for (const [name, sample] of Object.entries(requestSamples)) {
    it(
      name,
      () => {
        const schema = (schemas as unknown as Record<string, z.ZodType>)[name];
        if (!schema) throw new Error(`${name} is not exported`);
        expect(schema.safeParse(sample).error?.issues).toBeUndefined();
        for (const path of stringLeaves(sample)) {
          for (const bad of ["a\u0000b", "a\ud83d"]) {
            const result = schema.safeParse(path.length === 0 ? bad : withLeaf(sample, path, bad));
            // Refused, or (a visitor's name flattens control characters to spaces) cleaned: never stored as sent.
            if (result.success) expect(findUnstorableText(result.data), `${name} at ${path.join(".")}`).toBeNull();
          }
        }
      },
      30_000,
    );
  }

  it("names the field in the message of a wrapped schema", () => {
    const schema = storableText(z.object({ items: z.array(z.object({ note: z.string() })) }));
    const issue = schema.safeParse({ items: [{ note: "ok" }, { note: "\u0000" }] }).error?.issues[0];
    expect(issue?.path).toEqual(["items", 1, "note"]);
    expect(schemaMessageText(issue?.message ?? "")).toBe(
      "items.1.note contains a character that cannot be saved (half of an emoji or a NUL character); remove it and try again.",
    );
  });
});
