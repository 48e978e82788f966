import { emptyPortfolioContent, fullPortfolioFixture } from "@foliocraft/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createDraftStorage } from "../features/builder/draft-storage";
import { installFakePortfolioServer } from "../features/builder/testing/fake-portfolio-server";
import { renderBuilder, renderWithServer } from "../features/builder/testing/render-builder";

const onboarding = () => {
  const content = emptyPortfolioContent();
  content.personal.fullName = "Ada Lovelace";
  content.personal.title = "Analyst";
  content.skills = ["Mathematics"];
  return content;
};

const previewFrame = () => screen.getByTitle("Preview of your portfolio") as HTMLIFrameElement;
const status = () => screen.getAllByRole("status").find((el) => el.getAttribute("aria-live") === "polite");

// Real timers: the autosave debounce (800 ms) and the lazy route make these take a few seconds each.
describe("/generate", { timeout: 20_000 }, () => {
  it("creates a portfolio from the onboarding answers and opens it at /generate?id=…", async () => {
    const { router, server } = renderBuilder("/generate", { onboardingContent: onboarding() });
    expect(((await screen.findByLabelText("Full name")) as HTMLInputElement).value).toBe("Ada Lovelace");
    expect(router.state.location.search).toBe("?id=p1");
    expect((screen.getByLabelText("Professional title") as HTMLInputElement).value).toBe("Analyst");
    expect(server.portfolios.size).toBe(1);
    expect(status()?.textContent).toContain("All changes saved");
  });

  it("shows each edit in the live preview and autosaves it on top of the version it came from", async () => {
    const { user, server } = renderBuilder("/generate", { onboardingContent: onboarding() });
    const name = await screen.findByLabelText("Full name");
    await user.clear(name);
    await user.type(name, "Grace Hopper");
    expect(previewFrame().srcdoc).toContain("<h1>Grace Hopper</h1>");
    expect(status()?.textContent).toMatch(/Unsaved changes|Saving/);

    await waitFor(() => expect(status()?.textContent).toContain("All changes saved"));
    const saves = server.saves("p1");
    expect(saves.at(-1)?.content.personal.fullName).toBe("Grace Hopper");
    expect(saves[0]?.baseVersion).toBe(1);
    expect(server.portfolios.get("p1")?.detail.content.personal.fullName).toBe("Grace Hopper");
    // Confirmed by the server: nothing left on the device.
    expect(window.localStorage.getItem("foliocraft.builder.draft.p1")).toBeNull();
  });

  it("shows the schema's message next to the field and does not send invalid content", async () => {
    const { user, server } = renderBuilder("/generate", { onboardingContent: onboarding() });
    const website = await screen.findByLabelText("Website");
    // The clock is the test's from here (moving with real time): the autosave's pause starts on it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(website, "not a link");
    await screen.findByText("Enter a link starting with http:// or https://");
    expect(website.getAttribute("aria-invalid")).toBe("true");
    expect(status()?.textContent).toContain("Not saved: fix the highlighted fields");
    // Past the autosave's pause, on the test's clock.
    await vi.advanceTimersByTimeAsync(1200);
    expect(server.saves("p1")).toEqual([]);
    // Kept on the device all the same.
    expect(window.localStorage.getItem("foliocraft.builder.draft.p1")).toContain("not a link");
  });

  it("restores unsaved edits kept on this device after a reload, then saves them", async () => {
    const server = installFakePortfolioServer();
    const detail = server.seed(onboarding());
    const draft = { ...onboarding(), personal: { ...onboarding().personal, about: "Typed before the crash" } };
    createDraftStorage(undefined, "crashed-tab").write(detail.id, {
      baseVersion: detail.version,
      content: draft,
      name: "Seeded",
    });

    renderWithServer(server, `/generate?id=${detail.id}`);
    expect(((await screen.findByRole("textbox", { name: "About me" })) as HTMLInputElement).value).toBe(
      "Typed before the crash",
    );
    await screen.findByText("Your unsaved changes on this device were restored.");
    await waitFor(() =>
      expect(server.portfolios.get(detail.id)?.detail.content.personal.about).toBe("Typed before the crash"),
    );
  });

  it("offers the choice when edits kept on this device are older than the server's copy: take theirs", async () => {
    const server = installFakePortfolioServer();
    const detail = server.seed(onboarding());
    const theirs = fullPortfolioFixture();
    server.saveElsewhere(detail.id, theirs);
    const mine = { ...onboarding(), personal: { ...onboarding().personal, fullName: "Mine" } };
    createDraftStorage(undefined, "old-tab").write(detail.id, { baseVersion: 1, content: mine, name: "Seeded" });

    const { user } = renderWithServer(server, `/generate?id=${detail.id}`);
    const dialog = await screen.findByRole("dialog", { name: "This portfolio was changed somewhere else" });
    const fullName = screen.getByLabelText("Full name") as HTMLInputElement;
    expect(fullName.value).toBe("Mine");
    await user.click(within(dialog).getByRole("button", { name: "Take theirs" }));
    // The same field (found by its label above) now holds their copy; a second label search over the full
    // fixture's form costs jsdom seconds.
    await waitFor(() => expect(fullName.isConnected && fullName.value).toBe("Ama Mensah"));
    expect(status()?.textContent).toContain("All changes saved");
    expect(window.localStorage.getItem(`foliocraft.builder.draft.${detail.id}`)).toBeNull();
  });

  it("turns a save refused with 409 into the conflict dialog; keep mine saves over the newer version", async () => {
    const server = installFakePortfolioServer({ onboardingContent: onboarding() });
    const { user } = renderWithServer(server, "/generate");
    const title = await screen.findByLabelText("Professional title");
    // Another tab saves first.
    server.saveElsewhere("p1", { ...onboarding(), skills: ["Elsewhere"] });
    await user.type(title, " and engineer");

    const dialog = await screen.findByRole("dialog", { name: "This portfolio was changed somewhere else" });
    expect(status()?.textContent).toContain("Changed somewhere else: choose a version");
    await user.click(within(dialog).getByRole("button", { name: "Keep mine" }));
    await waitFor(() => expect(status()?.textContent).toContain("All changes saved"));
    const stored = server.portfolios.get("p1")?.detail;
    expect(stored?.content.personal.title).toBe("Analyst and engineer");
    expect(stored?.version).toBe(3);
    expect(server.saves("p1").at(-1)?.baseVersion).toBe(2);
  });

  it("reorders list entries with the keyboard-reachable move buttons", async () => {
    const content = onboarding();
    content.projects = ["First", "Second"].map((title) => ({
      title,
      description: "",
      technologies: [],
      githubUrl: "",
      liveUrl: "",
      imageUrl: "",
    }));
    const server = installFakePortfolioServer();
    const detail = server.seed(content);
    const { user } = renderWithServer(server, `/generate?id=${detail.id}`);
    const down = await screen.findByRole("button", { name: "Move Project 1 down" });
    expect((screen.getByRole("button", { name: "Move Project 1 up" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(down);
    const titles = screen.getAllByLabelText("Project title").map((input) => (input as HTMLInputElement).value);
    expect(titles).toEqual(["Second", "First"]);
    screen.getByText("Project 1 moved to position 2 of 2");
    await waitFor(() => expect(server.portfolios.get(detail.id)?.detail.content.projects[0]?.title).toBe("Second"));
  });

  it("says so when the portfolio does not exist", async () => {
    renderBuilder("/generate?id=nope");
    await screen.findByText("This portfolio does not exist, or it belongs to another account.");
  });
});
