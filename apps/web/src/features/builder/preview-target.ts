import type { PreviewTarget } from "../preview/preview-follow";
import type { SectionId } from "./sections/section-ids";

/**
 * Where each builder section shows on the page (the ids every theme gives its sections, packages/themes
 * page-model.ts): the basics are the hero at the top; the links and e-mail settings show in the contact block and
 * the form; search settings have no place of their own, so the preview shows the top.
 */
export const previewTargetOf: Record<SectionId, PreviewTarget> = {
  basics: null,
  about: "about",
  skills: "skills",
  projects: "projects",
  experience: "experience",
  education: "education",
  skillGroups: "skill-groups",
  volunteer: "volunteer",
  certificates: "certificates",
  publications: "publications",
  languages: "languages",
  interests: "interests",
  references: "references",
  social: "contact",
  hireMe: "hire-me",
  contactForm: "contact-form",
  email: "contact-form",
  testimonials: "testimonials",
  services: "services",
  achievements: "achievements",
  resume: "resume",
  settings: null,
};
