import type { PageModel, PageSection, SectionOf } from "../page-model";

/** One drawing function per section id: a theme's own composition of each kind of section. */
export type SectionRenderers = { [Id in PageSection["id"]]: (section: SectionOf<Id>, page: PageModel) => string };

/** Draws the page's sections in order with a theme's renderers. */
export function renderSections(page: PageModel, renderers: SectionRenderers): string[] {
  return page.sections.map((section) =>
    (renderers[section.id] as (s: PageSection, p: PageModel) => string)(section, page),
  );
}
