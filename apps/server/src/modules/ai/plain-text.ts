import {
  aiFieldMaxLength,
  graphemeLength,
  truncateCodeUnits,
  truncateGraphemes,
  type AiField,
} from "@foliocraft/schemas";

// Model output becomes plain text before it reaches the field: no HTML tags, no Markdown markers, within the
// field's length. The streamed deltas are a preview cleaned chunk by chunk; the `done` event carries the whole
// answer cleaned in one piece, which is what the field keeps.

const tag = /<\/?[a-z][^<>]*>/giu;
const markdown = /\*\*|__|`+|^#{1,6}\s+/gmu;

/** The final text of an answer: no tags, no Markdown, no wrapping quotes, within the field's limit. */
export function cleanAnswer(raw: string, field: AiField): string {
  let text = raw.replace(tag, "").replace(markdown, "").replace(/\r\n?/gu, "\n");
  text = text.replace(/\n{3,}/gu, "\n\n").trim();
  const quoted = /^(["“«「『])([\s\S]*)(["”»」』])$/u.exec(text);
  if (quoted?.[2] && !/["“”«»「」『』]/u.test(quoted[2])) text = quoted[2].trim();
  if (field === "title") text = text.replace(/\s*\n+\s*/gu, " ").replace(/[.。।]+$/u, "");
  const max = aiFieldMaxLength[field];
  if (text.length <= max || graphemeLength(text) <= max) return text;
  // Cut at the last sentence end (or word) that fits rather than mid-word.
  // Cuts count characters people see, so an emoji at the limit stays whole.
  const cut = truncateGraphemes(text, max);
  const end = Math.max(...[".", "!", "?", "。", "！", "？", "।", "؟"].map((p) => cut.lastIndexOf(p)));
  if (end > max / 2) return cut.slice(0, end + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : truncateGraphemes(cut, max - 1)).trimEnd()}…`;
}

/**
 * Cleans streamed text chunk by chunk. A tag or Markdown marker split across chunks is held back until it is
 * complete; once the field's limit is reached it reports `full`, so the caller can stop the provider.
 */
export function createDeltaCleaner(field: AiField) {
  const max = aiFieldMaxLength[field];
  let pending = "";
  let emitted = 0;
  return {
    /** The part of this chunk that can be shown now. */
    push(chunk: string): string {
      pending += chunk;
      // Hold back from an unclosed "<" (a tag still arriving) or a trailing marker character.
      const open = pending.lastIndexOf("<");
      const holdFrom =
        open >= 0 && !pending.includes(">", open) && pending.length - open < 200
          ? open
          : pending.length - (/[*_`#]+$/u.exec(pending)?.[0].length ?? 0);
      const ready = pending.slice(0, holdFrom).replace(tag, "").replace(markdown, "");
      pending = pending.slice(holdFrom);
      const room = Math.max(0, max - emitted);
      const out = truncateCodeUnits(ready, room);
      emitted += out.length;
      return out;
    },
    /** Whatever was held back, at the end of the answer. */
    flush(): string {
      const out = truncateCodeUnits(pending.replace(tag, "").replace(markdown, ""), Math.max(0, max - emitted));
      pending = "";
      emitted += out.length;
      return out;
    },
    /** True once the field's limit has been reached. */
    get full(): boolean {
      return emitted >= max;
    },
  };
}
