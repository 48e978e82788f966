/** The builder's sections (spec §2 "Builder sections", plus search and language settings), in screen order. */
export const sectionIds = [
  "basics",
  "about",
  "skills",
  "projects",
  "experience",
  "education",
  "skillGroups",
  "volunteer",
  "certificates",
  "publications",
  "languages",
  "interests",
  "references",
  "social",
  "hireMe",
  "contactForm",
  "email",
  "testimonials",
  "services",
  "achievements",
  "resume",
  "settings",
] as const;

/** A builder section. */
export type SectionId = (typeof sectionIds)[number];

/** The section that shows a field, from the field's path ("projects.2.title" → projects). */
export function sectionOfPath(path: readonly (string | number)[]): SectionId {
  const [top, second] = path;
  switch (top) {
    case "personal":
      return second === "about" ? "about" : "basics";
    case "profiles":
      return "social";
    case "seo":
    case "allowIndexing":
    case "language":
    case "theme":
      return "settings";
    default:
      return (sectionIds as readonly unknown[]).includes(top) ? (top as SectionId) : "basics";
  }
}

/** Every path with an error in a react-hook-form error tree (leaves are objects with a `message`). */
export function errorPaths(errors: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof errors !== "object" || errors === null) return [];
  const node = errors as Record<string, unknown>;
  if (typeof node.message === "string" && typeof node.type === "string") return [prefix];
  return Object.entries(node).flatMap(([key, child]) =>
    key === "ref" || key === "root" ? [] : errorPaths(child, [...prefix, /^\d+$/.test(key) ? Number(key) : key]),
  );
}

/** How many fields of each section have an error. */
export function errorCountBySection(errors: unknown): Partial<Record<SectionId, number>> {
  const counts: Partial<Record<SectionId, number>> = {};
  for (const path of errorPaths(errors)) {
    const section = sectionOfPath(path);
    counts[section] = (counts[section] ?? 0) + 1;
  }
  return counts;
}
