// Runs the SMTP peer as its own process for the Playwright journeys (playwright.config.ts): the e2e server delivers
// its e-mail to it over real SMTP, and the tests read what arrived over HTTP.
//   node --import tsx smtp-peer-main.ts <smtpPort> <httpPort>
//   GET /messages?to=<address>  → [{ from, to, subject, text }], oldest first;  GET /__health → ok
import http from "node:http";
import { startSmtpPeer, type ReceivedMail } from "./smtp-peer";

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error("usage: smtp-peer-main.ts <smtpPort> <httpPort>");
const peer = await startSmtpPeer(smtpPort);

// Just enough MIME for nodemailer's plain-text messages: headers, then a 7bit or quoted-printable body.
function readMail(mail: ReceivedMail) {
  const split = mail.raw.indexOf("\r\n\r\n");
  const head = mail.raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  let text = mail.raw.slice(split + 4);
  if (/quoted-printable/i.test(header("Content-Transfer-Encoding"))) {
    const bytes = Buffer.from(
      text
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    );
    text = bytes.toString("utf8");
  }
  return { from: mail.from, to: mail.to, subject: header("Subject"), text: text.replace(/\r\n/g, "\n") };
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://peer");
    if (url.pathname === "/__health") return void res.writeHead(200).end("ok");
    if (req.method === "GET" && url.pathname === "/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      const mails = peer.received.filter((m) => !to || m.to.some((address) => address.toLowerCase() === to));
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end(JSON.stringify(mails.map(readMail)));
    }
    res.writeHead(404).end();
  })
  .listen(httpPort, "127.0.0.1");
