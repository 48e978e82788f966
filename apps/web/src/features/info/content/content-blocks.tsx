import type { ContentBlock } from "./types";

/** Renders long-form text blocks; `headingLevel` is the level of sub-headings inside the article or section. */
export function ContentBlocks({ blocks, headingLevel = 2 }: { blocks: ContentBlock[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    // Long API paths must wrap on a phone rather than widen the page.
    <div className="flex min-w-0 flex-col gap-4 text-base leading-7 [overflow-wrap:anywhere] text-slate-700 dark:text-slate-300">
      {blocks.map((block, index) => {
        if ("p" in block) return <p key={index}>{block.p}</p>;
        if ("h" in block) {
          return (
            <Heading key={index} className="mt-4 text-xl font-semibold text-slate-950 dark:text-white">
              {block.h}
            </Heading>
          );
        }
        if ("ul" in block) {
          return (
            <ul key={index} className="list-disc space-y-2 ps-6">
              {block.ul.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          // Commands read left to right in every language.
          <pre
            key={index}
            dir="ltr"
            className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-start text-sm text-slate-100 dark:bg-slate-800"
          >
            <code>{block.code}</code>
          </pre>
        );
      })}
    </div>
  );
}
