import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/test-app";

describe("session cookie behind HTTPS", () => {
  it("is Secure, httpOnly and SameSite=Lax when the public URL is https", async () => {
    const { app, close } = await createTestApp({ publicUrl: "https://folio.example.com" });
    try {
      const res = await app.inject({
        method: "POST",
        url: "/api/account/sign-up",
        headers: { origin: "https://folio.example.com" },
        payload: { name: "Abena", email: "abena@example.com", password: "secret-1", confirmPassword: "secret-1" },
      });
      expect(res.statusCode).toBe(201);
      const cookie = res.cookies.find((c) => c.name.includes("session_token"));
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
      expect(cookie?.name.startsWith("__Secure-")).toBe(true);
    } finally {
      await close();
    }
  });
});
