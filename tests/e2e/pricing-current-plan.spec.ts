import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

// Issue 20 item 9: pricing marks the signed-in person's current plan, readable in light and dark at phone width.

const PASSWORD = "correct-horse-1";

for (const colorScheme of ["light", "dark"] as const) {
  test(`pricing marks the free plan of a free account (${colorScheme}, 375 px, axe)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 375, height: 800 });
    const signUp = await page.request.post("/api/account/sign-up", {
      data: {
        name: "Abena Mensah",
        email: `pricing-${colorScheme}-${Date.now().toString(36)}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
      headers: { "x-forwarded-for": `10.20.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
    });
    expect(signUp.status()).toBe(201);
    await page.goto("/pricing");
    const free = page.getByRole("region", { name: "Free Your current plan" });
    await expect(free).toHaveAttribute("aria-current", "true");
    await expect(page.getByText("Your current plan")).toHaveCount(1);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
