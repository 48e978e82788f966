import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { languageCodes } from "./constants";
import { onboardingDataSchema } from "./onboarding";
import { subscriptionSummarySchema } from "./subscription";
import { isStorableText, storableCheck, storableText } from "./text";

// The contract of /api/profile (issue 4): what the dashboard and settings show, and what they may change.

/** Appearance choices: a fixed theme, or follow the system (spec §4: nothing stored). */
export const appearanceChoices = ["light", "dark", "system"] as const;

/** An appearance choice. */
export type AppearanceChoice = (typeof appearanceChoices)[number];

/** Preferences kept on the profile, so they follow the user to another device. */
export const profilePreferencesSchema = z.object({
  theme: z.enum(appearanceChoices, { error: schemaMessage("appearanceChoice") }),
  language: z.enum(languageCodes, { error: schemaMessage("interfaceLanguageChoice") }),
  notifications: z.boolean({ error: schemaMessage("notificationsOnOff") }),
});

/** Preferences kept on the profile. */
export type ProfilePreferences = z.infer<typeof profilePreferencesSchema>;

/** The preferences a new profile starts with. */
export const defaultProfilePreferences: ProfilePreferences = { theme: "system", language: "en", notifications: true };

/** The account's display name (the same rules as the sign-up name). */
export const displayNameSchema = z
  .string({ error: schemaMessage("nameRequired") })
  .trim()
  .refine(isStorableText, storableCheck("Name"))
  .min(1, schemaMessage("nameRequired"))
  .max(100, schemaMessage("nameTooLong", { count: 100 }));

/** `GET /api/profile`: the signed-in user's profile as the dashboard and settings need it. */
export const profileSchema = z.object({
  displayName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  plan: z.enum(["free", "pro"]),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
  username: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  /** The onboarding answers, or null when skipped (or never given). */
  onboardingData: onboardingDataSchema.nullable(),
  preferences: profilePreferencesSchema,
  portfoliosCreated: z.number().int(),
  deploymentsCount: z.number().int(),
  createdAt: z.iso.datetime(),
  lastActive: z.iso.datetime().nullable(),
  subscription: subscriptionSummarySchema,
});

/** The signed-in user's profile. */
export type Profile = z.infer<typeof profileSchema>;

/** `PATCH /api/profile` body: only what is sent changes; preferences merge key by key. */
export const profileUpdateSchema = storableText(
  z.object({
    displayName: displayNameSchema.optional(),
    preferences: profilePreferencesSchema.partial().optional(),
  }),
);

/** `PATCH /api/profile` body. */
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The providers an account can connect on the settings page (Netlify is connected from the deploy page). */
export const linkableProviders = ["github", "google"] as const;

/** A provider that can be connected from settings. */
export type LinkableProvider = (typeof linkableProviders)[number];

/** `GET /api/account/linked-accounts` answer: the ways this account signs in ("password" is the e-mail login). */
export const linkedAccountsSchema = z.object({
  accounts: z.array(z.object({ provider: z.string(), linkedAt: z.string() })),
});

/** `GET /api/account/linked-accounts` answer. */
export type LinkedAccounts = z.infer<typeof linkedAccountsSchema>;
