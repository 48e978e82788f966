import { fullPortfolioFixture } from "@foliocraft/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakePortfolioServer } from "./testing/fake-portfolio-server";
import { renderWithServer } from "./testing/render-builder";

const resume = {
  basics: { name: "Yaw Asante", phone: "+233 24 555 0198 ext. 12", image: "http://insecure.example/yaw.png" },
  work: [{ name: "Flutterwave", position: "Senior Frontend Engineer", startDate: "2021-04" }],
  languages: [{ language: "Twi", fluency: "Native speaker" }],
};

const resumeFile = () => new File([JSON.stringify(resume)], "resume.json", { type: "application/json" });

describe("the import review step", { timeout: 20_000 }, () => {
  it("shows each section and what was shortened or left out, and changes nothing until confirmed", async () => {
    const server = installFakePortfolioServer();
    const { id } = server.seed(fullPortfolioFixture());
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await user.upload(await screen.findByLabelText("Import a file (JSON Resume or exported content)"), resumeFile());
    const dialog = await screen.findByRole("dialog", { name: "Review the import of resume.json" });

    expect(within(dialog).getByRole("combobox", { name: "What to do with Work experience" })).toBeTruthy();
    expect(within(dialog).getByRole("combobox", { name: "What to do with Languages you speak" })).toBeTruthy();
    expect(within(dialog).getByText(/a phone number keeps only digits/)).toBeTruthy();
    expect(within(dialog).getByText(/pictures must use https/)).toBeTruthy();
    // Nothing is applied before the person confirms.
    expect((screen.getAllByLabelText("Full name")[0] as HTMLInputElement).value).toBe("Ama Mensah");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((screen.getAllByLabelText("Full name")[0] as HTMLInputElement).value).toBe("Ama Mensah");
  });

  it("applies each section as chosen: work added after the jobs there, personal details left alone", async () => {
    const server = installFakePortfolioServer();
    const { id } = server.seed(fullPortfolioFixture());
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await user.upload(await screen.findByLabelText("Import a file (JSON Resume or exported content)"), resumeFile());
    const dialog = await screen.findByRole("dialog", { name: "Review the import of resume.json" });
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: "What to do with Work experience" }),
      "merge",
    );
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "What to do with Basic info" }), "skip");
    await user.click(within(dialog).getByRole("button", { name: "Import" }));

    await waitFor(() =>
      expect(server.portfolios.get(id)?.detail.content.experience.map((x) => x.company)).toEqual([
        "Paystack",
        "Hubtel",
        "Flutterwave",
      ]),
    );
    const saved = server.portfolios.get(id)?.detail.content;
    expect(saved?.personal.fullName).toBe("Ama Mensah");
    expect(saved?.languages).toEqual([{ language: "Twi", fluency: "Native speaker" }]);
  });
});
