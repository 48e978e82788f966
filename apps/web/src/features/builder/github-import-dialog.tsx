import { portfolioLimits } from "@foliocraft/schemas";
import type { PortfolioProject } from "@foliocraft/schemas";
import { useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { projectFromRepo } from "./github-import";
import { ModalDialog } from "./modal-dialog";
import { fetchGithubRepos } from "./portfolio-api";

/** Pick GitHub repositories to add as projects (only for accounts linked to GitHub). */
export function GithubImportDialog({
  open,
  onClose,
  existing,
  onImport,
}: {
  open: boolean;
  onClose: () => void;
  /** The projects already in the form: a repository already linked is shown as added. */
  existing: PortfolioProject[];
  onImport: (projects: PortfolioProject[]) => void;
}) {
  const { t } = useTranslation();
  const filterId = useId();
  const [filter, setFilter] = useState("");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const repos = useQuery({
    queryKey: ["integrations", "github", "repos"],
    queryFn: ({ signal }) => fetchGithubRepos(signal),
    enabled: open,
  });
  const linked = new Set(existing.map((p) => p.githubUrl.toLowerCase()).filter(Boolean));
  const room = portfolioLimits.projects - existing.length;
  const visible = (repos.data?.repos ?? []).filter((repo) =>
    `${repo.fullName} ${repo.description ?? ""} ${repo.language ?? ""}`
      .toLowerCase()
      .includes(filter.trim().toLowerCase()),
  );

  const toggle = (fullName: string) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(fullName)) next.delete(fullName);
      else next.add(fullName);
      return next;
    });

  const close = () => {
    setChosen(new Set());
    setFilter("");
    onClose();
  };

  const importChosen = () => {
    const picked = (repos.data?.repos ?? []).filter((repo) => chosen.has(repo.fullName)).map(projectFromRepo);
    onImport(picked.slice(0, Math.max(0, room)));
    close();
  };

  return (
    <ModalDialog open={open} onClose={close} title={t("builder.github.title")} description={t("builder.github.intro")}>
      {repos.isPending && (
        <p className="flex items-center gap-2 text-sm">
          <Spinner className="size-4" />
          {t("common.loading")}
        </p>
      )}
      {repos.isError && <FormAlert tone="error">{t("builder.github.failed")}</FormAlert>}
      {repos.data && !repos.data.connected && <FormAlert tone="error">{t("builder.github.notConnected")}</FormAlert>}
      {repos.data?.connected && (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={filterId} className="text-sm font-medium">
              {t("builder.github.filter")}
            </label>
            <input
              id={filterId}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className="h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-950"
            />
          </div>
          {visible.length === 0 && <p className="text-sm">{t("builder.github.none")}</p>}
          <ul className="flex max-h-80 flex-col gap-1 overflow-auto">
            {visible.map((repo) => {
              const added = linked.has(repo.htmlUrl.toLowerCase());
              const id = `${filterId}-${repo.fullName}`;
              return (
                <li
                  key={repo.fullName}
                  className="flex items-start gap-3 rounded-lg p-2 hover:bg-slate-50 dark:hover:bg-slate-800"
                >
                  <input
                    id={id}
                    type="checkbox"
                    disabled={added}
                    checked={added || chosen.has(repo.fullName)}
                    onChange={() => toggle(repo.fullName)}
                    className="mt-1 size-4 shrink-0 accent-indigo-600"
                  />
                  <label htmlFor={id} className="flex min-w-0 flex-1 flex-col text-sm">
                    <span className="font-medium break-all" dir="ltr">
                      {repo.fullName}
                    </span>
                    {repo.description && <span className="text-slate-600 dark:text-slate-400">{repo.description}</span>}
                    <span className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                      {repo.language}
                      <span className="inline-flex items-center gap-0.5">
                        <Star aria-hidden="true" className="size-3" />
                        {t("builder.github.stars", { stars: repo.stargazers })}
                      </span>
                      {added && <span>{t("builder.github.added")}</span>}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <div className="flex justify-end">
            <button
              type="button"
              disabled={chosen.size === 0 || room <= 0}
              onClick={importChosen}
              className={buttonClasses("primary")}
            >
              {t("builder.github.import", { selected: chosen.size })}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
