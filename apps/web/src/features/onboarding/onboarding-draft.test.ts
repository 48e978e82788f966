import { describe, expect, it } from "vitest";
import {
  addCustomSkill,
  completedAnswers,
  draftFrom,
  emptyDraft,
  isStepComplete,
  maxSkills,
  toggled,
} from "./onboarding-draft";

const full = {
  name: "Ama",
  profession: "Designer",
  experience: "mid" as const,
  skills: ["Figma"],
  interests: ["Photography" as const],
  preferredStyle: "elegant" as const,
};

describe("isStepComplete (spec §5 required fields)", () => {
  it("step 0 needs a name and a profession, not just spaces", () => {
    expect(isStepComplete(0, emptyDraft())).toBe(false);
    expect(isStepComplete(0, { ...emptyDraft("Ama"), profession: "" })).toBe(false);
    expect(isStepComplete(0, { ...emptyDraft("  "), profession: "Designer" })).toBe(false);
    expect(isStepComplete(0, { ...emptyDraft("Ama"), profession: "Designer" })).toBe(true);
  });

  it("step 1 needs an experience level", () => {
    expect(isStepComplete(1, emptyDraft())).toBe(false);
    expect(isStepComplete(1, { ...emptyDraft(), experience: "lead" })).toBe(true);
  });

  it("step 2 needs at least one skill; interests are optional", () => {
    expect(isStepComplete(2, { ...emptyDraft(), interests: ["Writing"] })).toBe(false);
    expect(isStepComplete(2, { ...emptyDraft(), skills: ["Go"] })).toBe(true);
  });

  it("step 3 needs a design style; there is no step 4", () => {
    expect(isStepComplete(3, emptyDraft())).toBe(false);
    expect(isStepComplete(3, { ...emptyDraft(), preferredStyle: "modern" })).toBe(true);
    expect(isStepComplete(4, draftFrom(full))).toBe(false);
  });
});

describe("completedAnswers", () => {
  it("gives the trimmed answers once everything required is there, else null", () => {
    expect(completedAnswers(draftFrom({ ...full, name: "  Ama  " }))).toEqual(full);
    expect(completedAnswers({ ...draftFrom(full), preferredStyle: "" })).toBeNull();
    expect(completedAnswers({ ...draftFrom(full), skills: [] })).toBeNull();
  });
});

describe("addCustomSkill", () => {
  it("adds a trimmed skill once, ignoring case", () => {
    expect(addCustomSkill(["Go"], "  Technical   writing ")).toEqual(["Go", "Technical writing"]);
    expect(addCustomSkill(["Go", "Technical writing"], "technical WRITING")).toEqual(["Go", "Technical writing"]);
    expect(addCustomSkill(["Go"], "   ")).toEqual(["Go"]);
  });

  it("keeps to the schema's limits", () => {
    expect(addCustomSkill([], "x".repeat(61))).toEqual([]);
    const many = Array.from({ length: maxSkills }, (_, i) => `Skill ${i}`);
    expect(addCustomSkill(many, "One more")).toEqual(many);
  });
});

describe("toggled", () => {
  it("adds what is absent and removes what is present", () => {
    expect(toggled(["a"], "b")).toEqual(["a", "b"]);
    expect(toggled(["a", "b"], "a")).toEqual(["b"]);
  });
});
