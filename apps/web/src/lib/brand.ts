/** The product name: a brand, never translated. */
export const BRAND_NAME = "Foliocraft";
