import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";

/** The verified transaction fields we act on (contracts.md §1 GET /transaction/verify). */
export interface PaystackTransaction {
  id: number;
  status: "abandoned" | "failed" | "ongoing" | "pending" | "processing" | "queued" | "reversed" | "success";
  reference: string;
  amount: number;
  currency: string;
  channel: string | null;
  paid_at: string | null;
  [key: string]: unknown;
}

interface Envelope<T> {
  status: boolean;
  message: string;
  data?: T;
}

const unavailable = () => new AppError("unavailable", apiMessage("paymentProviderUnreachable"));

/** The payment system is not set up (no keys, or Paystack refused the secret key). */
export const paymentsNotConfigured = () => new AppError("unavailable", apiMessage("paymentsNotConfigured"));

/** A small client for the Paystack REST API (contracts.md §1). The secret key stays on the server. */
export function createPaystackClient(options: { secretKey: string; apiUrl: string; timeoutMs?: number }) {
  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<{ status: number; envelope: Envelope<T> }> {
    let res: Response;
    try {
      res = await fetch(`${options.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${options.secretKey}`, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch {
      throw unavailable();
    }
    if (res.status >= 500) throw unavailable();
    if (res.status === 401) throw paymentsNotConfigured();
    let envelope: Envelope<T>;
    try {
      envelope = (await res.json()) as Envelope<T>;
    } catch {
      throw unavailable();
    }
    return { status: res.status, envelope };
  }

  return {
    async initialize(input: {
      email: string;
      amount: number;
      currency: string;
      reference: string;
      callbackUrl: string;
      metadata: Record<string, unknown>;
    }): Promise<{ authorizationUrl: string; accessCode: string }> {
      const { envelope } = await call<{ authorization_url: string; access_code: string }>(
        "POST",
        "/transaction/initialize",
        {
          email: input.email,
          amount: input.amount,
          currency: input.currency,
          reference: input.reference,
          channels: ["card", "mobile_money"],
          callback_url: input.callbackUrl,
          metadata: input.metadata,
        },
      );
      if (!envelope.status || !envelope.data) {
        // Paystack's own text is English and written for the merchant: kept in details (and the log), not shown.
        throw new AppError("unavailable", apiMessage("paymentStartRefused"), { providerMessage: envelope.message });
      }
      return { authorizationUrl: envelope.data.authorization_url, accessCode: envelope.data.access_code };
    },

    /** The transaction as Paystack reports it, or undefined when Paystack does not know the reference. */
    async verify(reference: string): Promise<PaystackTransaction | undefined> {
      const { status, envelope } = await call<PaystackTransaction>(
        "GET",
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      if (status === 404) return undefined;
      if (!envelope.status || !envelope.data) throw unavailable();
      return envelope.data;
    },

    async refund(reference: string): Promise<Record<string, unknown>> {
      const { envelope } = await call<Record<string, unknown>>("POST", "/refund", { transaction: reference });
      if (!envelope.status || !envelope.data) {
        throw new AppError("unavailable", apiMessage("refundStartRefused"), { providerMessage: envelope.message });
      }
      return envelope.data;
    },
  };
}

/** A Paystack client. */
export type PaystackClient = ReturnType<typeof createPaystackClient>;
