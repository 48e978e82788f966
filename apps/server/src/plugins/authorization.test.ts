import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestApp } from "../testing/test-app";
import { updateProfile } from "../testing/portfolio-factory";
import { signUpTestAdmin, signUpTestUser, type TestUser } from "../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ adminEmails: ["chief@example.com"] }));
  admin = await signUpTestAdmin(app, "chief@example.com", "Chief");
  member = await signUpTestUser(app, "plain@example.com", "Plain Member");
});
afterAll(() => close());

const call = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

describe("requireAdmin", () => {
  it("answers an anonymous caller 401 and a signed-in non-admin 403 on every kind of admin route", async () => {
    for (const url of ["/api/admin/users", "/api/admin/incidents", "/api/admin/jobs", "/api/admin/ai-usage"]) {
      const anonymous = await call("GET", url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().error.code).toBe("unauthenticated");
      const denied = await call("GET", url, member.cookie);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().error.code).toBe("permission-denied");
      expect((await call("GET", url, admin.cookie)).statusCode, url).toBe(200);
    }
  });

  it("refuses before the body is read: a non-admin's invalid body is a 403, not a 400", async () => {
    const res = await call("POST", "/api/admin/incidents", member.cookie, { title: "" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: "permission-denied", messageId: "adminOnly" });
  });

  it("keeps a route's own refusal message (AI usage)", async () => {
    const res = await call("GET", "/api/admin/ai-usage", member.cookie);
    expect(res.json().error.messageId).toBe("aiUsageAdminsOnly");
  });
});

describe("requirePro", () => {
  it("refuses a free account with the feature's message and the upgrade hint, and lets a Pro account through", async () => {
    const free = await signUpTestUser(app);
    const refused = await call("POST", "/api/custom-domains", free.cookie, { domain: "www.free-person.example" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "permission-denied",
      messageId: "customDomainProOnly",
      message: "Custom domains are a Pro feature. Upgrade to Pro to connect your own domain.",
      details: { upgrade: true },
    });
    expect((await call("POST", "/api/custom-domains", undefined, { domain: "www.x.example" })).statusCode).toBe(401);

    await updateProfile(app.database.db, free.userId, { plan: "pro", isPremium: true, subscriptionEnd: null });
    const added = await call("POST", "/api/custom-domains", free.cookie, { domain: "www.now-pro.example" });
    expect(added.statusCode).toBe(201);
  });
});
