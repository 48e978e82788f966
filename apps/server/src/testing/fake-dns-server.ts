// A real DNS server over UDP (dns2) answering from records a test sets: custom-domain verification runs against it
// through node:dns exactly as it runs against a real resolver. Run as a program it also listens on HTTP, so the
// Playwright journeys (a separate process) can set records: PUT /records/{name} with a JSON FakeDnsRecords body.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import dns2 from "dns2";

const { Packet } = dns2;
// RFC 1035 §4.1.1 "name error" (dns2 defines Packet.RCODE but its types leave it out).
const nxdomain = 3;

/** The records of one name. A name with a CNAME answers A/AAAA questions with the CNAME and its target's records. */
export interface FakeDnsRecords {
  txt?: string[];
  cname?: string;
  a?: string[];
  aaaa?: string[];
}

/** A running fake DNS server. */
export interface FakeDnsServer {
  /** `127.0.0.1:{port}`: the value of DNS_RESOLVER. */
  address: string;
  port: number;
  /** Replaces the records of a name (case-insensitive, no trailing dot). */
  set(name: string, records: FakeDnsRecords): void;
  /** Forgets a name (it becomes NXDOMAIN). */
  remove(name: string): void;
  close(): Promise<void>;
}

const norm = (name: string) => name.toLowerCase().replace(/\.$/, "");

/** Starts the server on 127.0.0.1 (port 0: a free one). */
export async function startFakeDns(port = 0): Promise<FakeDnsServer> {
  const zone = new Map<string, FakeDnsRecords>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (!question) {
        void send(response);
        return;
      }
      const name = norm(question.name);
      const records = zone.get(name);
      if (!records) {
        response.header.rcode = nxdomain;
        void send(response);
        return;
      }
      const answer = (owner: string, type: number, data: Pick<dns2.Packet.Resource, "address" | "domain" | "data">) =>
        // A plain record object is what dns2 encodes (its types describe the decoded class instead).
        response.answers.push({ name: owner, type, class: Packet.CLASS.IN, ttl: 60, ...data } as dns2.Packet.Resource);
      const addresses = (owner: string, from: FakeDnsRecords) => {
        if (question.type === Packet.TYPE.A) for (const a of from.a ?? []) answer(owner, Packet.TYPE.A, { address: a });
        if (question.type === Packet.TYPE.AAAA)
          for (const a of from.aaaa ?? []) answer(owner, Packet.TYPE.AAAA, { address: a });
      };
      if (question.type === Packet.TYPE.TXT) {
        for (const t of records.txt ?? []) answer(question.name, Packet.TYPE.TXT, { data: t });
      } else if (records.cname) {
        answer(question.name, Packet.TYPE.CNAME, { domain: records.cname });
        // Like a recursive resolver: follow the CNAME one step for address questions.
        const target = zone.get(norm(records.cname));
        if (target && question.type !== Packet.TYPE.CNAME) addresses(records.cname, target);
      } else {
        addresses(question.name, records);
      }
      void send(response);
    },
  });
  await server.listen({ udp: { port, address: "127.0.0.1" } });
  const udp = server.addresses().udp as AddressInfo | undefined;
  if (!udp) throw new Error("the fake DNS server did not listen on UDP");
  return {
    address: `127.0.0.1:${udp.port}`,
    port: udp.port,
    set: (name, records) => void zone.set(norm(name), records),
    remove: (name) => void zone.delete(norm(name)),
    close: () => server.close(),
  };
}

/** The HTTP side of the program: /__health, and PUT/DELETE /records/{name} to change the zone. */
function controlServer(dns: FakeDnsServer): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake-dns");
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/__health") return reply(200, { ok: true, dns: dns.address });
    const name = url.pathname.startsWith("/records/") ? decodeURIComponent(url.pathname.slice(9)) : "";
    if (!name) return reply(404, { error: "not found" });
    if (req.method === "DELETE") {
      dns.remove(name);
      return reply(204, {});
    }
    if (req.method !== "PUT") return reply(405, { error: "PUT or DELETE" });
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      try {
        dns.set(name, JSON.parse(body) as FakeDnsRecords);
        reply(200, { ok: true });
      } catch {
        reply(400, { error: "body must be JSON records" });
      }
    });
  });
}

// `node --import tsx fake-dns-server.ts {dnsPort} {httpPort}`: both ports fixed (playwright.config.ts picks them).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dns = await startFakeDns(Number(process.argv[2] ?? "0"));
  const control = controlServer(dns);
  control.listen(Number(process.argv[3] ?? "0"), "127.0.0.1", () => {
    console.log(`fake DNS on ${dns.address}, control on ${JSON.stringify(control.address())}`);
  });
  const stop = () => void Promise.all([dns.close(), new Promise((r) => control.close(r))]).then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
