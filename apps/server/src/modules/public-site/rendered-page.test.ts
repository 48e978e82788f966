import { describe, expect, it } from "vitest";
import { pickEncoding } from "./rendered-page";

describe("pickEncoding (Accept-Encoding of the public page)", () => {
  it("prefers br, then gzip, when both are equally welcome", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("br, gzip")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
  });

  it("follows the quality values: q=0 refuses, a higher q wins", () => {
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("gzip, br;q=0.5")).toBe("gzip");
    expect(pickEncoding("br;q=0.2, gzip;q=0.8")).toBe("gzip");
    expect(pickEncoding("BR;Q=0.9, gzip;q=0.1")).toBe("br");
    expect(pickEncoding("br;q=0, gzip;q=0")).toBe("identity");
  });

  it("reads * as every encoding not named, and sends plain bytes to a client that names none", () => {
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("br;q=0, *")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("")).toBe("identity");
    expect(pickEncoding("deflate, zstd")).toBe("identity");
  });
});
