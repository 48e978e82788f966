import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import type { ThemeId } from "./constants";
import { storableText } from "./text";

/** The 33 skills offered on onboarding step 2 (spec §9). */
export const onboardingSkillOptions = [
  "JavaScript",
  "TypeScript",
  "Python",
  "Java",
  "C#",
  "C++",
  "Go",
  "Rust",
  "PHP",
  "Ruby",
  "Swift",
  "Kotlin",
  "Dart",
  "HTML",
  "CSS",
  "React",
  "Vue",
  "Angular",
  "Svelte",
  "Next.js",
  "Node.js",
  "Django",
  "Flutter",
  "SQL",
  "MongoDB",
  "GraphQL",
  "Docker",
  "Kubernetes",
  "AWS",
  "Machine Learning",
  "UI/UX Design",
  "Figma",
  "Project Management",
] as const;

/** The 16 interests offered on onboarding step 2 (spec §9). */
export const onboardingInterestOptions = [
  "Web Development",
  "Mobile Apps",
  "Artificial Intelligence",
  "Data Science",
  "Cloud Computing",
  "DevOps",
  "Cybersecurity",
  "Blockchain",
  "Game Development",
  "Open Source",
  "UI Design",
  "Product Design",
  "Photography",
  "Writing",
  "Teaching",
  "Entrepreneurship",
] as const;

/** Design styles of onboarding step 3 (spec §9). */
export const designStyles = ["minimal", "creative", "professional", "modern", "elegant"] as const;

/** A design style. */
export type DesignStyle = (typeof designStyles)[number];

/** Experience levels of onboarding step 1. */
export const experienceLevels = ["student", "junior", "mid", "senior", "lead"] as const;

/** The theme the builder suggests for each onboarding style (a free theme, so everyone can publish it). */
export const themeForDesignStyle: Record<DesignStyle, ThemeId> = {
  minimal: "minimal",
  creative: "simple-elegant",
  professional: "minimal",
  modern: "dark-minimal",
  elegant: "simple-elegant",
};

/** Onboarding answers (spec §3 onboardingData, §5 required fields). Stored locally and on the profile. */
export const onboardingDataSchema = storableText(
  z.object({
    name: z
      .string({ error: schemaMessage("nameRequired") })
      .trim()
      .min(1, schemaMessage("nameRequired"))
      .max(100, schemaMessage("nameTooLong", { count: 100 })),
    profession: z
      .string({ error: schemaMessage("professionRequired") })
      .trim()
      .min(1, schemaMessage("professionRequired"))
      .max(120, schemaMessage("professionTooLong", { count: 120 })),
    experience: z.enum(experienceLevels, { error: schemaMessage("experienceChoice") }),
    skills: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(60, schemaMessage("skillTooLong", { count: 60 })),
      )
      .min(1, schemaMessage("skillsRequired"))
      .max(33, schemaMessage("skillsTooMany", { count: 33 })),
    interests: z.array(z.enum(onboardingInterestOptions, { error: schemaMessage("interestChoice") })).max(16),
    preferredStyle: z.enum(designStyles, { error: schemaMessage("designStyleChoice") }),
  }),
);

/** Onboarding answers. */
export type OnboardingData = z.infer<typeof onboardingDataSchema>;

/** `PUT /api/profile/onboarding` body: completed answers, or `skipped: true` (Skip marks onboarding done too). */
export const onboardingSubmitSchema = storableText(
  z.union([
    z.object({ skipped: z.literal(true) }),
    z.object({ skipped: z.literal(false).optional(), data: onboardingDataSchema }),
  ]),
);

/** `PUT /api/profile/onboarding` body. */
export type OnboardingSubmit = z.infer<typeof onboardingSubmitSchema>;
