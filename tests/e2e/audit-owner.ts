import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import sharp from "sharp";
import type { PortfolioContent } from "@foliocraft/schemas";
import { adminSession } from "./admin";
import { expect } from "./fixtures";

// One Pro owner per worker for tests/e2e/theme-audits.spec.ts: signed up through the real API, with two uploaded
// pictures, and one portfolio republished in every theme and fixture (a Pro owner may publish every theme).

const PASSWORD = "audit-owner-pass-1";

/** A generated picture (the server re-encodes it to WebP), uploaded; returns its `/assets/…` address. */
async function upload(request: APIRequestContext, width: number, height: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#0ea5e9"/><circle cx="50%" cy="40%" r="${Math.min(width, height) / 5}" fill="#fde68a"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const res = await request.post("/api/uploads?kind=image", {
    multipart: { file: { name: "picture.png", mimeType: "image/png", buffer: png } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/** The published owner of one worker. */
export interface AuditOwner {
  username: string;
  portfolioId: string;
  /** Saves `content` in `theme`, publishes it and waits until /p/{username} serves it; returns that HTML. */
  publish(content: PortfolioContent, theme: string): Promise<string>;
  /** The draft (what was just published) as the owner's ZIP export. */
  exportZip(): Promise<Uint8Array>;
}

/**
 * Signs up a fresh owner from `address` (X-Forwarded-For: its own rate-limit budget), makes it Pro through the
 * shared administrator, claims a username and creates a portfolio. `withPictures` swaps a fixture's web pictures
 * (example.com: another origin) for the uploads.
 */
export async function createAuditOwner(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  address: string,
  tag: string,
  /** Where the administrator's session is kept for the workers of this run (test-results is emptied per run). */
  adminStatePath: string,
): Promise<{ owner: AuditOwner; withPictures: (c: PortfolioContent) => PortfolioContent; dispose(): Promise<void> }> {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address } });
  const unique = `${tag}-${Date.now().toString(36)}`;
  const signUp = await request.post("/api/account/sign-up", {
    data: { name: "Audit Owner", email: `audit-${unique}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const admin = await adminSession(playwright, baseURL, address, adminStatePath);
  const upgrade = await admin.post(`/api/admin/users/${userId}/upgrade`, { data: { subscriptionType: "monthly" } });
  expect(upgrade.status(), await upgrade.text()).toBe(200);
  await admin.dispose();

  const username = `audit-${unique}`;
  expect((await request.put("/api/profile/username", { data: { username } })).status()).toBe(200);
  const portrait = await upload(request, 480, 480);
  const projectPicture = await upload(request, 1280, 720);
  const withPictures = (c: PortfolioContent): PortfolioContent => ({
    ...c,
    personal: { ...c.personal, profilePicture: c.personal.profilePicture ? portrait : "" },
    projects: c.projects.map((p) => ({ ...p, imageUrl: p.imageUrl ? projectPicture : "" })),
  });
  const created = await request.post("/api/portfolios", { data: { name: "Audit portfolio" } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: number };
  let baseVersion = version;
  let served = "";
  let exports = 0;

  const owner: AuditOwner = {
    username,
    portfolioId: id,
    async publish(content, theme) {
      const saved = await request.put(`/api/portfolios/${id}`, {
        data: { baseVersion, content: { ...content, theme } },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      baseVersion = ((await saved.json()) as { version: number }).version;
      expect((await request.post(`/api/portfolios/${id}/publish`)).status()).toBe(200);
      // The server forgets its cached page when the database announces the publish; wait until it serves the new one.
      let html = served;
      await expect
        .poll(async () => {
          html = await (await request.get(`/p/${username}`)).text();
          return html !== served;
        })
        .toBe(true);
      served = html;
      return html;
    },
    async exportZip() {
      // The export allows 30 downloads a minute per address; a worker downloads more, each from an address of its own.
      const zip = await request.get(`/api/portfolios/${id}/export.zip`, {
        headers: { "x-forwarded-for": `${address.split(".").slice(0, 3).join(".")}.${(++exports % 250) + 2}` },
      });
      expect(zip.status()).toBe(200);
      return new Uint8Array(await zip.body());
    },
  };
  return { owner, withPictures, dispose: () => request.dispose() };
}
