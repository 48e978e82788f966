// Runs the fake GitHub/Google provider as its own process for the Playwright journeys (playwright.config.ts).
// Extra control endpoint: POST /__mode {"tokenMode", "authorizeMode", "id", "email", "verified"} switches how the
// token and authorize endpoints answer next and which profile they report (each field optional, kept until changed).
import http from "node:http";
import { startFakeOAuth, type AuthorizeMode, type TokenMode } from "./fake-oauth";

const port = Number(process.argv[2] ?? "0");
const fake = await startFakeOAuth({ clientId: "e2e-client", clientSecret: "e2e-secret-never-in-browser" });

// The deploy API of GitHub (repositories, Git Data, Pages, app installations) lives in the deploy fake
// (fake-deploy-main.ts) when its address is given: one GitHub for sign-in, imports and deploys, as in production.
const deployGithub = process.argv[3];
function upstreamFor(method: string, url: string): string {
  const path = url.split("?")[0] ?? "";
  const deployApi =
    path.startsWith("/api/repos/") ||
    (method === "POST" && path === "/api/user/repos") ||
    path === "/api/user/installations";
  return deployGithub && deployApi ? deployGithub : fake.base;
}

// A small front door on the requested port: control calls here, everything else proxied to the fake.
const front = http.createServer((req, res) => {
  if (req.url === "/__mode" && req.method === "POST") {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as {
        tokenMode?: TokenMode;
        authorizeMode?: AuthorizeMode;
        id?: string;
        email?: string;
        verified?: boolean;
      };
      if (body.tokenMode) fake.state.tokenMode = body.tokenMode;
      if (body.authorizeMode) fake.state.authorizeMode = body.authorizeMode;
      // A new provider account id makes the next sign-in a new user (the id, not the e-mail, names the account).
      if (body.id) fake.state.profile = { ...fake.state.profile, id: body.id };
      if (body.email)
        fake.state.profile = { ...fake.state.profile, email: body.email, verified: body.verified ?? true };
      res.writeHead(204).end();
    });
    return;
  }
  if (req.url === "/__health") return void res.writeHead(200).end("ok");
  const upstream = http.request(
    `${upstreamFor(req.method ?? "GET", req.url ?? "/")}${req.url ?? "/"}`,
    { method: req.method, headers: req.headers },
    (up) => {
      const headers = { ...up.headers };
      res.writeHead(up.statusCode ?? 502, headers);
      up.pipe(res);
    },
  );
  req.pipe(upstream);
});
front.listen(port, "127.0.0.1");
