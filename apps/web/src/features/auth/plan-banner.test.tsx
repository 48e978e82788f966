import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n";
import { renderApp } from "../../test/render-app";
import { planFromParam } from "./plan-banner";

// Testing Library reads text with its whitespace collapsed, so Intl's no-break spaces become plain ones.
const ghs = (language: string, amount: number) =>
  new Intl.NumberFormat(language, { style: "currency", currency: "GHS", maximumFractionDigits: 0 })
    .format(amount)
    .replace(/\s/g, " ");

describe("plan banner on /signup (spec §2, §9)", () => {
  it("accepts only monthly and yearly", () => {
    expect(planFromParam("monthly")).toBe("monthly");
    expect(planFromParam("yearly")).toBe("yearly");
    for (const other of [null, "", "Monthly", "lifetime", "yearly "]) expect(planFromParam(other)).toBeNull();
  });

  it("shows Premium Monthly at GHS 30/month", async () => {
    renderApp("/signup?plan=monthly", { session: null });
    expect(await screen.findByText("Selected plan: Premium Monthly")).toBeTruthy();
    expect(screen.getByText(`${ghs("en", 30)}/month`)).toBeTruthy();
    expect(screen.queryByText(/months free/)).toBeNull();
  });

  it("shows Premium Yearly at GHS 300/year, 2 months free, saving GHS 60", async () => {
    renderApp("/signup?plan=yearly", { session: null });
    expect(await screen.findByText("Selected plan: Premium Yearly")).toBeTruthy();
    expect(screen.getByText(`${ghs("en", 300)}/year`)).toBeTruthy();
    expect(screen.getByText(`2 months free, saving ${ghs("en", 60)}`)).toBeTruthy();
  });

  it("formats the amounts for the interface language", async () => {
    await changeLanguage("fr");
    renderApp("/signup?plan=yearly", { session: null });
    expect(await screen.findByText("Formule choisie : Premium annuel")).toBeTruthy();
    expect(screen.getByText(`${ghs("fr", 300)}/an`)).toBeTruthy();
    expect(screen.getByText(`2 mois offerts, soit ${ghs("fr", 60)} d'économie`)).toBeTruthy();
  });

  it("shows no banner without a known plan", async () => {
    renderApp("/signup?plan=lifetime", { session: null });
    await screen.findByRole("heading", { level: 1, name: "Create your account" });
    expect(screen.queryByText(/Selected plan/)).toBeNull();
  });
});
