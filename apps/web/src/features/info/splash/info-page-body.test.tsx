import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { useInfoContent } from "../content/load-content";
import { infoPage } from "./info-page-body";

/** What the first, synchronous pass draws (a hydration's pass): a Suspense boundary shows its fallback while inside suspends. */
function firstPass(element: ReactElement): string {
  const html = render(element).container.innerHTML;
  cleanup();
  return html;
}

describe("an info page", () => {
  it("draws the splash until its body is here, and the whole body in one pass once preloaded", async () => {
    const Page = infoPage(async () => {
      const Body = () => <p>The body</p>;
      return Body;
    });
    expect(firstPass(<Page />)).toContain('data-page-loading=""');
    await Page.preload();
    const html = firstPass(<Page />);
    expect(html).toContain("<p>The body</p>");
    expect(html).not.toContain("data-page-loading");
  });

  it("preloads the long texts in the interface language with the body when it shows them", async () => {
    const Page = infoPage(
      async () => {
        const Titles = () => <p>{Object.values(useInfoContent().posts)[0]?.title}</p>;
        return Titles;
      },
      { texts: true },
    );
    await Page.preload();
    const html = firstPass(<Page />);
    expect(html).not.toContain("data-page-loading");
    expect(html).toMatch(/<p>[^<]+<\/p>/);
  });

  it("tries a body that failed to load again on the next preload", async () => {
    let attempts = 0;
    const Page = infoPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      const Body = () => <p>Back online</p>;
      return Body;
    });
    await expect(Page.preload()).rejects.toThrow("offline");
    await Page.preload();
    expect(firstPass(<Page />)).toContain("Back online");
  });
});
