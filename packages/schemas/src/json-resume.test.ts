import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatResumeDate, isJsonResume, portfolioContentFromJsonResume } from "./json-resume";
import { emptyPortfolioContent, portfolioContentSchema } from "./portfolio";
import { fullPortfolioFixture } from "./portfolio-fixtures";

const sample: unknown = JSON.parse(
  readFileSync(new URL("./fixtures/json-resume.sample.json", import.meta.url), "utf8"),
);

describe("portfolioContentFromJsonResume", () => {
  const content = portfolioContentFromJsonResume(sample);

  it("maps basics onto the personal details and social links", () => {
    expect(content.personal).toEqual({
      fullName: "Yaw Asante",
      title: "Frontend Engineer",
      bio: "",
      about:
        "Frontend engineer with eight years of experience building design systems and accessible web apps for fintech and health products.",
      email: "yaw.asante@example.com",
      phone: "+233 (24) 555-0198",
      location: "Accra, Greater Accra, GH",
      profilePicture: "https://avatars.example.com/yaw-asante.jpg",
    });
    expect(content.social).toEqual({
      website: "https://yawasante.dev",
      github: "https://github.com/yawasante",
      linkedin: "https://www.linkedin.com/in/yaw-asante",
      twitter: "https://x.com/yaw_codes",
    });
  });

  it("maps work (new and old field names) with periods and highlights", () => {
    expect(content.experience).toEqual([
      {
        title: "Senior Frontend Engineer",
        company: "Flutterwave",
        period: "Apr 2021 – Present",
        description:
          "Lead engineer of the merchant dashboard.\n• Cut the dashboard's load time by 60% with route-level code splitting\n• Built the shared React component library used by six teams",
      },
      {
        title: "Frontend Developer",
        company: "mPharma",
        period: "Sep 2017 – Mar 2021",
        description: "Built the pharmacy inventory web app.",
      },
    ]);
  });

  it("maps education, projects, skills and awards", () => {
    expect(content.education).toEqual([
      {
        degree: "BSc, Computer Engineering",
        school: "Kwame Nkrumah University of Science and Technology",
        period: "Sep 2013 – Jun 2017",
        description: "First Class · Algorithms, Human-Computer Interaction",
      },
    ]);
    expect(content.projects).toEqual([
      {
        title: "susu-ui",
        description:
          "An accessible React component library for mobile-money apps.\n• Used in production by three companies",
        technologies: ["React", "TypeScript", "Storybook"],
        githubUrl: "https://github.com/yawasante/susu-ui",
        liveUrl: "",
        imageUrl: "",
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
    // Group names and keywords, without case-insensitive duplicates ("typescript").
    expect(content.skills).toEqual([
      "Frontend",
      "TypeScript",
      "React",
      "CSS",
      "Accessibility",
      "Testing",
      "Playwright",
      "Vitest",
    ]);
    expect(content.achievements).toEqual([
      {
        title: "Best Fintech Hack",
        description: "Accra Hackathon — Mobile-money savings app built in 36 hours.",
        date: "Nov 2019",
      },
    ]);
  });

  it("produces content the shared schema accepts", () => {
    expect(portfolioContentSchema.safeParse(content).success).toBe(true);
  });

  it("keeps what the resume does not hold and does not change the base it was given", () => {
    const base = fullPortfolioFixture();
    const before = structuredClone(base);
    const merged = portfolioContentFromJsonResume({ basics: { name: "Yaw Asante" } }, base);
    expect(base).toEqual(before);
    expect(merged.personal.fullName).toBe("Yaw Asante");
    expect(merged.personal.title).toBe(base.personal.title);
    expect(merged.projects).toEqual(base.projects);
    expect(merged.services).toEqual(base.services);
    expect(merged.theme).toBe(base.theme);
  });

  it("cuts over-long text and lists to the content model's limits", () => {
    const merged = portfolioContentFromJsonResume({
      basics: { name: "x".repeat(500), email: "not an e-mail", url: "javascript:alert(1)" },
      skills: Array.from({ length: 150 }, (_, i) => ({ name: `Skill ${i}` })),
      projects: [{ name: "p", keywords: Array.from({ length: 40 }, (_, i) => `k${i}`) }],
    });
    expect(merged.personal.fullName).toHaveLength(120);
    expect(merged.personal.email).toBe("");
    expect(merged.social).toEqual({});
    expect(merged.skills).toHaveLength(100);
    expect(merged.projects[0]?.technologies).toHaveLength(30);
    expect(portfolioContentSchema.safeParse(merged).success).toBe(true);
  });

  it("ignores fields of the wrong type instead of failing", () => {
    const merged = portfolioContentFromJsonResume({
      basics: { name: 42, label: "Designer" },
      work: "none",
      skills: [null],
    });
    expect(merged.personal.fullName).toBe("");
    expect(merged.personal.title).toBe("Designer");
    expect(merged.experience).toEqual([]);
    expect(portfolioContentFromJsonResume("not a resume")).toEqual(emptyPortfolioContent());
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
