import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { contentOf, htmlPage } from "../../lib/openapi-responses";
import { emptyPageCsp, publicPageSecurityHeaders } from "../public-site/rendered-page";
import { customHostPaths } from "./host-table";

/** A plain page for a custom domain's visitors (they never see the app, so English like the portfolio's 404). */
function page(title: string, text: string): string {
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>${title}</title>\n</head>\n<body>\n<main><h1>${title}</h1><p>${text}</p></main>\n</body>\n</html>\n`;
}

const unavailablePage = page("Site not available", "This domain is not connected to a published portfolio right now.");
const notFoundPage = page("Page not found", "There is nothing at this address. The portfolio is at the home page.");

function sendPage(reply: FastifyReply, html: string) {
  return reply
    .status(404)
    .headers(publicPageSecurityHeaders)
    .header("content-security-policy", emptyPageCsp)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(html);
}

/**
 * What a custom domain answers besides the portfolio (host-table.ts rewrites to these paths): a clear 404 page when
 * the domain does not serve now or the path is not the portfolio's, and its own robots.txt.
 */
export const customHostRoutes: FastifyPluginAsync = async (app) => {
  const helmet = false as const;
  app.get(
    customHostPaths.unavailable,
    { helmet, schema: { response: { 200: htmlPage("A custom domain that serves nothing now") } } },
    async (_request, reply) => sendPage(reply, unavailablePage),
  );
  app.get(
    customHostPaths.notFound,
    { helmet, schema: { response: { 404: htmlPage("A path a custom domain does not serve") } } },
    async (_request, reply) => sendPage(reply, notFoundPage),
  );
  app.get(
    customHostPaths.robots,
    { schema: { response: { 200: contentOf("robots.txt of a custom domain", ["text/plain"]) } } },
    async (_request, reply) =>
      reply
        .header("content-type", "text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send("User-agent: *\nDisallow: /api/\nAllow: /\n"),
  );
};
