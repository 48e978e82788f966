import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderSignedIn, sent, fakeProfile } from "../settings/fake-account-api";
import { testUser } from "../../test/fake-api";

const newUser = { ...testUser, onboardingCompleted: false };
const start = () => renderSignedIn("/onboarding", { profile: fakeProfile({ onboardingCompleted: false }) }, newUser);

async function fillStepZero(user: ReturnType<typeof start>["user"]) {
  await user.type(await screen.findByLabelText("Profession"), "Frontend Developer");
}

// A whole walk through four steps, key by key, takes a few seconds on a busy machine.
describe("onboarding (spec §2, §4, §5)", { timeout: 20_000 }, () => {
  it("has a progress bar and disables Back on step 0 and Next until the step is filled", async () => {
    const { user } = start();
    const progress = await screen.findByRole("progressbar", { name: "Onboarding progress" });
    expect(progress.getAttribute("aria-valuenow")).toBe("1");
    expect(progress.getAttribute("aria-valuetext")).toBe("Step 1 of 4");
    expect(screen.getByRole("button", { name: "Back" })).toHaveProperty("disabled", true);
    // The account's name is filled in; the profession is still missing.
    expect((screen.getByLabelText("Your name") as HTMLInputElement).value).toBe(testUser.name);
    const next = screen.getByRole("button", { name: "Next" });
    expect(next).toHaveProperty("disabled", true);
    expect(screen.getByText("Enter your name and your profession to continue.")).toBeTruthy();

    await fillStepZero(user);
    expect(next).toHaveProperty("disabled", false);
    await user.clear(screen.getByLabelText("Your name"));
    expect(next).toHaveProperty("disabled", true);
  });

  it("walks the four steps with Next and Back, keeping the answers, and completes: server, device, toast, /generate after 1 s", async () => {
    const { user, server, router } = start();
    await fillStepZero(user);
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Your experience" })).toBe(document.activeElement);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("2");
    expect(screen.getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("radio", { name: /Mid-level/ }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(((await screen.findByLabelText("Profession")) as HTMLInputElement).value).toBe("Frontend Developer");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("radio", { name: /Mid-level/ })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("button", { name: "Next" }));

    // Step 2: the 33 skills and 16 interests are toggle buttons.
    const skills = within(screen.getByRole("group", { name: "Skills" }));
    expect(skills.getAllByRole("button")).toHaveLength(33);
    expect(within(screen.getByRole("group", { name: "Interests" })).getAllByRole("button")).toHaveLength(16);
    const react = skills.getByRole("button", { name: "React" });
    expect(react.getAttribute("aria-pressed")).toBe("false");
    await user.click(react);
    expect(react.getAttribute("aria-pressed")).toBe("true");
    await user.type(screen.getByLabelText("Add your own skill"), "Accessibility audits{Enter}");
    expect(skills.getByRole("button", { name: "Accessibility audits" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Open Source" }));
    expect(screen.getByText("Skills chosen: 2 of 33")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));

    // Step 3: the style, and the theme it suggests.
    const complete = screen.getByRole("button", { name: "Complete Setup" });
    expect(complete).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("radio", { name: /Modern/ }));
    expect(screen.getByText("Your portfolio will start with the Dark Minimal theme.")).toBeTruthy();
    await user.click(complete);

    const answers = {
      name: testUser.name,
      profession: "Frontend Developer",
      experience: "mid",
      skills: ["React", "Accessibility audits"],
      interests: ["Open Source"],
      preferredStyle: "modern",
    };
    expect(await screen.findByText("Onboarding completed! Redirecting to portfolio builder...")).toBeTruthy();
    expect(sent(server, "PUT", "/api/profile/onboarding")).toEqual([{ data: answers }]);
    expect(JSON.parse(window.localStorage.getItem("onboardingData") ?? "null")).toEqual(answers);
    expect(router.state.location.pathname).toBe("/onboarding");
    await waitFor(() => expect(router.state.location.pathname).toBe("/generate"), { timeout: 3000 });
  });

  it("Skip tells the server, toasts and goes to /generate after 1 s", async () => {
    // The clock is the test's: it moves with real time, and the test jumps it to the moments that matter.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, server, router } = start();
    await user.click(await screen.findByRole("button", { name: "Skip" }));
    expect(await screen.findByText("Skipping onboarding. Redirecting to portfolio builder...")).toBeTruthy();
    expect(sent(server, "PUT", "/api/profile/onboarding")).toEqual([{ skipped: true }]);
    await vi.advanceTimersByTimeAsync(500);
    expect(router.state.location.pathname).toBe("/onboarding");
    await vi.advanceTimersByTimeAsync(600);
    await waitFor(() => expect(router.state.location.pathname).toBe("/generate"));
    expect(window.localStorage.getItem("onboardingData")).toBeNull();
  });

  it("Start from my résumé skips the questions and opens the builder with its résumé import first", async () => {
    const { user, server, router } = start();
    await user.click(await screen.findByRole("button", { name: "Start from my résumé" }));
    expect(sent(server, "PUT", "/api/profile/onboarding")).toEqual([{ skipped: true }]);
    expect(window.sessionStorage.getItem("foliocraft.resumeStart")).toBe("1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/generate"), { timeout: 3000 });
    window.sessionStorage.clear();
  });

  it("a failed save keeps the person on the last step with the server's message", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, router } = renderSignedIn(
      "/onboarding",
      {
        profile: fakeProfile({ onboardingCompleted: false }),
        overrides: {
          "PUT /api/profile/onboarding": () =>
            new Response(
              JSON.stringify({ error: { code: "invalid-argument", message: "Choose at least one skill" } }),
              {
                status: 400,
              },
            ),
        },
      },
      newUser,
    );
    window.localStorage.setItem(
      "onboardingData",
      JSON.stringify({
        name: "Ama",
        profession: "Dev",
        experience: "lead",
        skills: ["Go"],
        interests: [],
        preferredStyle: "minimal",
      }),
    );
    // Answers saved on this device before come back: walk to the end.
    router.navigate("/dashboard");
    await router.navigate("/onboarding");
    for (let i = 0; i < 3; i++) await user.click(await screen.findByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Complete Setup" }));
    expect(await screen.findByText("Choose at least one skill")).toBeTruthy();
    // Past the moment a completed setup would leave (1 s), on the test's clock.
    await vi.advanceTimersByTimeAsync(1200);
    expect(router.state.location.pathname).toBe("/onboarding");
    expect(screen.getByRole("button", { name: "Complete Setup" })).toHaveProperty("disabled", false);
  });
});
