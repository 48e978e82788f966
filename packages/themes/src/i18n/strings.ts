/**
 * Every fixed text the renderer writes on a portfolio, in one language. Placeholders are `{name}`-style and filled
 * by `fill()`; the values are plain text (escaped where they are written). Brand names (GitHub, LinkedIn…) are not
 * here: they are the same in every language.
 */
export interface RendererStrings {
  /** Section headings. */
  sections: {
    about: string;
    skills: string;
    projects: string;
    experience: string;
    education: string;
    services: string;
    achievements: string;
    testimonials: string;
    hireMe: string;
    contactForm: string;
    resume: string;
    contact: string;
    /** Skills in groups with a level. */
    skillGroups: string;
    volunteer: string;
    certificates: string;
    publications: string;
    /** Languages the owner speaks. */
    languages: string;
    interests: string;
    references: string;
  };
  liveDemo: string;
  /** The label of a project's source link (a brand name in most languages). */
  sourceCode: string;
  downloadResume: string;
  getInTouch: string;
  rate: string;
  availability: string;
  website: string;
  noContact: string;
  /** The end of an ongoing period ("2021 – Present"). */
  present: string;
  /** Screen-reader text of a star rating: {rating} of {max}. */
  rated: string;
  /** The accessible name of a theme's in-page navigation. */
  sectionsNav: string;
  /** The accessible name of the list of the portfolio's languages (the switcher). */
  languageSwitcher: string;
  skipToContent: string;
  /** The control that stops a theme's looping motion (WCAG 2.2.2: pause, stop, hide). */
  pauseAnimation: string;
  /** A page with no name. */
  portfolio: string;
  /** The description fallback: {name}. */
  portfolioOf: string;
  /** {name} is the product's name. */
  poweredBy: string;
  form: {
    name: string;
    email: string;
    message: string;
    send: string;
    honeypot: string;
    success: string;
    invalid: string;
    tooMany: string;
    unavailable: string;
  };
  notFound: {
    title: string;
    text: string;
    /** {name}: the portfolio owner's name. */
    back: string;
  };
  /** The server's page for an unknown username: {username}. */
  portfolioNotFound: { title: string; text: string };
}

/** Fills `{name}` placeholders of a dictionary text. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
