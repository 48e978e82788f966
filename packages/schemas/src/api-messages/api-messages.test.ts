import { describe, expect, it } from "vitest";
import { apiMessage, apiMessages, formatApiParams } from "./index";

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
