import { describe, expect, it } from "vitest";
import {
  arabicPortfolioFixture,
  chinesePortfolioFixture,
  japanesePortfolioFixture,
  emptyPortfolioContent,
  fullPortfolioFixture,
  hindiPortfolioFixture,
  longTextPortfolioFixture,
  nearEmptyPortfolioFixture,
  portfolioContentSchema,
  portfolioLimits,
  profileUrl,
  resumePortfolioFixture,
  socialNetworkNames,
  socialNetworks,
  type PortfolioContent,
} from "./portfolio";
import { apiMessages, schemaMessageText } from "./api-messages";

const firstMessage = (value: unknown) => {
  const r = portfolioContentSchema.safeParse(value);
  expect(r.success).toBe(false);
  const message = r.error?.issues[0]?.message;
  return message === undefined ? undefined : schemaMessageText(message);
};

describe("portfolio content schema", () => {
  it("accepts the full fixture unchanged", () => {
    const full = fullPortfolioFixture();
    expect(portfolioContentSchema.parse(full)).toEqual(full);
  });

  it.each([
    ["Arabic", arabicPortfolioFixture],
    ["Hindi", hindiPortfolioFixture],
    ["Chinese", chinesePortfolioFixture],
    ["Japanese", japanesePortfolioFixture],
    ["long-text", longTextPortfolioFixture],
  ])("accepts the %s fixture unchanged", (_name, fixture) => {
    expect(portfolioContentSchema.parse(fixture())).toEqual(fixture());
  });

  it("accepts the near-empty fixture and the empty factory", () => {
    expect(portfolioContentSchema.safeParse(nearEmptyPortfolioFixture()).success).toBe(true);
    expect(portfolioContentSchema.safeParse(emptyPortfolioContent()).success).toBe(true);
  });

  it("accepts the résumé fixture (every JSON Resume section and field) unchanged", () => {
    const resume = resumePortfolioFixture();
    expect(portfolioContentSchema.parse(resume)).toEqual(resume);
  });

  it("parses content saved before the résumé sections existed unchanged (no new key appears)", () => {
    const old = fullPortfolioFixture();
    const parsed = portfolioContentSchema.parse(old);
    for (const key of ["volunteer", "publications", "languages", "interests", "references", "certificates"]) {
      expect(parsed).not.toHaveProperty(key);
    }
    expect(parsed.experience[0]).toEqual(old.experience[0]);
  });

  it.each([
    ["volunteer", portfolioLimits.volunteer, { organization: "A", position: "", url: "", period: "", description: "" }],
    ["publications", portfolioLimits.publications, { name: "A", publisher: "", date: "", url: "", description: "" }],
    ["languages", portfolioLimits.languages, { language: "Twi", fluency: "" }],
    ["interests", portfolioLimits.interests, { name: "Music", keywords: [] }],
    ["references", portfolioLimits.references, { name: "Kofi", reference: "" }],
    ["certificates", portfolioLimits.certificates, { name: "AWS", issuer: "", date: "", url: "" }],
    ["skillGroups", portfolioLimits.skillGroups, { name: "Web", level: "", keywords: [] }],
    ["profiles", portfolioLimits.profiles, { network: "Keybase", username: "ama", url: "" }],
  ])("limits %s to %i entries", (key, max, item) => {
    const ok = { ...fullPortfolioFixture(), [key]: Array.from({ length: max }, () => item) };
    expect(portfolioContentSchema.safeParse(ok).success).toBe(true);
    const tooMany = { ...fullPortfolioFixture(), [key]: Array.from({ length: max + 1 }, () => item) };
    expect(firstMessage(tooMany)).toMatch(/^Add at most \d+ /);
  });

  it("accepts JSON Resume dates only as YYYY, YYYY-MM or YYYY-MM-DD", () => {
    const withDate = (startDate: string) => {
      const c = fullPortfolioFixture();
      return { ...c, experience: [{ ...c.experience[0]!, startDate }] };
    };
    for (const ok of ["", "2021", "2021-04", "2021-04-30"]) {
      expect(portfolioContentSchema.safeParse(withDate(ok)).success).toBe(true);
    }
    for (const bad of ["Apr 2021", "2021-13", "2021-4", "21-04-01"]) {
      expect(firstMessage(withDate(bad))).toBe("Start date must be a date written as YYYY, YYYY-MM or YYYY-MM-DD");
    }
  });

  it("limits the new text fields by characters people see", () => {
    const c = fullPortfolioFixture();
    const long = "🎉".repeat(portfolioLimits.shortText);
    const ok = { ...c, languages: [{ language: "Twi", fluency: "" }], references: [{ name: long, reference: "" }] };
    expect(portfolioContentSchema.safeParse(ok).success).toBe(true);
    const tooLong = { ...c, references: [{ name: `${long}x`, reference: "" }] };
    expect(firstMessage(tooLong)).toBe("Name must be at most 120 characters");
  });

  it("builds a profile's address from the username for known networks only", () => {
    expect(profileUrl("SoundCloud", "ama-beats")).toBe("https://soundcloud.com/ama-beats");
    expect(profileUrl("X", "@ama")).toBe("https://x.com/ama");
    expect(profileUrl("Keybase", "ama", "https://keybase.io/ama")).toBe("https://keybase.io/ama");
    expect(profileUrl("Myspace", "ama")).toBe("");
    expect(profileUrl("GitHub", "not a handle")).toBe("");
  });

  it("defaults a missing theme to minimal", () => {
    const { theme: _theme, ...rest } = fullPortfolioFixture();
    expect(portfolioContentSchema.parse(rest).theme).toBe("minimal");
  });

  it("refuses an unknown theme", () => {
    expect(firstMessage({ ...fullPortfolioFixture(), theme: "nope" })).toBe("Choose a theme from the list");
  });

  it.each([
    ["projects", portfolioLimits.projects, "Add at most 50 projects"],
    ["skills", portfolioLimits.skills, "Add at most 100 skills"],
    ["experience", portfolioLimits.experience, "Add at most 50 experience entries"],
    ["education", portfolioLimits.education, "Add at most 30 education entries"],
    ["testimonials", portfolioLimits.testimonials, "Add at most 50 testimonials"],
    ["services", portfolioLimits.services, "Add at most 30 services"],
    ["achievements", portfolioLimits.achievements, "Add at most 50 achievements"],
  ] as const)("limits %s to %i", (key, max, message) => {
    const full = fullPortfolioFixture();
    const item = full[key][0];
    const atMax = { ...full, [key]: Array.from({ length: max }, () => item) };
    expect(portfolioContentSchema.safeParse(atMax).success).toBe(true);
    expect(firstMessage({ ...full, [key]: Array.from({ length: max + 1 }, () => item) })).toBe(message);
  });

  it("limits text lengths with a clear message", () => {
    const full = fullPortfolioFixture();
    full.personal.title = "x".repeat(121);
    expect(firstMessage(full)).toBe("Title must be at most 120 characters");
    const p = fullPortfolioFixture();
    p.projects[0]!.title = "x".repeat(121);
    expect(firstMessage(p)).toBe("Project title must be at most 120 characters");
    const s = fullPortfolioFixture();
    s.seo.description = "x".repeat(161);
    expect(firstMessage(s)).toBe("SEO description must be at most 160 characters");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>",
    "mailto:a@b.c",
    "ftp://x.y",
    "//evil.com",
  ])("refuses the URL %s", (bad) => {
    const full = fullPortfolioFixture();
    full.projects[0]!.liveUrl = bad;
    expect(firstMessage(full)).toBe("Live demo link must be a link starting with http:// or https://");
    const s = fullPortfolioFixture();
    s.social.github = bad;
    expect(firstMessage(s)).toMatch(/starting with http/);
    const r = fullPortfolioFixture();
    r.resume.url = bad;
    expect(firstMessage(r)).toMatch(/starting with http/);
  });

  it("names each social network other than the website by its brand, in its own messages too", () => {
    expect(Object.keys(socialNetworkNames).sort()).toEqual(socialNetworks.filter((n) => n !== "website").sort());
    expect(new Set(Object.values(socialNetworkNames)).size).toBe(socialNetworks.length - 1);
    const c = fullPortfolioFixture();
    c.social.twitter = "ftp://x.y";
    expect(firstMessage(c)).toMatch(/^X \(Twitter\) /);
  });

  it("refuses http:// images with the imageMustBeHttps message, and keeps https and uploads", () => {
    for (const set of [
      (c: PortfolioContent, v: string) => (c.personal.profilePicture = v),
      (c: PortfolioContent, v: string) => (c.projects[0]!.imageUrl = v),
    ]) {
      const bad = fullPortfolioFixture();
      set(bad, "http://example.com/me.webp");
      expect(firstMessage(bad)).toBe(apiMessages.imageMustBeHttps);
      for (const good of ["https://example.com/me.webp", `/assets/${"a".repeat(64)}.webp`, ""]) {
        const ok = fullPortfolioFixture();
        set(ok, good);
        expect(portfolioContentSchema.safeParse(ok).success).toBe(true);
      }
    }
  });

  it("keeps focal points optional and within 0–100 percent on both axes", () => {
    const ok = fullPortfolioFixture();
    expect(portfolioContentSchema.parse(ok).personal.profilePictureFocus).toBeUndefined();
    ok.personal.profilePictureFocus = { x: 0, y: 100 };
    ok.projects[0]!.imageFocus = { x: 33.3, y: 50 };
    expect(portfolioContentSchema.safeParse(ok).success).toBe(true);
    for (const focus of [
      { x: -1, y: 50 },
      { x: 50, y: 100.5 },
      { x: Number.NaN, y: 0 },
    ]) {
      const bad = fullPortfolioFixture();
      bad.projects[0]!.imageFocus = focus;
      expect(firstMessage(bad)).toMatch(/^Focal point [xy] must be/);
    }
    const missing = fullPortfolioFixture() as unknown as { personal: Record<string, unknown> };
    missing.personal.profilePictureFocus = { x: 10 };
    expect(firstMessage(missing as unknown as PortfolioContent)).toMatch(/^Focal point y must be/);
  });

  it("accepts http and https URLs and empty ones", () => {
    const full = fullPortfolioFixture();
    full.projects[0]!.liveUrl = "http://example.com/a?b=c#d";
    full.personal.profilePicture = "";
    expect(portfolioContentSchema.safeParse(full).success).toBe(true);
  });

  it.each([0, 6, 2.5])("refuses rating %s", (rating) => {
    const full = fullPortfolioFixture();
    full.testimonials[0]!.rating = rating;
    expect(firstMessage(full)).toMatch(/Rating must be/);
  });

  it.each([1, 5])("accepts rating %s", (rating) => {
    const full = fullPortfolioFixture();
    full.testimonials[0]!.rating = rating;
    expect(portfolioContentSchema.safeParse(full).success).toBe(true);
  });

  it("validates e-mail and phone", () => {
    const e = fullPortfolioFixture();
    e.personal.email = "not-an-email";
    expect(firstMessage(e)).toBe("Enter a valid email address");
    const p = fullPortfolioFixture();
    p.personal.phone = "<b>call</b>";
    expect(firstMessage(p)).toMatch(/Phone may contain only/);
  });

  it("refuses an unknown service icon and language", () => {
    const s = fullPortfolioFixture();
    (s.services[0] as { icon: string }).icon = "Bomb";
    expect(firstMessage(s)).toBe("Choose an icon from the list");
    expect(firstMessage({ ...fullPortfolioFixture(), language: "xx" })).toBe("Choose a supported language");
  });
});
