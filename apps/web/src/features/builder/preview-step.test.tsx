import { fullPortfolioFixture, type PortfolioContent } from "@foliocraft/schemas";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PreviewStep } from "./preview-step";

const frame = () => screen.getByTitle("Preview of your portfolio") as HTMLIFrameElement;

describe("the preview step in several languages (issue 21)", () => {
  it("offers each language version, named in itself, and draws the one chosen", async () => {
    const user = userEvent.setup();
    const content: PortfolioContent = {
      ...fullPortfolioFixture(),
      language: "en",
      translations: {
        fr: { "personal.title": { text: "Développeuse full-stack", sourceHash: "x" } },
        ar: { "personal.title": { text: "مطوّرة برمجيات", sourceHash: "x" } },
      },
    };
    render(<PreviewStep content={content} showPoweredBy />);
    const select = screen.getByLabelText("Language") as HTMLSelectElement;
    expect([...select.options].map((o) => [o.textContent, o.lang])).toEqual([
      ["English", "en"],
      ["Français", "fr"],
      ["العربية", "ar"],
    ]);
    expect(frame().srcdoc).toContain('<html lang="en"');

    await user.selectOptions(select, "العربية");
    expect(frame().srcdoc).toContain('<html lang="ar" dir="rtl"');
    expect(frame().srcdoc).toContain("مطوّرة برمجيات");

    await user.selectOptions(select, "English");
    expect(frame().srcdoc).toContain('<html lang="en"');
  });

  it("shows no language choice for a portfolio in one language", () => {
    render(<PreviewStep content={fullPortfolioFixture()} showPoweredBy />);
    expect(screen.queryByLabelText("Language")).toBeNull();
  });
});
