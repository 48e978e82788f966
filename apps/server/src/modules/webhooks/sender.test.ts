import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { sendWebhook } from "./sender";

const policy = { allowLoopback: true } as const;
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/**
 * A receiver that answers 200 and notes the socket and the Connection header of each request it answers. With
 * `dropReusedSockets`, a socket that comes back for a second request is dropped unanswered, as a server does that
 * closed an idle keep-alive socket at the moment a client reused it.
 */
async function receiver({ dropReusedSockets = false } = {}) {
  const answered: { socket: Socket; connection: string | undefined }[] = [];
  const served = new WeakSet<Socket>();
  const server = http.createServer((req, res) => {
    if (dropReusedSockets && served.has(req.socket)) return req.socket.destroy();
    served.add(req.socket);
    answered.push({ socket: req.socket, connection: req.headers.connection });
    req.resume();
    req.on("end", () => res.end("ok"));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, answered };
}

const send = (url: string) => sendWebhook({ url, body: "{}", headers: {}, policy, timeoutMs: 5_000 });

describe("sendWebhook", () => {
  it("opens a connection of its own for each attempt and closes it (no pooled socket to go stale)", async () => {
    const { url, answered } = await receiver();
    for (let i = 0; i < 3; i++) expect(await send(url)).toEqual({ ok: true, status: 200, error: null });
    expect(answered.map((a) => a.connection)).toEqual(["close", "close", "close"]);
    expect(new Set(answered.map((a) => a.socket)).size).toBe(3);
  });

  it("never fails an attempt because the receiver dropped a keep-alive socket as it was reused", async () => {
    const { url, answered } = await receiver({ dropReusedSockets: true });
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await send(url));
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(answered).toHaveLength(5);
  });
});
