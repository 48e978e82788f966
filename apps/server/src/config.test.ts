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

  it("treats empty strings as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
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
});
