import { profileUrl, type PortfolioContent } from "./portfolio";

// What the renderer leaves out and what the builder marks: an item with nothing to name it is never published as an
// empty card. One definition, shared by the renderer (packages/themes) and the builder (apps/web).

const filled = (value: string | undefined) => !!value && value.trim() !== "";

type Item<K extends keyof PortfolioContent> = NonNullable<PortfolioContent[K]> extends readonly (infer T)[] ? T : never;

/** The list sections whose items can be empty, with the test that an item has something to show. */
export const itemHasContent = {
  skills: (skill: string) => filled(skill),
  projects: (p: PortfolioContent["projects"][number]) => filled(p.title),
  experience: (x: PortfolioContent["experience"][number]) => filled(x.title) || filled(x.company),
  education: (x: PortfolioContent["education"][number]) => filled(x.degree) || filled(x.school),
  testimonials: (t: PortfolioContent["testimonials"][number]) => filled(t.quote),
  services: (s: PortfolioContent["services"][number]) => filled(s.title),
  achievements: (a: PortfolioContent["achievements"][number]) => filled(a.title),
  skillGroups: (g: Item<"skillGroups">) => filled(g.name) || g.keywords.some(filled),
  // A profile needs a link: its own, or one made from the username on a well-known network.
  profiles: (p: Item<"profiles">) => filled(profileUrl(p.network, p.username, p.url)),
  volunteer: (v: Item<"volunteer">) => filled(v.organization) || filled(v.position),
  publications: (p: Item<"publications">) => filled(p.name),
  languages: (l: Item<"languages">) => filled(l.language),
  interests: (i: Item<"interests">) => filled(i.name),
  references: (r: Item<"references">) => filled(r.reference),
  certificates: (c: Item<"certificates">) => filled(c.name),
} as const;

/** A list section of the content whose items may be empty. */
export type ItemListSection = keyof typeof itemHasContent;

/** Whether an item of `section` is empty (true: it is not published, and the builder marks it). */
export function isItemEmpty<S extends ItemListSection>(section: S, item: Item<S>): boolean {
  return !(itemHasContent[section] as (value: Item<S>) => boolean)(item);
}

/** What the pre-publish checklist may name as missing (never blocking). */
export const publishChecklistItems = ["photo", "bio", "contact", "project"] as const;

/** One entry of the pre-publish checklist. */
export type PublishChecklistItem = (typeof publishChecklistItems)[number];

/** What a portfolio lacks that visitors look for: a photo, a bio, a way to be contacted, at least one project. */
export function missingBeforePublish(content: PortfolioContent): PublishChecklistItem[] {
  const p = content.personal;
  const social = Object.values(content.social ?? {}).some((v) => filled(v));
  const present: Record<PublishChecklistItem, boolean> = {
    photo: filled(p.profilePicture),
    bio: filled(p.bio) || filled(p.about),
    contact: filled(p.email) || filled(p.phone) || social || content.contactForm.enabled,
    project: content.projects.some(itemHasContent.projects),
  };
  return publishChecklistItems.filter((item) => !present[item]);
}
