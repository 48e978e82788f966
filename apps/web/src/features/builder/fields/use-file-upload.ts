import { uploadLimits } from "@foliocraft/schemas";
import { useState } from "react";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorText } from "../../../i18n/api-messages";
import { uploadFile } from "../portfolio-api";

/** What the server accepts (it checks the bytes; this only saves a pointless upload and explains why at once). */
export const acceptedFileTypes = {
  image: ["image/jpeg", "image/png", "image/webp", "image/gif"],
  resume: ["application/pdf"],
} as const;

/**
 * One file picker's upload: checks size and type before sending, uploads, and hands the stored `/assets/…` address
 * to `onUploaded`. `error` is a sentence for the user; `uploaded` is true after a success until the next pick.
 */
export function useFileUpload(kind: "image" | "resume", onUploaded: (url: string) => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const limitMb = uploadLimits[kind] / (1024 * 1024);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploaded(false);
    if (file.size > uploadLimits[kind]) {
      setError(t("builder.upload.tooLarge", { size: limitMb }));
      return;
    }
    if (file.type && !(acceptedFileTypes[kind] as readonly string[]).includes(file.type)) {
      setError(kind === "image" ? t("builder.upload.wrongImage") : t("builder.upload.wrongResume"));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await uploadFile(kind, file);
      onUploaded(result.url);
      setUploaded(true);
    } catch (failure) {
      // apiErrorText gives the server's own reason for a refusal ("This file is not an image…", in the
      // interface language), and the fallback sentence when the server failed or could not be reached.
      setError(apiErrorText(t, failure, t("builder.upload.failed")));
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setUploaded(false);
    setError(null);
  };

  return { busy, error, uploaded, limitMb, onFile, reset, setError };
}
