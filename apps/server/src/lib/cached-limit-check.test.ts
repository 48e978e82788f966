import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCachedLimitCheck } from "./cached-limit-check";

describe("createCachedLimitCheck", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers from memory within ttlMs, shares concurrent lookups, and sees a change after ttlMs", async () => {
    // The clock moves when the test says: "after ttlMs" is a state, not a wait that may run long on a busy machine.
    vi.useFakeTimers({ toFake: ["Date"] });
    const limiter = new RateLimiterMemory({ points: 2, duration: 60 });
    const get = vi.spyOn(limiter, "get");
    const check = createCachedLimitCheck(limiter, { max: 2, ttlMs: 80 });
    expect(await Promise.all([check.overForMs("a"), check.overForMs("a"), check.overForMs("a")])).toEqual([0, 0, 0]);
    expect(get).toHaveBeenCalledTimes(1);

    // Another server pushes "a" over the limit: noticed here once the remembered answer expires.
    await limiter.consume("a", 2);
    expect(await check.overForMs("a")).toBe(0);
    vi.setSystemTime(Date.now() + 100);
    const blocked = await check.overForMs("a");
    expect(blocked).toBeGreaterThan(55_000);
    expect(blocked).toBeLessThanOrEqual(60_000);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("is exact after forget(): a key consumed on this server is refused at once", async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 60 });
    const check = createCachedLimitCheck(limiter, { max: 1, ttlMs: 60_000 });
    expect(await check.overForMs("b")).toBe(0);
    await limiter.consume("b");
    check.forget("b");
    expect(await check.overForMs("b")).toBeGreaterThan(0);
    expect(await check.overForMs("c")).toBe(0);
  });

  it("does not remember a failed lookup", async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 60 });
    const get = vi.spyOn(limiter, "get").mockRejectedValueOnce(new Error("Redis down"));
    const check = createCachedLimitCheck(limiter, { max: 1, ttlMs: 60_000 });
    await expect(check.overForMs("d")).rejects.toThrow("Redis down");
    expect(await check.overForMs("d")).toBe(0);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("keeps at most maxKeys addresses", async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 60 });
    const get = vi.spyOn(limiter, "get");
    const check = createCachedLimitCheck(limiter, { max: 1, ttlMs: 60_000, maxKeys: 2 });
    for (const key of ["x", "y", "z", "x"]) await check.overForMs(key);
    expect(get).toHaveBeenCalledTimes(4); // "x" was dropped when "z" came in
  });

  it("drops the least recently asked address, not the first one stored", async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 60 });
    const get = vi.spyOn(limiter, "get");
    const check = createCachedLimitCheck(limiter, { max: 1, ttlMs: 60_000, maxKeys: 2 });
    // "x" is asked again before "z" comes in, so "y" is the one to leave.
    for (const key of ["x", "y", "x", "z", "x"]) await check.overForMs(key);
    expect(get.mock.calls.map(([key]) => key)).toEqual(["x", "y", "z"]);
  });
});
