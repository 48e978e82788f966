import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sentBodies } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";

// Passkeys in the e-mail field's autofill on /login (issue 24): the browser's WebAuthn API stands in as a fake
// `navigator.credentials.get` that waits like a conditional request does, until a passkey is picked or its signal
// aborts. The real ceremony in Chromium is tests/e2e/passkeys.spec.ts.

const PASSKEY_SIGN_IN = "/api/account/sign-in/passkey";

interface PendingRequest {
  options: CredentialRequestOptions;
  pick: () => void;
}

let requests: PendingRequest[];

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** What a device answers for the picked passkey (a PublicKeyCredential's shape). */
const assertion = () => ({
  id: "cred-1",
  rawId: bytes("cred-1"),
  type: "public-key",
  authenticatorAttachment: "platform",
  response: {
    authenticatorData: bytes("authenticator-data"),
    clientDataJSON: bytes('{"type":"webauthn.get"}'),
    signature: bytes("signature"),
    userHandle: bytes("user-1"),
  },
  getClientExtensionResults: () => ({}),
});

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    "PublicKeyCredential",
    Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: async () => true }),
  );
  const get = (options: CredentialRequestOptions) =>
    new Promise((resolve, reject) => {
      requests.push({ options, pick: () => resolve(assertion()) });
      const { signal } = options;
      signal?.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
    });
  Object.defineProperty(navigator, "credentials", { value: { get }, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, "credentials");
});

const conditional = () => requests.filter((request) => request.options.mediation === "conditional");

async function openLogin(passkey = true) {
  const app = renderApp("/login", { session: null, providers: { google: false, github: false, passkey } });
  await screen.findByRole("heading", { level: 1, name: "Log in" });
  return app;
}

describe("passkeys in the e-mail field's autofill", () => {
  it("marks the e-mail field for passkey autofill and signs in with the passkey picked there", async () => {
    const { router, requests: sent } = await openLogin();
    expect(screen.getByLabelText("Email").getAttribute("autocomplete")).toBe("username webauthn");
    await waitFor(() => expect(conditional()).toHaveLength(1));
    // The request waits without a dialog; nothing is sent before a passkey is picked.
    expect(sentBodies(sent, PASSKEY_SIGN_IN)).toEqual([]);

    act(() => conditional()[0]!.pick());
    expect(await screen.findByText("Signed in successfully!")).toBeTruthy();
    expect(sentBodies(sent, PASSKEY_SIGN_IN)).toEqual([
      { response: expect.objectContaining({ id: "cred-1", type: "public-key" }) },
    ]);
    // The dashboard's code loads on first use: slow on a loaded machine.
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"), { timeout: 15_000 });
  }, 20_000);

  it("aborts the waiting request when the page is left, and signs nobody in", async () => {
    const { router, requests: sent, unmount } = await openLogin();
    await waitFor(() => expect(conditional()).toHaveLength(1));
    const { signal } = conditional()[0]!.options;
    expect(signal?.aborted).toBe(false);

    await act(() => router.navigate("/signup"));
    expect(signal?.aborted).toBe(true);
    unmount();
    expect(sentBodies(sent, PASSKEY_SIGN_IN)).toEqual([]);
  });

  it("aborts it on unmount", async () => {
    const { unmount } = await openLogin();
    await waitFor(() => expect(conditional()).toHaveLength(1));
    const { signal } = conditional()[0]!.options;
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it("is replaced by the passkey button's request, with no error shown for the abandoned one", async () => {
    const { user, router } = await openLogin();
    await waitFor(() => expect(conditional()).toHaveLength(1));
    const autofill = conditional()[0]!;

    await user.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(autofill.options.signal?.aborted).toBe(true);
    expect(requests[1]!.options.mediation).toBeUndefined();
    expect(screen.queryByRole("alert")).toBeNull();

    act(() => requests[1]!.pick());
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"), { timeout: 15_000 });
  }, 20_000);

  it("is not started when the server offers no passkeys", async () => {
    const { requests: sent } = await openLogin(false);
    await waitFor(() => expect(sent.some(({ url }) => url === "/api/auth/providers")).toBe(true));
    expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
    expect(requests).toEqual([]);
    expect(sent.some(({ url }) => url === "/api/account/sign-in/passkey/options")).toBe(false);
  });
});
