import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { SystemStatus } from "@foliocraft/schemas";
import { createTestApp } from "../../testing/test-app";
import { startSmtpPeer } from "../../testing/smtp-peer";
import { freePort } from "../../testing/server-process";
import { signUpTestAdmin, signUpTestUser, type TestUser } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ adminEmails: ["boss@example.com"] }));
  admin = await signUpTestAdmin(app, "boss@example.com", "Boss");
  member = await signUpTestUser(app, "member@example.com", "Member");
});
afterAll(() => close());

const getStatus = async (target = app) => {
  const res = await target.inject({ method: "GET", url: "/api/status" });
  expect(res.statusCode).toBe(200);
  return res.json() as SystemStatus;
};

const incident = {
  title: "Slow exports",
  status: "degraded",
  impact: "minor",
  description: "ZIP downloads take longer than usual.",
  startsAt: "2026-11-20T09:30:00+01:00",
  updates: [{ at: "2026-11-20T09:45:00Z", message: "We are looking into it." }],
};

describe("GET /api/status with the defaults (embedded database, outbox, built-in writer, no Paystack)", () => {
  it("reports each component's live state with spec §4 values", async () => {
    const status = await getStatus();
    const byId = Object.fromEntries(status.components.map((c) => [c.id, c]));
    expect(byId.database).toMatchObject({ status: "operational", note: "database-ok" });
    expect(byId.database?.latencyMs).toEqual(expect.any(Number));
    expect(byId.email).toEqual({ id: "email", status: "operational", note: "outbox", latencyMs: null });
    expect(byId.ai).toEqual({ id: "ai", status: "operational", note: "builtin-writer", latencyMs: null });
    expect(byId.payments).toEqual({
      id: "payments",
      status: "degraded",
      note: "payments-not-configured",
      latencyMs: null,
    });
    // Payments unconfigured: the whole is degraded, not operational.
    expect(status.overall).toBe("degraded");
    expect(Date.parse(status.checkedAt)).not.toBeNaN();
    expect(status.current).toEqual([]);
  });

  it("reuses the checks for 30 s, so refreshing the page does not re-run them", async () => {
    const first = await getStatus();
    const second = await getStatus();
    expect(second.checkedAt).toBe(first.checkedAt);
  });
});

describe("GET /api/status with SMTP, an AI provider and Paystack configured", () => {
  it("checks the SMTP server and the provider for real, and names what is down", async () => {
    const smtp = await startSmtpPeer();
    const requests: { url: string; authorization: string | undefined }[] = [];
    const provider = http.createServer((req, res) => {
      requests.push({ url: req.url ?? "", authorization: req.headers.authorization });
      res.writeHead(req.url === "/v1/models" ? 200 : 404, { "content-type": "application/json" });
      res.end(JSON.stringify({ object: "list", data: [{ id: "fake-model", object: "model" }] }));
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const port = (provider.address() as AddressInfo).port;
    const paystack = { secretKey: "sk_test_x", publicKey: "pk_test_x", apiUrl: "http://127.0.0.1:9" };
    const up = await createTestApp({
      smtpUrl: smtp.url,
      ai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: "sk-key", model: "m", timeoutMs: 5000 },
      paystack,
    });
    const down = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      ai: { baseUrl: `http://127.0.0.1:${await freePort()}/v1`, apiKey: "sk-key", model: "m", timeoutMs: 5000 },
    });
    try {
      const good = await getStatus(up.app);
      expect(good.components.map((c) => [c.id, c.status, c.note])).toEqual([
        ["database", "operational", "database-ok"],
        ["email", "operational", "smtp-ok"],
        ["ai", "operational", "provider-ok"],
        ["payments", "operational", "payments-configured"],
      ]);
      expect(good.overall).toBe("operational");
      expect(requests).toEqual([{ url: "/v1/models", authorization: "Bearer sk-key" }]);

      const bad = await getStatus(down.app);
      expect(bad.components.map((c) => [c.id, c.status, c.note])).toEqual([
        ["database", "operational", "database-ok"],
        ["email", "outage", "smtp-failed"],
        ["ai", "outage", "provider-unreachable"],
        ["payments", "degraded", "payments-not-configured"],
      ]);
      expect(bad.overall).toBe("outage");
    } finally {
      await up.close();
      await down.close();
      await smtp.close();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  });
});

describe("incidents", () => {
  it("only admins may post, change or delete them", async () => {
    const anonymous = await app.inject({ method: "POST", url: "/api/admin/incidents", payload: incident });
    expect(anonymous.statusCode).toBe(401);
    for (const [method, url] of [
      ["GET", "/api/admin/incidents"],
      ["POST", "/api/admin/incidents"],
      ["PATCH", "/api/admin/incidents/x"],
      ["DELETE", "/api/admin/incidents/x"],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: { cookie: member.cookie },
        ...(method === "POST" || method === "PATCH" ? { payload: incident } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        error: { code: "permission-denied", message: "Only administrators can do this.", messageId: "adminOnly" },
      });
    }
  });

  it("explains every invalid field", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/incidents",
      headers: { cookie: admin.cookie },
      payload: { title: " ", status: "fine", impact: "huge", startsAt: "yesterday", updates: [{ at: "2026-11-20" }] },
    });
    expect(res.statusCode).toBe(400);
    const details = (res.json() as { error: { details: { field: string; message: string }[] } }).error.details;
    expect(details).toEqual(
      expect.arrayContaining([
        { field: "title", message: "Title is required", messageId: "fieldRequired", params: { field: "Title" } },
        {
          field: "status",
          message: "Status must be one of: operational, degraded, outage, maintenance, scheduled, resolved",
          messageId: "incidentStatusChoice",
          params: { values: "operational, degraded, outage, maintenance, scheduled, resolved" },
        },
        {
          field: "impact",
          message: "Impact must be one of: minor, major, critical",
          messageId: "incidentImpactChoice",
          params: { values: "minor, major, critical" },
        },
        {
          field: "description",
          message: "Description is required",
          messageId: "fieldRequired",
          params: { field: "Description" },
        },
        {
          field: "startsAt",
          message: "Start must be a date and time (ISO 8601)",
          messageId: "fieldNotDateTime",
          params: { field: "Start" },
        },
      ]),
    );
  });

  it("are created, shown as current, updated, resolved into the past, and deleted", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/incidents",
      headers: { cookie: admin.cookie },
      payload: incident,
    });
    expect(created.statusCode).toBe(201);
    const { id, startsAt } = created.json() as { id: string; startsAt: string };
    expect(startsAt).toBe("2026-11-20T08:30:00.000Z");

    let status = await getStatus();
    expect(status.current.map((i) => [i.id, i.title, i.status, i.impact])).toEqual([
      [id, "Slow exports", "degraded", "minor"],
    ]);
    expect(status.current[0]?.updates).toEqual([
      { at: "2026-11-20T09:45:00.000Z", message: "We are looking into it." },
    ]);

    const resolved = await app.inject({
      method: "PATCH",
      url: `/api/admin/incidents/${id}`,
      headers: { cookie: admin.cookie },
      payload: {
        status: "resolved",
        updates: [...incident.updates, { at: "2026-11-20T11:00:00Z", message: "Fixed." }],
      },
    });
    expect(resolved.statusCode).toBe(200);
    status = await getStatus();
    expect(status.current).toEqual([]);
    expect(status.past[0]).toMatchObject({ id, status: "resolved", title: "Slow exports" });
    // Latest update first.
    expect(status.past[0]?.updates.map((u) => u.message)).toEqual(["Fixed.", "We are looking into it."]);

    const empty = await app.inject({
      method: "PATCH",
      url: `/api/admin/incidents/${id}`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);

    const list = await app.inject({ method: "GET", url: "/api/admin/incidents", headers: { cookie: admin.cookie } });
    expect((list.json() as { incidents: { id: string }[] }).incidents.map((i) => i.id)).toEqual([id]);

    const removed = await app.inject({
      method: "DELETE",
      url: `/api/admin/incidents/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await getStatus()).past).toEqual([]);
    const again = await app.inject({
      method: "DELETE",
      url: `/api/admin/incidents/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it("raise the overall status: an open outage incident makes the page say outage", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/incidents",
      headers: { cookie: admin.cookie },
      payload: { ...incident, title: "Sign-in down", status: "outage", impact: "critical" },
    });
    expect(res.statusCode).toBe(201);
    expect((await getStatus()).overall).toBe("outage");
  });
});
