/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { contactMessageInputSchema } from "../contact";
import { signUpInputSchema } from "../auth";
import { portfolioContentSchema } from "../portfolio";
import { fullPortfolioFixture } from "../portfolio-fixtures";
import { usernameSchema } from "../portfolio-api";
import { apiMessageIds, parseSchemaMessage, resolveSchemaMessage, schemaMessage } from "./index";

const firstIssue = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0];

describe("schema messages by catalog id", () => {
  it("name the catalog entry and its parameters in the issue's message, and read back", () => {
    expect(schemaMessage("nameRequired")).toBe("nameRequired");
    const ref = schemaMessage("fieldTooLong", { field: "GitHub link", count: 2048 });
    expect(parseSchemaMessage(ref)).toEqual({ id: "fieldTooLong", params: { field: "GitHub link", count: 2048 } });
  });

  it("leave plain English alone (a message that is not a reference resolves to nothing)", () => {
    expect(parseSchemaMessage("Invalid input: expected string")).toBeNull();
    expect(parseSchemaMessage('nameTooLong {"max":[1]}')).toBeNull();
    expect(resolveSchemaMessage("notAnId")).toBeNull();
  });

  it("carry the id of a failed check, and resolve to the English text API clients read", () => {
    const issue = firstIssue(
      contactMessageInputSchema.safeParse({ name: "", email: "a@b.co", subject: "Other", message: "Hi" }),
    );
    expect(issue?.path).toEqual(["name"]);
    expect(resolveSchemaMessage(issue!.message)).toEqual({ id: "nameRequired", params: {}, text: "Name is required" });

    const short = firstIssue(usernameSchema.safeParse("ab"));
    expect(resolveSchemaMessage(short!.message)).toEqual({
      id: "usernameTooShort",
      params: { count: 3 },
      text: "Username must be at least 3 characters",
    });
  });

  it("give the field's label and limit for a content field, and the refused-character message with the field", () => {
    const content = fullPortfolioFixture();
    const long = { ...content, personal: { ...content.personal, fullName: "a".repeat(121) } };
    const issue = firstIssue(portfolioContentSchema.safeParse(long));
    expect(resolveSchemaMessage(issue!.message)).toEqual({
      id: "fieldTooLong",
      params: { field: "Full name", count: 120 },
      text: "Full name must be at most 120 characters",
    });
    const broken = signUpInputSchema.safeParse({
      name: "a\u0000",
      email: "a@b.co",
      password: "secret1",
      confirmPassword: "secret1",
    });
    expect(resolveSchemaMessage(firstIssue(broken)!.message)?.id).toBe("textUnstorable");
  });

  it("use only ids of the catalog", () => {
    expect(apiMessageIds.length).toBeGreaterThan(100);
    for (const id of apiMessageIds) expect(parseSchemaMessage(id)?.id).toBe(id);
  });

  it("are the only messages the schemas write (English text in a check would reach people untranslated)", () => {
    // Every schema source of the package, found by name so a new one is never left out.
    const sources = import.meta.glob<string>(["../*.ts", "!../*.test.ts"], {
      eager: true,
      query: "?raw",
      import: "default",
    });
    expect(Object.keys(sources).length).toBeGreaterThan(30);
    const literal = String.raw`(?:"[^"]*"|'[^']*'|\`[^\`]*\`)`;
    const written = [
      // `{ error: "…" }`, `{ message: "…" }`, `ctx.addIssue({ …, message: \`…\` })`
      new RegExp(String.raw`\b(?:error|message)\s*:\s*` + literal, "g"),
      // `.max(100, "…")`, `.regex(/…/, "…")`, `.refine(check, "…")`: text as a check's last argument
      new RegExp(
        String.raw`\.(?:min|max|length|regex|refine|superRefine|gt|gte|lt|lte|multipleOf|startsWith|endsWith|includes)\((?:[^()]|\([^()]*\))*?,\s*` +
          literal +
          String.raw`\s*,?\s*\)`,
        "g",
      ),
      // `.int("…")`, `z.email("…")`: text as the only argument
      new RegExp(
        String.raw`\.(?:int|email|url|uuid|nonempty|positive|negative|nonnegative|nonpositive|finite|safe)\(\s*` +
          literal,
        "g",
      ),
    ];
    const found = Object.entries(sources).flatMap(([file, text]) =>
      written.flatMap((pattern) =>
        [...text.matchAll(pattern)].map((match) => `${file}: ${match[0].replace(/\s+/g, " ")}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
