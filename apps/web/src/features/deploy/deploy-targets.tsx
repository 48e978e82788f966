import type { DeployConnection, DeployProvider, DeployRequest, DeployTarget } from "@foliocraft/schemas";
import { FolderGit2, Globe, Rocket } from "lucide-react";
import type { ReactNode } from "react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { buttonClasses } from "../../components/ui/button-styles";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { deployProviderNames } from "./deploy-messages";

// GitHub repository names: letters, digits, ".", "-", "_" (the server checks the same).
const repoNamePattern = /^(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/;

/** What the target cards need from the page. */
export interface TargetsProps {
  username: string | null;
  isPro: boolean;
  connections: DeployConnection[] | undefined;
  /** The repository the portfolio went to last time, as `owner/name`. */
  previousRepo: string | null;
  connecting: DeployProvider | null;
  starting: DeployTarget | null;
  busy: boolean;
  onConnect: (provider: DeployProvider) => void;
  onDisconnect: (provider: DeployProvider) => void;
  onDeploy: (request: DeployRequest) => void;
  onUpgrade: () => void;
}

function Card({
  icon,
  title,
  badge,
  children,
}: {
  icon: ReactNode;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        {icon}
        <h3 id={headingId} className="text-lg font-semibold text-slate-950 dark:text-white">
          {title}
        </h3>
        {badge}
      </div>
      {children}
    </section>
  );
}

/** Connected as …, Reconnect, or Connect, with Disconnect. */
function ConnectionRow({ provider, props }: { provider: DeployProvider; props: TargetsProps }) {
  const { t } = useTranslation();
  const name = deployProviderNames[provider];
  const connection = props.connections?.find((c) => c.provider === provider);
  const pending = props.connecting === provider;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
      <span>
        {!connection
          ? t("deploy.connect.notConnected", { provider: name })
          : connection.needsReconnect
            ? t("deploy.connect.needsReconnect", { provider: name })
            : t("deploy.connect.connectedAs", { provider: name, login: connection.login })}
      </span>
      <span className="flex flex-wrap gap-2">
        {(!connection || connection.needsReconnect) && (
          <button
            type="button"
            onClick={() => props.onConnect(provider)}
            disabled={props.connecting !== null}
            className={buttonClasses("primary", "sm")}
          >
            {pending && <Spinner className="size-4" />}
            {connection
              ? t("deploy.actions.reconnectNamed", { provider: name })
              : t("deploy.actions.connectNamed", { provider: name })}
          </button>
        )}
        {connection && (
          <button
            type="button"
            onClick={() => props.onDisconnect(provider)}
            aria-label={t("deploy.actions.disconnectNamed", { provider: name })}
            className={buttonClasses("ghost", "sm")}
          >
            {t("deploy.actions.disconnect")}
          </button>
        )}
      </span>
    </div>
  );
}

/** The button that starts a deploy, or, for a Pro target on the free plan, the upgrade offer. */
function DeployButton({
  target,
  label,
  props,
  disabled,
  request,
}: {
  target: DeployTarget;
  label: string;
  props: TargetsProps;
  disabled: boolean;
  request: () => DeployRequest | null;
}) {
  const { t } = useTranslation();
  if (target !== "github-repo" && !props.isPro) {
    return (
      <div className="flex flex-col gap-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-950 dark:bg-indigo-500/10 dark:text-indigo-100">
        <p>{t("deploy.pro.note", { target: t(`deploy.targets.${target}.name`) })}</p>
        <button type="button" onClick={props.onUpgrade} className={buttonClasses("primary", "sm", "self-start")}>
          {t("deploy.actions.upgrade")}
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      disabled={disabled || props.busy}
      onClick={() => {
        const body = request();
        if (body) props.onDeploy(body);
      }}
      className={buttonClasses(target === "github-repo" ? "secondary" : "primary", "md", "self-start")}
    >
      {props.starting === target && <Spinner className="size-4" />}
      {label}
    </button>
  );
}

/** The targets: GitHub repository (free) and GitHub Pages (Pro), Netlify (Pro), and the hosted subdomain (soon). */
export function DeployTargets(props: TargetsProps) {
  const { t } = useTranslation();
  const github = props.connections?.find((c) => c.provider === "github");
  const netlify = props.connections?.find((c) => c.provider === "netlify");
  const githubReady = !!github && !github.needsReconnect;
  const login = github?.login ?? null;
  const previousName = props.previousRepo?.split("/")[1] ?? null;
  const [repo, setRepo] = useState<string | null>(null);
  const [userSite, setUserSite] = useState(false);
  const [repoError, setRepoError] = useState<string | undefined>(undefined);
  const defaultRepo = previousName ?? `${props.username ?? login ?? "my"}-portfolio`;
  const repoName = userSite && login ? `${login}.github.io` : (repo ?? defaultRepo);

  const githubRequest = (target: DeployTarget) => (): DeployRequest | null => {
    const name = repoName.trim();
    if (!repoNamePattern.test(name)) {
      setRepoError(t("deploy.github.repoInvalid"));
      return null;
    }
    setRepoError(undefined);
    return { target, repo: name };
  };

  return (
    <div className="flex flex-col gap-4">
      <Card icon={<FolderGit2 aria-hidden="true" className="size-5" />} title="GitHub">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("deploy.github.intro")}</p>
        <ConnectionRow provider="github" props={props} />
        <TextField
          label={t("deploy.github.repoLabel")}
          hint={login ? t("deploy.github.repoHint", { path: `${login}/${repoName}` }) : undefined}
          error={repoError}
          value={repoName}
          disabled={userSite && !!login}
          onChange={(event) => setRepo(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <CheckboxField
          label={t("deploy.github.userSite", { site: `${login ?? "username"}.github.io` })}
          checked={userSite}
          disabled={!login}
          onChange={(event) => setUserSite(event.target.checked)}
        />
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-950 dark:text-white">{t("deploy.targets.github-repo.name")}</span>
            <Badge>{t("deploy.free")}</Badge>
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("deploy.targets.github-repo.description")}</p>
          <DeployButton
            target="github-repo"
            label={t("deploy.targets.github-repo.action")}
            props={props}
            disabled={!githubReady}
            request={githubRequest("github-repo")}
          />
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-950 dark:text-white">{t("deploy.targets.github-pages.name")}</span>
            <Badge>{t("header.pro")}</Badge>
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("deploy.targets.github-pages.description")}</p>
          <DeployButton
            target="github-pages"
            label={t("deploy.targets.github-pages.action")}
            props={props}
            disabled={!githubReady}
            request={githubRequest("github-pages")}
          />
        </div>
      </Card>

      <Card
        icon={<Rocket aria-hidden="true" className="size-5" />}
        title="Netlify"
        badge={<Badge>{t("header.pro")}</Badge>}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("deploy.targets.netlify.description")}</p>
        <ConnectionRow provider="netlify" props={props} />
        <DeployButton
          target="netlify"
          label={t("deploy.targets.netlify.action")}
          props={props}
          disabled={!netlify || netlify.needsReconnect}
          request={() => ({ target: "netlify" })}
        />
      </Card>

      <Card
        icon={<Globe aria-hidden="true" className="size-5" />}
        title={t("deploy.hosted.title")}
        badge={
          <Badge className="bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100">
            {t("deploy.hosted.soon")}
          </Badge>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {props.username ? (
            <>
              {t("deploy.hosted.alreadyLive")}{" "}
              <Link
                to={`/p/${encodeURIComponent(props.username)}`}
                className="font-medium text-indigo-700 underline dark:text-indigo-300"
              >
                /p/{props.username}
              </Link>
            </>
          ) : (
            t("deploy.hosted.noUsername")
          )}
        </p>
      </Card>
    </div>
  );
}
