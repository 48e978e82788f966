import { describe, expect, it } from "vitest";
import { asciiFileStem } from "./service";

describe("asciiFileStem", () => {
  it.each([
    ["Ama's Portfolio", "Amas-Portfolio"],
    ["Café Déjà Vu", "Cafe-Deja-Vu"],
    ["../../etc/passwd", "etc-passwd"],
    ['a"b;c\r\nd', "a-b-c-d"],
    ["✨✨✨", "portfolio"],
    ["", "portfolio"],
    ["...", "portfolio"],
    ["x".repeat(100), "x".repeat(60)],
  ])("%j → %j", (name, stem) => {
    expect(asciiFileStem(name)).toBe(stem);
  });
});
