import type { PortfolioSummary } from "@foliocraft/schemas";
import { Copy, Download, Ellipsis, ExternalLink, Pencil, Rocket, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { MenuContent, MenuItem, MenuRoot, MenuSeparator, MenuTrigger } from "../../components/ui/dropdown-menu";
import { failureMessage } from "../auth/error-messages";
import { ConfirmDialog } from "./confirm-dialog";
import { portfolioLinks, useDeletePortfolio, useDuplicatePortfolio } from "./portfolios-api";

export interface PortfolioActionsProps {
  portfolio: PortfolioSummary;
  /** The owner's public username: "View live" needs it (and a published portfolio). */
  username: string | null;
  /** False when the theme is a Pro theme and the owner has no active Pro plan: export then offers the upgrade. */
  canExport: boolean;
}

/**
 * Edit and View live as buttons; Export, Deploy, Duplicate and Delete (after a confirmation) in a menu, so a row
 * stays one line wide on a phone.
 */
export function PortfolioActions({ portfolio, username, canExport }: PortfolioActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const duplicate = useDuplicatePortfolio();
  const remove = useDeletePortfolio();
  const values = { name: portfolio.name };
  const live = portfolio.status === "published" && username ? portfolioLinks.live(username) : null;

  const onDuplicate = () =>
    duplicate.mutate(portfolio.id, {
      onSuccess: (copy) => toast.success(t("portfolios.toast.duplicated", { name: copy.name })),
      onError: (error) => {
        console.error("Could not duplicate the portfolio", error);
        toast.error(failureMessage(t, error));
      },
    });

  const onDelete = () =>
    remove.mutate(portfolio.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t("portfolios.toast.deleted", values));
      },
      onError: (error) => {
        console.error("Could not delete the portfolio", error);
        toast.error(failureMessage(t, error));
      },
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={portfolioLinks.edit(portfolio.id)}
        aria-label={t("portfolios.actions.editNamed", values)}
        className={buttonClasses("primary", "sm")}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t("portfolios.actions.edit")}
      </Link>
      {live && (
        // A full page load: the live site is rendered by the server, not by this app's router.
        <a
          href={live}
          aria-label={t("portfolios.actions.viewLiveNamed", values)}
          className={buttonClasses("secondary", "sm")}
        >
          <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t("portfolios.actions.viewLive")}
        </a>
      )}
      {/* Not modal: the delete dialog opens from it, and two modal layers at once would fight over focus. */}
      <MenuRoot modal={false}>
        <MenuTrigger
          ref={menuButton}
          aria-label={t("portfolios.actions.more", values)}
          title={t("portfolios.actions.more", values)}
          disabled={duplicate.isPending}
          className={buttonClasses("ghost", "icon", "size-9")}
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </MenuTrigger>
        <MenuContent>
          {canExport ? (
            <MenuItem asChild>
              <a href={portfolioLinks.exportZip(portfolio.id)} download>
                <Download aria-hidden="true" className="size-4" />
                {t("portfolios.actions.export")}
              </a>
            </MenuItem>
          ) : (
            <MenuItem asChild>
              <Link to="/pricing">
                <Download aria-hidden="true" className="size-4" />
                {t("portfolios.actions.exportNeedsPro")}
              </Link>
            </MenuItem>
          )}
          <MenuItem asChild>
            <Link to={portfolioLinks.deploy(portfolio.id)}>
              <Rocket aria-hidden="true" className="size-4" />
              {t("portfolios.actions.deploy")}
            </Link>
          </MenuItem>
          <MenuItem onSelect={onDuplicate}>
            <Copy aria-hidden="true" className="size-4" />
            {t("portfolios.actions.duplicate")}
          </MenuItem>
          <MenuSeparator />
          <MenuItem
            onSelect={() => setConfirming(true)}
            className="text-red-700 data-[highlighted]:text-red-800 dark:text-red-400 dark:data-[highlighted]:text-red-300"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("portfolios.actions.delete")}
          </MenuItem>
        </MenuContent>
      </MenuRoot>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("portfolios.deleteDialog.title", values)}
        description={
          <p>
            {portfolio.status === "published"
              ? t("portfolios.deleteDialog.publishedDescription")
              : t("portfolios.deleteDialog.description")}
          </p>
        }
        confirmLabel={t("portfolios.deleteDialog.confirm")}
        onConfirm={onDelete}
        busy={remove.isPending}
        returnFocusRef={menuButton}
      />
    </div>
  );
}
