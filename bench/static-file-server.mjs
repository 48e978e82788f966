// The reference when nginx is not installed: the smallest static server Node has — one file read once into memory,
// answered with its length and type on every request (keep-alive, no logging). Runs as its own process, since the
// bench blocks on wrk. `node bench/static-file-server.mjs <file> <port> [headers.json]`: with a headers file (a JSON
// object), those headers are sent too, so the answer is byte for byte another server's (bench/public-page.mjs uses it
// to show what Node's http module alone costs for /p/'s exact answer).
import fs from "node:fs";
import http from "node:http";

const [file, port, headersFile] = process.argv.slice(2);
const body = fs.readFileSync(file);
const headers = {
  ...(headersFile ? JSON.parse(fs.readFileSync(headersFile, "utf8")) : { "content-type": "text/html; charset=utf-8" }),
  "content-length": body.byteLength,
};
http
  .createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => process.stdout.write("listening\n"));
