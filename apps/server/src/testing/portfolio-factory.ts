import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { fullPortfolioFixture, type PortfolioContent } from "@foliocraft/schemas";
import type { Db } from "../db/client";
import { assets, portfolios, profiles, users } from "../db/schema";

// Test factories for portfolios, written straight to the database so tests of the public side, exports and
// deploys do not depend on the builder's routes.

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}`;

/** The plan fields a test may set on a profile. */
export interface PlanFields {
  plan?: "free" | "pro";
  isPremium?: boolean;
  isAdmin?: boolean;
  subscriptionEnd?: Date | null;
}

/** Inserts a user and its profile (free unless told otherwise); returns the user id. */
export async function insertUser(db: Db, options: { username?: string | null } & PlanFields = {}): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({ id, name: "Ama Mensah", email: `user-${unique()}@example.com` });
  await db.insert(profiles).values({
    userId: id,
    username: options.username ?? null,
    plan: options.plan ?? "free",
    isPremium: options.isPremium ?? options.plan === "pro",
    isAdmin: options.isAdmin ?? false,
    subscriptionEnd: options.subscriptionEnd ?? null,
  });
  return id;
}

/** Changes a profile's username or plan fields (e.g. an upgrade, or a subscription that ran out). */
export async function updateProfile(
  db: Db,
  userId: string,
  fields: PlanFields & { username?: string | null },
): Promise<void> {
  await db.update(profiles).set(fields).where(eq(profiles.userId, userId));
}

/** Inserts a portfolio; `published` stores the same content as its published snapshot. Returns its id. */
export async function insertPortfolio(
  db: Db,
  userId: string,
  options: { name?: string; content?: PortfolioContent; published?: boolean; publishedAt?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  const content = options.content ?? fullPortfolioFixture();
  const publishedAt = options.published ? (options.publishedAt ?? new Date()) : null;
  await db.insert(portfolios).values({
    id,
    userId,
    name: options.name ?? "My portfolio",
    theme: content.theme,
    content,
    publishedContent: publishedAt ? content : null,
    publishedVersion: publishedAt ? 1 : null,
    publishedAt,
  });
  return id;
}

/** Replaces a portfolio's published snapshot, as a new publish does (new publishedAt). */
export async function republish(db: Db, portfolioId: string, content: PortfolioContent, at = new Date()) {
  await db
    .update(portfolios)
    .set({ content, theme: content.theme, publishedContent: content, publishedAt: at })
    .where(eq(portfolios.id, portfolioId));
}

/** Stores an upload as the uploads module does (id = SHA-256 of the bytes); returns its `/assets/…` path. */
export async function insertAsset(db: Db, data: Buffer, contentType: "image/webp" | "application/pdf") {
  const id = createHash("sha256").update(data).digest("hex");
  await db.insert(assets).values({ id, contentType, size: data.length, data }).onConflictDoNothing();
  return `/assets/${id}.${contentType === "image/webp" ? "webp" : "pdf"}`;
}

/** Signs up through the real API (each from its own address, below the per-address limit); returns id and cookie. */
export async function signUpWithCookie(app: FastifyInstance): Promise<{ userId: string; cookie: string }> {
  const password = "secret-pass";
  const res = await app.inject({
    method: "POST",
    url: "/api/account/sign-up",
    remoteAddress: `198.51.100.${(counter % 250) + 1}`,
    payload: { name: "Ama Mensah", email: `owner-${unique()}@example.com`, password, confirmPassword: password },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return { userId: (res.json() as { user: { id: string } }).user.id, cookie };
}
