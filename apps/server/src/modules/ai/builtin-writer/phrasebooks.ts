import type { LanguageCode } from "@foliocraft/schemas";
import type { Phrasebook } from "./phrasebook";
import { ar } from "./phrases-ar";
import { de } from "./phrases-de";
import { en } from "./phrases-en";
import { es } from "./phrases-es";
import { fr } from "./phrases-fr";
import { hi } from "./phrases-hi";
import { it } from "./phrases-it";
import { ja } from "./phrases-ja";
import { pt } from "./phrases-pt";
import { zh } from "./phrases-zh";

/** The built-in writer's phrasebook for each of the ten portfolio languages (a missing one fails the type-check). */
export const phrasebooks: Record<LanguageCode, Phrasebook> = { en, es, fr, de, pt, it, zh, ja, ar, hi };
