import { z } from "zod";

/** The signed-in user as the web shell needs it (header, guard, Pro badge). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
  onboardingCompleted: z.boolean(),
  emailVerified: z.boolean(),
});

/** The signed-in user as the web shell needs it. */
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/session` answer: `user` is null when nobody is signed in. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });

/** `GET /api/session` answer. */
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
