import packageJson from "../package.json" with { type: "json" };

/** The app's version, reported by /api/health and the OpenAPI document. */
export const appVersion: string = packageJson.version;
