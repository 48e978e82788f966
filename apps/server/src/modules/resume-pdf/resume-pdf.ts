import type { PortfolioContent, ResumePdfOptions } from "@foliocraft/schemas";
import { buildResumeModel } from "./resume-model";
import { resumeFontStack } from "./resume-fonts";
import { resumeTemplate } from "./typst-template";
import type { TypstOutput, TypstRenderer } from "./typst-renderer";

/** Where the template finds the photo, when there is one. */
const photoPath = "/photo.jpg";

/**
 * The PDF résumé of `content` in the chosen design and paper size. `photo` is the profile photo as JPEG (already
 * decoded and cropped; absent when there is none, it did not decode, or the owner left it out).
 */
export async function renderResumePdf(
  renderer: TypstRenderer,
  content: PortfolioContent,
  options: ResumePdfOptions,
  photo?: Uint8Array,
): Promise<TypstOutput> {
  const model = buildResumeModel(content, options);
  const withPhoto = options.photo && photo !== undefined;
  const data = { ...model, fonts: resumeFontStack(content), photo: withPhoto ? photoPath : "" };
  const files: Record<string, Uint8Array> = { "/resume.json": new TextEncoder().encode(JSON.stringify(data)) };
  if (withPhoto) files[photoPath] = photo;
  return renderer.render(resumeTemplate, files);
}
