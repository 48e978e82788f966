import { describe, expect, it } from "vitest";
import { schemaMessageText } from "./api-messages";
import { themeIds } from "./constants";
import {
  designStyles,
  onboardingDataSchema,
  onboardingInterestOptions,
  onboardingSkillOptions,
  onboardingSubmitSchema,
  themeForDesignStyle,
} from "./onboarding";

const valid = {
  name: "Ama",
  profession: "Designer",
  experience: "mid",
  skills: ["Figma"],
  interests: [],
  preferredStyle: "elegant",
};

describe("onboarding", () => {
  it("offers 33 skills, 16 interests and the five styles of spec §9", () => {
    expect(new Set(onboardingSkillOptions).size).toBe(33);
    expect(new Set(onboardingInterestOptions).size).toBe(16);
    expect(designStyles).toEqual(["minimal", "creative", "professional", "modern", "elegant"]);
  });
  it("requires name, profession, experience, at least one skill and a style; interests are optional", () => {
    expect(onboardingDataSchema.safeParse(valid).success).toBe(true);
    const issues = onboardingDataSchema.safeParse({ ...valid, name: " ", profession: "", skills: [] }).error?.issues;
    expect(issues?.map((i) => schemaMessageText(i.message))).toEqual([
      "Name is required",
      "Profession is required",
      "Choose at least one skill",
    ]);
    const style = onboardingDataSchema.safeParse({ ...valid, preferredStyle: "loud" }).error?.issues[0]?.message;
    expect(schemaMessageText(style ?? "")).toBe("Choose a design style");
    const tooMany = onboardingDataSchema.safeParse({ ...valid, skills: [...onboardingSkillOptions, "Elm"] });
    expect(schemaMessageText(tooMany.error?.issues[0]?.message ?? "")).toBe("Choose at most 33 skills");
  });
  it("accepts a skip or completed answers", () => {
    expect(onboardingSubmitSchema.safeParse({ skipped: true }).success).toBe(true);
    expect(onboardingSubmitSchema.safeParse({ data: valid }).success).toBe(true);
    expect(onboardingSubmitSchema.safeParse({}).success).toBe(false);
  });
  it("suggests an existing theme for every style", () => {
    for (const style of designStyles) expect(themeIds).toContain(themeForDesignStyle[style]);
  });
});
