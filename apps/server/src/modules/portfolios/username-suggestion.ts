import slugify from "@sindresorhus/slugify";
import { slugify as slugifyAnyScript } from "transliteration";
import { usernameSchema } from "@foliocraft/schemas";

/** Longest stem a suggestion keeps, leaving room for a "-NN" to tell it apart from a taken one. */
const stemMax = 27;

/**
 * A username stem from a person's name: Unicode transliterated to a–z, 0–9 and '-'. @sindresorhus/slugify knows
 * the European conventions (ü → ue, ß → ss, Ł → l) and Cyrillic, Greek, Arabic, Vietnamese; scripts it drops
 * (Chinese, Japanese, Korean, Devanagari) go through `transliteration` (张伟 → zhang-wei). Emoji and symbols vanish.
 * Returns "" when nothing readable is left.
 */
export function usernameStem(text: string): string {
  const tidy = (slug: string) =>
    slug
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .replace(/-{2,}/g, "-")
      .replace(/^-|-$/g, "");
  const european = tidy(slugify(text));
  // Some characters of the name were not understood when the slug is much shorter than the letters typed.
  const letters = [...text.replace(/[\s\p{P}\p{S}]/gu, "")].length;
  const slug = european.replace(/-/g, "").length * 2 >= letters ? european : tidy(slugifyAnyScript(text));
  // Cut at a word boundary where one is near, so "maria-fernanda-gonzalez-rodriguez" loses a whole word.
  if (slug.length <= stemMax) return slug;
  const cut = slug.slice(0, stemMax);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen >= 3 ? cut.slice(0, lastHyphen) : cut).replace(/-$/, "");
}

/**
 * Usernames to offer, best first: the name's stem, then numbered variants; the email's local part when the name
 * gives nothing usable. Each candidate obeys the username rules (reserved words and short stems are skipped).
 */
export function usernameCandidates(name: string, email: string): string[] {
  const stems = [usernameStem(name), usernameStem(email.split("@")[0] ?? "")].filter((s) => s.length > 0);
  const out: string[] = [];
  for (const stem of new Set(stems)) {
    const base = stem.length >= 3 ? [stem] : [];
    for (const name of [...base, ...Array.from({ length: 9 }, (_, i) => `${stem}-${i + 2}`)]) {
      const parsed = usernameSchema.safeParse(name);
      if (parsed.success && !out.includes(parsed.data)) out.push(parsed.data);
    }
  }
  return out;
}
