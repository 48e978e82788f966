import type { PortfolioDetail } from "@foliocraft/schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClasses } from "../components/ui/button-styles";
import { FormAlert } from "../components/ui/form-alert";
import { Spinner } from "../components/ui/spinner";
import { ApiError } from "../lib/api-client";
import { useDocumentTitle } from "../lib/use-document-title";
import { BuilderRecovery } from "../features/builder/builder-recovery";
import { builderStart } from "../features/builder/builder-start";
import { deviceDrafts } from "../features/builder/draft-storage";
import { createPortfolio, fetchPortfolio, portfolioQueryKey } from "../features/builder/portfolio-api";

// The builder (form, preview, renderer) is its own chunk, fetched while the portfolio itself is being loaded or
// created, so the page names itself and reports progress at once.
const loadBuilder = () => import("../features/builder/portfolio-builder");
const PortfolioBuilder = lazy(() => loadBuilder().then((m) => ({ default: m.PortfolioBuilder })));

/** The page heading, shown in every state (loading and failures too) so the page is always named. */
function PageHeading() {
  const { t } = useTranslation();
  return (
    <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">
      {t("pages.generate.heading")}
    </h1>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 p-6 sm:p-12">
      <PageHeading />
      <p role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
        <Spinner />
        {text}
      </p>
    </div>
  );
}

function Problem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 p-6 sm:p-12">
      <PageHeading />
      <FormAlert tone="error">{text}</FormAlert>
      <div className="flex flex-wrap gap-2">
        {onRetry && (
          <button type="button" onClick={onRetry} className={buttonClasses("primary")}>
            {t("builder.retry")}
          </button>
        )}
        <Link to="/dashboard" className={buttonClasses("secondary")}>
          {t("builder.toDashboard")}
        </Link>
      </div>
    </div>
  );
}

/** /generate without an id: creates a portfolio (prefilled from onboarding) and opens it in place. */
function CreateAndOpen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // One creation per attempt, even when StrictMode runs the effect twice in development.
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    createPortfolio()
      .then((detail: PortfolioDetail) => {
        void loadBuilder();
        queryClient.setQueryData(portfolioQueryKey(detail.id), detail);
        const next = new URLSearchParams(params);
        next.set("id", detail.id);
        void navigate(`/generate?${next.toString()}`, { replace: true });
      })
      .catch((error: unknown) => {
        console.error("Could not create a portfolio", error);
        setFailed(true);
      });
  }, [attempt, navigate, params, queryClient]);

  if (failed) {
    return (
      <Problem
        text={t("builder.createFailed")}
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <Waiting text={t("builder.creating")} />;
}

/** /generate?id=…: loads the portfolio, then the builder starts from it (or from edits this device kept). */
function OpenPortfolio({ id }: { id: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    void loadBuilder();
  }, []);
  const query = useQuery({
    queryKey: portfolioQueryKey(id),
    queryFn: ({ signal }) => fetchPortfolio(id, signal),
    // The builder owns the content once open; refetching would not change it and only costs requests.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (query.isPending) return <Waiting text={t("builder.loading")} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.code === "not-found";
    return missing ? (
      <Problem text={t("builder.notFound")} />
    ) : (
      <Problem text={t("builder.loadFailed")} onRetry={() => void query.refetch()} />
    );
  }
  return <StartedBuilder detail={query.data} />;
}

function StartedBuilder({ detail }: { detail: PortfolioDetail }) {
  // Decided once, when the builder opens: later refetches must not restart it.
  const { t } = useTranslation();
  const [start, setStart] = useState(() => builderStart(detail, deviceDrafts.read(detail.id), deviceDrafts));
  // The builder failed on this device's draft: it is set aside and the builder reopens from the server's copy.
  const setAside = () => {
    deviceDrafts.setAside(detail.id);
    setStart(builderStart(detail, null, deviceDrafts));
  };
  return (
    <BuilderRecovery key={start.draft} fromDraft={start.draft !== "none"} onSetAside={setAside}>
      <Suspense fallback={<Waiting text={t("builder.loading")} />}>
        <PortfolioBuilder start={start} />
      </Suspense>
    </BuilderRecovery>
  );
}

/** /generate (signed-in): the portfolio builder. */
export function GeneratePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id");
  useDocumentTitle(t("pages.generate.heading"));
  return id ? <OpenPortfolio key={id} id={id} /> : <CreateAndOpen />;
}
