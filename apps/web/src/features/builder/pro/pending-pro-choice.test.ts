import { afterEach, describe, expect, it } from "vitest";
import { clearPendingProChoice, readPendingProChoice, savePendingProChoice } from "./pending-pro-choice";

const choice = {
  portfolioId: "p1",
  theme: "corporate",
  action: "publish",
  returnTo: "/generate?id=p1&step=export",
} as const;

describe("pending Pro choice", () => {
  afterEach(() => window.sessionStorage.clear());

  it("remembers the choice in this tab until it is cleared", () => {
    expect(readPendingProChoice()).toBeNull();
    savePendingProChoice(choice);
    expect(readPendingProChoice()).toEqual(choice);
    clearPendingProChoice();
    expect(readPendingProChoice()).toBeNull();
  });

  it.each([
    ["another site", { ...choice, returnTo: "https://evil.example/" }],
    ["a protocol-relative address", { ...choice, returnTo: "//evil.example/generate" }],
    ["an unknown theme", { ...choice, theme: "nope" }],
    ["an unknown action", { ...choice, action: "delete" }],
  ])("drops a stored value with %s", (_, value) => {
    window.sessionStorage.setItem("foliocraft.pendingProChoice", JSON.stringify(value));
    expect(readPendingProChoice()).toBeNull();
    expect(window.sessionStorage.getItem("foliocraft.pendingProChoice")).toBeNull();
  });

  it("drops what is not JSON", () => {
    window.sessionStorage.setItem("foliocraft.pendingProChoice", "{not json");
    expect(readPendingProChoice()).toBeNull();
  });
});
