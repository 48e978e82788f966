import { providerOfTarget, type DeployProvider, type DeployTarget, type DeployView } from "@foliocraft/schemas";
import type { TFunction } from "i18next";
import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { apiErrorText, translateApiMessage } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";
import { deployProviderNames } from "./deploy-messages";
import { dateTimeFormat, numberFormat } from "../../lib/intl-format";

/** A catalog message stored elsewhere (a failed deploy's details): its id and parameters. */
interface StoredMessage {
  id: string;
  params: Record<string, string | number>;
}

/**
 * A failed start or a failed deploy, in one shape: the server's code, its message (by catalog id, and in English)
 * and the way forward.
 */
export interface DeployProblemInfo {
  code: string;
  /** The server's English text: shown only in English, and only when the message has no catalog id. */
  message: string;
  /** The message's catalog id and parameters (api-messages), shown in the interface language. */
  messageId?: string | undefined;
  params?: Record<string, string | number> | undefined;
  /** A failed start request: its error, shown with apiErrorText when the message has no catalog id. */
  error?: unknown;
  details: {
    retryAt?: string | undefined;
    suggestion?: string | undefined;
    reconnect?: boolean | undefined;
    connect?: boolean | undefined;
    upgrade?: boolean | undefined;
    tooLarge?: boolean | undefined;
    deployId?: string | undefined;
    /** What a failed deploy left on the provider. */
    left?: StoredMessage | undefined;
    /** The provider's own words about the failure (shown quoted). */
    providerMessage?: string | undefined;
    /** Too large: the site's size and files, and the limits. */
    bytes?: number | undefined;
    files?: number | undefined;
    maxBytes?: number | undefined;
    maxFiles?: number | undefined;
  };
}

/** A failed POST /api/portfolios/{id}/deploys as a problem to show. */
export function problemFromError(error: unknown): DeployProblemInfo {
  if (error instanceof ApiError) {
    const details = (error.details ?? {}) as DeployProblemInfo["details"];
    // A 5xx (or no answer) without a catalog message says nothing a person can act on: the headline shows with Retry.
    const failed = error.status >= 500 || error.status === 0;
    return {
      code: error.code,
      message: failed ? "" : error.message,
      messageId: error.messageId,
      params: error.params,
      error: failed ? undefined : error,
      details,
    };
  }
  return { code: "internal", message: "", details: {} };
}

/** A failed deploy (its recorded error) as a problem to show. */
export function problemFromDeploy(error: NonNullable<DeployView["error"]>): DeployProblemInfo {
  const { messageId, params, ...details } = error.details;
  return { code: error.code, message: error.message, messageId, params, details };
}

/** The size and file counts of a too-large site in the interface language (1,5 Mo in French…). */
function tooLargeParams(language: string, details: DeployProblemInfo["details"]): Record<string, string> {
  const { bytes, files, maxBytes, maxFiles } = details;
  if (bytes === undefined || files === undefined || maxBytes === undefined || maxFiles === undefined) return {};
  const megabytes = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = numberFormat(language);
  return {
    megabytes: megabytes.format(bytes / (1024 * 1024)),
    files: count.format(files),
    maxMegabytes: megabytes.format(maxBytes / (1024 * 1024)),
    maxFiles: count.format(maxFiles),
  };
}

/** What a problem says beyond its headline, each part in the interface language (null: nothing to say). */
export interface ProblemTexts {
  /** What happened. */
  message: string | null;
  /** What is left on the provider. */
  left: string | null;
  /** The provider's own words, quoted under a translated label. */
  providerSaid: string | null;
}

/**
 * The message by its catalog id (the too-large figures formatted for the language); a failed request's text by
 * apiErrorText; an old deploy's English message in English only. Then what is left and the provider's words.
 */
export function problemTexts(
  t: TFunction,
  language: string,
  problem: DeployProblemInfo,
  provider: string,
): ProblemTexts {
  const d = problem.details;
  const params = d.tooLarge ? { ...problem.params, ...tooLargeParams(language, d) } : problem.params;
  const byId = translateApiMessage(t, problem.messageId, params);
  const left = d.left ? translateApiMessage(t, d.left.id, d.left.params) : null;
  const providerSaid = d.providerMessage
    ? (t("deploy.problem.providerSaid", { provider, message: d.providerMessage }) as string)
    : null;
  if (byId) return { message: byId, left, providerSaid };
  if (problem.error !== undefined) return { message: apiErrorText(t, problem.error, "") || null, left, providerSaid };
  // A deploy's message without an id: its English text already says what is left and what the provider said.
  if (language.split("-")[0] === "en" && problem.message) {
    return { message: problem.message, left: null, providerSaid: null };
  }
  return { message: null, left, providerSaid };
}

/** What to do about it, as the page offers it. */
export interface ProblemActions {
  onRetry: () => void;
  onConnect: (provider: DeployProvider) => void;
  onUpgrade: () => void;
  onUseName: (name: string) => void;
  onShowDeploy: (deployId: string) => void;
}

type Kind =
  "upgrade" | "connect" | "reconnect" | "rateLimited" | "nameTaken" | "unavailable" | "tooLarge" | "busy" | "failed";

/** Which way forward a problem has (the web branches on codes and details, never on the message). */
export function problemKind(problem: DeployProblemInfo): Kind {
  const d = problem.details;
  if (d.upgrade) return "upgrade";
  if (d.reconnect || problem.code === "unauthenticated") return "reconnect";
  if (d.connect) return "connect";
  if (d.tooLarge) return "tooLarge";
  if (d.suggestion) return "nameTaken";
  if (problem.code === "resource-exhausted") return "rateLimited";
  if (problem.code === "unavailable" || problem.code === "deadline-exceeded") return "unavailable";
  if (problem.code === "aborted" && d.deployId) return "busy";
  return "failed";
}

/** The headline of a problem: what kind of problem it is, in the interface language. */
export function problemHeadline(t: TFunction, language: string, problem: DeployProblemInfo, provider: string): string {
  const retryAt = problem.details.retryAt
    ? dateTimeFormat(language, { timeStyle: "short" }).format(new Date(problem.details.retryAt))
    : null;
  const kind = problemKind(problem);
  return {
    upgrade: () => t("deploy.problem.upgrade"),
    connect: () => t("deploy.problem.connect", { provider }),
    reconnect: () => t("deploy.problem.reconnect", { provider }),
    rateLimited: () =>
      retryAt
        ? t("deploy.problem.rateLimitedAt", { provider, time: retryAt })
        : t("deploy.problem.rateLimited", { provider }),
    nameTaken: () => t("deploy.problem.nameTaken"),
    unavailable: () => t("deploy.problem.unavailable", { provider }),
    tooLarge: () => t("deploy.problem.tooLarge"),
    busy: () => t("deploy.problem.busy"),
    failed: () => t("deploy.problem.failed"),
  }[kind]() as string;
}

/** An error with a way forward: Reconnect, Upgrade, a retry time, a free name, or Retry. */
export function DeployProblem({
  problem,
  target,
  portfolioId,
  actions,
}: {
  problem: DeployProblemInfo;
  target: DeployTarget;
  portfolioId: string;
  actions: ProblemActions;
}) {
  const { t, i18n } = useTranslation();
  const provider: DeployProvider = providerOfTarget(target);
  const name = deployProviderNames[provider];
  const kind = problemKind(problem);
  const headline = problemHeadline(t, i18n.language, problem, name);
  const texts = problemTexts(t, i18n.language, problem, name);
  const button = buttonClasses("primary", "sm");

  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-100"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-semibold">{headline}</p>
        {texts.message && <p className="break-words">{texts.message}</p>}
        {texts.left && <p className="break-words">{texts.left}</p>}
        {texts.providerSaid && <p className="break-words">{texts.providerSaid}</p>}
        <div className="flex flex-wrap gap-2">
          {kind === "upgrade" && (
            <button type="button" className={button} onClick={actions.onUpgrade}>
              {t("deploy.actions.upgrade")}
            </button>
          )}
          {(kind === "connect" || kind === "reconnect") && (
            <button type="button" className={button} onClick={() => actions.onConnect(provider)}>
              {kind === "connect"
                ? t("deploy.actions.connectNamed", { provider: name })
                : t("deploy.actions.reconnectNamed", { provider: name })}
            </button>
          )}
          {kind === "nameTaken" && problem.details.suggestion && (
            <button type="button" className={button} onClick={() => actions.onUseName(problem.details.suggestion!)}>
              {t("deploy.actions.useName", { name: problem.details.suggestion })}
            </button>
          )}
          {kind === "tooLarge" && (
            <Link to={`/generate?id=${encodeURIComponent(portfolioId)}`} className={button}>
              {t("deploy.actions.editPortfolio")}
            </Link>
          )}
          {kind === "busy" && (
            <button type="button" className={button} onClick={() => actions.onShowDeploy(problem.details.deployId!)}>
              {t("deploy.actions.showProgress")}
            </button>
          )}
          {(kind === "rateLimited" || kind === "unavailable" || kind === "failed" || kind === "reconnect") && (
            <button
              type="button"
              className={buttonClasses(kind === "reconnect" ? "secondary" : "primary", "sm")}
              onClick={actions.onRetry}
            >
              {t("deploy.actions.retry")}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
