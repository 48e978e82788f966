import type { LanguageCode } from "@foliocraft/schemas";
import { ar } from "./languages/ar";
import { de } from "./languages/de";
import { en } from "./languages/en";
import { es } from "./languages/es";
import { fr } from "./languages/fr";
import { hi } from "./languages/hi";
import { it } from "./languages/it";
import { ja } from "./languages/ja";
import { pt } from "./languages/pt";
import { zh } from "./languages/zh";
import type { RendererStrings } from "./strings";

export { fill, type RendererStrings } from "./strings";

/** The renderer's fixed texts in each portfolio language (packages/schemas constants.ts lists them). */
export const rendererDictionary: Record<LanguageCode, RendererStrings> = { en, es, fr, de, pt, it, zh, ja, ar, hi };

/** The texts for a portfolio's language; an unknown language (never stored, but the server's 404 has none) → English. */
export function rendererStrings(language: string | undefined): RendererStrings {
  return rendererDictionary[language as LanguageCode] ?? en;
}
