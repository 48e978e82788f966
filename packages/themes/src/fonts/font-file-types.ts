/** One WOFF2 file: the weight(s) it covers, its name in the package, the hashed name we serve it under, its size. */
export interface GeneratedFontFile {
  /** CSS font-weight: "100 900" for a variable font, "400" for a static one. */
  weight: string;
  /** File name inside the package's files/ folder. */
  source: string;
  /** Immutable served name: the source name with a content hash. */
  name: string;
  bytes: number;
}

/** One fontsource subset (a unicode-range slice) of a family. */
export interface GeneratedFontSubset {
  subset: string;
  unicodeRange: string;
  files: GeneratedFontFile[];
}

/** The generated table: family id → package and subsets. */
export type GeneratedFontFamilies = Record<string, { package: string; subsets: GeneratedFontSubset[] }>;

/** One static face of a whole (unsliced) font: the source of a page's subset of that weight. */
export interface GeneratedWholeFace {
  /** CSS font-weight of the face. */
  weight: number;
  /** TrueType file inside the package. */
  source: string;
  /** The start of every subset's name: the family, the weight and the file's content hash. */
  stem: string;
  bytes: number;
}

/** The generated table of whole faces: family id → package and faces. */
export type GeneratedWholeFaces = Record<string, { package: string; faces: GeneratedWholeFace[] }>;
