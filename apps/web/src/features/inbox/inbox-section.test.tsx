import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Inbox, InboxMessage } from "@foliocraft/schemas";
import { json } from "../../test/fake-api";
import { renderSignedIn, sent } from "../settings/fake-account-api";

const message = (
  id: string,
  name: string,
  readAt: string | null = null,
  language: InboxMessage["language"] = null,
): InboxMessage => ({
  id,
  name,
  email: `${id}@example.com`,
  message: `Hello from ${name}\nSecond line`,
  language,
  createdAt: "2026-03-01T10:00:00.000Z",
  readAt,
});

/** A fake inbox endpoint set that keeps its state, as the server does. */
function fakeInbox(messages: InboxMessage[]) {
  let list = messages;
  const inbox = (): Inbox => ({ messages: list, unreadCount: list.filter((m) => !m.readAt).length });
  const overrides: Record<string, () => Response> = { "GET /api/inbox": () => json(inbox()) };
  for (const m of messages) {
    overrides[`POST /api/inbox/${m.id}/read`] = () => {
      list = list.map((x) => (x.id === m.id ? { ...x, readAt: "2026-03-02T10:00:00.000Z" } : x));
      return json(list.find((x) => x.id === m.id));
    };
    overrides[`DELETE /api/inbox/${m.id}`] = () => {
      list = list.filter((x) => x.id !== m.id);
      return new Response(null, { status: 204 });
    };
  }
  return overrides;
}

const item = async (name: string) => within((await screen.findByRole("article", { name })) as HTMLElement);

describe("the dashboard inbox", { timeout: 15_000 }, () => {
  it("says which language version of the portfolio a visitor wrote from, and marks the text with it", async () => {
    renderSignedIn("/dashboard", {
      overrides: fakeInbox([message("m-3", "Amal", null, "ar"), message("m-4", "Yaw")]),
    });
    expect(await screen.findByText("Unread: 2", undefined, { timeout: 10_000 })).toBeTruthy();
    const amal = await item("Amal Unread");
    expect(amal.getByText("Written from the Arabic version of your portfolio.")).toBeTruthy();
    expect(amal.getByText(/Hello from Amal/).getAttribute("lang")).toBe("ar");
    // A one-language portfolio's message says nothing of it.
    const yaw = await item("Yaw Unread");
    expect(yaw.queryByText(/version of your portfolio/)).toBeNull();
    expect(yaw.getByText(/Hello from Yaw/).hasAttribute("lang")).toBe(false);
  });

  it("lists messages with the unread count, marks one read and deletes one after confirming", async () => {
    const { user, server } = renderSignedIn("/dashboard", {
      overrides: fakeInbox([message("m-2", "Kofi"), message("m-1", "Efua", "2026-03-01T11:00:00.000Z")]),
    });
    expect(await screen.findByRole("heading", { name: "Messages from visitors" })).toBeTruthy();
    expect(await screen.findByText("Unread: 1")).toBeTruthy();
    const kofi = await item("Kofi Unread");
    expect(kofi.getByRole("link", { name: "m-2@example.com" }).getAttribute("href")).toBe("mailto:m-2@example.com");
    expect(kofi.getByText(/Hello from Kofi/).textContent).toBe("Hello from Kofi\nSecond line");
    // A read message offers no "mark as read".
    expect((await item("Efua")).queryByRole("button", { name: /Mark as read/ })).toBeNull();

    await user.click(kofi.getByRole("button", { name: "Mark the message from Kofi as read" }));
    expect(await screen.findByText("Unread: 0")).toBeTruthy();
    expect(sent(server, "POST", "/api/inbox/m-2/read")).toHaveLength(1);

    await user.click((await item("Efua")).getByRole("button", { name: "Delete the message from Efua" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this message?" });
    expect(within(dialog).getByText("The message from Efua will be deleted for good.")).toBeTruthy();
    expect(sent(server, "DELETE", "/api/inbox/m-1")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Efua" })).toBeNull());
    expect(sent(server, "DELETE", "/api/inbox/m-1")).toHaveLength(1);
    expect(await screen.findByText("Message deleted.")).toBeTruthy();
  });

  it("says when there are no messages yet", async () => {
    renderSignedIn("/dashboard", { overrides: fakeInbox([]) });
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    expect(await screen.findByText("Unread: 0")).toBeTruthy();
  });
});
