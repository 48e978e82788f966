import type { DeployScope } from "@foliocraft/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/ui/button-styles";
import { FormAlert } from "../../../../components/ui/form-alert";
import { Spinner } from "../../../../components/ui/spinner";
import { chooseDeployScope, deployScopesQueryKey, fetchDeployScopes } from "../../deploy-api";
import { deployRequestErrorText } from "../../request-error-text";

// The personal account in the select: no team id is empty (the server refuses an empty one).
const personalValue = "";

/**
 * "Deploy to": the personal Vercel account or one of the token's teams, saved on the connection as soon as it is
 * picked (the server checks the team with Vercel). A native select, so it works by keyboard and with screen readers;
 * it stays enabled while saving, so the focus never jumps away.
 */
export function VercelScopeSelect({ connectedAt }: { connectedAt: string }) {
  const { t } = useTranslation();
  const selectId = useId();
  const queryClient = useQueryClient();
  const queryKey = deployScopesQueryKey("vercel", connectedAt);
  const scopes = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchDeployScopes("vercel", signal),
    retry: false,
  });
  const choose = useMutation({
    mutationFn: (teamId: string | null) => chooseDeployScope("vercel", teamId),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
  const label = (scope: DeployScope | undefined) =>
    !scope || scope.teamId === null ? t("deploy.scope.personal") : (scope.name ?? scope.slug ?? scope.teamId);

  if (scopes.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Spinner className="size-4" />
        {t("deploy.scope.loading", { provider: "Vercel" })}
      </p>
    );
  }
  if (scopes.isError) {
    return (
      <div className="flex flex-col gap-2">
        <FormAlert tone="error">{deployRequestErrorText(t, scopes.error)}</FormAlert>
        <button
          type="button"
          onClick={() => void scopes.refetch()}
          className={buttonClasses("secondary", "sm", "self-start")}
        >
          {t("deploy.scope.retry")}
        </button>
      </div>
    );
  }

  const { scopes: list, selected } = scopes.data;
  // While a choice is saving it shows; if it is refused, the saved one comes back beside the error.
  const shown = choose.isPending ? choose.variables : selected;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={selectId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {t("deploy.scope.label")}
      </label>
      <select
        id={selectId}
        value={shown ?? personalValue}
        aria-busy={choose.isPending}
        onChange={(event) => choose.mutate(event.target.value === personalValue ? null : event.target.value)}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      >
        {list.map((scope) => (
          <option key={scope.teamId ?? personalValue} value={scope.teamId ?? personalValue}>
            {label(scope)}
          </option>
        ))}
      </select>
      {choose.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner className="size-4" />
          {t("deploy.scope.saving")}
        </p>
      )}
      {choose.isError && <FormAlert tone="error">{deployRequestErrorText(t, choose.error)}</FormAlert>}
      {choose.isSuccess && (
        <FormAlert tone="success">
          {t("deploy.scope.saved", { scope: label(list.find((scope) => scope.teamId === selected)) })}
        </FormAlert>
      )}
    </div>
  );
}
