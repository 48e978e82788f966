import { emptyPortfolioContent } from "@foliocraft/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { projectFromRepo } from "./github-import";
import type { GithubRepo } from "./portfolio-api";
import { installFakePortfolioServer } from "./testing/fake-portfolio-server";
import { renderWithServer } from "./testing/render-builder";

const repo = (name: string, extra: Partial<GithubRepo> = {}): GithubRepo => ({
  name,
  fullName: `ama/${name}`,
  description: `${name} description`,
  htmlUrl: `https://github.com/ama/${name}`,
  homepage: "",
  language: "TypeScript",
  topics: ["react", "typescript"],
  stargazers: 3,
  fork: false,
  updatedAt: "2026-01-01T00:00:00Z",
  ...extra,
});

describe("projectFromRepo", () => {
  it("maps name, description, language and topics (no duplicates) and the links", () => {
    expect(projectFromRepo(repo("shop", { homepage: "https://shop.example.com" }))).toEqual({
      title: "shop",
      description: "shop description",
      technologies: ["TypeScript", "react"],
      githubUrl: "https://github.com/ama/shop",
      liveUrl: "https://shop.example.com",
      imageUrl: "",
    });
    expect(projectFromRepo(repo("x", { homepage: "shop.example.com", language: "", description: "" }))).toMatchObject({
      description: "",
      liveUrl: "",
      technologies: ["react", "typescript"],
    });
  });
});

describe("GitHub import", { timeout: 20_000 }, () => {
  it("adds the chosen repositories as projects and marks those already added", async () => {
    const content = emptyPortfolioContent();
    content.projects = [projectFromRepo(repo("old"))];
    const server = installFakePortfolioServer({
      github: { connected: true, repos: [repo("old"), repo("shop"), repo("blog")] },
    });
    const { id } = server.seed(content);
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await user.click(await screen.findByRole("button", { name: "Import from GitHub" }));
    const dialog = await screen.findByRole("dialog", { name: "Import GitHub repositories" });

    const old = await within(dialog).findByRole("checkbox", { name: /ama\/old/ });
    expect((old as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText("Already added")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Filter repositories"), "sho");
    expect(within(dialog).queryByRole("checkbox", { name: /ama\/blog/ })).toBeNull();
    await user.click(within(dialog).getByRole("checkbox", { name: /ama\/shop/ }));
    await user.click(within(dialog).getByRole("button", { name: "Import selected (1)" }));

    const titles = () => screen.getAllByLabelText("Project title").map((input) => (input as HTMLInputElement).value);
    await waitFor(() => expect(titles()).toEqual(["old", "shop"]));
    await waitFor(() => expect(server.portfolios.get(id)?.detail.content.projects).toHaveLength(2));
  });

  it("explains how to connect GitHub when the account is not linked", async () => {
    const server = installFakePortfolioServer({ github: { connected: false, repos: [] } });
    const { id } = server.seed(emptyPortfolioContent());
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await user.click(await screen.findByRole("button", { name: "Import from GitHub" }));
    await screen.findByText(/This account is not connected to GitHub/);
  });
});
