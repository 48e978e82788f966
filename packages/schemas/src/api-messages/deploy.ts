/**
 * API messages of the deploy area (see ./index.ts): English, by stable id. Placeholders use i18next's {{name}}
 * syntax; the web's locales hold the same ids under `apiMessages` in all ten languages. `{{provider}}` is a brand
 * name (GitHub, Netlify); a provider's own words about a failure never go in a message, but beside it
 * (`details.providerMessage`), for the web to quote.
 */
export const deployMessages = {
  // Starting a deploy.
  deployPagesIsPro:
    "Publishing on GitHub Pages is a Pro feature. Upgrade to Pro to use it, or push your site to a GitHub repository.",
  deployNetlifyIsPro:
    "Publishing on Netlify is a Pro feature. Upgrade to Pro to use it, or push your site to a GitHub repository.",
  deployTargetIsPro:
    "Publishing on {{provider}} is a Pro feature. Upgrade to Pro to use it, or push your site to a GitHub repository.",
  deployRepoNameInvalid: "A repository name uses only letters, digits, '.', '-' and '_'.",
  deploySiteNameInvalid:
    "A Netlify site name uses only lower-case letters, digits and '-', and does not start or end with '-'.",
  deployTooLarge:
    "This portfolio is too large to deploy: {{megabytes}} MB in {{files}} files, and the limit is {{maxMegabytes}} MB in {{maxFiles}} files. Remove some large pictures or files, then try again.",
  deployTargetNotConfigured: "This deploy target is not configured on this server.",
  deployAlreadyRunning: "This portfolio is already being deployed. Wait until that deploy finishes, then try again.",
  deployNotStarted: "The deploy could not be started.",
  deployNotStartedRetry: "The deploy could not be started. Please try again in a minute.",
  deployNotFound: "Deploy not found",
  deployPortfolioNotFound: "Portfolio not found",

  // A running deploy that fails.
  deployFailedUnexpectedly: "The deploy failed unexpectedly. Please try again.",
  deployStoppedUnexpectedly: "The deploy stopped unexpectedly and could not be finished. Please try again.",
  deployProviderUnreachable: "{{provider}} could not be reached. Please try again in a few minutes.",
  deployProviderRevoked:
    "{{provider}} no longer accepts the saved connection (it was revoked or has expired). Reconnect {{provider}} and try again.",
  deployRateLimitedSeconds: "{{provider}}'s rate limit was reached. Please try again in {{seconds}}.",
  deployRateLimitedMinutes: "{{provider}}'s rate limit was reached. Please try again in {{minutes}}.",
  deployRateLimited: "{{provider}}'s rate limit was reached. Please try again in a few minutes.",
  deployProviderRefused: "{{provider}} refused the request (HTTP {{status}}).",
  deployProviderUnavailable:
    "{{provider}} is unavailable right now (HTTP {{status}}). Please try again in a few minutes.",
  deployPagesBuildFailed: "GitHub Pages could not build the site.",
  deployPagesStillBuilding: "GitHub Pages is still building the site after several minutes.",
  deployNetlifyNameTaken: 'The Netlify site name "{{name}}" is taken. Try "{{suggestion}}".',
  deployNetlifyPublishFailed: "Netlify could not publish the deploy.",
  deployNetlifyStillProcessing: "Netlify is still processing the deploy after several minutes.",

  deployVercelFailed: "Vercel could not publish the deployment.",
  deployVercelStillBuilding: "Vercel is still preparing the deployment after several minutes.",
  deployCloudflareFailed: "Cloudflare Pages could not publish the deployment.",
  deployCloudflareStillDeploying: "Cloudflare Pages is still publishing the deployment after several minutes.",
  deployCloudflareNoAccount:
    "This Cloudflare token cannot use any account. Create a token with the Cloudflare Pages: Edit permission on your account, then connect again.",
  deployProjectNameInvalid:
    "A {{provider}} project name uses only lower-case letters, digits and '-', and does not start or end with '-'.",

  // What a failed deploy left on the provider (details.left of a failed deploy).
  deployLeftNetlifyNothing: "Nothing was created on Netlify.",
  deployLeftNetlifySiteEmpty: "The Netlify site ({{site}}) exists, but no files were uploaded to it.",
  deployLeftNetlifyNotPublished:
    "The Netlify site ({{site}}) exists; this deploy was not published, so the site still serves its previous deploy, if it had one.",
  deployLeftVercelNothing: "No deployment was created on Vercel; your project there is unchanged.",
  deployLeftVercelNotReady:
    "A deployment ({{deployment}}) was created in the Vercel project {{project}} but is not live, so the project still serves its previous deployment, if it had one.",
  deployLeftCloudflareNothing: "Nothing was created on Cloudflare Pages.",
  deployLeftCloudflareProjectOnly:
    "The Cloudflare Pages project {{project}} exists, but this site was not deployed to it.",
  deployLeftCloudflareNotLive:
    "A deployment was created in the Cloudflare Pages project {{project}} but is not live, so the project still serves its previous deployment, if it had one.",
  deployLeftGithubNothing: "Nothing was changed on GitHub.",
  deployLeftRepoNotPushed: "The repository {{repo}} exists, but this site's files were not pushed to it.",
  deployLeftPagesNotServing:
    "The files are pushed to {{repo}} (commit {{commit}}), but GitHub Pages is not serving this version yet.",

  // Connecting a provider.
  deployProviderNotConfigured: "{{provider}} deploys are not configured on this server.",
  deployProviderUnreachableRetry: "{{provider}} could not be reached. Please try again.",
  deployProviderDown: "{{provider}} is unavailable right now. Please try again.",
  deployCodeRejected: "{{provider}} did not accept the authorization code. Please connect again.",
  deployNoAccessToken: "Failed to get access token",
  deployAccessNotGranted: "{{provider}} did not grant access to your account.",
  deployNoCode: "No authorization code received from {{provider}}",
  deployConnectionExpired:
    "This {{provider}} connection attempt has expired or was already used. Please connect again.",
  deployConnectFirst: "Connect {{provider}} before deploying there.",
  deployConnectionUnreadable:
    "The saved {{provider}} connection can no longer be used (this server's secret key changed). Reconnect {{provider}} and try again.",
  deployNotConnected: "{{provider}} is not connected.",
  deployTokenNotUsed: "{{provider}} connects through its own sign-in page, not with a token.",
  deployTokenRejected:
    "{{provider}} did not accept this token. Check that you copied all of it and that it has not expired or been deleted, then try again.",
  deployAppNotInstalled: "The GitHub App was not installed.",
  deployNoInstallationId: "No installation id received from GitHub",
  deployScopesNotOffered: "{{provider}} has no teams to choose between.",
  deployScopeUnknown:
    "This {{provider}} team is not one your token can reach. Choose your personal account or one of the teams listed.",
  deployInstallationNotFound:
    "This GitHub App installation was not found on your GitHub account. Install the app again from GitHub.",
} as const satisfies Record<string, string>;
