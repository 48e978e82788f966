/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { apiMessage, apiMessages, formatApiParams, isApiMessageId, resolveSchemaMessage, schemaMessage } from "./index";

describe("API messages", () => {
  it("fill their English text from typed parameters, writing durations with their unit", () => {
    expect(apiMessage("tooManyRequests", { seconds: 30 })).toEqual({
      id: "tooManyRequests",
      params: { seconds: 30 },
      text: "Too many requests. Please wait 30 seconds and try again.",
    });
    expect(apiMessage("tooManyRequests", { seconds: 1 }).text).toBe(
      "Too many requests. Please wait 1 second and try again.",
    );
    expect(apiMessage("visitorMessagesTooMany", { minutes: 5 }).text).toBe(
      "Too many messages from your address. Please wait 5 minutes and try again.",
    );
  });

  it("take the English plural form of their count", () => {
    expect(apiMessage("portfolioLimitReached", { count: 1 }).text).toBe(
      "You can keep up to 1 portfolio. Delete one you no longer need to create another.",
    );
    expect(apiMessage("portfolioLimitReached", { count: 3 })).toEqual({
      id: "portfolioLimitReached",
      params: { count: 3 },
      text: "You can keep up to 3 portfolios. Delete one you no longer need to create another.",
    });
    expect(resolveSchemaMessage(schemaMessage("skillTooLong", { count: 1 }))?.text).toBe(
      "A skill must be at most 1 character",
    );
    expect(isApiMessageId("skillTooLong")).toBe(true);
    expect(isApiMessageId("skillTooLong_one")).toBe(false);
  });

  it("write numbers in the language's way and keep strings as they are", () => {
    expect(formatApiParams({ maxFiles: 1000, provider: "GitHub", minutes: 2 }, "de")).toEqual({
      maxFiles: "1.000",
      provider: "GitHub",
      minutes: "2 Minuten",
    });
  });

  it("write every placeholder as {{name}}, and never leave a unit after a duration", () => {
    for (const [id, text] of Object.entries(apiMessages)) {
      // A broken placeholder ("{{ seconds }", "{seconds}}") would reach people as it is.
      expect(text.replace(/\{\{\w+\}\}/g, ""), id).not.toMatch(/\{\{|\}\}|\{\w+\}\}|\{\{\w+\}/);
      expect(text, id).not.toMatch(/\{\{(seconds|minutes)\}\} (seconds|minutes)/);
    }
  });
});

describe("API message ids", () => {
  it("are unique across the areas (a repeated id would silently replace another area's text)", async () => {
    // Every area file of this folder, found by name so a new area is never left out.
    const areas = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./index.ts"], {
      eager: true,
    });
    const ids = Object.values(areas).flatMap((module) =>
      Object.entries(module)
        .filter(([name, value]) => name.endsWith("Messages") && typeof value === "object" && value !== null)
        .flatMap(([, messages]) => Object.keys(messages as Record<string, string>)),
    );
    expect(Object.keys(areas).length).toBeGreaterThan(8);
    expect(ids.length).toBe(Object.keys(apiMessages).length);
  });
});
