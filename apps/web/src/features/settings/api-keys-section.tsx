import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { apiKeyUsageDays, type ApiKey, type ApiKeyScope } from "@foliocraft/schemas";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { SubmitButton } from "../../components/ui/submit-button";
import { TextField } from "../../components/ui/text-field";
import { apiKeysQueryKey, createApiKey, revokeApiKey, useApiKeys, usageOf } from "./api-keys-api";
import { SettingsSection } from "./settings-section";
import { SettingsList, ShownOnceSecret, useSettingsAction } from "./settings-collection";
import { dateTimeFormat } from "../../lib/intl-format";

/** The reference page of the API (server: plugins/openapi.ts). */
export const apiReferencePath = "/api/reference/";

function KeyRow({
  apiKey,
  today,
  total,
  now,
  onRevoke,
}: {
  apiKey: ApiKey;
  today: number;
  total: number;
  now: number;
  onRevoke: () => void;
}) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const expired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) <= now;
  const state = apiKey.revokedAt ? "revoked" : expired ? "expired" : "active";
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-950 dark:text-white">{apiKey.name}</span>
        <code dir="ltr" className="font-mono text-slate-700 dark:text-slate-300">
          {apiKey.start}…
        </code>
        <span className="text-slate-700 dark:text-slate-300">
          {apiKey.scope === "read" ? t("settings.apiKeys.scopeRead") : t("settings.apiKeys.scopeReadWrite")}
        </span>
        <span className="font-medium text-slate-800 dark:text-slate-200">{t(`settings.apiKeys.state.${state}`)}</span>
      </div>
      <p className="text-slate-700 dark:text-slate-300">
        {t("settings.apiKeys.created", { when: when(apiKey.createdAt) })} ·{" "}
        {apiKey.lastUsedAt
          ? t("settings.apiKeys.lastUsed", { when: when(apiKey.lastUsedAt) })
          : t("settings.apiKeys.neverUsed")}{" "}
        ·{" "}
        {apiKey.expiresAt
          ? t("settings.apiKeys.expires", { when: when(apiKey.expiresAt) })
          : t("settings.apiKeys.noExpiry")}
      </p>
      <p className="text-slate-700 dark:text-slate-300">
        {t("settings.apiKeys.usage", { today, total, count: apiKeyUsageDays })}
      </p>
      {state !== "revoked" && (
        <button type="button" className={buttonClasses("secondary", "sm", "self-start")} onClick={onRevoke}>
          {t("settings.apiKeys.revoke")}
        </button>
      )}
    </li>
  );
}

/**
 * Settings → API keys: create a key (name, read or read-write, optional expiry; the key is shown once), see each
 * key's last use and requests per day, revoke it.
 */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiKeyScope>("read");
  const [expiresOn, setExpiresOn] = useState("");
  const [secret, setSecret] = useState<string | null>(null);
  const { failure, busy, attempt } = useSettingsAction("API key settings failed");
  // The moment the page opened: what counts as expired, and the earliest expiry date offered.
  const [now] = useState(() => Date.now());

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      // The chosen day, to its end in the person's own time zone.
      const expiresAt = expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null;
      const created = await createApiKey({ name, scope, expiresAt });
      setSecret(created.secret);
      setName("");
      setExpiresOn("");
    }, apiKeysQueryKey);
  };
  const onRevoke = (key: ApiKey) => {
    if (!window.confirm(t("settings.apiKeys.revokeConfirm", { name: key.name }))) return;
    void attempt(() => revokeApiKey(key.id), apiKeysQueryKey);
  };

  return (
    <SettingsSection id="apiKeys" title={t("settings.apiKeys.title")} description={t("settings.apiKeys.description")}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {keys.data && t("settings.apiKeys.limit", { count: keys.data.usage.hourlyLimit })}{" "}
        <a href={apiReferencePath} className="font-medium text-indigo-700 underline dark:text-indigo-300">
          {t("settings.apiKeys.reference")}
        </a>
      </p>
      {secret && (
        <ShownOnceSecret
          secret={secret}
          onDone={() => setSecret(null)}
          labels={{
            shownOnce: t("settings.apiKeys.shownOnce"),
            copy: t("settings.apiKeys.copy"),
            copied: t("settings.apiKeys.copied"),
            done: t("settings.apiKeys.done"),
          }}
        />
      )}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <form onSubmit={onCreate} className="flex flex-col gap-3">
        <TextField
          label={t("settings.apiKeys.nameLabel")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={60}
        />
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t("settings.apiKeys.scopeLabel")}
          </legend>
          {(["read", "read-write"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="radio"
                name="api-key-scope"
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
              />
              {value === "read" ? t("settings.apiKeys.scopeRead") : t("settings.apiKeys.scopeReadWrite")}
            </label>
          ))}
        </fieldset>
        <TextField
          type="date"
          label={t("settings.apiKeys.expiresLabel")}
          hint={t("settings.apiKeys.expiresHint")}
          value={expiresOn}
          min={new Date(now + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}
          onChange={(event) => setExpiresOn(event.target.value)}
        />
        <SubmitButton busy={busy} label={t("settings.apiKeys.create")} className="self-start" />
      </form>
      <SettingsList
        pending={keys.isPending}
        failed={keys.isError}
        empty={keys.data?.keys.length === 0}
        emptyText={t("settings.apiKeys.empty")}
      >
        {keys.data?.keys.map((key) => {
          const usage = usageOf(keys.data.usage, key.id);
          return (
            <KeyRow
              key={key.id}
              apiKey={key}
              today={usage.today}
              total={usage.total}
              now={now}
              onRevoke={() => onRevoke(key)}
            />
          );
        })}
      </SettingsList>
    </SettingsSection>
  );
}
