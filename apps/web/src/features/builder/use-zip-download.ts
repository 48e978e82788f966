import { useState } from "react";
import { contentFileName } from "./content-file";
import { downloadExportZip, saveBlob } from "./portfolio-api";

/**
 * Downloads the static-site ZIP after saving pending edits (`beforeExport` false stops it). `error` keeps the
 * failure so the screen can show it (a Pro theme on the free plan gets the upgrade call to action).
 */
export function useZipDownload(portfolioId: string, name: string, beforeExport: () => Promise<boolean>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!(await beforeExport())) return;
      const blob = await downloadExportZip(portfolioId);
      saveBlob(blob, contentFileName(name).replace(/-content\.json$/, "-site.zip"));
    } catch (failure) {
      console.error("Could not download the ZIP", failure);
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { download, busy, error };
}
