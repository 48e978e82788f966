import type { onboardingInterestOptions } from "@foliocraft/schemas";
import type { TFunction } from "i18next";

type Interest = (typeof onboardingInterestOptions)[number];

// The stored values stay English (the schema's lists); these are only how they read in the interface language.
// Technology names (JavaScript, React, Docker…) read the same everywhere and are shown as they are.
const skillKeys = {
  "Machine Learning": "machineLearning",
  "UI/UX Design": "uiUxDesign",
  "Project Management": "projectManagement",
} as const;

const interestKeys = {
  "Web Development": "webDevelopment",
  "Mobile Apps": "mobileApps",
  "Artificial Intelligence": "artificialIntelligence",
  "Data Science": "dataScience",
  "Cloud Computing": "cloudComputing",
  DevOps: "devops",
  Cybersecurity: "cybersecurity",
  Blockchain: "blockchain",
  "Game Development": "gameDevelopment",
  "Open Source": "openSource",
  "UI Design": "uiDesign",
  "Product Design": "productDesign",
  Photography: "photography",
  Writing: "writing",
  Teaching: "teaching",
  Entrepreneurship: "entrepreneurship",
} as const satisfies Record<Interest, string>;

/** A skill as shown: the translated name of a generic skill, else the skill as written. */
export function skillLabel(t: TFunction, skill: string): string {
  const key = Object.hasOwn(skillKeys, skill) ? skillKeys[skill as keyof typeof skillKeys] : null;
  return key ? t(`onboarding.skills.names.${key}`) : skill;
}

/** An interest as shown, in the interface language. */
export function interestLabel(t: TFunction, interest: Interest): string {
  return t(`onboarding.skills.interests.${interestKeys[interest]}`);
}
