import { fullPortfolioFixture } from "@foliocraft/schemas";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ThemePreview } from "./theme-preview";

const frame = (name: string) => screen.getByTitle(name) as HTMLIFrameElement;

describe("ThemePreview", () => {
  it("shows the rendered portfolio in a frame that may run nothing", () => {
    render(<ThemePreview content={fullPortfolioFixture()} title="Preview of your portfolio" />);
    const iframe = frame("Preview of your portfolio");
    expect(iframe.getAttribute("sandbox")).toBe("");
    expect(iframe.srcdoc).toContain("<h1>Ama Mensah</h1>");
    expect(iframe.srcdoc).toContain("<style>");
  });

  it("draws an enabled contact form, which the sandbox keeps from ever being sent", () => {
    render(<ThemePreview content={fullPortfolioFixture()} title="With form" />);
    const iframe = frame("With form");
    expect(iframe.srcdoc).toMatch(/<form class="[\w -]+" method="post"/);
    expect(iframe.getAttribute("sandbox")).not.toContain("allow-forms");
  });

  it("lays the page out at the device's real width and zooms it for a thumbnail", () => {
    const { container } = render(
      <ThemePreview content={fullPortfolioFixture()} device="phone" scale={0.5} title="Phone thumbnail" />,
    );
    const iframe = frame("Phone thumbnail");
    expect(iframe.style.width).toBe("375px");
    expect(iframe.style.height).toBe("740px");
    expect(iframe.style.transform).toBe("scale(0.5)");
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.width).toBe("187.5px");
    expect(box.style.height).toBe("370px");
    expect(box.dataset.device).toBe("phone");
  });

  it("renders the theme it is given and follows content changes", () => {
    const content = fullPortfolioFixture();
    const { rerender } = render(<ThemePreview content={content} theme="corporate" title="Corporate" />);
    expect(frame("Corporate").srcdoc).toContain(`<aside class="side"`);

    rerender(
      <ThemePreview
        content={{ ...content, personal: { ...content.personal, fullName: "Kofi" } }}
        theme="corporate"
        title="Corporate"
      />,
    );
    expect(frame("Corporate").srcdoc).toContain("<h1>Kofi</h1>");
  });

  it("hides a decorative thumbnail from keyboard and screen readers", () => {
    render(<ThemePreview content={fullPortfolioFixture()} scale={0.2} interactive={false} title="Thumbnail" />);
    const iframe = frame("Thumbnail");
    expect(iframe.getAttribute("aria-hidden")).toBe("true");
    expect(iframe.tabIndex).toBe(-1);
  });
});

describe("ThemePreview, followed and zoomed", () => {
  it("opens the frame to the builder alone when it follows a section: same origin, still no script or form", () => {
    render(<ThemePreview content={fullPortfolioFixture()} follow="projects" title="Followed" />);
    expect(frame("Followed").getAttribute("sandbox")).toBe("allow-same-origin");
  });

  it("lays a device out at its width and applies the zoom a person chose", () => {
    render(<ThemePreview content={fullPortfolioFixture()} device="tablet" zoom={0.75} title="Zoomed" />);
    const iframe = frame("Zoomed");
    expect(iframe.style.width).toBe("768px");
    expect(iframe.style.transform).toBe("scale(0.75)");
  });

  it("draws the page at actual size when it is as wide as the preview", () => {
    render(<ThemePreview content={fullPortfolioFixture()} device="fit" zoom={0.5} title="Fit" />);
    expect(frame("Fit").style.transform).toBe("");
  });
});
