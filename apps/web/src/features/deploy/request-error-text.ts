import { deployProviders, type DeployProvider } from "@foliocraft/schemas";
import type { TFunction } from "i18next";
import { apiErrorText } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";
import { deployProviderNames } from "./deploy-messages";

// The provider as the server names it in an error's details: its id ("github") or its name ("GitHub").
function providerName(provider: unknown): string | null {
  if (deployProviders.includes(provider as DeployProvider)) return deployProviderNames[provider as DeployProvider];
  return typeof provider === "string" && provider ? provider : null;
}

/**
 * What to tell a person about a failed deploy-connection request, in the interface language: the server's message
 * (apiErrorText: by its catalog id), then the provider's own words, quoted under a translated label ("GitHub said:
 * “…”") when the server passed them on (`details.providerMessage`: an API's answer to a deploy; never an OAuth error_description, which the server drops).
 */
export function deployRequestErrorText(t: TFunction, error: unknown): string {
  const text = apiErrorText(t, error, t("deploy.errors.requestFailed"));
  if (!(error instanceof ApiError)) return text;
  const details = (error.details ?? {}) as { provider?: unknown; providerMessage?: unknown };
  const provider = providerName(details.provider);
  if (typeof details.providerMessage !== "string" || !details.providerMessage || !provider) return text;
  return `${text} ${t("deploy.problem.providerSaid", { provider, message: details.providerMessage })}`;
}
