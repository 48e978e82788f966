import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeProfile, renderSignedIn } from "../features/settings/fake-account-api";
import { testUser } from "../test/fake-api";

/** The pricing card (a region named by its heading) of one plan. */
const card = (name: RegExp) => screen.findByRole("region", { name });

describe("/pricing marks the current plan (issue 20)", () => {
  it("marks the free plan of a free account, and only that one", async () => {
    renderSignedIn("/pricing", { profile: fakeProfile() });
    const free = await card(/^Free Your current plan$/);
    expect(free.getAttribute("aria-current")).toBe("true");
    expect(screen.getAllByText("Your current plan")).toHaveLength(1);
    expect(screen.getByRole("region", { name: "Premium Monthly" }).getAttribute("aria-current")).toBeNull();
  });

  it("marks the yearly plan of a yearly subscriber", async () => {
    renderSignedIn(
      "/pricing",
      {
        profile: fakeProfile({
          plan: "pro",
          isPremium: true,
          subscription: {
            status: "pro-active",
            daysRemaining: 200,
            subscriptionType: "yearly",
            subscriptionEnd: "2027-06-01T00:00:00.000Z",
          },
        }),
      },
      { ...testUser, isPremium: true },
    );
    const yearly = await card(/^Premium Yearly Your current plan$/);
    expect(yearly.getAttribute("aria-current")).toBe("true");
    expect(screen.getAllByText("Your current plan")).toHaveLength(1);
    expect(screen.getByRole("region", { name: "Free" }).getAttribute("aria-current")).toBeNull();
  });
});
