import { apiMessage, fullPortfolioFixture } from "@foliocraft/schemas";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { catalogError, installFakePortfolioServer } from "./testing/fake-portfolio-server";
import { renderWithServer } from "./testing/render-builder";

const resume = {
  basics: { name: "Yaw Asante", phone: "+233 24 555 0198 ext. 12", image: "http://insecure.example/yaw.png" },
  work: [{ name: "Flutterwave", position: "Senior Frontend Engineer", startDate: "2021-04" }],
  languages: [{ language: "Twi", fluency: "Native speaker" }],
};

const resumeFile = () => new File([JSON.stringify(resume)], "resume.json", { type: "application/json" });

// Each test renders the whole builder and goes through an import: as slow as the set-aside draft tests.
const slow = { timeout: 60_000 };

describe("the import review step", slow, () => {
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
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(dialog.isConnected && within(dialog).queryByRole("button")).toBeFalsy());
    // Nothing was applied: the saved content is the one the builder opened with.
    expect(server.portfolios.get(id)?.detail.content).toEqual(fullPortfolioFixture());
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

describe("the LinkedIn export import", slow, () => {
  it("reviews what the server read, with the files it did not read, before applying it", async () => {
    const server = installFakePortfolioServer({
      resumeImport: {
        resume: { basics: { name: "Ama Mensah" }, skills: [{ name: "TypeScript" }, { name: "Figma" }] },
        ignoredFiles: ["Connections.csv"],
      },
    });
    const { id } = server.seed(fullPortfolioFixture());
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], "linkedin.zip", { type: "application/zip" });
    await user.upload(
      await screen.findByLabelText(
        "Import a résumé: PDF, Word (.docx) or LinkedIn export (.zip)",
        {},
        { timeout: 30_000 },
      ),
      zip,
    );
    const dialog = await screen.findByRole("dialog", { name: "Review the import of linkedin.zip" });
    expect(within(dialog).getByText("Files not read: 1")).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "What to do with Skills" }), "merge");
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    await waitFor(() =>
      expect(server.portfolios.get(id)?.detail.content.skills).toEqual([
        "TypeScript",
        "React",
        "PostgreSQL",
        "Node.js",
        "Figma",
      ]),
    );
  });

  it("shows the lines of a PDF résumé the reader could not place, each in its own direction", async () => {
    const server = installFakePortfolioServer({
      resumeImport: {
        resume: { basics: { name: "Ama Mensah" } },
        ignoredFiles: [],
        unreadLines: ["Hobbies: kente weaving", "رئيسة نادي الشطرنج"],
      },
    });
    const { id } = server.seed(fullPortfolioFixture());
    renderWithServer(server, `/generate?id=${id}`);
    const picker = await screen.findByLabelText<HTMLInputElement>(
      "Import a résumé: PDF, Word (.docx) or LinkedIn export (.zip)",
      {},
      { timeout: 30_000 },
    );
    const pdf = new File([new TextEncoder().encode("%PDF-1.7")], "cv.pdf", { type: "application/pdf" });
    fireEvent.change(picker, { target: { files: [pdf] } });
    const dialog = await screen.findByRole("dialog", { name: "Review the import of cv.pdf" });
    // Found by text, not by role: role queries over the builder's large tree are slow on a loaded machine.
    const heading = within(dialog).getByText("Lines not imported: 2");
    const unread = document.querySelector(`section[aria-labelledby="${heading.id}"]`);
    const items = [...(unread?.querySelectorAll("li") ?? [])];
    expect(items.map((li) => [li.textContent, li.getAttribute("dir")])).toEqual([
      ["Hobbies: kente weaving", "auto"],
      ["رئيسة نادي الشطرنج", "auto"],
    ]);
  });

  it("sends a PDF or Word résumé to the server and reviews what it read", async () => {
    const server = installFakePortfolioServer({
      resumeImport: {
        resume: { basics: { name: "Ama Mensah" }, work: [{ position: "Senior Engineer", name: "Paystack" }] },
        ignoredFiles: [],
      },
    });
    const { id } = server.seed(fullPortfolioFixture());
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    const picker = await screen.findByLabelText<HTMLInputElement>(
      "Import a résumé: PDF, Word (.docx) or LinkedIn export (.zip)",
      {},
      { timeout: 30_000 },
    );
    expect(picker.accept.split(",")).toEqual(expect.arrayContaining([".pdf", ".docx", ".zip"]));
    const pdf = new File([new TextEncoder().encode("%PDF-1.7")], "cv.pdf", { type: "application/pdf" });
    await user.upload(picker, pdf);
    const dialog = await screen.findByRole("dialog", { name: "Review the import of cv.pdf" });
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: "What to do with Work experience" }),
      "replace",
    );
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    await waitFor(() =>
      expect(server.portfolios.get(id)?.detail.content.experience.map((e) => [e.title, e.company])).toEqual([
        ["Senior Engineer", "Paystack"],
      ]),
    );
  });

  it("shows the server's refusal in the person's words and changes nothing", async () => {
    const server = installFakePortfolioServer({
      resumeImport: () => catalogError(400, "invalid-argument", apiMessage("resumeImportNotLinkedIn")),
    });
    const { id } = server.seed(fullPortfolioFixture());
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], "photos.zip", { type: "application/zip" });
    await user.upload(
      await screen.findByLabelText(
        "Import a résumé: PDF, Word (.docx) or LinkedIn export (.zip)",
        {},
        { timeout: 30_000 },
      ),
      zip,
    );
    await screen.findByText(/This ZIP file is not a LinkedIn data export/);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the builder after “Start from my résumé”", slow, () => {
  it("shows the résumé import card once, whose file goes to the same review step", async () => {
    window.sessionStorage.setItem("foliocraft.resumeStart", "1");
    const server = installFakePortfolioServer();
    const { id } = server.seed(fullPortfolioFixture());
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    // The whole builder renders first (its chunks load lazily): as slow as the other tests here under load.
    const card = await screen.findByRole("region", { name: "Start from your résumé" }, { timeout: 30_000 });
    expect(window.sessionStorage.getItem("foliocraft.resumeStart")).toBeNull();
    await user.upload(within(card).getByLabelText("Import a JSON Resume file"), resumeFile());
    const dialog = await screen.findByRole("dialog", { name: "Review the import of resume.json" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(card).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Start from your résumé" })).toBeNull());
  });
});
