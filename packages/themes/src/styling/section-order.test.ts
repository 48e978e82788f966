import { describe, expect, it } from "vitest";
import { portfolioSectionIds } from "@foliocraft/schemas";
import { completeSectionList, orderSections, renderedSection } from "./section-order";

const rendered = ["about", "skills", "projects", "experience", "contact"].map((id) => ({ id, html: `<${id}>` }));
const ids = (list: { id: string }[]) => list.map((s) => s.id);

describe("orderSections", () => {
  it("keeps the default order when nothing is chosen", () => {
    expect(ids(orderSections(rendered, []))).toEqual(["about", "skills", "projects", "experience", "contact"]);
  });

  it("puts listed sections first in their order; unlisted ones follow in the default order", () => {
    const prefs = [
      { id: "projects", visible: true },
      { id: "contact", visible: true },
    ] as const;
    expect(ids(orderSections(rendered, [...prefs]))).toEqual(["projects", "contact", "about", "skills", "experience"]);
  });

  it("drops hidden sections but never contact", () => {
    const prefs = [
      { id: "skills", visible: false },
      { id: "contact", visible: false },
      { id: "about", visible: true },
    ] as const;
    expect(ids(orderSections(rendered, [...prefs]))).toEqual(["contact", "about", "projects", "experience"]);
  });

  it("ignores preferences for sections that were not rendered and keeps unknown rendered ids at the end", () => {
    const extra = [...rendered, { id: "made-by-a-theme", html: "" }];
    expect(ids(orderSections(extra, [{ id: "testimonials", visible: true }]))).toEqual([
      "about",
      "skills",
      "projects",
      "experience",
      "contact",
      "made-by-a-theme",
    ]);
  });

  it("reads a section's id from its opening tag", () => {
    expect(renderedSection('<section id="hire-me" aria-labelledby="hire-me-h">…</section>').id).toBe("hire-me");
  });
});

describe("completeSectionList", () => {
  it("lists every section once: the chosen ones first, then the rest visible in the default order", () => {
    const list = completeSectionList([
      { id: "projects", visible: true },
      { id: "skills", visible: false },
      { id: "contact", visible: false },
    ]);
    expect(list.map((s) => s.id)).toHaveLength(portfolioSectionIds.length);
    expect(new Set(list.map((s) => s.id)).size).toBe(portfolioSectionIds.length);
    expect(list.slice(0, 4)).toEqual([
      { id: "projects", visible: true },
      { id: "skills", visible: false },
      { id: "contact", visible: true },
      { id: "about", visible: true },
    ]);
  });
});
