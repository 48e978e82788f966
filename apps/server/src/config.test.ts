import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

describe("parseConfig", () => {
  it("has working defaults with no environment at all", () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      publicUrl: "http://localhost:3000",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      secret: undefined,
      adminEmails: [],
      logLevel: "info",
      trustProxy: false,
    });
  });

  it("reads every variable", () => {
    const c = parseConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      PUBLIC_URL: "https://folio.example.com/",
      DATA_DIR: "/var/lib/foliocraft",
      DATABASE_URL: "postgres://u@db/foliocraft",
      SECRET: "s".repeat(40),
      ADMIN_EMAILS: " Ada@Example.com, bob@example.com ,",
      LOG_LEVEL: "verbose",
      TRUST_PROXY: "true",
    });
    expect(c).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      publicUrl: "https://folio.example.com",
      dataDir: "/var/lib/foliocraft",
      databaseUrl: "postgres://u@db/foliocraft",
      secret: "s".repeat(40),
      adminEmails: ["ada@example.com", "bob@example.com"],
      logLevel: "verbose",
      trustProxy: true,
    });
  });

  it("session lifetimes: 14 days idle and 30 days at most by default, configurable, idle never beyond the maximum", () => {
    expect(parseConfig({}).sessions).toEqual({ idleDays: 14, maxDays: 30 });
    expect(parseConfig({ SESSION_IDLE_DAYS: "3", SESSION_MAX_DAYS: "90" }).sessions).toEqual({
      idleDays: 3,
      maxDays: 90,
    });
    expect(() => parseConfig({ SESSION_IDLE_DAYS: "0" })).toThrow(/SESSION_IDLE_DAYS must be a whole number/);
    expect(() => parseConfig({ SESSION_IDLE_DAYS: "40" })).toThrow(/must not be longer than SESSION_MAX_DAYS/);
  });

  it("treats empty strings as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it("shares rate limits through REDIS_URL (with a key prefix) and keeps them in memory without it", () => {
    expect(parseConfig({}).redis).toBeUndefined();
    expect(parseConfig({ REDIS_URL: "redis://cache:6379/2" }).redis).toEqual({
      url: "redis://cache:6379/2",
      keyPrefix: "foliocraft:",
    });
    expect(parseConfig({ REDIS_URL: "rediss://cache", REDIS_KEY_PREFIX: "folio-eu:" }).redis?.keyPrefix).toBe(
      "folio-eu:",
    );
    expect(() => parseConfig({ REDIS_URL: "http://cache" })).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(() => parseConfig({ REDIS_URL: "redis://c", REDIS_KEY_PREFIX: "a b" })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it("runs one process per core in production, one elsewhere, or WORKERS", () => {
    expect(parseConfig({ NODE_ENV: "production" }).workers).toBe(os.availableParallelism());
    expect(parseConfig({ NODE_ENV: "development" }).workers).toBe(1);
    expect(parseConfig({ NODE_ENV: "test" }).workers).toBe(1);
    expect(parseConfig({ NODE_ENV: "development", WORKERS: "3" }).workers).toBe(3);
    for (const bad of ["0", "1.5", "lots", "65"]) {
      expect(() => parseConfig({ WORKERS: bad })).toThrow(/WORKERS must be a whole number from 1 to 64/);
    }
  });

  it("sends /contact mail to SUPPORT_EMAIL, else the first admin, else nowhere", () => {
    expect(parseConfig({ SUPPORT_EMAIL: "help@example.com", ADMIN_EMAILS: "a@example.com" }).supportEmail).toBe(
      "help@example.com",
    );
    expect(parseConfig({ ADMIN_EMAILS: " Ada@Example.com ,b@example.com" }).supportEmail).toBe("ada@example.com");
    expect(parseConfig({}).supportEmail).toBeUndefined();
    expect(() => parseConfig({ SUPPORT_EMAIL: "not an address" })).toThrow(/SUPPORT_EMAIL must be an e-mail/);
  });

  it("reads the custom-domain target and DNS resolvers", () => {
    const config = parseConfig({
      CUSTOM_DOMAIN_TARGET: "Sites.Example.com.",
      DNS_RESOLVER: "127.0.0.1:5353, [::1]:53,1.1.1.1",
    });
    expect(config.customDomainTarget).toBe("sites.example.com");
    expect(config.dnsResolver).toEqual(["127.0.0.1:5353", "[::1]:53", "1.1.1.1"]);
    expect(parseConfig({}).dnsResolver).toBeUndefined();
    for (const bad of ["dns.example", "127.0.0.1:99999", "1.2.3", "127.0.0.1,"])
      expect(() => parseConfig({ DNS_RESOLVER: bad }), bad).toThrow(/DNS_RESOLVER must be IP addresses/);
    expect(() => parseConfig({ CUSTOM_DOMAIN_TARGET: "https://x.example/" })).toThrow(/CUSTOM_DOMAIN_TARGET/);
  });

  it("reads the upload quotas (50 MB free, 500 MB Pro by default) and the custom-domain claim period (7 days)", () => {
    const mb = 1024 * 1024;
    expect(parseConfig({}).uploadQuota).toEqual({ freeBytes: 50 * mb, proBytes: 500 * mb });
    expect(parseConfig({}).customDomainPendingDays).toBe(7);
    const config = parseConfig({
      UPLOAD_QUOTA_FREE_MB: "20",
      UPLOAD_QUOTA_PRO_MB: "2000",
      CUSTOM_DOMAIN_PENDING_DAYS: "3",
    });
    expect(config.uploadQuota).toEqual({ freeBytes: 20 * mb, proBytes: 2000 * mb });
    expect(config.customDomainPendingDays).toBe(3);
    expect(() => parseConfig({ UPLOAD_QUOTA_FREE_MB: "0" })).toThrow(/UPLOAD_QUOTA_FREE_MB must be at least 1/);
    expect(() => parseConfig({ UPLOAD_QUOTA_PRO_MB: "lots" })).toThrow(/UPLOAD_QUOTA_PRO_MB/);
    expect(() => parseConfig({ CUSTOM_DOMAIN_PENDING_DAYS: "400" })).toThrow(/CUSTOM_DOMAIN_PENDING_DAYS/);
  });

  it.each(["debug", "verbose", "info", "warn", "error", "silent"])("accepts LOG_LEVEL=%s", (level) => {
    expect(parseConfig({ LOG_LEVEL: level }).logLevel).toBe(level);
  });

  it("lists every invalid variable in one readable error", () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: "seventy",
        LOG_LEVEL: "loud",
        DATABASE_URL: "mysql://x",
        SECRET: "short",
        PUBLIC_URL: "ftp://x",
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["PORT", "LOG_LEVEL", "DATABASE_URL", "SECRET", "PUBLIC_URL"]) expect(message).toContain(name);
    expect(message).toContain("DATABASE_URL must start with postgres://");
  });

  it("reads the background-job settings, leaving unset ones to the queue's defaults", () => {
    expect(parseConfig({}).jobs).toEqual({});
    expect(
      parseConfig({
        JOB_POLL_INTERVAL_MS: "750",
        JOB_RETRY_DELAY_SECONDS: "0",
        JOB_TIMEOUT_SECONDS: "120",
        JOB_MAINTENANCE_INTERVAL_SECONDS: "5",
      }).jobs,
    ).toEqual({ pollIntervalMs: 750, retryDelaySeconds: 0, jobTimeoutSeconds: 120, maintenanceIntervalSeconds: 5 });
    expect(() => parseConfig({ JOB_POLL_INTERVAL_MS: "100" })).toThrow(/JOB_POLL_INTERVAL_MS must be at least 500/);
  });
});
