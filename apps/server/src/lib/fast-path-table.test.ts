import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { FastifyServerOptions } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createFastPathTable, serverWithFastPaths, type AnsweredRequest, type FastPath } from "./fast-path-table";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose "Fastify" answers "route"; returns a GET helper. */
async function serve(table: ReturnType<typeof createFastPathTable>, errors: unknown[] = []) {
  const factory = serverWithFastPaths(table, {
    rewriteUrl: (req) => (req.url === "/" ? "/home" : (req.url ?? "/")),
    onError: (error) => errors.push(error),
  });
  const options = { keepAliveTimeout: 1234, requestTimeout: 5000, connectionTimeout: 0 } as FastifyServerOptions;
  server = factory((_req, res) => res.end("route"), options) as Server;
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
}

const answered = (url: string): AnsweredRequest => ({
  method: "GET",
  route: url,
  status: 200,
  params: {},
  headers: {},
  ip: "",
  hostname: "",
  ms: 0,
});

describe("the fast-path server", () => {
  it("answers from a fast path with the rewritten URL, tells the listeners, and leaves the rest to the route", async () => {
    const table = createFastPathTable();
    const seen: string[] = [];
    const home: FastPath = (_req, res, url) => {
      if (url !== "/home") return undefined;
      res.end("fast");
      return answered(url);
    };
    table.add(home);
    table.onAnswered((a) => seen.push(a.route ?? ""));
    const get = await serve(table);
    expect(await get("/")).toBe("fast");
    expect(await get("/other")).toBe("route");
    expect(seen).toEqual(["/home"]);
    expect(server!.keepAliveTimeout).toBe(1234);
    expect(server!.requestTimeout).toBe(5000);
  });

  it("sends everything to the route once closed, and when a fast path throws", async () => {
    const table = createFastPathTable();
    const errors: unknown[] = [];
    let throwing = true;
    table.add((_req, res, url) => {
      if (throwing) throw new Error("a bug");
      res.end("fast");
      return answered(url);
    });
    const get = await serve(table, errors);
    expect(await get("/")).toBe("route");
    expect(errors).toHaveLength(1);
    throwing = false;
    expect(await get("/")).toBe("fast");
    table.close();
    expect(await get("/")).toBe("route");
  });
});
