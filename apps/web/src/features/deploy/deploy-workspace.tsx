import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeployRequest, DeployTarget, DeployView } from "@foliocraft/schemas";
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../auth/use-session";
import { UpgradeDialog } from "../payments/upgrade-dialog";
import { portfolioLinks, usePortfolios } from "../portfolios/portfolios-api";
import { useProfile } from "../settings/profile-api";
import { deployHistoryQueryKey, fetchDeployHistory, startDeploy } from "./deploy-api";
import { DeployHistory } from "./deploy-history";
import { DeployProblem, problemFromError, type DeployProblemInfo, type ProblemActions } from "./deploy-problem";
import { DeployProgress } from "./deploy-progress";
import { DeployTargets } from "./deploy-targets";
import { useDeployConnect, useDeployConnections } from "./use-deploy-connect";

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="flex items-center gap-3 text-xl font-semibold text-slate-950 dark:text-white">
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-indigo-600 text-sm text-white dark:bg-indigo-400 dark:text-slate-950"
        >
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The deploy page's work (issue 7): step 1 select a portfolio, step 2 download its ZIP, then publish it to GitHub
 * or Netlify with live progress, its history with Retry, and every error with a way forward.
 */
export function DeployWorkspace() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selectId = useId();
  const { user } = useSession();
  const profile = useProfile();
  const portfolios = usePortfolios();
  const connections = useDeployConnections();
  const { connect, pending: connecting, disconnect, tokenRequest, connectToken } = useDeployConnect();
  const [searchParams, setSearchParams] = useSearchParams();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [activeDeployId, setActiveDeployId] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ info: DeployProblemInfo; request: DeployRequest } | null>(null);

  const list = portfolios.data ?? [];
  const wanted = searchParams.get("portfolio");
  const portfolio = list.find((p) => p.id === wanted) ?? list[0];
  const portfolioId = portfolio?.id ?? null;

  // The history also tells where this portfolio went last (its repository) and whether a deploy is still running.
  const history = useQuery({
    queryKey: deployHistoryQueryKey(portfolioId ?? ""),
    queryFn: ({ signal }) => fetchDeployHistory(portfolioId!, signal),
    enabled: portfolioId !== null,
  });
  const running = history.data?.find((d) => d.status === "running");
  const previousRepo = history.data?.find((d) => d.repo)?.repo ?? null;
  // A deploy still running when the page opens (another tab started it, or the page was reloaded) shows its progress,
  // and keeps showing its outcome once it ends (state adjusted while rendering, not in an effect).
  const [adoptedId, setAdoptedId] = useState<string | null>(null);
  if (running && activeDeployId === null && adoptedId !== running.id) setAdoptedId(running.id);
  const shownDeployId = activeDeployId ?? adoptedId;

  const start = useMutation({
    mutationFn: (request: DeployRequest) => startDeploy(portfolioId!, request),
    onMutate: () => setProblem(null),
    onSuccess: (deployId) => {
      setActiveDeployId(deployId);
      void queryClient.invalidateQueries({ queryKey: deployHistoryQueryKey(portfolioId!) });
    },
    onError: (error, request) => {
      console.error("Could not start the deploy", error);
      setProblem({ info: problemFromError(error), request });
    },
  });

  const lastRequest = (): DeployRequest | null => problem?.request ?? null;
  const actions: ProblemActions = {
    onRetry: () => {
      const request = lastRequest();
      if (request) start.mutate(request);
    },
    onConnect: (provider) => void connect(provider),
    onUpgrade: () => setUpgradeOpen(true),
    onUseName: (name) => start.mutate({ target: problem?.request.target ?? "netlify", siteName: name }),
    onShowDeploy: (deployId) => {
      setProblem(null);
      setActiveDeployId(deployId);
    },
  };
  // A failed deploy's own Retry repeats that deploy.
  const retryDeploy = (deploy: DeployView) =>
    // A deploy with a repository (GitHub) goes to it again; the others reuse their site or project on the server.
    start.mutate({
      target: deploy.target,
      ...(deploy.repo ? { repo: deploy.repo.split("/")[1] ?? deploy.repo } : {}),
    });
  const progressActions = (deployId: string): ProblemActions => ({
    ...actions,
    onRetry: () => {
      const deploy = history.data?.find((d) => d.id === deployId);
      if (deploy) retryDeploy(deploy);
    },
  });

  if (portfolios.isPending) return <Spinner className="my-8" />;
  if (portfolios.isError) {
    return <p className="mt-8 text-red-800 dark:text-red-200">{t("deploy.errors.requestFailed")}</p>;
  }
  if (!portfolio || !portfolioId) {
    return (
      <div className="mt-8 flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 p-6 dark:border-slate-700">
        <h2 className="text-lg font-semibold text-slate-950 dark:text-white">{t("deploy.empty.heading")}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t("deploy.empty.text")}</p>
        <Link to="/generate" className={buttonClasses("primary", "md")}>
          {t("deploy.empty.create")}
        </Link>
      </div>
    );
  }

  const starting: DeployTarget | null = start.isPending ? (start.variables?.target ?? null) : null;
  const activeRunning = running !== undefined && running.id === shownDeployId;

  return (
    <div className="mt-8 flex flex-col gap-10">
      <Step n={1} title={t("deploy.step1")}>
        <label htmlFor={selectId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t("deploy.selectLabel")}
        </label>
        <select
          id={selectId}
          value={portfolioId}
          onChange={(event) => {
            setActiveDeployId(null);
            setAdoptedId(null);
            setProblem(null);
            setSearchParams({ portfolio: event.target.value }, { replace: true });
          }}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        >
          {list.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </Step>

      <Step n={2} title={t("deploy.step2")}>
        <p className="text-slate-700 dark:text-slate-300">{t("deploy.zipIntro")}</p>
        <a
          href={portfolioLinks.exportZip(portfolioId)}
          download
          className={buttonClasses("secondary", "md", "self-start")}
        >
          <Download aria-hidden="true" className="size-4" />
          {t("deploy.downloadZip")}
        </a>
      </Step>

      <Step n={3} title={t("deploy.step3")}>
        <DeployTargets
          username={profile.data?.username ?? null}
          isPro={user?.isPremium ?? false}
          connections={connections.data}
          previousRepo={previousRepo}
          connecting={connecting}
          starting={starting}
          busy={start.isPending || activeRunning}
          onConnect={(provider) => void connect(provider)}
          tokenRequest={tokenRequest}
          onConnectToken={connectToken}
          onDisconnect={(provider) => disconnect.mutate(provider)}
          onDeploy={(request) => start.mutate(request)}
          onUpgrade={() => setUpgradeOpen(true)}
        />
        {problem && (
          <DeployProblem
            problem={problem.info}
            target={problem.request.target}
            portfolioId={portfolioId}
            actions={actions}
          />
        )}
        {shownDeployId && (
          <div className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800">
            <DeployProgress
              key={shownDeployId}
              deployId={shownDeployId}
              actions={progressActions(shownDeployId)}
              reveal={shownDeployId === activeDeployId}
            />
          </div>
        )}
      </Step>

      <DeployHistory portfolioId={portfolioId} onRetry={retryDeploy} retrying={start.isPending || activeRunning} />

      {upgradeOpen && <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />}
    </div>
  );
}
