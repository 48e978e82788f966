import { fullPortfolioFixture, withLanguageAdded } from "@foliocraft/schemas";
import { waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakePortfolioServer } from "../testing/fake-portfolio-server";
import { renderWithServer } from "../testing/render-builder";
import { sectionDomId } from "./section-card";

// The test renders the whole builder: as slow as the other section tests.
const slow = { timeout: 60_000 };

/** The builder's Resume download section, once drawn (the first render loads its chunks: slow on a busy machine). */
async function resumeCard(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const element = document.getElementById(sectionDomId("resume"));
      if (!element) throw new Error("the Resume download section is not drawn yet");
      return element;
    },
    { timeout: 30_000 },
  );
}

describe("the generated résumé in the Resume download section", slow, () => {
  it("offers the PDF made from the portfolio, saves its design, size and photo, and links its preview", async () => {
    const server = installFakePortfolioServer();
    const { id } = server.seed(fullPortfolioFixture());
    const { user } = renderWithServer(server, `/generate?id=${id}`);

    // Queries stay inside the section: the whole builder's page is large, and reading its accessibility tree for
    // every query made this test slower than its limit.
    const card = await resumeCard();
    const section = within(card);
    await user.selectOptions(section.getByLabelText("The page offers"), "generated");
    // The owner's own file is not asked for while the generated one is offered.
    expect(section.queryByLabelText("Resume (PDF)")).toBeNull();
    await waitFor(() =>
      expect(server.portfolios.get(id)?.detail.content.resume.pdf).toEqual({
        design: "single-column",
        paper: "a4",
        photo: true,
      }),
    );

    await user.selectOptions(section.getByLabelText("Design"), "two-column");
    await user.selectOptions(section.getByLabelText("Paper size"), "letter");
    await user.click(section.getByLabelText("Include my photo"));
    await waitFor(() =>
      expect(server.portfolios.get(id)?.detail.content.resume).toMatchObject({
        source: "generated",
        pdf: { design: "two-column", paper: "letter", photo: false },
      }),
    );

    const preview = section.getByRole("link", { name: "Preview PDF" });
    expect(preview.getAttribute("href")).toBe(
      `/api/portfolios/${id}/resume.pdf?design=two-column&paper=letter&photo=false`,
    );
    expect(preview.getAttribute("target")).toBe("_blank");
    expect(section.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(
      `/api/portfolios/${id}/resume.pdf?design=two-column&paper=letter&photo=false&download=true`,
    );
  });

  it("previews and downloads the PDF of each of the portfolio's languages", async () => {
    const server = installFakePortfolioServer();
    const content = withLanguageAdded(fullPortfolioFixture(), "ar");
    content.resume = { ...content.resume, enabled: true, source: "generated" };
    const { id } = server.seed(content);
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    const section = within(await resumeCard());
    const language = await section.findByLabelText("Language of the PDF");
    expect(
      within(language)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["English", "العربية"]);
    expect(section.getByRole("link", { name: "Preview PDF" }).getAttribute("href")).not.toContain("lang=");

    await user.selectOptions(language, "ar");
    expect(section.getByRole("link", { name: "Preview PDF" }).getAttribute("href")).toBe(
      `/api/portfolios/${id}/resume.pdf?design=single-column&paper=a4&photo=true&lang=ar`,
    );
    const download = section.getByRole("link", { name: "Download PDF" });
    expect(download.getAttribute("href")).toContain("&lang=ar&download=true");
    expect(download.getAttribute("download")).toBe("resume-ar.pdf");
  });
});
