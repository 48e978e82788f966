import type { PortfolioContent, PortfolioDetail } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { ThemePreview } from "../preview/theme-preview";
import { ModalDialog } from "./modal-dialog";
import { dateTimeFormat } from "../../lib/intl-format";

/**
 * Someone saved this portfolio elsewhere (another tab, another device) after this tab's edits began. Nothing is
 * overwritten silently: the user sees both versions and chooses. Keeping mine saves over theirs, which stays in
 * the version history; taking theirs drops this tab's unsaved edits.
 */
export function ConflictDialog({
  open,
  mine,
  theirs,
  onKeepMine,
  onTakeTheirs,
  onClose,
}: {
  open: boolean;
  mine: PortfolioContent;
  theirs: PortfolioDetail | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (!theirs) return null;
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(theirs.updatedAt),
  );
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      wide
      title={t("builder.conflict.title")}
      description={t("builder.conflict.body", { version: theirs.version, time: when })}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {[
          { label: t("builder.conflict.mine"), content: mine },
          { label: t("builder.conflict.theirs"), content: theirs.content },
        ].map((side) => (
          <figure key={side.label} className="flex flex-col gap-2">
            <figcaption className="text-sm font-semibold">{side.label}</figcaption>
            <div className="h-56 overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
              <ThemePreview content={side.content} device="desktop" title={side.label} />
            </div>
          </figure>
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onTakeTheirs} className={buttonClasses("secondary")}>
          {t("builder.conflict.takeTheirs")}
        </button>
        <button type="button" onClick={onKeepMine} className={buttonClasses("primary")}>
          {t("builder.conflict.keepMine")}
        </button>
      </div>
    </ModalDialog>
  );
}
