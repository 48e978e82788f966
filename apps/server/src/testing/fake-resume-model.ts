import { parseResumeText } from "../modules/resume-import/parsers/resume-text/parse-resume-text";
import type { FakeOpenAiRequest } from "./fake-openai";

// The fake provider's "model" for résumé extraction (bench/resume-import.mjs, import tests): it reads only what the
// AI pass sends — the résumé's text and links in the user message — and answers a JSON Resume document built from
// them. It never sees the fixture the file was made from, so the bench's AI figure measures what survives the AI
// path (prompt, HTTP, schema validation, import); the reading itself is the rules', not a real model's skill.

const textHeading = "Résumé text:\n\n";
const linksHeading = "\n\nLinks in the file:\n";

/** The résumé text and links in the last user message of an extraction request. */
export function resumePromptOf(body: FakeOpenAiRequest["body"]): { lines: string[]; links: string[] } {
  const prompt = body.messages?.findLast((m) => m.role === "user" && m.content.startsWith(textHeading))?.content;
  if (prompt === undefined) return { lines: [], links: [] };
  const [text = "", links = ""] = prompt.slice(textHeading.length).split(linksHeading);
  return { lines: text.split("\n"), links: links.split("\n").filter(Boolean) };
}

/** The fake's answer to a résumé extraction request: a JSON Resume document read from the prompt alone. */
export function fakeResumeReply(body: FakeOpenAiRequest["body"]): string {
  return JSON.stringify(parseResumeText(resumePromptOf(body)).resume);
}
