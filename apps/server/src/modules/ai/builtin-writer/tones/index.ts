import type { LanguageCode } from "@foliocraft/schemas";
import type { ToneBooks } from "../tone-phrasebook";
import { ar } from "./ar";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { hi } from "./hi";
import { it } from "./it";
import { ja } from "./ja";
import { pt } from "./pt";
import { zh } from "./zh";

/** The tones' sentences for each of the ten portfolio languages (a missing one fails the type-check). */
export const toneBooks: Record<LanguageCode, ToneBooks> = { en, es, fr, de, pt, it, zh, ja, ar, hi };
