import { describe, expect, it } from "vitest";
import { isItemEmpty, missingBeforePublish } from "./portfolio-completeness";
import { fullPortfolioFixture, nearEmptyPortfolioFixture } from "./portfolio-fixtures";

describe("empty items", () => {
  it("are the ones with nothing to name them", () => {
    const project = fullPortfolioFixture().projects[0]!;
    expect(isItemEmpty("projects", project)).toBe(false);
    expect(isItemEmpty("projects", { ...project, title: "  " })).toBe(true);
    const job = { title: "", company: "", period: "2020", description: "x" };
    expect(isItemEmpty("experience", job)).toBe(true);
    expect(isItemEmpty("experience", { ...job, company: "Acme" })).toBe(false);
    expect(isItemEmpty("education", { degree: "", school: "", period: "", description: "x" })).toBe(true);
    expect(isItemEmpty("testimonials", { name: "Kofi", title: "", company: "", quote: "", rating: 5 })).toBe(true);
    expect(isItemEmpty("services", { title: "", description: "x", icon: "Code" })).toBe(true);
    expect(isItemEmpty("achievements", { title: "Won", description: "", date: "" })).toBe(false);
    expect(isItemEmpty("skills", " ")).toBe(true);
  });
});

describe("the pre-publish checklist", () => {
  it("names nothing for a complete portfolio", () => {
    expect(missingBeforePublish(fullPortfolioFixture())).toEqual([]);
  });

  it("names the photo, the bio, a way to be contacted and a project when they are missing", () => {
    expect(missingBeforePublish(nearEmptyPortfolioFixture())).toEqual(["photo", "bio", "contact", "project"]);
  });

  it("counts any one way to be contacted, and only projects that would be published", () => {
    const c = nearEmptyPortfolioFixture();
    c.social = { github: "https://github.com/kwame" };
    c.personal.about = "About me";
    c.projects = [{ title: "", description: "d", technologies: [], githubUrl: "", liveUrl: "", imageUrl: "" }];
    expect(missingBeforePublish(c)).toEqual(["photo", "project"]);
    const form = nearEmptyPortfolioFixture();
    form.contactForm.enabled = true;
    expect(missingBeforePublish(form)).not.toContain("contact");
  });
});
