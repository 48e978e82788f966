import { expect, test } from "./fixtures";

// The AI writing assistant (issue 9) in the builder, with the built-in writer (no AI provider is configured for
// the end-to-end server): generate a bio, watch it stream in, undo.

const PASSWORD = "correct-horse-1";

test("generate a bio from the user's own details, see it stream in, then undo", async ({ page }) => {
  const email = `ai-${Date.now().toString(36)}@example.com`;
  const signUp = await page.request.post("/api/account/sign-up", {
    data: { name: "Kofi Boateng", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  await page.goto("/generate");
  await expect(page).toHaveURL(/\/generate\?id=/);
  await page.getByLabel("Full name").fill("Kofi Boateng");
  await page.getByLabel("Professional title").fill("Data engineer");
  const skill = page.getByRole("textbox", { name: "Skills" });
  await skill.fill("Python, Kafka");
  await skill.press("Enter");

  const bio = page.getByLabel("Short bio");
  await bio.fill("My old bio.");
  // Every length the field shows, and whether Stop was offered, sampled in the page on each frame: checking from the
  // test runner takes a round trip each time, and on a busy machine the whole stream can finish within one.
  await bio.evaluate((field: HTMLTextAreaElement) => {
    const seen = { lengths: new Set<number>(), stopOffered: false };
    (window as unknown as { bioStream: typeof seen }).bioStream = seen;
    const sample = () => {
      seen.lengths.add(field.value.length);
      seen.stopOffered ||= Array.from(document.querySelectorAll("button")).some(
        (button) => button.textContent?.replace(/\s+/g, " ").trim() === "Stop (Short bio)",
      );
      requestAnimationFrame(sample);
    };
    sample();
  });
  await page.getByRole("button", { name: "Write with AI (Short bio)" }).click();
  await page.getByRole("menuitem", { name: "Generate" }).click();

  // While it streams, Stop is offered and the field fills piece by piece; then the writer says it is done.
  await expect(page.getByText("Written by the built-in writer from your own details.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("button", { name: "Stop (Short bio)" })).toBeHidden();
  const { lengths, stopOffered } = await page.evaluate(() => {
    const seen = (window as unknown as { bioStream: { lengths: Set<number>; stopOffered: boolean } }).bioStream;
    return { lengths: [...seen.lengths], stopOffered: seen.stopOffered };
  });
  expect(stopOffered).toBe(true);
  const oldLength = "My old bio.".length;
  const written = await bio.inputValue();
  // It grew in steps, not at once: the field showed some partial text before the finished one.
  expect(lengths.filter((n) => n > 0 && n !== oldLength && n !== written.length).length).toBeGreaterThan(0);
  expect(written).toContain("Kofi Boateng");
  expect(written).not.toBe("My old bio.");

  await page.getByRole("button", { name: "Undo (Short bio)" }).click();
  await expect(bio).toHaveValue("My old bio.");
});
