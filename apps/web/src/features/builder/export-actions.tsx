import { Download, FileJson, Rocket } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { needsUpgrade } from "../publishing/publishing-api";
import { UpgradeCallout } from "../publishing/upgrade-callout";
import { useZipDownload } from "./use-zip-download";

/** Download the site as a ZIP, export the content as JSON, and go to the deploy page. */
export function ExportActions({
  portfolioId,
  name,
  beforeExport,
  onExportJson,
  autoZip = false,
  onAutoStarted,
  upgrade,
}: {
  portfolioId: string;
  name: string;
  beforeExport: () => Promise<boolean>;
  onExportJson?: () => void;
  /** Download once on arrival (the builder resuming a download an upgrade was for). */
  autoZip?: boolean;
  onAutoStarted?: (() => void) | undefined;
  /** Offered when the server refuses a Pro theme, instead of the link to the plans. */
  upgrade?: ReactNode;
}) {
  const { t } = useTranslation();
  const zip = useZipDownload(portfolioId, name, beforeExport);
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!autoZip || autoStarted.current) return;
    autoStarted.current = true;
    onAutoStarted?.();
    void zip.download();
    // zip.download is recreated each render; the ref makes this fire once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoZip]);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={zip.busy}
          onClick={() => void zip.download()}
          className={buttonClasses("primary")}
        >
          {zip.busy ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
          {t("builder.export.zip")}
        </button>
        {onExportJson && (
          <button type="button" onClick={onExportJson} className={buttonClasses("secondary")}>
            <FileJson aria-hidden="true" className="size-4" />
            {t("builder.export.json")}
          </button>
        )}
        <Link to={`/deploy?portfolio=${encodeURIComponent(portfolioId)}`} className={buttonClasses("secondary")}>
          <Rocket aria-hidden="true" className="size-4" />
          {t("builder.export.deploy")}
        </Link>
      </div>
      {needsUpgrade(zip.error) && <UpgradeCallout error={zip.error} upgrade={upgrade} />}
      {zip.error !== null && !needsUpgrade(zip.error) && (
        <FormAlert tone="error">{t("builder.export.zipFailed")}</FormAlert>
      )}
    </div>
  );
}
