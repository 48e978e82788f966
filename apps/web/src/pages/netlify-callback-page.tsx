import { ConnectionCallback } from "../features/deploy/connection-callback";

/** /auth/netlify/callback: where Netlify sends the connection popup back (the code is exchanged on the server). */
export function NetlifyCallbackPage() {
  return <ConnectionCallback provider="netlify" />;
}
