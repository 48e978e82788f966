// A small reader of PDF content-stream syntax (also the syntax of a font's ToUnicode CMap): numbers, names, strings,
// arrays, dictionaries and operators, one at a time. pdf-actual-text.ts reads pages with it, pdf-fonts.ts CMaps.

/** A value of content-stream syntax; strings are kept as bytes (one latin1 character per byte). */
export type PdfValue =
  number | string | boolean | null | { name: string } | PdfValue[] | Map<string, PdfValue> | { op: string };

const whitespace = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const delimiters = new Set([..."()<>[]{}/%"].map((c) => c.charCodeAt(0)));
const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

/** A text string's characters: UTF-16BE after its byte-order mark, UTF-8 after its mark, else PDFDocEncoding. */
export function textOf(raw: string): string {
  const bytes = Buffer.from(raw, "latin1");
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString("utf16le");
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString("utf8");
  return raw;
}

/** Reads values and operators in order; `next()` gives undefined at the end or on a closing bracket. */
export class ContentReader {
  at = 0;
  constructor(private readonly s: string) {}

  private skipSpace() {
    for (;;) {
      while (this.at < this.s.length && whitespace.has(this.s.charCodeAt(this.at))) this.at++;
      if (this.s[this.at] !== "%") return;
      while (this.at < this.s.length && this.s[this.at] !== "\n" && this.s[this.at] !== "\r") this.at++;
    }
  }

  private literal(): string {
    let depth = 1;
    let out = "";
    this.at++;
    while (this.at < this.s.length) {
      const c = this.s[this.at++]!;
      if (c === "\\") {
        const next = this.s[this.at++] ?? "";
        if (/[0-7]/.test(next)) {
          let octal = next;
          while (octal.length < 3 && /[0-7]/.test(this.s[this.at] ?? "")) octal += this.s[this.at++];
          out += String.fromCharCode(parseInt(octal, 8) & 0xff);
        } else if (next === "\r") {
          if (this.s[this.at] === "\n") this.at++;
        } else if (next !== "\n") out += escapes[next] ?? next;
      } else if (c === "(") {
        depth++;
        out += c;
      } else if (c === ")") {
        if (--depth === 0) return out;
        out += c;
      } else out += c;
    }
    return out;
  }

  private hex(): string {
    const end = this.s.indexOf(">", this.at);
    const digits = this.s.slice(this.at + 1, end < 0 ? undefined : end).replace(/[^0-9a-f]/gi, "");
    this.at = end < 0 ? this.s.length : end + 1;
    const padded = digits.length % 2 ? `${digits}0` : digits;
    return Buffer.from(padded, "hex").toString("latin1");
  }

  private word(): string {
    const start = this.at;
    while (
      this.at < this.s.length &&
      !whitespace.has(this.s.charCodeAt(this.at)) &&
      !delimiters.has(this.s.charCodeAt(this.at))
    ) {
      this.at++;
    }
    return this.s.slice(start, this.at);
  }

  /** The next object or operator; undefined at the end (or on a closing bracket, for the caller). */
  next(): PdfValue | undefined {
    this.skipSpace();
    const c = this.s[this.at];
    if (c === undefined) return undefined;
    if (c === "(") return this.literal();
    if (c === "/") {
      this.at++;
      return { name: this.word() };
    }
    if (c === "[") {
      this.at++;
      const list: PdfValue[] = [];
      for (let v = this.next(); v !== undefined; v = this.next()) list.push(v);
      if (this.s[this.at] === "]") this.at++;
      return list;
    }
    if (c === "<" && this.s[this.at + 1] === "<") {
      this.at += 2;
      const dict = new Map<string, PdfValue>();
      for (let key = this.next(); key !== undefined; key = this.next()) {
        const value = this.next();
        if (typeof key === "object" && key !== null && "name" in key && value !== undefined) dict.set(key.name, value);
      }
      if (this.s.startsWith(">>", this.at)) this.at += 2;
      return dict;
    }
    if (c === "<") return this.hex();
    if (c === "]" || c === ">" || c === ")" || c === "{" || c === "}") {
      // A closing bracket ends the array or dictionary being read; a stray one is stepped over by the caller.
      return undefined;
    }
    const word = this.word();
    if (word === "") {
      this.at++;
      return this.next();
    }
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return Number(word);
    if (word === "true" || word === "false") return word === "true";
    if (word === "null") return null;
    return { op: word };
  }

  /** Steps over an inline image's data (after its ID operator, up to EI). */
  skipInlineImage() {
    const end = this.s.slice(this.at).search(/\sEI(?=[\s]|$)/);
    this.at = end < 0 ? this.s.length : this.at + end + 3;
  }

  /** Steps over one character the reader does not take as an object (a stray closing bracket). */
  skipStray() {
    this.at++;
  }

  get done() {
    return this.at >= this.s.length;
  }

  /** Each operator with the operands written before it, in order: how content streams and CMaps are laid out. */
  *operations(): Generator<{ op: string; operands: PdfValue[] }> {
    let operands: PdfValue[] = [];
    while (!this.done) {
      const value = this.next();
      if (value === undefined) {
        this.skipStray();
        continue;
      }
      if (typeof value !== "object" || value === null || !("op" in value)) {
        operands.push(value);
        continue;
      }
      yield { op: value.op, operands };
      operands = [];
    }
  }
}
