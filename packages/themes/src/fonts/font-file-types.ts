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
