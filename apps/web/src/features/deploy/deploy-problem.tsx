import type { DeployProvider, DeployTarget } from "@foliocraft/schemas";
import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { ApiError } from "../../lib/api-client";
import { deployProviderNames } from "./deploy-messages";

/** A failed start or a failed deploy, in one shape: the server's code, its message and the way forward. */
export interface DeployProblemInfo {
  code: string;
  message: string;
  details: {
    retryAt?: string | undefined;
    suggestion?: string | undefined;
    reconnect?: boolean | undefined;
    connect?: boolean | undefined;
    upgrade?: boolean | undefined;
    tooLarge?: boolean | undefined;
    deployId?: string | undefined;
  };
}

/** A failed POST /api/portfolios/{id}/deploys as a problem to show. */
export function problemFromError(error: unknown): DeployProblemInfo {
  if (error instanceof ApiError) {
    const details = (error.details ?? {}) as DeployProblemInfo["details"];
    // A 5xx (or no answer) says nothing a person can act on: the general message is shown with Retry.
    return { code: error.code, message: error.status >= 500 || error.status === 0 ? "" : error.message, details };
  }
  return { code: "internal", message: "", details: {} };
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
  const provider: DeployProvider = target === "netlify" ? "netlify" : "github";
  const name = deployProviderNames[provider];
  const kind = problemKind(problem);
  const retryAt = problem.details.retryAt
    ? new Intl.DateTimeFormat(i18n.language, { timeStyle: "short" }).format(new Date(problem.details.retryAt))
    : null;
  const headline = {
    upgrade: t("deploy.problem.upgrade"),
    connect: t("deploy.problem.connect", { provider: name }),
    reconnect: t("deploy.problem.reconnect", { provider: name }),
    rateLimited: retryAt
      ? t("deploy.problem.rateLimitedAt", { provider: name, time: retryAt })
      : t("deploy.problem.rateLimited", { provider: name }),
    nameTaken: t("deploy.problem.nameTaken"),
    unavailable: t("deploy.problem.unavailable", { provider: name }),
    tooLarge: t("deploy.problem.tooLarge"),
    busy: t("deploy.problem.busy"),
    failed: t("deploy.problem.failed"),
  }[kind];
  const button = buttonClasses("primary", "sm");

  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-100"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-semibold">{headline}</p>
        {problem.message && <p className="break-words">{problem.message}</p>}
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
