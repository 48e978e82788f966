/**
 * API messages of the admin area (see ./index.ts): English, by stable id. Placeholders use i18next's {{name}}
 * syntax; the web's locales hold the same ids under `apiMessages` in all ten languages.
 */
export const adminMessages = {
  adminOnly: "Only administrators can do this.",
  incidentNotFound: "Incident not found",
  jobNotRetryable: "Job not found, or it is no longer waiting for a retry.",
  adminUserNotFound: "User not found",
  adminUserNotDowngradable: "User not found, or an administrator (administrators are always Pro).",
} as const satisfies Record<string, string>;
