import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
import { appPermissionsPolicy, isPublicPagePath, publicPagePermissionsPolicy } from "./permissions-policy";

/** Security headers on every response, with a Content-Security-Policy that allows no inline script. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Tailwind set style attributes at run time; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        // Paystack's inline checkout (issue 8) runs in its own frame and talks to its API.
        connectSrc: ["'self'", "https://api.paystack.co"],
        frameSrc: ["'self'", "https://checkout.paystack.com"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  // Set first thing, so every answer has it (errors, 404s, redirects, the public pages that skip helmet); the public
  // portfolio pages get the strictest one.
  app.addHook("onRequest", async (request, reply) => {
    const strict = isPublicPagePath(request.url);
    reply.header("permissions-policy", strict ? publicPagePermissionsPolicy : appPermissionsPolicy);
  });

  // Popups come back to these pages from another site (GitHub, Google, Netlify, Paystack's checkout). Arriving
  // from another origin at a page with a different COOP moves the popup into a new browsing context group, which
  // severs window.opener, so the page could not report back. These pages send unsafe-none, like the provider's.
  app.addHook("onSend", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (popupReturnPages.test(path)) reply.header("cross-origin-opener-policy", "unsafe-none");
  });
});

/** Pages a popup returns to from a provider's site: OAuth callbacks (sign-in, deploy connections, the GitHub App install) and the payment return. */
const popupReturnPages =
  /^\/(?:auth\/(?:github|google|netlify)\/callback|auth\/github\/callback\/deploy|auth\/github\/app\/callback|github\/callback|auth\/netlify\/oob|pricing)\/?$/;
