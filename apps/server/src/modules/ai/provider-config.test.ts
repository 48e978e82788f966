import { describe, expect, it } from "vitest";
import { parseConfig } from "../../config";

// The AI lines of config.ts (AI_BASE_URL, AI_API_KEY, AI_MODEL).
describe("AI provider configuration", () => {
  it("is on only when all three variables are set", () => {
    expect(parseConfig({}).ai).toBeUndefined();
    expect(parseConfig({ AI_BASE_URL: "http://localhost:11434/v1", AI_MODEL: "llama3.2" }).ai).toBeUndefined();
    expect(
      parseConfig({ AI_BASE_URL: "http://localhost:11434/v1/", AI_API_KEY: "ollama", AI_MODEL: "llama3.2" }).ai,
    ).toEqual({ baseUrl: "http://localhost:11434/v1", apiKey: "ollama", model: "llama3.2", timeoutMs: 30_000 });
  });

  it("refuses a base URL that is not http(s)", () => {
    expect(() => parseConfig({ AI_BASE_URL: "ftp://x", AI_API_KEY: "k", AI_MODEL: "m" })).toThrow(/AI_BASE_URL/);
  });
});
