import type { OnboardingData } from "@foliocraft/schemas";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { testUser } from "../../test/fake-api";
import { fakeProfile, renderSignedIn, sent } from "./fake-account-api";
import { applyAppearance } from "./appearance";
import { PROFILE_SYNCED_KEY } from "./profile-sync";

const answers: OnboardingData = {
  name: "Ada Lovelace",
  profession: "Analyst",
  experience: "senior",
  skills: ["Python"],
  interests: ["Teaching"],
  preferredStyle: "professional",
};

describe("ProfileSync: the profile follows the user to another device", () => {
  beforeEach(() => {
    // The theme store lives for the whole page (here: the whole file); start each case from "system" = light.
    applyAppearance("system");
  });

  it("signing in on a fresh browser applies the profile's language, theme and onboarding answers", async () => {
    renderSignedIn("/dashboard", {
      profile: fakeProfile({
        preferences: { theme: "dark", language: "ar", notifications: true },
        onboardingData: answers,
      }),
    });
    await waitFor(() => expect(i18n.language).toBe("ar"));
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(window.localStorage.getItem("language")).toBe("ar");
    expect(JSON.parse(window.localStorage.getItem("onboardingData") ?? "null")).toEqual(answers);
    expect(window.localStorage.getItem(PROFILE_SYNCED_KEY)).toBe(testUser.id);
  });

  it("once synced, this device's own choices stand", async () => {
    window.localStorage.setItem(PROFILE_SYNCED_KEY, testUser.id);
    window.localStorage.setItem("theme", "light");
    const { server } = renderSignedIn("/dashboard", {
      profile: fakeProfile({ preferences: { theme: "dark", language: "de", notifications: true } }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    await waitFor(() => expect(server.calls.some((c) => c.path === "/api/profile")).toBe(true));
    expect(i18n.language).toBe("en");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(sent(server, "PATCH", "/api/profile")).toEqual([]);
  });

  it("a language chosen on this device before signing in stands, and is saved to the profile", async () => {
    await changeLanguage("fr");
    const { server } = renderSignedIn("/dashboard", {
      profile: fakeProfile({ preferences: { theme: "system", language: "de", notifications: true } }),
    });
    await waitFor(() => expect(sent(server, "PATCH", "/api/profile")).toEqual([{ preferences: { language: "fr" } }]));
    expect(i18n.language).toBe("fr");
  });

  it("a brand-new account saves the device's language to its profile", async () => {
    await changeLanguage("es");
    window.localStorage.removeItem("language");
    const { server } = renderSignedIn(
      "/onboarding",
      { profile: fakeProfile({ onboardingCompleted: false }) },
      { ...testUser, onboardingCompleted: false },
    );
    await waitFor(() => expect(sent(server, "PATCH", "/api/profile")).toEqual([{ preferences: { language: "es" } }]));
    expect(i18n.language).toBe("es");
  });
});
