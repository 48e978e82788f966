import { z } from "zod";
import { analyticsBeaconFieldSchema } from "./analytics";
import { languageCodes, themeIds } from "./constants";
import { textField } from "./text";
import { defaultPortfolioStyle, portfolioStyleSchema } from "./portfolio-style";

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
      message: `${label} must be a link starting with http:// or https://`,
    },
  );

const imageMustBeHttps =
  "Use an image address that starts with https:// (images over http:// are blocked on your page).";

// An image is drawn on the public page, whose CSP (and every browser, on an https page) blocks http:// images:
// refused here, at input, rather than published broken. Our own uploads are same-origin.
const imageUrl = (label: string) =>
  url(label).refine((v) => v === "" || /^https:\/\//i.test(v) || assetPathPattern.test(v), {
    // The API message imageMustBeHttps, written out so the browser bundle needs no English catalog (a test keeps both equal).
    message: imageMustBeHttps,
  });

const focusAxis = (axis: string) =>
  z
    .number({ error: `Focal point ${axis} must be a number from 0 to 100` })
    .min(0, `Focal point ${axis} must be at least 0`)
    .max(100, `Focal point ${axis} must be at most 100`);

/**
 * Which point of a picture stays in view when a theme crops it to its frame (CSS `object-position`), in percent of
 * its width (x, from the left) and height (y, from the top). Optional on the content: absent is the centre, so
 * content saved before it existed needs no migration.
 */
export const imageFocusSchema = z.object({ x: focusAxis("x"), y: focusAxis("y") });

/** A picture's focal point in percent. */
export type ImageFocus = z.infer<typeof imageFocusSchema>;

/** The centre: where a picture is cropped around when it has no focal point. */
export const defaultImageFocus: Readonly<ImageFocus> = Object.freeze({ x: 50, y: 50 });

const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, `Add at most ${max} ${what}`);

const projectSchema = z.object({
  title: text("Project title", portfolioLimits.shortText),
  description: text("Project description", portfolioLimits.longText),
  technologies: list(text("Technology", portfolioLimits.skill), portfolioLimits.technologies, "technologies"),
  githubUrl: url("GitHub link"),
  liveUrl: url("Live demo link"),
  imageUrl: imageUrl("Project image"),
  imageFocus: imageFocusSchema.optional(),
});

const experienceSchema = z.object({
  title: text("Job title", portfolioLimits.shortText),
  company: text("Company", portfolioLimits.shortText),
  period: text("Period", 60),
  description: text("Description", portfolioLimits.longText),
});

const educationSchema = z.object({
  degree: text("Degree", portfolioLimits.shortText),
  school: text("School", portfolioLimits.shortText),
  period: text("Period", 60),
  description: text("Description", portfolioLimits.longText),
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
    .number({ error: "Rating must be a number from 1 to 5" })
    .int("Rating must be a whole number from 1 to 5")
    .min(1, "Rating must be at least 1")
    .max(5, "Rating must be at most 5"),
});

const serviceSchema = z.object({
  title: text("Service title", portfolioLimits.shortText),
  description: text("Service description", portfolioLimits.longText),
  icon: z.enum(serviceIcons, { error: "Choose an icon from the list" }),
});

const achievementSchema = z.object({
  title: text("Achievement title", portfolioLimits.shortText),
  description: text("Achievement description", portfolioLimits.longText),
  date: text("Date", 60),
});

const phone = textField("Phone", portfolioLimits.phone).regex(
  /^[0-9+()./\s-]*$/,
  "Phone may contain only digits, spaces and + ( ) - . /",
);

const email = textField("Email", portfolioLimits.email).refine((v) => v === "" || z.email().safeParse(v).success, {
  message: "Enter a valid email address",
});

/** Everything a portfolio holds (issue 5 item 1, spec §3): the builder's form, stored and rendered. */
export const portfolioContentSchema = z.object({
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
  resume: z.object({ enabled: z.boolean(), url: url("Resume link") }),
  theme: z.enum(themeIds, { error: "Choose a theme from the list" }).default("minimal"),
  seo: z.object({
    title: text("SEO title", 70),
    description: text("SEO description", 160),
  }),
  allowIndexing: z.boolean(),
  // Optional: contents saved before the flag existed stay valid (off).
  analyticsBeacon: analyticsBeaconFieldSchema.optional(),
  language: z.enum(languageCodes, { error: "Choose a supported language" }),
  // Defaulted: content saved before per-portfolio styling existed parses to the theme's own look.
  style: portfolioStyleSchema.default(defaultPortfolioStyle),
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
  };
}

export * from "./portfolio-style";

// Test fixtures live beside the schema so server, web and themes share one copy.
export * from "./portfolio-fixtures";
