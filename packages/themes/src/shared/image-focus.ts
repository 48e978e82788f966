import type { ImageFocus, PortfolioContent } from "@foliocraft/schemas";
import { contentHref, defaultAssetBase } from "../asset-links";

// The public page's CSP allows its one stylesheet (by hash) and no `style` attribute, so a picture's focal point
// cannot be written on its <img>: it becomes a rule of the stylesheet instead, which the public page, the live
// preview, the ZIP and every deploy all carry. The profile photo is the page's one `.avatar`; a project image is
// picked out by its address (`avatarImg`/`projectImg` in html.ts write exactly that `src`).

const position = (focus: ImageFocus) => `object-position:${round(focus.x)}% ${round(focus.y)}%`;

// Two decimals are finer than any screen's pixel and keep the stylesheet (and its CSP hash) stable.
const round = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 100) / 100;

const isCentre = (focus: ImageFocus | undefined) => !focus || (round(focus.x) === 50 && round(focus.y) === 50);

// contentHref escapes for an attribute; the DOM's `src` is the unescaped text.
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

// Every character but a letter or digit as a CSS escape: nothing in an address can end the string or the <style>.
const cssString = (value: string) =>
  `"${Array.from(value, (ch) => (/[A-Za-z0-9]/.test(ch) ? ch : `\\${ch.codePointAt(0)!.toString(16)} `)).join("")}"`;

/**
 * The stylesheet rules that keep each picture's focal point in view (`object-position`); empty when every picture
 * is centred, so pages without a focal point are byte-for-byte what they were.
 */
export function imageFocusCss(content: PortfolioContent, assetBase: string = defaultAssetBase): string {
  const rules: string[] = [];
  const photo = contentHref(content.personal.profilePicture, assetBase);
  const photoFocus = content.personal.profilePictureFocus;
  if (photo && photoFocus && !isCentre(photoFocus)) rules.push(`.avatar{${position(photoFocus)}}`);
  const seen = new Set<string>();
  for (const project of content.projects) {
    const src = contentHref(project.imageUrl, assetBase);
    if (!src || !project.imageFocus || isCentre(project.imageFocus)) continue;
    const selector = `.project-img[src=${cssString(unescapeAttribute(src))}]`;
    // The same picture in two projects: the first one's focal point, as a visitor reads them.
    if (seen.has(selector)) continue;
    seen.add(selector);
    rules.push(`${selector}{${position(project.imageFocus)}}`);
  }
  return rules.length ? `${rules.join("\n")}\n` : "";
}
