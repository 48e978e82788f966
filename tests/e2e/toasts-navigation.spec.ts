import { expect, test } from "./fixtures";

// Issue 20 item 6: no toast survives a navigation it does not belong to, and an error is said once.

const PASSWORD = "correct-horse-1";
const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}@example.com`;

test("a failed sign-up's toast does not follow the person to onboarding once the sign-up succeeds", async ({
  page,
}) => {
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Yaa Asantewaa");
  await page.getByLabel("Email").fill(uniqueEmail("toast"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(`${PASSWORD}-typo`);
  await page.getByRole("button", { name: "Create account" }).click();
  // The spec's toast, once, on the sign-up page.
  await expect(page.getByText("Passwords do not match")).toHaveCount(1);

  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your profile" })).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toHaveCount(0);
});

test("a wrong password is said once, beside the form", async ({ page, request }) => {
  const email = uniqueEmail("wrong");
  const created = await request.post("/api/account/sign-up", {
    data: { name: "Kwame Nkansah", email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { "x-forwarded-for": `10.30.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  expect(created.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByText("Invalid email or password")).toHaveCount(1);
});
