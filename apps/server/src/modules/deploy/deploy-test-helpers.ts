import type { FastifyInstance } from "fastify";
import { strFromU8, unzipSync } from "fflate";
import { expect, vi } from "vitest";
import type { Config } from "../../config";
import { startFakeGithubDeploy } from "../../testing/fake-github-deploy";
import { startFakeNetlify } from "../../testing/fake-netlify";
import { signUpWithCookie, updateProfile } from "../../testing/portfolio-factory";
import { createTestApp } from "../../testing/test-app";
import type { DeployView } from "./deploy-service";

// Shared by the deploy tests: an app wired to the fake GitHub and Netlify, and the steps every test repeats.

/** Builds the app against fresh fakes; `close()` closes all three. */
export async function startDeployTestApp(overrides: Partial<Config> = {}) {
  const github = await startFakeGithubDeploy();
  const netlify = await startFakeNetlify();
  const { app, config, close } = await createTestApp({
    publicUrl: "https://folio.example",
    github: github.githubConfig,
    netlify: netlify.netlifyConfig,
    ...overrides,
  });
  return {
    app,
    config,
    github,
    netlify,
    async close() {
      await close();
      await Promise.all([github.close(), netlify.close()]);
    },
  };
}

let connects = 0;

/** Runs the whole connection flow: start, the provider's authorize redirect, then the callback the web page posts. */
export async function connect(app: FastifyInstance, provider: "github" | "netlify", cookie: string) {
  const start = await app.inject({
    method: "POST",
    url: `/api/deploy/connections/${provider}/start`,
    remoteAddress: `192.0.2.${(++connects % 250) + 1}`,
    headers: { cookie },
  });
  expect(start.statusCode).toBe(200);
  const authorize = await fetch((start.json() as { url: string }).url, { redirect: "manual" });
  const back = new URL(authorize.headers.get("location") ?? "");
  return app.inject({
    method: "POST",
    url: `/api/deploy/connections/${provider}/callback`,
    remoteAddress: `192.0.2.${(connects % 250) + 1}`,
    headers: { cookie },
    payload: Object.fromEntries(back.searchParams),
  });
}

let deploys = 0;

/** Starts a deploy and waits until it is no longer running; returns its final state. */
export async function deployAndWait(
  app: FastifyInstance,
  cookie: string,
  portfolioId: string,
  body: { target: string; repo?: string; siteName?: string },
): Promise<DeployView> {
  const res = await app.inject({
    method: "POST",
    url: `/api/portfolios/${portfolioId}/deploys`,
    // Each deploy from its own address, below the per-address limit of the route.
    remoteAddress: `203.0.113.${(++deploys % 250) + 1}`,
    headers: { cookie },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(202);
  const { deployId } = res.json() as { deployId: string };
  return vi.waitFor(
    async () => {
      const deploy = (await app.inject({ method: "GET", url: `/api/deploys/${deployId}`, headers: { cookie } })).json()
        .deploy as DeployView;
      expect(deploy.status, "the deploy did not finish").not.toBe("running");
      return deploy;
    },
    { timeout: 20_000, interval: 10 },
  );
}

/**
 * Asserts a deploy published exactly the export's files: the same paths, each with the same bytes. Bytes are compared
 * with Buffer.equals and the differing paths listed: Vitest's toEqual walks a buffer element by element, which took
 * 35 s for the Chinese and Arabic font slices of one three-language site.
 */
export function expectSameFiles(
  published: Map<string, Uint8Array> | Record<string, Uint8Array>,
  expected: Map<string, Buffer>,
) {
  const files = published instanceof Map ? published : new Map(Object.entries(published));
  expect([...files.keys()].sort()).toEqual([...expected.keys()].sort());
  const differing = [...expected]
    .filter(([path, bytes]) => !Buffer.from(files.get(path) ?? new Uint8Array()).equals(bytes))
    .map(([path, bytes]) => `${path}: ${files.get(path)?.byteLength ?? "no"} bytes, the export's ${bytes.byteLength}`);
  expect(differing, "files whose bytes differ from the export").toEqual([]);
}

/** The ZIP export of the same portfolio, as path → bytes: what every deploy must publish exactly. */
export async function exportedFiles(app: FastifyInstance, cookie: string, portfolioId: string) {
  const res = await app.inject({
    method: "GET",
    url: `/api/portfolios/${portfolioId}/export.zip`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  return new Map(Object.entries(files).map(([path, bytes]) => [path, Buffer.from(bytes)]));
}

/** Asserts a site's HTML links nothing rooted at "/", which would break under a GitHub project-pages sub-path. */
export function expectRelativeLinks(html: Uint8Array | Buffer) {
  const text = strFromU8(new Uint8Array(html));
  expect(text).toContain("<html");
  expect(text).not.toMatch(/(href|src|action)="\/(?!\/)/);
}

let tokenConnects = 0;

/** Connects a token provider (Vercel, Cloudflare) with `token`, as its card's form does; each from its own address. */
export function connectToken(app: FastifyInstance, provider: "vercel" | "cloudflare", cookie: string, token: string) {
  return app.inject({
    method: "POST",
    url: `/api/deploy/connections/${provider}/token`,
    remoteAddress: `198.51.100.${(++tokenConnects % 250) + 1}`,
    headers: { cookie },
    payload: { token },
  });
}

/** A Pro user with `username` whose token provider is connected. */
export async function proUserWithToken(
  app: FastifyInstance,
  provider: "vercel" | "cloudflare",
  username: string,
  token: string,
) {
  const user = await signUpWithCookie(app);
  await updateProfile(app.database.db, user.userId, { username, plan: "pro", isPremium: true });
  const res = await connectToken(app, provider, user.cookie, token);
  expect(res.statusCode, res.body).toBe(200);
  return user;
}
