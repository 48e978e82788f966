import type { CustomDomain } from "@foliocraft/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw, Sparkles, Trash2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { UpgradeDialog } from "../payments/upgrade-dialog";
import { ConfirmDialog } from "../portfolios/confirm-dialog";
import { SettingsSection } from "../settings/settings-section";
import {
  customDomainQueryKey,
  useAddDomain,
  useCustomDomain,
  useRemoveDomain,
  useVerifyDomain,
} from "./custom-domains-api";
import { domainErrorText } from "./custom-domain-messages";
import { DnsRecords } from "./dns-records";
import { DomainStatus } from "./domain-status";

/** Free accounts: what a custom domain needs, and the upgrade dialog (spec §6: custom domains are Pro). */
function UpgradeOffer() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
      <Sparkles aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex-1">
        <h3 className="font-semibold">{t("customDomains.proTitle")}</h3>
        <p className="mt-1 text-sm">{t("customDomains.proBody")}</p>
      </div>
      <button type="button" className={buttonClasses("primary", "md")} onClick={() => setOpen(true)}>
        {t("customDomains.upgrade")}
      </button>
      {open && (
        <UpgradeDialog
          open={open}
          onOpenChange={setOpen}
          onUpgraded={() => void queryClient.invalidateQueries({ queryKey: customDomainQueryKey })}
        />
      )}
    </div>
  );
}

function AddDomainForm() {
  const { t } = useTranslation();
  const add = useAddDomain();
  const [value, setValue] = useState("");
  const error = add.error ? domainErrorText(t, add.error) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(value, { onSuccess: () => toast.success(t("customDomains.added")) });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label={t("customDomains.form.label")}
        hint={t("customDomains.form.hint")}
        error={error}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="url"
        dir="ltr"
        placeholder="www.example.com"
        maxLength={300}
      />
      <button type="submit" className={buttonClasses("primary", "md", "self-start")} disabled={add.isPending}>
        {add.isPending && <Spinner className="size-4" />}
        {add.isPending ? t("customDomains.form.adding") : t("customDomains.form.submit")}
      </button>
    </form>
  );
}

function DomainDetails({ domain, target, allowed }: { domain: CustomDomain; target: string; allowed: boolean }) {
  const { t } = useTranslation();
  const verify = useVerifyDomain();
  const remove = useRemoveDomain();
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const verifyError = verify.error ? domainErrorText(t, verify.error) : null;

  return (
    <div className="flex flex-col gap-5">
      <h3
        ref={headingRef}
        tabIndex={-1}
        dir="ltr"
        className="text-start text-lg font-semibold break-all text-slate-950 dark:text-white"
      >
        {domain.displayDomain}
      </h3>
      <DomainStatus domain={domain} target={target} />
      {domain.status !== "verified" && (
        <div className="flex flex-col gap-3">
          <h4 className="font-semibold text-slate-950 dark:text-white">{t("customDomains.records.title")}</h4>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("customDomains.records.intro")}</p>
          <DnsRecords records={domain.records} />
        </div>
      )}
      {verifyError && <FormAlert tone="error">{verifyError}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        {allowed && (
          <button
            type="button"
            className={buttonClasses("primary", "md")}
            disabled={verify.isPending}
            onClick={() =>
              verify.mutate(domain.id, {
                onSuccess: (checked) =>
                  checked?.status === "verified"
                    ? toast.success(t("customDomains.verifiedToast"))
                    : toast(t("customDomains.checkedToast")),
              })
            }
          >
            {verify.isPending ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
            {verify.isPending ? t("customDomains.verifying") : t("customDomains.verify")}
          </button>
        )}
        <button type="button" className={buttonClasses("secondary", "md")} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t("customDomains.remove")}
        </button>
      </div>
      {domain.status === "verified" && (
        <details className="text-sm text-slate-700 dark:text-slate-300">
          <summary className="cursor-pointer font-medium text-slate-900 dark:text-slate-100">
            {t("customDomains.records.title")}
          </summary>
          <div className="mt-3">
            <DnsRecords records={domain.records} />
          </div>
        </details>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("customDomains.removeTitle", { domain: domain.displayDomain })}
        description={t("customDomains.removeDescription")}
        confirmLabel={t("customDomains.remove")}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(domain.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t("customDomains.removed"));
            },
            onError: (error) => toast.error(domainErrorText(t, error)),
          })
        }
      />
    </div>
  );
}

/**
 * Settings → Custom domain (Pro): add a domain, the DNS records to create with copy buttons, the verification status
 * with "Verify now", and removal. Free accounts get the upgrade offer; the server enforces the plan either way.
 */
export function CustomDomainSection() {
  const { t } = useTranslation();
  const state = useCustomDomain();
  return (
    <SettingsSection id="domain" title={t("settings.domain.title")} description={t("customDomains.description")}>
      {state.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner className="size-4" />
          {t("customDomains.loading")}
        </p>
      ) : state.isError ? (
        <FormAlert tone="error">{t("customDomains.loadFailed")}</FormAlert>
      ) : (
        <>
          {!state.data.allowed && <UpgradeOffer />}
          {state.data.domain ? (
            <DomainDetails domain={state.data.domain} target={state.data.target} allowed={state.data.allowed} />
          ) : (
            state.data.allowed && <AddDomainForm />
          )}
        </>
      )}
    </SettingsSection>
  );
}
