/** The free plan's features (spec §6), as i18n keys under payments.features.free. */
export const freeFeatures = ["templates", "customization", "export", "community", "analytics"] as const;

/** The Pro plan's features (spec §6), as i18n keys under payments.features.pro. */
export const proFeatures = ["templates", "ai", "deploy", "domain", "analytics", "support", "branding"] as const;
