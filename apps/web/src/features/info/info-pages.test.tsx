import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n";
import { apiError, json, readJsonBody, sentBodies } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { server } from "../../testing/msw";

/** Mounts the app at `path`; `answers` add API endpoints (by path) to the fake server. */
function renderWith(path: string, answers: Record<string, (body: unknown) => Response> = {}) {
  const rendered = renderApp(path);
  server.use(
    ...Object.entries(answers).map(([url, answer]) =>
      http.all(url, async ({ request }) => answer(await readJsonBody(request))),
    ),
  );
  return rendered;
}

const postHeadings = () => screen.getAllByRole("heading", { level: 2 }).filter((h) => h.querySelector("a"));

describe("info pages", { timeout: 20_000 }, () => {
  it("/blog filters by category through ?category= and formats dates in the interface language", async () => {
    const { user, router } = renderWith("/blog");
    expect(await screen.findByRole("heading", { level: 1, name: "Blog" })).toBeTruthy();
    expect(postHeadings()).toHaveLength(4);

    await user.click(screen.getByRole("radio", { name: "Tutorials" }));
    expect(router.state.location.search).toBe("?category=tutorial");
    expect(postHeadings().map((h) => h.textContent)).toEqual(["Build your portfolio in five minutes"]);
    expect(screen.getByText("September 15, 2026")).toBeTruthy();

    await changeLanguage("fr");
    expect(await screen.findByText("15 septembre 2026")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Tutoriels" })).toHaveProperty("checked", true);
  });

  it("the newsletter box shows the server's field message translated, then the check-your-inbox message", async () => {
    let calls = 0;
    const { user, requests } = renderWith("/blog", {
      "/api/newsletter/subscriptions": () =>
        ++calls === 1
          ? apiError(400, "invalid-argument", "Invalid request", [
              { field: "email", message: "Enter a valid email address" },
            ])
          : json({ status: "pending" }, 202),
    });
    const box = within(await screen.findByRole("region", { name: "Get new posts by e-mail" }));
    await user.type(box.getByLabelText("Email address"), "ama@example.com");
    await user.click(box.getByRole("button", { name: "Subscribe" }));
    expect(await box.findByText("Enter a valid email address")).toBeTruthy();
    await user.click(box.getByRole("button", { name: "Subscribe" }));
    expect((await box.findByRole("status")).textContent).toContain("Almost done");
    expect(sentBodies(requests, "/api/newsletter/subscriptions")).toEqual([
      { email: "ama@example.com", language: "en" },
      { email: "ama@example.com", language: "en" },
    ]);
  });

  it("/help says when nothing matches, quoting the query", async () => {
    const { user } = renderWith("/help");
    const search = await screen.findByLabelText("Search the questions");
    await user.type(search, "zzz");
    expect(await screen.findByText('No results found for "zzz"')).toBeTruthy();
    await user.clear(search);
    await waitFor(() => expect(document.querySelectorAll("details")).toHaveLength(8));
  });

  it("/newsletter/confirm posts the token and reports the outcome", async () => {
    const { requests } = renderWith("/newsletter/confirm?token=abc", {
      "/api/newsletter/confirm": () => json({ status: "confirmed", list: "newsletter" }),
    });
    expect(await screen.findByText("Thank you! Your subscription is confirmed.")).toBeTruthy();
    expect(sentBodies(requests, "/api/newsletter/confirm")).toEqual([{ token: "abc" }]);
  });

  it("/newsletter/confirm says why it failed in the interface language (Spanish), by the server's message id", async () => {
    await changeLanguage("es");
    renderWith("/newsletter/confirm?token=abc", {
      "/api/newsletter/confirm": () =>
        json(
          {
            error: {
              code: "resource-exhausted",
              message: "Too many requests. Please wait 30 seconds and try again.",
              messageId: "tooManyRequests",
              params: { seconds: 30 },
            },
          },
          429,
        ),
    });
    expect(await screen.findByText("Demasiadas solicitudes. Espera 30 segundos y vuelve a intentarlo.")).toBeTruthy();
    expect(screen.queryByText(/Too many/)).toBeNull();
  });

  it("the careers box asks to confirm by e-mail (double opt-in), in the interface language", async () => {
    await changeLanguage("de");
    const { user, requests } = renderWith("/careers", {
      "/api/talent-community": () => json({ status: "pending" }, 202),
    });
    const box = within(await screen.findByRole("region", { name: "Werde Teil unseres Talent-Netzwerks" }));
    await user.type(box.getByLabelText("E-Mail-Adresse"), "ama@example.com");
    await user.click(box.getByRole("button", { name: "Mitmachen" }));
    expect((await box.findByRole("status")).textContent).toBe(
      "Fast geschafft: Sieh in deinem Posteingang nach und öffne den Link, den wir dir geschickt haben, um zu bestätigen, dass du unserem Talent-Netzwerk beitreten möchtest.",
    );
    expect(sentBodies(requests, "/api/talent-community")).toEqual([{ email: "ama@example.com", language: "de" }]);
  });

  it("the talent community's confirmation link speaks of the talent community, not the newsletter", async () => {
    const { requests } = renderWith("/newsletter/confirm?token=abc&list=talent-community", {
      "/api/newsletter/confirm": () => json({ status: "confirmed", list: "talent-community" }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Talent community" })).toBeTruthy();
    expect(
      await screen.findByText("Thank you! You are in our talent community. We will write to you when a role opens."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the careers page" }).getAttribute("href")).toBe("/careers");
    expect(screen.queryByText(/newsletter/i)).toBeNull();
    expect(sentBodies(requests, "/api/newsletter/confirm")).toEqual([{ token: "abc" }]);
  });

  it("names the list by the server's answer when the link does not, and translates leaving it (Japanese)", async () => {
    await changeLanguage("ja");
    renderWith("/newsletter/unsubscribe?token=id.sig", {
      "/api/newsletter/unsubscribe": () => json({ status: "unsubscribed", list: "talent-community" }),
    });
    expect(
      await screen.findByText("タレントコミュニティから退会しました。今後、募集についてのご連絡はしません。"),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "タレントコミュニティから退会" })).toBeTruthy();
  });

  it("a dead talent-community link sends the reader back to the careers page", async () => {
    renderWith("/newsletter/confirm?token=old&list=talent-community", {
      "/api/newsletter/confirm": () => apiError(404, "not-found", "This link is invalid or has expired."),
    });
    expect(
      await screen.findByText("This link is invalid or has expired. Join again on the careers page to get a new one."),
    ).toBeTruthy();
  });

  it("the newsletter box is a POST form, enabled once the app runs", async () => {
    renderWith("/blog");
    const box = within(await screen.findByRole("region", { name: "Get new posts by e-mail" }));
    const button = box.getByRole("button", { name: "Subscribe" });
    expect(button.closest("form")?.getAttribute("method")).toBe("post");
    expect(button).toHaveProperty("disabled", false);
    expect(box.getByLabelText("Email address")).toHaveProperty("disabled", false);
  });
});
