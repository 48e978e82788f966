import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { imageCropSchema } from "./image-crop";
import { analyticsBeaconFieldSchema } from "./analytics";
import { languageCodes, themeIds } from "./constants";
import { resumePdfOptionsSchema, resumeSources } from "./resume-pdf";
import { textField } from "./text";
import { defaultPortfolioStyle, portfolioStyleSchema } from "./portfolio-style";
import {
  schemaAtPattern,
  translationIssues,
  translationsSchema,
  type TranslatableFieldPattern,
} from "./portfolio-translations";

/** Lucide icon names a service may use (issue 5: a fixed set). */
export const serviceIcons = [
  "Code",
  "Globe",
  "Star",
  "Palette",
  "PenTool",
  "Smartphone",
  "Server",
  "Database",
  "Cloud",
  "Camera",
  "Megaphone",
  "BarChart",
  "Briefcase",
  "GraduationCap",
  "Heart",
  "Zap",
  "Shield",
  "Users",
  "Rocket",
  "Search",
] as const;

/** A service icon name. */
export type ServiceIcon = (typeof serviceIcons)[number];

/** Length and count limits of the content model, shared with the builder's hints. */
export const portfolioLimits = {
  shortText: 120,
  mediumText: 300,
  longText: 2000,
  aboutText: 5000,
  url: 2048,
  email: 254,
  phone: 40,
  skills: 100,
  skill: 60,
  projects: 50,
  technologies: 30,
  experience: 50,
  education: 30,
  testimonials: 50,
  services: 30,
  achievements: 50,
  volunteer: 30,
  publications: 50,
  languages: 30,
  interests: 30,
  references: 30,
  certificates: 50,
  skillGroups: 30,
  profiles: 30,
  highlights: 30,
  keywords: 30,
  courses: 30,
  roles: 10,
} as const;

// Limits count user-perceived characters (an emoji is one), and no field stores a lone surrogate or a NUL.
const text = textField;

/**
 * Files uploaded to this server are addressed by their content hash: `/assets/{sha256}.{webp|pdf}`. The path is
 * relative to the server, so the public page, the preview and the ZIP export (which bundles the file) all resolve it.
 */
export const assetPathPattern = /^\/assets\/[0-9a-f]{64}\.(?:webp|pdf)$/;

// Only web links and our own uploads are stored; mailto:/tel: are generated from the e-mail and phone fields.
const url = (label: string) =>
  textField(label, portfolioLimits.url).refine(
    (v) => v === "" || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(v) || assetPathPattern.test(v),
    {
      message: schemaMessage("fieldNotLink", { field: label }),
    },
  );

// An image is drawn on the public page, whose CSP (and every browser, on an https page) blocks http:// images:
// refused here, at input, rather than published broken. Our own uploads are same-origin.
const imageUrl = (label: string) =>
  url(label).refine((v) => v === "" || /^https:\/\//i.test(v) || assetPathPattern.test(v), {
    message: schemaMessage("imageMustBeHttps"),
  });

const focusAxis = (axis: string) =>
  z
    .number({ error: schemaMessage("focalPointRange", { axis }) })
    .min(0, schemaMessage("focalPointRange", { axis }))
    .max(100, schemaMessage("focalPointRange", { axis }));

/**
 * Which point of a picture stays in view when a theme crops it to its frame (CSS `object-position`), in percent of
 * its width (x, from the left) and height (y, from the top). Optional on the content: absent is the centre, so
 * content saved before it existed needs no migration.
 */
export const imageFocusSchema = z.object({
  x: focusAxis("x"),
  y: focusAxis("y"),
  /**
   * Set when the picture is a zoomed-in cut of an upload (image-crop.ts): the original and how it was cut, so the
   * builder can move or undo the crop. The picture's address is the cut; x and y are its focal point in the cut.
   */
  crop: imageCropSchema.optional(),
});

/** A picture's focal point in percent, and its crop when it was zoomed into. */
export type ImageFocus = z.infer<typeof imageFocusSchema>;

/** The centre: where a picture is cropped around when it has no focal point. */
export const defaultImageFocus: Readonly<ImageFocus> = Object.freeze({ x: 50, y: 50 });

const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, schemaMessage("listTooLong", { max, items: what }));

/**
 * A calendar date as JSON Resume writes it: a year, a year and month, or a full date ("2021", "2021-04",
 * "2021-04-01"). Items keep their dates beside the period people read, so an export gives back the exact dates an
 * import brought in; the period text stays what the page shows.
 */
export const resumeDatePattern = /^[1-2]\d{3}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;

const isoDate = (label: string) =>
  textField(label, 10).refine((v) => v === "" || resumeDatePattern.test(v), {
    message: schemaMessage("fieldNotDate", { field: label }),
  });

// The optional dates of a dated item (absent on content saved before they existed).
const dated = {
  startDate: isoDate("Start date").optional(),
  endDate: isoDate("End date").optional(),
};

/** Short bullet points of an item (JSON Resume's highlights), shown as a list under its description. */
const highlights = (what: string) =>
  list(text(`${what} highlight`, portfolioLimits.mediumText), portfolioLimits.highlights, "highlights").optional();

const projectSchema = z.object({
  title: text("Project title", portfolioLimits.shortText),
  description: text("Project description", portfolioLimits.longText),
  technologies: list(text("Technology", portfolioLimits.skill), portfolioLimits.technologies, "technologies"),
  githubUrl: url("GitHub link"),
  liveUrl: url("Live demo link"),
  imageUrl: imageUrl("Project image"),
  imageFocus: imageFocusSchema.optional(),
  // Optional: projects saved before these existed stay valid.
  period: text("Period", 60).optional(),
  ...dated,
  highlights: highlights("Project"),
  roles: list(text("Role", portfolioLimits.shortText), portfolioLimits.roles, "roles").optional(),
  /** Who the project was for ("Greenpeace", "Flutterwave"). */
  entity: text("Organisation", portfolioLimits.shortText).optional(),
  /** What kind of project it is ("application", "talk", "volunteering"). */
  type: text("Project type", 60).optional(),
});

const experienceSchema = z.object({
  title: text("Job title", portfolioLimits.shortText),
  company: text("Company", portfolioLimits.shortText),
  period: text("Period", 60),
  description: text("Description", portfolioLimits.longText),
  // Optional: entries saved before these existed stay valid.
  url: url("Company website").optional(),
  location: text("Location", portfolioLimits.shortText).optional(),
  /** What the company does (JSON Resume's work.description); the entry's own text is `description`. */
  companyDescription: text("About the company", portfolioLimits.mediumText).optional(),
  ...dated,
  highlights: highlights("Job"),
});

const educationSchema = z.object({
  degree: text("Degree", portfolioLimits.shortText),
  school: text("School", portfolioLimits.shortText),
  period: text("Period", 60),
  description: text("Description", portfolioLimits.longText),
  // Optional: entries saved before these existed stay valid.
  url: url("School website").optional(),
  /** The field of study and the kind of degree, when known apart from the degree's name. */
  area: text("Field of study", portfolioLimits.shortText).optional(),
  studyType: text("Kind of degree", portfolioLimits.shortText).optional(),
  /** A grade or result ("3.8 GPA", "First Class"). */
  score: text("Grade", 60).optional(),
  courses: list(text("Course", portfolioLimits.shortText), portfolioLimits.courses, "courses").optional(),
  ...dated,
});

const volunteerSchema = z.object({
  organization: text("Organisation", portfolioLimits.shortText),
  position: text("Role", portfolioLimits.shortText),
  url: url("Organisation website"),
  period: text("Period", 60),
  ...dated,
  description: text("Description", portfolioLimits.longText),
  highlights: highlights("Volunteering"),
});

const publicationSchema = z.object({
  name: text("Publication title", portfolioLimits.shortText),
  publisher: text("Publisher", portfolioLimits.shortText),
  /** As written or a JSON Resume date; the page shows it in the portfolio's language when it recognises it. */
  date: text("Date", 60),
  url: url("Publication link"),
  description: text("Description", portfolioLimits.longText),
});

/** How well someone speaks a language, in their own words ("Native speaker", "C1", "Conversational"). */
const languageSkillSchema = z.object({
  language: text("Language", 60),
  fluency: text("Fluency", 60),
});

const interestSchema = z.object({
  name: text("Interest", portfolioLimits.shortText),
  keywords: list(text("Keyword", portfolioLimits.skill), portfolioLimits.keywords, "keywords"),
});

const referenceSchema = z.object({
  name: text("Name", portfolioLimits.shortText),
  reference: text("Reference", portfolioLimits.longText),
});

const certificateSchema = z.object({
  name: text("Certificate", portfolioLimits.shortText),
  issuer: text("Issuer", portfolioLimits.shortText),
  date: text("Date", 60),
  url: url("Certificate link"),
});

/**
 * A group of skills with a level ("Web development", "Advanced", ["HTML", "CSS"]). The flat `skills` list stays
 * as it is (content saved before groups existed keeps every skill); a portfolio may have either or both.
 */
const skillGroupSchema = z.object({
  name: text("Skill group", portfolioLimits.shortText),
  level: text("Level", 60),
  keywords: list(text("Skill", portfolioLimits.skill), portfolioLimits.keywords, "skills in a group"),
});

/** The networks whose profile address is built from a username alone. */
export const profileUrlTemplates: Readonly<Record<string, (user: string) => string>> = {
  github: (u) => `https://github.com/${u}`,
  gitlab: (u) => `https://gitlab.com/${u}`,
  linkedin: (u) => `https://www.linkedin.com/in/${u}`,
  twitter: (u) => `https://x.com/${u}`,
  x: (u) => `https://x.com/${u}`,
  dribbble: (u) => `https://dribbble.com/${u}`,
  behance: (u) => `https://www.behance.net/${u}`,
  instagram: (u) => `https://www.instagram.com/${u}`,
  medium: (u) => `https://medium.com/@${u}`,
  devto: (u) => `https://dev.to/${u}`,
  "dev.to": (u) => `https://dev.to/${u}`,
  youtube: (u) => `https://www.youtube.com/@${u}`,
  soundcloud: (u) => `https://soundcloud.com/${u}`,
  keybase: (u) => `https://keybase.io/${u}`,
  codepen: (u) => `https://codepen.io/${u}`,
  facebook: (u) => `https://www.facebook.com/${u}`,
  tiktok: (u) => `https://www.tiktok.com/@${u}`,
  twitch: (u) => `https://www.twitch.tv/${u}`,
  reddit: (u) => `https://www.reddit.com/user/${u}`,
  bluesky: (u) => `https://bsky.app/profile/${u}`,
  npm: (u) => `https://www.npmjs.com/~${u}`,
};

/**
 * A profile's address: the one given, else built from the username for a known network ("" when neither). A
 * username is used only when it is a plain handle (letters, digits, `.`, `_`, `-`; a leading `@` is dropped).
 */
export function profileUrl(network: string, username: string, given = ""): string {
  if (given.trim()) return given.trim();
  const user = username.trim().replace(/^@/, "");
  const make = profileUrlTemplates[network.trim().toLowerCase().replace(/\s+/g, "")];
  return make && /^[\w.-]+$/.test(user) ? make(user) : "";
}

/** A profile on any network: its name as written, the username and the address (built for known networks). */
const profileSchema = z.object({
  network: text("Network", 60),
  username: text("Username", portfolioLimits.shortText),
  url: url("Profile link"),
});

/** Where someone is, in parts (JSON Resume's basics.location); `personal.location` is the line the page shows. */
const locationDetailSchema = z.object({
  address: text("Address", portfolioLimits.mediumText),
  postalCode: text("Postal code", 20),
  city: text("City", portfolioLimits.shortText),
  region: text("Region", portfolioLimits.shortText),
  countryCode: text("Country code", 10),
});

/** Social networks a portfolio may link, in display order. */
export const socialNetworks = [
  "website",
  "github",
  "linkedin",
  "twitter",
  "dribbble",
  "behance",
  "youtube",
  "instagram",
  "medium",
  "devto",
  "stackoverflow",
  "mastodon",
] as const;

/** A social network key. */
export type SocialNetwork = (typeof socialNetworks)[number];

/**
 * Each network's name as people see it, on the public page and in the builder: brand names, the same in every
 * language. "website" is a word, so it has none here: each place shows its own translation.
 */
export const socialNetworkNames: Readonly<Record<Exclude<SocialNetwork, "website">, string>> = {
  github: "GitHub",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  dribbble: "Dribbble",
  behance: "Behance",
  youtube: "YouTube",
  instagram: "Instagram",
  medium: "Medium",
  devto: "DEV",
  stackoverflow: "Stack Overflow",
  mastodon: "Mastodon",
};

const socialSchema = z.object({
  website: url("Website").optional(),
  github: url(socialNetworkNames.github).optional(),
  linkedin: url(socialNetworkNames.linkedin).optional(),
  twitter: url(socialNetworkNames.twitter).optional(),
  dribbble: url(socialNetworkNames.dribbble).optional(),
  behance: url(socialNetworkNames.behance).optional(),
  youtube: url(socialNetworkNames.youtube).optional(),
  instagram: url(socialNetworkNames.instagram).optional(),
  medium: url(socialNetworkNames.medium).optional(),
  devto: url(socialNetworkNames.devto).optional(),
  stackoverflow: url(socialNetworkNames.stackoverflow).optional(),
  mastodon: url(socialNetworkNames.mastodon).optional(),
});

const testimonialSchema = z.object({
  name: text("Name", portfolioLimits.shortText),
  title: text("Title", portfolioLimits.shortText),
  company: text("Company", portfolioLimits.shortText),
  quote: text("Quote", portfolioLimits.longText),
  rating: z
    .number({ error: schemaMessage("ratingRange") })
    .int(schemaMessage("ratingRange"))
    .min(1, schemaMessage("ratingRange"))
    .max(5, schemaMessage("ratingRange")),
});

const serviceSchema = z.object({
  title: text("Service title", portfolioLimits.shortText),
  description: text("Service description", portfolioLimits.longText),
  icon: z.enum(serviceIcons, { error: schemaMessage("iconChoice") }),
});

const achievementSchema = z.object({
  title: text("Achievement title", portfolioLimits.shortText),
  description: text("Achievement description", portfolioLimits.longText),
  date: text("Date", 60),
  /** Who gave the award (JSON Resume's awards.awarder); optional, as achievements saved before it existed. */
  awarder: text("Awarded by", portfolioLimits.shortText).optional(),
});

const phone = textField("Phone", portfolioLimits.phone).regex(/^[0-9+()./\s-]*$/, schemaMessage("phoneCharacters"));

const email = textField("Email", portfolioLimits.email).refine((v) => v === "" || z.email().safeParse(v).success, {
  message: schemaMessage("emailInvalid"),
});

/** Everything a portfolio holds (issue 5 item 1, spec §3): the builder's form, stored and rendered. */
const portfolioContentObjectSchema = z.object({
  personal: z.object({
    fullName: text("Full name", portfolioLimits.shortText),
    title: text("Title", portfolioLimits.shortText),
    bio: text("Bio", portfolioLimits.mediumText),
    about: text("About", portfolioLimits.aboutText),
    email,
    phone,
    location: text("Location", portfolioLimits.shortText),
    profilePicture: imageUrl("Profile picture"),
    profilePictureFocus: imageFocusSchema.optional(),
    locationDetail: locationDetailSchema.optional(),
  }),
  skills: list(text("Skill", portfolioLimits.skill), portfolioLimits.skills, "skills"),
  projects: list(projectSchema, portfolioLimits.projects, "projects"),
  experience: list(experienceSchema, portfolioLimits.experience, "experience entries"),
  education: list(educationSchema, portfolioLimits.education, "education entries"),
  social: socialSchema,
  hireMe: z.object({
    enabled: z.boolean(),
    sectionTitle: text("Section title", portfolioLimits.shortText),
    description: text("Description", portfolioLimits.longText),
    hourlyRate: text("Hourly rate", 60),
    availability: text("Availability", portfolioLimits.shortText),
    ctaLabel: text("Button label", 60),
  }),
  contactForm: z.object({
    enabled: z.boolean(),
    formTitle: text("Form title", portfolioLimits.shortText),
    description: text("Description", portfolioLimits.mediumText),
    successMessage: text("Success message", portfolioLimits.mediumText),
  }),
  testimonials: list(testimonialSchema, portfolioLimits.testimonials, "testimonials"),
  services: list(serviceSchema, portfolioLimits.services, "services"),
  achievements: list(achievementSchema, portfolioLimits.achievements, "achievements"),
  // The résumé sections JSON Resume has (issue 22). Optional: content saved before they existed parses unchanged.
  skillGroups: list(skillGroupSchema, portfolioLimits.skillGroups, "skill groups").optional(),
  profiles: list(profileSchema, portfolioLimits.profiles, "profiles").optional(),
  volunteer: list(volunteerSchema, portfolioLimits.volunteer, "volunteering entries").optional(),
  publications: list(publicationSchema, portfolioLimits.publications, "publications").optional(),
  languages: list(languageSkillSchema, portfolioLimits.languages, "languages").optional(),
  interests: list(interestSchema, portfolioLimits.interests, "interests").optional(),
  references: list(referenceSchema, portfolioLimits.references, "references").optional(),
  certificates: list(certificateSchema, portfolioLimits.certificates, "certificates").optional(),
  resume: z.object({
    enabled: z.boolean(),
    url: url("Resume link"),
    // Optional (issue 23): content saved before the generated résumé existed offers its link, as before.
    source: z.enum(resumeSources, { error: schemaMessage("resumeSourceChoice") }).optional(),
    pdf: resumePdfOptionsSchema.optional(),
  }),
  theme: z.enum(themeIds, { error: schemaMessage("themeChoice") }).default("minimal"),
  seo: z.object({
    title: text("SEO title", 70),
    description: text("SEO description", 160),
  }),
  allowIndexing: z.boolean(),
  // Optional: contents saved before the flag existed stay valid (off).
  analyticsBeacon: analyticsBeaconFieldSchema.optional(),
  language: z.enum(languageCodes, { error: schemaMessage("languageChoice") }),
  // Defaulted: content saved before per-portfolio styling existed parses to the theme's own look.
  style: portfolioStyleSchema.default(defaultPortfolioStyle),
  /**
   * The portfolio in other languages (issue 21): language → field path → translated text and the fingerprint of the
   * primary text it was made from (portfolio-translations.ts). Defaulted: content saved before it existed is a
   * one-language portfolio in `language`.
   */
  translations: translationsSchema.default({}),
});

// Each translatable field's own schema, looked up once: a translation is held to the limit of the field it translates.
const fieldSchemas = new Map<TranslatableFieldPattern, z.ZodType | undefined>();
const fieldSchemaOf = (pattern: TranslatableFieldPattern) => {
  if (!fieldSchemas.has(pattern)) fieldSchemas.set(pattern, schemaAtPattern(portfolioContentSchema, pattern));
  return fieldSchemas.get(pattern);
};

/** Everything a portfolio holds, its translations checked against the fields they translate. */
export const portfolioContentSchema = portfolioContentObjectSchema.superRefine((content, ctx) => {
  for (const issue of translationIssues(content, fieldSchemaOf)) {
    ctx.addIssue({ code: "custom", path: ["translations", ...issue.path], message: issue.message });
  }
});

/** Portfolio content after parsing. */
export type PortfolioContent = z.infer<typeof portfolioContentSchema>;
/** Portfolio content as sent by a client (theme may be omitted). */
export type PortfolioContentInput = z.input<typeof portfolioContentSchema>;
/** One project. */
export type PortfolioProject = PortfolioContent["projects"][number];
/** One testimonial. */
export type PortfolioTestimonial = PortfolioContent["testimonials"][number];
/** One service. */
export type PortfolioService = PortfolioContent["services"][number];
/** One volunteering entry. */
export type PortfolioVolunteer = NonNullable<PortfolioContent["volunteer"]>[number];
/** One publication. */
export type PortfolioPublication = NonNullable<PortfolioContent["publications"]>[number];
/** One language and its fluency. */
export type PortfolioLanguageSkill = NonNullable<PortfolioContent["languages"]>[number];
/** One interest. */
export type PortfolioInterest = NonNullable<PortfolioContent["interests"]>[number];
/** One reference. */
export type PortfolioReference = NonNullable<PortfolioContent["references"]>[number];
/** One certificate. */
export type PortfolioCertificate = NonNullable<PortfolioContent["certificates"]>[number];
/** One group of skills with its level. */
export type PortfolioSkillGroup = NonNullable<PortfolioContent["skillGroups"]>[number];
/** One social profile on any network. */
export type PortfolioProfile = NonNullable<PortfolioContent["profiles"]>[number];

/** A fresh, valid, empty portfolio (the builder's starting point). */
export function emptyPortfolioContent(): PortfolioContent {
  return {
    personal: { fullName: "", title: "", bio: "", about: "", email: "", phone: "", location: "", profilePicture: "" },
    skills: [],
    projects: [],
    experience: [],
    education: [],
    social: {},
    hireMe: { enabled: false, sectionTitle: "", description: "", hourlyRate: "", availability: "", ctaLabel: "" },
    contactForm: { enabled: false, formTitle: "", description: "", successMessage: "" },
    testimonials: [],
    services: [],
    achievements: [],
    resume: { enabled: false, url: "" },
    theme: "minimal",
    seo: { title: "", description: "" },
    allowIndexing: true,
    language: "en",
    style: defaultPortfolioStyle(),
    translations: {},
  };
}

export * from "./portfolio-style";
export * from "./portfolio-translations";

// Test fixtures live beside the schema so server, web and themes share one copy.
export * from "./portfolio-fixtures";
