// Types of the font-file generator, for the test that checks the generated table is current.
import type { GeneratedFontFamilies, GeneratedWholeFaces } from "../packages/themes/src/fonts/font-file-types";

export declare const fontSources: readonly {
  id: string;
  package: string;
  keys: string[];
  subsets: string[] | "numbered";
}[];
export declare function fontFilesTable(): GeneratedFontFamilies;
export declare function wholeFacesTable(): GeneratedWholeFaces;
