/**
 * The free plan's features (spec §6), as i18n keys under payments.features.free, plus the AI writer's daily
 * allowance (issue 20): the free plan has one too, so saying it is Pro only would be untrue.
 */
export const freeFeatures = ["templates", "customization", "export", "ai", "community", "analytics"] as const;

/** The Pro plan's features (spec §6), as i18n keys under payments.features.pro. */
export const proFeatures = ["templates", "ai", "deploy", "domain", "analytics", "support", "branding"] as const;
