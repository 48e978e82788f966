import { fullPortfolioFixture } from "@foliocraft/schemas";
import { screen } from "@testing-library/react";
import { describe, it } from "vitest";
import { installFakePortfolioServer } from "../testing/fake-portfolio-server";
import { renderWithServer } from "../testing/render-builder";
describe("debug", () => {
  it("times", { timeout: 60_000 }, async () => {
    const server = installFakePortfolioServer();
    const { id } = server.seed(fullPortfolioFixture());
    const t0 = performance.now();
    renderWithServer(server, `/generate?id=${id}`);
    await screen.findByRole("group", { name: "Experience 1" }, { timeout: 30_000 });
    console.log("MS", Math.round(performance.now() - t0));
  });
});
