import { emptyPortfolioContent } from "@foliocraft/schemas";
import { describe, expect, it, vi } from "vitest";
import { createLiveContent } from "./live-content";

describe("createLiveContent", () => {
  it("hands out the latest content and tells its listeners once per new content", () => {
    const first = emptyPortfolioContent();
    const live = createLiveContent(first);
    const listener = vi.fn();
    const stop = live.subscribe(listener);
    expect(live.get()).toBe(first);

    const second = { ...first, theme: "minimal" as const };
    live.set(second);
    live.set(second);
    expect(live.get()).toBe(second);
    expect(listener).toHaveBeenCalledTimes(1);

    stop();
    live.set(emptyPortfolioContent());
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
