import type { ThemeId } from "@foliocraft/schemas";
import { Plus } from "lucide-react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { failureMessage } from "../auth/error-messages";
import { portfolioLinks, useCreatePortfolio } from "./portfolios-api";

/** Creates a portfolio (prefilled from the onboarding answers on the server) and opens it in the builder. */
export function useStartPortfolio() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePortfolio();
  const start = (theme?: ThemeId) =>
    create.mutate(theme ? { theme } : {}, {
      onSuccess: (created) => void navigate(portfolioLinks.edit(created.id)),
      onError: (error) => {
        console.error("Could not create a portfolio", error);
        toast.error(failureMessage(t, error));
      },
    });
  return { start, isPending: create.isPending, pendingTheme: create.isPending ? create.variables.theme : undefined };
}

/** "Create new portfolio". */
export function CreatePortfolioButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { start, isPending } = useStartPortfolio();
  return (
    <button
      type="button"
      onClick={() => start()}
      disabled={isPending}
      className={buttonClasses("primary", "md", className)}
    >
      {isPending ? <Spinner className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
      {t("portfolios.create")}
    </button>
  );
}
