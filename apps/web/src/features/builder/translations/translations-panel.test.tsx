import {
  apiMessage,
  fullPortfolioFixture,
  textFingerprint,
  translatableFields,
  type AiTranslateEvent,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { sectionDomId } from "../sections/section-card";
import { catalogError, installFakePortfolioServer } from "../testing/fake-portfolio-server";
import { renderWithServer } from "../testing/render-builder";
import { server as msw } from "../../../testing/msw";

// The builder's languages (issue 21): the language bar, the side-by-side view with each text's state, editing a
// translation (autosaved), the primary-language select, and Translate with AI streaming into the fields.
// Queries stay inside the settings section: the whole builder's accessibility tree is slow to read.
const slow = { timeout: 240_000 };
const long = { timeout: 30_000 };

/** The fixture with French added: the title translated from today's text, the bio from an older one. */
function withFrench(): PortfolioContent {
  const content = fullPortfolioFixture();
  return {
    ...content,
    translations: {
      fr: {
        "personal.title": { text: "Développeuse full-stack", sourceHash: textFingerprint(content.personal.title) },
        "personal.bio": { text: "Je crée des applications.", sourceHash: textFingerprint("An older bio.") },
      },
    },
  };
}

async function settingsCard() {
  return waitFor(
    () => {
      const element = document.getElementById(sectionDomId("settings"));
      if (!element) throw new Error("the settings section is not drawn yet");
      return element;
    },
    // The builder's first render loads its chunks: slow on a busy 2-core machine.
    { timeout: 90_000 },
  );
}

/** The side-by-side row whose primary text is `text`. */
function rowOf(card: HTMLElement, text: string): HTMLElement {
  const primary = within(card).getAllByText(text, { selector: "p" })[0]!;
  return primary.closest("li")!;
}

/** A fake POST /api/ai/translate whose event stream the test writes; other requests go to the portfolio server. */
function installTranslateFake(answer?: () => Response) {
  const encoder = new TextEncoder();
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const bodies: { language: string; paths: string[] }[] = [];
  msw.use(
    http.post("/api/ai/translate", async ({ request }) => {
      bodies.push((await request.json()) as { language: string; paths: string[] });
      if (answer) return answer();
      const body = new ReadableStream<Uint8Array>({ start: (c) => void streams.push(c) });
      return new Response(body, { status: 200, headers: { "content-type": "text/event-stream; charset=utf-8" } });
    }),
  );
  const send = async (event: AiTranslateEvent) => {
    await waitFor(() => expect(streams.length).toBe(bodies.length));
    streams.at(-1)!.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
    // The server ends the answer after its last event, as the translate route does.
    if (event.type === "done" || event.type === "error") end();
  };
  // The page cancels the stream itself once `done` arrived; closing it then is a no-op.
  const end = () => {
    try {
      streams.at(-1)!.close();
    } catch {
      /* already cancelled by the reader */
    }
  };
  return { bodies, send, end };
}

const quota = { plan: "free" as const, limit: 5, used: 1, remaining: 4, resetAt: "2026-03-02T00:00:00.000Z" };
const done = (translated: number): AiTranslateEvent => ({
  type: "done",
  engine: { kind: "provider", model: "fake-model" },
  quota,
  translated,
});

describe("the builder's languages", slow, () => {
  it("adds a language, shows each text beside its translation with its state, and autosaves an edit", async () => {
    const server = installFakePortfolioServer();
    const { id } = server.seed(withFrench());
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    const card = await settingsCard();
    const section = within(card);

    // French is there; add Arabic, which becomes the language being translated.
    await user.selectOptions(section.getByLabelText("Add a language"), "ar");
    await user.click(section.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(server.portfolios.get(id)?.detail.content.translations?.ar).toEqual({}), long);
    expect(section.getByRole("button", { name: "Remove العربية" })).toBeTruthy();
    const total = translatableFields(fullPortfolioFixture()).length;
    expect(section.getByText(`0 of ${total} texts translated into العربية`)).toBeTruthy();

    // Back to French: the title is translated, the bio older than its original, the name not translated.
    await user.selectOptions(section.getByLabelText("Translating into"), "fr");
    expect(section.getByText(`1 of ${total} texts translated into Français`)).toBeTruthy();
    const title = rowOf(card, "Full-stack Developer");
    expect(within(title).getByText("Translated")).toBeTruthy();
    expect((within(title).getByLabelText("In Français") as HTMLInputElement).value).toBe("Développeuse full-stack");
    const bio = rowOf(card, "I build fast, accessible web apps.");
    expect(within(bio).getByText("Older than the original")).toBeTruthy();
    expect(within(rowOf(card, "Ama Mensah")).getByText("Not translated")).toBeTruthy();

    // Editing the older translation makes it current, and autosave keeps it with today's fingerprint.
    const bioInput = within(bio).getByLabelText("In Français");
    await user.clear(bioInput);
    await user.type(bioInput, "Je crée des applications web rapides.");
    await waitFor(() =>
      expect(within(rowOf(card, "I build fast, accessible web apps.")).getByText("Translated")).toBeTruthy(),
    );
    await waitFor(
      () =>
        expect(server.portfolios.get(id)?.detail.content.translations?.fr?.["personal.bio"]).toEqual({
          text: "Je crée des applications web rapides.",
          sourceHash: textFingerprint("I build fast, accessible web apps."),
        }),
      long,
    );
  });

  it("choosing a translation as the portfolio's language swaps it with the primary one, nothing lost", async () => {
    const server = installFakePortfolioServer();
    const { id } = server.seed(withFrench());
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    const section = within(await settingsCard());
    const select = section.getByLabelText("Language of the portfolio") as HTMLSelectElement;
    expect(section.getByText(/Choosing one of your other languages makes it the primary one/)).toBeTruthy();

    await user.selectOptions(select, "fr");
    await waitFor(() => expect(server.portfolios.get(id)?.detail.content.language).toBe("fr"), long);
    const saved = server.portfolios.get(id)!.detail.content;
    // French texts are now the main ones; English became a translation holding every text it had.
    expect(saved.personal.title).toBe("Développeuse full-stack");
    expect(saved.translations?.fr).toBeUndefined();
    expect(saved.translations?.en?.["personal.title"]?.text).toBe("Full-stack Developer");
    expect(saved.translations?.en?.["personal.bio"]?.text).toBe("I build fast, accessible web apps.");
    expect(select.value).toBe("fr");
    expect(select.getAttribute("aria-invalid")).toBeNull();
    // The language bar agrees: French is primary, English can be made primary again.
    expect(section.getByRole("button", { name: "Make English the primary language" })).toBeTruthy();
  });

  it("translates a field, a section and everything missing with AI, the text streaming into the fields", async () => {
    const server = installFakePortfolioServer();
    const { id } = server.seed(withFrench());
    const fake = installTranslateFake();
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    const card = await settingsCard();
    const section = within(card);

    // One field: its text grows in the field as it arrives, then lands as an up-to-date translation.
    const name = rowOf(card, "Ama Mensah");
    await user.click(within(name).getByRole("button", { name: /^Translate with AI: / }));
    await waitFor(() => expect(fake.bodies).toHaveLength(1));
    expect(fake.bodies[0]).toMatchObject({ language: "fr", paths: ["personal.fullName"] });
    await fake.send({ type: "field", path: "personal.fullName", attempt: 1 });
    await fake.send({ type: "delta", path: "personal.fullName", text: "Ama " });
    const nameInput = within(name).getByLabelText("In Français") as HTMLInputElement;
    await waitFor(() => expect(nameInput.value).toBe("Ama "));
    expect(within(card).getByRole("button", { name: "Stop translating" })).toBeTruthy();
    await fake.send({ type: "delta", path: "personal.fullName", text: "Mensah" });
    await waitFor(() => expect(nameInput.value).toBe("Ama Mensah"));
    await fake.send({
      type: "translated",
      path: "personal.fullName",
      text: "Ama Mensah",
      sourceHash: textFingerprint("Ama Mensah"),
    });
    await fake.send(done(1));
    fake.end();
    await waitFor(() => expect(within(rowOf(card, "Ama Mensah")).getByText("Translated")).toBeTruthy());
    await waitFor(
      () =>
        expect(server.portfolios.get(id)?.detail.content.translations?.fr?.["personal.fullName"]).toEqual({
          text: "Ama Mensah",
          sourceHash: textFingerprint("Ama Mensah"),
        }),
      long,
    );

    // A section: every text of Services not yet translated, in one request.
    await user.click(section.getByRole("button", { name: "Translate this section with AI: Services" }));
    await waitFor(() => expect(fake.bodies).toHaveLength(2));
    const servicePaths = translatableFields(fullPortfolioFixture())
      .filter((f) => f.section === "services")
      .map((f) => f.path);
    expect(fake.bodies[1]!.paths).toEqual(servicePaths);
    await fake.send({ type: "field", path: "services.0.title", attempt: 1 });
    await fake.send({ type: "delta", path: "services.0.title", text: "Applications web" });
    await fake.send({
      type: "translated",
      path: "services.0.title",
      text: "Applications web",
      sourceHash: textFingerprint("Web apps"),
    });
    // One field could not be kept: its reason is shown, the field stays untranslated.
    const lost = apiMessage("aiTranslateLostTerm", { term: "Ama Mensah" });
    await fake.send({
      type: "skipped",
      path: "services.0.description",
      error: { code: "aborted", message: lost.text, messageId: lost.id, params: lost.params },
    });
    await fake.send(done(1));
    fake.end();
    const alert = await within(card).findByRole("alert", {}, long);
    expect(alert.textContent).toContain(lost.text);
    expect(within(rowOf(card, "Web apps")).getByText("Translated")).toBeTruthy();
    expect(within(rowOf(card, "Full-stack development.")).getByText("Not translated")).toBeTruthy();

    // Everything missing: every text that is not translated or older than its original.
    await user.click(section.getByRole("button", { name: "Translate everything missing with AI" }));
    await waitFor(() => expect(fake.bodies).toHaveLength(3));
    const content = server.portfolios.get(id)!.detail.content;
    const missing = translatableFields(content)
      .filter((f) => !["personal.title", "personal.fullName", "services.0.title"].includes(f.path))
      .map((f) => f.path);
    expect(fake.bodies[2]!.paths).toEqual(missing);
    expect(fake.bodies[2]!.paths).toContain("personal.bio");
    await fake.send({ type: "field", path: "personal.bio", attempt: 1 });
    await fake.send({ type: "delta", path: "personal.bio", text: "Je crée des applis" });
    const bioInput = within(rowOf(card, "I build fast, accessible web apps.")).getByLabelText("In Français");
    await waitFor(() => expect((bioInput as HTMLTextAreaElement).value).toBe("Je crée des applis"));
    // The quota runs out midway: the quota's message, and the unfinished field goes back to what it was.
    const over = apiMessage("aiQuotaFree", { limit: 5, proLimit: 200 });
    await fake.send({
      type: "error",
      error: {
        code: "resource-exhausted",
        message: over.text,
        messageId: over.id,
        params: over.params,
        details: { reason: "ai-quota", plan: "free", limit: 5, resetAt: quota.resetAt, upgrade: true },
      },
    });
    await waitFor(() => expect(within(card).getByRole("alert").textContent).toContain("free AI writes"), long);
    await waitFor(() => expect((bioInput as HTMLTextAreaElement).value).toBe("Je crée des applications."));
  });

  it("without an AI service, the button says what to configure", async () => {
    const server = installFakePortfolioServer();
    const { id } = server.seed(withFrench());
    installTranslateFake(() => catalogError(501, "unimplemented", apiMessage("aiTranslateNeedsProvider")));
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    const card = await settingsCard();
    await user.click(within(rowOf(card, "Ama Mensah")).getByRole("button", { name: /^Translate with AI: / }));
    const alert = await within(card).findByRole("alert", {}, long);
    expect(alert.textContent).toContain("the built-in writer cannot translate");
    expect(alert.textContent).toContain("AI_BASE_URL");
  });
});
