import { fullPortfolioFixture, profileSchema } from "@foliocraft/schemas";
import type {
  AuthProviders,
  ApiKey,
  DeployConnection,
  PortfolioDetail,
  PortfolioSummary,
  Profile,
  SessionUser,
  Webhook,
  WebhookDelivery,
} from "@foliocraft/schemas";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import { http } from "msw";
import { AppProviders } from "../../app/providers";
import { routes } from "../../app/routes";
import { apiError, json, readJsonBody, serveSessionApi, testUser } from "../../test/fake-api";
import { createTestQueryClient } from "../../test/render-app";
import { server as msw } from "../../testing/msw";

// Test support for the signed-in pages of issue 4: an in-memory server for /api/profile, /api/portfolios and the
// account settings endpoints, following their contracts (packages/schemas), answered on the network fake
// (testing/msw.ts). Anything else goes to the session API (test/fake-api.ts).

/** The current password the fake server accepts. */
export const fakePassword = "right-password";
/** The one deploy token the fake Vercel and Cloudflare accept. */
export const fakeDeployToken = "provider-token-ok";

/** A profile as the server answers it for `testUser` on the free plan. */
export function fakeProfile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    displayName: testUser.name,
    email: testUser.email,
    emailVerified: true,
    plan: "free",
    isPremium: false,
    isAdmin: false,
    username: null,
    onboardingCompleted: true,
    onboardingData: null,
    preferences: { theme: "system", language: "en", notifications: true },
    portfoliosCreated: 0,
    deploymentsCount: 0,
    createdAt: "2025-01-10T09:00:00.000Z",
    lastActive: "2025-06-01T09:00:00.000Z",
    subscription: { status: "free", daysRemaining: 0, subscriptionType: null, subscriptionEnd: null },
    ...overrides,
  });
}

/** A portfolio row. */
export function fakePortfolio(overrides: Partial<PortfolioSummary> = {}): PortfolioSummary {
  return {
    id: "p-1",
    name: "My portfolio",
    theme: "minimal",
    status: "draft",
    version: 1,
    createdAt: "2025-05-01T10:00:00.000Z",
    updatedAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    publishedAt: null,
    hasUnpublishedChanges: false,
    ...overrides,
  };
}

/** What the fake server holds; tests read it back to see what the page sent. */
export interface FakeServer {
  profile: Profile;
  portfolios: PortfolioSummary[];
  linked: { provider: string; linkedAt: string }[];
  providers: AuthProviders;
  sessions: number;
  /** Deploy connections (GET /api/deploy/connections). */
  deployConnections: DeployConnection[];
  /** Two-step sign-in is on (GET /api/account/two-factor); the right code is "123456". */
  twoStep: boolean;
  /** Personal API keys (GET /api/account/api-keys). */
  apiKeys: ApiKey[];
  /** Deployment webhooks (GET /api/account/webhooks) and their deliveries by webhook id. */
  webhooks: Webhook[];
  webhookDeliveries: Record<string, WebhookDelivery[]>;
  /** Every request to the endpoints above: method, path and parsed body. */
  calls: { method: string; path: string; body: unknown }[];
  /** Answers that replace the normal one, keyed "METHOD /path". */
  overrides: Record<string, () => Response>;
}

const detailOf = (summary: PortfolioSummary): PortfolioDetail => ({
  ...summary,
  content: { ...fullPortfolioFixture(), theme: summary.theme },
});

function handle(server: FakeServer, method: string, path: string, body: unknown): Response | null {
  const record = body as Record<string, unknown> | undefined;
  if (path === "/api/profile" && method === "GET") return json(server.profile);
  if (path === "/api/profile" && method === "PATCH") {
    const changes = record as { displayName?: string; preferences?: Partial<Profile["preferences"]> };
    server.profile = {
      ...server.profile,
      displayName: changes.displayName?.trim() ?? server.profile.displayName,
      preferences: { ...server.profile.preferences, ...changes.preferences },
    };
    return json(server.profile);
  }
  if (path === "/api/profile/onboarding" && method === "PUT") {
    const data = (record as { data?: Profile["onboardingData"] }).data;
    server.profile = {
      ...server.profile,
      onboardingCompleted: true,
      onboardingData: data ?? server.profile.onboardingData,
    };
    return json(server.profile);
  }
  if (path === "/api/portfolios" && method === "GET") return json({ portfolios: server.portfolios });
  if (path === "/api/portfolios" && method === "POST") {
    const created = fakePortfolio({ id: `p-${server.portfolios.length + 100}`, name: "New portfolio" });
    server.portfolios = [created, ...server.portfolios];
    return json(detailOf(created), 201);
  }
  const one = /^\/api\/portfolios\/([^/]+)(\/duplicate)?$/.exec(path);
  const found = one ? server.portfolios.find((p) => p.id === decodeURIComponent(one[1] ?? "")) : undefined;
  if (one && !found) return apiError(404, "not-found", "Portfolio not found");
  if (one && found && one[2] && method === "POST") {
    const copy = fakePortfolio({ ...found, id: `${found.id}-copy`, name: `${found.name} (copy)`, status: "draft" });
    server.portfolios = [copy, ...server.portfolios];
    return json(detailOf(copy), 201);
  }
  if (one && found && method === "DELETE") {
    server.portfolios = server.portfolios.filter((p) => p.id !== found.id);
    return new Response(null, { status: 204 });
  }
  if (one && found && method === "PUT") {
    const content = (record as { content: { theme: PortfolioSummary["theme"] } }).content;
    Object.assign(found, { theme: content.theme, version: found.version + 1 });
    return json({ version: found.version, updatedAt: new Date().toISOString() });
  }
  if (path === "/api/auth/providers" && method === "GET") return json(server.providers);
  if (path === "/api/account/linked-accounts" && method === "GET") return json({ accounts: server.linked });
  const link = /^\/api\/account\/linked-accounts\/(\w+)(\/start)?$/.exec(path);
  if (link && link[2] && method === "POST") return json({ url: `https://provider.example/authorize?p=${link[1]}` });
  if (link && method === "DELETE") {
    server.linked = server.linked.filter((a) => a.provider !== link[1]);
    return json({ accounts: server.linked });
  }
  if (path === "/api/account/sessions" && method === "GET") {
    return json({ sessions: Array.from({ length: server.sessions }, (_, i) => ({ id: `s-${i}` })) });
  }
  if (path === "/api/account/sessions/revoke-others" && method === "POST") {
    server.sessions = 1;
    return json({ ok: true });
  }
  if (path === "/api/account/password" && method === "POST") return json({ ok: true });
  if (path === "/api/account/two-factor" && method === "GET") return json({ enabled: server.twoStep });
  if (path.startsWith("/api/account/two-factor/") && method === "POST") {
    if (path.endsWith("/confirm")) {
      if (record?.code !== "123456") return apiError(400, "invalid-argument", "That code is not correct.");
      server.twoStep = true;
      return json({ ok: true });
    }
    if (record?.password !== fakePassword)
      return apiError(400, "invalid-argument", "Your current password is not correct.");
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `CODE${i}-ABCDE`);
    if (path.endsWith("/set-up"))
      return json({
        totpUri: "otpauth://totp/Foliocraft:ada?secret=JBSWY3DPEHPK3PXP&issuer=Foliocraft",
        recoveryCodes,
      });
    if (path.endsWith("/recovery-codes")) return json({ recoveryCodes });
    if (path.endsWith("/turn-off")) {
      server.twoStep = false;
      return json({ ok: true });
    }
  }
  if (path === "/api/account/api-keys" && method === "GET") return json({ keys: server.apiKeys });
  if (path === "/api/account/api-keys/usage" && method === "GET") return json({ hourlyLimit: 100, usage: [] });
  if (path === "/api/account/api-keys" && method === "POST") {
    const input = record as { name: string; scope: ApiKey["scope"]; expiresAt: string | null };
    const key: ApiKey = {
      id: `k-${server.apiKeys.length + 1}`,
      name: input.name,
      scope: input.scope,
      start: "fc_AbCdEfGh",
      createdAt: new Date().toISOString(),
      expiresAt: input.expiresAt,
      lastUsedAt: null,
      revokedAt: null,
    };
    server.apiKeys = [key, ...server.apiKeys];
    return json({ key, secret: "fc_AbCdEfGhSECRET" }, 201);
  }
  const revoke = /^\/api\/account\/api-keys\/([^/]+)\/revoke$/.exec(path);
  const revoked = revoke ? server.apiKeys.find((key) => key.id === revoke[1]) : undefined;
  if (revoked && method === "POST") {
    revoked.revokedAt = new Date().toISOString();
    return json({ key: revoked });
  }
  if (path === "/api/account/webhooks" && method === "GET") return json({ webhooks: server.webhooks });
  if (path === "/api/account/webhooks" && method === "POST") {
    const webhook: Webhook = {
      id: `w-${server.webhooks.length + 1}`,
      url: (record as { url: string }).url,
      secretStart: "whsec_AbCdEf",
      createdAt: new Date().toISOString(),
    };
    server.webhooks = [webhook, ...server.webhooks];
    return json({ webhook, secret: "whsec_AbCdEfSECRET" }, 201);
  }
  const deliveries = /^\/api\/account\/webhooks\/([^/]+)\/deliveries$/.exec(path);
  if (deliveries && method === "GET") return json({ deliveries: server.webhookDeliveries[deliveries[1]!] ?? [] });
  const resend = /^\/api\/account\/webhook-deliveries\/([^/]+)\/resend$/.exec(path);
  const original = resend
    ? Object.values(server.webhookDeliveries)
        .flat()
        .find((delivery) => delivery.id === resend[1])
    : undefined;
  if (original && method === "POST") {
    // As if the receiver answered at once.
    const delivery: WebhookDelivery = {
      ...original,
      id: `${original.id}-again`,
      status: "delivered",
      attempts: 1,
      responseStatus: 200,
      lastError: null,
    };
    server.webhookDeliveries[original.webhookId] = [delivery, ...(server.webhookDeliveries[original.webhookId] ?? [])];
    return json({ delivery }, 202);
  }
  if (path === "/api/account" && method === "DELETE") {
    // As the server: an account with a password must give it (fakePassword is the right one).
    const hasPassword = server.linked.some((account) => account.provider === "password");
    if (hasPassword && record?.password !== fakePassword) {
      return json(
        {
          error: {
            code: "invalid-argument",
            message: "Your current password is not correct.",
            messageId: "currentPasswordWrong",
          },
        },
        400,
      );
    }
    return json({ ok: true });
  }
  if (path === "/api/deploy/connections" && method === "GET") return json({ connections: server.deployConnections });
  const deploy = /^\/api\/deploy\/connections\/(\w+)(\/start)?$/.exec(path);
  if (deploy && deploy[2] && method === "POST")
    return json({ url: `https://provider.example/authorize?p=${deploy[1]}` });
  const token = /^\/api\/deploy\/connections\/(vercel|cloudflare)\/token$/.exec(path);
  if (token && method === "POST") {
    // As the server: the provider is asked who the token belongs to; a token it refuses is a 400 on the field.
    const provider = token[1] as DeployConnection["provider"];
    const name = provider === "vercel" ? "Vercel" : "Cloudflare";
    if (record?.token !== fakeDeployToken) {
      return json(
        {
          error: {
            code: "invalid-argument",
            message: `${name} did not accept this token.`,
            messageId: "deployTokenRejected",
            params: { provider: name },
          },
        },
        400,
      );
    }
    const connection: DeployConnection = {
      provider,
      login: "ama-mensah",
      scope: "",
      createdAt: "2025-06-01T00:00:00Z",
      needsReconnect: false,
    };
    server.deployConnections = [...server.deployConnections.filter((c) => c.provider !== provider), connection];
    return json({ connection });
  }
  if (deploy && !deploy[2] && method === "DELETE") {
    server.deployConnections = server.deployConnections.filter((c) => c.provider !== deploy[1]);
    return new Response(null, { status: 204 });
  }
  return null;
}

/**
 * Mounts the real routes at `path` signed in as `session`, with the fake server `server` (created from `init`)
 * answering the issue 4 endpoints.
 */
export function renderSignedIn(
  path: string,
  init: Partial<Omit<FakeServer, "calls" | "overrides">> & { overrides?: FakeServer["overrides"] } = {},
  session: SessionUser = testUser,
) {
  const server: FakeServer = {
    profile: init.profile ?? fakeProfile(),
    portfolios: init.portfolios ?? [],
    linked: init.linked ?? [{ provider: "password", linkedAt: "2025-01-10T09:00:00.000Z" }],
    providers: init.providers ?? { google: true, github: true, passkey: false },
    sessions: init.sessions ?? 1,
    deployConnections: init.deployConnections ?? [],
    twoStep: init.twoStep ?? false,
    apiKeys: init.apiKeys ?? [],
    webhooks: init.webhooks ?? [],
    webhookDeliveries: init.webhookDeliveries ?? {},
    calls: [],
    overrides: init.overrides ?? {},
  };
  const requests = serveSessionApi({ session });
  // Added after the session API, so it answers first; what it does not know falls through to the session API.
  msw.use(
    http.all("*", async ({ request }) => {
      const url = new URL(request.url);
      const method = request.method;
      const path = url.pathname;
      const body = await readJsonBody(request);
      const override = server.overrides[`${method} ${path}`];
      const answer = override ? override() : handle(server, method, path, body);
      if (!answer) return undefined;
      server.calls.push({ method, path, body });
      return answer;
    }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, server, requests, user: userEvent.setup() };
}

/** The bodies sent with `method` to `path`. */
export const sent = (server: FakeServer, method: string, path: string) =>
  server.calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);
