import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import type { DraftStorage } from "./draft-storage";
import { saveBlob } from "./portfolio-api";

/**
 * Tells the user that the edits this device kept could not be opened and were set aside, and lets them download
 * that copy exactly as it was stored (nothing is lost), or dismiss it.
 */
export function SetAsideNotice({ portfolioId, drafts }: { portfolioId: string; drafts: DraftStorage }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState(() => drafts.readSetAside(portfolioId));
  if (copy === null) return null;
  const download = () => {
    saveBlob(new Blob([copy], { type: "application/json" }), `portfolio-${portfolioId}-set-aside-draft.json`);
  };
  const discard = () => {
    drafts.forgetSetAside(portfolioId);
    setCopy(null);
  };
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>{t("builder.setAside.message")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClasses("secondary", "sm")} onClick={download}>
          {t("builder.setAside.download")}
        </button>
        <button type="button" className={buttonClasses("ghost", "sm")} onClick={discard}>
          {t("builder.setAside.discard")}
        </button>
      </div>
    </div>
  );
}
