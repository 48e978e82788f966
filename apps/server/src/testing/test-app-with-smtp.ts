import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { startSmtpPeer } from "./smtp-peer";
import { createTestApp } from "./test-app";

/**
 * A test app that delivers its e-mail over real SMTP to a peer started for it (the SMTP tests of each module);
 * `close` stops both.
 */
export async function createTestAppWithSmtp(overrides: Partial<Config> = {}): Promise<{
  app: FastifyInstance;
  smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  close: () => Promise<void>;
}> {
  const smtp = await startSmtpPeer();
  const { app, close } = await createTestApp({
    smtpUrl: smtp.url,
    mailFrom: "Foliocraft <no-reply@folio.test>",
    ...overrides,
  });
  return {
    app,
    smtp,
    close: async () => {
      await close();
      await smtp.close();
    },
  };
}
