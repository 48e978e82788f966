import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, sentBodies } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";

const CONTACT = "/api/contact-messages";

/** /contact with the fake API answering the contact endpoint with `answer`. */
async function openContact(answer: () => Response) {
  const app = renderApp("/contact", { session: null });
  const fallback = app.fetchMock.getMockImplementation()!;
  app.fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith(CONTACT) ? Promise.resolve(answer()) : fallback(input, init),
  );
  await screen.findByRole("heading", { level: 1, name: "Contact us" });
  return app;
}

describe("/contact", () => {
  it("shows each required field's message and sends nothing", async () => {
    const { user, fetchMock } = await openContact(() => json({ id: "m1", createdAt: "2026-11-21T10:00:00Z" }, 201));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    for (const message of [
      "Name is required",
      "Email is required",
      "Choose a subject from the list",
      "Message is required",
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(sentBodies(fetchMock, CONTACT)).toEqual([]);
  });

  it("sends the spec's English subject with the interface language, then thanks in the page", async () => {
    const { user, fetchMock } = await openContact(() => json({ id: "m1", createdAt: "2026-11-21T10:00:00Z" }, 201));
    await user.type(screen.getByLabelText("Name"), "Ama Mensah");
    await user.type(screen.getByLabelText("Email"), "ama@example.com");
    await user.selectOptions(screen.getByLabelText("Subject"), "Billing & Payments");
    await user.type(screen.getByLabelText("Message"), "Was I charged twice?");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const thanks = await screen.findByRole("status");
    expect(thanks.textContent).toBe("Thank you! We'll get back to you soon.");
    expect(sentBodies(fetchMock, CONTACT)).toEqual([
      {
        name: "Ama Mensah",
        email: "ama@example.com",
        subject: "Billing & Payments",
        message: "Was I charged twice?",
        language: "en",
      },
    ]);
  });

  it("puts the server's field messages on the fields, translated", async () => {
    const { user } = await openContact(() =>
      apiError(400, "invalid-argument", "Message is required (message)", [
        { field: "message", message: "Message is required" },
      ]),
    );
    await user.type(screen.getByLabelText("Name"), "Ama");
    await user.type(screen.getByLabelText("Email"), "ama@example.com");
    await user.selectOptions(screen.getByLabelText("Subject"), "Other");
    await user.type(screen.getByLabelText("Message"), "x");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message is required")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says when the visitor has sent too many", async () => {
    const { user } = await openContact(() => apiError(429, "resource-exhausted", "Too many requests."));
    await user.type(screen.getByLabelText("Name"), "Ama");
    await user.type(screen.getByLabelText("Email"), "ama@example.com");
    await user.selectOptions(screen.getByLabelText("Subject"), "Other");
    await user.type(screen.getByLabelText("Message"), "x");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/several messages in a short time/);
  });
});
