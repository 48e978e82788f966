import { languageCodes } from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import en from "./en";
import type { ContentBlock, InfoContent } from "./types";

const modules = import.meta.glob<InfoContent>("./{en,es,fr,de,pt,it,zh,ja,ar,hi}.ts", {
  eager: true,
  import: "default",
});

/** Every translatable string with a path, and the shape of the content (block kinds and list lengths). */
function walk(content: InfoContent) {
  const texts = new Map<string, string>();
  const shape: string[] = [];
  const codes: string[] = [];
  const blocks = (path: string, list: ContentBlock[]) =>
    list.forEach((block, i) => {
      if ("p" in block) texts.set(`${path}.${i}.p`, block.p);
      else if ("h" in block) texts.set(`${path}.${i}.h`, block.h);
      else if ("ul" in block) block.ul.forEach((item, j) => texts.set(`${path}.${i}.ul.${j}`, item));
      else codes.push(block.code);
      shape.push(`${path}.${i}:${Object.keys(block)[0]}${"ul" in block ? block.ul.length : ""}`);
    });
  for (const [id, post] of Object.entries(content.posts)) {
    for (const field of ["title", "excerpt", "author"] as const) texts.set(`posts.${id}.${field}`, post[field]);
    shape.push(`posts.${id}.tags:${post.tags.length > 0}`);
    blocks(`posts.${id}`, post.content);
  }
  for (const [id, faq] of Object.entries(content.faqs)) {
    texts.set(`faqs.${id}.question`, faq.question);
    texts.set(`faqs.${id}.answer`, faq.answer);
    shape.push(`faqs.${id}.tags:${faq.tags.length > 0}`);
  }
  for (const [id, section] of Object.entries(content.docs)) {
    texts.set(`docs.${id}.title`, section.title);
    blocks(`docs.${id}`, section.blocks);
  }
  return { texts, shape, codes };
}

// Values these languages may share with English (a technical name, the same word).
const sameAsEnglishAllowed = new Set(["API"]);

const scriptOf: Record<string, RegExp> = {
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ar: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
};

describe("info page content", () => {
  const english = walk(en);

  it("exists for exactly the ten interface languages", () => {
    const codes = Object.keys(modules).map((path) => /\/(\w+)\.ts$/.exec(path)?.[1]);
    expect(codes.sort()).toEqual([...languageCodes].sort());
  });

  for (const code of languageCodes.filter((c) => c !== "en")) {
    describe(code, () => {
      const translated = walk(modules[`./${code}.ts`]!);

      it("has the same posts, questions, sections and block structure as English", () => {
        expect(translated.shape).toEqual(english.shape);
        expect([...translated.texts.keys()]).toEqual([...english.texts.keys()]);
        // Commands are the same in every language.
        expect(translated.codes).toEqual(english.codes);
      });

      it("translates every text (none left in English, none empty)", () => {
        const untranslated = [...english.texts].filter(([path, value]) => {
          const other = translated.texts.get(path) ?? "";
          return other.trim() === "" || (other === value && !sameAsEnglishAllowed.has(other));
        });
        expect(untranslated.map(([path]) => path)).toEqual([]);
      });

      if (scriptOf[code]) {
        it("writes every text in the language's script", () => {
          const foreign = [...translated.texts].filter(([, value]) => !scriptOf[code]!.test(value));
          expect(foreign.map(([path]) => path)).toEqual([]);
        });
      }
    });
  }
});
