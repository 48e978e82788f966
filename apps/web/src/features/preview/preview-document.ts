import {
  localizeContent,
  portfolioLanguages,
  type LanguageCode,
  type PortfolioContent,
  type ThemeId,
} from "@foliocraft/schemas";
import { renderSite } from "@foliocraft/themes";

/** The screen sizes the preview can imitate, in CSS pixels (a common laptop, an iPad portrait, an iPhone). */
export const previewDevices = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 375, height: 740 },
} as const;

/** A device the preview imitates. */
export type PreviewDevice = keyof typeof previewDevices;

/** A device, or "fit": the page laid out at the preview's own width, at actual size. */
export type PreviewWidth = PreviewDevice | "fit";

/** The devices in the order the switcher shows them. */
export const previewDeviceIds = Object.keys(previewDevices) as PreviewDevice[];

export interface PreviewDocumentOptions {
  theme: ThemeId;
  /** The language version to show (one of the portfolio's translations); the primary when absent. */
  language?: LanguageCode | undefined;
  /** The copyright year in the footer (the renderer has no clock). */
  year: number;
  /** The "Powered by" footer link: shown on free plans, removable with Pro (spec §6). */
  showPoweredBy: boolean;
  poweredByUrl: string;
  /**
   * Where the contact form would post. The published page gets its real address; the preview only needs one so
   * an enabled form is drawn (the sandboxed frame never submits it).
   */
  contactEndpoint?: string;
}

// A preview is for looking, not for leaving: a click on an outside link would navigate the frame to a site that
// the app's CSP (frame-src falls back to 'self') refuses to show, leaving a broken page in the preview. In-page
// links (#projects, the skip link) keep working.
const previewOnlyCss = 'a[href]:not([href^="#"]){pointer-events:none}';

/**
 * The HTML of the live preview: the very page `renderSite` publishes, standalone (stylesheet and favicon inlined)
 * so it can be shown through `srcdoc` in a frame that loads nothing but the images. Pure: same input, same string.
 */
export function buildPreviewDocument(content: PortfolioContent, options: PreviewDocumentOptions): string {
  // Another language version (issue 21): the page that /p/{username}/{lang} publishes, translations with the primary
  // text where one is missing; a language the portfolio does not have shows the primary page.
  const lang = options.language;
  const shown =
    lang && lang !== content.language && portfolioLanguages(content).includes(lang)
      ? localizeContent(content, lang)
      : content;
  const { files } = renderSite(shown, {
    theme: options.theme,
    year: options.year,
    showPoweredBy: options.showPoweredBy,
    poweredByUrl: options.poweredByUrl,
    ...(options.contactEndpoint ? { contactEndpoint: options.contactEndpoint } : {}),
    // The Resume download section is drawn when it offers the generated PDF, as the published page will; the
    // preview's links are not followed, and the builder's own buttons preview the PDF itself.
    generatedResumeHref: "resume.pdf",
    standalone: true,
  });
  const html = files.find((file) => file.path === "index.html")?.contents;
  if (typeof html !== "string") throw new Error("renderSite returned no index.html");
  // The search engines' JSON-LD is for the published page; in a frame that may run no script, Chromium reports
  // each <script> it blocks (even a data block) as an error on the page around it.
  const page = html.replace(/<script type="application\/ld\+json">[^<]*<\/script>\n?/, "");
  const headEnd = page.indexOf("</head>");
  return `${page.slice(0, headEnd)}<style>${previewOnlyCss}</style>\n${page.slice(headEnd)}`;
}
