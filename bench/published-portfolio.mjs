// Helpers for the portfolio benchmarks: a real account on a running server, real uploads, a published portfolio,
// all through the public HTTP API (the benchmarks measure the server as people use it).
import sharp from "sharp";
import { register } from "tsx/esm/api";

// The shared fixtures are TypeScript workspace packages; tsx lets these plain .mjs scripts import them.
register();
const { fullPortfolioFixture } = await import("@foliocraft/schemas");

/** The owner the benchmarks sign up as; listed in ADMIN_EMAILS, so every (Pro) theme may be published. */
export const benchOwnerEmail = "bench-owner@example.com";

/** A JSON API client that keeps the session cookie of one account. */
export function apiClient(baseUrl) {
  let cookie = "";
  async function call(method, path, body) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body instanceof FormData || !body ? {} : { "content-type": "application/json" }),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    const setCookie = res.headers.getSetCookie();
    if (setCookie.length) cookie = setCookie.map((c) => c.split(";")[0]).join("; ");
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  }
  return {
    call,
    json: async (method, path, body) => (await call(method, path, body)).json(),
    get cookie() {
      return cookie;
    },
  };
}

/** Uploads a generated picture (a gradient, re-encoded by the server to WebP); returns its /assets/… URL. */
async function uploadPicture(api, width, height) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#9333ea"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="40%" r="${Math.min(width, height) / 5}" fill="#fde68a"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const form = new FormData();
  form.append("file", new Blob([png], { type: "image/png" }), "picture.png");
  return (await api.json("POST", "/api/uploads?kind=image", form)).url;
}

/**
 * Follows the verification link e-mailed to the bench owner (read from the SMTP peer at `mailBase`, see
 * lib.mjs startSmtpPeer): only a verified address in ADMIN_EMAILS has administrator rights, which let the owner
 * publish the Pro themes.
 */
async function verifyAddress(api, mailBase) {
  for (let i = 0; i < 300; i++) {
    const mails = await (await fetch(`${mailBase}/messages?to=${encodeURIComponent(benchOwnerEmail)}`)).json();
    const link = mails.map((m) => /(\S+\/verify-email\?token=\S+)/.exec(m.text)?.[1]).find(Boolean);
    if (link) {
      await api.json("POST", "/api/account/verify-email", { token: new URL(link).searchParams.get("token") });
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("no verification e-mail arrived");
}

/**
 * Signs up the bench owner (verified through the SMTP peer at `mailBase` when given: Pro themes), claims `username`, uploads a profile picture and a project image, and publishes the
 * full fixture in `theme`. Returns the client, the portfolio id and a way to republish in another theme or with
 * another fixture.
 */
export async function publishFullPortfolio(baseUrl, { username = "bench-owner", theme = "minimal", mailBase } = {}) {
  const api = apiClient(baseUrl);
  const password = "bench-password-1";
  await api.json("POST", "/api/account/sign-up", {
    name: "Ama Mensah",
    email: benchOwnerEmail,
    password,
    confirmPassword: password,
  });
  if (mailBase) await verifyAddress(api, mailBase);
  await api.json("PUT", "/api/profile/username", { username });
  const portrait = await uploadPicture(api, 480, 480);
  const projectImage = await uploadPicture(api, 1280, 720);
  /** A fixture with its web pictures (example.com, another origin) swapped for the uploads. */
  const withPictures = (c) => ({
    ...c,
    personal: { ...c.personal, profilePicture: c.personal.profilePicture ? portrait : "" },
    projects: c.projects.map((p) => ({ ...p, imageUrl: p.imageUrl ? projectImage : "" })),
  });
  const content = { ...withPictures(fullPortfolioFixture()), theme };
  const created = await api.json("POST", "/api/portfolios", { name: "Ama's portfolio", content });
  let version = created.version;
  await api.json("POST", `/api/portfolios/${created.id}/publish`);
  return {
    api,
    id: created.id,
    username,
    content,
    /** Publishes `nextTheme`, with another fixture's content when given (its pictures swapped for the uploads). */
    async republish(nextTheme, nextContent = content) {
      const saved = await api.json("PUT", `/api/portfolios/${created.id}`, {
        baseVersion: version,
        content: { ...withPictures(nextContent), theme: nextTheme },
      });
      version = saved.version;
      await api.json("POST", `/api/portfolios/${created.id}/publish`);
    },
  };
}
