import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { mailMessages, payments, profiles } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { startFakePaystack, type FakePaystack } from "../../testing/fake-paystack";
import { nextTestAddress, signUpTestAdmin, signUpTestUser, type TestUser } from "../../testing/test-users";

const secretKey = "sk_test_fake_secret_key_123";
let app: FastifyInstance;
let close: () => Promise<void>;
let paystack: FakePaystack;

beforeAll(async () => {
  paystack = await startFakePaystack({ secretKey });
  ({ app, close } = await createTestApp({
    adminEmails: ["admin@example.com"],
    paystack: { secretKey, publicKey: "pk_test_fake_public", apiUrl: paystack.base },
  }));
});
afterAll(async () => {
  await close();
  await paystack.close();
});

const dayMs = 86_400_000;
const post = (user: TestUser | null, url: string, payload?: object) =>
  app.inject({
    method: "POST",
    url,
    remoteAddress: nextTestAddress(),
    ...(user ? { headers: { cookie: user.cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
const profileOf = async (user: TestUser) =>
  (await app.database.db.select().from(profiles).where(eq(profiles.userId, user.userId)))[0]!;

async function startPayment(user: TestUser, plan: "monthly" | "yearly" = "monthly") {
  const res = await post(user, "/api/payments", { plan });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { reference: string; accessCode: string; amount: number };
}

function webhook(body: string, signature?: string) {
  return app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: { "content-type": "application/json", ...(signature ? { "x-paystack-signature": signature } : {}) },
    payload: body,
  });
}

describe("starting a payment", () => {
  it("needs a signed-in user, with the spec's message", async () => {
    const res = await post(null, "/api/payments", { plan: "monthly" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      message: "Please log in to upgrade to premium",
      messageId: "logInToUpgrade",
    });
  });

  it("keeps Paystack's own text out of the message when it refuses to start the checkout", async () => {
    const user = await signUpTestUser(app);
    paystack.state.failNext = 400;
    const refused = await post(user, "/api/payments", { plan: "monthly" });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toEqual({
      code: "unavailable",
      message:
        "Payment processing failed: the payment provider could not start the checkout. Please try again later or contact support.",
      messageId: "paymentStartRefused",
      details: { providerMessage: "Internal error" },
    });
    paystack.state.failNext = 500;
    const down = await post(user, "/api/payments", { plan: "monthly" });
    expect(down.json().error).toMatchObject({ code: "unavailable", messageId: "paymentProviderUnreachable" });
  });

  it("stores the reference before the popup opens and fixes amount, currency and channels on the server", async () => {
    const user = await signUpTestUser(app);
    const started = await startPayment(user, "yearly");
    expect(started).toMatchObject({
      amount: 30_000,
      currency: "GHS",
      plan: "yearly",
      publicKey: "pk_test_fake_public",
    });
    expect(started.reference).toMatch(/^fc-[0-9a-f-]{36}$/);
    const [row] = await app.database.db.select().from(payments).where(eq(payments.reference, started.reference));
    expect(row).toMatchObject({ status: "pending", amount: 30_000, currency: "GHS", userId: user.userId });
    const tx = paystack.transactions.get(started.reference)!;
    expect(tx).toMatchObject({
      amount: 30_000,
      currency: "GHS",
      channels: ["card", "mobile_money"],
      email: user.email,
    });
    expect((await startPayment(user)).amount).toBe(3_000);
  });

  it("says the payment system is not configured when there are no keys", async () => {
    const bare = await createTestApp();
    try {
      const user = await signUpTestUser(bare.app);
      const res = await bare.app.inject({
        method: "POST",
        url: "/api/payments",
        headers: { cookie: user.cookie },
        payload: {},
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        message: "Payment system not configured. Please contact support.",
        messageId: "paymentsNotConfigured",
      });
      const status = await bare.app.inject({
        method: "GET",
        url: "/api/subscription",
        headers: { cookie: user.cookie },
      });
      expect(status.json()).toMatchObject({ plan: "free", status: "free", paymentsConfigured: false });
    } finally {
      await bare.close();
    }
  });
});

describe("verifying", () => {
  it("card success: writes every upgrade field and one month of Pro", async () => {
    const user = await signUpTestUser(app);
    const { reference } = await startPayment(user);
    paystack.pay(reference, { status: "success", channel: "card" });
    const res = await post(user, `/api/payments/${reference}/verify`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: "success",
      message: "Welcome to Premium! 🎉",
      subscription: { plan: "pro", isPremium: true, status: "pro-active", subscriptionType: "monthly" },
    });
    const p = await profileOf(user);
    expect(p).toMatchObject({
      plan: "pro",
      isPremium: true,
      paymentVerified: true,
      subscriptionType: "monthly",
      paymentProviderId: "paystack",
      paymentAmount: 30,
      paymentCurrency: "GHS",
      transactionRef: reference,
    });
    expect(p.premiumSince).toBeInstanceOf(Date);
    const session = await app.inject({ method: "GET", url: "/api/session", headers: { cookie: user.cookie } });
    expect(session.json().user.isPremium).toBe(true); // the header's Pro badge
    expect(p.lastPaymentDate).toBeInstanceOf(Date);
    const days = (p.subscriptionEnd!.getTime() - Date.now()) / dayMs;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it("mobile money yearly success extends by a year; a second payment extends from the current end", async () => {
    const user = await signUpTestUser(app);
    const first = await startPayment(user, "yearly");
    paystack.pay(first.reference, { status: "success", channel: "mobile_money" });
    await post(user, `/api/payments/${first.reference}/verify`);
    const afterFirst = (await profileOf(user)).subscriptionEnd!;
    expect((afterFirst.getTime() - Date.now()) / dayMs).toBeGreaterThan(364);
    const [row] = await app.database.db.select().from(payments).where(eq(payments.reference, first.reference));
    expect(row?.channel).toBe("mobile_money");

    const second = await startPayment(user, "monthly");
    paystack.pay(second.reference, { status: "success", channel: "card" });
    await post(user, `/api/payments/${second.reference}/verify`);
    const afterSecond = (await profileOf(user)).subscriptionEnd!;
    const addedDays = (afterSecond.getTime() - afterFirst.getTime()) / dayMs;
    expect(addedDays).toBeGreaterThanOrEqual(28);
    expect(addedDays).toBeLessThanOrEqual(31);
  });

  it.each([
    ["failed", { status: "failed" } as const, "failed", "Payment was not successful"],
    ["abandoned", { status: "abandoned" } as const, "abandoned", "Payment cancelled"],
    ["amount mismatch", { status: "success", amount: 100 } as const, "failed", "Payment was not successful"],
    ["currency mismatch", { status: "success", currency: "NGN" } as const, "failed", "Payment was not successful"],
  ])("%s leaves the account free", async (_name, outcome, expected, message) => {
    const user = await signUpTestUser(app);
    const { reference } = await startPayment(user);
    paystack.pay(reference, outcome);
    const res = await post(user, `/api/payments/${reference}/verify`);
    expect(res.json()).toMatchObject({ outcome: expected, message, subscription: { plan: "free" } });
    expect((await profileOf(user)).plan).toBe("free");
  });

  it("an unknown reference, or another user's, is not found", async () => {
    const owner = await signUpTestUser(app);
    const other = await signUpTestUser(app);
    const { reference } = await startPayment(owner);
    paystack.pay(reference);
    expect((await post(other, `/api/payments/${reference}/verify`)).statusCode).toBe(404);
    expect((await post(owner, "/api/payments/fc-unknown/verify")).statusCode).toBe(404);
    expect((await profileOf(other)).plan).toBe("free");
  });
});

describe("webhook", () => {
  it("refuses a bad or missing signature (401) and changes nothing", async () => {
    const user = await signUpTestUser(app);
    const { reference } = await startPayment(user);
    paystack.pay(reference);
    const { body } = paystack.webhook(reference);
    expect((await webhook(body)).statusCode).toBe(401);
    expect((await webhook(body, paystack.webhook(reference, "sk_test_wrong").signature)).statusCode).toBe(401);
    expect((await webhook(body, "zz-not-hex")).statusCode).toBe(401);
    expect((await profileOf(user)).plan).toBe("free");
  });

  it("fulfils once, however often it is replayed, and together with verify at the same moment", async () => {
    const user = await signUpTestUser(app);
    const { reference } = await startPayment(user);
    paystack.pay(reference);
    const { body, signature } = paystack.webhook(reference);
    const results = await Promise.all([
      webhook(body, signature),
      post(user, `/api/payments/${reference}/verify`),
      webhook(body, signature),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await webhook(body, signature)).statusCode).toBe(200);
    const days = ((await profileOf(user)).subscriptionEnd!.getTime() - Date.now()) / dayMs;
    expect(days).toBeLessThan(32); // one month, not two, three or four
    expect(days).toBeGreaterThan(27);
  });

  it("ignores unknown references and refuses a tampered amount", async () => {
    const user = await signUpTestUser(app);
    const { reference } = await startPayment(user);
    paystack.pay(reference, { status: "success", amount: 1 });
    const { body, signature } = paystack.webhook(reference);
    expect((await webhook(body, signature)).statusCode).toBe(200);
    expect((await profileOf(user)).plan).toBe("free");
    const unknown = JSON.stringify({
      event: "charge.success",
      data: { reference: "nope", amount: 3000, currency: "GHS" },
    });
    const { createHmac } = await import("node:crypto");
    expect((await webhook(unknown, createHmac("sha512", secretKey).update(unknown).digest("hex"))).statusCode).toBe(
      200,
    );
  });
});

describe("cancel, refund, expiry and reminders", () => {
  async function proUser() {
    const user = await signUpTestUser(app);
    const { reference } = await startPayment(user);
    paystack.pay(reference);
    await post(user, `/api/payments/${reference}/verify`);
    return { user, reference };
  }

  it("cancel keeps Pro until the end", async () => {
    const { user } = await proUser();
    const res = await post(user, "/api/subscription/cancel");
    expect(res.json()).toMatchObject({ plan: "pro", cancelled: true, status: "pro-active" });
    const nothing = await post(await signUpTestUser(app), "/api/subscription/cancel");
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.messageId).toBe("noSubscriptionToCancel");
  });

  it("refunds within 30 days through Paystack and returns the account to free; refuses after 30 days", async () => {
    const { user, reference } = await proUser();
    const status = await app.inject({ method: "GET", url: "/api/subscription", headers: { cookie: user.cookie } });
    expect(status.json().refundableUntil).not.toBeNull();
    const res = await post(user, "/api/subscription/refund");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: "free", isPremium: false, status: "free" });
    expect(paystack.refunds).toContainEqual({ transaction: reference });

    const late = await proUser();
    await app.database.db
      .update(payments)
      .set({ paidAt: new Date(Date.now() - 31 * dayMs) })
      .where(eq(payments.reference, late.reference));
    const refused = await post(late.user, "/api/subscription/refund");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/^Refunds are available within 30 days of a payment/);
    expect(refused.json().error).toMatchObject({
      messageId: "refundWindowPassed",
      params: { days: 30, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect((await profileOf(late.user)).plan).toBe("pro");
  });

  it("refunds a payment once: of four parallel requests one calls Paystack, the others get a 409", async () => {
    const { user, reference } = await proUser();
    const callsBefore = paystack.state.refundCalls;
    let open!: () => void;
    paystack.state.refundGate = new Promise<void>((resolve) => (open = resolve));
    const settled: number[] = [];
    const requests = [1, 2, 3, 4].map((i) =>
      post(user, "/api/subscription/refund").then((res) => {
        settled.push(i);
        return res;
      }),
    );
    try {
      // One request is inside Paystack's refund call (held open); the other three are answered meanwhile.
      await vi.waitFor(
        () => {
          expect(settled).toHaveLength(3);
          expect(paystack.state.refundCalls - callsBefore).toBe(1);
        },
        { timeout: 10_000 },
      );
    } finally {
      paystack.state.refundGate = null;
      open();
    }
    const results = await Promise.all(requests);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error).toEqual({
        code: "aborted",
        message: "A refund of this payment is already in progress. Wait a moment and refresh this page.",
        messageId: "refundInProgress",
      });
    }
    expect(paystack.state.refundCalls - callsBefore).toBe(1);
    expect(paystack.refunds.filter((r) => r.transaction === reference)).toHaveLength(1);
    expect((await profileOf(user)).plan).toBe("free");

    // Afterwards the payment reads as refunded: no second call, a clear 409.
    const again = await post(user, "/api/subscription/refund");
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "aborted",
      message: "Your last payment has already been refunded. Refresh this page to see your plan.",
      messageId: "refundAlreadyDone",
    });
    expect(paystack.state.refundCalls - callsBefore).toBe(1);
  });

  it("releases the refund claim when Paystack fails, so a retry refunds", async () => {
    const { user, reference } = await proUser();
    paystack.state.failNext = 500;
    const failed = await post(user, "/api/subscription/refund");
    expect(failed.statusCode).toBe(503);
    expect((await profileOf(user)).plan).toBe("pro");
    const [row] = await app.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({ status: "success", refundClaimedAt: null });

    const retry = await post(user, "/api/subscription/refund");
    expect(retry.statusCode).toBe(200);
    expect(paystack.refunds.filter((r) => r.transaction === reference)).toHaveLength(1);
  });

  it("a lapsed plan reads as expired and free at once; the job e-mails 7 days before and at the end, once each", async () => {
    const soon = await proUser();
    await app.database.db
      .update(profiles)
      .set({ subscriptionEnd: new Date(Date.now() + 5 * dayMs) })
      .where(eq(profiles.userId, soon.user.userId));
    const cancelled = await proUser();
    await post(cancelled.user, "/api/subscription/cancel");
    await app.database.db
      .update(profiles)
      .set({ subscriptionEnd: new Date(Date.now() + 5 * dayMs) })
      .where(eq(profiles.userId, cancelled.user.userId));
    const ended = await proUser();
    await app.database.db
      .update(profiles)
      .set({ subscriptionEnd: new Date(Date.now() - 60_000) })
      .where(eq(profiles.userId, ended.user.userId));

    const read = await app.inject({ method: "GET", url: "/api/subscription", headers: { cookie: ended.user.cookie } });
    expect(read.json()).toMatchObject({ plan: "free", isPremium: false, status: "pro-expired", daysRemaining: 0 });
    const session = await app.inject({ method: "GET", url: "/api/session", headers: { cookie: ended.user.cookie } });
    expect(session.json().user.isPremium).toBe(false);

    await app.runSubscriptionJob();
    await app.runSubscriptionJob();
    const mailsTo = async (u: TestUser) =>
      (await app.database.db.select().from(mailMessages).where(eq(mailMessages.to, u.email))).map((m) => m.kind);
    expect(await mailsTo(soon.user)).toContain("subscription-expires-soon");
    expect((await mailsTo(soon.user)).filter((k) => k.startsWith("subscription-"))).toHaveLength(1);
    expect(await mailsTo(cancelled.user)).not.toContain("subscription-expires-soon");
    expect((await mailsTo(ended.user)).filter((k) => k === "subscription-expired")).toHaveLength(1);
  });
});

describe("admin", () => {
  it("is refused to everyone but admins", async () => {
    const user = await signUpTestUser(app);
    for (const url of ["/api/admin/users", "/api/admin/payments", "/api/admin/mail"]) {
      const res = await app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await post(user, `/api/admin/users/${user.userId}/upgrade`, {})).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(401);
  });

  it("lists and searches users, upgrades (manualUpgrade) and downgrades, and reads payments and the outbox", async () => {
    const admin = await signUpTestAdmin(app, "admin@example.com", "Site Admin");
    const target = await signUpTestUser(app, "kwame.searchable@example.com", "Kwame");
    const get = (url: string) => app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
    const found = (await get("/api/admin/users?search=searchable")).json().users;
    expect(found).toEqual([expect.objectContaining({ id: target.userId, plan: "free", isAdmin: false })]);

    expect(
      (await post(admin, `/api/admin/users/${target.userId}/upgrade`, { subscriptionType: "yearly" })).statusCode,
    ).toBe(200);
    expect(await profileOf(target)).toMatchObject({ plan: "pro", isPremium: true, subscriptionType: "yearly" });
    expect((await post(admin, `/api/admin/users/${target.userId}/upgrade`, {})).statusCode).toBe(200);
    expect((await profileOf(target)).subscriptionType).toBe("monthly");
    expect((await post(admin, `/api/admin/users/${target.userId}/downgrade`)).statusCode).toBe(200);
    expect(await profileOf(target)).toMatchObject({ plan: "free", isPremium: false });
    expect((await post(admin, "/api/admin/users/nobody/downgrade")).statusCode).toBe(404);

    expect((await get("/api/admin/payments")).json().payments.length).toBeGreaterThan(0);
    const outbox = (await get("/api/admin/mail")).json().messages as { to: string; kind: string }[];
    expect(outbox.some((m) => m.to === "kwame.searchable@example.com" && m.kind === "verify-email")).toBe(true);
  });
});
