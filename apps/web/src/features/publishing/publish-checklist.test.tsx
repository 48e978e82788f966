import { fullPortfolioFixture, nearEmptyPortfolioFixture } from "@foliocraft/schemas";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n";
import { installFakePortfolioServer } from "../builder/testing/fake-portfolio-server";
import { renderWithServer } from "../builder/testing/render-builder";

function atExportStep(content = nearEmptyPortfolioFixture()) {
  const server = installFakePortfolioServer({ username: "kwame" });
  const { id } = server.seed(content);
  return renderWithServer(server, `/generate?id=${id}&step=export`);
}

describe("the pre-publish checklist", { timeout: 20_000 }, () => {
  it("names what is missing without blocking the publish", async () => {
    const { user, server } = atExportStep();
    const checklist = await screen.findByRole(
      "region",
      { name: "Worth adding before you publish" },
      { timeout: 10_000 },
    );
    const items = within(checklist)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual([
      "A profile photo",
      "A short bio",
      "A way to reach you (email, phone, a social link or the contact form)",
      "At least one project",
    ]);
    const publish = screen.getByRole("button", { name: "Publish" });
    expect((publish as HTMLButtonElement).disabled).toBe(false);
    await user.click(publish);
    await screen.findByText("Your portfolio is live!");
    expect([...server.portfolios.values()][0]?.detail.status).toBe("published");
  });

  it("is not shown when nothing is missing", async () => {
    atExportStep(fullPortfolioFixture());
    await screen.findByRole("button", { name: "Publish" }, { timeout: 10_000 });
    expect(screen.queryByRole("region", { name: "Worth adding before you publish" })).toBeNull();
  });

  it("speaks the interface language", async () => {
    await changeLanguage("es");
    try {
      atExportStep();
      const checklist = await screen.findByRole(
        "region",
        { name: "Conviene añadir antes de publicar" },
        { timeout: 10_000 },
      );
      expect(within(checklist).getByText("Al menos un proyecto")).toBeTruthy();
    } finally {
      await changeLanguage("en");
    }
  });
});
