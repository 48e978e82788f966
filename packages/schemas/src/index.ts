/** Shared zod contracts and constants of Foliocraft: used by the web, the server and the themes. */
export * from "./constants";
export * from "./errors";
export * from "./health";
export * from "./session";
export * from "./contact";
export * from "./auth";
export * from "./portfolio";
export * from "./portfolio-api";
export * from "./onboarding";
export * from "./subscription";
export * from "./profile";
export * from "./json-resume";
export * from "./ai";
export * from "./payments";
export * from "./visitor-messages";
