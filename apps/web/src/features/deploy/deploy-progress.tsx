import { useQuery, useQueryClient } from "@tanstack/react-query";
import { deploySteps } from "@foliocraft/schemas";
import type { DeployView } from "@foliocraft/schemas";
import clsx from "clsx";
import { Check, CircleDot, ExternalLink } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../components/ui/spinner";
import { deployConnectionsQueryKey, deployHistoryQueryKey, deployQueryKey, fetchDeploy } from "./deploy-api";
import { DeployProblem, problemFromDeploy, type ProblemActions } from "./deploy-problem";
import { profileQueryKey } from "../settings/profile-api";

/** How often a running deploy is asked for its step (issue 7: about every second). */
export const DEPLOY_POLL_MS = 1000;

/** The steps a deploy to this target shows: a plain repository push has no build. */
export function stepsFor(target: DeployView["target"]) {
  return target === "github-repo" ? deploySteps.filter((step) => step !== "building") : [...deploySteps];
}

/**
 * One deploy, live: its steps (done, current, to come) polled about every second, announced to screen readers as
 * they change; then the site's address, or the error with a way forward. With `reveal` (a deploy just started by a
 * click) it scrolls into view once its steps show, so the person sees it move without looking for it.
 */
export function DeployProgress({
  deployId,
  actions,
  reveal = false,
}: {
  deployId: string;
  actions: ProblemActions;
  reveal?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: deployQueryKey(deployId),
    queryFn: ({ signal }) => fetchDeploy(deployId, signal),
    refetchInterval: (q) => (q.state.data?.status === "running" || !q.state.data ? DEPLOY_POLL_MS : false),
  });
  const deploy = query.data;
  const finished = deploy !== undefined && deploy.status !== "running";
  const section = useRef<HTMLElement>(null);
  const loaded = deploy !== undefined;

  useEffect(() => {
    if (!reveal || !loaded) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    section.current?.scrollIntoView?.({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
  }, [reveal, loaded]);

  useEffect(() => {
    if (!finished || !deploy) return;
    // The history shows the outcome; the profile counts successful deploys; a 401 may have changed a connection.
    void queryClient.invalidateQueries({ queryKey: deployHistoryQueryKey(deploy.portfolioId) });
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    void queryClient.invalidateQueries({ queryKey: deployConnectionsQueryKey });
  }, [deploy, finished, queryClient]);

  if (!deploy) {
    return query.isError ? null : <Spinner className="my-4" />;
  }
  const steps = stepsFor(deploy.target);
  const current = steps.indexOf(deploy.step);
  const stepLabel = (step: (typeof deploySteps)[number]) => t(`deploy.steps.${step}`);

  return (
    <section ref={section} aria-labelledby={`deploy-${deploy.id}`} className="flex scroll-mt-20 flex-col gap-4">
      <h3 id={`deploy-${deploy.id}`} className="text-base font-semibold text-slate-950 dark:text-white">
        {t("deploy.progress.heading", { target: t(`deploy.targets.${deploy.target}.name`) })}
      </h3>
      <ol className="flex flex-col gap-2">
        {steps.map((step, index) => {
          const done = deploy.status === "success" || index < current;
          const active = deploy.status === "running" && index === current;
          const failedHere = deploy.status === "error" && index === current;
          return (
            <li
              key={step}
              aria-current={active ? "step" : undefined}
              className={clsx(
                "flex items-center gap-2 text-sm",
                done && "text-emerald-800 dark:text-emerald-200",
                active && "font-semibold text-slate-950 dark:text-white",
                failedHere && "text-red-800 dark:text-red-200",
                !done && !active && !failedHere && "text-slate-600 dark:text-slate-400",
              )}
            >
              {done ? (
                <Check aria-hidden="true" className="size-4" />
              ) : active ? (
                <Spinner className="size-4" />
              ) : (
                <CircleDot aria-hidden="true" className="size-4" />
              )}
              <span>{stepLabel(step)}</span>
              <span className="sr-only">
                {done ? t("deploy.progress.done") : active ? t("deploy.progress.current") : ""}
              </span>
            </li>
          );
        })}
      </ol>
      {/* One polite announcement per change of step or outcome; "live" is said once, the address follows it. */}
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {deploy.status === "running"
          ? t("deploy.progress.stepOf", { n: current + 1, total: steps.length, step: stepLabel(deploy.step) })
          : deploy.status === "success"
            ? t("deploy.progress.live")
            : t("deploy.progress.failed")}
      </p>
      {deploy.status === "success" && deploy.url && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
          <span>{t("deploy.progress.address")}</span>
          <a
            href={deploy.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium break-all text-indigo-700 underline dark:text-indigo-300"
          >
            {deploy.url}
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          </a>
        </p>
      )}
      {deploy.status === "error" && deploy.error && (
        <DeployProblem
          problem={problemFromDeploy(deploy.error)}
          target={deploy.target}
          portfolioId={deploy.portfolioId}
          actions={actions}
        />
      )}
    </section>
  );
}
