import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphemeLength, passkeyNameMaxLength, type PasskeySummary } from "@foliocraft/schemas";
import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { authProvidersQueryKey, fetchAuthProviders } from "../auth/auth-api";
import { browserHasPasskeys, passkeyFailure, registerPasskey } from "../auth/webauthn";
import { passkeysQueryKey, removePasskey, usePasskeys } from "./passkeys-api";
import { settingsFailure } from "./settings-messages";
import { SettingsSection } from "./settings-section";
import { dateTimeFormat } from "../../lib/intl-format";

const day = (iso: string, language: string) => dateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));

/** One passkey: its name, when it was added and last used, and Remove (asked twice: it cannot be undone). */
function PasskeyRow({ passkey, onRemoved }: { passkey: PasskeySummary; onRemoved: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const name = passkey.name ?? t("settings.passkeys.unnamed");
  const remove = useMutation({
    mutationFn: () => removePasskey(passkey.id),
    onSuccess: async () => {
      toast.success(t("settings.passkeys.removed"));
      await onRemoved();
    },
    onError: (error) => console.error("Could not remove the passkey", error),
  });
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600 dark:text-slate-400" />
        <div>
          <p className="font-medium break-words text-slate-900 dark:text-slate-100">{name}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {passkey.createdAt && t("settings.passkeys.addedOn", { date: day(passkey.createdAt, i18n.language) })}
            {" · "}
            {passkey.lastUsedAt
              ? t("settings.passkeys.lastUsed", { date: day(passkey.lastUsedAt, i18n.language) })
              : t("settings.passkeys.neverUsed")}
          </p>
          {remove.isError && <FormAlert tone="error">{settingsFailure(t, remove.error)}</FormAlert>}
        </div>
      </div>
      {confirming ? (
        <div className="flex flex-wrap gap-2">
          <p className="w-full text-sm text-slate-800 dark:text-slate-200">
            {t("settings.passkeys.confirmRemove", { name })}
          </p>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            className={buttonClasses("primary", "sm")}
          >
            {remove.isPending && <Spinner className="size-4" />}
            {t("settings.passkeys.confirmRemoveButton")}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className={buttonClasses("secondary", "sm")}>
            {t("settings.passkeys.cancel")}
          </button>
        </div>
      ) : (
        <button
          type="button"
          aria-label={t("settings.passkeys.removeNamed", { name })}
          onClick={() => setConfirming(true)}
          className={buttonClasses("secondary", "sm", "self-start sm:self-center")}
        >
          {t("settings.passkeys.remove")}
        </button>
      )}
    </li>
  );
}

/**
 * Settings → passkeys: the account's passkeys (name, added, last used), adding one under a name (the device asks
 * for its PIN, fingerprint or face) and removing one. Shown as unavailable when the server or the browser cannot
 * use passkeys.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const providers = useQuery({
    queryKey: authProvidersQueryKey,
    queryFn: ({ signal }) => fetchAuthProviders(signal),
    staleTime: Infinity,
  });
  const passkeys = usePasskeys();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey });

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const trimmed = name.trim();
    const invalid = !trimmed
      ? t("settings.passkeys.nameRequired")
      : graphemeLength(trimmed) > passkeyNameMaxLength
        ? t("settings.passkeys.nameTooLong", { count: passkeyNameMaxLength })
        : undefined;
    setNameError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await registerPasskey(trimmed);
      toast.success(t("settings.passkeys.added"));
      setName("");
      await refresh();
    } catch (error) {
      console.error("Could not add a passkey", error);
      setFailure(passkeyFailure(t, error, "settings.passkeys.cancelled"));
    } finally {
      setBusy(false);
    }
  };

  const unavailable = providers.data?.passkey === false ? "unavailable" : !browserHasPasskeys() ? "unsupported" : null;
  return (
    <SettingsSection
      id="passkeys"
      title={t("settings.passkeys.title")}
      description={t("settings.passkeys.description")}
    >
      {passkeys.isPending || providers.isPending ? (
        <Spinner className="size-5" />
      ) : passkeys.isError ? (
        <FormAlert tone="error">{t("settings.loadFailed")}</FormAlert>
      ) : (
        <>
          {passkeys.data.passkeys.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("settings.passkeys.empty")}</p>
          ) : (
            <ul
              aria-label={t("settings.passkeys.listLabel")}
              className="divide-y divide-slate-200 dark:divide-slate-800"
            >
              {passkeys.data.passkeys.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} onRemoved={refresh} />
              ))}
            </ul>
          )}
          {unavailable ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t(`settings.passkeys.${unavailable}`)}</p>
          ) : (
            <form onSubmit={(event) => void onAdd(event)} noValidate className="flex flex-col gap-4">
              {failure && <FormAlert tone="error">{failure}</FormAlert>}
              <TextField
                label={t("settings.passkeys.nameLabel")}
                hint={t("settings.passkeys.nameHint")}
                error={nameError}
                autoComplete="off"
                maxLength={passkeyNameMaxLength * 8}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "self-start")}>
                {busy && <Spinner className="size-4" />}
                {t("settings.passkeys.add")}
              </button>
            </form>
          )}
        </>
      )}
    </SettingsSection>
  );
}
