import { fullPortfolioFixture, type LanguageCode } from "@foliocraft/schemas";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { MemoryRouter } from "react-router";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n";
import { server } from "../../testing/msw";
import { AiAssist } from "./ai-assist";
import { fakeAiStream, freeQuotaUsedUp, serveAiWrite, quotaLeft, sentBody, type FakeAiStream } from "./fake-ai-stream";

/** A bio field with the control beside it, the way the builder mounts it. */
function BioField({ initial, language = "en" }: { initial: string; language?: LanguageCode }) {
  const [value, setValue] = useState(initial);
  const latest = useRef(initial);
  const set = (text: string) => {
    latest.current = text;
    setValue(text);
  };
  return (
    <>
      <label htmlFor="bio">Bio</label>
      <textarea id="bio" value={value} onChange={(e) => set(e.target.value)} />
      <AiAssist
        field="bio"
        fieldLabel="Bio"
        getText={() => latest.current}
        setText={set}
        getContent={() => ({ ...fullPortfolioFixture(), language })}
      />
    </>
  );
}

function setup(initial = "", language: LanguageCode = "en") {
  const streams: FakeAiStream[] = [];
  const requests = serveAiWrite((signal) => {
    const stream = fakeAiStream(signal);
    streams.push(stream);
    return stream.response;
  });
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <BioField initial={initial} language={language} />
    </MemoryRouter>,
  );
  const field = screen.getByLabelText("Bio") as HTMLTextAreaElement;
  const stream = async () => {
    await waitFor(() => expect(streams.length).toBeGreaterThan(0));
    return streams[streams.length - 1] as FakeAiStream;
  };
  return { user, field, requests, stream };
}

async function choose(user: ReturnType<typeof userEvent.setup>, item: string) {
  await user.click(screen.getByRole("button", { name: "Write with AI (Bio)" }));
  await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: item }));
}

describe("AiAssist", () => {
  it("streams generated text into the field, names the engine, and Undo brings the old text back", async () => {
    const { user, field, requests, stream } = setup("My old bio");
    await choose(user, "Generate");
    const s = await stream();
    expect(screen.getByRole("status").textContent).toContain("Writing…");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Stop (Bio)" })));

    act(() => s.send({ type: "delta", text: "I'm Ama " }));
    await waitFor(() => expect(field.value).toBe("I'm Ama "));
    act(() => s.send({ type: "delta", text: "Mensah." }));
    await waitFor(() => expect(field.value).toBe("I'm Ama Mensah."));
    act(() => s.send({ type: "done", text: "I'm Ama Mensah.", engine: { kind: "built-in" }, quota: quotaLeft(4) }));

    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Written by the built-in writer from your own details. AI writes left today: 4",
      ),
    );
    expect(sentBody(requests)).toMatchObject({ field: "bio", action: "generate", language: "en", text: "My old bio" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Write with AI (Bio)" }));

    await user.click(screen.getByRole("button", { name: "Undo (Bio)" }));
    expect(field.value).toBe("My old bio");
    expect(screen.getByRole("status").textContent).toBe("Your previous text is back.");
    expect(screen.queryByRole("button", { name: "Undo (Bio)" })).toBeNull();
  });

  it("names the provider's model when the AI wrote the text", async () => {
    const { user, field, stream } = setup();
    await choose(user, "Generate");
    const s = await stream();
    act(() =>
      s.send({ type: "done", text: "Hello.", engine: { kind: "provider", model: "llama3.2" }, quota: quotaLeft(2) }),
    );
    await waitFor(() => expect(field.value).toBe("Hello."));
    expect(screen.getByRole("status").textContent).toContain("Written by AI (llama3.2).");
  });

  it("Stop keeps the text written so far, and Undo restores the old text", async () => {
    const { user, field, stream } = setup("Old");
    await choose(user, "Generate");
    const s = await stream();
    act(() => s.send({ type: "delta", text: "Half a sen" }));
    await waitFor(() => expect(field.value).toBe("Half a sen"));
    await user.click(screen.getByRole("button", { name: "Stop (Bio)" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Stopped. The text written so far is kept."),
    );
    expect(field.value).toBe("Half a sen");
    await user.click(screen.getByRole("button", { name: "Undo (Bio)" }));
    expect(field.value).toBe("Old");
  });

  it("puts the field back as it was when the answer fails midway", async () => {
    const { user, field, stream } = setup("Keep me");
    await choose(user, "Generate");
    const s = await stream();
    act(() => s.send({ type: "delta", text: "Par" }));
    await waitFor(() => expect(field.value).toBe("Par"));
    act(() =>
      s.send({
        type: "error",
        error: { code: "unavailable", message: "cut", details: { reason: "provider-malformed" } },
      }),
    );
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("The AI service's answer was cut off. Your text was not changed"),
    );
    expect(field.value).toBe("Keep me");
    expect(screen.queryByRole("button", { name: "Undo (Bio)" })).toBeNull();
  });

  it("explains the used-up free allowance with a link to the pricing page, leaving the field alone", async () => {
    const { user, field, requests } = setup("My bio text");
    server.use(http.post("/api/ai/write", () => freeQuotaUsedUp()));
    await choose(user, "Improve");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You have used your 5 free AI writes for today.");
    expect(within(alert).getByRole("link", { name: "Upgrade to Pro for 200 a day" }).getAttribute("href")).toBe(
      "/pricing",
    );
    expect(field.value).toBe("My bio text");
    expect(sentBody(requests)).toMatchObject({ action: "improve", text: "My bio text" });
    await user.click(within(alert).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers improve, shorten and tone only when the field has text", async () => {
    const { user } = setup("");
    await user.click(screen.getByRole("button", { name: "Write with AI (Bio)" }));
    const menu = await screen.findByRole("menu");
    for (const name of ["Improve", "Shorten", "Change tone"]) {
      expect(within(menu).getByRole("menuitem", { name }).getAttribute("aria-disabled")).toBe("true");
    }
    expect(within(menu).getByText("Improve, shorten and tone need some text in the field first.")).toBeTruthy();
    expect(within(menu).getByRole("menuitem", { name: "Generate" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("changes the tone from the keyboard alone", async () => {
    const { user, requests, stream } = setup("Hi there, I build apps.");
    screen.getByRole("button", { name: "Write with AI (Bio)" }).focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("menu");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Change tone");
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getAllByRole("menu")).toHaveLength(2));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Professional"));
    await user.keyboard("{ArrowDown}{Enter}");
    await stream();
    expect(sentBody(requests)).toMatchObject({ action: "tone", tone: "friendly", text: "Hi there, I build apps." });
  });

  it("offers the four tones, concise among them", async () => {
    const { user } = setup("Some text");
    await user.click(screen.getByRole("button", { name: "Write with AI (Bio)" }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Change tone" }));
    await waitFor(() => expect(screen.getAllByRole("menu")).toHaveLength(2));
    const tones = within(screen.getAllByRole("menu")[1] as HTMLElement).getAllByRole("menuitem");
    expect(tones.map((item) => item.textContent)).toEqual(["Professional", "Friendly", "Confident", "Concise"]);
  });

  it("Try again asks for the next version of the same write, from the same starting text", async () => {
    const { user, field, requests, stream } = setup("My old bio");
    await choose(user, "Generate");
    let s = await stream();
    act(() => s.send({ type: "done", text: "Version one.", engine: { kind: "built-in" }, quota: quotaLeft(4) }));
    await waitFor(() => expect(field.value).toBe("Version one."));
    expect(sentBody(requests, 0)).not.toHaveProperty("variation");

    await user.click(screen.getByRole("button", { name: "Try again (Bio)" }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(sentBody(requests, 1)).toMatchObject({
      field: "bio",
      action: "generate",
      text: "My old bio",
      variation: 1,
      previous: "Version one.",
    });
    s = await stream();
    act(() => s.send({ type: "done", text: "Version two.", engine: { kind: "built-in" }, quota: quotaLeft(3) }));
    await waitFor(() => expect(field.value).toBe("Version two."));
    // Focus comes back to Try again, so it can be pressed again from the keyboard.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Try again (Bio)" })));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(sentBody(requests, 2)).toMatchObject({ text: "My old bio", variation: 2, previous: "Version two." });
  });

  it("Try again after a tone change reworks the original text again in the same tone", async () => {
    const { user, field, requests, stream } = setup("Hi there, I build apps.");
    screen.getByRole("button", { name: "Write with AI (Bio)" }).focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("menu");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Professional"));
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Concise");
    await user.keyboard("{Enter}");
    const s = await stream();
    act(() => s.send({ type: "done", text: "Builds apps.", engine: { kind: "built-in" }, quota: quotaLeft(4) }));
    await waitFor(() => expect(field.value).toBe("Builds apps."));
    await user.click(screen.getByRole("button", { name: "Try again (Bio)" }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(sentBody(requests, 1)).toMatchObject({
      action: "tone",
      tone: "concise",
      text: "Hi there, I build apps.",
      variation: 1,
      previous: "Builds apps.",
    });
  });

  it("offers Try again after Improve only when a provider wrote it (the built-in clean-up has one answer)", async () => {
    const { user, field, stream } = setup("i build apps");
    await choose(user, "Improve");
    let s = await stream();
    act(() => s.send({ type: "done", text: "I build apps.", engine: { kind: "built-in" }, quota: quotaLeft(4) }));
    await waitFor(() => expect(field.value).toBe("I build apps."));
    expect(screen.queryByRole("button", { name: "Try again (Bio)" })).toBeNull();
    await choose(user, "Improve");
    s = await stream();
    act(() =>
      s.send({
        type: "done",
        text: "I build web apps.",
        engine: { kind: "provider", model: "m" },
        quota: quotaLeft(3),
      }),
    );
    await waitFor(() => expect(field.value).toBe("I build web apps."));
    expect(screen.getByRole("button", { name: "Try again (Bio)" })).toBeTruthy();
  });

  it("speaks the interface language, right to left in Arabic", async () => {
    await changeLanguage("ar");
    const { user } = setup("نص");
    await user.click(screen.getByRole("button", { name: "الكتابة بالذكاء الاصطناعي (Bio)" }));
    const menu = await screen.findByRole("menu");
    expect(menu.getAttribute("dir")).toBe("rtl");
    expect(within(menu).getByRole("menuitem", { name: "إنشاء" })).toBeTruthy();
  });
});
