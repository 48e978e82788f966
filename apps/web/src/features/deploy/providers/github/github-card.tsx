import type { DeployRequest, DeployTarget } from "@foliocraft/schemas";
import { FolderGit2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/ui/badge";
import { CheckboxField } from "../../../../components/ui/checkbox-field";
import { TextField } from "../../../../components/ui/text-field";
import { Card, ConnectionRow, DeployButton, type TargetsProps } from "../../target-card";

// GitHub repository names: letters, digits, ".", "-", "_" (the server checks the same).
const repoNamePattern = /^(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/;

/** GitHub: the repository (or the user site) to push to, then a repository (free) or GitHub Pages (Pro). */
export function GithubCard(props: TargetsProps) {
  const { t } = useTranslation();
  const github = props.connections?.find((c) => c.provider === "github");
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
  );
}
