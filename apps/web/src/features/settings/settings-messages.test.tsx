import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { ApiError } from "../../lib/api-client";
import { createTestQueryClient } from "../../test/render-app";
import { recordRequests, server } from "../../testing/msw";
import { PasswordForm } from "./password-form";
import { passwordChangeSchema } from "@foliocraft/schemas";
import { translateSchemaMessage } from "../../i18n/schema-messages";
import { settingsFailure } from "./settings-messages";

const failure = (code: ApiError["code"], message: string, messageId: string, params?: Record<string, string>) =>
  new ApiError(code, message, code === "not-found" ? 404 : 400, undefined, { messageId, params });

describe("settings messages", () => {
  it("show the server's reasons in the interface language, by their catalog id", async () => {
    await changeLanguage("de");
    const last = failure(
      "invalid-argument",
      "GitHub is the only way you sign in to this account, so it cannot be disconnected. Connect another account first.",
      "linkLastMethod",
      { provider: "GitHub" },
    );
    expect(settingsFailure(i18n.t, last)).toBe(
      "GitHub ist die einzige Möglichkeit, dich bei diesem Konto anzumelden, und kann daher nicht getrennt werden. Verbinde zuerst ein anderes Konto.",
    );
    const mistyped = failure(
      "invalid-argument",
      "Type your e-mail address exactly to confirm the deletion.",
      "deleteConfirmMismatch",
    );
    expect(settingsFailure(i18n.t, mistyped)).toBe("Gib deine E-Mail-Adresse genau ein, um das Löschen zu bestätigen.");
    const taken = failure(
      "invalid-argument",
      "This Google account is already connected to another Foliocraft account.",
      "linkTakenByOther",
      { provider: "Google" },
    );
    expect(settingsFailure(i18n.t, taken)).toBe(
      "Dieses Google-Konto ist bereits mit einem anderen Foliocraft-Konto verbunden.",
    );
  });

  it("translate the settings schemas' own field messages", async () => {
    const [missing] = passwordChangeSchema.safeParse({
      currentPassword: "",
      password: "abcdef",
      confirmPassword: "abcdef",
    }).error!.issues;
    expect(translateSchemaMessage(i18n.t, missing!.message)).toBe("Enter your current password");
    await changeLanguage("ja");
    expect(translateSchemaMessage(i18n.t, missing!.message)).not.toBe("Enter your current password");
  });
});

describe("PasswordForm", () => {
  function renderForm() {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <PasswordForm onChanged={() => {}} />
      </AppProviders>,
    );
    return userEvent.setup();
  }

  it("shows a wrong current password in the interface language (German), and field messages on the fields", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await changeLanguage("de");
    server.use(
      http.post("/api/account/password", () =>
        HttpResponse.json(
          {
            error: {
              code: "invalid-argument",
              message: "Your current password is not correct.",
              messageId: "currentPasswordWrong",
            },
          },
          { status: 400 },
        ),
      ),
    );
    const seen = recordRequests();
    const user = renderForm();

    await user.click(screen.getByRole("button", { name: "Passwort ändern" }));
    expect(await screen.findByText("Gib dein aktuelles Passwort ein")).toBeTruthy();
    expect(seen).toEqual([]);

    await user.type(screen.getByLabelText("Aktuelles Passwort"), "nope-nope");
    await user.type(screen.getByLabelText("Neues Passwort"), "second-pass");
    await user.type(screen.getByLabelText("Neues Passwort bestätigen"), "second-pass");
    await user.click(screen.getByRole("button", { name: "Passwort ändern" }));
    expect(await screen.findByText("Dein aktuelles Passwort ist nicht korrekt.")).toBeTruthy();
    expect(seen).toEqual([{ method: "POST", url: "/api/account/password" }]);
  });
});
