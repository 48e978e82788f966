import { fullPortfolioFixture } from "@foliocraft/schemas";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakePortfolioServer } from "../builder/testing/fake-portfolio-server";
import { renderWithServer } from "../builder/testing/render-builder";

/** The builder's export step, where the username is chosen, on a fake server with one draft. */
async function usernameStep(options: { suggestion?: string | Promise<string>; takenUsernames?: string[] } = {}) {
  const server = installFakePortfolioServer(options);
  const { id } = server.seed(fullPortfolioFixture());
  const rendered = renderWithServer(server, `/generate?id=${id}&step=export`);
  // The builder loads lazily: on a busy machine the first render takes a while.
  const input = (await screen.findByLabelText("Username", {}, { timeout: 10_000 })) as HTMLInputElement;
  return { ...rendered, input, server };
}

describe("choosing a username (issue 20)", { timeout: 20_000 }, () => {
  it("starts from the name the server suggests, checks it and says where it came from", async () => {
    const { input } = await usernameStep({ suggestion: "jose-nunez" });
    await waitFor(() => expect(input.value).toBe("jose-nunez"));
    await screen.findByText("This username is available");
    expect(screen.getByText(/Suggested from your name: change it if you like\./)).toBeTruthy();
  });

  it("lets the person replace the suggestion, and then stops calling it one", async () => {
    const { input, user } = await usernameStep({ suggestion: "jose-nunez" });
    await waitFor(() => expect(input.value).toBe("jose-nunez"));
    await user.clear(input);
    await user.type(input, "kofi");
    await screen.findByText("This username is available");
    expect(input.value).toBe("kofi");
    expect(screen.queryByText(/Suggested from your name/)).toBeNull();
  });

  it("never overwrites what the person typed before the suggestion arrived", async () => {
    let answer: (name: string) => void = () => undefined;
    const late = new Promise<string>((resolve) => (answer = resolve));
    const { input, user } = await usernameStep({ suggestion: late });
    await user.type(input, "kofi");
    answer("jose-nunez");
    await screen.findByText("This username is available");
    await late;
    expect(input.value).toBe("kofi");
    expect(screen.queryByText(/Suggested from your name/)).toBeNull();
  });

  it("leaves a field the person is already in alone, even empty, and shows the suggestion as its placeholder", async () => {
    let answer: (name: string) => void = () => undefined;
    const late = new Promise<string>((resolve) => (answer = resolve));
    const { input, user } = await usernameStep({ suggestion: late });
    await user.click(input);
    answer("jose-nunez");
    await late;
    await waitFor(() => expect(input.placeholder).toBe("jose-nunez"));
    await user.type(input, "kofi");
    await screen.findByText("This username is available");
    expect(input.value).toBe("kofi");
  });

  it.each([
    ["dashboard", "It is the address of one of Foliocraft's own pages."],
    ["support", "Visitors would take it for an official account, such as support or admin."],
    ["g00gle", "It is the name of a company or service, so visitors could take the page for theirs."],
    ["my-foliocraft", "Names containing Foliocraft are kept so that no page can pass for an official one."],
  ])("explains why %s is reserved", async (name, why) => {
    const { input, user } = await usernameStep();
    await user.type(input, name);
    await screen.findByText(`This username is reserved. Please choose another ${why}`);
  });

  it("says when a name is taken", async () => {
    const { input, user } = await usernameStep({ takenUsernames: ["ama-mensah"] });
    await user.type(input, "ama-mensah");
    await screen.findByText("This username is already taken. Please choose another.");
  });
});
