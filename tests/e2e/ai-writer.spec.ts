import { expect, test } from "./fixtures";

// The AI writing assistant (issue 9) in the builder, with the built-in writer (no AI provider is configured for
// the end-to-end server): generate a bio, watch it stream in, undo.

const PASSWORD = "correct-horse-1";

/**
 * Runs in the page: hands the writer's answer to the app one server-sent event at a time, the next only after the
 * browser has drawn a frame. On a busy machine the browser may otherwise read the whole stream in one go and React
 * draws only the end; this way the test sees every step the app shows, whatever the load. It also counts the events,
 * so the test knows the server really sent the text in pieces.
 */
function paceTheWritersStream() {
  const original = window.fetch.bind(window);
  const events = { deltas: 0 };
  (window as unknown as { writerEvents: typeof events }).writerEvents = events;
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes("/api/ai/write") || !response.ok || !response.body) return response;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const encoder = new TextEncoder();
    let buffer = "";
    let ended = false;
    const paced = new ReadableStream<Uint8Array>({
      async pull(controller) {
        for (;;) {
          const end = buffer.indexOf("\n\n");
          if (end >= 0) {
            const block = buffer.slice(0, end + 2);
            buffer = buffer.slice(end + 2);
            if (block.includes('"type":"delta"')) events.deltas += 1;
            controller.enqueue(encoder.encode(block));
            await nextFrame();
            return;
          }
          if (ended) {
            if (buffer) controller.enqueue(encoder.encode(buffer));
            controller.close();
            return;
          }
          const { value, done } = await reader.read();
          if (done) ended = true;
          else buffer += decoder.decode(value, { stream: true });
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(paced, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

test("generate a bio from the user's own details, see it stream in, then undo", async ({ page }) => {
  const email = `ai-${Date.now().toString(36)}@example.com`;
  const signUp = await page.request.post("/api/account/sign-up", {
    data: { name: "Kofi Boateng", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  await page.addInitScript(paceTheWritersStream);
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
  const { lengths, stopOffered, deltas } = await page.evaluate(() => {
    const seen = (window as unknown as { bioStream: { lengths: Set<number>; stopOffered: boolean } }).bioStream;
    const { deltas } = (window as unknown as { writerEvents: { deltas: number } }).writerEvents;
    return { lengths: [...seen.lengths], stopOffered: seen.stopOffered, deltas };
  });
  expect(stopOffered).toBe(true);
  // The server sent the text in pieces…
  expect(deltas).toBeGreaterThan(1);
  const oldLength = "My old bio.".length;
  const written = await bio.inputValue();
  // …and the field grew in steps, not at once: it showed some partial text before the finished one.
  expect(lengths.filter((n) => n > 0 && n !== oldLength && n !== written.length).length).toBeGreaterThan(0);
  expect(written).toContain("Kofi Boateng");
  expect(written).not.toBe("My old bio.");

  await page.getByRole("button", { name: "Undo (Short bio)" }).click();
  await expect(bio).toHaveValue("My old bio.");
});
