import { describe, expect, it } from "vitest";
import type { DnsFindings } from "./dns-check";
import { judge, recordsFor } from "./service";

const none: DnsFindings = { txt: [], cname: [], addresses: [], targetAddresses: [], error: undefined };
const createdAt = new Date("2026-01-01T00:00:00Z");
const hours = (h: number) => ({ createdAt, now: new Date(createdAt.getTime() + h * 3600_000) });

describe("judge: what a DNS check means", () => {
  it("keeps a domain without TXT pending for the 24-hour propagation window, then fails it", () => {
    expect(judge(none, "v", "t.example", hours(23.9), "pending")).toMatchObject({
      status: "pending",
      check: { outcome: "no-txt" },
    });
    const late = judge(none, "v", "t.example", hours(24.1), "pending");
    expect(late).toMatchObject({ status: "failed", check: { outcome: "no-txt-expired" } });
    expect(late.check.message).toContain("after 24 hours");
  });

  it("never changes the status when the resolver failed", () => {
    for (const previous of ["pending", "verified", "failed"] as const) {
      const r = judge({ ...none, error: "ETIMEOUT" }, "v", "t.example", hours(30), previous);
      expect(r).toMatchObject({ status: previous, check: { outcome: "lookup-failed" } });
      expect(r.check.message).toContain("ETIMEOUT");
    }
  });

  it("needs every address of an apex domain to be the target's", () => {
    const mixed = { ...none, txt: ["v"], addresses: ["192.0.2.1", "192.0.2.9"], targetAddresses: ["192.0.2.1"] };
    expect(judge(mixed, "v", "t.example", hours(1), "pending").check.pointsHere).toBe(false);
    const same = { ...mixed, addresses: ["192.0.2.1"] };
    expect(judge(same, "v", "t.example", hours(1), "pending").check.pointsHere).toBe(true);
  });
});

describe("recordsFor", () => {
  it("asks for an A or AAAA record when the target is an address", () => {
    expect(recordsFor("a.example", "tok", "192.0.2.1")[0]).toMatchObject({ type: "A", value: "192.0.2.1" });
    expect(recordsFor("a.example", "tok", "2001:db8::1")[0]).toMatchObject({ type: "AAAA" });
    expect(recordsFor("a.example", "tok", "sites.example")[1]).toEqual({
      type: "TXT",
      name: "_foliocraft.a.example",
      value: "foliocraft-verify=tok",
      purpose: "verification",
    });
  });
});
