import {
  apiMessage,
  defaultProfilePreferences,
  onboardingDataSchema,
  profilePreferencesSchema,
  subscriptionState,
  type OnboardingSubmit,
  type Profile,
  type ProfilePreferences,
  type ProfileUpdate,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { ProfileRecord, ProfileRepository } from "../accounts/profile-repository";

// Stored preferences are JSON written over time: read each key on its own, so one bad or missing key (an older
// row, a language since removed) falls back to its default instead of failing the whole profile.
function readPreferences(stored: unknown): ProfilePreferences {
  const value = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  const shape = profilePreferencesSchema.shape;
  return {
    theme: shape.theme.safeParse(value.theme).data ?? defaultProfilePreferences.theme,
    language: shape.language.safeParse(value.language).data ?? defaultProfilePreferences.language,
    notifications: shape.notifications.safeParse(value.notifications).data ?? defaultProfilePreferences.notifications,
  };
}

/** The API view of a profile row (spec §3 fields the dashboard and settings use, §4 subscription state). */
export function toProfile(record: ProfileRecord, now: Date = new Date()): Profile {
  const { profile } = record;
  const state = subscriptionState(profile, now);
  return {
    displayName: record.name,
    email: record.email,
    emailVerified: record.emailVerified,
    plan: profile.plan,
    // Admins are always premium (spec §4), as in the session the header reads.
    isPremium: profile.isAdmin || profile.isPremium,
    isAdmin: profile.isAdmin,
    username: profile.username,
    onboardingCompleted: profile.onboardingCompleted,
    onboardingData: onboardingDataSchema.safeParse(profile.onboardingData).data ?? null,
    preferences: readPreferences(profile.preferences),
    portfoliosCreated: profile.portfoliosCreated,
    deploymentsCount: profile.deploymentsCount,
    createdAt: profile.createdAt.toISOString(),
    lastActive: profile.lastActive?.toISOString() ?? null,
    subscription: {
      status: state.status,
      daysRemaining: state.daysRemaining,
      subscriptionType: profile.subscriptionType,
      subscriptionEnd: profile.subscriptionEnd?.toISOString() ?? null,
    },
  };
}

/** The signed-in user's profile: read it, change the name and preferences, record onboarding. */
export function createProfileService(deps: { repository: ProfileRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function read(userId: string): Promise<Profile> {
    const record = await repository.record(userId);
    if (!record) throw new AppError("not-found", apiMessage("profileNotFound"));
    return toProfile(record, now());
  }

  return {
    get: read,

    async update(userId: string, changes: ProfileUpdate): Promise<Profile> {
      if (changes.displayName !== undefined) await repository.setDisplayName(userId, changes.displayName);
      const preferences = Object.fromEntries(
        Object.entries(changes.preferences ?? {}).filter(([, value]) => value !== undefined),
      ) as Partial<ProfilePreferences>;
      if (Object.keys(preferences).length > 0) await repository.mergePreferences(userId, preferences);
      return read(userId);
    },

    /** Completing stores the answers; skipping only marks onboarding done (issue 4: Skip goes on to the builder). */
    async submitOnboarding(userId: string, submit: OnboardingSubmit): Promise<Profile> {
      await repository.completeOnboarding(userId, "data" in submit ? submit.data : undefined);
      return read(userId);
    },
  };
}

/** The profile service. */
export type ProfileService = ReturnType<typeof createProfileService>;
