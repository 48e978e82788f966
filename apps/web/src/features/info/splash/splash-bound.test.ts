import { describe, expect, it } from "vitest";
import { currentEffectiveType, splashBoundMs } from "./splash-bound";

describe("splashBoundMs", () => {
  it("follows spec §9 per connection type", () => {
    expect(splashBoundMs("slow-2g")).toBe(9000);
    expect(splashBoundMs("2g")).toBe(9000);
    expect(splashBoundMs("3g")).toBe(7000);
    expect(splashBoundMs("4g")).toBe(6000);
  });

  it("is 5000 ms when the connection type is unknown", () => {
    expect(splashBoundMs(undefined)).toBe(5000);
    expect(splashBoundMs("wifi")).toBe(5000);
  });
});

describe("currentEffectiveType", () => {
  it("reads navigator.connection.effectiveType when the browser has it", () => {
    expect(currentEffectiveType({ connection: { effectiveType: "3g" } } as unknown as Navigator)).toBe("3g");
    expect(currentEffectiveType({} as Navigator)).toBeUndefined();
    expect(currentEffectiveType(undefined)).toBeUndefined();
  });
});
