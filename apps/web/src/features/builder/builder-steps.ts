/** The builder's steps (spec §4: portfolio info, theme, preview, export), then the final "Portfolio Created". */
export const builderSteps = ["info", "theme", "preview", "export"] as const;

/** A step, or the final screen. */
export type BuilderStep = (typeof builderSteps)[number] | "done";

/** The step named in the URL (`?step=`), the first one when missing or unknown. */
export function parseStep(value: string | null): BuilderStep {
  return value === "done" || (builderSteps as readonly string[]).includes(value ?? "")
    ? (value as BuilderStep)
    : "info";
}
