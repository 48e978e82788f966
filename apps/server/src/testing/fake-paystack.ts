import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** How a transaction ends when the customer "pays" in the fake (contracts.md §1 data.status and its fields). */
export interface FakeOutcome {
  status: "success" | "failed" | "abandoned" | "ongoing";
  channel?: "card" | "mobile_money";
  /** Override what Paystack reports, to test mismatches. */
  amount?: number;
  currency?: string;
}

interface FakeTransaction {
  id: number;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  channels: string[];
  callbackUrl: string | undefined;
  metadata: unknown;
  accessCode: string;
  outcome: FakeOutcome;
  paidAt: string | null;
}

/**
 * A local Paystack (contracts.md §1) over real HTTP: initialize, verify, refund, and a checkout page for
 * end-to-end journeys. Tests decide each transaction's outcome with `pay()`, and build signed webhooks.
 */
export async function startFakePaystack(options: { secretKey: string; port?: number }) {
  const transactions = new Map<string, FakeTransaction>();
  const refunds: { transaction: string; amount?: number }[] = [];
  const state = {
    failNext: null as null | number,
    nextId: 4_099_260_516,
    /** Every POST /refund that arrived, answered or not (tests count the calls the server made). */
    refundCalls: 0,
    /** While set, refund calls wait for it before answering: a test holds one call open to race others against it. */
    refundGate: null as Promise<void> | null,
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };

    if (url.pathname === "/__health") return json(200, { ok: true });

    // The checkout page a customer sees (e2e): buttons settle the transaction and return to callback_url.
    const checkout = /^\/checkout\/([\w-]+)$/.exec(url.pathname);
    if (checkout) {
      const tx = [...transactions.values()].find((t) => t.accessCode === checkout[1]);
      if (!tx) return json(404, { status: false, message: "Transaction not found" });
      if (req.method === "POST") {
        const choice = new URLSearchParams(raw).get("choice") ?? "abandoned";
        settle(
          tx,
          choice === "card" || choice === "mobile_money"
            ? { status: "success", channel: choice }
            : { status: "abandoned" },
        );
        const back = new URL(tx.callbackUrl ?? "http://localhost/");
        back.searchParams.set("reference", tx.reference);
        back.searchParams.set("trxref", tx.reference);
        res.writeHead(303, { location: back.toString() });
        return res.end();
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(
        `<!doctype html><html lang="en"><head><title>Fake Paystack checkout</title></head><body><h1>Pay GHS ${tx.amount / 100}</h1>` +
          `<form method="post"><button name="choice" value="card">Pay with card</button>` +
          `<button name="choice" value="mobile_money">Pay with mobile money</button>` +
          `<button name="choice" value="cancel">Cancel payment</button></form></body></html>`,
      );
    }

    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return json(401, { status: false, message: "Invalid key" });
    }
    if (req.method === "POST" && url.pathname === "/refund") {
      state.refundCalls += 1;
      if (state.refundGate) await state.refundGate;
    }
    if (state.failNext !== null) {
      const status = state.failNext;
      state.failNext = null;
      return json(status, { status: false, message: "Internal error", type: "api_error" });
    }

    if (req.method === "POST" && url.pathname === "/transaction/initialize") {
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      if (!body.email || !body.amount)
        return json(400, { status: false, message: "Email and amount are required", type: "validation_error" });
      const reference = String(body.reference ?? randomBytes(5).toString("hex"));
      if (!/^[A-Za-z0-9\-.=]+$/.test(reference)) {
        return json(400, { status: false, message: "Invalid reference", type: "validation_error" });
      }
      if (transactions.has(reference)) {
        return json(400, {
          status: false,
          message: "Duplicate Transaction Reference",
          meta: { nextStep: "Use a new reference" },
          type: "validation_error",
          code: "duplicate_reference",
        });
      }
      const accessCode = randomBytes(8).toString("hex");
      transactions.set(reference, {
        id: state.nextId++,
        reference,
        email: String(body.email),
        amount: Number(body.amount),
        currency: String(body.currency ?? "NGN"),
        channels: Array.isArray(body.channels) ? (body.channels as string[]) : [],
        callbackUrl: typeof body.callback_url === "string" ? body.callback_url : undefined,
        metadata: body.metadata ?? null,
        accessCode,
        outcome: { status: "ongoing" },
        paidAt: null,
      });
      return json(200, {
        status: true,
        message: "Authorization URL created",
        data: { authorization_url: `${base}/checkout/${accessCode}`, access_code: accessCode, reference },
      });
    }

    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (req.method === "GET" && verify) {
      const tx = transactions.get(decodeURIComponent(verify[1]!));
      if (!tx) return json(404, { status: false, message: "Transaction reference not found" });
      return json(200, { status: true, message: "Verification successful", data: transactionData(tx) });
    }

    if (req.method === "POST" && url.pathname === "/refund") {
      const body = JSON.parse(raw || "{}") as { transaction?: string; amount?: number };
      const tx = body.transaction ? transactions.get(String(body.transaction)) : undefined;
      if (!tx || tx.outcome.status !== "success") return json(404, { status: false, message: "Transaction not found" });
      refunds.push({ transaction: tx.reference, ...(body.amount ? { amount: body.amount } : {}) });
      return json(200, {
        status: true,
        message: "Refund has been queued for processing",
        data: {
          transaction: { reference: tx.reference },
          amount: body.amount ?? tx.amount,
          currency: tx.currency,
          status: "pending",
          id: 3_018_284,
        },
      });
    }
    return json(404, { status: false, message: "Not found" });
  });

  function settle(tx: FakeTransaction, outcome: FakeOutcome) {
    tx.outcome = outcome;
    tx.paidAt = outcome.status === "success" ? new Date().toISOString() : null;
  }

  function transactionData(tx: FakeTransaction) {
    return {
      id: tx.id,
      domain: "test",
      status: tx.outcome.status,
      reference: tx.reference,
      amount: tx.outcome.amount ?? tx.amount,
      currency: tx.outcome.currency ?? tx.currency,
      channel: tx.outcome.channel ?? "card",
      gateway_response: tx.outcome.status === "success" ? "Successful" : "Declined",
      paid_at: tx.paidAt,
      metadata: tx.metadata,
      fees: 10283,
      authorization: { authorization_code: "AUTH_fake", last4: "4081", reusable: true },
      customer: { id: 1, email: tx.email, customer_code: "CUS_fake" },
      plan: null,
      requested_amount: tx.amount,
    };
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    transactions,
    refunds,
    state,
    /** The customer finishes (or abandons) the payment of `reference`. */
    pay(reference: string, outcome: FakeOutcome = { status: "success", channel: "card" }) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake Paystack: unknown reference ${reference}`);
      settle(tx, outcome);
    },
    /** A `charge.success` webhook for `reference`, with its raw body and the signature Paystack would send. */
    webhook(reference: string, secret = options.secretKey) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake Paystack: unknown reference ${reference}`);
      const body = JSON.stringify({ event: "charge.success", data: transactionData(tx) });
      return { body, signature: createHmac("sha512", secret).update(body).digest("hex") };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A running fake Paystack. */
export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
