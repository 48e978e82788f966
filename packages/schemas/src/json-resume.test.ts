import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import {
  applyResumeImport,
  formatResumeDate,
  isJsonResume,
  jsonResumeFromPortfolioContent,
  parsePeriod,
  portfolioContentFromJsonResume,
  readJsonResume,
} from "./json-resume";
import { emptyPortfolioContent, portfolioContentSchema, portfolioLimits } from "./portfolio";
import {
  arabicPortfolioFixture,
  chinesePortfolioFixture,
  fullPortfolioFixture,
  hindiPortfolioFixture,
  japanesePortfolioFixture,
  nearEmptyPortfolioFixture,
  resumePortfolioFixture,
} from "./portfolio-fixtures";
import { graphemeLength, isStorableText } from "./text";

const require = createRequire(import.meta.url);
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));

const sample = readJson(new URL("./fixtures/json-resume.sample.json", import.meta.url).pathname);
// The JSON Resume project's own schema and sample résumé, as published on npm (@jsonresume/schema).
const officialSchema = readJson(require.resolve("@jsonresume/schema/schema.json")) as object;
const officialSample = readJson(require.resolve("@jsonresume/schema/sample.resume.json")) as Record<string, unknown>;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validateResume = ajv.compile(officialSchema);

/** Every leaf of a JSON value with its path ("work.0.highlights.1"), empty strings left aside (they say nothing). */
function leaves(value: unknown, path = ""): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  return value === "" ? [] : [[path, value]];
}

const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

const fixtures = {
  full: fullPortfolioFixture,
  résumé: resumePortfolioFixture,
  "near-empty": nearEmptyPortfolioFixture,
  Arabic: arabicPortfolioFixture,
  Hindi: hindiPortfolioFixture,
  Chinese: chinesePortfolioFixture,
  Japanese: japanesePortfolioFixture,
};

describe("JSON Resume export", () => {
  it.each(Object.entries(fixtures))("the %s fixture exports a résumé the official schema accepts", (_name, make) => {
    const resume = jsonResumeFromPortfolioContent(make());
    expect(validateResume(resume), JSON.stringify(validateResume.errors)).toBe(true);
  });

  it.each(Object.entries(fixtures))("import(export(x)) gives back the %s fixture exactly", (_name, make) => {
    const content = portfolioContentSchema.parse(make());
    const exported = JSON.parse(JSON.stringify(jsonResumeFromPortfolioContent(content))) as unknown;
    const read = readJsonResume(exported);
    expect(read.notes).toEqual([]);
    expect(portfolioContentFromJsonResume(exported)).toEqual(content);
  });

  it("export(import(official sample)) keeps every value of the JSON Resume project's sample", () => {
    const content = portfolioContentFromJsonResume(officialSample);
    expect(portfolioContentSchema.safeParse(content).success).toBe(true);
    const exported = jsonResumeFromPortfolioContent(content);
    expect(validateResume(exported), JSON.stringify(validateResume.errors)).toBe(true);
    // `meta` describes the file itself (where it was published, when changed): the export writes its own.
    const { meta: _meta, $schema: _schema, ...resume } = officialSample;
    const values = leaves(resume);
    expect(values.length).toBeGreaterThan(80);
    const lost = values.filter(([path, value]) => at(exported, path) !== value);
    expect(lost).toEqual([]);
  });

  it("writes the sections JSON Resume has in their own places", () => {
    const resume = jsonResumeFromPortfolioContent(resumePortfolioFixture()) as Record<string, unknown[]>;
    expect(resume.work?.[0]).toMatchObject({
      name: "Paystack",
      position: "Senior Engineer",
      location: "Lagos, Nigeria",
      description: "Online payments for Africa.",
      url: "https://paystack.com",
      startDate: "2021-04-01",
      summary: "Payments APIs.",
      highlights: ["Cut checkout errors by 30%", "Led the move to TypeScript"],
    });
    expect(resume.work?.[0]).not.toHaveProperty("endDate");
    expect(resume.skills?.[0]).toEqual({ name: "Web development", level: "Expert", keywords: ["TypeScript", "React"] });
    expect(resume.languages).toEqual([
      { language: "English", fluency: "Native speaker" },
      { language: "Twi", fluency: "Native speaker" },
      { language: "French", fluency: "Conversational" },
    ]);
    expect(resume.education?.[0]).toMatchObject({ studyType: "BSc", area: "Computer Science", score: "First Class" });
  });

  it("writes a period in words as dates, and the words beside them", () => {
    const resume = jsonResumeFromPortfolioContent(fullPortfolioFixture()) as Record<string, unknown[]>;
    expect(resume.work?.[0]).toMatchObject({ startDate: "2021", period: "2021 – now" });
    expect(parsePeriod("Jan 2017 - Mar 2021")).toEqual({ startDate: "2017-01", endDate: "2021-03" });
    expect(parsePeriod("03/2019 – Present")).toEqual({ startDate: "2019-03" });
    expect(parsePeriod("Since forever")).toEqual({});
  });
});

describe("readJsonResume", () => {
  const read = readJsonResume(sample);
  const content = read.content;

  it("maps basics onto the personal details, every profile and the known networks' links", () => {
    expect(content.personal).toEqual({
      fullName: "Yaw Asante",
      title: "Frontend Engineer",
      bio: "",
      about:
        "Frontend engineer with eight years of experience building design systems and accessible web apps for fintech and health products.",
      email: "yaw.asante@example.com",
      phone: "+233 (24) 555-0198",
      location: "Accra, Greater Accra, GH",
      locationDetail: {
        address: "12 Liberation Road",
        postalCode: "GA-123",
        city: "Accra",
        region: "Greater Accra",
        countryCode: "GH",
      },
      profilePicture: "https://avatars.example.com/yaw-asante.jpg",
    });
    expect(content.social).toEqual({
      website: "https://yawasante.dev",
      github: "https://github.com/yawasante",
      linkedin: "https://www.linkedin.com/in/yaw-asante",
      twitter: "https://x.com/yaw_codes",
    });
    expect(content.profiles).toEqual([
      { network: "GitHub", username: "yawasante", url: "https://github.com/yawasante" },
      { network: "LinkedIn", username: "yaw-asante", url: "https://www.linkedin.com/in/yaw-asante" },
      { network: "X", username: "@yaw_codes", url: "https://x.com/yaw_codes" },
      { network: "Keybase", username: "yawasante", url: "https://keybase.io/yawasante" },
    ]);
  });

  it("keeps work (new and old field names) with dates, periods and highlights", () => {
    expect(content.experience).toEqual([
      {
        title: "Senior Frontend Engineer",
        company: "Flutterwave",
        period: "Apr 2021 – Present",
        startDate: "2021-04-01",
        description: "Lead engineer of the merchant dashboard.",
        url: "https://flutterwave.com",
        highlights: [
          "Cut the dashboard's load time by 60% with route-level code splitting",
          "Built the shared React component library used by six teams",
        ],
      },
      {
        title: "Frontend Developer",
        company: "mPharma",
        period: "Sep 2017 – Mar 2021",
        startDate: "2017-09",
        endDate: "2021-03",
        description: "Built the pharmacy inventory web app.",
      },
    ]);
  });

  it("keeps education, volunteering, awards, certificates, skills, languages, interests and references", () => {
    expect(content.education).toEqual([
      {
        degree: "BSc, Computer Engineering",
        school: "Kwame Nkrumah University of Science and Technology",
        period: "Sep 2013 – Jun 2017",
        startDate: "2013-09-01",
        endDate: "2017-06-30",
        description: "",
        url: "https://www.knust.edu.gh",
        studyType: "BSc",
        area: "Computer Engineering",
        score: "First Class",
        courses: ["Algorithms", "Human-Computer Interaction"],
      },
    ]);
    expect(content.volunteer).toEqual([
      {
        organization: "Code Club Ghana",
        position: "Mentor",
        url: "",
        period: "Jan 2019 – Present",
        startDate: "2019-01-01",
        description: "",
      },
    ]);
    expect(content.achievements).toEqual([
      {
        title: "Best Fintech Hack",
        description: "Mobile-money savings app built in 36 hours.",
        date: "2019-11-02",
        awarder: "Accra Hackathon",
      },
    ]);
    expect(content.certificates).toEqual([
      { name: "AWS Certified Developer", issuer: "Amazon", date: "2022-05-01", url: "" },
    ]);
    expect(content.skillGroups).toEqual([
      { name: "Frontend", level: "Master", keywords: ["TypeScript", "React", "CSS", "Accessibility"] },
      { name: "Testing", level: "", keywords: ["Playwright", "Vitest", "typescript"] },
    ]);
    expect(content.skills).toEqual([]);
    expect(content.languages).toEqual([{ language: "English", fluency: "Native speaker" }]);
    expect(content.interests).toEqual([{ name: "Music", keywords: ["Highlife", "Jazz"] }]);
    expect(content.references).toEqual([
      { name: "Ama Mensah", reference: "Yaw is the engineer you want on a hard deadline." },
    ]);
  });

  it("keeps projects with their dates and highlights, the link where it points", () => {
    expect(content.projects).toEqual([
      {
        title: "susu-ui",
        description: "An accessible React component library for mobile-money apps.",
        technologies: ["React", "TypeScript", "Storybook"],
        githubUrl: "https://github.com/yawasante/susu-ui",
        liveUrl: "",
        imageUrl: "",
        period: "Feb 2020 – Present",
        startDate: "2020-02",
        highlights: ["Used in production by three companies"],
      },
      {
        title: "Clinic Queue",
        description: "Walk-in queue display for clinics.",
        technologies: ["Svelte"],
        githubUrl: "",
        liveUrl: "https://clinicqueue.example.org",
        imageUrl: "",
      },
    ]);
  });

  it("lists the sections it holds and notes the phone extension it dropped", () => {
    expect(read.sections).toMatchObject({ personal: 1, experience: 2, education: 1, projects: 2, languages: 1 });
    expect(read.sections).not.toHaveProperty("portfolio");
    expect(read.notes).toEqual([{ path: "basics.phone", action: "shortened", reason: "invalidPhone" }]);
    expect(portfolioContentSchema.safeParse(content).success).toBe(true);
  });

  it("builds a profile's link from its username when the given one is a bare domain", () => {
    const { content: c } = readJsonResume({
      basics: {
        profiles: [
          { network: "Twitter", username: "neutralthoughts", url: "https://www.twitter.com" },
          { network: "SoundCloud", username: "dandymusicnl" },
        ],
      },
    });
    expect(c.social.twitter).toBe("https://x.com/neutralthoughts");
    expect(c.profiles).toEqual([
      { network: "Twitter", username: "neutralthoughts", url: "https://www.twitter.com" },
      { network: "SoundCloud", username: "dandymusicnl", url: "https://soundcloud.com/dandymusicnl" },
    ]);
  });

  it("shortens over-long text between characters and over-long lists, noting each with its limit", () => {
    const family = "🎉";
    const { content: c, notes } = readJsonResume({
      basics: {
        name: family.repeat(500),
        email: "not an e-mail",
        url: "javascript:alert(1)",
        image: "http://x.example/a.png",
      },
      skills: Array.from({ length: 150 }, (_, i) => ({ name: `Skill ${i}` })),
      projects: [{ name: "p", keywords: Array.from({ length: 40 }, (_, i) => `k${i}`) }],
    });
    expect(graphemeLength(c.personal.fullName)).toBe(portfolioLimits.shortText);
    expect(c.personal.fullName).toBe(family.repeat(portfolioLimits.shortText));
    expect(isStorableText(c.personal.fullName)).toBe(true);
    expect(c.personal.email).toBe("");
    expect(c.personal.profilePicture).toBe("");
    expect(c.social).toEqual({});
    expect(c.skills).toHaveLength(100);
    expect(c.projects[0]?.technologies).toHaveLength(30);
    expect(notes).toEqual(
      expect.arrayContaining([
        { path: "basics.name", action: "shortened", reason: "tooLong", limit: 120 },
        { path: "basics.email", action: "leftOut", reason: "invalidEmail" },
        { path: "basics.url", action: "leftOut", reason: "invalidLink" },
        { path: "basics.image", action: "leftOut", reason: "insecureImage" },
        { path: "skills", action: "shortened", reason: "tooMany", limit: 100 },
        { path: "projects.0.keywords", action: "shortened", reason: "tooMany", limit: 30 },
      ]),
    );
    expect(portfolioContentSchema.safeParse(c).success).toBe(true);
    // A family joined by ZWJ is one character of eleven code units: cut between families, never inside one.
    const joined = "👨‍👩‍👧‍👦";
    const { content: f } = readJsonResume({ basics: { name: joined.repeat(500) } });
    expect(f.personal.fullName).toBe(joined.repeat(f.personal.fullName.length / joined.length));
    expect(f.personal.fullName.length).toBeGreaterThan(0);
  });

  it("ignores fields of the wrong type instead of failing, and a bad date with a note", () => {
    const read = readJsonResume({
      basics: { name: 42, label: "Designer" },
      work: [{ position: "Dev", startDate: "last spring" }],
      skills: [null],
    });
    expect(read.content.personal.fullName).toBe("");
    expect(read.content.personal.title).toBe("Designer");
    expect(read.content.experience).toEqual([{ title: "Dev", company: "", period: "", description: "" }]);
    expect(read.notes).toEqual([{ path: "work.0.startDate", action: "leftOut", reason: "invalidDate" }]);
    expect(readJsonResume("not a resume").content).toEqual(emptyPortfolioContent());
  });

  it("refuses a broken portfolio block in meta with a note and reads the résumé all the same", () => {
    const read = readJsonResume({ basics: { name: "Ama" }, meta: { foliocraft: { version: 1, theme: "nope" } } });
    expect(read.content.personal.fullName).toBe("Ama");
    expect(read.notes).toEqual([{ path: "meta.foliocraft", action: "leftOut", reason: "invalidData" }]);
  });
});

describe("applyResumeImport", () => {
  const imported = readJsonResume(sample);

  it("replaces the sections the import holds and keeps the rest, without changing the base", () => {
    const base = fullPortfolioFixture();
    const before = structuredClone(base);
    const merged = applyResumeImport(base, readJsonResume({ basics: { name: "Yaw Asante" } }));
    expect(base).toEqual(before);
    expect(merged.personal.fullName).toBe("Yaw Asante");
    expect(merged.personal.title).toBe(base.personal.title);
    expect(merged.projects).toEqual(base.projects);
    expect(merged.services).toEqual(base.services);
    expect(merged.theme).toBe(base.theme);
  });

  it("merges section by section: items added after the existing ones, no item twice, empty fields filled", () => {
    const base = fullPortfolioFixture();
    const merged = applyResumeImport(base, imported, { experience: "merge", personal: "merge", projects: "skip" });
    expect(merged.experience.map((x) => x.company)).toEqual(["Paystack", "Hubtel", "Flutterwave", "mPharma"]);
    expect(merged.personal.fullName).toBe("Ama Mensah");
    expect(merged.personal.locationDetail?.city).toBe("Accra");
    expect(merged.projects).toEqual(base.projects);
    expect(merged.education.map((e) => e.school)).toEqual(["Kwame Nkrumah University of Science and Technology"]);
    const twice = applyResumeImport(merged, imported, { experience: "merge" });
    expect(twice.experience).toHaveLength(4);
    expect(portfolioContentSchema.safeParse(twice).success).toBe(true);
  });

  it("keeps a merged list within its limit", () => {
    const base = { ...fullPortfolioFixture(), skills: Array.from({ length: 99 }, (_, i) => `s${i}`) };
    const merged = applyResumeImport(base, readJsonResume({ skills: [{ name: "A" }, { name: "B" }] }), {
      skills: "merge",
    });
    expect(merged.skills).toHaveLength(100);
  });
});

describe("isJsonResume", () => {
  it("recognises a resume and refuses other JSON", () => {
    expect(isJsonResume(sample)).toBe(true);
    expect(isJsonResume({ personal: {} })).toBe(false);
    expect(isJsonResume([])).toBe(false);
    expect(isJsonResume(null)).toBe(false);
  });
});

describe("formatResumeDate", () => {
  it("formats ISO dates and keeps free text", () => {
    expect(formatResumeDate("2020-02")).toBe("Feb 2020");
    expect(formatResumeDate("2020-02-29")).toBe("Feb 2020");
    expect(formatResumeDate("2020")).toBe("2020");
    expect(formatResumeDate("Spring 2020")).toBe("Spring 2020");
  });
});
