import { z } from "zod";
import type { FastifyBaseLogger } from "fastify";
import type { ChatMessage, ProviderClient } from "../ai/provider-client";
import type { ResumeText } from "./parsers/resume-text/parse-resume-text";

// The AI pass of a PDF or Word résumé: the configured provider (OpenAI-compatible) is asked for a JSON Resume
// document, which must validate against the schema below; an invalid answer is sent back once with what was wrong,
// and a second invalid answer (or any provider failure) leaves the résumé to the rule-based parser.

const text = z.string().max(5000);
const texts = z.array(text).max(100);
const dates = { startDate: text.optional(), endDate: text.optional() };
const entry = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape).partial()).max(100);

/** What the provider must answer: the JSON Resume sections a résumé file holds. */
export const aiResumeSchema = z
  .object({
    basics: z
      .object({
        name: text,
        label: text,
        email: text,
        phone: text,
        url: text,
        summary: text,
        location: z.object({ city: text, region: text, countryCode: text }).partial(),
        profiles: entry({ network: text, username: text, url: text }),
      })
      .partial(),
    work: entry({ name: text, position: text, location: text, url: text, ...dates, summary: text, highlights: texts }),
    volunteer: entry({ organization: text, position: text, url: text, ...dates, summary: text, highlights: texts }),
    education: entry({
      institution: text,
      area: text,
      studyType: text,
      url: text,
      ...dates,
      score: text,
      courses: texts,
    }),
    projects: entry({ name: text, description: text, url: text, ...dates, highlights: texts, keywords: texts }),
    skills: entry({ name: text, level: text, keywords: texts }),
    languages: entry({ language: text, fluency: text }),
    certificates: entry({ name: text, issuer: text, date: text, url: text }),
    awards: entry({ title: text, awarder: text, date: text, summary: text }),
    publications: entry({ name: text, publisher: text, releaseDate: text, url: text, summary: text }),
    interests: entry({ name: text, keywords: texts }),
    references: entry({ name: text, reference: text }),
  })
  .partial()
  .strict();

/** The most résumé text sent to the provider (a few pages are far less). */
const maxPromptChars = 24_000;

const instructions = `You turn the text of a résumé into a JSON Resume document (https://jsonresume.org/schema).
Answer with one JSON object and nothing else: no explanation, no Markdown fence.
Keys allowed: basics, work, volunteer, education, projects, skills, languages, certificates, awards, publications, interests, references.
Dates are "YYYY", "YYYY-MM" or "YYYY-MM-DD"; an ongoing position has no endDate.
Keep every text in the résumé's own language, exactly as written; never invent anything that is not in the text.`;

/** The JSON object in an answer: the text itself, or the content of a Markdown fence around it. */
function jsonOf(answer: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/u.exec(answer)?.[1];
  return JSON.parse((fenced ?? answer).trim());
}

async function ask(provider: ProviderClient, messages: ChatMessage[]): Promise<string> {
  let answer = "";
  for await (const piece of await provider.complete(messages, { maxTokens: 4000, temperature: 0 })) answer += piece;
  return answer;
}

/** Why an answer was refused, for the provider's second try. */
function problemOf(answer: string): { resume?: z.infer<typeof aiResumeSchema>; problem?: string } {
  let value: unknown;
  try {
    value = jsonOf(answer);
  } catch {
    return { problem: "The answer was not valid JSON." };
  }
  const parsed = aiResumeSchema.safeParse(value);
  if (parsed.success) return { resume: parsed.data };
  const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
  return { problem: `The JSON does not match the schema: ${issues.join("; ")}.` };
}

/**
 * The résumé as the provider reads it, validated; undefined when the provider failed or answered invalid JSON
 * twice (the caller then uses the rule-based parser).
 */
export async function extractWithAi(
  provider: ProviderClient,
  resume: ResumeText,
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<z.infer<typeof aiResumeSchema> | undefined> {
  const body = resume.lines
    .map((l) => l.trim())
    .filter(Boolean)
    .join("\n")
    .slice(0, maxPromptChars);
  const links = resume.links.length ? `\n\nLinks in the file:\n${resume.links.slice(0, 50).join("\n")}` : "";
  const messages: ChatMessage[] = [
    { role: "system", content: instructions },
    { role: "user", content: `Résumé text:\n\n${body}${links}` },
  ];
  try {
    const first = await ask(provider, messages);
    const read = problemOf(first);
    if (read.resume) return read.resume;
    const retry = [
      ...messages,
      { role: "assistant" as const, content: first.slice(0, maxPromptChars) },
      { role: "user" as const, content: `${read.problem} Answer again with only the corrected JSON object.` },
    ];
    const second = problemOf(await ask(provider, retry));
    if (second.resume) return second.resume;
    log.warn({ problem: second.problem }, "résumé import: the AI provider answered invalid JSON twice; rules used");
  } catch (error) {
    log.warn({ err: error }, "résumé import: the AI provider failed; rules used");
  }
  return undefined;
}
