import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

// E-mails in the journeys: the e2e server delivers over real SMTP to the peer playwright.config.ts starts
// (apps/server/src/testing/smtp-peer-main.ts); the specs read them from the peer's HTTP side.
const mailURL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

/** One message as the SMTP peer received it. */
export interface Mail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** Waits until the peer has received a message to `to` with `subject` (sent through the job queue), and returns it. */
export async function mailTo(request: APIRequestContext, to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailURL}/messages?to=${encodeURIComponent(to)}`);
        found = ((await response.json()) as Mail[]).find((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { message: `an e-mail "${subject}" to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
