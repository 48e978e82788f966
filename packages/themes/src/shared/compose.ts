import {
  resumeSectionIds,
  type PageModel,
  type PageSection,
  type ResumeSectionId,
  type SectionOf,
} from "../page-model";

type CoreSectionId = Exclude<PageSection["id"], ResumeSectionId>;

/**
 * One drawing function per section id: a theme's own composition of each kind of section. The résumé sections
 * (volunteering, certificates, languages…) are lists of entries like experience: a theme that draws none of its
 * own draws them with its experience renderer (its timeline, log or ledger), each under its own id and heading.
 */
export type SectionRenderers = { [Id in CoreSectionId]: (section: SectionOf<Id>, page: PageModel) => string } & {
  [Id in ResumeSectionId]?: (section: SectionOf<Id>, page: PageModel) => string;
};

const isResumeSection = (section: PageSection): section is SectionOf<ResumeSectionId> =>
  (resumeSectionIds as readonly string[]).includes(section.id);

/** Draws the page's sections in order with a theme's renderers. */
export function renderSections(page: PageModel, renderers: SectionRenderers): string[] {
  return page.sections.map((section) => {
    const own = renderers[section.id] as ((s: PageSection, p: PageModel) => string) | undefined;
    if (own) return own(section, page);
    if (isResumeSection(section)) {
      // Drawn like experience (same shape of items), under the résumé section's own id and heading.
      return (renderers.experience as (s: PageSection, p: PageModel) => string)(section, page);
    }
    return "";
  });
}
