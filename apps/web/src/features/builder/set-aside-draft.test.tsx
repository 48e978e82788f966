import { fullPortfolioFixture, type PortfolioContent } from "@foliocraft/schemas";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createDraftStorage } from "./draft-storage";
import { installFakePortfolioServer } from "./testing/fake-portfolio-server";
import { renderWithServer } from "./testing/render-builder";

// Issue 18 item 1: a draft kept on this device that can no longer be opened (a character that can never be saved,
// or content the builder fails on) is set aside with a message and kept for download: never a crash on every reload.

// The builder's chunk loads lazily; on a busy machine the first load takes a while.
const slow = { timeout: 60_000 };
const draftKey = (id: string) => `foliocraft.builder.draft.${id}`;
const setAsideKey = (id: string) => `foliocraft.builder.draft-set-aside.${id}`;
const message =
  "The unsaved changes kept on this device could not be opened, so they were set aside and the last saved version is shown.";

function seedWithDraft(content: unknown) {
  const server = installFakePortfolioServer();
  const detail = server.seed(fullPortfolioFixture());
  createDraftStorage(undefined, "crashed-tab").write(detail.id, {
    baseVersion: detail.version,
    content: content as PortfolioContent,
    name: "Seeded",
  });
  const stored = window.localStorage.getItem(draftKey(detail.id));
  return { server, detail, stored };
}

describe("a device draft that cannot be opened", { timeout: 180_000 }, () => {
  it("holding half of an emoji: set aside, the saved version opens, the copy can be downloaded, then dismissed", async () => {
    const broken = fullPortfolioFixture();
    broken.personal.fullName = "\ud83d Ama";
    const { server, detail, stored } = seedWithDraft(broken);

    const { user } = renderWithServer(server, `/generate?id=${detail.id}`);
    expect(((await screen.findByLabelText("Full name", {}, slow)) as HTMLInputElement).value).toBe("Ama Mensah");
    expect(await screen.findByText(message, {}, slow)).toBeTruthy();
    expect(window.localStorage.getItem(draftKey(detail.id))).toBeNull();
    expect(window.localStorage.getItem(setAsideKey(detail.id))).toBe(stored);

    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:set-aside";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: "Download the set-aside copy" }));
    expect(await created[0]?.text()).toBe(stored);

    await user.click(screen.getByRole("button", { name: "Discard it" }));
    expect(screen.queryByText(message)).toBeNull();
    expect(window.localStorage.getItem(setAsideKey(detail.id))).toBeNull();
    // Nothing of the broken draft reached the server.
    expect(server.saves(detail.id)).toEqual([]);
  });

  it("that the builder fails on: set aside, and a reload opens the saved version again instead of failing", async () => {
    // Every section of the right kind (so it is read as a draft), but a field the builder cannot draw.
    const broken = { ...fullPortfolioFixture(), personal: { ...fullPortfolioFixture().personal, fullName: 42 } };
    const { server, detail, stored } = seedWithDraft(broken);
    vi.spyOn(console, "error").mockImplementation(() => {});

    const first = renderWithServer(server, `/generate?id=${detail.id}`);
    expect(await screen.findByText(message, {}, slow)).toBeTruthy();
    expect(((await screen.findByLabelText("Full name", {}, slow)) as HTMLInputElement).value).toBe("Ama Mensah");
    expect(screen.queryByText("Unexpected Application Error!")).toBeNull();
    expect(window.localStorage.getItem(draftKey(detail.id))).toBeNull();
    expect(window.localStorage.getItem(setAsideKey(detail.id))).toBe(stored);
    first.unmount();

    // The reload: the set-aside copy is still offered, the builder opens at once.
    renderWithServer(server, `/generate?id=${detail.id}`);
    expect(((await screen.findByLabelText("Full name", {}, slow)) as HTMLInputElement).value).toBe("Ama Mensah");
    expect(screen.getByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Unexpected Application Error!")).toBeNull());
  });

  it("an unreadable draft (not JSON) is kept aside too, never silently dropped", () => {
    window.localStorage.setItem(draftKey("p9"), "{not json");
    const drafts = createDraftStorage();
    expect(drafts.read("p9")).toBeNull();
    expect(drafts.readSetAside("p9")).toBe("{not json");
    expect(window.localStorage.getItem(draftKey("p9"))).toBeNull();
  });
});
