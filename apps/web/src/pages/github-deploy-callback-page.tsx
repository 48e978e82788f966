import { ConnectionCallback } from "../features/deploy/connection-callback";

/** /auth/github/callback/deploy: where GitHub sends the deploy connection (scope public_repo) back. */
export function GithubDeployCallbackPage() {
  return <ConnectionCallback provider="github" />;
}
