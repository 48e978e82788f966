import {
  fullPortfolioFixture,
  nearEmptyPortfolioFixture,
  resumePortfolioFixture,
  socialNetworkNames,
  socialNetworks,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { buildPageModel } from "./build-page-model";
import { renderSite, type RenderOptions } from "./render";

const options: RenderOptions = {
  showPoweredBy: false,
  poweredByUrl: "https://foliocraft.example/",
  contactEndpoint: "https://foliocraft.example/api/public/contact/ama",
  year: 2026,
};
const ids = (content: PortfolioContent) => buildPageModel(content, options).sections.map((s) => s.id);
const html = (content: PortfolioContent, theme = "minimal") =>
  String(renderSite(content, { ...options, theme }).files[0]?.contents);

/** The full fixture with one empty item added to every list, between filled ones. */
function withEmptyItems(): PortfolioContent {
  const c = fullPortfolioFixture();
  c.skills.splice(1, 0, "  ");
  c.projects.splice(1, 0, {
    title: " ",
    description: "Orphan description",
    technologies: ["Orphan"],
    githubUrl: "",
    liveUrl: "https://orphan.example",
    imageUrl: "",
  });
  c.experience.splice(1, 0, { title: "", company: "", period: "2010 – 2011", description: "Orphan job" });
  c.education.splice(0, 0, { degree: "", school: "", period: "", description: "Orphan school" });
  c.testimonials.push({ name: "Orphan Name", title: "", company: "", quote: "", rating: 5 });
  c.services.push({ title: "", description: "Orphan service", icon: "Code" });
  c.achievements.push({ title: "", description: "Orphan award", date: "2020" });
  return c;
}

describe("the page model leaves nothing empty", () => {
  it("drops every item with nothing to name it, and keeps the others in order", () => {
    const page = buildPageModel(withEmptyItems(), options);
    const section = <Id extends string>(id: Id) => page.sections.find((s) => s.id === id);
    const count = (id: string) => {
      const s = section(id);
      return s && "items" in s ? s.items.length : 0;
    };
    const full = fullPortfolioFixture();
    expect(count("skills")).toBe(full.skills.length);
    expect(count("projects")).toBe(full.projects.length);
    expect(count("experience")).toBe(full.experience.length);
    expect(count("education")).toBe(full.education.length);
    expect(count("testimonials")).toBe(full.testimonials.length);
    expect(count("services")).toBe(full.services.length);
    expect(count("achievements")).toBe(full.achievements.length);
    for (const theme of ["minimal", "dark-minimal", "simple-elegant", "animated", "corporate"]) {
      expect(html(withEmptyItems(), theme)).not.toMatch(/Orphan/);
    }
  });

  it("keeps an entry that has only a company or only a school", () => {
    const c = nearEmptyPortfolioFixture();
    c.experience = [{ title: "", company: "Paystack", period: "", description: "" }];
    c.education = [{ degree: "", school: "University of Ghana", period: "", description: "" }];
    expect(ids(c)).toEqual(["experience", "education"]);
    expect(html(c)).toContain("Paystack");
  });

  it("leaves out a section whose items are all empty", () => {
    const c = nearEmptyPortfolioFixture();
    c.projects = [{ title: "", description: "x", technologies: [], githubUrl: "", liveUrl: "", imageUrl: "" }];
    c.testimonials = [{ name: "A", title: "", company: "", quote: " ", rating: 4 }];
    c.skills = ["", " "];
    c.hireMe = { enabled: true, sectionTitle: "", description: "", hourlyRate: "", availability: "", ctaLabel: "" };
    expect(ids(c)).toEqual([]);
    for (const theme of ["minimal", "dark-minimal", "simple-elegant", "creative-basic"]) {
      const page = html(c, theme);
      for (const id of ["projects", "testimonials", "skills", "hire-me"]) expect(page).not.toContain(`id="${id}"`);
      expect(page).toContain('id="contact"');
    }
  });
});

describe("social links", () => {
  it("name each network by the one shared list of brand names (the builder shows the same), Website translated", () => {
    const c = { ...fullPortfolioFixture(), language: "fr" as const };
    c.social = Object.fromEntries(socialNetworks.map((n) => [n, `https://${n}.example/ama`]));
    const labels = Object.fromEntries(
      buildPageModel(c, options)
        .contact.links.filter((l) => l.kind === "social")
        .map((l) => [l.network, l.label]),
    );
    expect(labels).toEqual({ website: "Site web", ...socialNetworkNames });
  });
});

describe("the résumé sections (issue 22)", () => {
  it("adds each non-empty résumé section after the core ones, in the default order", () => {
    expect(ids(resumePortfolioFixture())).toEqual([
      "about",
      "skills",
      "skill-groups",
      "projects",
      "experience",
      "education",
      "volunteer",
      "certificates",
      "publications",
      "languages",
      "interests",
      "references",
      "services",
      "achievements",
      "testimonials",
      "hire-me",
      "contact-form",
      "resume",
    ]);
    expect(ids(fullPortfolioFixture())).not.toContain("volunteer");
  });

  it("leaves out empty résumé items and sections, and localises their dates", () => {
    const c = { ...resumePortfolioFixture(), language: "fr" as const };
    c.languages = [{ language: " ", fluency: "C1" }];
    c.references = [{ name: "Kofi", reference: "" }];
    c.certificates = [
      { name: "AWS", issuer: "Amazon", date: "2021-11", url: "" },
      { name: "", issuer: "x", date: "", url: "" },
    ];
    const model = buildPageModel(c, options);
    expect(model.sections.map((s) => s.id)).not.toContain("languages");
    expect(model.sections.map((s) => s.id)).not.toContain("references");
    const certificates = model.sections.find((s) => s.id === "certificates");
    expect(certificates).toEqual({
      id: "certificates",
      heading: "Certifications",
      items: [{ title: "AWS", place: "Amazon", period: "nov. 2021", description: "" }],
    });
  });

  it("carries an entry's facts, bullet points, labels and own link", () => {
    const model = buildPageModel(resumePortfolioFixture(), options);
    const experience = model.sections.find((s) => s.id === "experience");
    expect(experience?.id === "experience" && experience.items[0]).toEqual({
      title: "Senior Engineer",
      place: "Paystack",
      period: "Apr 2021 – Present",
      description: "Payments APIs.",
      details: ["Lagos, Nigeria", "Online payments for Africa."],
      highlights: ["Cut checkout errors by 30%", "Led the move to TypeScript"],
      link: { href: "https://paystack.com", label: "paystack.com", emphasis: "secondary", kind: "entry" },
    });
    const project = model.sections.find((s) => s.id === "projects");
    expect(project?.id === "projects" && project.items[0]?.details).toEqual([
      "Mar 2022 – Present",
      "Accra Traders Union",
      "Lead developer",
      "Designer",
    ]);
    expect(model.contact.links.map((l) => l.label)).toContain("SoundCloud");
    // A profile given only a network and a username links to the address built for a well-known network.
    const c = { ...resumePortfolioFixture(), profiles: [{ network: "Keybase", username: "ama", url: "" }] };
    const keybase = buildPageModel(c, options).contact.links.find((l) => l.label === "Keybase");
    expect(keybase?.href).toBe("https://keybase.io/ama");
  });
});
