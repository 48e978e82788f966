import { describe, expect, it } from "vitest";
import { usernameCandidates, usernameStem } from "./username-suggestion";

describe("usernameStem", () => {
  it.each([
    ["Ama Mensah", "ama-mensah"],
    ["José Álvarez-Núñez", "jose-alvarez-nunez"],
    ["Jürgen Größe", "juergen-groesse"],
    ["Łukasz Żółw", "lukasz-zolw"],
    ["Дмитрий Иванов", "dmitriy-ivanov"],
    ["Nguyễn Văn Anh", "nguyen-van-anh"],
    ["Zoë O'Brien", "zoe-o-brien"],
    // Scripts the first library drops go through the second.
    ["张伟", "zhang-wei"],
    ["やまだ たろう", "yamada-tarou"],
    ["अमित शर्मा", "amit-shrmaa"],
    ["😀 🎉", ""],
  ])("%s → %s", (name, stem) => {
    expect(usernameStem(name)).toBe(stem);
  });

  it("keeps whole words within 27 characters", () => {
    expect(usernameStem("Maria Fernanda González Rodríguez")).toBe("maria-fernanda-gonzalez");
    expect(usernameStem("Wolfeschlegelsteinhausenbergerdorff")).toBe("wolfeschlegelsteinhausenber");
  });
});

describe("usernameCandidates", () => {
  it("offers the stem, then numbered variants, all valid", () => {
    expect(usernameCandidates("Ama Mensah", "ama@example.com").slice(0, 3)).toEqual([
      "ama-mensah",
      "ama-mensah-2",
      "ama-mensah-3",
    ]);
  });

  it("skips reserved and too-short stems, and falls back to the email for names with nothing readable", () => {
    expect(usernameCandidates("Admin", "x@example.com")[0]).toBe("admin-2");
    expect(usernameCandidates("Li", "li@example.com")[0]).toBe("li-2");
    expect(usernameCandidates("🎨", "kofi.boateng@example.com")[0]).toBe("kofi-boateng");
    expect(usernameCandidates("🎨", "🎨@example.com")).toEqual([]);
  });
});
