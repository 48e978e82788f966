// The sentences the built-in writer can say, per language. Each slot holds several variants (the seeded chooser
// picks one) written so that they stay grammatical whatever the user's data is: no gendered adjectives or verbs
// about the person (a title is quoted as written, never agreed with), plurals handled in the language's own way.

/** Variants of a sentence that takes values from the user's data. */
export type Variants<T> = readonly ((values: T) => string)[];

/** Variants of a fixed sentence. */
export type Lines = readonly string[];

/** A replacement applied to a text being reworked. */
export type Rewrite = readonly [RegExp, string];

/** Everything the built-in writer says in one language. */
export interface Phrasebook {
  /** "A, B and C" in the language's own way. */
  list(items: readonly string[]): string;
  /** What goes between two sentences: a space, or nothing in Chinese and Japanese. */
  gap: string;

  /** The headline (the title field). */
  headline: {
    titleSkills: Variants<{ title: string; skills: string }>;
    titleLocation: Variants<{ title: string; location: string }>;
    skills: Variants<{ skills: string }>;
    name: Variants<{ name: string }>;
    empty: Lines;
  };

  /**
   * What is left of the person's sentences now that the tones write the bio and about text (tone-phrasebook.ts):
   * the skills sentence Improve may add, closings a rework recognises, and the texts for an empty portfolio.
   */
  person: {
    // `many` is false for a list of one, for languages whose verb agrees with it ("gehört"/"gehören").
    skills: Variants<{ skills: string; many: boolean }>;
    closing: Lines;
    emptyBio: Lines;
    emptyAbout: Lines;
  };

  /** Project lines Improve may add or a rework recognises, and the text for an empty project. */
  project: {
    techOnly: Variants<{ tech: string }>;
    live: Lines;
    code: Lines;
    empty: Lines;
  };

  /** The text for an empty experience entry. */
  experience: {
    empty: Lines;
  };

  /** One service's description. */
  service: {
    withTitle: Variants<{ service: string; title: string }>;
    plain: Variants<{ service: string }>;
    skills: Variants<{ skills: string }>;
    cta: Lines;
    empty: Lines;
  };

  /** The hire-me section's description. */
  hireMe: {
    withTitle: Variants<{ title: string }>;
    plain: Lines;
    services: Variants<{ services: string }>;
    skills: Variants<{ skills: string }>;
    availability: Variants<{ availability: string }>;
    rate: Variants<{ rate: string }>;
    cta: Lines;
  };

  /** Improve, shorten and tone on the user's own text. */
  rework: {
    /** A greeting at the start of a text ("Hi there!"), removed by the professional tone. */
    greeting: RegExp;
    /** Corrections every rework applies (English: a lone "i" is "I"). */
    fixes: readonly Rewrite[];
    /** Words that add nothing ("very", "really"), removed by improve and shorten. */
    fillers: readonly RegExp[];
    /** Hedges ("I think", "I try to"), removed or firmed up by the confident tone. */
    hedges: readonly Rewrite[];
    /** Casual forms made formal by the professional tone. */
    formal: readonly Rewrite[];
    /** Formal forms made casual by the friendly tone. */
    casual: readonly Rewrite[];
    friendlyOpenName: Variants<{ name: string }>;
    friendlyOpen: Lines;
    friendlyClose: Lines;
    friendlyCloseItem: Lines;
    confidentClose: Lines;
    confidentCloseItem: Lines;
  };
}

/** "A, B and C" with the platform's CLDR data for the language. */
export function listFormatter(language: string): (items: readonly string[]) => string {
  const format = new Intl.ListFormat(language, { type: "conjunction", style: "long" });
  return (items) => format.format(items);
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/**
 * Any of these words as whole words (with the space after them), in any script: JavaScript's `\b` only knows ASCII
 * letters, so the boundaries are written with Unicode letter, mark and number classes.
 */
export function wordsPattern(words: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${words.map(escape).join("|")})(?![\\p{L}\\p{M}\\p{N}])\\s*`, "giu");
}

/** Any of these phrases, for Chinese and Japanese, which do not separate words. */
export function phrasesPattern(phrases: readonly string[]): RegExp {
  return new RegExp(`(?:${phrases.map(escape).join("|")})`, "gu");
}
