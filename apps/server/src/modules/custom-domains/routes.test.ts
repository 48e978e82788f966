import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { fullPortfolioFixture, type CustomDomain, type CustomDomainState } from "@foliocraft/schemas";
import { customDomains, portfolios } from "../../db/schema";
import { startFakeDns, type FakeDnsServer } from "../../testing/fake-dns-server";
import { createTestApp } from "../../testing/test-app";
import { insertAsset, insertPortfolio, republish, updateProfile } from "../../testing/portfolio-factory";
import { nextTestAddress, signUpTestUser, type TestUser } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;
let dns: FakeDnsServer;
const target = "sites.folio.example";

beforeAll(async () => {
  dns = await startFakeDns();
  dns.set(target, { a: ["203.0.113.10"], aaaa: ["2001:db8::10"] });
  ({ app, close } = await createTestApp({
    publicUrl: "https://folio.example",
    customDomainTarget: target,
    dnsResolver: [dns.address],
  }));
});
afterAll(async () => {
  await close();
  await dns.close();
});

let names = 0;
/** A signed-up user; Pro with a published portfolio at /p/{username} unless told otherwise. */
async function owner(options: { pro?: boolean; published?: boolean } = {}): Promise<TestUser & { username: string }> {
  const user = await signUpTestUser(app);
  const username = `owner-${++names}-${Date.now().toString(36)}`;
  const pro = options.pro ?? true;
  await updateProfile(app.database.db, user.userId, { username, plan: pro ? "pro" : "free", isPremium: pro });
  await insertPortfolio(app.database.db, user.userId, { published: options.published ?? true });
  return { ...user, username };
}

const api = (user: TestUser, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: user.cookie }, remoteAddress: nextTestAddress(), payload });
const add = async (user: TestUser, domain: string) => api(user, "POST", "/api/custom-domains", { domain });
const addOk = async (user: TestUser, domain: string) => {
  const res = await add(user, domain);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CustomDomain;
};
const verify = async (user: TestUser, id: string) => api(user, "POST", `/api/custom-domains/${id}/verify`);
const txtOf = (d: CustomDomain) => d.records.find((r) => r.type === "TXT")!;
const visit = (host: string, url = "/", headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { host, ...headers }, remoteAddress: nextTestAddress() });
const ask = (domain: string) =>
  app.inject({ method: "GET", url: `/api/custom-domains/allowed?domain=${encodeURIComponent(domain)}` });

/** A Pro owner whose domain is verified against the fake DNS and serving. */
async function verifiedDomain(domain: string) {
  const user = await owner();
  const created = await addOk(user, domain);
  dns.set(domain, { cname: target });
  dns.set(txtOf(created).name, { txt: [txtOf(created).value] });
  const res = await verify(user, created.id);
  expect(res.json()).toMatchObject({ status: "verified", serving: true });
  return { user, domain: res.json() as CustomDomain };
}

describe("adding a domain", () => {
  it("is Pro only, enforced on the server; a free account is told about the upgrade", async () => {
    const free = await owner({ pro: false });
    const state = (await api(free, "GET", "/api/custom-domains")).json() as CustomDomainState;
    expect(state).toEqual({ domain: null, allowed: false, target });
    const res = await add(free, "www.free-user.example");
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: "permission-denied",
      messageId: "customDomainProOnly",
      details: { upgrade: true },
    });
    expect(res.json().error.message).toContain("Pro");
    expect(await app.database.db.select().from(customDomains).where(eq(customDomains.userId, free.userId))).toEqual([]);
    expect((await api(free, "GET", "/api/custom-domains")).statusCode).toBe(200);
    const anonymous = await app.inject({ method: "GET", url: "/api/custom-domains" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("normalises the name and shows the CNAME and TXT records to create, pending", async () => {
    const user = await owner();
    const d = await addOk(user, "  https://WWW.Normal.Example./about ");
    expect(d).toMatchObject({ domain: "www.normal.example", displayDomain: "www.normal.example", status: "pending" });
    expect(d).toMatchObject({ check: null, lastCheckedAt: null, serving: false, servingIssue: "not-verified" });
    expect(d.records[0]).toEqual({ type: "CNAME", name: "www.normal.example", value: target, purpose: "routing" });
    expect(txtOf(d)).toMatchObject({ name: "_foliocraft.www.normal.example", purpose: "verification" });
    expect(txtOf(d).value).toMatch(/^foliocraft-verify=[\w-]{24}$/);
    const state = (await api(user, "GET", "/api/custom-domains")).json() as CustomDomainState;
    expect(state).toMatchObject({ allowed: true, target, domain: { id: d.id, records: d.records } });
  });

  it("stores internationalised names as punycode and shows them in Unicode", async () => {
    const user = await owner();
    const d = await addOk(user, "Bücher.Example");
    expect(d).toMatchObject({ domain: "xn--bcher-kva.example", displayDomain: "bücher.example" });
    expect(txtOf(d).name).toBe("_foliocraft.xn--bcher-kva.example");
  });

  it("refuses IP addresses, ports, single labels, bad names and the app's own host with a 400", async () => {
    const user = await owner();
    // [typed, reason, English text, catalog id, its parameters]
    const cases: [string, string, string, string, Record<string, string | number>][] = [
      ["203.0.113.7", "ip", "not an IP address", "customDomainIpAddress", {}],
      ["[2001:db8::1]", "ip", "not an IP address", "customDomainIpAddress", {}],
      ["10.1", "ip", "not an IP address", "customDomainIpAddress", {}],
      ["example.com:8080", "port", "without a port", "customDomainWithPort", {}],
      ["localhost", "single-label", "with a dot", "customDomainSingleLabel", {}],
      [
        "bad_name.example",
        "invalid",
        "is not a valid domain name",
        "customDomainInvalid",
        { domain: "bad_name.example" },
      ],
      ["-bad.example", "invalid", "is not a valid domain name", "customDomainInvalid", { domain: "-bad.example" }],
      [
        `${"a".repeat(64)}.example`,
        "invalid",
        "is not a valid domain name",
        "customDomainInvalid",
        {
          domain: `${"a".repeat(64)}.example`,
        },
      ],
      [`${"a.".repeat(130)}example`, "too-long", "at most 253", "customDomainTooLong", { count: 253 }],
      ["", "empty", "Enter a domain name", "customDomainEmpty", {}],
      ["folio.example", "own-host", "Foliocraft itself", "customDomainOwnHost", {}],
      ["www.folio.example", "own-host", "Foliocraft itself", "customDomainOwnHost", {}],
      [target, "own-host", "Foliocraft itself", "customDomainOwnHost", {}],
    ];
    for (const [domain, reason, message, messageId, params] of cases) {
      const res = await add(user, domain);
      expect(res.statusCode, domain).toBe(400);
      expect(res.json().error).toMatchObject({
        code: "invalid-argument",
        messageId,
        ...(Object.keys(params).length > 0 ? { params } : {}),
        details: { field: "domain", reason },
      });
      expect(res.json().error.message, domain).toContain(message);
    }
    const bad = await add(user, "  Bad_Name.example ");
    expect(bad.json().error).toMatchObject({
      message: '"Bad_Name.example" is not a valid domain name',
      messageId: "customDomainInvalid",
      params: { domain: "Bad_Name.example" },
    });
    // Refused by the input schema (no domain, one too long to be a name): the same ids as the checks above.
    const missing = await api(user, "POST", "/api/custom-domains", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ messageId: "customDomainEmpty", details: { reason: "empty" } });
    const huge = await add(user, `${"a".repeat(300)}.example`);
    expect(huge.json().error).toMatchObject({
      message: "A domain name is at most 253 characters",
      messageId: "customDomainTooLong",
      params: { count: 253 },
      details: { reason: "too-long" },
    });
  });

  it("refuses a domain another account verified, and a second domain, with a 409", async () => {
    const { user: first } = await verifiedDomain("claimed.example");
    const second = await owner();
    const taken = await add(second, "CLAIMED.example");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: "aborted",
      message: "This domain is already connected to another portfolio.",
      messageId: "customDomainTaken",
      details: { reason: "taken" },
    });
    const another = await add(first, "other.example");
    expect(another.statusCode).toBe(409);
    expect(another.json().error).toMatchObject({
      messageId: "customDomainAlreadyHave",
      details: { reason: "has-domain" },
    });
    expect(another.json().error.message).toContain("Remove it first");
  });
});

describe("unverified claims", () => {
  const stateOf = async (user: TestUser) =>
    ((await api(user, "GET", "/api/custom-domains")).json() as CustomDomainState).domain;

  it("never block another account: the first to prove control gets the domain, the other claim is released", async () => {
    const squatter = await owner();
    const squatted = await addOk(squatter, "www.contested.example");
    const realOwner = await owner();
    const mine = await addOk(realOwner, "WWW.Contested.example");
    expect(mine.status).toBe("pending");

    dns.set("www.contested.example", { cname: target });
    dns.set(txtOf(mine).name, { txt: [txtOf(mine).value] });
    expect((await verify(realOwner, mine.id)).json()).toMatchObject({ status: "verified", serving: true });
    expect((await ask("www.contested.example")).statusCode).toBe(200);
    expect((await visit("www.contested.example")).body).toContain("<h1>");

    // The squatter's claim is released with a notice, and stays so even if their TXT value shows up as well.
    expect(await stateOf(squatter)).toMatchObject({
      id: squatted.id,
      status: "failed",
      serving: false,
      check: { outcome: "claimed-elsewhere" },
    });
    dns.set(txtOf(squatted).name, { txt: [txtOf(mine).value, txtOf(squatted).value] });
    expect((await verify(squatter, squatted.id)).json()).toMatchObject({
      status: "failed",
      check: { outcome: "claimed-elsewhere" },
    });
    expect((await stateOf(realOwner))?.status).toBe("verified");

    // Now that it is verified, a new claim is refused.
    const late = await add(await owner(), "www.contested.example");
    expect(late.json().error).toMatchObject({ code: "aborted", messageId: "customDomainTaken" });
  });

  it("two accounts proving control at the same moment: exactly one gets the domain", async () => {
    const [a, b] = [await owner(), await owner()];
    const [da, db] = [await addOk(a, "www.race.example"), await addOk(b, "www.race.example")];
    dns.set(txtOf(da).name, { txt: [txtOf(da).value, txtOf(db).value] });
    const results = await Promise.all([verify(a, da.id), verify(b, db.id)]);
    const statuses = results.map((r) => (r.json() as CustomDomain).status).sort();
    expect(statuses).toEqual(["failed", "verified"]);
    const loser = results.map((r) => r.json() as CustomDomain).find((d) => d.status === "failed");
    expect(loser?.check?.outcome).toBe("claimed-elsewhere");
    const verified = await app.database.db
      .select()
      .from(customDomains)
      .where(eq(customDomains.domain, "www.race.example"));
    expect(verified.filter((r) => r.status === "verified")).toHaveLength(1);
  });

  it("expire after the claim period (7 days by default) and are no longer re-checked", async () => {
    const user = await owner();
    const stale = await addOk(user, "www.github.com");
    const fresh = await owner();
    const recent = await addOk(fresh, "www.recent-claim.example");
    const dayMs = 86_400_000;
    await app.database.db
      .update(customDomains)
      .set({ createdAt: new Date(Date.now() - 7 * dayMs - 60_000) })
      .where(eq(customDomains.id, stale.id));
    await app.database.db
      .update(customDomains)
      .set({ createdAt: new Date(Date.now() - 6 * dayMs) })
      .where(eq(customDomains.id, recent.id));

    await app.customDomains.runRecheckJob({ minAgeMs: 0, limit: 1000 });
    const expired = await stateOf(user);
    expect(expired).toMatchObject({ status: "failed", check: { outcome: "claim-expired" } });
    expect(expired?.check?.message).toContain("7 days");
    // Within the period the ordinary DNS verdict stands (no TXT after the propagation window).
    expect((await stateOf(fresh))?.check?.outcome).toBe("no-txt-expired");

    // Not re-checked any more: a later job run leaves it as it is.
    const checkedAt = expired?.lastCheckedAt;
    await app.customDomains.runRecheckJob({ minAgeMs: 0, limit: 1000 });
    expect((await stateOf(user))?.lastCheckedAt).toBe(checkedAt);
  });
});

describe("verification against DNS", () => {
  it("stays pending without a TXT record, then verifies once the record appears", async () => {
    const user = await owner();
    const d = await addOk(user, "www.pending.example");
    const first = (await verify(user, d.id)).json() as CustomDomain;
    expect(first.status).toBe("pending");
    expect(first.check).toMatchObject({ outcome: "no-txt", txtFound: [], pointsHere: false });
    expect(first.check?.message).toContain("up to 24 hours");
    expect(first.lastCheckedAt).not.toBeNull();

    dns.set("www.pending.example", { cname: `${target}.` });
    dns.set(txtOf(d).name, { txt: ["v=spf1 -all", txtOf(d).value] });
    const res = await verify(user, d.id);
    expect(res.statusCode).toBe(200);
    const done = res.json() as CustomDomain;
    expect(done).toMatchObject({ status: "verified", serving: true, servingIssue: null });
    expect(done.check).toMatchObject({ outcome: "verified", cnameFound: [target], pointsHere: true });
    expect(done.verifiedAt).not.toBeNull();
  });

  it("fails with the reason when the TXT record holds another value", async () => {
    const user = await owner();
    const d = await addOk(user, "www.wrong.example");
    dns.set(txtOf(d).name, { txt: ["foliocraft-verify=not-the-token"] });
    const res = (await verify(user, d.id)).json() as CustomDomain;
    expect(res.status).toBe("failed");
    expect(res.check).toMatchObject({ outcome: "wrong-txt", txtFound: ["foliocraft-verify=not-the-token"] });
    expect(res.check?.message).toContain(`holds "foliocraft-verify=not-the-token", not "${txtOf(d).value}"`);
    expect(res.check?.message).toContain(`does not point to ${target}`);
  });

  it("accepts an apex domain whose A/AAAA records are the target's, and reports other addresses", async () => {
    const user = await owner();
    const d = await addOk(user, "apex.example");
    dns.set("apex.example", { a: ["203.0.113.10"], aaaa: ["2001:db8::10"] });
    dns.set(txtOf(d).name, { txt: [txtOf(d).value] });
    const res = (await verify(user, d.id)).json() as CustomDomain;
    expect(res.check).toMatchObject({ pointsHere: true, cnameFound: [] });
    expect(res.check?.addressesFound.sort()).toEqual(["2001:db8::10", "203.0.113.10"]);

    dns.set("apex.example", { a: ["198.51.100.99"] });
    const elsewhere = (await verify(user, d.id)).json() as CustomDomain;
    expect(elsewhere).toMatchObject({ status: "verified", check: { pointsHere: false } });
  });

  it("re-checks pending domains in the periodic job", async () => {
    const user = await owner();
    const d = await addOk(user, "www.job.example");
    dns.set(txtOf(d).name, { txt: [txtOf(d).value] });
    const result = await app.customDomains.runRecheckJob({ minAgeMs: 0, limit: 1000 });
    expect(result.checked).toBeGreaterThanOrEqual(1);
    const state = (await api(user, "GET", "/api/custom-domains")).json() as CustomDomainState;
    expect(state.domain?.status).toBe("verified");
  });

  it("limits Verify now per account", async () => {
    const user = await owner();
    const d = await addOk(user, "www.limit.example");
    for (let i = 0; i < 6; i++) expect((await verify(user, d.id)).statusCode).toBe(200);
    const over = await verify(user, d.id);
    expect(over.statusCode).toBe(429);
    const seconds = Number(over.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    expect(over.json().error).toEqual({
      code: "resource-exhausted",
      message: `Too many checks. Please wait ${seconds} seconds and verify again.`,
      messageId: "customDomainTooManyChecks",
      params: { seconds },
      details: { retryAfterSeconds: seconds },
    });
  });

  it("answers 404 for another account's domain, and to Pro-only calls of a free account with a 403", async () => {
    const ama = await owner();
    const kofi = await owner();
    const d = await addOk(ama, "www.mine.example");
    expect((await verify(kofi, d.id)).statusCode).toBe(404);
    expect((await api(kofi, "DELETE", `/api/custom-domains/${d.id}`)).statusCode).toBe(404);
    expect((await api(kofi, "GET", "/api/custom-domains")).json()).toMatchObject({ domain: null });
    await updateProfile(app.database.db, ama.userId, { plan: "free", isPremium: false });
    expect((await verify(ama, d.id)).statusCode).toBe(403);
    // Removing stays possible after the plan ends.
    expect((await api(ama, "DELETE", `/api/custom-domains/${d.id}`)).statusCode).toBe(204);
    expect((await api(ama, "GET", "/api/custom-domains")).json()).toMatchObject({ domain: null });
  });
});

describe("serving the portfolio on a verified domain", () => {
  it("serves the portfolio at / for the Host, keeps uploads and the API, and 404s other paths", async () => {
    const { user } = await verifiedDomain("www.serve.example");
    const picture = await insertAsset(app.database.db, Buffer.from("RIFF-fake-webp-serve"), "image/webp");
    const home = await visit("www.serve.example");
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("<h1>Ama Mensah</h1>");
    expect(home.headers["content-security-policy"]).toContain("default-src 'none'");
    // The same page as the app's own address.
    const direct = await visit("folio.example", `/p/${user.username}`);
    expect(home.body).toBe(direct.body);
    // Host names are case-insensitive and may carry a port or a trailing dot.
    expect((await visit("WWW.Serve.Example.:443")).body).toBe(home.body);
    // The contact form's no-JavaScript answer keeps working at the root.
    expect((await visit("www.serve.example", "/?sent=1")).body).toContain("data-contact-status>");
    expect((await visit("www.serve.example", picture)).statusCode).toBe(200);
    // The page's self-hosted fonts (root-relative /fonts/ links) resolve on the custom domain too.
    const font = /<link rel="preload" href="(\/fonts\/[^"]+)"/.exec(home.body)?.[1] ?? "missing";
    const fontRes = await visit("www.serve.example", font);
    expect(fontRes.statusCode).toBe(200);
    expect(fontRes.headers["content-type"]).toBe("font/woff2");
    expect((await visit("www.serve.example", "/api/health")).statusCode).toBe(200);
    const missing = await visit("www.serve.example", "/wp-login.php");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Page not found");
    const robots = await visit("www.serve.example", "/robots.txt");
    expect(robots.body).toBe("User-agent: *\nDisallow: /api/\nAllow: /\n");
    // Paths the public site serves below /p/{username} work at the root (e.g. the resume download).
    const sub = await visit("www.serve.example", "/resume");
    const subDirect = await visit("folio.example", `/p/${user.username}/resume`);
    if (app.findRoute({ method: "GET", url: `/p/${user.username}/resume` }))
      expect(sub.statusCode).toBe(subDirect.statusCode);
    else expect(sub.body).toContain("Page not found");
  });

  it("revalidates the page on every visit, so a publish shows on the next one (issue 20)", async () => {
    const { user } = await verifiedDomain("www.fresh.example");
    const first = await visit("www.fresh.example");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    const same = await visit("www.fresh.example", "/", { "if-none-match": etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe("");

    const [row] = await app.database.db.select().from(portfolios).where(eq(portfolios.userId, user.userId));
    const content = row?.content ?? fullPortfolioFixture();
    const next = { ...content, personal: { ...content.personal, fullName: "Ama Republished" } };
    await republish(app.database.db, row?.id ?? "missing", next, new Date(Date.now() + 1000));
    // In one process the database's notification may land just after the write returns (two servers are checked
    // in scale-out.process.test.ts): wait for the page to change, then the browser's copy must not be confirmed.
    await vi.waitFor(async () => expect((await visit("www.fresh.example")).body).toContain("Ama Republished"), {
      timeout: 10_000,
      interval: 10,
    });
    const after = await visit("www.fresh.example", "/", { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain("<h1>Ama Republished</h1>");
    expect(after.headers.etag).not.toBe(etag);
  });

  it("serves each language version at /{lang}, the same page as the app's /p/{username}/{lang} (issue 21)", async () => {
    const { user } = await verifiedDomain("www.bilingual.example");
    const [row] = await app.database.db.select().from(portfolios).where(eq(portfolios.userId, user.userId));
    const content = row?.content ?? fullPortfolioFixture();
    const next = {
      ...content,
      language: "en" as const,
      translations: { ar: { "personal.title": { text: "مهندسة برمجيات", sourceHash: "x" } } },
    };
    await republish(app.database.db, row?.id ?? "missing", next, new Date(Date.now() + 1000));
    await expect.poll(async () => (await visit("www.bilingual.example", "/ar")).statusCode).toBe(200);
    const arabic = await visit("www.bilingual.example", "/ar");
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(arabic.body).toContain("مهندسة برمجيات");
    expect(arabic.body).toBe((await visit("folio.example", `/p/${user.username}/ar`)).body);
    // The primary stays at / (its code is not a second address), and a language it does not have is the 404 page.
    expect((await visit("www.bilingual.example", "/")).body).toContain('<html lang="en"');
    expect((await visit("www.bilingual.example", "/en")).statusCode).toBe(404);
    const german = await visit("www.bilingual.example", "/de");
    expect(german.statusCode).toBe(404);
  });

  it("leaves unknown and pending hosts untouched", async () => {
    const user = await owner();
    await addOk(user, "www.notyet.example");
    for (const host of ["folio.example", "unknown.example", "www.notyet.example"]) {
      const res = await visit(host, "/");
      // No web app in tests: the app's own answer for / is its JSON 404, not a portfolio.
      expect(res.statusCode, host).toBe(404);
      expect(res.json().error.code).toBe("not-found");
    }
    expect((await visit("unknown.example", `/p/${user.username}`)).statusCode).toBe(200);
  });

  it("trusts X-Forwarded-Host only behind a trusted proxy", async () => {
    await verifiedDomain("www.proxied.example");
    const spoofed = await visit("folio.example", "/", { "x-forwarded-host": "www.proxied.example" });
    expect(spoofed.statusCode).toBe(404);
    const trusting = await createTestApp({ trustProxy: true, customDomainTarget: target, dnsResolver: [dns.address] });
    try {
      const { userId } = await signUpTestUser(trusting.app);
      await updateProfile(trusting.app.database.db, userId, {
        username: "proxied-owner",
        plan: "pro",
        isPremium: true,
      });
      await insertPortfolio(trusting.app.database.db, userId, { published: true });
      await trusting.app.database.db.insert(customDomains).values({
        id: "proxied",
        userId,
        domain: "www.proxied.example",
        verificationToken: "t",
        status: "verified",
      });
      await trusting.app.customDomains.refreshHosts();
      const res = await trusting.app.inject({
        method: "GET",
        url: "/",
        headers: { host: "app.internal:3000", "x-forwarded-host": "www.proxied.example, proxy.internal" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<h1>Ama Mensah</h1>");
    } finally {
      await trusting.close();
    }
  });

  it("stops serving when the plan lapses, the portfolio is unpublished or the domain is removed", async () => {
    const { user, domain } = await verifiedDomain("www.lapse.example");
    expect((await ask("www.lapse.example")).statusCode).toBe(200);

    await updateProfile(app.database.db, user.userId, { subscriptionEnd: new Date(Date.now() - 1000) });
    await app.customDomains.refreshHosts();
    const lapsed = await visit("www.lapse.example");
    expect(lapsed.statusCode).toBe(404);
    expect(lapsed.body).toContain("This domain is not connected to a published portfolio right now.");
    expect((await visit("www.lapse.example", "/anything")).body).toContain("Site not available");
    expect((await ask("www.lapse.example")).statusCode).toBe(404);
    const state = (await api(user, "GET", "/api/custom-domains")).json() as CustomDomainState;
    expect(state.domain).toMatchObject({ status: "verified", serving: false, servingIssue: "no-pro" });

    await updateProfile(app.database.db, user.userId, { subscriptionEnd: null });
    await app.database.db
      .update(portfolios)
      .set({ publishedAt: null, publishedContent: null })
      .where(eq(portfolios.userId, user.userId));
    await app.customDomains.refreshHosts();
    expect((await visit("www.lapse.example")).body).toContain("Site not available");
    expect((await api(user, "GET", "/api/custom-domains")).json().domain.servingIssue).toBe("not-published");

    await app.database.db
      .update(portfolios)
      .set({
        publishedAt: new Date(),
        publishedContent: (
          await app.database.db.select().from(portfolios).where(eq(portfolios.userId, user.userId))
        )[0]!.content,
      })
      .where(eq(portfolios.userId, user.userId));
    await app.customDomains.refreshHosts();
    expect((await visit("www.lapse.example")).statusCode).toBe(200);

    expect((await api(user, "DELETE", `/api/custom-domains/${domain.id}`)).statusCode).toBe(204);
    // Removed: the host is unknown again (the app's own answer), and no certificate is allowed.
    expect((await visit("www.lapse.example")).json().error.code).toBe("not-found");
    expect((await ask("www.lapse.example")).statusCode).toBe(404);
  });
});

describe("GET /api/custom-domains/allowed (on-demand TLS)", () => {
  it("answers 200 for serving domains and the app's own host, 404 otherwise", async () => {
    await verifiedDomain("www.ask.example");
    const pending = await owner();
    await addOk(pending, "www.ask-pending.example");
    const ok = await ask("www.ask.example");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ allowed: true });
    expect(ok.headers["cache-control"]).toBe("no-store");
    expect((await ask("WWW.ASK.EXAMPLE.")).statusCode).toBe(200);
    expect((await ask("folio.example")).statusCode).toBe(200);
    expect((await ask(target)).statusCode).toBe(200);
    for (const other of ["www.ask-pending.example", "unknown.example", "203.0.113.10", "not a domain"]) {
      const res = await ask(other);
      expect(res.statusCode, other).toBe(404);
      expect(res.json().error.code).toBe("not-found");
    }
    expect((await app.inject({ method: "GET", url: "/api/custom-domains/allowed" })).statusCode).toBe(400);
  });
});
