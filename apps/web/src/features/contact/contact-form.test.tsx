import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../i18n/i18n";
import { apiError, json, sentBodies } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { server } from "../../testing/msw";
import { ContactForm } from "./contact-form";
import { SupportInfo } from "./support-info";

const CONTACT = "/api/contact-messages";

/** /contact with the fake API answering the contact endpoint with `answer`. */
async function openContact(answer: () => Response, heading = "Contact us") {
  const app = renderApp("/contact", { session: null });
  server.use(http.all(CONTACT, () => answer()));
  await screen.findByRole("heading", { level: 1, name: heading });
  return app;
}

describe("/contact", () => {
  it("shows each required field's message and sends nothing", async () => {
    const { user, requests } = await openContact(() => json({ id: "m1", createdAt: "2026-11-21T10:00:00Z" }, 201));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    for (const message of [
      "Name is required",
      "Email is required",
      "Choose a subject from the list",
      "Message is required",
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(sentBodies(requests, CONTACT)).toEqual([]);
  });

  it("sends the spec's English subject with the interface language, then thanks in the page", async () => {
    const { user, requests } = await openContact(() => json({ id: "m1", createdAt: "2026-11-21T10:00:00Z" }, 201));
    await user.type(screen.getByLabelText("Name"), "Ama Mensah");
    await user.type(screen.getByLabelText("Email"), "ama@example.com");
    await user.selectOptions(screen.getByLabelText("Subject"), "Billing & Payments");
    await user.type(screen.getByLabelText("Message"), "Was I charged twice?");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const thanks = await screen.findByRole("status");
    expect(thanks.textContent).toBe("Thank you! We'll get back to you soon.");
    expect(sentBodies(requests, CONTACT)).toEqual([
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

  it("shows the server's refusal in the interface language (French), not its English text", async () => {
    await changeLanguage("fr");
    const { user } = await openContact(
      () =>
        json(
          {
            error: {
              code: "permission-denied",
              message: "This request came from another website and was refused.",
              messageId: "crossSiteRefused",
            },
          },
          403,
        ),
      "Contactez-nous",
    );
    await user.type(screen.getByLabelText("Nom"), "Ama");
    await user.type(screen.getByLabelText("Adresse e-mail"), "ama@example.com");
    await user.selectOptions(screen.getByLabelText("Sujet"), "Other");
    await user.type(screen.getByLabelText("Message"), "x");
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Cette requête provenait d'un autre site web et a été refusée.",
    );
  });
});

describe("/contact as prerendered", () => {
  it("renders a POST form with its fields disabled, and hydrates without a mismatch into a working form", async () => {
    const page = (
      <>
        <ContactForm />
        <SupportInfo />
      </>
    );
    // The prerender's markup (as src/prerender/render-page.tsx makes it): nothing typed before the app takes over
    // can be submitted, nor go into the URL.
    const { prelude } = await prerender(page);
    const html = await new Response(prelude).text();
    const container = document.createElement("div");
    container.innerHTML = html;
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(container.querySelector("fieldset")!.disabled).toBe(true);
    expect(container.querySelector<HTMLButtonElement>("button[type=submit]")!.disabled).toBe(true);
    // The visitor's own time zone is not the build machine's: only the GMT hours are prerendered.
    expect(container.textContent).not.toContain("your time");

    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => console.error(error) }),
    );
    try {
      expect(errors).not.toHaveBeenCalled();
      expect(container.querySelector("fieldset")!.disabled).toBe(false);
      expect(container.querySelector<HTMLButtonElement>("button[type=submit]")!.disabled).toBe(false);
      expect(container.textContent).toContain("your time");
    } finally {
      errors.mockRestore();
      act(() => root.unmount());
      container.remove();
    }
  });
});
