import { fullPortfolioFixture, resumePortfolioFixture } from "@foliocraft/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakePortfolioServer } from "../testing/fake-portfolio-server";
import { renderWithServer } from "../testing/render-builder";

// Each test renders the whole builder: as slow as the set-aside draft tests.
const slow = { timeout: 60_000 };

describe("the résumé sections of the builder", slow, () => {
  it("shows what a résumé brought in, editable, and saves a new entry", async () => {
    const server = installFakePortfolioServer();
    const { id } = server.seed(resumePortfolioFixture());
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    const languages = await screen.findByRole("group", { name: "Language 3" });
    expect((within(languages).getByLabelText("Fluency") as HTMLInputElement).value).toBe("Conversational");
    expect(screen.getByRole("group", { name: "Certificate 1" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Volunteering 1" })).toBeTruthy();

    // The résumé fields of an entry: a job's highlights, a course, a project's roles, profiles on any network.
    const job = screen.getByRole("group", { name: "Experience 1" });
    expect(within(job).getByText("Cut checkout errors by 30%")).toBeTruthy();
    expect((within(job).getByLabelText("About the company") as HTMLInputElement).value).toBe(
      "Online payments for Africa.",
    );
    expect(within(screen.getByRole("group", { name: "Education 1" })).getByText("Databases")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Project 1" })).getByText("Lead developer")).toBeTruthy();
    const profile = screen.getByRole("group", { name: "Profile 2" });
    expect((within(profile).getByLabelText("Network") as HTMLInputElement).value).toBe("SoundCloud");

    await user.click(screen.getByRole("button", { name: "Add reference" }));
    const reference = await screen.findByRole("group", { name: "Reference 2" });
    // An entry without text is marked: the page leaves it out.
    expect(within(reference).getByText(/This reference has no text yet/)).toBeTruthy();
    await user.type(within(reference).getByLabelText("What they said"), "Reliable and kind.");
    await waitFor(() =>
      expect(server.portfolios.get(id)?.detail.content.references?.[1]).toEqual({
        name: "",
        reference: "Reliable and kind.",
      }),
    );
  });

  it("starts empty for content saved before the sections existed, with their limits in the form", async () => {
    const server = installFakePortfolioServer();
    const { id } = server.seed(fullPortfolioFixture());
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await user.click(await screen.findByRole("button", { name: "Add language" }));
    const language = await screen.findByRole("group", { name: "Language 1" });
    await user.type(within(language).getByLabelText("Fluency"), "x".repeat(61));
    expect(await within(language).findByText("Use at most 60 characters")).toBeTruthy();
  });
});
