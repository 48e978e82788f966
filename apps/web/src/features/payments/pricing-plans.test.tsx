import { render, within } from "@testing-library/react";
import { aiDailyQuota, languageCodes } from "@foliocraft/schemas";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n";
import { PricingPlans } from "./pricing-plans";

function plans() {
  return render(
    <MemoryRouter>
      <PricingPlans signedIn={false} isPro={false} onChoose={() => undefined} />
    </MemoryRouter>,
  );
}

const card = (id: string) => document.getElementById(id)?.closest("section") as HTMLElement;

describe("PricingPlans: the AI writer's allowance (issue 20)", () => {
  it("lists the AI copywriting assistant in the free plan with its daily allowance, and more with Pro", () => {
    plans();
    expect(within(card("plan-free")).getByText("AI copywriting assistant (5 writes a day)")).toBeTruthy();
    expect(within(card("plan-free")).queryByText(/200/u)).toBeNull();
    for (const id of ["plan-monthly", "plan-yearly"]) {
      expect(within(card(id)).getByText("AI copywriting assistant (200 writes a day)")).toBeTruthy();
    }
  });

  it.each(languageCodes)("gives both allowances in %s", async (language) => {
    await changeLanguage(language);
    plans();
    expect(card("plan-free").textContent).toContain(String(aiDailyQuota.free));
    expect(card("plan-monthly").textContent).toContain(String(aiDailyQuota.pro));
  });
});
