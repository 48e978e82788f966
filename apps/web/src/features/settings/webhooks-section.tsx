import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Webhook, WebhookDelivery } from "@foliocraft/schemas";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { SubmitButton } from "../../components/ui/submit-button";
import { TextField } from "../../components/ui/text-field";
import { dateTimeFormat } from "../../lib/intl-format";
import { SettingsSection } from "./settings-section";
import { SettingsList, ShownOnceSecret, useSettingsAction } from "./settings-collection";
import {
  createWebhook,
  deleteWebhook,
  resendDelivery,
  testWebhook,
  useWebhookDeliveries,
  useWebhooks,
  webhooksQueryKey,
} from "./webhooks-api";

function DeliveryRow({ delivery, onResend }: { delivery: WebhookDelivery; onResend: () => void }) {
  const { t, i18n } = useTranslation();
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" }).format(
    new Date(delivery.lastAttemptAt ?? delivery.createdAt),
  );
  return (
    <li className="flex flex-col gap-1 border-t border-slate-200 py-2 text-sm first:border-t-0 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <code dir="ltr" className="font-mono text-slate-950 dark:text-white">
          {delivery.type}
        </code>
        <span className="font-medium text-slate-800 dark:text-slate-200">
          {t(`settings.webhooks.status.${delivery.status}`)}
        </span>
        <span className="text-slate-700 dark:text-slate-300">
          {delivery.responseStatus === null
            ? t("settings.webhooks.noResponse")
            : t("settings.webhooks.response", { code: delivery.responseStatus })}
        </span>
      </div>
      <p className="text-slate-700 dark:text-slate-300">
        {t("settings.webhooks.attempts", { attempts: delivery.attempts })} ·{" "}
        <time dateTime={delivery.createdAt}>{when}</time>
      </p>
      {delivery.lastError && (
        <p dir="ltr" className="text-slate-700 dark:text-slate-300">
          {delivery.lastError}
        </p>
      )}
      {delivery.status !== "pending" && (
        <button type="button" className={buttonClasses("secondary", "sm", "self-start")} onClick={onResend}>
          {t("settings.webhooks.sendAgain")}
        </button>
      )}
    </li>
  );
}

function WebhookItem({
  webhook,
  onAction,
}: {
  webhook: Webhook;
  onAction: (work: () => Promise<unknown>, refresh: readonly unknown[]) => void;
}) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(webhook.id);
  const logKey = [...webhooksQueryKey, webhook.id, "deliveries"];
  const headingId = `webhook-${webhook.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-col gap-1 text-sm">
        <h3 id={headingId} dir="ltr" className="font-mono font-semibold break-all text-slate-950 dark:text-white">
          {webhook.url}
        </h3>
        <p className="text-slate-700 dark:text-slate-300">
          {t("settings.webhooks.secretStart")}{" "}
          <code dir="ltr" className="font-mono">
            {webhook.secretStart}…
          </code>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses("secondary", "sm")}
          onClick={() => onAction(() => testWebhook(webhook.id), logKey)}
        >
          {t("settings.webhooks.sendTest")}
        </button>
        <button
          type="button"
          className={buttonClasses("secondary", "sm")}
          onClick={() => {
            if (window.confirm(t("settings.webhooks.deleteConfirm", { url: webhook.url }))) {
              onAction(() => deleteWebhook(webhook.id), webhooksQueryKey);
            }
          }}
        >
          {t("settings.webhooks.delete")}
        </button>
      </div>
      <div className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t("settings.webhooks.deliveries")}
        </h4>
        {deliveries.isPending ? (
          <Spinner />
        ) : deliveries.isError ? (
          <FormAlert tone="error">{t("settings.loadFailed")}</FormAlert>
        ) : deliveries.data.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("settings.webhooks.noDeliveries")}</p>
        ) : (
          <ul>
            {deliveries.data.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                onResend={() => onAction(() => resendDelivery(delivery.id), logKey)}
              />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * Settings → Webhooks: add a URL that is told when a deploy starts, goes live or fails (the signing secret is shown
 * once), send a test event, read each webhook's delivery log and send a delivery again.
 */
export function WebhooksSection() {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  const [url, setUrl] = useState("");
  const [secret, setSecret] = useState<string | null>(null);
  const { failure, busy, attempt } = useSettingsAction("webhook settings failed");

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const created = await createWebhook({ url });
      setSecret(created.secret);
      setUrl("");
    }, webhooksQueryKey);
  };

  return (
    <SettingsSection
      id="webhooks"
      title={t("settings.webhooks.title")}
      description={t("settings.webhooks.description")}
    >
      {secret && (
        <ShownOnceSecret
          secret={secret}
          onDone={() => setSecret(null)}
          labels={{
            shownOnce: t("settings.webhooks.secretShownOnce"),
            copy: t("settings.webhooks.copy"),
            copied: t("settings.webhooks.copied"),
            done: t("settings.webhooks.done"),
          }}
        />
      )}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <form onSubmit={onCreate} className="flex flex-col gap-3">
        <TextField
          type="url"
          dir="ltr"
          label={t("settings.webhooks.urlLabel")}
          hint={t("settings.webhooks.urlHint")}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          required
          maxLength={2000}
          placeholder="https://example.com/hooks/foliocraft"
        />
        <SubmitButton busy={busy} label={t("settings.webhooks.add")} className="self-start" />
      </form>
      <SettingsList
        pending={webhooks.isPending}
        failed={webhooks.isError}
        empty={webhooks.data?.length === 0}
        emptyText={t("settings.webhooks.empty")}
      >
        {webhooks.data?.map((webhook) => (
          <WebhookItem key={webhook.id} webhook={webhook} onAction={(work, refresh) => void attempt(work, refresh)} />
        ))}
      </SettingsList>
    </SettingsSection>
  );
}
